import { z } from 'zod';
import { parse as parseYaml } from 'yaml';
import type { AgentConfig } from '../model/index.js';
import {
  notExpected,
  optionalText,
  parseRunSettings,
  textField,
  wholeNumber,
  type RunOverrides,
} from '../config/run-settings.js';
import { AgentConfigSchema } from '../model/index.js';
import { DEFAULT_MAX_ANNOTATIONS } from '../render/annotations.js';
import { parseCompareSettings } from '../config/compare-settings.js';
import { DEFAULT_FDR, DEFAULT_STALE_AFTER_DAYS } from '../report/pooled-baseline.js';
import { DEFAULTS } from '../runner/run-plan.js';
import type { RunSettings } from '../model/run-settings.js';

/**
 * Every action input, folded into one typed value. Field docs are the contract; action.yml repeats
 * them for users.
 */
export interface ActionInputs {
  /**
   * `run` (test and publish), `comment-from-artifact` (a `workflow_run` job that only comments) or
   * `approval` (the fork recipe's first step: decide whether the PR's agent may run, start nothing).
   */
  mode: 'run' | 'comment-from-artifact' | 'approval';
  /** Suite paths or globs, one per line (empty: from the config file). */
  suites: string[];
  /** Path of agentci.yaml (empty: the runner's default lookup). */
  config?: string;
  /** The agent under test: a command line, a URL, or a YAML/JSON agent object. */
  agent?: AgentConfig;
  /**
   * The run settings (`runs`, `min-runs`, `max-runs`, `parallel`, `timeout`, `threshold`,
   * `case-threshold`, `shard`, `max-cost`, `max-tokens`, `trace`, `trace-flush`), parsed as the CLI parses its flags; an
   * empty input is left out, so the config file's value (else the default) decides.
   */
  run: RunOverrides;
  /**
   * Largest allowed drop of a case's pass rate vs the pooled base, in percentage points: a
   * significant drop beyond it fails the step; null = off.
   */
  maxRegressionPp: number | null;
  /** Benjamini–Hochberg false discovery rate of the regression verdicts (`fdr`). */
  fdr: number;
  /** Base reports older than this many days are named stale (`stale-after`). */
  staleAfterDays: number;
  baseline: { kind: 'auto' } | { kind: 'none' } | { kind: 'path'; path: string };
  /** With `baseline: auto`: how many of the base branch's last successful runs give the pass-rate history; 0 = none. */
  history: number;
  comment: 'always' | 'changes' | 'failures' | 'off';
  summary: boolean;
  junitPath: string;
  /** JUnit with agentci's extensions (no JUnit schema allows them); default strict. */
  junitExtensions: boolean;
  htmlPath: string;
  /** The report artifact's name; with `shard` set, `<artifact-name>-<i>-of-<n>` (unique per matrix job). */
  artifactName: string;
  /** The `artifact-name` input as given: the prefix `merge` mode looks for. */
  artifactPrefix: string;
  /** Merge mode: download every shard artifact of this run, merge, and publish the merged report. */
  merge: boolean;
  /** Quarantine file (relative to the workspace); empty: the config's `quarantine:`. */
  quarantine?: string;
  /** Days to keep the artifact; undefined = the repository's default. */
  retentionDays?: number;
  templatesDir?: string;
  /** 1-based slice of the suite for a matrix job (the same as `run.shard`). */
  shard?: { index: number; total: number };
  githubToken: string;
  /** Secret values to mask as `***` in every output (and register with the runner), one per line. */
  mask: string[];
  /** Distinguishes sticky comments of different suites on one PR (empty: workflow + artifact name). */
  commentKey?: string;
  /** The check run to create on the head commit, with annotations (empty: none). */
  checkName?: string;
  /**
   * At most this many annotations on the check run (or printed as workflow commands): the most
   * severe cases first, and the last one counting the cases left out; 0 = none.
   */
  maxAnnotations: number;
  /**
   * A fork PR whose agent cannot run as things are (its run has none of the secrets it needs, or
   * its code would run with the repository's secrets): `approve` waits for a maintainer's approval
   * of the head commit, `skip` reports it skipped, `fail` fails the step, `run` runs it anyway.
   */
  onFork: 'approve' | 'skip' | 'fail' | 'run';
  /** Environment variables the agent needs beside those its config names (`${VAR}`, API keys). */
  requiredSecrets: string[];
  /** The PR head's checkout (relative to the workspace): where the agent under test comes from. */
  headPath?: string;
}

