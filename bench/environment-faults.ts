import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Report } from '../src/model/report.js';
import { runSuites } from '../src/runner/run.js';
import { HostedModel } from '../test/fakes/hosted-model.js';
import type { Figure } from './figure.js';
import { FORMATS } from '../src/formats/index.js';

/*
 * Issue 32: a command agent on the OpenAI Python SDK (max_retries=0: every 429 is raised) against
 * a rate-limited fake provider on 127.0.0.1. With the environment-fault table, the attempts whose
 * agent crashed with the SDK's 429 wait on the agent's limiter and are asked again instead of
 * graded; without it (`environment_faults: {builtin: false}`), each of them is a failed attempt.
 */

const AGENT = fileURLToPath(new URL('../test/fixtures/agents/openai_py_agent.py', import.meta.url));

/** One run of `cases` × `runs` at `parallel`, with or without the built-in patterns. */
export async function faultRun(
  server: HostedModel,
  o: { cases: number; runs: number; parallel: number; builtin: boolean },
): Promise<Report> {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-bench-faults-'));
  try {
    const lines = Array.from({ length: o.cases }, (_, i) =>
      JSON.stringify({ id: `c${i}`, input: `q${i}`, assert: { type: 'contains', value: 'ok' } }),
    );
    writeFileSync(path.join(dir, 'cases.jsonl'), lines.join('\n') + '\n');
    writeFileSync(
      path.join(dir, 'agentci.yaml'),
      `agent: {command: [python3, ${JSON.stringify(AGENT)}], env: {MODEL_URL: "${server.url}"}}\n` +
        (o.builtin ? '' : 'environment_faults: {builtin: false}\n'),
    );
    return await runSuites(
      {
        inputs: [path.join(dir, 'cases.jsonl')],
        cwd: dir,
        configPath: path.join(dir, 'agentci.yaml'),
        runs: o.runs,
        parallel: o.parallel,
        timeoutMs: 120_000,
      },
      { formats: FORMATS, env: { PATH: process.env.PATH } },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What the faults did to a run: attempts saved from being graded, tries not graded, lost, failed. */
export function faultFigures(r: Report) {
  const attempts = r.results.flatMap((c) => c.run_details);
  const hit = attempts.filter((a) => a.environment_faults?.length);
  return {
    attempts: attempts.length,
    saved: hit.filter((a) => a.status === 'passed').length,
    notGraded: r.summary.environment_faults?.faults ?? 0,
    lost: r.summary.environment_faults?.lost ?? 0,
    failed: attempts.filter((a) => a.status !== 'passed').length,
  };
}

export async function benchEnvironmentFaults(): Promise<Figure[]> {
  const shape = { cases: 30, runs: 2, parallel: 8 };
  const quota = 4;
  const figures: Figure[] = [];
  for (const builtin of [true, false]) {
    const server = await new HostedModel({ latencyMs: 20, ratePerSec: quota, burst: 2 }).start();
    try {
      const t0 = performance.now();
      const f = faultFigures(await faultRun(server, { ...shape, builtin }));
      const s = ((performance.now() - t0) / 1000).toFixed(1);
      const label = `${shape.cases} cases × ${shape.runs} runs, --parallel ${shape.parallel}, quota ${quota}/s`;
      if (builtin) {
        figures.push({
          name: `attempts saved from being graded (agent crashed with the SDK's 429, asked again), ${label}`,
          value: f.saved,
          unit: 'attempts',
          note: `${f.notGraded} failed tries not graded, ${server.limited} 429s answered, ${f.lost} lost, ${s} s`,
        });
        figures.push({
          name: `attempts counted as failed with the fault table, ${label}`,
          value: f.failed,
          unit: 'attempts',
          target: '0',
          ok: f.failed === 0,
        });
      } else
        figures.push({
          name: `without it (environment_faults: {builtin: false}): attempts graded as failures, ${label}`,
          value: f.failed,
          unit: 'attempts',
          note: `of ${f.attempts}; ${server.limited} 429s answered, ${s} s`,
        });
    } finally {
      await server.stop();
    }
  }
  return figures;
}
