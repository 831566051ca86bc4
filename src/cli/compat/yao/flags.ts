import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../../../config/load-config.js';
import { InputError, type Problem } from '../../../lib/problems.js';
import { AssertionSchema, AssertionTypeSchema, type Assertion } from '../../../model/case.js';
import type { RunSettings } from '../../../model/run-settings.js';
import { askAgent, namedAgent } from '../../../runner/named-agent.js';
import type { Flags } from '../../command-types.js';
import type { FlagReader } from '../../settings.js';
import type { CliWorld } from '../../world.js';
import type { RenderOptions } from '../../write-outputs.js';
import { yaoGenerator } from './sourcing.js';

/*
 * Yao's `yao agent test` flags (cmd/agent/test.go) read with Yao's meaning, for `agentci yao`:
 * the app folder and env file, -n / --scripts / -c, --before / --after, --assert, the default
 * output file and the reporter agent.
 */

/** `type:value` shorthand or a JSON assertion (object or list). */
export function parseAssertFlag(s: string): Assertion[] | string {
  const t = s.trim();
  if (t.startsWith('{') || t.startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(t);
    } catch (e) {
      return `not valid JSON: ${(e as Error).message}`;
    }
    const r = z.union([AssertionSchema, z.array(AssertionSchema)]).safeParse(json);
    if (!r.success)
      return r.error.issues
        .map((i) => `${i.path.join('.') || 'assertion'}: ${i.message}`)
        .join('; ');
    return Array.isArray(r.data) ? r.data : [r.data];
  }
  const colon = t.indexOf(':');
  const type = colon < 0 ? t : t.slice(0, colon);
  const typed = AssertionTypeSchema.safeParse(type);
  if (!typed.success)
    return `unknown assertion type ${JSON.stringify(type)} (expected one of ${AssertionTypeSchema.options.join(', ')})`;
  if (colon < 0) return [{ type: typed.data }];
  const raw = t.slice(colon + 1);
  let value: unknown = raw;
  if (typed.data === 'equals' || typed.data === 'json_path') {
    try {
      value = JSON.parse(raw);
    } catch {
      value = raw;
    }
  }
  if (typed.data === 'json_path') {
    const eq = raw.indexOf('=');
    if (eq < 0) return [{ type: 'json_path', path: raw }];
    const v = raw.slice(eq + 1);
    let parsed: unknown = v;
    try {
      parsed = JSON.parse(v);
    } catch {
      parsed = v;
    }
    return [{ type: 'json_path', path: raw.slice(0, eq), value: parsed }];
  }
  return [{ type: typed.data, value }];
}

function stamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
}

/**
 * What Yao's command line adds to the settings every front door reads: `-n` (the agent under
 * test among `agents:`), `--scripts` (`-n X --scripts Y` is the script test scripts.X.Y, in place
 * of -i; then -n names no agent under test), `-c`, `--before` / `--after`
 * (script_hooks.go ExecuteBeforeAll / ExecuteAfterAll), Yao's reading of unknown fields (a
 * warning: Yao ignores them) and its one case at a time (test.go: --parallel default 1).
 */
export function yaoSettings(settings: RunSettings, f: FlagReader): { asserts: Assertion[] } {
  const asserts: Assertion[] = [];
  for (const a of f.list('assert')) {
    const r = parseAssertFlag(a);
    if (typeof r === 'string') f.bad('--assert', `${JSON.stringify(a)}: ${r}`);
    else asserts.push(...r);
  }
  let agentName = f.str('n');
  const scripts = f.str('scripts');
  if (scripts !== undefined) {
    if (agentName === undefined) f.bad('--scripts', '-n <agent> is required when using --scripts');
    else settings.inputs = [`scripts.${agentName}.${scripts}`];
    agentName = undefined;
  }
  if (agentName !== undefined) settings.agentName = agentName;
  const connector = f.str('connector');
  if (connector !== undefined) settings.connector = connector;
  const before = f.str('before');
  const after = f.str('after');
  if (before !== undefined) settings.beforeAll = before;
  if (after !== undefined) settings.afterAll = after;
  settings.nearMisses = 'warning';
  settings.defaultParallel = 1;
  return { asserts };
}

/**
 * Yao's MergeOptions (agent/test/resolver.go): `--runs` and `--parallel` replace the defaults only
 * when > 0, so `0` is as if not given (the config's value, else the default: 1 run, 1 at a time).
 * agentci's own `run` refuses 0; this meaning is Yao's command line's alone.
 */
export function yaoMergeOptions(flags: Flags): Flags {
  const merged: Flags = { ...flags };
  for (const k of ['runs', 'parallel'])
    if (typeof merged[k] === 'string' && /^\s*0+\s*$/.test(merged[k])) delete merged[k];
  return merged;
}

