import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import type { Problem } from './problems.js';

/** A parsed YAML file that can say on which line any path of it starts. */
export interface YamlSource {
  value: unknown;
  /** 1-based line of the node at `path` (or of its nearest existing parent). */
  lineOf(path: ReadonlyArray<PropertyKey>): number;
  /** Syntax errors, each with its line. */
  errors: { line: number; message: string }[];
}

/**
 * Parses YAML keeping positions, so validation errors can name file:line. `version: '1.1'`
 * reads YAML 1.1 scalars (`yes`/`on` → true, `0755` → 493, `1:30` → 90), as PyYAML does, and
 * `uniqueKeys: false` lets a later duplicate key win, as PyYAML does.
 */
export function parseYamlSource(
  text: string,
  opts: { version?: '1.1' | '1.2'; uniqueKeys?: boolean } = {},
): YamlSource {
  const lc = new LineCounter();
  const doc: Document = parseDocument(text, {
    lineCounter: lc,
    prettyErrors: false,
    uniqueKeys: opts.uniqueKeys ?? true,
    ...(opts.version === '1.1' ? { version: '1.1' as const } : {}),
  });
  const errors = doc.errors.map((e) => ({
    line: e.linePos?.[0]?.line ?? lc.linePos(e.pos[0]).line,
    message: e.message.split('\n')[0] ?? e.message,
  }));
  const lineOf = (path: ReadonlyArray<PropertyKey>): number => {
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n) as unknown[], true);
      if (isNode(node) && node.range) return lc.linePos(node.range[0]).line;
      // A map key's position: look up the pair when the value node is missing.
    }
    return 1;
  };
  return { value: errors.length ? undefined : doc.toJS({ maxAliasCount: 100 }), lineOf, errors };
}

/**
 * A source's syntax errors as problems of `file`. `lineInFile` maps a YAML line to the file's
 * (YAML embedded in another file, e.g. a Python docstring).
 */
export function yamlProblems(
  src: YamlSource,
  file: string,
  lineInFile: (line: number) => number = (l) => l,
  prefix = 'YAML',
): Problem[] {
  return src.errors.map((e) => ({
    file,
    line: lineInFile(e.line),
    field: '',
    message: `${prefix}: ${e.message}`,
  }));
}
