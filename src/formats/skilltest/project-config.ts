import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseYamlSource, yamlProblems, type YamlSource } from '../../lib/yaml-source.js';
import { ModelConfigSchema, type ModelConfig } from '../../model/model-config.js';
import { isPlainObject } from '../../lib/json.js';
import { describeIssues, formatPath } from '../../lib/zod-problems.js';
import type { Problem } from '../../lib/problems.js';
import { errorMessage } from '../../lib/error-message.js';

/*
 * skilltest's project config, `skilltest.yaml` (skilltest-core config.rs `Config`), as cli.rs
 * cmd_run reads it: `--config FILE` (a global flag) is loaded and must exist (`Config::load`),
 * else `./skilltest.yaml` when it is a file (`Config::load_or_default`), else the defaults. The
 * file is validated as written (serde `deny_unknown_fields` at every level, then
 * `Config::validate`), and the command line's flags override it (`Config::apply_overrides`). What
 * a file sets becomes the defaults of skilltest's flags (`--provider`, `-p`, `-m`,
 * `--judge-model`, `--max-turns`), so the loader returns them as overrides; a field the file
 * leaves out stays skilltest's default, which is agentci's too (claude-code, claude-opus-4-8, 8).
 */

/** The name skilltest looks for in the working directory (cli.rs cmd_run). */
export const SKILLTEST_CONFIG_NAME = 'skilltest.yaml';

/** serde `u64`/`u32`: a whole number, 0 or more (YAML 1.2 integers only). */
const Unsigned = z.number().int().min(0);

/** config.rs OneharnessConfig (the default provider: skills run through `oneharness run`). */
const OneharnessSchema = z.strictObject({
  kind: z.literal('oneharness'),
  bin: z.string().default('oneharness').describe('The oneharness binary'),
  judge_harness: z.string().default('claude-code').describe('Harness of evals and the user'),
  timeout_secs: Unsigned.default(120).describe('Per-call timeout of `oneharness run`'),
});

/** config.rs CommandConfig: a command speaking the JSON-lines provider protocol. */
const CommandSchema = z.strictObject({
  kind: z.literal('command'),
  command: z.array(z.string()).describe('The provider command as an argv vector'),
});

/** config.rs ApiJudgeConfig (`judge: {kind: api}`): evals and the user on a model API. */
const ApiJudgeSchema = z.strictObject({
  kind: z.literal('api'),
  vendor: z.enum(['anthropic', 'openai']).describe("Which vendor's API the judge calls"),
  api_key_env: z.string().nullable().optional().describe('Variable holding the API key'),
  base_url: z.string().nullable().optional().describe('The endpoint (the full URL)'),
  timeout_secs: Unsigned.default(60).describe('Per-call timeout'),
  curl_bin: z.string().default('curl').describe('The curl binary'),
  strict_json: z.boolean().default(true).describe("Constrain the verdict to skilltest's schema"),
});

/** config.rs Config (`#[serde(default, deny_unknown_fields)]`). */
export const SkilltestConfigSchema = z.strictObject({
  provider: z
    .discriminatedUnion('kind', [OneharnessSchema, CommandSchema])
    .optional()
    .describe('Which provider runs the skills (default: oneharness)'),
  platforms: z.array(z.string()).optional().describe('Platforms every case runs on'),
  models: z.array(z.string()).optional().describe('Models every case runs on'),
  judge_model: z.string().optional().describe('Model of evals and the user (default: models[0])'),
  max_turns: Unsigned.optional().describe('Default cap on assistant turns of multi-turn cases'),
  judge: ApiJudgeSchema.nullable().optional().describe('A judge backend of its own'),
});
export type SkilltestConfig = z.output<typeof SkilltestConfigSchema>;
export type SkilltestApiJudge = z.output<typeof ApiJudgeSchema>;

/** What a skilltest.yaml sets: the defaults of skilltest's flags. */
export interface SkilltestOverrides {
  /** `provider: {kind: command, command}`: the provider's argv (as `--provider`, not split). */
  provider?: string[];
  /** `provider: {kind: oneharness}` named in the file (the default when absent). */
  oneharness?: boolean;
  platforms?: string[];
  models?: string[];
  /** `judge_model` (an empty one means "the first model", as absent). */
  judgeModel?: string;
  maxTurns?: number;
  /** `judge: {kind: api, …}`: evals and the simulated user go to a model API. */
  judge?: SkilltestApiJudge;
}

