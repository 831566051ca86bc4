import type { FormatRegistry } from '../contracts/format.js';
import type { CaseFormat } from '../model/index.js';

/**
 * Which loader reads a file, judged by its name and the start of its content (each format's
 * `detect` in src/formats/, asked in the registry's order):
 * - `*.jsonl` → `yao-jsonl`, unless it is a results stream (first JSON line has `type` start,
 *   result or summary): undefined;
 * - `*.yaml` / `*.yml` with a top-level `evals:` key → `skilltest-yaml`; with a top-level
 *   `test_cases:` key → `thinkingbox-python` (thinkingbox's YAML test-case file);
 * - `*.py` under a folder named `test_case` (not `__init__.py`, `_*.py`, `conftest.py`), or
 *   holding a `"""!` block → `thinkingbox-python`;
 * - `*_test.ts` / `*_test.js` → `yao-script`.
 *
 * @param file a path (either slash)
 * @param head the file's content, or at least its beginning
 * @param formats the front door's registry, asked in its order
 */
export function detectFormat(
  file: string,
  head: string,
  formats: FormatRegistry,
): CaseFormat | undefined {
  const norm = file.replace(/\\/g, '/');
  for (const f of Object.values(formats)) if (f.detect?.(norm, head)) return f.format;
  return undefined;
}

/** How the `-i`/positional input of `agentci run` is meant (Yao's DetectInputMode). */
export type InputMode = 'file' | 'message' | 'script';

/**
 * Yao's DetectInputMode (agent/test/resolver.go): `scripts.` prefix → script tests; a `.jsonl` or
 * `.json` name or an existing path → file; anything else is a message sent to the agent as is.
 *
 * @param exists whether a path exists; it should answer true for folders as well as files, so an
 *   existing folder of suites counts as 'file'
 */
export function detectInputMode(input: string, exists: (p: string) => boolean): InputMode {
  if (input.startsWith('scripts.')) return 'script';
  if (input.endsWith('.jsonl') || input.endsWith('.json') || exists(input)) return 'file';
  return 'message';
}
