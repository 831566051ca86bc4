import { suggest } from '../../lib/zod-problems.js';
import { isPlainObject } from '../../lib/json.js';

/*
 * What a folder search (or a glob) leaves out of a Yao tree, so `agentci run .` at an app's root
 * runs its agent tests and nothing else:
 * - a `.jsonl` file that is data (MCP mapping files `{name, description, uri, data}`, seeds): no
 *   line of it holds a case's two required fields, `id` and `input` (loader.go LoadFile refuses a
 *   line without them), each exactly or as a near miss. A file where some line comes that close is
 *   a suite, and its loading names the mistake (`inptu` → "did you mean 'input'?"), so no typo
 *   turns a suite into skipped data; a line that is not JSON at all makes it a suite too.
 * - in a Yao application (a folder holding app.yao, app.json or app.jsonc), a `*_test.ts` /
 *   `*_test.js` outside an assistant's `src/` folder: script.go ResolveScript finds agent script
 *   tests only as `<assistant>/src/[sub/]<module>_test.ts`; the others are `yao run` process tests
 *   (scripts/…) or SUI page backend tests (pages/…), which another runner runs.
 * A file named on the command line is read whatever these rules say.
 */

/** Case fields Yao's LoadFile requires of every line (loader.go: "missing required field"). */
const REQUIRED = ['id', 'input'] as const;

/** Is `key` the field `field`, or close enough to be a misspelling of it? */
function nearly(key: string, field: string): boolean {
  return key === field || suggest(key, [field]) === field;
}

/** Does this JSON object hold both required fields, exactly or as near misses? */
function caseLike(line: Record<string, unknown>): boolean {
  const keys = Object.keys(line);
  return REQUIRED.every((field) => keys.some((k) => nearly(k, field)));
}

/**
 * Why a found `.jsonl` file is data rather than a suite, or undefined when it may be a suite: a
 * file is data when it has at least one JSON line and none of its lines is case-like (above). An
 * empty or comment-only file stays a suite (its loading says it has no cases).
 */
export function yaoDataFile(head: string): string | undefined {
  let lines = 0;
  for (const raw of head.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('//')) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      // Broken JSON may be a broken case: its loading says where.
      return undefined;
    }
    // A case is an object; a list or a number is data whatever it holds.
    if (isPlainObject(value) && caseLike(value)) return undefined;
    lines++;
  }
  return lines > 0 ? "data: no line holds a case's id and input" : undefined;
}

/** Names of the file that marks a Yao application's root. */
const APP_FILES = ['app.yao', 'app.json', 'app.jsonc'];

/**
 * Why a found `*_test.ts` / `*_test.js` is no agent script test, or undefined when it is one (or
 * the file is not in a Yao application: there every `*_test.ts` stays a script test).
 *
 * @param file relative to the run's folder, forward slashes
 * @param exists whether a path relative to the run's folder exists
 */
export function yaoScriptOutsideAssistant(
  file: string,
  exists: (file: string) => boolean,
): string | undefined {
  const folders = file.split('/').slice(0, -1);
  // The app root is a folder of the file's own path, at or below the run's folder.
  let root = -1;
  for (let i = folders.length; i >= 0 && root < 0; i--) {
    const dir = folders.slice(0, i).join('/');
    if (APP_FILES.some((f) => exists(dir === '' ? f : `${dir}/${f}`))) root = i;
  }
  if (root < 0) return undefined;
  if (folders.slice(root).includes('src')) return undefined;
  return "not an agent test: Yao runs script tests from an assistant's src/ folder";
}
