import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseInputs } from '../../src/action/inputs.js';
import { LOOKED_FOR, discoverSuiteFiles } from '../../src/suites/index.js';
import { FORMATS } from '../../src/formats/index.js';

const CASE = '{"id": "a", "input": "x"}\n';
const RESULTS = '{"type": "start", "timestamp": "2024-12-17T10:00:00Z"}\n';

let root: string;

async function write(rel: string, text: string): Promise<void> {
  const abs = path.join(root, rel);
  await mkdir(path.dirname(abs), { recursive: true });
  await writeFile(abs, text);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'agentci-discover-'));
  await write('suites/b.jsonl', CASE);
  await write('suites/a.jsonl', CASE);
  await write('suites/nested/c.jsonl', CASE);
  await write('suites/nested/deeper/d.jsonl', CASE);
  await write('suites/skills/skill.yaml', 'input: hi\nevals:\n  - boolean: {criterion: x}\n');
  await write('suites/config.yaml', 'agent: {command: x}\n');
  await write('suites/test_case/test_booking.py', 'def test_x(x):\n    pass\n');
  await write('suites/expense_test.ts', 'export function TestX() {}\n');
  await write('suites/notes.md', '# notes\n');
  // Result files and folders a search must not enter.
  await write('suites/output-20241217100000.jsonl', CASE);
  await write('suites/results.jsonl', CASE);
  await write('suites/nightly.results.jsonl', CASE);
  await write('suites/last-run.jsonl', RESULTS);
  await write('suites/node_modules/pkg/x.jsonl', CASE);
  await write('suites/.git/y.jsonl', CASE);
  await write('suites/.cache/z.jsonl', CASE);
  await write('suites/dist/w.jsonl', CASE);
  await write('empty/readme.md', 'nothing here\n');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('discoverSuiteFiles', () => {
  it('searches a folder recursively in name order, skipping result files and ignored folders', async () => {
    const r = await discoverSuiteFiles(['suites'], root, FORMATS);
    expect(r.problems).toEqual([]);
    expect(r.files).toEqual([
      'suites/a.jsonl',
      'suites/b.jsonl',
      'suites/expense_test.ts',
      'suites/nested/c.jsonl',
      'suites/nested/deeper/d.jsonl',
      'suites/skills/skill.yaml',
      'suites/test_case/test_booking.py',
    ]);
  });

  it('accepts a folder given as an absolute path or with a trailing slash and returns cwd-relative paths', async () => {
    const abs = await discoverSuiteFiles([path.join(root, 'suites', 'nested')], root, FORMATS);
    expect(abs.files).toEqual(['suites/nested/c.jsonl', 'suites/nested/deeper/d.jsonl']);
    const slash = await discoverSuiteFiles(['suites/nested/'], root, FORMATS);
    expect(slash.files).toEqual(abs.files);
  });

  it('returns paths relative to cwd even from a subfolder, with ../ for files outside it', async () => {
    const r = await discoverSuiteFiles(
      ['../a.jsonl', 'c.jsonl'],
      path.join(root, 'suites', 'nested'),
      FORMATS,
    );
    expect(r.problems).toEqual([]);
    expect(r.files).toEqual(['../a.jsonl', 'c.jsonl']);
  });

  it('takes a named file, and keeps the order of the paths given', async () => {
    const r = await discoverSuiteFiles(['suites/b.jsonl', 'suites/a.jsonl'], root, FORMATS);
    expect(r.files).toEqual(['suites/b.jsonl', 'suites/a.jsonl']);
  });

  it('lists a file once when several paths name it', async () => {
    const r = await discoverSuiteFiles(
      ['suites/nested/c.jsonl', 'suites/nested', 'suites/**/c.jsonl'],
      root,
      FORMATS,
    );
    expect(r.problems).toEqual([]);
    expect(r.files).toEqual(['suites/nested/c.jsonl', 'suites/nested/deeper/d.jsonl']);
  });

  it('expands * within one folder', async () => {
    const r = await discoverSuiteFiles(['suites/*.jsonl'], root, FORMATS);
    expect(r.problems).toEqual([]);
    // results.jsonl, output-*.jsonl, *.results.jsonl and the results stream are left out.
    expect(r.files).toEqual(['suites/a.jsonl', 'suites/b.jsonl']);
  });

  it('expands ** across folders, zero or more deep, skipping ignored folders', async () => {
    const r = await discoverSuiteFiles(['suites/**/*.jsonl'], root, FORMATS);
    expect(r.problems).toEqual([]);
    expect(r.files).toEqual([
      'suites/a.jsonl',
      'suites/b.jsonl',
      'suites/nested/c.jsonl',
      'suites/nested/deeper/d.jsonl',
    ]);
  });

  it('expands a trailing ** to every file below, keeping only suites', async () => {
    const r = await discoverSuiteFiles(['suites/nested/**'], root, FORMATS);
    expect(r.files).toEqual(['suites/nested/c.jsonl', 'suites/nested/deeper/d.jsonl']);
  });

  it('expands a glob in a folder segment and an absolute glob', async () => {
    const r = await discoverSuiteFiles(['suites/ne*/*.jsonl'], root, FORMATS);
    expect(r.files).toEqual(['suites/nested/c.jsonl']);
    const abs = await discoverSuiteFiles(
      [path.join(root, 'suites', '*', 'deeper', '*.jsonl')],
      root,
      FORMATS,
    );
    expect(abs.files).toEqual(['suites/nested/deeper/d.jsonl']);
  });

  it('lets * match only non-dot names unless the pattern starts with a dot', async () => {
    const plain = await discoverSuiteFiles(['suites/*/z.jsonl'], root, FORMATS);
    expect(plain.files).toEqual([]);
    const dotted = await discoverSuiteFiles(['suites/.c*/z.jsonl'], root, FORMATS);
    expect(dotted.files).toEqual(['suites/.cache/z.jsonl']);
  });

  it('reports a path that does not exist', async () => {
    const r = await discoverSuiteFiles(
      ['suites/a.jsonl', 'nope', 'suites/missing.jsonl'],
      root,
      FORMATS,
    );
    expect(r.files).toEqual(['suites/a.jsonl']);
    expect(r.problems).toEqual([
      { file: 'nope', line: 0, field: '', message: 'no such file or folder' },
      { file: 'suites/missing.jsonl', line: 0, field: '', message: 'no such file or folder' },
    ]);
  });

  it('reports a folder without suite files', async () => {
    const r = await discoverSuiteFiles(['empty'], root, FORMATS);
    expect(r.files).toEqual([]);
    expect(r.problems).toEqual([
      { file: 'empty', line: 0, field: '', message: `no suite files found (${LOOKED_FOR})` },
    ]);
    expect(LOOKED_FOR).toBe('looked for *.jsonl, *.yaml with evals:, test_case/*.py, *_test.ts');
  });

  it('reports a glob that matches nothing, or nothing that is a suite', async () => {
    const r = await discoverSuiteFiles(
      ['suites/**/*.json', 'suites/*.md', 'nowhere/*.jsonl'],
      root,
      FORMATS,
    );
    expect(r.files).toEqual([]);
    expect(r.problems.map((p) => [p.file, p.message])).toEqual([
      ['suites/**/*.json', 'no files match this pattern'],
      ['suites/*.md', `no suite files match this pattern (${LOOKED_FOR})`],
      ['nowhere/*.jsonl', 'no files match this pattern'],
    ]);
  });

  it('reports a named file that is not a suite, and a named results stream', async () => {
    const r = await discoverSuiteFiles(['suites/notes.md', 'suites/last-run.jsonl'], root, FORMATS);
    expect(r.files).toEqual([]);
    expect(r.problems.map((p) => [p.file, p.message])).toEqual([
      ['suites/notes.md', `not a suite file (${LOOKED_FOR})`],
      [
        'suites/last-run.jsonl',
        'this is a results stream (its first line has "type": start/result/summary), not a suite',
      ],
    ]);
  });

  it('takes every .yaml/.yml directly inside a skilltest folder as a case, as skilltest discover_cases does', async () => {
    const good = 'skill: ./greeter\ninput: hi\nevals:\n  - type: boolean\n    criterion: x\n';
    await write('st/b_good.yaml', good);
    // A typo'd key, a quoted key and a JSON-style case are cases too: loading reports them.
    await write('st/a_typo.yaml', 'skill: ./greeter\ninput: hi\neval:\n  - type: boolean\n');
    await write('st/c_quoted.yaml', `"evals": []\nskill: ./greeter\ninput: hi\n`);
    await write('st/d_json.yml', '{"skill": "./greeter", "input": "hi", "evals": []}\n');
    await write('st/skilltest.yaml', 'provider: {command: x}\n');
    // agentci's own config sits beside the cases and is the one YAML file left out.
    await write('st/agentci.yaml', 'suites: [.]\n');
    await write('st/notes.txt', 'not yaml\n');
    await write('st/UPPER.YAML', good);
    // skilltest does not search subfolders for cases; other formats are still found below.
    await write('st/greeter/SKILL.md', '# greeter\n');
    await write('st/more/nested.yaml', good);
    await write('st/more/yao.jsonl', CASE);
    const r = await discoverSuiteFiles(['st'], root, FORMATS);
    expect(r.problems).toEqual([]);
    expect(r.files).toEqual([
      'st/a_typo.yaml',
      'st/b_good.yaml',
      'st/c_quoted.yaml',
      'st/d_json.yml',
      'st/more/yao.jsonl',
      'st/skilltest.yaml',
    ]);
    expect(r.formats).toEqual({
      'st/a_typo.yaml': 'skilltest-yaml',
      'st/b_good.yaml': 'skilltest-yaml',
      'st/c_quoted.yaml': 'skilltest-yaml',
      'st/d_json.yml': 'skilltest-yaml',
      'st/skilltest.yaml': 'skilltest-yaml',
    });
  });

  it('leaves the YAML of a folder without any skilltest case alone', async () => {
    await write('plain/config.yaml', 'agent: {command: x}\n');
    await write('plain/other.yml', '{"skill": "./greeter", "prompt": "hi"}\n');
    const r = await discoverSuiteFiles(['plain'], root, FORMATS);
    expect(r.files).toEqual([]);
    expect(r.problems.map((p) => p.message)).toEqual([`no suite files found (${LOOKED_FOR})`]);
  });

  it('decides a YAML file by its parsed document: a misspelt evals key, a quoted key or a JSON-style case alone is found', async () => {
    // testcase.rs requires skill, input and evals: with two of them a file is a case whose
    // loading says what is wrong, never a file the search skips.
    await write('typo/case.yaml', 'skill: ./greeter\ninput: hi\neval: []\n');
    await write('quoted/case.yaml', `"evals": []\n"skill": ./greeter\n"input": hi\n`);
    await write(
      'json/case.yml',
      '{"skill": "./greeter", "input": "hi", "evals": [{"type": "boolean"}]}',
    );
    const r = await discoverSuiteFiles(['typo', 'quoted', 'json'], root, FORMATS);
    expect(r.problems).toEqual([]);
    expect(r.files).toEqual(['typo/case.yaml', 'quoted/case.yaml', 'json/case.yml']);
    expect(r.formats).toEqual({
      'typo/case.yaml': 'skilltest-yaml',
      'quoted/case.yaml': 'skilltest-yaml',
      'json/case.yml': 'skilltest-yaml',
    });
    // The one parse is kept for the loader.
    expect(r.sources['json/case.yml']?.yaml.value).toEqual({
      skill: './greeter',
      input: 'hi',
      evals: [{ type: 'boolean' }],
    });
  });

  it('takes a YAML file named on the command line as a case when no format claims its content (testcase.rs discover_cases)', async () => {
    await write('tb/cases.yaml', 'test_cases:\n  - uid: a\n    query: hi\n    test_code: pass\n');
    const r = await discoverSuiteFiles(['suites/config.yaml', 'tb/cases.yaml'], root, FORMATS);
    expect(r.problems).toEqual([]);
    expect(r.files).toEqual(['suites/config.yaml', 'tb/cases.yaml']);
    // The named config is a skilltest case (its loading reports `agent` as an unknown field, as
    // skilltest does); thinkingbox's test_cases file stays thinkingbox's.
    expect(r.formats).toEqual({ 'suites/config.yaml': 'skilltest-yaml' });
    expect(r.sources['tb/cases.yaml']?.format).toBe('thinkingbox-python');
  });

  it('leaves data .jsonl files out of a folder search, says which, and reads them when named', async () => {
    const data = '{"name": "n", "description": "d", "uri": "echo://x", "data": {}}\n';
    await write('app/tests/inputs.jsonl', CASE);
    await write('app/mcps/a.jsonl', data);
    await write('app/mcps/b.jsonl', data);
    const r = await discoverSuiteFiles(['app', '!app/mcps/b.jsonl'], root, FORMATS);
    expect(r.problems).toEqual([]);
    expect(r.files).toEqual(['app/tests/inputs.jsonl']);
    // An excluded file is not counted as left out.
    expect(r.leftOut).toEqual([
      { file: 'app/mcps/a.jsonl', reason: "data: no line holds a case's id and input" },
    ]);
    const named = await discoverSuiteFiles(['app', 'app/mcps/a.jsonl'], root, FORMATS);
    expect(named.files).toEqual(['app/tests/inputs.jsonl', 'app/mcps/a.jsonl']);
    expect(named.leftOut.map((l) => l.file)).toEqual(['app/mcps/b.jsonl']);
    const onlyData = await discoverSuiteFiles(['app/mcps'], root, FORMATS);
    expect(onlyData.problems.map((p) => p.message)).toEqual([
      `no suite files found (${LOOKED_FOR}; left out 2 files that hold no suite)`,
    ]);
  });

  it('takes a results-named file when named explicitly and it holds cases', async () => {
    const r = await discoverSuiteFiles(['suites/results.jsonl'], root, FORMATS);
    expect(r).toEqual({
      files: ['suites/results.jsonl'],
      problems: [],
      formats: {},
      sources: {},
      leftOut: [],
    });
  });

  it.skipIf(process.platform === 'win32')(
    'follows a symlinked file but not a symlinked folder',
    async () => {
      await write('linked/real.jsonl', CASE);
      await symlink(
        path.join(root, 'linked', 'real.jsonl'),
        path.join(root, 'suites', 'nested', 'link.jsonl'),
      );
      // A folder link pointing upwards would loop forever if followed.
      await symlink(path.join(root, 'suites'), path.join(root, 'suites', 'nested', 'loop'));
      const r = await discoverSuiteFiles(['suites/nested'], root, FORMATS);
      expect(r.problems).toEqual([]);
      expect(r.files).toEqual([
        'suites/nested/c.jsonl',
        'suites/nested/deeper/d.jsonl',
        'suites/nested/link.jsonl',
      ]);
    },
  );

  it.skipIf(process.platform === 'win32')(
    'a glob follows a symlinked file but not a symlinked folder',
    async () => {
      await write('linked/real.jsonl', CASE);
      await symlink(
        path.join(root, 'linked', 'real.jsonl'),
        path.join(root, 'suites', 'nested', 'link.jsonl'),
      );
      await symlink(path.join(root, 'suites'), path.join(root, 'suites', 'nested', 'loop'));
      const r = await discoverSuiteFiles(['suites/nested/**/*.jsonl'], root, FORMATS);
      expect(r.files).toEqual([
        'suites/nested/c.jsonl',
        'suites/nested/deeper/d.jsonl',
        'suites/nested/link.jsonl',
      ]);
    },
  );
});

