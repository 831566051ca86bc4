import type { Case, CaseFormat } from '../model/case.js';
import type {
  CaseGenerator,
  FormatRecord,
  FormatRuntime,
  RuntimeContext,
} from '../contracts/format.js';
import { messageFormat } from './message.js';
import { skilltestYamlFormat } from './skilltest/index.js';
import { thinkingboxPythonFormat } from './thinkingbox/index.js';
import { yaoJsonlFormat } from './yao/jsonl.js';
import { yaoScriptFormat } from './yao/script.js';

export {
  CaseInputError,
  type CaseGenerator,
  type CaseRunOptions,
  type NamedSelection,
  type FormatRecord,
  type FormatRuntime,
  type LoadContext,
  type OwnAttemptDeps,
  type ProviderRunContext,
  type RuntimeContext,
  type Loaded,
  type SuiteLoader,
} from '../contracts/format.js';

/** Every format, one line each; detection asks them in this order. */
export const FORMATS: { [F in CaseFormat]: FormatRecord<F> } = {
  'yao-jsonl': yaoJsonlFormat,
  'skilltest-yaml': skilltestYamlFormat,
  'thinkingbox-python': thinkingboxPythonFormat,
  'yao-script': yaoScriptFormat,
  message: messageFormat,
};

/** The record of a case's format (typed for that case). */
export function formatOf<F extends CaseFormat>(c: Case & { format: F }): FormatRecord<F> {
  return FORMATS[c.format] as FormatRecord<F>;
}

/** What the formats of a run's cases add to it, by format. */
export type FormatRuntimes = { [F in CaseFormat]?: FormatRuntime };

/**
 * Builds the runtime of every format the cases have (FormatRecord.runtime), in registry order.
 * When one throws (InputError: the run cannot serve its cases), those already built are closed.
 */
export async function buildFormatRuntimes(
  cases: readonly Case[],
  ctx: RuntimeContext,
): Promise<FormatRuntimes> {
  const built: FormatRuntimes = {};
  try {
    for (const format of Object.keys(FORMATS) as CaseFormat[]) {
      const record = FORMATS[format] as FormatRecord<CaseFormat>;
      const own = cases.filter((c) => c.format === format);
      if (own.length === 0 || !record.runtime) continue;
      const runtime = await record.runtime(own, ctx);
      if (runtime) built[format] = runtime;
    }
  } catch (e) {
    await closeFormatRuntimes(built);
    throw e;
  }
  return built;
}

/** Closes every format runtime (a failure to close is not the run's failure). */
export async function closeFormatRuntimes(runtimes: FormatRuntimes): Promise<void> {
  await Promise.all(Object.values(runtimes).map((r) => r?.close().catch(() => undefined)));
}

/**
 * Does a run of these cases go one attempt at a time (FormatRecord.sequential)? Only when every
 * case's format says so and `--parallel` does not say otherwise; the config's `parallel:`
 * overrides it too unless every format is 'flag'.
 */
export function runsOneAtATime(
  cases: readonly Case[],
  parallelFlag: number | undefined,
  parallelConfig: number | undefined,
): boolean {
  if (cases.length === 0 || parallelFlag !== undefined) return false;
  const modes = cases.map((c) => FORMATS[c.format].sequential);
  if (modes.some((m) => m === undefined)) return false;
  return parallelConfig === undefined || modes.every((m) => m === 'flag');
}

/** The format that owns every one of these inputs by its name alone (ownsInput), if one does. */
export function inputsFormat(inputs: readonly string[]): CaseFormat | undefined {
  if (inputs.length === 0) return undefined;
  const records = Object.values(FORMATS) as FormatRecord<CaseFormat>[];
  return records.find((r) => inputs.every((i) => r.ownsInput?.(i)))?.format;
}

/** The generator an input names (Yao's `agents:<id>?…` and `scripts:<module>.<Function>`), if any. */
export function generatorOf(input: string): CaseGenerator | undefined {
  for (const r of Object.values(FORMATS) as FormatRecord<CaseFormat>[]) {
    const g = r.generator?.(input);
    if (g) return g;
  }
  return undefined;
}
