import { readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommandAgentConfig } from '../../src/model/index.js';
import {
  createCommandTarget,
  type CommandTargetOptions,
  type TargetContext,
  type TargetReply,
  type TargetRequest,
} from '../../src/targets/index.js';
import {
  AGENTS_DIR,
  commandConfig,
  failureOf,
  isAlive,
  request,
  runCommandOnce,
  timeoutNow,
  waitFor,
  waitForPid,
} from './helpers.js';

let dir: string;
let ctx: TargetContext;

beforeAll(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), 'agentci-command-test-')));
  await mkdir(join(dir, 'sub'));
  ctx = { baseDir: dir, env: { ...process.env, PIDFILE: join(dir, 'pid') } };
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const cmd = (command: string | string[], extra: Partial<CommandAgentConfig> = {}) =>
  commandConfig(command, 'auto', extra);

const runTarget = (
  config: CommandAgentConfig,
  req?: TargetRequest,
  options?: CommandTargetOptions,
  context: TargetContext = ctx,
): Promise<TargetReply> => runCommandOnce(config, context, req, options);

const failure = failureOf;

let pidSeq = 0;
function pidFile(): string {
  return join(dir, `pid-${++pidSeq}`);
}

describe('command target: process mode', () => {
  const run = (config: CommandAgentConfig, req?: TargetRequest, options?: CommandTargetOptions) =>
    runTarget(config, req, options);
  const makeTarget = (
    config: CommandAgentConfig,
    context: TargetContext,
    options: CommandTargetOptions = {},
  ): ReturnType<typeof createCommandTarget> => createCommandTarget(config, context, options);

  it('reports a non-zero exit with its code and the stderr tail', async () => {
    const f = await failure(run(cmd('echo first line >&2; echo the real reason >&2; exit 3')));
    expect(f.kind).toBe('error');
    expect(f.exitCode).toBe(3);
    expect(f.message).toMatch(/exited with code 3/);
    expect(f.message).toMatch(/the real reason/);
    expect(f.stderr).toContain('the real reason');
  });

  it('keeps only the last 4 KiB of stderr', async () => {
    const f = await failure(
      run(cmd(`node -e "process.stderr.write('x'.repeat(100000) + 'THE END'); process.exit(2)"`)),
    );
    expect(f.stderr!.length).toBeLessThanOrEqual(4096);
    expect(f.stderr!.endsWith('THE END')).toBe(true);
  });

  it('says "command not found" through the shell (exit 127)', async () => {
    const f = await failure(run(cmd('definitely-not-a-command-agentci-xyz "$HOME"')));
    expect(f.exitCode).toBe(127);
    expect(f.message).toMatch(/command not found/);
    expect(f.notStarted).toBe(true);
  });

  it('runs even a plain command string through the shell: its own words for a missing program', async () => {
    const f = await failure(run(cmd('definitely-not-a-command-agentci-xyz --flag')));
    expect(f.exitCode).toBe(127);
    expect(f.message).toMatch(
      /^exited with code 127 \(command not found\); stderr: \/bin\/sh: .*definitely-not-a-command-agentci-xyz: not found$/,
    );
  });

  it('gives a command string the shell: quotes, pipes, variables, redirections', async () => {
    const reply = await run(
      cmd(`X='a  b'; printf '%s|' "$X" "it's" | tr '|' ';'; echo "$AGENTCI_RUN" 2>/dev/null`),
    );
    expect(reply.output).toBe("a  b;it's;1");
  });

  it('gives an array command no shell: its arguments arrive as written', async () => {
    const reply = await run(cmd(['printf', '%s;', '$HOME', '*', 'a b', '`id`']));
    expect(reply.output).toBe('$HOME;*;a b;`id`;');
  });

  it('says which working folder is missing', async () => {
    const missing = join(dir, 'no-such-folder');
    const f = await failure(run(cmd('echo hi', { cwd: missing })));
    expect(f.message).toBe(`working folder not found: ${missing}`);
    const g = await failure(run(cmd(['echo', 'hi'], { cwd: missing })));
    expect(g.message).toBe(`working folder not found: ${missing}`);
  });

  it('says "command not found" for an argv command that does not exist', async () => {
    const f = await failure(run(cmd(['definitely-not-a-command-agentci-xyz', '--flag'])));
    expect(f.message).toBe('command not found: definitely-not-a-command-agentci-xyz');
    // No evidence about the agent: comparisons with the base branch leave it out.
    expect(f.notStarted).toBe(true);
  });

  it('reports death by signal', async () => {
    const f = await failure(run(cmd('kill -SEGV $$')));
    expect(f.message).toMatch(/killed by signal SIGSEGV/);
  });

  it('passes the attempt as JSON on stdin and in AGENTCI_INPUT, with the case id and run', async () => {
    const req = request('what is 2+2?', { id: 'math-1', run: 3, metadata: { tier: 'gold' } });
    const expected = {
      id: 'math-1',
      input: 'what is 2+2?',
      messages: [{ role: 'user', content: 'what is 2+2?' }],
      env: req.attempt.env,
      metadata: { tier: 'gold' },
      run: 3,
    };
    const fromEnv = await run(cmd('printf %s "$AGENTCI_INPUT"', { output: 'text' }), req);
    expect(JSON.parse(fromEnv.output as string)).toEqual(expected);
    const fromStdin = await run(cmd('cat', { output: 'text' }), req);
    expect(JSON.parse(fromStdin.output as string)).toEqual(expected);
    const ids = await run(cmd('printf "%s/%s" "$AGENTCI_CASE_ID" "$AGENTCI_RUN"'), req);
    expect(ids.output).toBe('math-1/3');
  });

  it('puts a large input in AGENTCI_INPUT_FILE instead of the env, and removes the file after', async () => {
    const big = 'x'.repeat(150_000);
    const reply = await run(
      cmd(
        'printf "%s|%s|" "${AGENTCI_INPUT-unset}" "$AGENTCI_INPUT_FILE"; cat "$AGENTCI_INPUT_FILE"',
        {
          output: 'text',
        },
      ),
      request(big),
    );
    const [envValue, file, content] = (reply.output as string).split('|');
    expect(envValue).toBe('unset');
    expect(JSON.parse(content).input).toBe(big);
    expect(isFile(file)).toBe(false);
  });

  it('survives an agent that ignores a large stdin (EPIPE)', async () => {
    const reply = await run(cmd('echo ignored stdin'), request('y'.repeat(300_000)));
    expect(reply.output).toBe('ignored stdin');
  });

  it('runs in cwd resolved against the base folder, with the configured env', async () => {
    const reply = await run(
      cmd('printf "%s %s" "$(pwd)" "$GREETING"', {
        cwd: 'sub',
        env: { GREETING: 'hi ${PIDFILE}' },
      }),
    );
    expect(reply.output).toBe(`${join(dir, 'sub')} hi ${join(dir, 'pid')}`);
  });

  it('refuses an env value naming a variable that is not set, as every ${VAR} in the config does', () => {
    expect(() =>
      createCommandTarget(cmd('true', { env: { KEY: 'Bearer ${AGENTCI_TEST_UNSET_VAR}' } }), ctx),
    ).toThrow(/agent\.env\.KEY: the environment variable AGENTCI_TEST_UNSET_VAR is not set/);
  });

  it('reads a structured JSON reply in auto mode and text otherwise', async () => {
    const structured = await run(
      cmd(
        `echo '{"output": {"answer": 42}, "messages": [{"role": "assistant", "content": "42"}]}'`,
      ),
    );
    expect(structured.output).toEqual({ answer: 42 });
    expect(structured.messages).toEqual([{ role: 'assistant', content: '42' }]);
    expect(structured.exit_code).toBe(0);
    const notReply = await run(cmd(`echo '{"answer": 42}'`));
    expect(notReply.output).toBe('{"answer": 42}');
    const text = await run(cmd(`echo '{"output": 1}'`, { output: 'text' }));
    expect(text.output).toBe('{"output": 1}');
    const trailing = await run(cmd(`printf 'two\\nlines\\n\\n\\n'`));
    expect(trailing.output).toBe('two\nlines');
  });

  it('derives tool calls from reported messages when tool_calls is absent', async () => {
    const reply = await run(
      cmd(
        `cat <<'EOF'
{"output": "done", "messages": [
  {"role": "assistant", "content": null, "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "search", "arguments": "{\\"q\\": \\"cats\\"}"}}]},
  {"role": "tool", "tool_call_id": "c1", "content": "3 results"},
  {"role": "assistant", "content": "done"}]}
EOF`,
      ),
    );
    expect(reply.tool_calls).toEqual([
      { id: 'c1', name: 'search', arguments: { q: 'cats' }, result: '3 results' },
    ]);
  });

  it('fails on garbage output in json mode', async () => {
    const f = await failure(
      run(cmd('echo this is not json; echo some log >&2', { output: 'json' })),
    );
    expect(f.message).toMatch(/^stdout is not the declared JSON: /);
    expect(f.message).toContain('this is not json');
    expect(f.stderr).toContain('some log');
    const f2 = await failure(run(cmd(`echo '{"answer": 1}'`, { output: 'json' })));
    expect(f2.message).toMatch(
      /stdout is not the declared JSON: expected an object with an "output" key/,
    );
  });

  it('fails on a structured reply with malformed fields', async () => {
    const f = await failure(run(cmd(`echo '{"output": "x", "tool_calls": [{"arguments": {}}]}'`)));
    expect(f.message).toMatch(
      /stdout JSON is not a valid reply: tool_calls\[0\]\.function: required/,
    );
  });

  it('kills an agent whose stdout exceeds the cap', async () => {
    const f = await failure(run(cmd('yes aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')));
    expect(f.message).toBe('stdout exceeded 10 MiB');
  });

  it('accepts output up to the cap', async () => {
    const reply = await run(cmd(`head -c 1000 /dev/zero | tr '\\0' a`), request('x'), {
      maxStdoutBytes: 1000,
    });
    expect(reply.output).toBe('a'.repeat(1000));
  });

  it('decodes invalid UTF-8 with replacement characters', async () => {
    const reply = await run(cmd(`printf 'ok \\377\\376 end \\342\\202\\254'`));
    expect(reply.output).toBe('ok \uFFFD\uFFFD end €');
  });

  it('handles an agent that closes stdout early and keeps working', async () => {
    const reply = await run(cmd('printf early; exec 1>&-; sleep 0.2; echo still working >&2'));
    expect(reply.output).toBe('early');
    expect(reply.stderr).toContain('still working');
  });

  it('does not hang on a forked child holding stdout, and kills it after the agent exits', async () => {
    const pf = pidFile();
    const reply = await run(cmd(`sleep 1000 & echo $! > "${pf}"; echo done`));
    expect(reply.output).toBe('done');
    const child = await waitForPid(pf);
    await waitFor(() => !isAlive(child));
    expect(isAlive(child)).toBe(false);
  });

  it('kills the whole process tree on timeout', async () => {
    const pf = pidFile();
    const ac = new AbortController();
    const target = makeTarget(cmd(`sleep 1000 & echo $! > "${pf}"; sleep 1000`), ctx);
    const p = target.run(request('x', { signal: ac.signal, timeoutMs: 1234 }));
    const child = await waitForPid(pf);
    expect(isAlive(child)).toBe(true);
    timeoutNow(ac);
    const f = await failure(p);
    expect(f.kind).toBe('timeout');
    expect(f.message).toBe('timed out after 1234 ms');
    await waitFor(() => !isAlive(child));
    expect(isAlive(child)).toBe(false);
  });

  it('SIGKILLs an agent that ignores SIGTERM', async () => {
    const pf = pidFile();
    const ac = new AbortController();
    const target = makeTarget(
      cmd([process.execPath, join(AGENTS_DIR, 'ignores-sigterm.mjs'), pf]),
      ctx,
      { killGraceMs: 300 },
    );
    const p = target.run(request('x', { signal: ac.signal }));
    const pid = await waitForPid(pf);
    timeoutNow(ac);
    const f = await failure(p);
    expect(f.kind).toBe('timeout');
    // It saw the SIGTERM, survived it, and is gone anyway: run() settles only after the agent died.
    expect(readFileSync(pf, 'utf8')).toBe(`${pid} SIGTERM`);
    expect(isAlive(pid)).toBe(false);
  });

  it('reports cancellation as an error, not a timeout', async () => {
    const pf = pidFile();
    const ac = new AbortController();
    const target = makeTarget(cmd(`echo $$ > "${pf}"; sleep 1000`), ctx);
    const p = target.run(request('x', { signal: ac.signal }));
    const shell = await waitForPid(pf);
    ac.abort();
    const f = await failure(p);
    expect(f.kind).toBe('error');
    expect(f.message).toBe('cancelled');
    expect(isAlive(shell)).toBe(false);
  });

  it('does not start the agent when the signal is already aborted', async () => {
    const pf = pidFile();
    const ac = new AbortController();
    timeoutNow(ac);
    const f = await failure(run(cmd(`echo $$ > "${pf}"`), request('x', { signal: ac.signal })));
    expect(f.kind).toBe('timeout');
    expect(isFile(pf)).toBe(false);
  });

  it('runs the fixture agent by argv and quotes its description', () => {
    const target = makeTarget(cmd(['node', 'my agent.mjs']), {
      baseDir: AGENTS_DIR,
      env: {},
    });
    expect(target.description).toBe(`node 'my agent.mjs'`);
  });
});