describe('discoverSuiteFiles: braces, classes and ! exclusions (tinyglobby)', () => {
  beforeEach(async () => {
    await write('suites/nested/draft-e.jsonl', CASE);
    await write('suites/nested/deeper/draft-f.jsonl', CASE);
    await write('suites/smoke1.jsonl', CASE);
    await write('suites/smoke2.jsonl', CASE);
    await write('suites/smoke9.jsonl', CASE);
  });

  it('expands {a,b} braces, also around folders', async () => {
    const r = await discoverSuiteFiles(['suites/{a,b}.jsonl'], root, FORMATS);
    expect(r).toMatchObject({ files: ['suites/a.jsonl', 'suites/b.jsonl'], problems: [] });
    const dirs = await discoverSuiteFiles(['suites/{nested,skills}/*.{jsonl,yaml}'], root, FORMATS);
    expect(dirs.files).toEqual([
      'suites/nested/c.jsonl',
      'suites/nested/draft-e.jsonl',
      'suites/skills/skill.yaml',
    ]);
  });

  it('expands [..] classes and ranges', async () => {
    const r = await discoverSuiteFiles(['suites/smoke[12].jsonl'], root, FORMATS);
    expect(r.files).toEqual(['suites/smoke1.jsonl', 'suites/smoke2.jsonl']);
    const range = await discoverSuiteFiles(['suites/smoke[0-9].jsonl'], root, FORMATS);
    expect(range.files).toEqual([
      'suites/smoke1.jsonl',
      'suites/smoke2.jsonl',
      'suites/smoke9.jsonl',
    ]);
  });

  it('takes a file whose name looks like a pattern as that file when it exists', async () => {
    await write('suites/odd[1].jsonl', CASE);
    const r = await discoverSuiteFiles(['suites/odd[1].jsonl'], root, FORMATS);
    expect(r).toMatchObject({ files: ['suites/odd[1].jsonl'], problems: [] });
  });

  it('leaves out what a ! line matches, from globs, folders and named files alike, in any order', async () => {
    const r = await discoverSuiteFiles(
      ['!suites/**/draft-*.jsonl', 'suites/**/*.jsonl', 'suites/nested', '!suites/smoke9.jsonl'],
      root,
      FORMATS,
    );
    expect(r.problems).toEqual([]);
    expect(r.files).toEqual([
      'suites/a.jsonl',
      'suites/b.jsonl',
      'suites/nested/c.jsonl',
      'suites/nested/deeper/d.jsonl',
      'suites/smoke1.jsonl',
      'suites/smoke2.jsonl',
    ]);
    const named = await discoverSuiteFiles(
      ['suites/smoke9.jsonl', '!suites/smoke[89].jsonl'],
      root,
      FORMATS,
    );
    expect(named).toMatchObject({ files: [], problems: [] });
  });

  it('says so when a glob matches only excluded files, or when only exclusions are given', async () => {
    const r = await discoverSuiteFiles(
      ['suites/smoke*.jsonl', '!suites/smoke?.jsonl'],
      root,
      FORMATS,
    );
    expect(r.problems.map((p) => `${p.file}: ${p.message}`)).toEqual([
      'suites/smoke*.jsonl: no files match this pattern',
    ]);
    const only = await discoverSuiteFiles(['!suites/a.jsonl'], root, FORMATS);
    expect(only.problems.map((p) => `${p.file}: ${p.message}`)).toEqual([
      '!suites/a.jsonl: only exclusions (!…): name the suites to run as well',
    ]);
  });

  it('reads brace, class and ! lines of a multi-line `suites:` action input', async () => {
    const { suites } = parseInputs({
      suites: `
        # smoke tests, without the drafts
        suites/{a,b}.jsonl
        suites/smoke[1-2].jsonl
        suites/nested/**/*.jsonl
        !suites/**/draft-*.jsonl
      `,
    });
    expect(suites).toEqual([
      'suites/{a,b}.jsonl',
      'suites/smoke[1-2].jsonl',
      'suites/nested/**/*.jsonl',
      '!suites/**/draft-*.jsonl',
    ]);
    const r = await discoverSuiteFiles(suites, root, FORMATS);
    expect(r).toMatchObject({
      files: [
        'suites/a.jsonl',
        'suites/b.jsonl',
        'suites/smoke1.jsonl',
        'suites/smoke2.jsonl',
        'suites/nested/c.jsonl',
        'suites/nested/deeper/d.jsonl',
      ],
      problems: [],
    });
  });
});
