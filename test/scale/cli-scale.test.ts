import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseQuarantineText } from '../../src/config/quarantine.js';
import { ReportSchema } from '../../src/model/report.js';
import { FakeModelServer, openaiText } from '../fakes/fake-model-server.js';
import { ROOT, runMain } from '../helpers/cli.js';
import { makeReport } from './reports.js';

const AGENT = `node ${path.join(ROOT, 'test/fixtures/runner/agent.mjs')}`;

function workdir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-scale-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
const jsonl = (cases: object[]) => cases.map((c) => JSON.stringify(c)).join('\n') + '\n';
const readReport = (file: string) => ReportSchema.parse(JSON.parse(readFileSync(file, 'utf8')));

describe('agentci merge', () => {
  const cases = Array.from({ length: 9 }, (_, i) => ({
    id: `c${i}`,
    input: i === 4 ? 'echo no' : 'echo yes',
    expected: 'yes',
  }));
  let dir: string;
  beforeAll(async () => {
    dir = workdir({ 'suite.jsonl': jsonl(cases) });
    // Shards 1 and 2 as report.json (as the action's artifacts hold them), shard 3 only as a results stream.
    for (const i of [1, 2])
      await runMain(
        [
          'run',
          'suite.jsonl',
          '--agent',
          AGENT,
          '--runs',
          '2',
          '--shard',
          `${i}/3`,
          '--no-results',
          '--report',
          `shards/s${i}/report.json`,
        ],
        { cwd: dir },
      );
    await runMain(
      [
        'run',
        'suite.jsonl',
        '--agent',
        AGENT,
        '--runs',
        '2',
        '--shard',
        '3/3',
        '--results',
        'shards/s3/results.jsonl',
      ],
      { cwd: dir },
    );
    await runMain(
      [
        'run',
        'suite.jsonl',
        '--agent',
        AGENT,
        '--runs',
        '2',
        '--no-results',
        '--report',
        'full/report.json',
      ],
      { cwd: dir },
    );
  }, 240_000);

  it('merges shard folders (report.json or .jsonl streams) into the same totals as one unsharded run', async () => {
    const r = await runMain(
      [
        'merge',
        'shards',
        '-o',
        'merged.json',
        '-o',
        'merged.md',
        '-o',
        'merged.html',
        '-o',
        'merged.xml',
      ],
      { cwd: dir },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1); // c4 fails in every run: the merged gate fails like the full run's
    const merged = readReport(path.join(dir, 'merged.json'));
    const full = readReport(path.join(dir, 'full/report.json'));
    expect(merged.results.map((x) => x.id).sort()).toEqual(full.results.map((x) => x.id).sort());
    expect(merged.summary.total_runs).toBe(18);
    for (const k of ['total', 'passed', 'failed', 'total_runs', 'overall_pass_rate'] as const)
      expect(merged.summary[k]).toBe(full.summary[k]);
    expect(merged.gate.decided_by).toBe(full.gate.decided_by);
    expect(merged.metadata.merged_from).toHaveLength(3);
    expect(readFileSync(path.join(dir, 'merged.md'), 'utf8')).toContain('c4');
    expect(readFileSync(path.join(dir, 'merged.xml'), 'utf8')).toContain('<testsuites');
    expect(readFileSync(path.join(dir, 'merged.html'), 'utf8')).toContain('<html');
    expect(r.stdout).toContain('merged 3 reports: 9 cases, 18 attempts');
  });

  it('says which shards are missing, on stderr and in the report, and fails (exit 3)', async () => {
    const r = await runMain(['merge', 'shards/s1', 'shards/s3', '-o', 'partial.json'], {
      cwd: dir,
    });
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('missing shard 2 of 3');
    expect(readReport(path.join(dir, 'partial.json')).warnings.join('\n')).toContain(
      'missing shard 2 of 3',
    );
    const allowed = await runMain(
      ['merge', 'shards/s1', 'shards/s3', '--allow-missing', '-o', 'partial2.json'],
      { cwd: dir },
    );
    expect(allowed.stderr).toContain('missing shard 2 of 3');
    expect(allowed.code).not.toBe(3);
  });

  it('refuses overlapping reports with exit 2, naming both files', async () => {
    const r = await runMain(
      ['merge', 'shards/s1/report.json', 'full/report.json', '-o', 'bad.json'],
      { cwd: dir },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is in both shards\/s1\/report\.json and full\/report\.json/);
    expect(existsSync(path.join(dir, 'bad.json'))).toBe(false);
  });

  it('exit 2 for an input that is not a report, naming it', async () => {
    writeFileSync(path.join(dir, 'junk.json'), '{"hello": 1}');
    const r = await runMain(['merge', 'junk.json', 'nowhere'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('junk.json: not an agentci report');
    expect(r.stderr).toContain('nowhere: no such file or folder');
  });
});

describe('quarantine', () => {
  const suite = jsonl([
    { id: 'good', input: 'echo yes', expected: 'yes' },
    { id: 'bad', input: 'echo no', expected: 'yes' },
  ]);

  it('a quarantined case runs and is reported but does not gate; an expired one gates again, said so', async () => {
    const dir = workdir({
      'suite.jsonl': suite,
      'q-active.yaml': '- id: bad\n  reason: upstream outage\n  expires: 2099-12-31\n',
      'q-expired.yaml':
        '- id: bad\n  suite: suite.jsonl\n  reason: upstream outage\n  expires: 2020-01-31\n',
    });
    const active = await runMain(
      [
        'run',
        'suite.jsonl',
        '--agent',
        AGENT,
        '--quarantine',
        'q-active.yaml',
        '--no-results',
        '--report',
        'a.json',
      ],
      { cwd: dir },
    );
    expect(active.code).toBe(0);
    const a = readReport(path.join(dir, 'a.json'));
    expect(a.results.find((r) => r.id === 'bad')).toMatchObject({
      status: 'failed',
      quarantined: true,
      quarantine: { reason: 'upstream outage', expires: '2099-12-31' },
    });
    expect(a.results.find((r) => r.id === 'good')?.quarantined).toBeUndefined();
    expect(a.warnings.join('\n')).toMatch(/1 case is quarantined .*1 of them failed/);

    const expired = await runMain(
      [
        'run',
        'suite.jsonl',
        '--agent',
        AGENT,
        '--quarantine',
        'q-expired.yaml',
        '--no-results',
        '--report',
        'e.json',
      ],
      { cwd: dir },
    );
    expect(expired.code).toBe(1);
    const e = readReport(path.join(dir, 'e.json'));
    expect(e.results.find((r) => r.id === 'bad')?.quarantined).toBeUndefined();
    expect(e.warnings.join('\n')).toMatch(
      /quarantine expired: case bad .* until 2020-01-31; it gates again and it failed/,
    );
  });

  it('reads `quarantine:` from agentci.yaml (relative to it) and rejects a bad file with file:line', async () => {
    const dir = workdir({
      'sub/suite.jsonl': suite,
      'sub/agentci.yaml': `agent: {command: "${AGENT}"}\nquarantine: quarantine.yaml\n`,
      'sub/quarantine.yaml': '- id: bad\n  reason: known\n  expires: 2099-01-01\n',
    });
    const ok = await runMain(['run', 'sub/suite.jsonl', '--no-results'], { cwd: dir });
    expect(ok.code).toBe(0);
    writeFileSync(
      path.join(dir, 'sub/quarantine.yaml'),
      '- id: bad\n  reason: known\n  expires: 2099-02-30\n- id: other\n  expires: 2099-01-01\n',
    );
    const bad = await runMain(['run', 'sub/suite.jsonl', '--no-results'], { cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('sub/quarantine.yaml:3: [0].expires: expected a date YYYY-MM-DD');
    expect(bad.stderr).toMatch(/sub\/quarantine\.yaml:4: \[1\]\.reason: /);
    const missing = await runMain(
      ['run', 'sub/suite.jsonl', '--quarantine', 'nope.yaml', '--no-results'],
      { cwd: dir },
    );
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.yaml: quarantine file not found');
  });
});

describe('agentci flaky', () => {
  it('ranks cases by flip rate across reports ordered by started_at, and writes the quarantine file', async () => {
    const dir = workdir({});
    // Written out of order on purpose: the history must follow started_at, not the argument order.
    const reports = [
      makeReport(
        [
          { id: 'steady', runs: 'pp' },
          { id: 'flipper', runs: 'ff' },
          { id: 'mixed', runs: 'pp' },
        ],
        { startedAt: '2025-06-03T00:00:00.000Z' },
      ),
      makeReport(
        [
          { id: 'steady', runs: 'pp' },
          { id: 'flipper', runs: 'pp' },
          { id: 'mixed', runs: 'pf' },
        ],
        { startedAt: '2025-06-01T00:00:00.000Z' },
      ),
      makeReport(
        [
          { id: 'steady', runs: 'pp' },
          { id: 'flipper', runs: 'ee' },
          { id: 'mixed', runs: 'pp' },
        ],
        { startedAt: '2025-06-02T00:00:00.000Z' },
      ),
    ];
    reports.forEach((r, i) => {
      mkdirSync(path.join(dir, `artifacts/run-${i}`), { recursive: true });
      writeFileSync(path.join(dir, `artifacts/run-${i}/report.json`), JSON.stringify(r));
    });
    const r = await runMain(['flaky', 'artifacts', '--json'], { cwd: dir });
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as {
      id: string;
      flips: number;
      mixed: number;
      flip_rate: number;
      history: string;
    }[];
    // mixed: F (06-01, one of two runs failed) → P → P; flipper: P (06-01) → F (06-02, error) → F.
    // One flip of two transitions each; the one also mixed within a report ranks first.
    expect(rows.map((x) => x.id)).toEqual(['mixed', 'flipper']);
    expect(rows[0]).toMatchObject({ flips: 1, mixed: 1, flip_rate: 0.5, history: 'FPP' });
    expect(rows[1]).toMatchObject({ flips: 1, mixed: 0, flip_rate: 0.5, history: 'PFF' });

    const none = await runMain(['flaky', 'artifacts', '--min-flips', '3'], { cwd: dir });
    expect(none.stdout).toContain('no case flipped across 3 reports');

    const w = await runMain(
      [
        'flaky',
        'artifacts',
        '--write-quarantine',
        'q.yaml',
        '--reason',
        'flaky in CI',
        '--days',
        '7',
      ],
      { cwd: dir },
    );
    expect(w.code).toBe(0);
    expect(w.stdout).toMatch(/q\.yaml: added 2 cases until \d{4}-\d{2}-\d{2}/);
    const q = parseQuarantineText(readFileSync(path.join(dir, 'q.yaml'), 'utf8'), 'q.yaml');
    expect(q.problems).toEqual([]);
    expect(q.entries.map((e) => e.id).sort()).toEqual(['flipper', 'mixed']);
    expect(q.entries[0]?.reason).toBe('flaky in CI');
    const days = (Date.parse(q.entries[0]?.expires ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(5);
    expect(days).toBeLessThan(8);
    // Again: existing entries are kept, nothing is duplicated.
    const again = await runMain(
      ['flaky', 'artifacts', '--write-quarantine', 'q.yaml', '--reason', 'x'],
      { cwd: dir },
    );
    expect(again.stdout).toContain('added 0 cases');
    expect(
      parseQuarantineText(readFileSync(path.join(dir, 'q.yaml'), 'utf8'), 'q.yaml').entries,
    ).toHaveLength(2);

    const noReason = await runMain(['flaky', 'artifacts', '--write-quarantine', 'q2.yaml'], {
      cwd: dir,
    });
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('--write-quarantine needs --reason');
  });
});

describe('response cache (record / replay)', () => {
  const server = new FakeModelServer();
  const KEY = 'sk-test-SECRET-0123456789abcdef';
  beforeAll(async () => {
    await server.start();
  });
  afterAll(async () => {
    await server.stop();
  });

  function harnessDir(): string {
    return workdir({
      'suite.jsonl': jsonl([
        {
          id: 'capital',
          input: 'Capital of France?',
          assert: { type: 'contains', value: 'Paris' },
        },
        { id: 'weird/id: ü', input: 'Say hi', assert: { type: 'contains', value: 'Paris' } },
      ]),
      'agentci.yaml': `agent:\n  harness:\n    model: {provider: openai, model: gpt-test, base_url: "${server.url}/v1", api_key_env: TEST_KEY, max_retries: 0}\n    system: "You answer briefly. Key hint: none"\n`,
    });
  }
  const files = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));

  it('records every call per case and run, then replays without a key or a server; a miss names the call', async () => {
    const dir = harnessDir();
    server.script(openaiText('Paris, of course. (I never saw your key)'));
    const rec = await runMain(
      [
        'run',
        'suite.jsonl',
        '--runs',
        '2',
        '--cache',
        'rec',
        '--cache-mode',
        'record',
        '--no-results',
        '--report',
        'rec.json',
      ],
      { cwd: dir, env: { TEST_KEY: KEY } },
    );
    expect(rec.code).toBe(0);
    expect(server.requests).toHaveLength(4);
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    const recorded = files(path.join(dir, 'rec'));
    expect(recorded).toHaveLength(4);
    // Readable layout: <suite>/<case>/run-<n>/agent-<hash>.json; unsafe ids get a hashed slug.
    const rel = recorded
      .map((f) => path.relative(path.join(dir, 'rec'), f).split(path.sep).join('/'))
      .sort();
    expect(rel[0]).toMatch(/^suite\.jsonl\/capital\/run-1\/agent-[0-9a-f]{16}\.json$/);
    expect(rel.some((f) => /^suite\.jsonl\/weird_id_ü?[^/]*-[0-9a-f]{8}\/run-2\//.test(f))).toBe(
      true,
    );
    for (const f of recorded) {
      const text = readFileSync(f, 'utf8');
      expect(text).not.toContain(KEY);
      expect(text.toLowerCase()).not.toContain('authorization');
      const entry = JSON.parse(text) as {
        key: string;
        request: { model: string; messages: unknown[] };
        response: { messages: { content: string }[] };
      };
      expect(entry.key).toMatch(/^[0-9a-f]{64}$/);
      expect(entry.request.model).toBe('gpt-test');
      expect(entry.response.messages[0]?.content).toContain('Paris');
    }

    // Replay: no key in the environment and the server answers something else (it must not be asked).
    server.script(openaiText('London'));
    const rep = await runMain(
      [
        'run',
        'suite.jsonl',
        '--runs',
        '2',
        '--cache',
        'rec',
        '--cache-mode',
        'replay',
        '--no-results',
        '--report',
        'rep.json',
      ],
      { cwd: dir, env: { TEST_KEY: undefined } },
    );
    expect(rep.stderr).toBe('');
    expect(rep.code).toBe(0);
    expect(server.requests).toHaveLength(0);
    const report = readReport(path.join(dir, 'rep.json'));
    expect(report.results.every((r) => r.passed === 2)).toBe(true);

    // A run index that was never recorded misses, naming case, run, call and key.
    const miss = await runMain(
      [
        'run',
        'suite.jsonl',
        '--runs',
        '3',
        '--run',
        '^capital$',
        '--cache',
        'rec',
        '--cache-mode',
        'replay',
        '--no-results',
        '--report',
        'miss.json',
      ],
      { cwd: dir, env: { TEST_KEY: undefined } },
    );
    expect(miss.code).toBe(1);
    const third = readReport(path.join(dir, 'miss.json')).results[0]?.run_details.find(
      (a) => a.run === 3,
    );
    expect(third?.status).toBe('error');
    expect(third?.error).toMatch(
      /no recording for case capital \(suite\.jsonl\) run 3, agent call 1, key [0-9a-f]{64}/,
    );
    expect(server.requests).toHaveLength(0);
  });

  it('auto records what is missing and replays the rest', async () => {
    const dir = harnessDir();
    server.script(openaiText('Paris'));
    const first = await runMain(
      ['run', 'suite.jsonl', '--run', '^capital$', '--cache', 'c', '--no-results'],
      { cwd: dir, env: { TEST_KEY: KEY } },
    );
    expect(first.code).toBe(0);
    expect(server.requests).toHaveLength(1);
    server.script(openaiText('Paris again'));
    const second = await runMain(
      [
        'run',
        'suite.jsonl',
        '--runs',
        '2',
        '--run',
        '^capital$',
        '--cache',
        'c',
        '--cache-mode',
        'auto',
        '--no-results',
      ],
      { cwd: dir, env: { TEST_KEY: KEY } },
    );
    expect(second.code).toBe(0);
    // Run 1 replayed, run 2 recorded.
    expect(server.requests).toHaveLength(1);
    expect(files(path.join(dir, 'c'))).toHaveLength(2);
  });

  it('--cache-mode without --cache is a usage error', async () => {
    const dir = harnessDir();
    const r = await runMain(['run', 'suite.jsonl', '--cache-mode', 'replay'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--cache-mode: needs --cache <dir>');
  });
});
