import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandAgentConfig } from '../../src/model/index.js';
import { createCommandTarget, type TargetContext } from '../../src/targets/index.js';
import { commandConfig, failureOf, request, runCommandOnce } from './helpers.js';

let dir: string;
let ctx: TargetContext;

beforeAll(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), 'agentci-agent-process-')));
  ctx = { baseDir: dir, env: { ...process.env } };
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const cmd = (command: string | string[], extra: Partial<CommandAgentConfig> = {}) =>
  commandConfig(command, 'text', extra);

async function outputOf(config: CommandAgentConfig, input = 'hello'): Promise<string> {
  return (await runCommandOnce(config, ctx, request(input))).output as string;
}

async function failureMessage(config: CommandAgentConfig): Promise<string> {
  return (await failureOf(runCommandOnce(config, ctx, request('x')))).message;
}

/** Everything an agent could notice about how it was started, read by the shell itself. */
const PROCESS_STATE = [
  'sh',
  '-c',
  // pid, process group and session (fields 1, 5, 6 of /proc/PID/stat), stdio kinds, then the
  // signal masks, read after `exec` (dash blocks every signal for a moment around each fork, so a
  // child reading its parent's mask would race with that).
  `set -- $(sed 's/^.*) //' /proc/$$/stat); echo "pgrp=$(( $3 == $$ )) session=$(( $4 == $$ ))"; ` +
    `for fd in 0 1 2; do readlink /proc/$$/fd/$fd | sed 's/:.*//'; done; ` +
    `exec grep -E '^Sig(Ign|Blk)' /proc/self/status`,
];

describe.runIf(process.platform === 'linux')('how agents are started', () => {
  it('in a session of their own, no signal ignored or blocked, stdio on socket pairs', async () => {
    expect(await outputOf(cmd(PROCESS_STATE))).toBe(
      [
        'pgrp=1 session=1',
        'socket',
        'socket',
        'socket',
        'SigBlk:\t0000000000000000',
        'SigIgn:\t0000000000000000',
      ].join('\n'),
    );
  });

  it('an array command is a child of agentci itself, with no shell between', async () => {
    const parent = cmd(['sh', '-c', 'echo $PPID']);
    expect(Number(await outputOf(parent))).toBe(process.pid);
  });

  it('a command string runs through /bin/sh -c, whose parent is agentci', async () => {
    // The shell's own command line and its parent, read from inside the command string.
    const out = await outputOf(cmd(`tr '\\0' ' ' < /proc/$$/cmdline; echo; echo $PPID`));
    const [cmdline, ppid] = out.split('\n');
    expect(cmdline).toMatch(/^\/bin\/sh -c tr /);
    expect(Number(ppid)).toBe(process.pid);
  });
});

describe('program lookup and I/O', () => {
  it("finds the program in the agent's own PATH, not the runner's", async () => {
    const bin = join(dir, 'bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(join(bin, 'my-agent'), '#!/bin/sh\necho "from my-agent $1"\n');
    chmodSync(join(bin, 'my-agent'), 0o755);
    const out = await outputOf(cmd(['my-agent', 'x'], { env: { PATH: `${bin}:/usr/bin:/bin` } }));
    expect(out).toBe('from my-agent x');
  });

  it("looks up a relative PATH entry from the agent's cwd", async () => {
    const cwd = join(dir, 'cwd');
    mkdirSync(join(cwd, 'tools'), { recursive: true });
    writeFileSync(join(cwd, 'tools', 'rel-agent'), '#!/bin/sh\necho found relative\n');
    chmodSync(join(cwd, 'tools', 'rel-agent'), 0o755);
    const out = await outputOf(cmd(['rel-agent'], { cwd, env: { PATH: 'tools:/usr/bin:/bin' } }));
    expect(out).toBe('found relative');
  });

  it('passes an env name holding "=" on as Node does (the rest joins the value)', async () => {
    const out = await outputOf(
      cmd(['sh', '-c', 'printf %s "$ODD"'], { env: { 'ODD=half': 'other' } }),
    );
    expect(out).toBe('half=other');
  });

  it('runs a script without a #! line with /bin/sh, as execvp does', async () => {
    const file = join(dir, 'plain.sh');
    writeFileSync(file, 'echo "plain script $1"\n');
    chmodSync(file, 0o755);
    expect(await outputOf(cmd([file, 'ran']))).toBe('plain script ran');
  });

  it('says permission denied for a file that is not executable', async () => {
    const file = join(dir, 'noexec.sh');
    writeFileSync(file, '#!/bin/sh\necho never\n');
    chmodSync(file, 0o644);
    expect(await failureMessage(cmd([file]))).toBe(`permission denied: ${file}`);
  });

  it('delivers a 1 MB stdin whole to an agent that reads it late', async () => {
    const input = 'é'.repeat(250_000);
    const out = await outputOf(cmd('sleep 0.2; wc -c'), input);
    // The attempt JSON the agent received: the input twice (as `input` and as the one message)
    // plus the envelope around it.
    const bytes = Number(out.trim());
    expect(bytes).toBeGreaterThan(2 * Buffer.byteLength(input));
    expect(bytes).toBeLessThan(2 * Buffer.byteLength(input) + 1000);
  });

  it('passes a lone UTF-16 surrogate in an argument as U+FFFD, as Node does', async () => {
    expect(await outputOf(cmd(['printf', '%s', 'a\ud800b']))).toBe('a\ufffdb');
  });

  it('delivers a request line of many MB (a 4 MB input) and answers it', async () => {
    const input = 'z'.repeat(4_000_000);
    // The agent's stdin is the attempt JSON: the same fields as the request's attempt.
    const expected = Buffer.byteLength(JSON.stringify(request(input).attempt));
    expect(await outputOf(cmd('wc -c'), input)).toBe(String(expected));
  });

  it('keeps the output of concurrent agents apart', async () => {
    const target = createCommandTarget(
      cmd(
        `head -c 300000 /dev/zero | tr '\\0' "$AGENTCI_CASE_ID"; head -c 70000 /dev/zero | tr '\\0' e >&2`,
        { output: 'text' },
      ),
      ctx,
    );
    const ids = ['a', 'b', 'c', 'd', 'f', 'g', 'h', 'i'];
    const replies = await Promise.all(ids.map((id) => target.run(request('x', { id }))));
    await target.close();
    replies.forEach((r, i) => {
      expect(r.output).toBe(ids[i]!.repeat(300_000));
      // The last 4,096 bytes, the cut marked in the first 3 (the redactor masks beside the mark).
      expect(r.stderr).toBe(`…${'e'.repeat(4093)}`);
    });
  });
});
