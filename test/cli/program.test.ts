import { describe, expect, it } from 'vitest';
import { runProgram, type Flags, type Handlers } from '../../src/cli/program.js';

/*
 * The command line with fake handlers (evalite's createProgram habit): which handler runs with
 * which arguments, and the exit code runProgram returns. Nothing here starts a process or sets
 * process.exitCode.
 */
function fakes(code = 0): { h: Handlers; calls: Array<[string, unknown, Flags?]> } {
  const calls: Array<[string, unknown, Flags?]> = [];
  const h: Handlers = {
    run: async (paths, flags) => (calls.push(['run', paths, flags]), code),
    report: async (file, flags) => (calls.push(['report', file, flags]), code),
    schema: async (name) => (calls.push(['schema', name]), code),
    merge: async (inputs, flags) => (calls.push(['merge', inputs, flags]), code),
    init: async (dir) => (calls.push(['init', dir]), code),
  };
  return { h, calls };
}

async function parse(argv: string[], h: Handlers) {
  let out = '';
  let err = '';
  const before = process.exitCode;
  const code = await runProgram(h, argv, {
    writeOut: (s) => void (out += s),
    writeErr: (s) => void (err += s),
  });
  expect(process.exitCode).toBe(before);
  return { code, out, err };
}

describe('runProgram', () => {
  it("returns the handler's exit code and gives it the parsed arguments", async () => {
    for (const want of [0, 1, 2, 3]) {
      const { h, calls } = fakes(want);
      const r = await parse(
        ['run', 'a.jsonl', 'b/', '-o', 'x.json', '-o', 'y.md', '--runs', '3'],
        h,
      );
      expect(r.code).toBe(want);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.[0]).toBe('run');
      expect(calls[0]?.[1]).toEqual(['a.jsonl', 'b/']);
      expect(calls[0]?.[2]).toMatchObject({ output: ['x.json', 'y.md'], runs: '3', color: 'auto' });
    }
  });

  it('routes each command to its handler; init defaults to the current folder', async () => {
    const { h, calls } = fakes(0);
    await parse(['report', 'r.jsonl', '--junit', 'j.xml'], h);
    await parse(['schema', 'config'], h);
    await parse(['merge', 's1', 's2', '--allow-missing'], h);
    await parse(['init'], h);
    expect(calls.map((c) => [c[0], c[1]])).toEqual([
      ['report', 'r.jsonl'],
      ['schema', 'config'],
      ['merge', ['s1', 's2']],
      ['init', '.'],
    ]);
    expect(calls[0]?.[2]).toMatchObject({ junit: 'j.xml' });
    expect(calls[2]?.[2]).toMatchObject({ allowMissing: true });
  });

  it('a command whose handler is not given exits 2', async () => {
    const { h, calls } = fakes(0);
    expect((await parse(['flaky', 'reports/'], h)).code).toBe(2);
    expect((await parse(['validate', 'skills/'], h)).code).toBe(2);
    expect(calls).toEqual([]);
  });

  it('--help and --version exit 0 on stdout; usage mistakes exit 2 on stderr without running anything', async () => {
    const { h, calls } = fakes(1);
    const help = await parse(['run', '--help'], h);
    expect(help.code).toBe(0);
    expect(help.out).toContain('Usage: agentci run [options] [paths...]');
    const version = await parse(['--version'], h);
    expect(version.code).toBe(0);
    expect(version.out).toMatch(/^\d+\.\d+\.\d+/);
    const unknown = await parse(['run', '--no-such-flag'], h);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("unknown option '--no-such-flag'");
    expect(unknown.err).toContain('(run with --help for usage)');
    const choice = await parse(['run', '--cache-mode', 'sometimes'], h);
    expect(choice.code).toBe(2);
    expect(choice.err).toContain("'sometimes' is invalid");
    expect((await parse(['report'], h)).code).toBe(2);
    expect((await parse(['nope'], h)).code).toBe(2);
    expect(calls).toEqual([]);
  });

  it('an error thrown by a handler reaches the caller (main turns it into exit 3)', async () => {
    const { h } = fakes(0);
    h.run = () => Promise.reject(new Error('boom'));
    await expect(parse(['run'], h)).rejects.toThrow('boom');
  });
});
