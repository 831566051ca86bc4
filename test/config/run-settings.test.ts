import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  actionRunSettings,
  inputsFromEnv,
  InputsError,
  parseInputs,
} from '../../src/action/inputs.js';
import { createProgram, type Flags } from '../../src/cli/program.js';
import type { CliWorld } from '../../src/cli/run-command.js';
import { commonSettings, FlagReader } from '../../src/cli/settings.js';
import { loadRunConfig, resolveRun, type ResolvedRun } from '../../src/runner/run-plan.js';
import { runSuites, type RunSettings } from '../../src/runner/run.js';
import { InputError } from '../../src/lib/problems.js';
import { parseYaoJsonl } from '../../src/formats/yao/jsonl-load.js';
import { ROOT } from '../helpers/cli.js';
import { FORMATS } from '../../src/formats/index.js';

/** `agentci run`'s flags as RunSettings: the reading every front door starts with (runThroughDoor). */
function settingsFromFlags(
  paths: string[],
  flags: Flags,
  world: Pick<CliWorld, 'cwd' | 'env'>,
): { settings: RunSettings; problems: FlagReader['problems'] } {
  const f = new FlagReader(flags);
  const settings = commonSettings([...f.list('input'), ...paths], f, world);
  return { settings, problems: f.problems };
}

/*
 * One parse of the run settings for both front ends: the same settings given as the action's inputs
 * and as the CLI's flags must resolve to the same plan, with the same agentci.yaml beside them.
 */

const ACTION_YML = parseYaml(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default: string }>;
};

function workdir(config?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-settings-'));
  if (config !== undefined) writeFileSync(path.join(dir, 'agentci.yaml'), config);
  return dir;
}

/**
 * The action's settings as the runner hands them over: every input of action.yml as INPUT_*, its
 * default where the workflow gives none (so a default in action.yml that shadows the config shows).
 */
function actionSettings(dir: string, given: Record<string, string>): RunSettings {
  const env: Record<string, string> = {};
  for (const [name, input] of Object.entries(ACTION_YML.inputs))
    env[`INPUT_${name.toUpperCase()}`] = given[name] ?? input.default;
  return actionRunSettings(parseInputs(inputsFromEnv(env)), { cwd: dir });
}

function world(dir: string): CliWorld {
  return {
    cwd: dir,
    env: {},
    stdout: { write: () => undefined, isTTY: false },
    stderr: { write: () => undefined },
  };
}

/** `agentci run …` through the real command line (commander) and the run command's flag parse. */
async function cliParse(
  dir: string,
  argv: string[],
): Promise<ReturnType<typeof settingsFromFlags>> {
  let got: { paths: string[]; flags: Flags } | undefined;
  const program = createProgram(
    {
      run: async (paths, flags) => {
        got = { paths, flags };
        return 0;
      },
      report: async () => 0,
      schema: async () => 0,
    },
    { writeOut: () => undefined, writeErr: () => undefined },
  );
  await program.parseAsync(['run', ...argv], { from: 'user' });
  if (!got) throw new Error('the run command did not run');
  return settingsFromFlags(got.paths, got.flags, world(dir));
}

async function cliSettings(dir: string, argv: string[]): Promise<RunSettings> {
  const { settings, problems } = await cliParse(dir, argv);
  expect(problems).toEqual([]);
  return settings;
}

/** What the engine will do with these settings: exactly what runSuites resolves. */
async function resolved(settings: RunSettings): Promise<ResolvedRun & { shard?: unknown }> {
  const { config } = await loadRunConfig(settings);
  return { ...resolveRun(settings, config), ...(settings.shard ? { shard: settings.shard } : {}) };
}

const plan = (p: Partial<ResolvedRun['plan']>): ResolvedRun['plan'] => ({
  runs: 3,
  parallel: 4,
  timeoutMs: 300_000,
  threshold: 1,
  caseThreshold: 1,
  ...p,
});

interface Row {
  name: string;
  config?: string;
  action: Record<string, string>;
  cli: string[];
  want: ResolvedRun & { shard?: unknown };
}