/**
 * Yao's default output (resolver.go GenerateDefaultOutputPath): output-<timestamp>.jsonl in the
 * folder of the (first) input; Yao's JSON Report goes there. agentci's results stream goes beside
 * it as output-<timestamp>.results.jsonl. A generator input (`agents:…`) writes in the working
 * directory, as Yao's filepath.Dir of it does.
 */
export function defaultOutputPath(
  inputs: string[],
  cwd: string,
  now: Date,
  suffix: '.jsonl' | '.results.jsonl',
): string | undefined {
  const first = inputs[0];
  if (!first) return undefined;
  if (yaoGenerator(first)) return path.join(cwd, `output-${stamp(now)}${suffix}`);
  const abs = path.resolve(cwd, first);
  if (!existsSync(abs)) return undefined;
  const dir = statSync(abs).isDirectory() ? abs : path.dirname(abs);
  return path.join(dir, `output-${stamp(now)}${suffix}`);
}

/**
 * Yao's `-a <app>` (else `$YAO_ROOT`) and `-e <env file>` (cmd/agent/test.go, agent.go Boot):
 * the run works in the app folder; a relative input, `--ctx` or `--config` is found there first,
 * else in the working directory (Yao's ResolvePathWithYaoRoot). The env file's KEY=VALUE lines
 * override the environment (godotenv.Overload).
 */
export async function yaoApp(
  paths: string[],
  flags: Flags,
  world: CliWorld,
): Promise<{ paths: string[]; flags: Flags; world: CliWorld; problems: Problem[] }> {
  const problems: Problem[] = [];
  let env = world.env;
  if (typeof flags.env === 'string') {
    try {
      const text = await readFile(path.resolve(world.cwd, flags.env), 'utf8');
      env = { ...env, ...parseEnv(text) };
    } catch (e) {
      problems.push({
        file: '-e',
        line: 0,
        field: '',
        message: `cannot read ${flags.env}: ${(e as Error).message}`,
      });
    }
  }
  const app = typeof flags.app === 'string' ? flags.app : world.env.YAO_ROOT;
  if (!app) return { paths, flags, world: { ...world, env }, problems };
  const appDir = path.resolve(world.cwd, app);
  if (!existsSync(appDir) || !statSync(appDir).isDirectory()) {
    problems.push({
      file: flags.app !== undefined ? '-a' : 'YAO_ROOT',
      line: 0,
      field: '',
      message: `${app}: no such folder`,
    });
    return { paths, flags, world: { ...world, env }, problems };
  }
  const here = (p: string) => existsSync(path.resolve(appDir, p));
  const input = (p: string) =>
    path.isAbsolute(p) || here(p) || !existsSync(path.resolve(world.cwd, p))
      ? p
      : path.resolve(world.cwd, p);
  const file = (p: unknown) =>
    typeof p !== 'string' || path.isAbsolute(p) || here(p) ? p : path.resolve(world.cwd, p);
  const rebased: Flags = { ...flags };
  if (Array.isArray(flags.input)) rebased.input = (flags.input as string[]).map(input);
  for (const k of [
    'ctx',
    'config',
    'agentModule',
    'quarantine',
    'mocks',
    'testList',
    'templates',
    'estimateFrom',
    'cache',
    'results',
  ])
    if (typeof flags[k] === 'string') rebased[k] = file(flags[k]);
  if (Array.isArray(flags.caseJson)) rebased.caseJson = (flags.caseJson as string[]).map(file);
  return {
    paths: paths.map(input),
    flags: rebased,
    world: { ...world, cwd: appDir, env },
    problems,
  };
}

/** Yao's `-r <agent>`: the reporter, checked before anything runs (an unknown name is exit 2). */
export async function reporterFor(
  settings: RunSettings,
  name: string,
  verbose: boolean,
  world: CliWorld,
): Promise<RenderOptions['reporter']> {
  const { loaded, problems } = await loadConfig(world.cwd, settings.configPath, settings.inputs[0]);
  if (problems.length) throw new InputError(problems);
  const agent = namedAgent(loaded, name, '-r', world.cwd);
  // ReporterInput {report, format, options}; ReporterOptions are omitempty (all false → {}).
  const options = verbose ? { verbose: true, include_outputs: true, include_inputs: true } : {};
  return async (report, format) => {
    let out: unknown;
    try {
      out = await askAgent(agent, 'reporter', JSON.stringify({ report, format, options }), {
        baseDir: loaded.baseDir,
        env: world.env,
      });
    } catch (e) {
      throw new Error(`reporter agent call failed: ${(e as Error).message}`, { cause: e });
    }
    if (out === undefined || out === null)
      throw new Error('reporter agent: no content in response');
    return typeof out === 'string' ? out : JSON.stringify(out);
  };
}
