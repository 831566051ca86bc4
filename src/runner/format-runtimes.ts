import type { Case, CaseFormat } from '../model/case.js';
import type {
  FormatRecord,
  FormatRegistry,
  FormatRuntime,
  RuntimeContext,
} from '../contracts/format.js';

/** What the formats of a run's cases add to it, by format. */
export type FormatRuntimes = { [F in CaseFormat]?: FormatRuntime };

/** The record of a case's format (typed for that case). */
export function recordOf<F extends CaseFormat>(
  formats: FormatRegistry,
  c: Case & { format: F },
): FormatRecord<F> {
  return formats[c.format] as FormatRecord<F>;
}

/**
 * Builds the runtime of every format the cases have (FormatRecord.runtime), in registry order.
 * When one throws (InputError: the run cannot serve its cases), those already built are closed.
 */
export async function buildFormatRuntimes(
  formats: FormatRegistry,
  cases: readonly Case[],
  ctx: RuntimeContext,
): Promise<FormatRuntimes> {
  const built: FormatRuntimes = {};
  try {
    for (const format of Object.keys(formats) as CaseFormat[]) {
      const record = formats[format] as FormatRecord<CaseFormat>;
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
