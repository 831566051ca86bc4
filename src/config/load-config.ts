import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigSchema, type Config } from '../model/config.js';
import type { Problem } from '../lib/problems.js';
import { describeIssues, formatPath } from '../lib/zod-problems.js';
import { parseYamlSource, yamlProblems } from '../lib/yaml-source.js';
import { faultConfigProblems } from '../net/provider-faults.js';

export const DEFAULT_CONFIG_NAMES = ['agentci.yaml', 'agentci.yml'];

export interface LoadedConfig {
  config: Config;
  /** Absolute path of the file read, when one was. */
  path?: string;
  /** Folder relative paths in the config resolve against. */
  baseDir: string;
  /**
   * The line of a field in the file (its YAML node, else its nearest parent's), for a problem
   * about what the field names: a `suites:` entry that matches nothing is said at its line.
   */
  lineOf?(path: ReadonlyArray<PropertyKey>): number;
}

/**
 * Reads `agentci.yaml`: the explicit path when given (missing → a problem), else `./agentci.yaml`
 * when present, else the nearest one found walking up from `searchFrom` (the first input's
 * folder) to cwd — so `agentci run examples/quickstart` picks up that example's config — else an
 * empty config rooted at cwd. Every problem names file:line and the field.
 */
export async function loadConfig(
  cwd: string,
  explicit?: string,
  searchFrom?: string,
): Promise<{ loaded: LoadedConfig; problems: Problem[] }> {
  let file: string | undefined;
  if (explicit) {
    file = path.resolve(cwd, explicit);
    if (!existsSync(file))
      return {
        loaded: { config: {}, baseDir: cwd },
        problems: [{ file: explicit, line: 0, field: '', message: 'config file not found' }],
      };
  } else {
    file = findIn(cwd);
    if (!file && searchFrom) {
      let dir = path.resolve(cwd, searchFrom);
      if (existsSync(dir) && !statSync(dir).isDirectory()) dir = path.dirname(dir);
      // Walk up to the repository root (a folder holding .git) or cwd, whichever comes first, so
      // a suite never picks up a config from an unrelated parent folder.
      const root = path.resolve(cwd);
      for (;;) {
        file = findIn(dir);
        if (file || dir === root || existsSync(path.join(dir, '.git'))) break;
        const up = path.dirname(dir);
        if (up === dir) break;
        dir = up;
      }
    }
  }
  if (!file) return { loaded: { config: {}, baseDir: cwd }, problems: [] };
  const display = path.relative(cwd, file).split(path.sep).join('/') || file;
  const text = await readFile(file, 'utf8');
  const parsed = parseConfigText(text, display);
  return {
    loaded: {
      // With problems, the suites alone (when they are valid), so they are still looked at.
      config: parsed.config ?? (parsed.suites ? { suites: parsed.suites } : {}),
      path: file,
      baseDir: path.dirname(file),
      ...(parsed.lineOf ? { lineOf: parsed.lineOf } : {}),
    },
    problems: parsed.problems,
  };
}

/**
 * Validates config text; `display` names the file in problems. With problems, `suites` is the
 * file's `suites:` when that field alone is valid: a run refusing the file still looks at the
 * paths it names, so one pass says every problem. `lineOf`: the line of a field, when the YAML
 * parsed.
 */
export function parseConfigText(
  text: string,
  display: string,
): {
  config?: Config;
  problems: Problem[];
  suites?: string[];
  lineOf?: (path: ReadonlyArray<PropertyKey>) => number;
} {
  const src = parseYamlSource(text);
  if (src.errors.length) return { problems: yamlProblems(src, display) };
  const lineOf = src.lineOf;
  const value = src.value ?? {};
  const res = ConfigSchema.safeParse(value);
  const suites = () => {
    const raw = value !== null && typeof value === 'object' ? (value as Config).suites : undefined;
    const ok = ConfigSchema.shape.suites.safeParse(raw);
    return ok.success && ok.data ? { suites: ok.data } : {};
  };
  if (res.success) {
    // Patterns are checked by the regex engine that will run them, where the file says them.
    const faults = faultConfigProblems(res.data.environment_faults).map((p) => {
      const at = ['environment_faults', ...p.path];
      return { file: display, line: src.lineOf(at), field: formatPath(at), message: p.message };
    });
    return faults.length
      ? { problems: faults, ...suites(), lineOf }
      : { config: res.data, problems: [], lineOf };
  }
  return {
    problems: describeIssues(ConfigSchema, value, res.error.issues).map((i) => ({
      file: display,
      line: src.lineOf(i.path),
      field: formatPath(i.path),
      message: i.message,
    })),
    ...suites(),
    lineOf,
  };
}

function findIn(dir: string): string | undefined {
  return DEFAULT_CONFIG_NAMES.map((n) => path.join(dir, n)).find((f) => existsSync(f));
}

/** Display path of the config file for problems. */
export function configDisplay(cwd: string, configPath: string | undefined): string {
  return configPath ? path.relative(cwd, configPath).split(path.sep).join('/') : '';
}
