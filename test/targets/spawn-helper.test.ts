import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandAgentConfig } from '../../src/model/index.js';
import type { SpawnSpec } from '../../src/targets/agent-process.js';
import {
  createCommandTarget,
  type CommandTargetOptions,
  type TargetContext,
} from '../../src/targets/index.js';
import { newSpawnHelper, startWithHelper } from '../../src/targets/spawn-helper.js';
import { ROOT, TSX_LOADER } from '../helpers/cli.js';
import {
  commandConfig,
  failureOf,
  isAlive,
  request,
  runCommandOnce,
  waitFor,
  waitForPid,
} from './helpers.js';

let dir: string;
let ctx: TargetContext;

beforeAll(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), 'agentci-spawn-helper-')));
  ctx = { baseDir: dir, env: { ...process.env } };
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const cmd = (command: string | string[], extra: Partial<CommandAgentConfig> = {}) =>
  commandConfig(command, 'text', extra);

async function outputOf(
  config: CommandAgentConfig,
  options: CommandTargetOptions,
  input = 'hello',
): Promise<string> {
  return (await runCommandOnce(config, ctx, request(input), options)).output as string;
}

async function failureMessage(
  config: CommandAgentConfig,
  options: CommandTargetOptions,
): Promise<string> {
  return (await failureOf(runCommandOnce(config, ctx, request('x'), options))).message;
}

/** Everything an agent could notice about how it was started, read by the shell itself. */
const PROCESS_STATE = [
  'sh',
  '-c',
  // pid, process group and session (fields 1, 5, 6 of /proc/PID/stat), signal masks, stdio kinds.
  `set -- $(sed 's/^.*) //' /proc/$$/stat); echo "pgrp=$(( $3 == $$ )) session=$(( $4 == $$ ))"; ` +
    `grep -E '^Sig(Ign|Blk)' /proc/$$/status; ` +
    `for fd in 0 1 2; do readlink /proc/$$/fd/$fd | sed 's/:.*//'; done`,
];

describe.runIf(process.platform === 'linux')('both spawners start agents alike', () => {
  it('in a session of their own, no signal ignored or blocked, stdio on socket pairs', async () => {
    const viaHelper = await outputOf(cmd(PROCESS_STATE), { spawner: 'auto' });
    const viaNode = await outputOf(cmd(PROCESS_STATE), { spawner: 'node' });
    expect(viaHelper).toBe(
      [
        'pgrp=1 session=1',
        'SigBlk:\t0000000000000000',
        'SigIgn:\t0000000000000000',
        'socket',
        'socket',
        'socket',
      ].join('\n'),
    );
    expect(viaHelper).toBe(viaNode);
  });

  it('through the helper by default, through Node when asked', async () => {
    const parent = cmd(['sh', '-c', `echo $PPID; tr '\\0' ' ' < /proc/$PPID/cmdline`]);
    const [helperPid, helperCommand] = (await outputOf(parent, { spawner: 'auto' })).split('\n');
    expect(Number(helperPid)).not.toBe(process.pid);
    expect(helperCommand).toContain('python/agentci_spawn.py');
    const [nodePid] = (await outputOf(parent, { spawner: 'node' })).split('\n');
    expect(Number(nodePid)).toBe(process.pid);
  });
});