describe('command target: session mode', () => {
  const session = (extra: Partial<CommandAgentConfig> = {}): CommandAgentConfig =>
    cmd([process.execPath, 'session-agent.mjs'], { mode: 'session', ...extra });
  const sctx = (): TargetContext => ({ baseDir: AGENTS_DIR, env: { ...process.env } });

  it('reuses one process across attempts and replaces it after a crash', async () => {
    const target = createCommandTarget(session(), sctx());
    try {
      const a = await target.run(request('pid'));
      const b = await target.run(request('pid'));
      expect(a.output).toBe(b.output);
      const f = await failure(target.run(request('crash')));
      expect(f.message).toMatch(/session process exited with code 3.*crashing on purpose/);
      expect(f.exitCode).toBe(3);
      const c = await target.run(request('pid'));
      expect(c.output).not.toBe(a.output);
      expect(isAlive(Number(a.output))).toBe(false);
    } finally {
      await target.close();
    }
  });

  it('runs concurrent attempts in separate processes', async () => {
    const target = createCommandTarget(session(), sctx());
    try {
      const [a, b] = await Promise.all([target.run(request('pid')), target.run(request('pid'))]);
      expect(a.output).not.toBe(b.output);
    } finally {
      await target.close();
    }
    // close() stops them all.
  });

  it('kills a session process that times out and starts a fresh one', async () => {
    const target = createCommandTarget(session(), sctx());
    try {
      const before = Number((await target.run(request('pid'))).output);
      const ac = new AbortController();
      const p = target.run(request('sleep', { signal: ac.signal }));
      setTimeout(() => timeoutNow(ac), 100);
      const f = await failure(p);
      expect(f.kind).toBe('timeout');
      expect(isAlive(before)).toBe(false);
      const after = Number((await target.run(request('pid'))).output);
      expect(after).not.toBe(before);
    } finally {
      await target.close();
    }
  });

  it('reads JSON values in auto mode, skipping chatter lines', async () => {
    const target = createCommandTarget(session(), sctx());
    try {
      expect((await target.run(request('garbage'))).output).toEqual({ answer: 1 });
      expect((await target.run(request('hello'))).output).toBe('hello');
    } finally {
      await target.close();
    }
  });

  it('fails on a JSON line that is not a reply in json mode and stops its processes on close', async () => {
    const target = createCommandTarget(session({ output: 'json' }), sctx());
    const f = await failure(target.run(request('garbage')));
    expect(f.message).toMatch(
      /session reply line is not the declared JSON: expected an object with an "output" key/,
    );
    const pid = Number((await target.run(request('pid'))).output);
    expect(isAlive(pid)).toBe(true);
    await target.close();
    expect(isAlive(pid)).toBe(false);
  });
});

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
