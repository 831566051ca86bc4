/**
 * The measurement of issue 35: an agent prints every secret of its step in every form (raw,
 * JSON, URL-encoded four ways with either hex case, HTML, base64 at each alignment in both
 * alphabets, each line of a multi-line key with CRLF and indentation) and across every cut
 * (the check's output preview, its actual value, the stderr tail, the exit error's excerpt).
 * Its secrets are declared ones (by name, `mask:`) and ones agentci knows only by their look or
 * by the wider names (DB_PASS, DATABASE_URL, SLACK_WEBHOOK_URL). Counted per channel: every run
 * of 8 characters of any form of any secret that survives. All counts must be 0.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { checkRunOutput } from '../../src/render/annotations.js';
import { renderComment } from '../../src/render/comment.js';
import { runMain } from '../helpers/cli.js';
import { agentProgram, piecesOf, SECRETS, suiteText } from './secret-forms.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agentci-every-form-'));
  await writeFile(path.join(dir, 'agent.mjs'), agentProgram());
  await writeFile(
    path.join(dir, 'agentci.yaml'),
    'agent:\n  command: node agent.mjs\nmask: [LICENSE_ID]\n',
  );
  await writeFile(path.join(dir, 'suite.jsonl'), suiteText());
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('every form of every secret, per channel', () => {
  it('leaves 0 pieces of 8 characters in every channel', { timeout: 120_000 }, async () => {
    const files = {
      'results.jsonl': 'r.jsonl',
      'report.json': 'r.json',
      JUnit: 'r.xml',
      'summary.md': 'r.md',
      HTML: 'r.html',
      'Yao report': 'r-yao.json',
      'Yao output (jsonl)': 'r-yao.jsonl',
    };
    // Yao's command line writes every kind of file at once: agentci's and Yao's reports.
    const r = await runMain(
      [
        'yao',
        'suite.jsonl',
        '--runs',
        '12',
        '--parallel',
        '8',
        '-v',
        '--report',
        'r.json',
        '--results',
        'r.jsonl',
        ...['r.xml', 'r.md', 'r.html', 'r-yao.json', 'r-yao.jsonl'].flatMap((f) => ['-o', f]),
      ],
      { cwd: dir, env: { ...SECRETS, PATH: process.env.PATH ?? '' } },
    );
    expect(r.code).toBe(1);
    const channels: Record<string, string> = { 'terminal (stdout, stderr)': r.stdout + r.stderr };
    for (const [name, f] of Object.entries(files))
      channels[name] = await readFile(path.join(dir, f), 'utf8');
    // The action's API bodies, rendered from the same (redacted) report as the action does.
    const report = JSON.parse(channels['report.json'] as string) as Report;
    channels['comment body'] = renderComment(report, { marker: '<!-- agentci -->' });
    const check = checkRunOutput(report, { cwd: dir, workspace: dir, gate: report.gate });
    channels['check-run body'] = [
      check.title,
      check.summary,
      ...check.annotations.flatMap((a) => [a.title ?? '', a.message]),
    ].join('\n');

    const counts: Record<string, number> = {};
    const found: string[] = [];
    for (const [channel, text] of Object.entries(channels)) {
      counts[channel] = 0;
      for (const [name, value] of Object.entries(SECRETS))
        for (const piece of piecesOf(value))
          if (text.includes(piece)) {
            counts[channel]++;
            found.push(`${channel}: ${name} ${JSON.stringify(piece)}`);
          }
    }
    console.log(`pieces of ≥ 8 characters per channel: ${JSON.stringify(counts, null, 2)}`);
    expect(found).toEqual([]);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    // The test is real: the agent printed them, and the report holds the masked text.
    expect(channels['report.json']).toContain('leaked: ***');
    expect(channels['report.json']).toMatch(/output starts: \\"x*\*\*\*…\\"/);
  });
});