describe.each(['auto', 'node'] as const)('program lookup (spawner: %s)', (spawner) => {
  it("finds the program in the agent's own PATH, not the runner's", async () => {
    const bin = join(dir, `bin-${spawner}`);
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'my-agent'), '#!/bin/sh\necho "from my-agent $1"\n');
    chmodSync(join(bin, 'my-agent'), 0o755);
    const out = await outputOf(cmd(['my-agent', 'x'], { env: { PATH: `${bin}:/usr/bin:/bin` } }), {
      spawner,
    });
    expect(out).toBe('from my-agent x');
  });

  it("looks up a relative PATH entry from the agent's cwd", async () => {
    const cwd = join(dir, `cwd-${spawner}`);
    mkdirSync(join(cwd, 'tools'), { recursive: true });
    writeFileSync(join(cwd, 'tools', 'rel-agent'), '#!/bin/sh\necho found relative\n');
    chmodSync(join(cwd, 'tools', 'rel-agent'), 0o755);
    const out = await outputOf(cmd(['rel-agent'], { cwd, env: { PATH: 'tools:/usr/bin:/bin' } }), {
      spawner,
    });
    expect(out).toBe('found relative');
  });

  it('passes an env name holding "=" on as Node does (the rest joins the value)', async () => {
    const out = await outputOf(
      cmd(['sh', '-c', 'printf %s "$ODD"'], { env: { 'ODD=half': 'other' } }),
      { spawner },
    );
    expect(out).toBe('half=other');
  });

  it('runs a script without a #! line with /bin/sh, as execvp does', async () => {
    const file = join(dir, `plain-${spawner}.sh`);
    writeFileSync(file, 'echo "plain script $1"\n');
    chmodSync(file, 0o755);
    expect(await outputOf(cmd([file, 'ran']), { spawner })).toBe('plain script ran');
  });

  it('says permission denied for a file that is not executable', async () => {
    const file = join(dir, `noexec-${spawner}.sh`);
    writeFileSync(file, '#!/bin/sh\necho never\n');
    chmodSync(file, 0o644);
    expect(await failureMessage(cmd([file]), { spawner })).toBe(`permission denied: ${file}`);
  });

  it('delivers a 1 MB stdin whole to an agent that reads it late', async () => {
    const input = 'é'.repeat(250_000);
    const out = await outputOf(cmd('sleep 0.2; wc -c'), { spawner }, input);
    // The attempt JSON the agent received: the input twice (as `input` and as the one message)
    // plus the envelope around it.
    const bytes = Number(out.trim());
    expect(bytes).toBeGreaterThan(2 * Buffer.byteLength(input));
    expect(bytes).toBeLessThan(2 * Buffer.byteLength(input) + 1000);
  });

  it('passes a lone UTF-16 surrogate in an argument as U+FFFD, as Node does', async () => {
    expect(await outputOf(cmd(['printf', '%s', 'a\ud800b']), { spawner })).toBe('a\ufffdb');
  });

  it('delivers a request line of many MB (a 4 MB input) and answers it', async () => {
    const input = 'z'.repeat(4_000_000);
    // The agent's stdin is the attempt JSON: the same fields as the request's attempt.
    const expected = Buffer.byteLength(JSON.stringify(request(input).attempt));
    expect(await outputOf(cmd('wc -c'), { spawner }, input)).toBe(String(expected));
  });

  it('keeps the output of concurrent agents apart', async () => {
    const target = createCommandTarget(
      cmd(
        `head -c 300000 /dev/zero | tr '\\0' "$AGENTCI_CASE_ID"; head -c 70000 /dev/zero | tr '\\0' e >&2`,
        { output: 'text' },
      ),
      ctx,
      { spawner },
    );
    const ids = ['a', 'b', 'c', 'd', 'f', 'g', 'h', 'i'];
    const replies = await Promise.all(ids.map((id) => target.run(request('x', { id }))));
    await target.close();
    replies.forEach((r, i) => {
      expect(r.output).toBe(ids[i]!.repeat(300_000));
      expect(r.stderr).toBe('e'.repeat(4096));
    });
  });
});

