import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { parseYamlSource, yamlProblems } from '../../lib/yaml-source.js';
import type { Case, CaseOf } from '../../model/case.js';
import {
  DEFAULT_MODEL,
  DEFAULT_PLATFORM,
  MockDeclSchema,
  type MockDecl,
} from '../../model/skilltest.js';
import { InputError } from '../../lib/problems.js';
import { dropSkilltestNulls } from './load.js';
import { errorMessage } from '../../lib/error-message.js';

/*
 * skilltest's run-wide options on its loaded cases: the platform × model matrix of a `--provider`
 * run, and cli.rs `Overrides` (`--max-turns`, `--spy`, `--mocks FILE`).
 */

/** skilltest's run-wide options (cli.rs RunArgs), as its command line gives them. */
export interface CaseRunOptions {
  cwd: string;
  /** `--provider` (or skilltest.yaml's): its cases run on each `platforms` × `models` cell. */
  provider?: string | readonly string[];
  platforms?: string[];
  models?: string[];
  /** `--max-turns`. */
  maxTurns?: number;
  /** `--spy`. */
  spy?: boolean;
  /** `--mocks FILE`. */
  mocksFile?: string;
}

/**
 * Applies the run's options to the run's skilltest cases: for each case, the cases that run in
 * its place (one per matrix cell).
 */
export async function applySkilltestRunOptions(
  cases: CaseOf<'skilltest-yaml'>[],
  opts: CaseRunOptions,
): Promise<Case[][]> {
  const shared = opts.mocksFile ? await loadMocksFile(opts.mocksFile, opts.cwd) : [];
  for (const c of cases) {
    // `--max-turns` for `user:` cases without their own (the config's `max_turns` is the runner's).
    if (opts.maxTurns !== undefined && c.user_sim && c.user_sim.max_turns === undefined)
      c.max_turns = opts.maxTurns;
    // `--spy` turns the mock/spy channel on.
    if (opts.spy) c.spy = true;
    // `--mocks FILE` (a YAML or JSON list shaped like a case's `mocks`) goes before each case's own.
    if (shared.length > 0) c.mocks = [...shared, ...c.mocks];
  }
  return cases.map((c) => matrixCells(c, opts));
}

/**
 * skilltest's platform × model matrix (runner.rs run_all_inner: for each case, each platform,
 * each model, one run). A `--provider` run puts every skilltest case on its cells (`-p`/`-m`,
 * else skilltest's default cell, config.rs Config::default); with more than one cell the case id
 * names its cell (`greet [claude-code/sonnet]`, as skilltest's human output shows a run).
 */
function matrixCells(c: CaseOf<'skilltest-yaml'>, opts: CaseRunOptions): Case[] {
  if (opts.provider === undefined) return [c];
  const platforms = opts.platforms?.length ? opts.platforms : [DEFAULT_PLATFORM];
  const models = opts.models?.length ? opts.models : [DEFAULT_MODEL];
  const many = platforms.length * models.length > 1;
  return platforms.flatMap((platform) =>
    models.map((model): Case => ({
      ...c,
      id: many ? `${c.id} [${platform}/${model}]` : c.id,
      matrix: { platform, model, name: c.id },
    })),
  );
}

async function loadMocksFile(file: string, cwd: string): Promise<MockDecl[]> {
  const problem = (line: number, field: string, message: string): never => {
    throw new InputError([{ file, line, field, message }]);
  };
  let text = '';
  try {
    text = await readFile(path.resolve(cwd, file), 'utf8');
  } catch (e) {
    problem(0, '', `could not read --mocks file: ${errorMessage(e)}`);
  }
  const src = parseYamlSource(text);
  if (src.errors.length > 0)
    throw new InputError(yamlProblems(src, file, undefined, 'invalid YAML'));
  const parsed = z
    .array(MockDeclSchema)
    .safeParse((dropSkilltestNulls({ mocks: src.value }) as { mocks: unknown }).mocks);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    const at = i?.path ?? [];
    problem(
      src.lineOf(at),
      at.map(String).join('.'),
      `not a mock declaration list: ${i?.message ?? ''}`,
    );
  }
  return parsed.data ?? [];
}