const rows: Row[] = [
  {
    name: 'min-pass-hat-k from the config (its rate a percentage), the input and the flag',
    config: 'runs: 3\nmin_pass_hat_k: {k: 3, rate: "90%"}\n',
    action: {},
    cli: [],
    want: { plan: plan({ minPassHatK: { k: 3, rate: 0.9 } }), adaptive: undefined, budget: {} },
  },
  {
    name: 'min-pass-hat-k given wins over the config',
    config: 'runs: 3\nmin_pass_hat_k: {k: 3, rate: 0.9}\n',
    action: { 'min-pass-hat-k': '2:50%' },
    cli: ['--min-pass-hat-k', '{k: 2, rate: 0.5}'],
    want: { plan: plan({ minPassHatK: { k: 2, rate: 0.5 } }), adaptive: undefined, budget: {} },
  },
  {
    name: 'a bare timeout is seconds in both (30 = 30s)',
    action: { runs: '3', timeout: '30' },
    cli: ['--runs', '3', '--timeout', '30'],
    want: { plan: plan({ timeoutMs: 30_000 }), adaptive: undefined, budget: {} },
  },
  {
    name: 'Go durations in both',
    action: { runs: '3', timeout: '2m30s' },
    cli: ['--runs', '3', '--timeout', '2m30s'],
    want: { plan: plan({ timeoutMs: 150_000 }), adaptive: undefined, budget: {} },
  },
  {
    name: 'a bare timeout in agentci.yaml is seconds too',
    config: 'runs: 3\ntimeout: 30\n',
    action: {},
    cli: [],
    want: { plan: plan({ timeoutMs: 30_000 }), adaptive: undefined, budget: {} },
  },
  {
    name: 'a Go duration in agentci.yaml',
    config: 'runs: 3\ntimeout: 1h2m3s\n',
    action: {},
    cli: [],
    want: { plan: plan({ timeoutMs: 3_723_000 }), adaptive: undefined, budget: {} },
  },
  {
    name: "the config's runs decide when the input and the flag are empty",
    config: 'runs: 5\n',
    action: { runs: '' },
    cli: [],
    want: { plan: plan({ runs: 5 }), adaptive: undefined, budget: {} },
  },
  {
    name: "the config's runs: auto (with min_runs, max_runs)",
    config: 'runs: auto\nmin_runs: 2\nmax_runs: 8\n',
    action: {},
    cli: [],
    want: {
      plan: plan({ runs: 2 }),
      adaptive: { minRuns: 2, maxRuns: 8, batch: 2 },
      budget: {},
    },
  },
  {
    name: "the config's runs: auto with the defaults",
    config: 'runs: auto\n',
    action: {},
    cli: [],
    want: {
      plan: plan({ runs: 3 }),
      adaptive: { minRuns: 3, maxRuns: 10, batch: 3 },
      budget: {},
    },
  },
  {
    name: 'runs auto from the config, max-runs from the input and the flag',
    config: 'runs: auto\nmin_runs: 2\n',
    action: { 'max-runs': '20' },
    cli: ['--max-runs', '20'],
    want: {
      plan: plan({ runs: 2 }),
      adaptive: { minRuns: 2, maxRuns: 20, batch: 2 },
      budget: {},
    },
  },
  {
    name: 'runs auto from the input and the flag',
    action: { runs: 'auto', 'min-runs': '4', 'max-runs': '12' },
    cli: ['--runs', 'auto', '--min-runs', '4', '--max-runs', '12'],
    want: {
      plan: plan({ runs: 4 }),
      adaptive: { minRuns: 4, maxRuns: 12, batch: 4 },
      budget: {},
    },
  },
  {
    name: 'the input and the flag override the config',
    config:
      'runs: auto\nparallel: 2\ntimeout: 10s\nthreshold: 0.5\ncase_threshold: 50%\nmax_cost: 9\nmax_tokens: 900\n',
    action: {
      runs: '7',
      parallel: '8',
      timeout: '500ms',
      threshold: '0.9',
      'case-threshold': '90%',
      'max-cost': '1.25',
      'max-tokens': '100',
    },
    cli: [
      '--runs',
      '7',
      '--parallel',
      '8',
      '--timeout',
      '500ms',
      '--threshold',
      '0.9',
      '--case-threshold',
      '90%',
      '--max-cost',
      '1.25',
      '--max-tokens',
      '100',
    ],
    want: {
      plan: plan({ runs: 7, parallel: 8, timeoutMs: 500, threshold: 0.9, caseThreshold: 0.9 }),
      adaptive: undefined,
      budget: { maxCostUsd: 1.25, maxTokens: 100 },
    },
  },
  {
    name: 'ratios 0.9 and 90% are the same',
    action: { runs: '3', threshold: '90%', 'case-threshold': '0.9' },
    cli: ['--runs', '3', '--threshold', '90%', '--case-threshold', '0.9'],
    want: { plan: plan({ threshold: 0.9, caseThreshold: 0.9 }), adaptive: undefined, budget: {} },
  },
  {
    name: 'the config decides everything the input and the flag leave empty',
    config: 'runs: 2\nparallel: 3\ntimeout: 90s\nthreshold: 80%\ncase_threshold: 0.75\n',
    action: {},
    cli: [],
    want: {
      plan: plan({ runs: 2, parallel: 3, timeoutMs: 90_000, threshold: 0.8, caseThreshold: 0.75 }),
      adaptive: undefined,
      budget: {},
    },
  },
  {
    name: "an empty input is not given, as no flag is: the config's runs and parallel",
    config: 'runs: 2\nparallel: 3\n',
    action: { runs: '', parallel: ' ' },
    cli: [],
    want: { plan: plan({ runs: 2, parallel: 3 }), adaptive: undefined, budget: {} },
  },
  {
    name: 'shard 2/4',
    action: { runs: '3', shard: '2/4' },
    cli: ['--runs', '3', '--shard', '2/4'],
    want: {
      plan: plan({}),
      adaptive: undefined,
      budget: {},
      shard: { index: 2, total: 4 },
    },
  },
  {
    name: 'budgets from the input and the flag ($ allowed)',
    action: { runs: '3', 'max-cost': '$2.50', 'max-tokens': '5000' },
    cli: ['--runs', '3', '--max-cost', '$2.50', '--max-tokens', '5000'],
    want: { plan: plan({}), adaptive: undefined, budget: { maxCostUsd: 2.5, maxTokens: 5000 } },
  },
  {
    name: 'budgets from the config',
    config: 'runs: 3\nmax_cost: 5\nmax_tokens: 20000\n',
    action: {},
    cli: [],
    want: { plan: plan({}), adaptive: undefined, budget: { maxCostUsd: 5, maxTokens: 20_000 } },
  },
];

