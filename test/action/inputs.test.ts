import { describe, expect, it } from 'vitest';
import { InputsError, inputsFromEnv, parseInputs } from '../../src/action/inputs.js';

function problems(raw: Record<string, string>): string[] {
  try {
    parseInputs(raw);
  } catch (e) {
    if (e instanceof InputsError) return e.problems;
    throw e;
  }
  return [];
}

describe('parseInputs', () => {
  it('applies the defaults', () => {
    const s = parseInputs({});
    expect(s).toMatchObject({
      mode: 'run',
      suites: [],
      maxRegressionPp: null,
      fdr: 0.1,
      staleAfterDays: 14,
      baseline: { kind: 'auto' },
      comment: 'always',
      summary: true,
      junitPath: 'agentci-report/junit.xml',
      htmlPath: 'agentci-report/report.html',
      artifactName: 'agentci-report',
      githubToken: '',
    });
    expect(s.agent).toBeUndefined();
    expect(s.retentionDays).toBeUndefined();
    expect(s.shard).toBeUndefined();
    // No run setting is given: the config file's values (else the defaults) decide.
    expect(Object.values(s.run).filter((v) => v !== undefined)).toEqual([]);
  });

  // [input, value, the parsed field, expected value]
  const good: Array<[string, string, string, unknown]> = [
    [
      'suites',
      'tests/a.jsonl\n  tests/**/*.yaml \n# a comment\n\n',
      'suites',
      ['tests/a.jsonl', 'tests/**/*.yaml'],
    ],
    ['max-regression', '10', 'maxRegressionPp', 10],
    ['max-regression', '12.5pp', 'maxRegressionPp', 12.5],
    ['max-regression', 'None', 'maxRegressionPp', null],
    ['fdr', '0.05', 'fdr', 0.05],
    ['fdr', '20%', 'fdr', 0.2],
    ['stale-after', '30d', 'staleAfterDays', 30],
    ['min-pass-hat-k', '{k: 3, rate: 0.9}', 'run', { minPassHatK: { k: 3, rate: 0.9 } }],
    ['min-pass-hat-k', '5:80%', 'run', { minPassHatK: { k: 5, rate: 0.8 } }],
    ['baseline', 'none', 'baseline', { kind: 'none' }],
    ['baseline', 'base/report.json', 'baseline', { kind: 'path', path: 'base/report.json' }],
    ['comment', 'Changes', 'comment', 'changes'],
    ['summary', 'FALSE', 'summary', false],
    ['artifact-name', 'agentci report (shard 1)', 'artifactName', 'agentci report (shard 1)'],
    ['retention-days', '7', 'retentionDays', 7],
    ['shard', '2/4', 'shard', { index: 2, total: 4 }],
    ['mode', 'comment-from-artifact', 'mode', 'comment-from-artifact'],
    [
      'agent',
      'node agent.js --fast',
      'agent',
      { command: 'node agent.js --fast', mode: 'process', output: 'auto' },
    ],
    [
      'agent',
      'http://127.0.0.1:8080/chat',
      'agent',
      { url: 'http://127.0.0.1:8080/chat', method: 'POST', retries: 3 },
    ],
    [
      'agent',
      'command: [node, agent.js]\nmode: session',
      'agent',
      { command: ['node', 'agent.js'], mode: 'session', output: 'auto' },
    ],
    ['agent', '{"module": "./agent.mjs"}', 'agent', { module: './agent.mjs', export: 'run' }],
  ];
  it.each(good)('%s = %j', (input, value, key, expected) => {
    const s = parseInputs({ [input]: value }) as unknown as Record<string, unknown>;
    expect(s[key]).toEqual(expected);
  });

  // The run settings, as the CLI parses its flags: [input, value, field of `run`, expected value].
  const run: Array<[string, string, string, unknown]> = [
    ['runs', '10', 'runs', 10],
    ['runs', 'auto', 'runs', 'auto'],
    ['runs', '', 'runs', undefined],
    ['min-runs', '2', 'minRuns', 2],
    ['max-runs', '8', 'maxRuns', 8],
    ['parallel', '4', 'parallel', 4],
    ['timeout', '30s', 'timeoutMs', 30_000],
    ['timeout', '30', 'timeoutMs', 30_000],
    ['timeout', '2m30s', 'timeoutMs', 150_000],
    ['threshold', '0.8', 'threshold', 0.8],
    ['threshold', '80%', 'threshold', 0.8],
    ['case-threshold', '0.66', 'caseThreshold', 0.66],
    ['shard', '2/4', 'shard', { index: 2, total: 4 }],
    ['max-cost', '2.50', 'budget', { maxCostUsd: 2.5 }],
    ['max-tokens', '5000', 'budget', { maxTokens: 5000 }],
  ];
  it.each(run)('%s = %j (a run setting)', (input, value, key, expected) => {
    const s = parseInputs({ [input]: value }).run as Record<string, unknown>;
    expect(s[key]).toEqual(expected);
  });

  it('check-name: empty is no check run; a name is kept as written, trimmed', () => {
    expect(parseInputs({}).checkName).toBeUndefined();
    expect(parseInputs({ 'check-name': '  agentci / suite ' }).checkName).toBe('agentci / suite');
  });

  it('fork PRs: on-fork approve by default, required-secrets one per line, head-path normalised', () => {
    expect(parseInputs({})).toMatchObject({ onFork: 'approve', requiredSecrets: [] });
    expect(parseInputs({}).headPath).toBeUndefined();
    expect(parseInputs({ 'on-fork': 'SKIP' }).onFork).toBe('skip');
    expect(
      parseInputs({ 'required-secrets': 'OPENAI_API_KEY\n ANTHROPIC_API_KEY, OPENAI_API_KEY\n' })
        .requiredSecrets,
    ).toEqual(['OPENAI_API_KEY', 'ANTHROPIC_API_KEY']);
    expect(parseInputs({ 'head-path': './pr-head/' }).headPath).toBe('pr-head');
    expect(parseInputs({ 'head-path': 'work/.pr_head-2' }).headPath).toBe('work/.pr_head-2');
    expect(parseInputs({ mode: 'approval' }).mode).toBe('approval');
  });

  it('max-annotations: 50 by default (one request), 0 to 1,000', () => {
    expect(parseInputs({}).maxAnnotations).toBe(50);
    expect(parseInputs({ 'max-annotations': '0' }).maxAnnotations).toBe(0);
    expect(parseInputs({ 'max-annotations': '1000' }).maxAnnotations).toBe(1000);
  });

  // [input, value, a fragment of the one message]
  const bad: Array<[string, string, RegExp]> = [
    [
      'runs',
      'three',
      /^Input 'runs': expected a whole number of runs per case \(1–1000\) or "auto", got "three"$/,
    ],
    ['timeout', '0s', /Input 'timeout': .*must be longer than 0/],
    ['max-cost', 'lots', /Input 'max-cost': expected an amount in USD/],
    ['max-tokens', '1.5', /Input 'max-tokens': expected a whole number of tokens/],
    ['runs', '-1', /runs per case/],
    ['parallel', '-1', /parallel attempts/],
    ['timeout', 'soon', /duration like "30s"/],
    ['threshold', '1.5', /ratio 0–1/],
    ['case-threshold', 'most', /Input 'case-threshold'/],
    ['max-regression', 'lots', /percentage points 0–100 .* or "none"/],
    ['max-regression', '150', /percentage points/],
    ['fdr', '0.9', /Input 'fdr': expected a false discovery rate above 0 and at most 0\.5/],
    ['fdr', '0', /false discovery rate/],
    ['stale-after', 'a fortnight', /Input 'stale-after': expected a number of days/],
    [
      'min-pass-hat-k',
      '{k: 0, rate: 0.9}',
      /Input 'min-pass-hat-k': expected "\{k: 3, rate: 0\.9\}" or "3:90%"/,
    ],
    ['min-pass-hat-k', '3:1.5', /Input 'min-pass-hat-k'/],
    ['comment', 'sometimes', /one of always, changes, failures, off/],
    ['summary', 'yes', /true or false/],
    ['artifact-name', 'a/b', /contains "\/"/],
    ['artifact-name', 'what?:', /contains ":", "\?"/],
    ['artifact-name', 'back\\slash', /contains "\\\\"/],
    ['retention-days', '91', /1–90/],
    ['shard', '5/4', /shard "i\/n".*needs 1 ≤ i ≤ n/],
    ['shard', 'first', /shard "i\/n"/],
    ['mode', 'comment', /"run", "comment-from-artifact" or "approval"/],
    ['on-fork', 'wait', /Input 'on-fork': expected one of approve, skip, fail, run, got "wait"/],
    [
      'required-secrets',
      'OPENAI-KEY',
      /Input 'required-secrets': expected environment variable names/,
    ],
    ['required-secrets', '1KEY', /environment variable names/],
    ['head-path', '../pr', /Input 'head-path': expected a folder inside the workspace/],
    ['head-path', '/tmp/pr', /a folder inside the workspace/],
    ['head-path', '.', /a folder inside the workspace/],
    ['head-path', 'pr head', /a folder inside the workspace/],
    ['head-path', 'pr/*', /a folder inside the workspace/],
    ['agent', '{"url": "not a url"}', /Input 'agent': .*url/],
    ['agent', 'command: [unclosed', /not valid YAML/],
    ['comment-key', 'a-->b', /must not contain/],
    ['check-name', 'two\nlines', /check run to create .*must be one line/],
    [
      'max-annotations',
      '1001',
      /Input 'max-annotations': expected a whole number of annotations, 0–1,000/,
    ],
    ['max-annotations', 'all', /0–1,000, got "all"/],
  ];
  it.each(bad)('%s = %j is refused', (input, value, message) => {
    const found = problems({ [input]: value });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(message);
  });

  it('reports every bad input at once, one message each', () => {
    const found = problems({ runs: 'x', comment: 'loud', 'artifact-name': 'a|b', shard: '0/2' });
    expect(found).toHaveLength(4);
    expect(found.map((p) => /^Input '([^']+)'/.exec(p)?.[1]).sort()).toEqual([
      'artifact-name',
      'comment',
      'runs',
      'shard',
    ]);
    expect(() => parseInputs({ runs: 'x' })).toThrow(/Invalid action inputs:\n- Input 'runs'/);
  });
});

describe('inputsFromEnv', () => {
  it('reads INPUT_* names as the runner writes them (upper case, hyphens kept)', () => {
    const raw = inputsFromEnv({
      INPUT_RUNS: '5',
      'INPUT_CASE-THRESHOLD': '0.5',
      'INPUT_GITHUB-TOKEN': 'tok',
      OTHER: 'x',
    });
    expect(raw.runs).toBe('5');
    expect(raw['case-threshold']).toBe('0.5');
    expect(raw['github-token']).toBe('tok');
    expect(raw.comment).toBe('always');
    expect(parseInputs(raw)).toMatchObject({
      run: { runs: 5, caseThreshold: 0.5 },
      githubToken: 'tok',
    });
  });
});
