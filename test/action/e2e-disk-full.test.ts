import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mountsOf,
  probeTmpfs,
  tryMount,
  unshareTmpfs,
  WRAPPER_FAILURES,
} from '../helpers/tmpfs.js';
import {
  downloadArtifact,
  prEvent,
  startE2E,
  workflowRun,
  type ActionRun,
  type E2E,
} from './e2e-harness.js';

// A full disk under the report folder (agentci-report/, where results.jsonl, report.json,
// junit.xml and report.html go), through the bundled action under Node 24: a REAL 128 KiB tmpfs
// (test/helpers/tmpfs.ts, as the CLI's disk-full tests: a private mount namespace, else a plain
// mount as root, else skipped). The job summary, the comment, the check
// run and the outputs go elsewhere and must still be published; what fitted is uploaded, what did
// not is named, and the step fails, as the CLI writes what it has room for and exits 3.
const SIZE = '128k';
const { mode, why } = probeTmpfs(SIZE);
if (!mode) console.warn(`e2e-disk-full: skipped, no way to mount a tmpfs here (${why})`);

let e: E2E;
const CASES = Array.from({ length: 12 }, (_, i) => ({
  id: `d${String(i).padStart(2, '0')}`,
  input: String(i),
  assert: { type: 'contains', value: 'Paris' },
}));

beforeAll(async () => {
  e = await startE2E();
  await writeFile(path.join(e.work, 'disk.jsonl'), CASES.map((c) => JSON.stringify(c)).join('\n'));
}, 120_000);
afterAll(async () => {
  await e?.close();
});

/** Runs the step with a fresh tmpfs on agentci-report/; returns the run and what was on it. */
async function onFullDisk(
  runId: number,
  inputs: Record<string, string>,
): Promise<{ r: ActionRun; after: string; files: string[] }> {
  const disk = path.join(e.work, 'agentci-report');
  mkdirSync(disk, { recursive: true });
  const after = path.join(e.work, `disk-after-${runId}`);
  mkdirSync(after);
  e.gh.runs.push(workflowRun({ id: runId, head_sha: String(runId % 10).repeat(40) }));
  const step = {
    runId,
    event: 'pull_request',
    payload: prEvent(runId, { headSha: String(runId % 10).repeat(40) }),
    inputs: { suites: 'disk.jsonl', 'check-name': 'agentci', baseline: 'none', ...inputs },
  };
  let r: ActionRun;
  if (mode === 'mount') {
    const err = tryMount(disk, 'mount', SIZE);
    if (err) throw new Error(`mount failed: ${err}`);
    try {
      r = await e.run(step);
      writeFileSync(`${after}.mount`, mountsOf(disk).join('\n'));
      cpSync(disk, after, { recursive: true });
    } finally {
      spawnSync('umount', [disk]);
    }
  } else {
    r = await e.run({
      ...step,
      // bash: the runner's INPUT_* names hold hyphens, which dash would drop.
      wrap: (command) => unshareTmpfs({ disk, size: SIZE, after, command, shell: 'bash' }),
    });
    expect(r.code, `the tmpfs wrapper failed:\n${r.stdout}`).not.toBeOneOf(WRAPPER_FAILURES);
  }
  expect(readFileSync(`${after}.mount`, 'utf8')).toMatch(/ tmpfs .*size=128k/);
  return { r, after, files: readdirSync(after) };
}

