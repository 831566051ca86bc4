import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiffSchema, ReportSchema } from '../../src/model/index.js';
import { elementsOf, linksOf, renderGfm, textOf } from '../render/gfm.js';
import {
  forgeArtifact,
  FORK_TOKEN,
  prEvent,
  startE2E,
  TOKEN,
  workflowRun,
  workflowRunEvent,
  type E2E,
} from './e2e-harness.js';

// The workflow_run recipe trusts nothing in the artifact: a fork's workflow can upload any
// report.json and diff.json under the artifact's name, and the job that reads them has a write
// token. Here every string of both files the schemas let through carries Markdown meant to
// mention a team, load an outside image, add a link and forge a heading, and the baseline's
// run_url breaks out of its link with a newline. The bundled action under Node 24, against the
// fake GitHub REST server and artifact service.
let e: E2E;

beforeAll(async () => {
  e = await startE2E();
  await e.answers({ capital: 'Paris', sum: '4' });
  e.gh.runs.push(
    workflowRun({
      id: 60,
      head_branch: 'main',
      head_sha: 'a'.repeat(40),
      event: 'push',
      status: 'completed',
      conclusion: 'success',
      created_at: '2025-01-01T00:00:00Z',
    }),
  );
  const base = await e.run({ runId: 60, event: 'push', payload: {} });
  if (base.code !== 0) throw new Error(`the baseline run failed:\n${base.stdout}`);
}, 300_000);

afterAll(async () => {
  await e?.close();
});

const HOSTILE =
  '\n@org/team ![beacon](https://evil.example/b.png) <img src="https://evil.example/i.png"> ' +
  '[click](https://evil.example/c) https://evil.example/auto\n# forged heading\n';

/**
 * Every string in `value` with HOSTILE appended, where `valid` still accepts the whole (an enum,
 * a pattern or a date keeps its value: the schema would refuse the file).
 */
function poison(value: unknown, valid: (v: unknown) => boolean): unknown {
  const root = { v: structuredClone(value) as unknown };
  const visit = (holder: Record<string, unknown>, key: string) => {
    const v = holder[key];
    if (typeof v === 'string') {
      holder[key] = v + HOSTILE;
      if (!valid(root.v)) holder[key] = v;
    } else if (v && typeof v === 'object')
      for (const k of Object.keys(v)) visit(v as Record<string, unknown>, k);
  };
  visit(root as Record<string, unknown>, 'v');
  return root.v;
}

/** What a reader of the rendered Markdown gets that the author of the artifact put there. */
function hostileParts(md: string): string[] {
  const html = renderGfm(md);
  const found: string[] = [];
  if (elementsOf(html).has('img')) found.push('an image');
  for (const href of linksOf(html))
    if (!href.startsWith('https://github.com/acme/agent/actions/runs/'))
      found.push(`a link to ${href}`);
  for (const m of html.matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g))
    if (/forged/.test(m[1])) found.push(`a heading: ${m[1]}`);
  // A mention is `@name` in the text outside code (GitHub's mention filter skips pre, code and
  // a); a neutralised one has a zero-width joiner after the `@`.
  const prose = html.replace(/<(pre|code|a)\b[^>]*>[\s\S]*?<\/\1>/g, '');
  if (/(?<![\w.+-])@org\/team/.test(textOf(prose))) found.push('a live @org/team mention');
  return found;
}

describe('mode: comment-from-artifact with a forged artifact', { timeout: 300_000 }, () => {
  it('posts no mention, no outside image or link and no forged heading in the comment or the check run', async () => {
    await e.answers({ capital: 'Lyon', sum: '4' });
    const sha = '6'.repeat(40);
    e.gh.runs.push(workflowRun({ id: 61, head_sha: sha, head_repository: 'mallory/agent' }));
    e.gh.pulls.push({
      number: 61,
      head: { sha, ref: 'patch', repo: 'mallory/agent' },
      base: { ref: 'main' },
    });
    const fork = await e.run({
      runId: 61,
      event: 'pull_request',
      payload: prEvent(61, { headSha: sha, headRepo: 'mallory/agent' }),
      token: FORK_TOKEN,
    });
    expect(fork.code).toBe(1);
    const [artifact] = e.artifacts.listForRun(61);
    expect(artifact).toBeDefined();

    let poisoned = 0;
    forgeArtifact(e.artifacts, artifact.id, (files) => {
      const json = (name: string) => JSON.parse(files.get(name)?.toString('utf8') ?? 'null');
      const report = poison(json('report.json'), (v) => ReportSchema.safeParse(v).success);
      const diff = poison(json('diff.json'), (v) => DiffSchema.safeParse(v).success) as {
        base: { run_url?: string };
      };
      diff.base.run_url = `https://github.com/acme/agent/actions/runs/60${HOSTILE}`;
      poisoned = (JSON.stringify([report, diff]).match(/# forged heading/g) ?? []).length;
      files.set('report.json', Buffer.from(JSON.stringify(report)));
      files.set('diff.json', Buffer.from(JSON.stringify(diff)));
    });
    // Case ids, suite names, messages, outputs, gate reasons, warnings, the baseline's label…
    expect(poisoned).toBeGreaterThan(50);

    const job = await e.run({
      runId: 62,
      event: 'workflow_run',
      payload: workflowRunEvent(61, sha),
      workflow: 'agentci comment',
      inputs: { mode: 'comment-from-artifact', 'check-name': 'agentci' },
      token: TOKEN,
    });
    expect(job.code).toBe(0);
    expect(job.stdout).toContain(
      '::warning::agentci: diff.json in the artifact links its baseline to a page that is not a run of acme/agent on https://github.com; the comparison is shown without that link',
    );

    const comments = e.gh.comments.filter((c) => c.issue === 'acme/agent#61');
    expect(comments).toHaveLength(1);
    const body = comments[0].body;
    // The forged text is there, as text: the comment was rendered from the forged files.
    // The baseline's label as text, not a link: its run_url was refused.
    expect(body).toMatch(
      /^Compared with main @\u200Dorg\/team .* forged heading +@ aaaaaaa: 1 new failure\.$/m,
    );
    expect(textOf(renderGfm(body))).toMatch(/@\u200Dorg\/team !\[beacon\]\(https:\/\/evil/);
    expect(hostileParts(body)).toEqual([]);

    const [check] = e.gh.checkRuns.filter((c) => c.head_sha === sha);
    expect(check).toBeDefined();
    expect(check.output.summary).toContain('forged heading');
    expect(hostileParts(check.output.summary ?? '')).toEqual([]);
    // The title and the annotations are plain text: one line for the title, no controls.
    expect(check.output.title).not.toMatch(/[\r\n]/);
    expect(check.annotations.length).toBeGreaterThan(0);
    for (const a of check.annotations)
      // eslint-disable-next-line no-control-regex -- looking for control characters
      expect(`${a.title ?? ''}${a.message}`).not.toMatch(/[\0-\x08\x0B-\x1F\x7F-\x9F]/);
  });
});