/** Input names with the defaults action.yml declares (used when an INPUT_* variable is absent). */
export const INPUT_DEFAULTS: Readonly<Record<string, string>> = {
  mode: 'run',
  suites: '',
  config: '',
  agent: '',
  runs: '',
  'min-runs': '',
  'max-runs': '',
  parallel: '',
  timeout: '',
  threshold: '',
  'case-threshold': '',
  'max-cost': '',
  'max-tokens': '',
  'min-pass-hat-k': '',
  trace: '',
  'trace-flush': '',
  'max-regression': 'none',
  fdr: String(DEFAULT_FDR),
  'stale-after': String(DEFAULT_STALE_AFTER_DAYS),
  baseline: 'auto',
  history: '10',
  comment: 'always',
  summary: 'true',
  junit: 'agentci-report/junit.xml',
  'junit-extensions': 'false',
  html: 'agentci-report/report.html',
  'artifact-name': 'agentci-report',
  'retention-days': '',
  templates: '',
  shard: '',
  'github-token': '',
  'comment-key': '',
  'check-name': '',
  'max-annotations': String(DEFAULT_MAX_ANNOTATIONS),
  merge: 'false',
  quarantine: '',
  mask: '',
  'on-fork': 'approve',
  'required-secrets': '',
  'head-path': '',
};

/**
 * The most `max-annotations` allows: 20 writes to the checks API, a second apart. More would spend
 * the token's hourly budget of requests on annotations nobody reads one by one; the job summary and
 * the report list every case.
 */
export const MAX_ANNOTATIONS_LIMIT = 1000;

/** The characters actions/upload-artifact refuses in an artifact name. */
export const FORBIDDEN_ARTIFACT_CHARS = [
  '"',
  ':',
  '<',
  '>',
  '|',
  '*',
  '?',
  '\r',
  '\n',
  '\\',
  '/',
] as const;

/** Thrown with one message per bad input, all of them. */
export class InputsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid action inputs:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'InputsError';
  }
}

function oneOf<const T extends readonly string[]>(values: T) {
  return (v: string): T[number] => {
    const lower = v.toLowerCase();
    const hit = values.find((x) => x === lower);
    if (hit === undefined) notExpected();
    return hit;
  };
}

/** YAML 1.2 core booleans, as @actions/core's getBooleanInput accepts. */
function bool(v: string): boolean {
  if (['true', 'True', 'TRUE'].includes(v)) return true;
  if (['false', 'False', 'FALSE'].includes(v)) return false;
  return notExpected();
}

function lines(v: string): string[] {
  return v
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/**
 * The agent input: a YAML/JSON agent object (`command:`, `url:`, `module:`, `harness:`), a URL
 * (an HTTP agent), or else a command line.
 */
function agent(v: string): AgentConfig | undefined {
  if (v === '') return undefined;
  let candidate: unknown;
  if (/^https?:\/\/\S+$/.test(v)) candidate = { url: v };
  else if (v.startsWith('{') || /^[a-z_]+:(\s|$)/m.test(v)) {
    try {
      candidate = parseYaml(v);
    } catch (e) {
      throw new Error(
        `not valid YAML (${e instanceof Error ? e.message.split('\n')[0] : String(e)})`,
        {
          cause: e,
        },
      );
    }
  } else candidate = { command: v };
  const parsed = AgentConfigSchema.safeParse(candidate);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    throw new Error(`${where}${first?.message ?? 'not an agent'}`);
  }
  return parsed.data;
}

function artifactName(v: string): string {
  if (v === '') throw new Error('the name is empty');
  const found = FORBIDDEN_ARTIFACT_CHARS.filter((c) => v.includes(c));
  if (found.length > 0)
    throw new Error(`contains ${found.map((c) => JSON.stringify(c)).join(', ')}`);
  return v;
}

