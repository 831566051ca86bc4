import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SkilltestCaseSchema, evalLabel, payloadOf } from '../../src/model/index.js';
import { formatProblem, loadSuites } from '../../src/suites/index.js';
import { parseCaseJson, parseSkilltestYaml } from '../../src/formats/skilltest/load.js';
import { FORMATS } from '../../src/formats/index.js';

function workspace(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-skt-'));
  mkdirSync(path.join(dir, 'skills', 'greeter'), { recursive: true });
  writeFileSync(
    path.join(dir, 'skills', 'greeter', 'SKILL.md'),
    '---\nname: greeter\n---\nGreet.\n',
  );
  mkdirSync(path.join(dir, 'empty-skill'));
  return dir;
}

const GOOD = `skill: skills/greeter
input: hello
evals:
  - type: boolean
    criterion: greets back
`;

function load(text: string, dir = workspace(), file = 'case.yaml') {
  writeFileSync(path.join(dir, file), text);
  return parseSkilltestYaml(text, file, { cwd: dir });
}

function problems(text: string): string[] {
  return load(text).problems.map(formatProblem);
}

describe('skilltest YAML loader', () => {
  it('loads a case: name from the file stem, skill resolved against the file, defaults filled', () => {
    const dir = workspace();
    mkdirSync(path.join(dir, 'cases'));
    const text = GOOD.replace('skills/greeter', '../skills/greeter');
    writeFileSync(path.join(dir, 'cases', 'greet-me.yml'), text);
    const r = parseSkilltestYaml(text, 'cases/greet-me.yml', { cwd: dir });
    expect(r.problems).toEqual([]);
    const c = r.cases[0];
    expect(c?.id).toBe('greet-me');
    expect(c?.format).toBe('skilltest-yaml');
    expect(c?.input).toBe('hello');
    expect(c && payloadOf(c, 'skilltest-yaml').skill).toBe(path.join(dir, 'skills', 'greeter'));
    expect(c?.evals).toEqual([{ type: 'boolean', criterion: 'greets back', expected: true }]);
    expect(c?.mocks).toEqual([]);
    expect(c?.spy).toBe(false);
    expect(c?.user_sim).toBeUndefined();
  });

  it('keeps name, user, mocks, spy and every eval kind; comparators normalise', () => {
    const r = load(`name: full
skill: skills/greeter
input: book a table
user: { persona: a busy parent, done_when: the table is booked, max_turns: 4 }
spy: true
mocks:
  - name: book
    match: { tool: Book, input: { size: 4, when: { contains: "19:" } } }
    stub: [ "full", { output: "booked", exit_code: 0 } ]
evals:
  - { type: numeric, criterion: polite, min: 0, max: 10, threshold: 7, comparator: ">" }
  - { type: numeric, criterion: short, min: 1, max: 5, threshold: 5, comparator: lte }
  - { type: called, mock: book, times: 2, where: { size: "4" } }
  - { type: not_called, name: no cancel, mock: book, where: { cancel: "yes" } }
`);
    expect(r.problems.map(formatProblem)).toEqual([]);
    const c = r.cases[0];
    expect(c?.id).toBe('full');
    expect(c?.source.line).toBe(1);
    expect(c?.user_sim).toEqual({
      persona: 'a busy parent',
      done_when: 'the table is booked',
      max_turns: 4,
    });
    expect(c?.spy).toBe(true);
    expect(c?.evals.map((e) => (e.type === 'numeric' ? e.comparator : e.type))).toEqual([
      'gt',
      'lte',
      'called',
      'not_called',
    ]);
    expect(c?.evals.map(evalLabel)).toEqual(['polite', 'short', 'called: book', 'no cancel']);
  });

  it.each([
    [
      'blank input',
      GOOD.replace('input: hello', 'input: "   "'),
      'case.yaml:2: input: must not be blank',
    ],
    ['missing input', GOOD.replace('input: hello\n', ''), 'case.yaml:1: input: required'],
    ['missing skill', GOOD.replace('skill: skills/greeter\n', ''), 'case.yaml:1: skill: required'],
    [
      'empty evals',
      'skill: skills/greeter\ninput: hi\nevals: []\n',
      'case.yaml:3: evals: must have at least one eval',
    ],
    ['unknown top-level field', `${GOOD}colour: red\n`, "case.yaml:6: unknown field 'colour'"],
    [
      'typo with suggestion',
      GOOD.replace('input:', 'inptu:'),
      "case.yaml:2: unknown field 'inptu' (did you mean 'input'?)",
    ],
    [
      'unknown eval field',
      `${GOOD}    expcted: false\n`,
      "case.yaml:6: evals[0]: unknown field 'expcted' (did you mean 'expected'?)",
    ],
    [
      'bad eval type',
      GOOD.replace('type: boolean', 'type: bolean'),
      `case.yaml:4: evals[0].type: expected one of boolean, numeric, called, not_called, got the string "bolean" (did you mean 'boolean'?)`,
    ],
    [
      'eval without type',
      GOOD.replace('  - type: boolean\n    criterion', '  - criterion'),
      'case.yaml:4: evals[0].type: required',
    ],
    [
      'blank criterion',
      GOOD.replace('greets back', '" "'),
      'case.yaml:5: evals[0].criterion: must not be blank',
    ],
    [
      'min >= max',
      'skill: skills/greeter\ninput: hi\nevals:\n  - type: numeric\n    criterion: c\n    min: 5\n    max: 5\n    threshold: 5\n',
      'case.yaml:7: evals[0].max: max (5) must be greater than min (5)',
    ],
    [
      'threshold out of range',
      'skill: skills/greeter\ninput: hi\nevals:\n  - type: numeric\n    criterion: c\n    min: 0\n    max: 10\n    threshold: 11\n',
      'case.yaml:8: evals[0].threshold: threshold (11) must lie within [0, 10]',
    ],
    [
      'bad comparator',
      'skill: skills/greeter\ninput: hi\nevals:\n  - type: numeric\n    criterion: c\n    min: 0\n    max: 10\n    threshold: 5\n    comparator: "=>"\n',
      'case.yaml:9: evals[0].comparator: expected one of gte, gt, lte, lt, >=, >, <=, <, got the string "=>"',
    ],
    [
      'times 0',
      'skill: skills/greeter\ninput: hi\nmocks:\n  - { name: m, match: { tool: x } }\nevals:\n  - type: called\n    mock: m\n    times: 0\n',
      'case.yaml:8: evals[0].times: must be at least 1 (use not_called for none)',
    ],
    [
      'unknown mock',
      'skill: skills/greeter\ninput: hi\nmocks:\n  - { name: m, match: { tool: x } }\nevals:\n  - type: not_called\n    mock: n\n',
      "case.yaml:7: evals[0].mock: no mock named 'n' in mocks (known: m)",
    ],
    [
      'matcher without criterion',
      'skill: skills/greeter\ninput: hi\nmocks:\n  - match: {}\nevals:\n  - { type: boolean, criterion: c }\n',
      'case.yaml:4: mocks[0].match: needs at least one of tool, contains, pattern, input',
    ],
    [
      'empty needle',
      'skill: skills/greeter\ninput: hi\nmocks:\n  - match: { contains: "" }\nevals:\n  - { type: boolean, criterion: c }\n',
      'case.yaml:4: mocks[0].match.contains: must not be empty',
    ],
    [
      'broken regex',
      'skill: skills/greeter\ninput: hi\nmocks:\n  - match:\n      pattern: "git push(--force"\nevals:\n  - { type: boolean, criterion: c }\n',
      'case.yaml:5: mocks[0].match.pattern: invalid regex "git push(--force": error parsing regexp: missing closing ): `git push(--force`',
    ],
    [
      'broken regex in input',
      'skill: skills/greeter\ninput: hi\nmocks:\n  - match:\n      input: { cmd: { pattern: "[" } }\nevals:\n  - { type: boolean, criterion: c }\n',
      'case.yaml:5: mocks[0].match.input.cmd.pattern: invalid regex "[": error parsing regexp: missing closing ]: `[`',
    ],
    [
      'empty predicate',
      'skill: skills/greeter\ninput: hi\nmocks:\n  - match:\n      input: { cmd: {} }\nevals:\n  - { type: boolean, criterion: c }\n',
      'case.yaml:5: mocks[0].match.input.cmd: needs at least one of equals, contains, pattern',
    ],
    [
      'unknown match field',
      'skill: skills/greeter\ninput: hi\nmocks:\n  - match:\n      tool: x\n      toool: y\nevals:\n  - { type: boolean, criterion: c }\n',
      "case.yaml:6: mocks[0].match: unknown field 'toool'",
    ],
    [
      'unknown mock field',
      'skill: skills/greeter\ninput: hi\nmocks:\n  - match: { tool: x }\n    stubb: y\nevals:\n  - { type: boolean, criterion: c }\n',
      "case.yaml:5: mocks[0]: unknown field 'stubb' (did you mean 'stub'?)",
    ],
    [
      'two actions',
      'skill: skills/greeter\ninput: hi\nmocks:\n  - match: { tool: x }\n    stub: a\n    deny: b\nevals:\n  - { type: boolean, criterion: c }\n',
      'case.yaml:6: mocks[0].deny: a mock takes one action; stub and deny are both given',
    ],
    [
      'empty stub list',
      'skill: skills/greeter\ninput: hi\nmocks:\n  - match: { tool: x }\n    stub: []\nevals:\n  - { type: boolean, criterion: c }\n',
      'case.yaml:5: mocks[0].stub: must not be an empty list',
    ],
    [
      'unknown stub field',
      'skill: skills/greeter\ninput: hi\nmocks:\n  - match: { tool: x }\n    stub: { output: a, exitcode: 1 }\nevals:\n  - { type: boolean, criterion: c }\n',
      "case.yaml:5: mocks[0].stub: unknown field 'exitcode' (did you mean 'exit_code'?)",
    ],
    [
      'unknown deny field',
      'skill: skills/greeter\ninput: hi\nmocks:\n  - match: { tool: x }\n    deny: { mesage: no }\nevals:\n  - { type: boolean, criterion: c }\n',
      "case.yaml:5: mocks[0].deny: unknown field 'mesage' (did you mean 'message'?)",
    ],
    [
      'rewrite not an object',
      'skill: skills/greeter\ninput: hi\nmocks:\n  - match: { tool: x }\n    rewrite: path\nevals:\n  - { type: boolean, criterion: c }\n',
      'case.yaml:5: mocks[0].rewrite: expected an object, got the string "path"',
    ],
    [
      'duplicate mock names',
      'skill: skills/greeter\ninput: hi\nmocks:\n  - { name: m, match: { tool: x } }\n  - { name: m, match: { tool: y } }\nevals:\n  - { type: boolean, criterion: c }\n',
      "case.yaml:5: mocks[1].name: duplicate mock name 'm' (also mocks[0])",
    ],
    [
      'unknown user field',
      `${GOOD}user: { persona: p, goal: g }\n`,
      "case.yaml:6: user: unknown field 'goal'",
    ],
    [
      'user max_turns 0',
      `${GOOD}user: { persona: p, max_turns: 0 }\n`,
      'case.yaml:6: user.max_turns: must be at least 1, got 0',
    ],
    [
      'user without persona',
      `${GOOD}user: { done_when: x }\n`,
      'case.yaml:6: user.persona: required',
    ],
    [
      'missing skill folder',
      GOOD.replace('skills/greeter', 'skills/nope'),
      'case.yaml:1: skill: no such folder: skills/nope',
    ],
    [
      'skill without SKILL.md',
      GOOD.replace('skills/greeter', 'empty-skill'),
      'case.yaml:1: skill: empty-skill holds no SKILL.md (a skill is a folder with SKILL.md)',
    ],
    ['YAML syntax', 'skill: [\n', 'case.yaml:2: invalid YAML:'],
    ['not a mapping', '- evals: 1\n', 'case.yaml:1: expected a test case {skill, input, evals, …}'],
  ])('%s', (_name, text, expected) => {
    const got = problems(text);
    expect(
      got.some((p) => p.startsWith(expected)),
      got.join('\n'),
    ).toBe(true);
  });

  it('reports every problem of a file, in line order', () => {
    const got = problems(`skill: skills/greeter
input: ""
evals:
  - type: numeric
    criterion: x
    min: 1
    max: 0
    threshold: 0
colour: red
`);
    expect(got).toEqual([
      'case.yaml:2: input: must not be blank',
      'case.yaml:7: evals[0].max: max (0) must be greater than min (1)',
      "case.yaml:9: unknown field 'colour'",
    ]);
  });

  it('is picked up by loadSuites for .yaml files with evals:, next to JSONL suites', async () => {
    const dir = workspace();
    writeFileSync(path.join(dir, 'a.yaml'), GOOD);
    writeFileSync(path.join(dir, 'agentci.yaml'), 'suites: [.]\n');
    writeFileSync(path.join(dir, 'b.jsonl'), '{"id":"x","input":"hi"}\n');
    const r = await loadSuites(['.'], { formats: FORMATS, cwd: dir });
    expect(r.problems).toEqual([]);
    expect(r.cases.map((c) => `${c.format}:${c.id}`).sort()).toEqual([
      'skilltest-yaml:a',
      'yao-jsonl:x',
    ]);
  });

  it('reports every other YAML file beside a skilltest case instead of skipping it (skilltest discover_cases)', async () => {
    const dir = workspace();
    writeFileSync(path.join(dir, 'a.yaml'), GOOD);
    writeFileSync(path.join(dir, 'other.yaml'), 'not: a case\n');
    writeFileSync(path.join(dir, 'typo.yml'), GOOD.replace('evals:', 'eval:'));
    const r = await loadSuites(['.'], { formats: FORMATS, cwd: dir });
    expect(r.cases.map((c) => c.id)).toEqual(['a']);
    expect(r.problems.map(formatProblem)).toEqual([
      'other.yaml:1: skill: required',
      'other.yaml:1: input: required',
      'other.yaml:1: evals: required',
      "other.yaml:1: unknown field 'not'",
      'typo.yml:1: evals: required',
      "typo.yml:4: unknown field 'eval' (did you mean 'evals'?)",
    ]);
  });

  it('the schema rejects unknown fields at every level', () => {
    const base = { skill: 's', input: 'i', evals: [{ type: 'boolean', criterion: 'c' }] };
    const bad = [
      { ...base, extra: 1 },
      { ...base, user: { persona: 'p', x: 1 } },
      {
        ...base,
        evals: [{ type: 'called', mock: 'm', x: 1 }],
        mocks: [{ name: 'm', match: { tool: 't' } }],
      },
      { ...base, mocks: [{ match: { tool: 't' }, x: 1 }] },
      { ...base, mocks: [{ match: { tool: 't', x: 1 } }] },
      { ...base, mocks: [{ match: { input: { a: { equals: 'b', x: 1 } } } }] },
      { ...base, mocks: [{ match: { tool: 't' }, stub: [{ output: 'o', x: 1 }] }] },
      { ...base, mocks: [{ match: { tool: 't' }, deny: { message: 'm', x: 1 } }] },
    ];
    for (const b of bad)
      expect(SkilltestCaseSchema.safeParse(b).success, JSON.stringify(b)).toBe(false);
    expect(SkilltestCaseSchema.safeParse(base).success).toBe(true);
  });
});

