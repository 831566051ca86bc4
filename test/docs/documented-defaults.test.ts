import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ReportSchema, type Report } from '../../src/model/report.js';
import { startE2E, type E2E } from '../action/e2e-harness.js';
import { ROOT, runMain } from '../helpers/cli.js';

/*
 * The defaults and output meanings the generated docs state (docs/cli.md from the CLI's options,
 * docs/config.md from the config schema's descriptions, action.yml's input descriptions), read
 * from the docs themselves and compared with what a run does. A default changed in the code but
 * not in its description, or the other way round, fails here.
 */

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** `agentci run`'s options in docs/cli.md: flag → the default, the description's last `(…)`. */
function cliDefaults(): Map<string, string> {
  const doc = read('docs/cli.md');
  const start = doc.indexOf('### `agentci run`');
  const section = doc.slice(start, doc.indexOf('\n### ', start + 1));
  const out = new Map<string, string>();
  for (const m of section.matchAll(/^\| `([^`]+)` \| (.*) \|$/gm)) {
    const flag = /--[a-z-]+/.exec(m[1]!)?.[0];
    const dflt = [...m[2]!.matchAll(/\(([^()]+)\)/g)].at(-1)?.[1];
    if (flag && dflt) out.set(flag, dflt);
  }
  return out;
}

/** The `-o` row of docs/cli.md: the extensions it names. */
function outputExtensions(): string[] {
  const row = /^\| `-o, --output <file>` \| (.*) \|$/m.exec(read('docs/cli.md'))?.[1] ?? '';
  return [...row.matchAll(/\.(json|jsonl|xml|md|html)\b/g)].map((m) => m[1]!);
}

/** agentci.yaml's top-level keys in docs/config.md: key → the first "default X" it states. */
function configDefaults(): Map<string, string> {
  const doc = read('docs/config.md');
  const out = new Map<string, string>();
  for (const m of doc.matchAll(/^\| `([a-z_]+)` \| [^|]* \| [^|]* \| (.*) \|$/gm)) {
    const dflt = /\bdefault `?([^`;:,)\s]+)/i.exec(m[2]!)?.[1];
    if (dflt && !out.has(m[1]!)) out.set(m[1]!, dflt);
  }
  return out;
}

/** action.yml's inputs: name → what "Empty = the config's … or X" says (up to `.`, `;` or the
 * end), else its `default:`. */
function actionDefaults(): Map<string, string> {
  const yml = parseYaml(read('action.yml')) as {
    inputs: Record<string, { description: string; default?: string }>;
  };
  const out = new Map<string, string>();
  for (const [name, input] of Object.entries(yml.inputs)) {
    const said = /Empty = the config's(?: `[a-z_]+:`)? or ([^\s;]+?)[.;]?(?:\s|$)/.exec(
      input.description.trim(),
    )?.[1];
    if (said) out.set(name, said);
    else if (input.default) out.set(name, input.default);
  }
  return out;
}

/** Seconds of a documented duration: `5m`, `30s`. */
function seconds(d: string): number {
  const m = /^(\d+)(ms|s|m|h)$/.exec(d);
  if (!m) throw new Error(`not a duration: ${d}`);
  return Number(m[1]) * { ms: 0.001, s: 1, m: 60, h: 3600 }[m[2] as 'ms' | 's' | 'm' | 'h'];
}

// An agent that records what it was sent (outside the suite's folder) and answers after 400 ms.
const AGENT = `import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
const req = JSON.parse(readFileSync(0, 'utf8'));
writeFileSync(path.join(process.env.SEEN_DIR, req.id + '-' + req.run + '.json'), JSON.stringify(req));
setTimeout(() => process.stdout.write('ok\\n'), 400);
`;

describe('the documented defaults are what a run does', { timeout: 300_000 }, () => {
  const cli = cliDefaults();
  const config = configDefaults();
  const action = actionDefaults();

  it('the docs agree with each other', () => {
    // Each default the three documents share, said alike (the action's runs differ, and say so).
    for (const [flag, key, input] of [
      ['--parallel', 'parallel', 'parallel'],
      ['--timeout', 'timeout', 'timeout'],
      ['--threshold', 'threshold', 'threshold'],
      ['--case-threshold', 'case_threshold', 'case-threshold'],
      ['--min-runs', 'min_runs', 'min-runs'],
      ['--max-runs', 'max_runs', 'max-runs'],
    ] as const) {
      expect(cli.get(flag), flag).toBeDefined();
      expect(config.get(key), key).toBe(cli.get(flag));
      expect(action.get(input), input).toBe(cli.get(flag));
    }
    for (const [flag, key] of [
      ['--runs', 'runs'],
      ['--user', 'user'],
      ['--team', 'team'],
      ['--locale', 'locale'],
    ] as const)
      expect(config.get(key), key).toBe(cli.get(flag));
    expect(read('docs/config.md')).toMatch(/Default 1 in the CLI, 3 in the action/);
    // The README's sentence says them in words.
    const readme =
      /defaults \((\d+) runs? per case in the CLI, (\d+) at once,\s+an? (\S+) timeout/.exec(
        read('README.md'),
      );
    expect(readme?.slice(1)).toEqual([
      cli.get('--runs'),
      cli.get('--parallel'),
      cli.get('--timeout'),
    ]);
    expect(action.get('runs')).toBe('3');
  });

  it("agentci run: runs, parallel (Yao's JSONL too), timeout, thresholds, user, team, locale; nothing written unasked", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentci-defaults-'));
    const seen = mkdtempSync(path.join(tmpdir(), 'agentci-defaults-seen-'));
    const suite = path.join(dir, 'suite');
    await mkdir(suite);
    writeFileSync(path.join(dir, 'agent.mjs'), AGENT);
    // Yao's JSONL, whose own command line (`agentci yao`) runs one at a time: two files.
    const line = (id: string) => JSON.stringify({ id, input: 'hi', expected: 'ok' });
    writeFileSync(path.join(suite, 'cases.jsonl'), ['a', 'b', 'c'].map(line).join('\n'));
    writeFileSync(path.join(suite, 'more.jsonl'), line('d'));
    const before = readdirSync(suite).sort();
    const env = { ...process.env, SEEN_DIR: seen };

    // Nothing asked: nothing written, beside the suite or in the working folder.
    const bare = await runMain(['run', 'suite', '--agent', 'node agent.mjs'], { cwd: dir, env });
    expect(bare.code, bare.stderr).toBe(0);
    expect(readdirSync(suite).sort()).toEqual(before);
    expect(readdirSync(dir).sort()).toEqual(['agent.mjs', 'suite']);

    // What the agent was sent: the documented user, team and locale.
    const sent = readdirSync(seen).map(
      (f) => JSON.parse(readFileSync(path.join(seen, f), 'utf8')) as { env: object; run: number },
    );
    expect(sent).toHaveLength(4);
    for (const s of sent)
      expect(s.env).toMatchObject({
        user: cli.get('--user'),
        team: cli.get('--team'),
        locale: cli.get('--locale'),
      });

    // Every output -o documents, each by its extension.
    const exts = outputExtensions();
    expect(exts.sort()).toEqual(['html', 'json', 'jsonl', 'md', 'xml']);
    const out = path.join(tmpdir(), `agentci-defaults-out-${process.pid}`);
    await mkdir(out, { recursive: true });
    const r = await runMain(
      [
        'run',
        'suite',
        '--agent',
        'node agent.mjs',
        ...exts.flatMap((e) => ['-o', path.join(out, `r.${e}`)]),
      ],
      { cwd: dir, env },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(readdirSync(suite).sort()).toEqual(before);
    const report = ReportSchema.parse(JSON.parse(readFileSync(path.join(out, 'r.json'), 'utf8')));
    const o = report.metadata.options as Record<string, unknown>;
    expect(o.runs).toBe(Number(cli.get('--runs')));
    expect(report.results.every((c) => c.runs === Number(cli.get('--runs')))).toBe(true);
    expect(o.parallel).toBe(Number(cli.get('--parallel')));
    expect(seconds(String(o.timeout))).toBe(seconds(cli.get('--timeout')!));
    expect(o.threshold).toBe(Number(cli.get('--threshold')));
    expect(o.case_threshold).toBe(Number(cli.get('--case-threshold')));

    // parallel 4 is kept: the four attempts ran at one moment.
    const spans = report.results.flatMap((c) =>
      c.run_details.map((d) => ({
        start: Date.parse(d.started_at ?? ''),
        end: Date.parse(d.started_at ?? '') + d.duration_ms,
      })),
    );
    expect(spans).toHaveLength(Number(cli.get('--parallel')));
    expect(Math.max(...spans.map((s) => s.start))).toBeLessThan(
      Math.min(...spans.map((s) => s.end)),
    );

    // One meaning each: the results stream, JUnit, the Markdown summary, the HTML report.
    const lines = readFileSync(path.join(out, 'r.jsonl'), 'utf8').trim().split('\n');
    const types = lines.map((l) => (JSON.parse(l) as { type: string }).type);
    expect([types[0], types.at(-1), types.filter((t) => t === 'result').length]).toEqual([
      'start',
      'summary',
      4,
    ]);
    expect(readFileSync(path.join(out, 'r.xml'), 'utf8')).toMatch(/^<\?xml[\s\S]*<testsuites/);
    expect(readFileSync(path.join(out, 'r.md'), 'utf8')).toMatch(/4\/4|100(\.0)?%/);
    expect(readFileSync(path.join(out, 'r.html'), 'utf8')).toMatch(/^<!doctype html>/i);
  });

  describe('the action (dist/index.js, every run input left empty)', () => {
    let e: E2E;
    beforeAll(async () => {
      e = await startE2E();
    });
    afterAll(async () => {
      await e?.close();
    });

    it('runs, parallel, timeout and thresholds as action.yml says; the JUnit and HTML files where it says', async () => {
      await e.answers({ capital: 'Paris', sum: '4' });
      const empty = ['runs', 'parallel', 'timeout', 'threshold', 'case-threshold'];
      const r = await e.run({
        runId: 901,
        event: 'push',
        payload: { ref: 'refs/heads/main' },
        inputs: Object.fromEntries(empty.map((k) => [k, ''])),
      });
      expect(r.code, r.stdout).toBe(0);
      const report = JSON.parse(readFileSync(r.outputs.report!, 'utf8')) as Report;
      const o = report.metadata.options as Record<string, unknown>;
      expect(o.runs).toBe(Number(action.get('runs')));
      expect(report.results.every((c) => c.runs === Number(action.get('runs')))).toBe(true);
      expect(o.parallel).toBe(Number(action.get('parallel')));
      expect(seconds(String(o.timeout))).toBe(seconds(action.get('timeout')!));
      expect(o.threshold).toBe(Number(action.get('threshold')));
      expect(o.case_threshold).toBe(Number(action.get('case-threshold')));
      for (const input of ['junit', 'html']) {
        const file = path.join(e.work, action.get(input)!);
        expect(existsSync(file), file).toBe(true);
        expect(r.outputs[input]).toBe(file);
      }
    });
  });
});
