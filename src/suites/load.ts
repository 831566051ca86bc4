import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { normaliseAssert, type Assertion, type Case, type CaseFormat } from '../model/index.js';
import { sniffFormat } from './detect.js';
import { discoverSuiteFiles, type LeftOut, type PathOrigin } from './discover.js';
import type { Problem } from '../lib/problems.js';
import type { FormatRegistry, LoadContext, SuiteLoader } from '../contracts/format.js';
import { errorMessage } from '../lib/error-message.js';

export type { SuiteLoader } from '../contracts/format.js';

/** Paths, folders and globs are relative to `cwd`; the validators check every loader's cases. */
export interface LoadSuitesOptions extends LoadContext {
  /** Every format's record (the front door's registry): detection and loaders. */
  formats: FormatRegistry;
  /** Replacements for formats' own loaders (tests), their cases' assertions checked here. */
  loaders?: Partial<Record<CaseFormat, SuiteLoader>>;
  /** Where paths that came from a file were written (`suites:` of agentci.yaml). */
  origins?: ReadonlyMap<string, PathOrigin>;
}

/**
 * Finds, reads and parses every suite named by `paths` (files, folders, globs), collecting every
 * problem of every file: the caller refuses to run while `problems` is non-empty, so all suites are
 * validated before anything runs. Cases come in file order, then line order. Case ids need only be
 * unique within a file.
 */
export async function loadSuites(
  paths: string[],
  opts: LoadSuitesOptions,
): Promise<{
  cases: Case[];
  files: string[];
  problems: Problem[];
  warnings: Problem[];
  /** Files a folder search or glob found and left alone (data beside the suites), and why. */
  leftOut: LeftOut[];
}> {
  const { files, problems, formats, sources, leftOut } = await discoverSuiteFiles(
    paths,
    opts.cwd,
    opts.formats,
    opts.origins,
  );
  const cases: Case[] = [];
  const warnings: Problem[] = [];
  // Each format's loader, made on first need for this load.
  const own = new Map<CaseFormat, SuiteLoader | undefined>();
  const loaderOf = (format: CaseFormat): SuiteLoader | undefined => {
    if (!own.has(format)) own.set(format, opts.formats[format].loader?.(opts));
    return own.get(format);
  };

  for (const file of files) {
    // A YAML file was read and parsed whole by detection: its loader takes that parse.
    const source = sources[file];
    let text: string;
    try {
      text = source?.text ?? (await readFile(path.resolve(opts.cwd, file), 'utf8'));
    } catch (e) {
      problems.push({
        file,
        line: 0,
        field: '',
        message: `cannot read: ${errorMessage(e)}`,
      });
      continue;
    }
    const sniffed =
      formats[file] === undefined && !source ? sniffFormat(file, text, opts.formats) : undefined;
    const yaml = source?.yaml ?? sniffed?.yaml;
    const format = formats[file] ?? source?.format ?? sniffed?.format;
    if (format === undefined) {
      // Discovery recognised it from its head; the whole text disagrees only if it changed since.
      problems.push({ file, line: 1, field: '', message: 'not a suite file any more' });
      continue;
    }
    const custom = opts.loaders?.[format];
    if (custom) {
      const loaded = await custom(text, file, yaml);
      problems.push(...loaded.problems);
      warnings.push(...(loaded.warnings ?? []));
      const ok: Case[] = [];
      for (const c of loaded.cases) {
        const bad = validateCaseAssertions(c, file, opts.validateAssertion);
        if (bad.length > 0) problems.push(...bad);
        else ok.push(c);
      }
      cases.push(...ok);
      continue;
    }
    const load = loaderOf(format);
    if (load) {
      const loaded = await load(text, file, yaml);
      cases.push(...loaded.cases);
      problems.push(...loaded.problems);
      warnings.push(...(loaded.warnings ?? []));
    } else {
      problems.push({ file, line: 1, field: '', message: `format ${format} is not supported yet` });
    }
  }
  return { cases, files, problems, warnings, leftOut };
}

/** The Yao parser checks its assertions itself; cases from other loaders are checked here. */
function validateCaseAssertions(
  c: Case,
  file: string,
  validate: ((a: Assertion) => string[]) | undefined,
): Problem[] {
  if (!validate) return [];
  const out: Problem[] = [];
  const check = (a: Assertion, field: string): void => {
    for (const message of validate(a)) out.push({ file, line: c.source.line, field, message });
  };
  c.assert.forEach((a, i) => check(a, `assert[${i}]`));
  c.checkpoints?.forEach((cp, k) => {
    normaliseAssert(cp.assert).forEach((a, j) => check(a, `checkpoints[${k}].assert[${j}]`));
  });
  return out;
}