describe('--case-json', () => {
  const ev = [{ type: 'boolean', criterion: 'c' }];

  it('takes one case; relative skill against the working directory; unnamed → case', () => {
    const dir = workspace();
    const r = parseCaseJson(
      JSON.stringify({ skill: 'skills/greeter', input: 'hi', evals: ev }),
      'c.json',
      { cwd: dir },
    );
    expect(r.problems).toEqual([]);
    expect(r.cases.map((c) => c.id)).toEqual(['case']);
    expect(payloadOf(r.cases[0], 'skilltest-yaml').skill).toBe(path.join(dir, 'skills', 'greeter'));
  });

  it('takes an array: unnamed cases are named by index as skilltest from_json does (case, case-2, …)', () => {
    const dir = workspace();
    const one = { skill: 'skills/greeter', input: 'hi', evals: ev };
    const r = parseCaseJson(
      JSON.stringify([one, one, { ...one, name: 'x' }, { ...one, name: '' }]),
      'c.json',
      { cwd: dir },
    );
    expect(r.problems).toEqual([]);
    expect(r.cases.map((c) => c.id)).toEqual(['case', 'case-2', 'x', 'case-4']);
    const named = parseCaseJson(JSON.stringify([{ ...one, name: 'first' }, one]), 'c.json', {
      cwd: dir,
    });
    expect(named.cases.map((c) => c.id)).toEqual(['first', 'case-2']);
  });

  it('reads null as absent where skilltest declares an Option (case.schema.json "null")', () => {
    const dir = workspace();
    const r = parseCaseJson(
      JSON.stringify({
        name: 'nulls',
        skill: 'skills/greeter',
        input: 'hi',
        user: null,
        mocks: [
          {
            name: null,
            match: {
              tool: 'bash',
              contains: null,
              pattern: null,
              input: { c: { equals: 'x', pattern: null } },
            },
            stub: 'ok',
            deny: null,
            rewrite: null,
          },
        ],
        evals: [
          { type: 'boolean', name: null, criterion: 'c' },
          {
            type: 'called',
            name: null,
            mock: 'mock_0',
            times: null,
            where: { c: { contains: 'x', equals: null } },
          },
        ],
      }),
      'c.json',
      { cwd: dir },
    );
    expect(r.problems).toEqual([]);
    expect(r.cases[0]?.mocks).toEqual([
      { match: { tool: 'bash', input: { c: { equals: 'x' } } }, stub: 'ok' },
    ]);
    const user = parseCaseJson(
      JSON.stringify({
        skill: 'skills/greeter',
        input: 'hi',
        user: { persona: 'p', done_when: null, max_turns: null },
        evals: ev,
      }),
      'c.json',
      { cwd: dir },
    );
    expect(user.problems).toEqual([]);
    expect(user.cases[0]?.user_sim).toEqual({ persona: 'p' });
    // Required fields and lists stay strict, as in skilltest.
    const strict = parseCaseJson(
      JSON.stringify({ name: null, skill: 'skills/greeter', input: 'hi', mocks: null, evals: ev }),
      'c.json',
      { cwd: dir },
    );
    expect(strict.problems.map((p) => p.field).sort()).toEqual(['mocks', 'name']);
  });

  it('reports problems with the array index and line; duplicate names are two cases', () => {
    const dir = workspace();
    const one = { skill: 'skills/greeter', input: 'hi', evals: ev };
    const text = JSON.stringify(
      [
        { ...one, name: 'a' },
        { ...one, name: 'a' },
        { ...one, evals: [] },
        { ...one, bogus: 1 },
      ],
      null,
      2,
    );
    const r = parseCaseJson(text, 'c.json', { cwd: dir });
    const got = r.problems.map(formatProblem);
    expect(r.cases.map((c) => c.id)).toEqual(['a', 'a']);
    expect(got.some((p) => p.includes('duplicate'))).toBe(false);
    expect(
      got.some((p) => /^c\.json:\d+: \[2\]\.evals: must have at least one eval$/.test(p)),
      got.join('\n'),
    ).toBe(true);
    expect(
      got.some((p) => /^c\.json:\d+: \[3\]: unknown field 'bogus'$/.test(p)),
      got.join('\n'),
    ).toBe(true);
  });

  it('reports JSON syntax errors with line and column', () => {
    const r = parseCaseJson('{\n  "skill": "x",\n  "input": oops\n}', 'c.json', {
      cwd: workspace(),
    });
    expect(formatProblem(r.problems[0] as never)).toMatch(/^c\.json:3:\d+: invalid JSON/);
  });
});

