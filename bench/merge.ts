// Issue 8: `agentci merge` of 16 shard reports totalling 100,000 attempts, ≤ 3 s wall time.
// Runs the bundled CLI (dist/cli/index.js; AGENTCI_BENCH_CLI overrides it), as users run it.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AttemptResult } from '../src/model/result.js';
import { aggregateCase, buildReport, type CaseIdentity } from '../src/report/aggregate.js';
import { applyGate } from '../src/report/gate.js';
import { inShard } from '../src/lib/shard.js';
import type { Figure } from './figure.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = process.env.AGENTCI_BENCH_CLI ?? path.join(ROOT, 'dist', 'cli', 'index.js');

const SHARDS = 16;
const CASES = 10_000;
const RUNS = 10;

/** Writes 16 shard report.json files as `agentci run --shard i/16 --runs 10` would (10,000 cases, ~5% flaky). */
export function writeShardReports(
  dir: string,
  cases = CASES,
  runs = RUNS,
  shards = SHARDS,
): string[] {
  const t0 = Date.parse('2025-06-01T10:00:00Z');
  const files: string[] = [];
  for (let s = 1; s <= shards; s++) {
    const results = [];
    for (let c = 0; c < cases; c++) {
      const id = `case-${c}`;
      if (!inShard('suite.jsonl', id, { index: s, total: shards })) continue;
      const ident: CaseIdentity = {
        id,
        suite: 'suite.jsonl',
        file: 'suite.jsonl',
        line: c + 1,
        format: 'yao-jsonl',
        tags: [],
        input: `question ${c}`,
        threshold: 1,
        thresholdDeclared: false,
      };
      const attempts: AttemptResult[] = [];
      for (let r = 1; r <= runs; r++) {
        const pass = c % 20 !== 0 || r % 3 !== 0;
        attempts.push({
          id,
          suite: 'suite.jsonl',
          run: r,
          status: pass ? 'passed' : 'failed',
          started_at: new Date(t0 + s * 1000 + r).toISOString(),
          duration_ms: 20 + ((c * 7 + r) % 50),
          output: pass ? `answer ${c}: ok` : `answer ${c}: wrong`,
          checks: [
            {
              label: 'contains "ok"',
              type: 'contains',
              passed: pass,
              expected: 'ok',
              ...(pass
                ? {}
                : { actual: `answer ${c}: wrong`, message: 'the output does not contain "ok"' }),
            },
          ],
        });
      }
      results.push(aggregateCase(ident, attempts));
    }
    const report = buildReport({
      results,
      environment: { user_id: 'test-user', team_id: 'test-team', locale: 'en-us' },
      metadata: {
        started_at: new Date(t0 + s * 1000).toISOString(),
        completed_at: new Date(t0 + s * 1000 + 60_000).toISOString(),
        version: 'bench',
        shard: { index: s, total: shards },
        options: { runs, threshold: 0.9, case_threshold: 1, shard: `${s}/${shards}` },
      },
      gate: applyGate({ results }, { threshold: 0.9, caseThreshold: 1 }),
      runsPerCase: runs,
    });
    const f = path.join(dir, `agentci-report-${s}-of-${shards}`, 'report.json');
    mkdirSync(path.dirname(f), { recursive: true });
    writeFileSync(f, JSON.stringify(report));
    files.push(f);
  }
  return files;
}

function timed(
  args: string[],
  cwd: string,
): Promise<{ ms: number; code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ ms: performance.now() - t0, code, stderr }));
  });
}

export async function benchMerge(): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-bench-merge-'));
  try {
    const files = writeShardReports(dir);
    const inputBytes = files.reduce((n, f) => n + statSync(f).size, 0);
    const out = path.join(dir, 'merged.json');
    const tries = [];
    for (let i = 0; i < 3; i++) tries.push(await timed(['merge', dir, '-o', out], dir));
    const best = tries.reduce((a, b) => (b.ms < a.ms ? b : a));
    if (best.code !== 0 && best.code !== 1)
      throw new Error(`agentci merge failed (${best.code}): ${best.stderr.slice(0, 500)}`);
    const merged = JSON.parse(readFileSync(out, 'utf8')) as {
      summary: { total_runs: number; total: number };
    };
    if (merged.summary.total_runs !== CASES * RUNS)
      throw new Error(`merged ${merged.summary.total_runs} attempts, expected ${CASES * RUNS}`);
    return [
      {
        name: `agentci merge: ${SHARDS} shard reports, ${(CASES * RUNS).toLocaleString('en')} attempts (${Math.round(inputBytes / 1024 / 1024)} MB of report.json)`,
        value: Math.round(best.ms) / 1000,
        unit: 's',
        target: '≤ 3 s',
        ok: best.ms <= 3000,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
