/**
 * Markdown escaping never turns a value into text the Actions runner cannot match: a secret
 * agentci cannot recognise (the runner knows it from `secrets.*`) is written character for
 * character in the job summary and the comment, in a code span where escaping would have split
 * it. And `$…$` from an agent (a case id, an error) never renders as maths. Runs the CLI
 * in-process; the Markdown is also read as GitHub reads it.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../src/model/report.js';
import { renderComment } from '../../src/render/comment.js';
import { mdCell, mdHtmlText, mdInline } from '../../src/render/escape.js';
import { renderGfm } from './gfm.js';

import { runMain } from '../helpers/cli.js';

/** A value agentci takes for no secret (a neutral name, no known shape, low entropy). */
const UNKNOWN = 'hunter2_horse&co-p@ss*word';
const MATH_ID = '$\\color{green}{PASS}$';
let dir: string;
let summary: string;
let comment: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agentci-verbatim-'));
  await writeFile(
    path.join(dir, 'agent.mjs'),
    `process.stdout.write('db says ' + process.env.MY_DB + ' and $x^2$ is $\\\\color{red}{FAIL}$');`,
  );
  await writeFile(
    path.join(dir, 'suite.jsonl'),
    [
      { id: MATH_ID, input: 'x', assert: { type: 'contains', value: 'never' } },
      { id: 'plain', input: 'x', assert: { type: 'contains', value: 'never' } },
    ]
      .map((c) => JSON.stringify(c))
      .join('\n'),
  );
  const r = await runMain(
    ['run', 'suite.jsonl', '--agent', 'node agent.mjs', '--report', 'r.json', '-o', 'r.md'],
    { cwd: dir, env: { MY_DB: UNKNOWN } },
  );
  expect(r.code).toBe(1);
  summary = await readFile(path.join(dir, 'r.md'), 'utf8');
  const report = JSON.parse(await readFile(path.join(dir, 'r.json'), 'utf8')) as Report;
  comment = renderComment(report, { marker: '<!-- agentci -->' });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Occurrences of `needle` in `text`. */
const count = (text: string, needle: string) => text.split(needle).length - 1;

describe('a secret agentci does not recognise', () => {
  it('appears only verbatim in the summary and the comment, where the runner can mask it', () => {
    for (const [where, md] of Object.entries({ summary, comment })) {
      // Every piece of it that is there is the whole value, as written.
      const pieces = count(md, 'hunter2');
      expect(pieces, where).toBeGreaterThan(0);
      expect(count(md, UNKNOWN), where).toBe(pieces);
      // …inside a code span, so GitHub shows it as it is.
      expect(renderGfm(md), where).toContain(`${UNKNOWN.replace('&', '&amp;')}</code>`);
    }
  });
});

describe('$…$ from an agent', () => {
  it('is never maths: every `$` GitHub would read is inside a code span', () => {
    for (const [where, md] of Object.entries({ summary, comment })) {
      expect(md, where).toContain(MATH_ID);
      const html = renderGfm(md).replace(/<(code|pre)[^>]*>[\s\S]*?<\/\1>/g, '');
      expect(html, where).not.toContain('$');
    }
  });
  it('the escapes: code spans where a word may be one, a backslash or an entity where not', () => {
    expect(mdInline('$x$ costs $5')).toBe('`$x$` costs `$5`');
    expect(mdCell('a $b$')).toBe('a `$b$`');
    // `<` or an @mention keep a word escaped (a code span is raw HTML inside an HTML block).
    expect(mdInline('$<b>$ @ann$')).toBe('\\$&lt;b&gt;\\$ @\u200Dann\\$');
    // Inside an HTML element (`<summary>`) Markdown is not read: an entity.
    expect(mdHtmlText('$x$')).toBe('&#36;x&#36;');
  });
});

describe('words kept verbatim', () => {
  it('are those escaping would split; punctuation around a plain word is escaped as before', () => {
    expect(mdInline('pw=p@ss_w0rd&x [6.1–79.2%] **bold** a_b')).toBe(
      '`pw=p@ss_w0rd&x` \\[6.1–79.2%\\] \\*\\*bold\\*\\* a\\_b',
    );
    expect(mdInline('see https://hooks.slack.com/x')).toBe('see `https://hooks.slack.com/x`');
    expect(mdInline('a `tick` b')).toBe('a \\`tick\\` b');
    expect(mdInline('run_`id`_x')).toBe('``run_`id`_x``');
    // In a table a `|` ends the cell even in a code span: such a word is escaped.
    expect(mdCell('a_b|c_d')).toBe('a\\_b\\|c\\_d');
    // A `##[` in a code span still cannot be a workflow command.
    expect(mdInline('x ##[set-output_name=x]y')).toBe('x `##[\u200Bset-output_name=x]y`');
  });
});