/** Everything but the report files is published, and the step fails naming what was not written. */
function expectPublished(r: ActionRun, runId: number, verdict: 'passed' | 'failed'): void {
  expect(r.code).toBe(1);
  expect(r.stdout).not.toMatch(/\n\s+at /); // no stack trace
  // The job summary (another disk), the comment and the check run.
  expect(r.summary).toMatch(verdict === 'passed' ? /^## ✅ agentci/ : /^## ❌ agentci/);
  expect(e.gh.comments.filter((c) => c.issue === `acme/agent#${runId}`)).toHaveLength(1);
  expect(e.gh.checkRuns.filter((c) => c.head_sha === String(runId % 10).repeat(40))).toHaveLength(
    1,
  );
  // Every output is set; the report outputs name only files that exist.
  expect(r.outputs).toMatchObject({ verdict, total: '12' });
  expect(JSON.parse(r.outputs.json ?? '{}')).toMatchObject({ verdict, total: 12 });
  expect(r.outputs['artifact-id']).toMatch(/^\d+$/);
}

/** Each report is complete under its name, or named in its own line of the step's error. */
function expectWholeOrNamed(r: ActionRun, after: string, files: string[]): string[] {
  expect(files.filter((f) => f.includes('.tmp-'))).toEqual([]);
  const complete: Record<string, [RegExp, string]> = {
    'report.json': [/\}\s*$/, 'report'],
    'junit.xml': [/<\/testsuites>\s*$/, 'junit'],
    'report.html': [/<\/html>\s*$/, 'html'],
  };
  const missing: string[] = [];
  for (const [f, [end, output]] of Object.entries(complete)) {
    if (files.includes(f)) {
      expect(readFileSync(path.join(after, f), 'utf8')).toMatch(end);
      expect(r.outputs[output]).toBe(path.join(e.work, 'agentci-report', f));
    } else {
      missing.push(f);
      expect(r.stdout).toMatch(
        new RegExp(
          `^::error::.*agentci: cannot write agentci-report/${f.replace('.', '\\.')}: no space left on the device \\(ENOSPC\\)`,
          'm',
        ),
      );
      expect(r.outputs[output]).toBe('');
      expect(r.summary).toContain(`cannot write agentci-report/${f}: no space left on the device`);
    }
  }
  return missing;
}

describe.skipIf(!mode)('a full disk under the report folder', { timeout: 300_000 }, () => {
  it('the results stream fills it mid-run: the run stops, and the summary, comment, check run, outputs and what fitted are published', async () => {
    // 12 cases × 3 runs × 18 KB of answer: the stream alone needs over 600 KiB.
    await e.answers(Object.fromEntries(CASES.map((c) => [c.id, `Paris ${'x'.repeat(18_000)}`])));
    const { r, after, files } = await onFullDisk(80, { parallel: '2' });
    expectPublished(r, 80, 'failed');
    expect(r.stdout).toMatch(
      /^::error::agentci failed \(run failed\): cannot write results to .*agentci-report\/results\.jsonl: no space left on the device \(ENOSPC\); the run was stopped/m,
    );
    // The attempts the stopped run did not start are "not run", in the summary and the comment.
    expect(r.summary).toContain('skipped: not run: the run was stopped');
    const comment = e.gh.comments.find((c) => c.issue === 'acme/agent#80');
    expect(comment?.body).toMatch(/agentci failed: runtime error/);
    expect(comment?.body).toContain('no space left on the device (ENOSPC)');
    // The stream is a prefix of complete lines that filled the disk.
    const stream = readFileSync(path.join(after, 'results.jsonl'), 'utf8');
    expect(stream.endsWith('\n')).toBe(true);
    expect(stream.length).toBeGreaterThan(64 * 1024);
    for (const l of stream.trim().split('\n')) JSON.parse(l);
    expectWholeOrNamed(r, after, files);
    // The artifact holds exactly what is on the disk: the stream and the reports that fitted.
    const uploaded = await downloadArtifact(e.gh, Number(r.outputs['artifact-id']));
    expect([...uploaded.keys()].sort()).toEqual([...files].sort());
    expect(uploaded.get('results.jsonl')?.toString('utf8')).toBe(stream);
  });

  it('the reports fill it after a complete run: the gate passed, the step fails naming each file that did not fit', async () => {
    // 12 cases × 1 run × 1 KB: the stream fits, the reports that repeat the answers do not all.
    await e.answers(Object.fromEntries(CASES.map((c) => [c.id, `Paris ${'y'.repeat(1_000)}`])));
    const { r, after, files } = await onFullDisk(81, { runs: '1' });
    expectPublished(r, 81, 'passed');
    expect(r.stdout).not.toMatch(/agentci failed/);
    expect(e.gh.comments.find((c) => c.issue === 'acme/agent#81')?.body).toMatch(
      /### ✅ agentci passed/,
    );
    const [check] = e.gh.checkRuns.filter((c) => c.head_sha === '1'.repeat(40));
    expect(check.conclusion).toBe('success');
    const stream = readFileSync(path.join(after, 'results.jsonl'), 'utf8');
    expect(stream.trim().split('\n').at(-1)).toMatch(/"type":"summary"/);
    const missing = expectWholeOrNamed(r, after, files);
    expect(missing.length).toBeGreaterThanOrEqual(1);
    const uploaded = await downloadArtifact(e.gh, Number(r.outputs['artifact-id']));
    expect([...uploaded.keys()].sort()).toEqual([...files].sort());
  });
});