function baseline(v: string): ActionInputs['baseline'] {
  if (v === '' || v === 'auto') return { kind: 'auto' };
  if (v === 'none') return { kind: 'none' };
  return { kind: 'path', path: v };
}

function commentKey(v: string): string | undefined {
  if (v === '') return undefined;
  // The key lands inside an HTML comment: `--` or `>` would end it early.
  if (/--|>|[\r\n]/.test(v)) throw new Error('must not contain "--", ">" or newlines');
  return v;
}

/** Names of environment variables, one per line (or separated by spaces or commas). */
function envNames(v: string): string[] {
  const names = v.split(/[\s,]+/).filter((n) => n !== '');
  if (names.some((n) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(n))) notExpected();
  return [...new Set(names)];
}

/** A relative folder inside the workspace (not the workspace itself), in plain names. */
function headPath(v: string): string {
  const norm = v
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/\/+$/, '');
  // Plain names only: it also becomes an exclusion glob (`!<head-path>/**`) of the suites.
  if (!/^[A-Za-z0-9._/-]+$/.test(norm) || norm.startsWith('/')) notExpected();
  if (norm.split('/').some((part) => part === '' || part === '.' || part === '..')) notExpected();
  return norm;
}

function checkName(v: string): string | undefined {
  const name = v.trim();
  if (name === '') return undefined;
  // One line: GitHub shows it as the check's title in the PR and in branch protection.
  if (/[\r\n]/.test(name) || name.length > 100)
    throw new Error('must be one line of at most 100 characters');
  return name;
}

const InputsSchema = z.object({
  mode: textField(
    oneOf(['run', 'comment-from-artifact', 'approval'] as const),
    '"run", "comment-from-artifact" or "approval"',
  ),
  suites: textField(lines, 'paths or globs, one per line'),
  config: textField(
    optionalText((v) => v),
    'a path',
  ),
  agent: textField(
    agent,
    'a command line, a URL, or a YAML agent object (command:, url:, module: or harness:)',
  ),
  baseline: textField(baseline, '"auto", "none" or the path of a report.json'),
  history: textField(wholeNumber(0, 100), 'a whole number of past runs, 0–100 (0 = no history)'),
  comment: textField(
    oneOf(['always', 'changes', 'failures', 'off'] as const),
    'one of always, changes, failures, off',
  ),
  summary: textField(bool, 'true or false'),
  junit: textField((v) => (v === '' ? notExpected() : v), 'the path to write junit.xml to'),
  'junit-extensions': textField(bool, 'true or false'),
  html: textField((v) => (v === '' ? notExpected() : v), 'the path to write report.html to'),
  'artifact-name': textField(
    artifactName,
    `an artifact name without any of " : < > | * ? \\ / or newlines`,
  ),
  'retention-days': textField(
    optionalText(wholeNumber(1, 90)),
    'a whole number of days, 1–90, or empty for the repository default',
  ),
  templates: textField(
    optionalText((v) => v),
    'a folder of templates',
  ),
  'github-token': textField((v) => v, 'a token'),
  'comment-key': textField(commentKey, 'a short key naming this suite'),
  'check-name': textField(checkName, 'the name of the check run to create (empty: none)'),
  'max-annotations': textField(
    wholeNumber(0, MAX_ANNOTATIONS_LIMIT),
    `a whole number of annotations, 0–${MAX_ANNOTATIONS_LIMIT.toLocaleString('en-US')}`,
  ),
  merge: textField(bool, 'true or false'),
  quarantine: textField(
    optionalText((v) => v),
    'the path of a quarantine file',
  ),
  'on-fork': textField(
    oneOf(['approve', 'skip', 'fail', 'run'] as const),
    'one of approve, skip, fail, run',
  ),
  'required-secrets': textField(
    envNames,
    'environment variable names (letters, digits and _, not starting with a digit), one per line',
  ),
  'head-path': textField(
    optionalText(headPath),
    "a folder inside the workspace holding the pull request's head",
  ),
  // Every line is a value: unlike `suites`, a line starting with `#` is no comment (a secret may).
  mask: textField(
    (v) =>
      v
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l !== ''),
    'secret values, one per line',
  ),
});

