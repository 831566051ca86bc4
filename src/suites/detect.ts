import { parseYamlSource, type YamlSource } from '../lib/yaml-source.js';
import type { FormatRegistry } from '../contracts/format.js';
import type { CaseFormat } from '../model/index.js';

/** A file's format as its name and content say, and a YAML file's one parse. */
export interface Sniffed {
  format: CaseFormat | undefined;
  /** A `.yaml`/`.yml` file parsed: the loader is given it, so the file is parsed once. */
  yaml?: YamlSource;
}

/** `.yaml` / `.yml`, any case: its document, not its text, says which format it is. */
export function isYamlName(file: string): boolean {
  return /\.ya?ml$/i.test(file);
}

/**
 * Which loader reads a file, judged by its name and its content (each format's `detect` in
 * src/formats/, asked in the registry's order). A YAML file is parsed here, once, and its
 * document decides (a quoted `"evals":` key and a JSON-style `{…}` document count as well).
 */
export function sniffFormat(file: string, text: string, formats: FormatRegistry): Sniffed {
  const norm = file.replace(/\\/g, '/');
  const yaml = isYamlName(norm) ? parseYamlSource(text.replace(/^\uFEFF/, '')) : undefined;
  for (const f of Object.values(formats))
    if (f.detect?.(norm, text, yaml)) return { format: f.format, ...(yaml ? { yaml } : {}) };
  return { format: undefined, ...(yaml ? { yaml } : {}) };
}

/**
 * Which loader reads a file, judged by its name and the start of its content (sniffFormat):
 * - `*.jsonl` → `yao-jsonl`, unless it is a results stream (first JSON line has `type` start,
 *   result or summary): undefined;
 * - `*.yaml` / `*.yml` whose document is a mapping with an `evals` key (or with both `skill` and
 *   `input`: a case whose `evals` is misspelt) → `skilltest-yaml`; with a `test_cases` key →
 *   `thinkingbox-python` (thinkingbox's YAML test-case file);
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
  return sniffFormat(file, head, formats).format;
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
