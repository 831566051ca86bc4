import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { ROOT } from './e2e-harness.js';

// .github/workflows/release.yml: a vX.Y.Z tag checks the version and dist/, runs the action on its
// own examples with `uses: ./`, and only then moves vX. Its shell steps are run here for real, with
// `git` replaced by a recorder.
const Step = z.object({
  name: z.string().optional(),
  id: z.string().optional(),
  uses: z.string().optional(),
  run: z.string().optional(),
  with: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  env: z.record(z.string(), z.string()).optional(),
});
const Job = z.object({
  name: z.string(),
  needs: z.string().optional(),
  'runs-on': z.string(),
  permissions: z.record(z.string(), z.string()).optional(),
  strategy: z
    .object({ 'fail-fast': z.boolean(), matrix: z.object({ example: z.array(z.string()) }) })
    .optional(),
  steps: z.array(Step),
});
const Workflow = z.object({
  name: z.string(),
  on: z.object({ push: z.object({ tags: z.array(z.string()) }) }),
  permissions: z.record(z.string(), z.string()),
  jobs: z.object({ check: Job, examples: Job, release: Job }),
});

const wf = Workflow.parse(
  parse(readFileSync(path.join(ROOT, '.github/workflows/release.yml'), 'utf8'), {
    strict: true,
    uniqueKeys: true,
  }),
);
const step = (job: z.infer<typeof Job>, name: string) => {
  const s = job.steps.find((x) => x.name === name);
  if (!s) throw new Error(`no step "${name}"`);
  return s;
};

const tmp = mkdtempSync(path.join(tmpdir(), 'agentci-release-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Runs a step's script with bash -e (as Actions does), `git` recording its arguments. */
async function runStep(script: string, env: Record<string, string>) {
  const bin = path.join(tmp, 'bin');
  const log = path.join(tmp, 'git.log');
  const output = path.join(tmp, 'output');
  writeFileSync(log, '');
  writeFileSync(output, '');
  if (!existsSync(bin)) {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(bin);
    writeFileSync(path.join(bin, 'git'), `#!/bin/sh\necho "$*" >> "${log}"\n`);
    chmodSync(path.join(bin, 'git'), 0o755);
  }
  try {
    const r = await promisify(execFile)('bash', ['-e', '-c', script], {
      cwd: ROOT,
      env: {
        PATH: `${bin}:${process.env.PATH ?? ''}`,
        GITHUB_OUTPUT: output,
        ...env,
      },
    });
    return {
      code: 0,
      stdout: r.stdout,
      git: readFileSync(log, 'utf8'),
      output: readFileSync(output, 'utf8'),
    };
  } catch (e) {
    const err = e as { code: number; stdout: string };
    return { code: err.code, stdout: err.stdout, git: readFileSync(log, 'utf8'), output: '' };
  }
}

const version = (
  JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

describe('the release workflow', () => {
  it('runs on vX.Y.Z tags only, read-only but for the job that moves the tag', () => {
    expect(wf.on.push.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+']);
    expect(wf.permissions).toEqual({ contents: 'read' });
    expect(wf.jobs.check.permissions).toBeUndefined();
    expect(wf.jobs.examples.permissions).toBeUndefined();
    expect(wf.jobs.release.permissions?.contents).toBe('write');
  });

  it('checks that the tag is the version and that dist/ is what src/ builds', async () => {
    const { check } = wf.jobs;
    const versionCheck = step(check, 'The tag is the package version').run ?? '';
    expect(await runStep(versionCheck, { GITHUB_REF_NAME: `v${version}` })).toMatchObject({
      code: 0,
    });
    const wrong = await runStep(versionCheck, { GITHUB_REF_NAME: 'v99.0.0' });
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toContain(
      `::error::tag v99.0.0 is not package.json's version v${version}`,
    );
    const runs = check.steps.map((s) => s.run ?? '');
    expect(runs.indexOf('npm ci')).toBeLessThan(runs.indexOf('npm run build'));
    expect(runs.indexOf('npm run build')).toBeGreaterThanOrEqual(0);
    expect(step(check, 'dist/ is fresh').run).toContain('git diff --exit-code --stat dist/');
    expect(runs.indexOf('npm run build')).toBeLessThan(
      check.steps.indexOf(step(check, 'dist/ is fresh')),
    );
  });

  it('runs this commit’s action (`uses: ./`) on every example and requires a passed verdict', () => {
    const { examples } = wf.jobs;
    expect(examples.needs).toBe('check');
    const names = examples.strategy?.matrix.example ?? [];
    expect(names.sort()).toEqual(['dynamic', 'quickstart', 'skilltest', 'thinkingbox']);
    for (const n of names)
      expect(existsSync(path.join(ROOT, 'examples', n, 'agentci.yaml'))).toBe(true);
    const action = examples.steps.find((s) => s.uses === './');
    expect(action?.with).toMatchObject({
      suites: 'examples/${{ matrix.example }}',
      config: 'examples/${{ matrix.example }}/agentci.yaml',
      baseline: 'none',
    });
    const verdict = step(examples, 'The verdict is passed');
    expect(verdict.env?.VERDICT).toBe(`\${{ steps.${action?.id}.outputs.verdict }}`);
    expect(verdict.run).toContain('test "$VERDICT" = passed');
  });

  it('moves the major tag to the released commit only after the examples passed', async () => {
    const { release } = wf.jobs;
    expect(release.needs).toBe('examples');
    const move = step(release, 'Move the major tag').run ?? '';
    const r = await runStep(move, { GITHUB_REF_NAME: 'v1.4.2', GITHUB_SHA: 'f00dcafe' });
    expect(r.code).toBe(0);
    expect(r.git).toBe('tag --force v1 f00dcafe\npush --force origin refs/tags/v1\n');
    expect(r.output).toBe('tag=v1\n');
  });

  it('docs/contributing.md says how to cut a release', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/contributing.md'), 'utf8');
    expect(doc).toMatch(/^## Releasing$/m);
    expect(doc).toContain('.github/workflows/release.yml');
  });
});