/**
 * Reads the action's inputs from an environment: `INPUT_<NAME>` as the runner sets them (upper
 * case, spaces as `_`, hyphens kept), falling back to the defaults above.
 */
export function inputsFromEnv(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, def] of Object.entries(INPUT_DEFAULTS)) {
    const v = env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`];
    out[name] = v ?? def;
  }
  return out;
}

/**
 * One parse of every input. Missing names take their defaults; every bad input is reported, one
 * message each (`Input 'runs': expected …, got "abc"`), in a single InputsError.
 */
export function parseInputs(raw: Record<string, string>): ActionInputs {
  const withDefaults: Record<string, string> = { ...INPUT_DEFAULTS };
  for (const [k, v] of Object.entries(raw)) if (k in INPUT_DEFAULTS) withDefaults[k] = v;
  // An input set to '' in the workflow means "use the default", as the runner does for absent ones.
  for (const [k, def] of Object.entries(INPUT_DEFAULTS))
    if (withDefaults[k].trim() === '') withDefaults[k] = def;
  const parsed = InputsSchema.safeParse(withDefaults);
  // The run and comparison settings: the same parse as the CLI's flags.
  const run = parseRunSettings(withDefaults);
  const compare = parseCompareSettings(withDefaults);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues).map(
      (i) => `Input '${String(i.path[0] ?? '?')}': ${i.message}`,
    ),
    ...run.problems.map((p) => `Input '${p.name}': ${p.message}`),
    ...compare.problems.map((p) => `Input '${p.name}': ${p.message}`),
  ];
  if (!parsed.success || problems.length) throw new InputsError(problems);
  const d = parsed.data;
  const shard = run.settings.shard;
  if (d.merge && shard)
    throw new InputsError([
      `Input 'merge': a merge job merges the shards; do not give it \`shard\` too`,
    ]);
  return {
    mode: d.mode,
    suites: d.suites,
    config: d.config,
    agent: d.agent,
    run: run.settings,
    maxRegressionPp: compare.settings.maxRegressionPp,
    fdr: compare.settings.fdr ?? DEFAULT_FDR,
    staleAfterDays: compare.settings.staleAfterDays ?? DEFAULT_STALE_AFTER_DAYS,
    baseline: d.baseline,
    history: d.history,
    comment: d.comment,
    summary: d.summary,
    junitPath: d.junit,
    junitExtensions: d['junit-extensions'],
    htmlPath: d.html,
    artifactName: shard
      ? `${d['artifact-name']}-${shard.index}-of-${shard.total}`
      : d['artifact-name'],
    artifactPrefix: d['artifact-name'],
    merge: d.merge,
    quarantine: d.quarantine,
    retentionDays: d['retention-days'],
    templatesDir: d.templates,
    shard,
    githubToken: d['github-token'],
    mask: d.mask,
    commentKey: d['comment-key'],
    checkName: d['check-name'],
    maxAnnotations: d['max-annotations'],
    onFork: d['on-fork'],
    requiredSecrets: d['required-secrets'],
    headPath: d['head-path'],
  };
}

/**
 * The engine's settings for a `run` of the action: the run settings as parsed (an empty input is
 * absent, so the config file decides), the action's own default of runs per case, and where the run
 * happens. main.ts passes this to runSuites as it is.
 */
export function actionRunSettings(
  inputs: ActionInputs,
  at: { cwd: string; resultsPath?: string; gitSha?: string; agentTree?: string },
): RunSettings {
  return {
    ...inputs.run,
    defaultRuns: DEFAULTS.actionRuns,
    inputs: inputs.suites,
    cwd: at.cwd,
    configPath: inputs.config,
    agent: inputs.agent,
    resultsPath: at.resultsPath,
    templatesDir: inputs.templatesDir,
    gitSha: at.gitSha,
    quarantinePath: inputs.quarantine,
    agentTree: at.agentTree,
  };
}
