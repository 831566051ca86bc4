import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { INPUT_DEFAULTS, parseInputs } from '../../src/action/inputs.js';
import { ROOT } from './e2e-harness.js';

// The fork approval recipe of docs/github-action.md is two complete workflow files, each a YAML
// block whose first line names its path. Users copy them as they are: they must parse, trigger on
// the events agentci expects, hold nothing of the PR before the approval step, and give agentci
// inputs it accepts.
const doc = readFileSync(path.join(ROOT, 'docs/github-action.md'), 'utf8');
const blocks = new Map<string, string>();
for (const m of doc.matchAll(/^```yaml\n# (\.github\/workflows\/[\w.-]+\.yml)\n([\s\S]*?)^```$/gm))
  blocks.set(m[1] as string, m[2] as string);

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
  'working-directory'?: string;
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, { if?: string; 'runs-on': string; steps: Step[] }>;
}

function workflow(file: string): Workflow {
  const text = blocks.get(file);
  if (text === undefined) throw new Error(`docs/github-action.md has no block for ${file}`);
  return parse(text, { strict: true, uniqueKeys: true }) as Workflow;
}

const APPROVED = "steps.approval.outputs.approved == 'true'";
const isAgentci = (s: Step) => s.uses === './' || /^agentci\/agentci@v\d+$/.test(s.uses ?? '');
/** An input as agentci parses it: an expression stands for a value the runner fills in. */
const asInput = (v: string | number | boolean) =>
  String(v).includes('${{') ? 'pr-value' : String(v);

describe('the fork approval recipe in docs/github-action.md', () => {
  const tests = workflow('.github/workflows/agent-tests-forks.yml');
  const review = workflow('.github/workflows/agentci-review.yml');
  const [jobName, job] = Object.entries(tests.jobs)[0] ?? [];

  it('wakes on a fork PR, an approve comment and a review, never on pull_request or push', () => {
    expect(Object.keys(tests.on).sort()).toEqual(
      ['issue_comment', 'pull_request_target', 'workflow_run'].sort(),
    );
    expect(tests.on.workflow_run).toEqual({ workflows: [review.name], types: ['completed'] });
    expect(Object.keys(review.on)).toEqual(['pull_request_review']);
    expect(Object.keys(tests.jobs)).toEqual([jobName]);
    // The job runs for forks only; the main CI workflow tests the repository's own PRs.
    expect(job?.if).toContain('github.event.pull_request.head.repo.full_name != github.repository');
    expect(job?.if).toContain("contains(github.event.comment.body, '/agentci approve')");
  });

  it('asks for no write permission beyond the comment and the check run', () => {
    expect(tests.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      checks: 'write',
    });
    expect(review.permissions).toEqual({});
  });

  it('decides first, then checks out the base and the approved commit, without credentials', () => {
    const steps = job?.steps ?? [];
    const [first, ...rest] = steps;
    expect(isAgentci(first as Step)).toBe(true);
    expect(first).toMatchObject({ id: 'approval', with: { mode: 'approval' } });
    for (const s of rest) expect(s.if, JSON.stringify(s)).toBe(APPROVED);

    const checkouts = steps.filter((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkouts).toHaveLength(2);
    for (const c of checkouts) expect(c.with?.['persist-credentials']).toBe(false);
    const [base, pr] = checkouts;
    expect(base?.with).toEqual({
      ref: '${{ steps.approval.outputs.base-ref }}',
      'persist-credentials': false,
    });
    expect(pr?.with).toMatchObject({ ref: '${{ steps.approval.outputs.head-sha }}' });
    // The base is checked out first: a checkout cleans its folder, the head's included.
    expect(steps.indexOf(base as Step)).toBeLessThan(steps.indexOf(pr as Step));

    const runStep = steps[steps.length - 1] as Step;
    expect(isAgentci(runStep)).toBe(true);
    expect(runStep.with?.['head-path']).toBe(pr?.with?.path);
    expect(runStep.with?.['check-name']).toBe(first?.with?.['check-name']);
    // Installing the agent's dependencies happens in the head's folder, after the approval.
    const install = steps.find((s) => s.run !== undefined);
    expect(install?.['working-directory']).toBe(pr?.with?.path);
    expect(steps.indexOf(install as Step)).toBeGreaterThan(steps.indexOf(pr as Step));
  });

  it('gives the keys to the agentci run step alone, and reads no PR text into a script', () => {
    const steps = job?.steps ?? [];
    const withSecrets = steps.filter((s) => JSON.stringify(s).includes('secrets.'));
    expect(withSecrets).toEqual([steps[steps.length - 1]]);
    for (const s of steps) expect(s.run ?? '').not.toContain('${{');
    expect(blocks.get('.github/workflows/agentci-review.yml')).not.toContain('secrets.');
    for (const s of Object.values(review.jobs).flatMap((j) => j.steps)) {
      expect(s.uses).toBeUndefined();
      expect(s.run ?? '').not.toContain('${{');
    }
  });

  it('passes agentci only inputs it declares, with values it accepts', () => {
    for (const s of (job?.steps ?? []).filter(isAgentci)) {
      const raw = Object.fromEntries(Object.entries(s.with ?? {}).map(([k, v]) => [k, asInput(v)]));
      for (const k of Object.keys(raw)) expect(INPUT_DEFAULTS, k).toHaveProperty([k]);
      expect(() => parseInputs(raw)).not.toThrow();
    }
  });
});
