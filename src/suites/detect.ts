import type { CaseFormat } from '../model/index.js';

const RESULT_TYPES = new Set(['start', 'result', 'summary']);

/** A results line may be cut off when only the head of a big file was read. */
const RESULT_LINE_START = /^\s*\{\s*"type"\s*:\s*"(start|result|summary)"/;

/**
 * Does the text start like an agentci/Yao results stream (`{"type": "start" | "result" |
 * "summary", …}` lines) rather than a suite of cases?
 */
function isResultsStream(head: string): boolean {
  for (const raw of head.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('//')) continue;
    try {
      const v: unknown = JSON.parse(line);
      if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
      const type = (v as Record<string, unknown>).type;
      return typeof type === 'string' && RESULT_TYPES.has(type);
    } catch {
      return RESULT_LINE_START.test(line);
    }
  }
  return false;
}

/**
 * Which loader reads a file, judged by its name and the start of its content:
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
 */
export function detectFormat(file: string, head: string): CaseFormat | undefined {
  const norm = file.replace(/\\/g, '/');
  const base = norm.slice(norm.lastIndexOf('/') + 1);
  const lower = base.toLowerCase();
  if (lower.endsWith('.jsonl')) return isResultsStream(head) ? undefined : 'yao-jsonl';
  if (lower.endsWith('.yaml') || lower.endsWith('.yml'))
    return /^evals[ \t]*:/m.test(head)
      ? 'skilltest-yaml'
      : /^test_cases[ \t]*:/m.test(head) && !lower.endsWith('.meta.yaml')
        ? 'thinkingbox-python'
        : undefined;
  if (lower.endsWith('.py')) {
    if (/("""|''')!/.test(head)) return 'thinkingbox-python';
    // Package plumbing inside test_case/ holds no cases.
    const plumbing = base.startsWith('_') || lower === 'conftest.py';
    const folders = norm.split('/').slice(0, -1);
    return folders.includes('test_case') && !plumbing ? 'thinkingbox-python' : undefined;
  }
  if (/_test\.[jt]s$/.test(base)) return 'yao-script';
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
