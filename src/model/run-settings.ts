import type { AgentConfig } from './config.js';
import type { ModelConfig } from './model-config.js';
import type { MinPassHatK, Report } from './report.js';

/** Adaptive runs (`--runs auto`): the first runs of every case, the most, and the batch size. */
export interface AdaptivePlan {
  minRuns: number;
  maxRuns: number;
  batch: number;
}

/** `--max-cost` / `--max-tokens` for the whole run. */
export interface BudgetLimits {
  maxCostUsd?: number;
  maxTokens?: number;
}

/** Record/replay of model calls (`--cache <dir> --cache-mode …`). */
export interface CacheSettings {
  dir: string;
  mode: 'record' | 'replay' | 'auto';
}

/**
 * Everything a run needs, already parsed by a front door (CLI flags or action inputs): data only.
 * What a seed's command line adds to finding cases is the runner's CaseSourcing, from its adapter.
 */
export interface RunSettings {
  /** Suite files, folders and globs (a seed's adapter may resolve names among them). */
  inputs: string[];
  cwd: string;
  configPath?: string;
  agent?: AgentConfig;
  /** Yao's `-n`: the agent under test is this `agents:` entry of agentci.yaml (over `agent:`). */
  agentName?: string;
  /**
   * Yao's `-c`: the connector override. A harness agent's model becomes `connectors.<id>`; every
   * other agent receives the id as `options.connector` (over the case's own, as in Yao).
   */
  connector?: string;
  /** Runs per case, or `auto` (adaptive); undefined = the config's `runs:`, else the default. */
  runs?: number | 'auto';
  /** With `runs: auto` (here or in the config): the first runs of every case and the batch size. */
  minRuns?: number;
  /** With `runs: auto`: the most runs a borderline case gets. */
  maxRuns?: number;
  /** Runs per case when neither these settings nor the config say (the action's 3); else DEFAULTS.runs. */
  defaultRuns?: number;
  parallel?: number;
  /** Attempts at once when neither these settings nor the config say (Yao's 1); else DEFAULTS.parallel. */
  defaultParallel?: number;
  timeoutMs?: number;
  /** Share of cases that must pass, 0–1. */
  threshold?: number;
  /** Default minimum pass ratio of each case, 0–1. */
  caseThreshold?: number;
  /** `min-pass-hat-k`: the pass^k gate (over the config's `min_pass_hat_k`). */
  minPassHatK?: MinPassHatK;
  /** Regex over case ids (Yao's `--run`). */
  runFilter?: string;
  failFast?: boolean;
  user?: string;
  team?: string;
  locale?: string;
  ctxFile?: string;
  shard?: { index: number; total: number };
  /** Where the JSONL stream goes; undefined = no stream. */
  resultsPath?: string;
  templatesDir?: string;
  /** The judge model's name over the config's `judge.model` (skilltest's `--judge-model`). */
  judgeModel?: string;
  /**
   * skilltest.yaml's `judge: {kind: api}`: the model of evals and the simulated user (agentci's
   * judge model; with a provider, the provider still runs the skill: skilltest's SplitProvider).
   * `file`: the display path of the file that set it, for problems.
   */
  judgeApi?: { model: ModelConfig; file: string };
  gitSha?: string;
  /** `--judge-runs k`: ask the judge model every question k times (overrides `judge.runs`). */
  judgeRuns?: number;
  /** A complete adaptive plan (overrides `runs`, `minRuns`, `maxRuns` and the config's). */
  adaptive?: AdaptivePlan;
  /** `--max-cost` / `--max-tokens` for the whole run. */
  budget?: BudgetLimits;
  /** A previous report to estimate the run's cost and tokens from before it starts. */
  estimateFrom?: Report;
  /** `--strict`: what a seed's tool reads anyway (unknown fields…) is an error, not a warning. */
  strict?: boolean;
  /**
   * An unknown field that nearly spells a known one (`asert`, `valeu`): 'error' (exit 2, agentci's
   * `run` and the action: the default) or 'warning' (a seed's command line, whose tool ignores it).
   */
  nearMisses?: 'error' | 'warning';
  /**
   * A boolean or numeric eval (skilltest's) with no judge model to ask: 'refuse' (exit 2 before
   * any agent starts, naming the first such eval: agentci's `run`, `validate` and the action; the
   * default) or 'attempt' (skilltest's command line: each attempt errors, as a judge that cannot
   * be reached does in skilltest).
   */
  missingJudge?: 'refuse' | 'attempt';
  /** Yao's `--before` / `--after`: BeforeAll / AfterAll hook functions (`env_test.BeforeAll`). */
  beforeAll?: string;
  afterAll?: string;
  /** Record/replay of model calls (`--cache <dir> --cache-mode …`). */
  cache?: CacheSettings;
  /** Quarantine file (`--quarantine`); else the config's `quarantine:`. */
  quarantinePath?: string;
  /**
   * A second tree laid out as `cwd` that the agent under test comes from (the action's fork
   * recipe: the PR's head checked out in a folder, the suites and config read from the base).
   * The agent's relative paths (a command's `cwd`, a module, a harness's prompt, skill and MCP
   * servers) resolve there where they would resolve under `cwd`; everything else stays in `cwd`.
   */
  agentTree?: string;
  /**
   * `--trace` / `--no-trace`, the action input `trace`: receive the agent's OpenTelemetry spans
   * (over the agent's `trace:`).
   */
  trace?: boolean;
  /** `--trace-flush`, the action input `trace-flush`: an attempt's wait for its spans. */
  traceFlushMs?: number;
}
