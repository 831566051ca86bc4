import { createHash } from 'node:crypto';
import { normaliseAssert } from '../model/assert-field.js';
import type { Case } from '../model/case.js';
import { isPlainObject, stableJson } from '../lib/json.js';
import type { JudgeConfig, ModelConfig, SimulatorConfig } from '../model/model-config.js';

/*
 * A case's fingerprint: what the case asks and how its answer is judged, as one hash, so a
 * comparison with the base branch never compares runs of two different tests (docs/statistics.md,
 * "Comparability"). It covers the input, the expected value, every check (assertions, skilltest
 * evals, checkpoints, the judge's criteria and — for a case the judge or a simulated user takes part
 * in — the judge's model and instructions), mocks, the simulated user and the simulator, the test
 * environment and the per-case options (options, timeout, max turns, scenario, format payload).
 * Canonical: JSON with sorted keys, so key order and file formatting do not change it; absolute
 * paths under the run's folder are made relative, so the checkout's location does not either.
 * Not in it: the id and suite (they pair the cases), tags, `runs` and `threshold` (they change how
 * much is run and what passes the gate, not the test), and the agent under test (a PR exists to
 * change the agent; the comparison shows when it differs).
 */

/** What outside the case its fingerprint covers: the run's judge and simulated users. */
export interface FingerprintContext {
  /** The run's folder: absolute paths under it are fingerprinted relative to it. */
  root?: string;
  judge?: JudgeConfig;
  simulators?: Record<string, SimulatorConfig>;
  /**
   * The case's format makes its test code the assertion (FormatRecord.assertsItself: Yao script
   * tests, thinkingbox tests), and that code may ask the judge (`t.assert.Agent`,
   * `judge.text_yesno`): the judge is part of the case's fingerprint.
   */
  codeAsserts?: boolean;
}

/** The model settings that change answers: provider, model, sampling, scripted replies. */
function modelPart(m: ModelConfig | undefined): unknown {
  if (!m) return undefined;
  const r = m as Record<string, unknown>;
  const keep = ['provider', 'model', 'temperature', 'max_tokens', 'replies', 'rules', 'default'];
  return Object.fromEntries(keep.filter((k) => r[k] !== undefined).map((k) => [k, r[k]]));
}

function judgePart(j: JudgeConfig | undefined): unknown {
  if (!j) return undefined;
  return {
    model: modelPart(j.model),
    runs: j.runs,
    instructions: j.instructions,
    max_transcript_chars: j.max_transcript_chars,
  };
}

function hasAgentAssertion(asserts: ReadonlyArray<{ type?: unknown }> | undefined): boolean {
  return (asserts ?? []).some((a) => a.type === 'agent');
}

/**
 * Whether the judge model can take part in the case's verdict: an `agent` assertion (in the case
 * or a checkpoint), a boolean or numeric eval, a simulated user (judge-backed unless a simulator
 * is named), or test code that is its own assertion (it may call the judge: `codeAsserts`).
 */
export function usesJudge(c: Case, codeAsserts = false): boolean {
  if (hasAgentAssertion(c.assert)) return true;
  for (const cp of c.checkpoints ?? [])
    if (hasAgentAssertion(normaliseAssert(cp.assert))) return true;
  if (c.evals.some((e) => e.type === 'boolean' || e.type === 'numeric')) return true;
  if (c.user_sim !== undefined) return true;
  if (c.simulator !== undefined) return true;
  return codeAsserts;
}

/** Absolute paths under `root` made relative (forward slashes), everywhere in a JSON value. */
function relativised(v: unknown, root: string | undefined): unknown {
  if (!root) return v;
  const prefixes = [root.endsWith('/') ? root : `${root}/`];
  const back = root.replace(/\//g, '\\');
  if (back !== root) prefixes.push(back.endsWith('\\') ? back : `${back}\\`);
  const walk = (x: unknown): unknown => {
    if (typeof x === 'string') {
      for (const p of prefixes) if (x.startsWith(p)) return x.slice(p.length).replace(/\\/g, '/');
      return x === root ? '.' : x;
    }
    if (Array.isArray(x)) return x.map(walk);
    if (isPlainObject(x))
      return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, walk(y)]));
    return x;
  };
  return walk(v);
}

/** The canonical value a case's fingerprint hashes (exported for tests and for explaining it). */
export function fingerprintValue(c: Case, ctx: FingerprintContext = {}): unknown {
  const simulator = c.simulator?.use ? ctx.simulators?.[c.simulator.use] : undefined;
  const payload = 'payload' in c ? c.payload : undefined;
  return relativised(
    {
      format: c.format,
      input: c.input,
      expected: c.expected,
      assert: c.assert,
      evals: c.evals,
      checkpoints: c.checkpoints,
      user: c.user,
      team: c.team,
      metadata: c.metadata,
      options: c.options,
      simulator: c.simulator,
      simulator_config: simulator
        ? { model: modelPart(simulator.model), system: simulator.system }
        : undefined,
      user_sim: c.user_sim,
      max_turns: c.max_turns,
      mocks: c.mocks.length ? c.mocks : undefined,
      spy: c.spy || undefined,
      scenario: c.scenario,
      init: c.init,
      timeout_ms: c.timeout_ms,
      hooks: c.hooks,
      matrix: c.matrix,
      payload,
      judge: usesJudge(c, ctx.codeAsserts) ? judgePart(ctx.judge) : undefined,
    },
    ctx.root,
  );
}

/** The case's fingerprint: `sha256:` and the first 16 hex digits of the hash of its canonical JSON. */
export function caseFingerprint(c: Case, ctx: FingerprintContext = {}): string {
  const hash = createHash('sha256')
    .update(stableJson(fingerprintValue(c, ctx)))
    .digest('hex');
  return `sha256:${hash.slice(0, 16)}`;
}
