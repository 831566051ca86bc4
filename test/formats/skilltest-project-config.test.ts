import { describe, expect, it } from 'vitest';
import { parseYamlSource } from '../../src/lib/yaml-source.js';
import { ConfigSchema } from '../../src/model/config.js';
import {
  apiJudgeModel,
  isSkilltestConfigDocument,
  parseSkilltestConfig,
} from '../../src/formats/skilltest/project-config.js';
import { formatProblem } from '../../src/lib/problems.js';

/*
 * skilltest.yaml as skilltest-core config.rs reads it: serde (`#[serde(default,
 * deny_unknown_fields)]` on Config, `#[serde(tag = "kind")]` providers and judge, deny_unknown_fields
 * on each variant), then Config::validate; what the file sets becomes overrides.
 */

const parse = (text: string) => parseSkilltestConfig(parseYamlSource(text), 'skilltest.yaml');

describe('parseSkilltestConfig', () => {
  it('reads every field of config.rs Config', () => {
    const r = parse(`provider: {kind: command, command: [prov, "--flag x"]}
platforms: [a, b]
models: [m]
judge_model: jm
max_turns: 3
judge: {kind: api, vendor: anthropic}
`);
    expect(r.problems).toEqual([]);
    expect(r.overrides).toEqual({
      provider: ['prov', '--flag x'],
      platforms: ['a', 'b'],
      models: ['m'],
      judgeModel: 'jm',
      maxTurns: 3,
      judge: {
        kind: 'api',
        vendor: 'anthropic',
        timeout_secs: 60,
        curl_bin: 'curl',
        strict_json: true,
      },
    });
  });

  const ok: [string, string, object][] = [
    ['an empty document is the defaults', '', {}],
    ['a comment only', '# nothing\n', {}],
    [
      'the oneharness provider (the default) runs nothing of agentci',
      'provider: {kind: oneharness}\n',
      { oneharness: true },
    ],
    ['an empty judge_model means the first model', 'judge_model: ""\n', {}],
    ['judge: ~ is no judge (Option)', 'judge: ~\n', {}],
  ];
  it.each(ok)('%s', (_n, text, want) => {
    const r = parse(text);
    expect(r.problems).toEqual([]);
    expect(r.overrides).toEqual(want);
  });

  const bad: [string, string, string][] = [
    [
      'an unknown field',
      'platfroms: [a]\n',
      "skilltest.yaml:1: platfroms: unknown field 'platfroms' (did you mean 'platforms'?)",
    ],
    [
      'an unknown provider field',
      'provider: {kind: command, command: [x], bin: y}\n',
      "skilltest.yaml:1: provider.bin: unknown field 'bin'",
    ],
    ['a provider without kind', 'provider: {command: [x]}\n', 'skilltest.yaml:1: provider.kind:'],
    ['an unknown kind', 'provider: {kind: docker}\n', 'skilltest.yaml:1: provider.kind:'],
    ['a quoted number', 'max_turns: "3"\n', 'skilltest.yaml:1: max_turns:'],
    ['a negative u32', 'max_turns: -1\n', 'skilltest.yaml:1: max_turns:'],
    ['null for a list', 'platforms: ~\n', 'skilltest.yaml:1: platforms:'],
    [
      'an empty command',
      'provider: {kind: command, command: []}\n',
      'skilltest.yaml:1: provider.command: must name a command',
    ],
    [
      'no platform',
      'platforms: []\n',
      'skilltest.yaml:1: platforms: must list at least one harness platform',
    ],
    ['no model', 'models: []\n', 'skilltest.yaml:1: models: must list at least one model'],
    ['max_turns: 0', 'max_turns: 0\n', 'skilltest.yaml:1: max_turns: must be at least 1'],
    [
      'a blank oneharness binary',
      'provider: {kind: oneharness, bin: " "}\n',
      'skilltest.yaml:1: provider.bin: must name the oneharness binary',
    ],
    [
      'a zero judge timeout',
      'judge: {kind: api, vendor: openai, timeout_secs: 0}\n',
      'skilltest.yaml:1: judge.timeout_secs: must be at least 1',
    ],
    [
      'an unknown vendor',
      'judge: {kind: api, vendor: gemini}\n',
      'skilltest.yaml:1: judge.vendor:',
    ],
    ['a duplicate key', 'max_turns: 1\nmax_turns: 2\n', 'skilltest.yaml:2: invalid YAML:'],
  ];
  it.each(bad)('%s is a problem', (_n, text, want) => {
    const r = parse(text);
    expect(r.problems.map(formatProblem).join('\n')).toContain(want);
    expect(r.overrides).toEqual({});
  });
});

describe('isSkilltestConfigDocument (is a --config file skilltest.yaml or agentci.yaml?)', () => {
  const keys = Object.keys(ConfigSchema.shape);
  const table: [string, boolean][] = [
    ['provider: {kind: command, command: [x]}\n', true],
    ['platforms: [a]\nmax_turns: 2\n', true],
    ['judge: {kind: api, vendor: openai}\n', true],
    // A misspelt field of skilltest's is reported by skilltest's schema.
    ['models: [m]\nplatfroms: [a]\n', true],
    ['max_turns: 2\n', false],
    ['judge: {model: {provider: openai, model: gpt-4.1-mini}}\n', false],
    ['agent: {command: x}\nplatforms: [a]\n', false],
    ['', false],
  ];
  it.each(table)('%j → %s', (text, want) => {
    expect(isSkilltestConfigDocument(parseYamlSource(text), keys)).toBe(want);
  });
});

describe('apiJudgeModel (provider.rs ApiJudgeProvider as agentci judge model)', () => {
  const at = (field: string) => ({ file: 'skilltest.yaml', line: field.length });
  const judge = {
    kind: 'api' as const,
    vendor: 'anthropic' as const,
    timeout_secs: 30,
    curl_bin: 'curl',
    strict_json: true,
  };
  it("uses the vendor's key variable and endpoint by default, 1024 output tokens, the timeout per call", () => {
    const m = apiJudgeModel(judge, 'claude-x', at);
    expect(m).toMatchObject({
      model: {
        provider: 'anthropic',
        model: 'claude-x',
        api_key_env: 'ANTHROPIC_API_KEY',
        timeout: 30,
        max_tokens: 1024,
      },
    });
    expect(
      'model' in m && m.model.provider !== 'scripted' ? m.model.base_url : 'x',
    ).toBeUndefined();
  });
  it('takes the whole endpoint of base_url and keeps the part before it', () => {
    expect(
      apiJudgeModel({ ...judge, base_url: 'http://127.0.0.1:9/v1/messages' }, 'c', at),
    ).toMatchObject({
      model: { base_url: 'http://127.0.0.1:9' },
    });
    expect(
      apiJudgeModel(
        {
          ...judge,
          vendor: 'openai',
          base_url: 'https://proxy.example/v1/chat/completions/',
          api_key_env: 'MY_KEY',
        },
        'g',
        at,
      ),
    ).toMatchObject({
      model: { provider: 'openai', base_url: 'https://proxy.example/v1', api_key_env: 'MY_KEY' },
    });
    expect(
      apiJudgeModel({ ...judge, base_url: 'https://proxy.example/v1' }, 'c', at),
    ).toMatchObject({
      problem: { field: 'judge.base_url' },
    });
  });
});