/** A skilltest.yaml read: its display path, what it sets, and what is wrong with it (exit 2). */
export interface SkilltestProject {
  file: string;
  overrides: SkilltestOverrides;
  problems: Problem[];
  /** Where a field of the file is (`judge.base_url`), for problems found later. */
  at(field: string): Pick<Problem, 'file' | 'line'>;
}

/** Keys only skilltest's config has: agentci.yaml has none of them. */
const SKILLTEST_ONLY = ['provider', 'platforms', 'models', 'judge_model'];

/**
 * Is a `--config` file skilltest's project config rather than agentci.yaml, judged by its parsed
 * document? It is when it has a key only skilltest's config has, or a `judge` with a `kind`
 * (agentci's `judge` holds a `model`), and no key that only agentci.yaml has.
 *
 * @param agentciKeys the keys of agentci.yaml
 */
export function isSkilltestConfigDocument(
  yaml: YamlSource,
  agentciKeys: readonly string[],
): boolean {
  const keys = yaml.topKeys;
  const known = Object.keys(SkilltestConfigSchema.shape);
  const judge: unknown = isPlainObject(yaml.value) ? yaml.value.judge : undefined;
  const ownJudge = isPlainObject(judge) && 'kind' in judge;
  const own = keys.some((k) => SKILLTEST_ONLY.includes(k)) || ownJudge;
  const agentciOnly = keys.some((k) => !known.includes(k) && agentciKeys.includes(k));
  return own && !agentciOnly;
}

/** config.rs Config::validate, on the file as written (its own defaults filled in). */
function validate(c: SkilltestConfig): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  const p = c.provider;
  if (p?.kind === 'oneharness') {
    if (p.bin.trim() === '')
      out.push({ field: 'provider.bin', message: 'must name the oneharness binary' });
    if (p.judge_harness.trim() === '')
      out.push({ field: 'provider.judge_harness', message: 'must name a harness' });
    if (p.timeout_secs === 0)
      out.push({ field: 'provider.timeout_secs', message: 'must be at least 1' });
  }
  if (p?.kind === 'command' && p.command.length === 0)
    out.push({ field: 'provider.command', message: 'must name a command' });
  if (c.platforms?.length === 0)
    out.push({ field: 'platforms', message: 'must list at least one harness platform' });
  if (c.models?.length === 0)
    out.push({ field: 'models', message: 'must list at least one model' });
  if (c.max_turns === 0) out.push({ field: 'max_turns', message: 'must be at least 1' });
  if (c.judge) {
    if (c.judge.timeout_secs === 0)
      out.push({ field: 'judge.timeout_secs', message: 'must be at least 1' });
    if (c.judge.curl_bin.trim() === '')
      out.push({ field: 'judge.curl_bin', message: 'must name the curl binary' });
  }
  return out;
}

/**
 * Reads a parsed skilltest.yaml: problems name file:line and the field (serde's unknown fields
 * with a did-you-mean, wrong types, then Config::validate's checks). An empty document is the
 * defaults.
 */
export function parseSkilltestConfig(yaml: YamlSource, file: string): SkilltestProject {
  const at = (field: string) => ({ file, line: yaml.lineOf(field.split('.')) });
  if (yaml.errors.length)
    return {
      file,
      at,
      overrides: {},
      problems: yamlProblems(yaml, file, undefined, 'invalid YAML'),
    };
  const value = yaml.value ?? {};
  const parsed = SkilltestConfigSchema.safeParse(value);
  if (!parsed.success)
    return {
      file,
      at,
      overrides: {},
      problems: describeIssues(SkilltestConfigSchema, value, parsed.error.issues).map((i) => ({
        file,
        line: yaml.lineOf(i.path),
        field: formatPath(i.path),
        message: i.message,
      })),
    };
  const c = parsed.data;
  const invalid = validate(c);
  if (invalid.length)
    return {
      file,
      at,
      overrides: {},
      problems: invalid.map((v) => ({
        file,
        line: yaml.lineOf(v.field.split('.')),
        field: v.field,
        message: v.message,
      })),
    };
  const o: SkilltestOverrides = {};
  if (c.provider?.kind === 'command') o.provider = c.provider.command;
  if (c.provider?.kind === 'oneharness') o.oneharness = true;
  if (c.platforms) o.platforms = c.platforms;
  if (c.models) o.models = c.models;
  if (c.judge_model) o.judgeModel = c.judge_model;
  if (c.max_turns !== undefined) o.maxTurns = c.max_turns;
  if (c.judge) o.judge = c.judge;
  return { file, at, overrides: o, problems: [] };
}