describe('one parse of the run settings: the action and the CLI resolve the same plan', () => {
  it.each(rows)('$name', async (row) => {
    const dir = workdir(row.config);
    const fromAction = await resolved(actionSettings(dir, row.action));
    const fromCli = await resolved(await cliSettings(dir, row.cli));
    expect(fromAction).toEqual(row.want);
    expect(fromCli).toEqual(row.want);
  });

  it('with nothing given anywhere, the defaults: 3 runs per case in the action, 1 in the CLI', async () => {
    const dir = workdir();
    const fromAction = await resolved(actionSettings(dir, {}));
    const fromCli = await resolved(await cliSettings(dir, []));
    expect(fromAction).toEqual({ plan: plan({ runs: 3 }), adaptive: undefined, budget: {} });
    expect(fromCli).toEqual({ plan: plan({ runs: 1 }), adaptive: undefined, budget: {} });
  });
});

// [what, the inputs, the same as flags, the setting named, a fragment of the one message]
const refused: Array<[string, Record<string, string>, string[], string, RegExp]> = [
  ['runs that is no number', { runs: 'zero' }, ['--runs', 'zero'], 'runs', /or "auto"/],
  // 0 is no number of runs: refused, never read as "not given" (that is Yao's `--runs 0`, under
  // `agentci yao` only). Not given is an empty input, or no flag.
  [
    'runs 0',
    { runs: '0' },
    ['--runs', '0'],
    'runs',
    /^expected a whole number of runs per case \(1–1000\) or "auto", got "0"$/,
  ],
  [
    'parallel 0',
    { parallel: '0' },
    ['--parallel', '0'],
    'parallel',
    /^expected a whole number of parallel attempts, 1–256, got "0"$/,
  ],
  ['a timeout in words', { timeout: 'soon' }, ['--timeout', 'soon'], 'timeout', /a duration like/],
  ['a timeout of 0', { timeout: '0' }, ['--timeout', '0'], 'timeout', /longer than 0/],
  ['a negative timeout', { timeout: '-5s' }, ['--timeout=-5s'], 'timeout', /a duration like/],
  ['a ratio above 1', { threshold: '1.5' }, ['--threshold', '1.5'], 'threshold', /ratio 0–1/],
  [
    'a percentage above 100',
    { 'case-threshold': '120%' },
    ['--case-threshold', '120%'],
    'case-threshold',
    /ratio 0–1/,
  ],
  ['a shard past its total', { shard: '5/4' }, ['--shard', '5/4'], 'shard', /1 ≤ i ≤ n/],
  ['a shard in words', { shard: 'first' }, ['--shard', 'first'], 'shard', /"i\/n"/],
  ['a cost in words', { 'max-cost': 'lots' }, ['--max-cost', 'lots'], 'max-cost', /USD/],
  [
    'tokens as a fraction',
    { 'max-tokens': '2.5' },
    ['--max-tokens', '2.5'],
    'max-tokens',
    /tokens/,
  ],
  [
    'min-runs with a number of runs',
    { runs: '5', 'min-runs': '2' },
    ['--runs', '5', '--min-runs', '2'],
    'min-runs',
    /goes with runs "auto"/,
  ],
  [
    'max-runs below min-runs',
    { runs: 'auto', 'min-runs': '5', 'max-runs': '2' },
    ['--runs', 'auto', '--min-runs', '5', '--max-runs', '2'],
    'max-runs',
    /at least min-runs \(5\)/,
  ],
];

