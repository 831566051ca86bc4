import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PROVIDER, cli, project, removeProject, type StReport } from './skilltest-helpers.js';

/*
 * A skilltest case is what its parsed document says, however it is written: testcase.rs
 * TestCase::load reads any YAML (serde_yaml), so a case written as one JSON-style flow mapping
 * or with quoted keys is a case; discover_cases takes every .yaml/.yml of a folder and a named
 * file as it is (`if path.is_file() { return Ok(vec![path]) }`).
 */

const FLOW = `{"name": "flow", "skill": "../skills/greeter", "input": "Greet Dr. Smith",
 "evals": [{"type": "boolean", "criterion": "the reply names \`Dr. Smith\`"}]}
`;
const QUOTED = `"name": "quoted"
"skill": "../skills/greeter"
"input": "Greet Dr. Smith"
"evals":
  - "type": "boolean"
    "criterion": "the reply says \`confirmed\`"
`;

let dir = '';
beforeAll(() => {
  dir = project({
    'flow/case.yml': FLOW,
    'quoted/case.yaml': QUOTED,
    'named/greet.case.yaml': QUOTED.replace('"quoted"', '"named"'),
    'typo/case.yaml': 'skill: ../skills/greeter\ninput: hi\neval:\n  - type: boolean\n',
  });
});
afterAll(() => removeProject(dir));

describe('skilltest case files decided by their parsed document', () => {
  it('a folder of a JSON-style case and a folder of a quoted-key case load and run', async () => {
    const r = await cli(
      [
        'skilltest',
        'run',
        'flow',
        'quoted',
        '--provider',
        FAKE_PROVIDER,
        '--format',
        'json',
        '--no-results',
      ],
      dir,
    );
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as StReport;
    expect(report.runs.map((x) => [x.case, x.passed])).toEqual([
      ['flow', true],
      ['quoted', true],
    ]);
  });

  it('a file named on the command line is a case', async () => {
    const r = await cli(
      [
        'skilltest',
        'run',
        'named/greet.case.yaml',
        '--provider',
        FAKE_PROVIDER,
        '--format',
        'json',
        '--no-results',
      ],
      dir,
    );
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as StReport).runs.map((x) => x.case)).toEqual(['named']);
  });

  it('a case with a misspelt evals key is refused with its mistake, never skipped', async () => {
    const r = await cli(
      ['skilltest', 'run', 'typo', '--provider', FAKE_PROVIDER, '--no-results'],
      dir,
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /typo\/case\.yaml:\d+: unknown field 'eval' \(did you mean 'evals'\?\)/,
    );
    expect(r.stderr).toContain('typo/case.yaml:1: evals: required');
  });
});