/**
 * The run's skilltest project config, as cli.rs cmd_run finds it: the `--config` file when its
 * document is skilltest's (isSkilltestConfigDocument; it then is no agentci.yaml), else
 * `./skilltest.yaml` when it is a file (Config::load_or_default), else none. A `--config` file
 * that does not exist or is agentci's is left to agentci's config loader.
 *
 * @param agentciKeys the keys of agentci.yaml
 */
export function resolveSkilltestConfig(
  cwd: string,
  configFlag: string | undefined,
  agentciKeys: readonly string[],
): { project?: SkilltestProject; fromConfigFlag: boolean } {
  if (configFlag !== undefined) {
    const read = readYaml(path.resolve(cwd, configFlag), configFlag);
    if (read && 'yaml' in read && isSkilltestConfigDocument(read.yaml, agentciKeys))
      return { project: parseSkilltestConfig(read.yaml, configFlag), fromConfigFlag: true };
  }
  const read = readYaml(path.join(cwd, SKILLTEST_CONFIG_NAME), SKILLTEST_CONFIG_NAME);
  if (!read) return { fromConfigFlag: false };
  if ('problem' in read)
    return {
      project: {
        file: SKILLTEST_CONFIG_NAME,
        overrides: {},
        problems: [read.problem],
        at: () => ({ file: SKILLTEST_CONFIG_NAME, line: 0 }),
      },
      fromConfigFlag: false,
    };
  return { project: parseSkilltestConfig(read.yaml, SKILLTEST_CONFIG_NAME), fromConfigFlag: false };
}

/** A YAML file parsed once; undefined when it is no file. */
function readYaml(
  abs: string,
  file: string,
): { yaml: YamlSource } | { problem: Problem } | undefined {
  if (!existsSync(abs) || !statSync(abs).isFile()) return undefined;
  try {
    return { yaml: parseYamlSource(readFileSync(abs, 'utf8').replace(/^\uFEFF/, '')) };
  } catch (e) {
    return { problem: { file, line: 0, field: '', message: `cannot read: ${errorMessage(e)}` } };
  }
}

/** provider.rs ApiJudgeProvider: each vendor's endpoint and key variable. */
const VENDOR = {
  anthropic: { endpoint: '/v1/messages', key: 'ANTHROPIC_API_KEY' },
  openai: { endpoint: '/chat/completions', key: 'OPENAI_API_KEY' },
} as const;

/**
 * skilltest's API judge as agentci's judge model: `vendor`'s API on `model` (the run's effective
 * judge model: `judge_model`, else the first model), the key from `api_key_env` (else the
 * vendor's variable), `timeout_secs` per call, 1024 output tokens as provider.rs asks. skilltest's
 * `base_url` is the whole endpoint; agentci's is the part before `/chat/completions` (OpenAI) or
 * `/v1/messages` (Anthropic), so an endpoint without that ending is a problem.
 */
export function apiJudgeModel(
  judge: SkilltestApiJudge,
  model: string,
  at: (field: string) => Pick<Problem, 'file' | 'line'>,
): { model: ModelConfig } | { problem: Problem } {
  const vendor = VENDOR[judge.vendor];
  let base: string | undefined;
  if (judge.base_url) {
    const url = judge.base_url.replace(/\/+$/, '');
    if (!url.endsWith(vendor.endpoint))
      return {
        problem: {
          ...at('judge.base_url'),
          field: 'judge.base_url',
          message: `must be the whole ${judge.vendor} endpoint, ending in ${vendor.endpoint} (agentci calls <base>${vendor.endpoint})`,
        },
      };
    base = url.slice(0, -vendor.endpoint.length) || undefined;
  }
  const parsed = ModelConfigSchema.safeParse({
    provider: judge.vendor,
    model,
    api_key_env: judge.api_key_env ?? vendor.key,
    timeout: judge.timeout_secs,
    max_tokens: 1024,
    ...(base ? { base_url: base } : {}),
  });
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    const field = `judge.${formatPath(i?.path ?? [])}`;
    return {
      problem: {
        ...at(field),
        field,
        message: i?.message ?? 'not a model agentci can call',
      },
    };
  }
  return { model: parsed.data };
}