describe('a bad run setting is refused by both, with the same message', () => {
  it.each(refused)('%s', async (_what, inputs, flags, name, message) => {
    const dir = workdir();
    let actionProblems: string[] = [];
    try {
      actionSettings(dir, inputs);
    } catch (e) {
      if (!(e instanceof InputsError)) throw e;
      actionProblems = e.problems;
    }
    const { problems } = await cliParse(dir, flags);
    expect(actionProblems).toHaveLength(1);
    expect(problems).toHaveLength(1);
    const prefix = `Input '${name}': `;
    expect(actionProblems[0]?.startsWith(prefix)).toBe(true);
    expect(problems[0]?.file).toBe(`--${name}`);
    expect(actionProblems[0]?.slice(prefix.length)).toBe(problems[0]?.message);
    expect(problems[0]?.message).toMatch(message);
  });

  it('min-runs without runs auto anywhere is refused when the plan is resolved, for both', async () => {
    const dir = workdir('runs: 4\n');
    for (const settings of [
      actionSettings(dir, { 'min-runs': '2' }),
      await cliSettings(dir, ['--min-runs', '2']),
    ]) {
      const err = await resolved(settings).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(InputError);
      expect((err as InputError).problems).toEqual([
        expect.objectContaining({
          file: 'min-runs',
          message: expect.stringMatching(/runs "auto"/),
        }),
      ]);
    }
  });
});

describe('Go durations are read the same everywhere a duration is read', () => {
  const durations: Array<[string, number]> = [
    ['2m30s', 150_000],
    ['1h2m3s', 3_723_000],
    ['300us', 1],
    ['1.5h', 5_400_000],
    ['500ms', 500],
    ['10ns', 1],
    ['30', 30_000],
  ];
  it.each(durations)('%s', async (d, ms) => {
    const dir = workdir(`timeout: "${d}"\n`);
    // The action's `timeout`, the CLI's `--timeout`, agentci.yaml's `timeout`, a Yao case's `timeout`.
    expect(actionSettings(dir, { timeout: d }).timeoutMs).toBe(ms);
    expect((await cliSettings(dir, ['--timeout', d])).timeoutMs).toBe(ms);
    expect((await resolved(actionSettings(dir, {}))).plan.timeoutMs).toBe(ms);
    expect((await resolved(await cliSettings(dir, []))).plan.timeoutMs).toBe(ms);
    const yao = parseYaoJsonl(JSON.stringify({ id: 'a', input: 'x', timeout: d }), 'c.jsonl');
    expect(yao.problems).toEqual([]);
    expect(yao.cases[0]?.timeout_ms).toBe(ms);
  });
});

describe('the settings reach the run', () => {
  const AGENT = `export function run() { return { output: 'ok' }; }`;

  it("the action and the CLI run the config's runs and timeout", async () => {
    const dir = workdir('runs: 2\ntimeout: 30\n');
    writeFileSync(path.join(dir, 'cases.jsonl'), '{"id": "a", "input": "x", "expected": "ok"}\n');
    const mod = path.join(dir, 'agent.mjs');
    writeFileSync(mod, AGENT);
    const agent = { module: mod, export: 'run' };
    const fromAction = { ...actionSettings(dir, { suites: 'cases.jsonl' }), agent };
    const fromCli = { ...(await cliSettings(dir, ['cases.jsonl'])), agent };
    for (const settings of [fromAction, fromCli]) {
      const report = await runSuites(settings, { formats: FORMATS, env: {} });
      expect(report.metadata.options).toMatchObject({ runs: 2, timeout: '30s' });
      expect(report.results[0]?.runs).toBe(2);
    }
  });
});