describe('skill front matter', () => {
  it('front matter that is not YAML is a problem at load, as skilltest load_skill refuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentci-st-fm-'));
    mkdirSync(path.join(dir, 'bad'));
    writeFileSync(path.join(dir, 'bad', 'SKILL.md'), '---\nname: [unclosed\n---\nBody\n');
    const r = parseSkilltestYaml(
      'skill: bad\ninput: hi\nevals:\n  - type: boolean\n    criterion: c\n',
      'c.yaml',
      { cwd: dir },
    );
    expect(r.cases).toEqual([]);
    expect(r.problems.map(formatProblem)[0]).toMatch(
      /^c\.yaml:1: skill: invalid YAML in bad\/SKILL\.md: /,
    );
  });
});

describe('stub checks as skilltest mock.rs has them', () => {
  const base = { skill: 's', input: 'i', evals: [{ type: 'boolean', criterion: 'c' }] };
  it('refuses a bare empty stub and an exit code beyond i32; an empty list item passes', () => {
    const one = (stub: unknown) =>
      SkilltestCaseSchema.safeParse({ ...base, mocks: [{ match: { tool: 't' }, stub }] }).success;
    expect(one('')).toBe(false);
    expect(one({ output: 'o', exit_code: 2147483648 })).toBe(false);
    expect(one({ output: 'o', exit_code: -2147483648 })).toBe(true);
    expect(one([''])).toBe(true);
  });
});