describe('the spawn helper', () => {
  const spec = (command: string): SpawnSpec => ({
    file: '/bin/sh',
    args: ['-c', command],
    cwd: dir,
    env: { PATH: '/usr/bin:/bin' },
  });

  /** Runs one agent through `startWithHelper` and collects what happened to it. */
  function start(
    helper: ReturnType<typeof newSpawnHelper>,
    command: string,
  ): Promise<{ stdout: string; exit?: number | null; lost?: string }> {
    return new Promise((resolve) => {
      let stdout = '';
      let open = 2;
      let exit: number | null | undefined;
      const done = (): void => {
        if (open === 0 && exit !== undefined) {
          proc.dispose();
          resolve({ stdout, exit });
        }
      };
      const proc = startWithHelper(helper, spec(command), '', {
        stdout: (c) => (stdout += c.toString()),
        stderr: () => undefined,
        streamClosed: () => {
          open--;
          done();
        },
        exit: (code) => {
          exit = code;
          done();
        },
        spawnError: (e) => resolve({ stdout, lost: `spawn error ${e.message}` }),
        lost: (reason) => {
          proc.dispose();
          resolve({ stdout, lost: reason });
        },
      });
    });
  }

  it("falls back to Node's spawn when python3 cannot start", async () => {
    const helper = newSpawnHelper(join(dir, 'no-such-python3'));
    expect(helper).toBeDefined();
    const results = await Promise.all([1, 2, 3].map((i) => start(helper, `echo agent ${i}`)));
    expect(results).toEqual([1, 2, 3].map((i) => ({ stdout: `agent ${i}\n`, exit: 0 })));
    expect(helper!.usable).toBe(false);
    // Later agents go straight to Node's spawn.
    expect(await start(helper, 'echo later')).toEqual({ stdout: 'later\n', exit: 0 });
  });

  it.each([
    ['exits before it is ready (a Python too old)', 'exit 3', undefined],
    ['never says it is ready', 'exec sleep 1000', 300],
  ])("falls back to Node's spawn when python3 %s", async (_what, body, readyMs) => {
    const fake = join(dir, `fake-python-${readyMs ?? 'exit'}`);
    writeFileSync(fake, `#!/bin/sh\necho $$ > "${fake}.pid"\n${body}\n`);
    chmodSync(fake, 0o755);
    const log: string[] = [];
    const helper = newSpawnHelper(fake, readyMs, (l) => log.push(l));
    const results = await Promise.all([1, 2].map((i) => start(helper, `echo agent ${i}`)));
    expect(results).toEqual([1, 2].map((i) => ({ stdout: `agent ${i}\n`, exit: 0 })));
    expect(helper!.usable).toBe(false);
    // -v says why, once.
    expect(log).toEqual([
      `the agent starter (${fake}) ${readyMs ? `did not start within ${readyMs} ms` : 'exited (code 3)'}; ` +
        "command agents start with Node's spawn from now on",
    ]);
    const fakePid = await waitForPid(`${fake}.pid`);
    await waitFor(() => !isAlive(fakePid));
    expect(isAlive(fakePid)).toBe(false);
  });

  it('never starts an agent given up while the helper was still starting', async () => {
    const helper = newSpawnHelper()!;
    const pf = join(dir, 'given-up.pid');
    const noop = (): void => undefined;
    const proc = startWithHelper(helper, spec(`echo $$ > "${pf}"`), '', {
      stdout: noop,
      stderr: noop,
      streamClosed: noop,
      exit: noop,
      spawnError: noop,
      lost: noop,
    });
    proc.dispose(); // before python has even started
    expect(await start(helper, 'echo next')).toEqual({ stdout: 'next\n', exit: 0 });
    expect(existsSync(pf)).toBe(false);
  });

  it('a helper killed mid-attempt fails that attempt, kills its agent, and later agents still run', async () => {
    const helper = newSpawnHelper();
    expect(helper).toBeDefined();
    const pf = join(dir, 'victim.pid');
    const victim = start(helper, `echo $$ > "${pf}"; exec sleep 1000`);
    const agentPid = await waitForPid(pf);
    expect(isAlive(agentPid)).toBe(true);
    process.kill(helper!.pid!, 'SIGKILL');
    const r = await victim;
    expect(r.lost).toMatch(/^the agent starter \(python\/agentci_spawn\.py\) exited \(SIGKILL\)/);
    await waitFor(() => !isAlive(agentPid));
    expect(isAlive(agentPid)).toBe(false);
    expect(await start(helper, 'echo after')).toEqual({ stdout: 'after\n', exit: 0 });
  });

  it('stays sane when an agent is released while its events are still queued', async () => {
    const helper = newSpawnHelper()!;
    // A flood keeps the helper writing frames; pausing our side makes it block mid-batch.
    let floodLost: string | undefined;
    const flood = startWithHelper(helper, spec('exec yes'), '', {
      stdout: () => undefined,
      stderr: () => undefined,
      streamClosed: () => undefined,
      exit: () => undefined,
      spawnError: () => undefined,
      lost: (reason) => (floodLost = reason),
    });
    const pf = join(dir, 'stale.pid');
    // An agent that never reads its 2 MB stdin: the helper keeps waiting to write the rest.
    const stuck = startWithHelper(
      helper,
      spec(`echo $$ > "${pf}"; exec sleep 1000`),
      'x'.repeat(2_000_000),
      {
        stdout: () => undefined,
        stderr: () => undefined,
        streamClosed: () => undefined,
        exit: () => undefined,
        spawnError: () => undefined,
        lost: () => undefined,
      },
    );
    const stuckPid = await waitForPid(pf);
    const frames = (helper as unknown as { stdout: { pause(): void; resume(): void } }).stdout;
    frames.pause();
    await new Promise((r) => setTimeout(r, 500));
    // Released first, then killed: the helper, once unblocked, reads the release in the same
    // batch as the dead agent's stdin turning writable (an event for a released agent).
    helper.release((stuck as unknown as { id: number }).id);
    await new Promise((r) => setTimeout(r, 100));
    process.kill(-stuckPid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    frames.resume();
    expect(await start(helper, 'echo after')).toEqual({ stdout: 'after\n', exit: 0 });
    expect(helper.usable).toBe(true);
    expect(floodLost).toBeUndefined();
    flood.dispose();
    await waitFor(() => !isAlive(stuckPid));
  });

  it('never keeps its runner alive: idle from the start, and again once its agents are done', async () => {
    const script = join(dir, 'lets-go.mjs');
    const helperModule = pathToFileURL(join(ROOT, 'src', 'targets', 'spawn-helper.ts')).href;
    writeFileSync(
      script,
      `import { newSpawnHelper, startWithHelper } from ${JSON.stringify(helperModule)};
newSpawnHelper();
const helper = newSpawnHelper();
const spec = { file: '/bin/sh', args: ['-c', 'echo ran'], cwd: '/', env: {} };
let out = '';
const proc = startWithHelper(helper, spec, '', {
  stdout: (c) => (out += c), stderr() {}, streamClosed() {}, spawnError() {}, lost() {},
  exit: (code) => {
    console.log(out.trim(), code, helper.usable);
    setTimeout(() => { proc.dispose(); startMissing(); }, 50);
  },
});
// Then an agent that cannot start, the last one: its failure must let go of the runner too.
function startMissing() {
  const missing = { file: 'no-such-agent-xyz', args: [], cwd: '/', env: { PATH: '/usr/bin:/bin' } };
  const failed = startWithHelper(helper, missing, '', {
    stdout() {}, stderr() {}, streamClosed() {}, exit() {}, lost() {},
    spawnError: (e) => { console.log(e.code); failed.dispose(); },
  });
}
`,
    );
    const child = spawn(process.execPath, ['--import', TSX_LOADER, script], { stdio: 'pipe' });
    let stdout = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    // Without the helper letting go of its pipes this process never exits and the test times out.
    const code = await new Promise((r) => child.on('close', r));
    expect(code).toBe(0);
    expect(stdout).toBe('ran 0 true\nENOENT\n');
  });

  it('kills every agent it started when its runner goes away (stdin closes)', async () => {
    const helper = newSpawnHelper();
    const pf = join(dir, 'orphan.pid');
    void start(helper, `sleep 1000 & echo $! > "${pf}"; wait`);
    const grandchild = await waitForPid(pf);
    expect(isAlive(grandchild)).toBe(true);
    // What happens when the runner dies, however it dies: the helper's stdin reaches its end.
    (helper as unknown as { stdin: { end(): void } }).stdin.end();
    await waitFor(() => !isAlive(grandchild));
    expect(isAlive(grandchild)).toBe(false);
  });
});
