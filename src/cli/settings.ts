import path from 'node:path';
import { z } from 'zod';
import { parseRunSettings, RUN_SETTING_NAMES } from '../config/run-settings.js';
import type { Problem } from '../lib/problems.js';
import { errorMessage } from '../lib/error-message.js';
import { parseDuration } from '../lib/units.js';
import type { AgentConfig } from '../model/config.js';
import { MAX_JUDGE_RUNS } from '../model/model-config.js';
import type { RunSettings } from '../model/run-settings.js';
import type { Flags } from './command-types.js';
import type { CliWorld } from './world.js';

/*
 * The flags every front door shares, read once into RunSettings (agentci's `run` and the seeds'
 * adapters alike): the agent, the run settings the action takes as inputs too, the test
 * environment, the selection, the cache. A seed's own flags are read by its adapter.
 */

const IntFlag = z.coerce.number().int().positive();

/** `case-threshold` → `caseThreshold`, the key commander gives `--case-threshold` under. */
export function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Typed reads of commander's flags; `bad` collects a problem per flag (exit 2). */
export class FlagReader {
  readonly problems: Problem[] = [];
  constructor(readonly flags: Flags) {}
  str(k: string): string | undefined {
    const v = this.flags[k];
    return typeof v === 'string' ? v : undefined;
  }
  list(k: string): string[] {
    const v = this.flags[k];
    return Array.isArray(v) ? (v as string[]) : [];
  }
  bad(flag: string, message: string): void {
    this.problems.push({ file: flag, line: 0, field: '', message });
  }
  /** A duration in ms (`30s`, `2m`, seconds), or undefined (absent, or a problem said). */
  duration(k: string, flag: string): number | undefined {
    const v = this.str(k);
    if (v === undefined) return undefined;
    try {
      return parseDuration(v);
    } catch (e) {
      this.bad(flag, errorMessage(e));
      return undefined;
    }
  }
  /** A positive whole number, or undefined (absent, or a problem said). */
  int(k: string, flag: string): number | undefined {
    const v = this.str(k);
    if (v === undefined) return undefined;
    const r = IntFlag.safeParse(v);
    if (!r.success) this.bad(flag, `expected a positive whole number, got ${JSON.stringify(v)}`);
    return r.success ? r.data : undefined;
  }
}

/** `--agent`, `--agent-url` (with `--agent-model`), `--agent-module`: at most one. */
function agentFromFlags(f: FlagReader, cwd: string): AgentConfig | undefined {
  const agents: AgentConfig[] = [];
  const command = f.str('agent');
  if (command) agents.push({ command, mode: 'process', output: 'auto' });
  const url = f.str('agentUrl');
  if (url) {
    const u = z.url().safeParse(url);
    const model = f.str('agentModel');
    if (u.success)
      agents.push({ url: u.data, method: 'POST', retries: 3, ...(model ? { model } : {}) });
    else f.bad('--agent-url', `expected a URL like http://127.0.0.1:8080/v1/chat/completions`);
  } else if (f.str('agentModel') !== undefined)
    f.bad('--agent-model', 'goes with --agent-url (in agentci.yaml: model: on the HTTP agent)');
  const module = f.str('agentModule');
  if (module) agents.push({ module: path.resolve(cwd, module), export: 'run' });
  if (agents.length > 1) f.bad('--agent', 'give only one of --agent, --agent-url, --agent-module');
  return agents[0];
}

function cacheFromFlags(f: FlagReader, cwd: string): RunSettings['cache'] {
  const mode = f.str('cacheMode') as 'record' | 'replay' | 'auto' | undefined;
  const dir = f.str('cache');
  if (dir !== undefined) return { dir: path.resolve(cwd, dir), mode: mode ?? 'auto' };
  if (mode !== undefined) f.bad('--cache-mode', 'needs --cache <dir> (the folder of recordings)');
  return undefined;
}

/**
 * The settings every front door reads the same way, and the problems of its flags. `inputs` are
 * the paths (positional and `-i`); a door may resolve them further.
 */
export function commonSettings(
  inputs: string[],
  f: FlagReader,
  world: Pick<CliWorld, 'cwd' | 'env'>,
): RunSettings {
  // The run settings every front end shares: one parse, the same meaning as the action's inputs.
  const run = parseRunSettings({
    ...Object.fromEntries(RUN_SETTING_NAMES.map((n) => [n, f.str(camelCase(n))])),
    // --trace / --no-trace are switches; the setting's text is the action input's.
    trace: f.flags.trace === true ? 'otlp' : f.flags.trace === false ? 'off' : undefined,
  });
  for (const p of run.problems) f.bad(`--${p.name}`, p.message);
  const agent = agentFromFlags(f, world.cwd);
  const cache = cacheFromFlags(f, world.cwd);
  const judgeRuns = f.int('judgeRuns', '--judge-runs');
  if (judgeRuns !== undefined && judgeRuns > MAX_JUDGE_RUNS)
    f.bad('--judge-runs', `at most ${MAX_JUDGE_RUNS}, got ${judgeRuns}`);
  const quarantine = f.str('quarantine');
  return {
    inputs,
    cwd: world.cwd,
    configPath: f.str('config'),
    agent,
    ...run.settings,
    runFilter: f.str('run'),
    failFast: f.flags.failFast === true,
    strict: f.flags.strict === true,
    user: f.str('user'),
    team: f.str('team'),
    locale: f.str('locale'),
    ctxFile: f.str('ctx'),
    templatesDir: f.str('templates'),
    gitSha: world.env.GITHUB_SHA,
    ...(cache ? { cache } : {}),
    ...(quarantine !== undefined ? { quarantinePath: quarantine } : {}),
    ...(judgeRuns !== undefined && judgeRuns <= MAX_JUDGE_RUNS ? { judgeRuns } : {}),
  };
}
