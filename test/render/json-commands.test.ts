/**
 * Workflow commands in the JSON files (report.json, results.jsonl, the Yao report, the skilltest
 * report) and in report.html: a later step that prints them (`cat`) or prints their values again
 * (`jq -c`) must run none of an agent's `##[cmd]` or `::cmd::`, and agentci reads its files back
 * exactly. Runs the CLI in-process; every file is fed to the port of the runner's parser.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readReport } from '../../src/cli/report-command.js';
import { inertJsonText, restoreCommandText, restoreJsonText } from '../../src/lib/json.js';
import { runMain } from '../helpers/cli.js';
import { ATTACKS, commandsIn } from './runner-commands.js';

/** An id and a key the agent's JSON uses: they hold commands too. */
const ID = 'case ##[set-output name=verdict;]pass';
const KEY = '##[add-mask]key';
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agentci-json-commands-'));
  await writeFile(
    path.join(dir, 'agent.mjs'),
    `process.stdout.write(JSON.stringify({ output: { text: ${JSON.stringify(ATTACKS)}, ${JSON.stringify(KEY)}: 1 } }));
process.stderr.write(${JSON.stringify(ATTACKS)});
`,
  );
  await writeFile(
    path.join(dir, 'suite.jsonl'),
    JSON.stringify({ id: ID, input: 'x', assert: { type: 'contains', value: 'never' } }),
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What `jq -c .` prints for a JSON document: its values written again, one line. */
const jqC = (json: string): string => JSON.stringify(JSON.parse(json));

describe('workflow commands in JSON and HTML files', () => {
  it('none reaches a step log through cat or jq -c, and agentci reads the original back', async () => {
    const files = ['r.json', 'r.jsonl', 'r-yao.json', 'r.skilltest.json', 'r.html'];
    // Yao's command line writes agentci's files and Yao's report; skilltest's writes its report.
    const r = await runMain(
      [
        'yao',
        'suite.jsonl',
        '--agent',
        'node agent.mjs',
        '--report',
        'r.json',
        '--results',
        'r.jsonl',
        '-o',
        'r-yao.json',
        '-o',
        'r.html',
      ],
      { cwd: dir },
    );
    expect(r.code).toBe(1);
    const st = await runMain(
      ['skilltest', 'run', 'suite.jsonl', '--agent', 'node agent.mjs', '-o', 'r.skilltest.json'],
      { cwd: dir },
    );
    expect(st.code).toBe(1);
    const text: Record<string, string> = {};
    for (const f of files) text[f] = await readFile(path.join(dir, f), 'utf8');
    // The attacks are in every file (the test is real), and none is a command there.
    for (const f of files) {
      expect(text[f], f).toContain('set-output name=x');
      expect(commandsIn(text[f] as string), `cat ${f}`).toEqual([]);
    }
    for (const f of ['r.json', 'r-yao.json', 'r.skilltest.json'])
      expect(commandsIn(jqC(text[f] as string)), `jq -c . ${f}`).toEqual([]);
    for (const line of (text['r.jsonl'] as string).split('\n').filter(Boolean))
      expect(commandsIn(jqC(line)), 'jq -c . r.jsonl').toEqual([]);

    // The files stay valid JSON and agentci reads back exactly what the agent said.
    for (const f of ['r.json', 'r.jsonl']) {
      const report = await readReport(path.join(dir, f));
      const c = report.results[0];
      expect(c?.id, f).toBe(ID);
      expect(c?.run_details[0]?.output, f).toEqual({ text: ATTACKS, [KEY]: 1 });
      expect(c?.run_details[0]?.transcript?.stderr, f).toBe(ATTACKS);
    }
    // Another reader gets the original by taking one U+200B out after each `##[`.
    const parsed = JSON.parse(text['r.json'] as string) as { results: Array<{ id: string }> };
    expect(parsed.results[0]?.id).toBe('case ##[\u200Bset-output name=verdict;]pass');
    expect(restoreCommandText(parsed.results[0]?.id as string)).toBe(ID);
  });
});

describe('an answer printed to the terminal (a message instead of a suite)', () => {
  it('runs no command, as text or as JSON', async () => {
    await writeFile(path.join(dir, 'say.mjs'), `process.stdout.write(${JSON.stringify(ATTACKS)});`);
    for (const json of [false, true]) {
      const r = await runMain(
        ['yao', 'say something', '--agent', 'node say.mjs', ...(json ? ['--json'] : [])],
        { cwd: dir },
      );
      expect(r.stdout, `--json ${json}`).toContain('set-output name=x');
      expect(commandsIn(r.stdout), `--json ${json}`).toEqual([]);
    }
  });
});

describe('inertJsonText and restoreJsonText', () => {
  const values = [
    ATTACKS,
    '##[\u200B already has one',
    '##[##[###[',
    'no commands: # [ ## [ ::',
    '\\##[escaped backslash before',
    { [KEY]: ['##[x', { '##[': '##[\u200B\u200B' }] },
  ];
  it('is undone exactly, whatever U+200B the text had, and by JSON.parse + re-serialising', () => {
    for (const v of values) {
      const json = JSON.stringify(v);
      const inert = inertJsonText(json);
      expect(commandsIn(inert)).toEqual([]);
      expect(JSON.parse(restoreJsonText(inert))).toEqual(v);
      // jq -c prints U+200B as the character: still restored.
      expect(JSON.parse(restoreJsonText(JSON.stringify(JSON.parse(inert))))).toEqual(v);
    }
  });
  it('leaves JSON without `##[` as it is', () => {
    const json = JSON.stringify({ a: '::warning::x', b: '#[' });
    expect(inertJsonText(json)).toBe(json);
    expect(restoreJsonText(json)).toBe(json);
  });
});
