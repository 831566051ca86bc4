import {
  Composer,
  isMap,
  isNode,
  isScalar,
  LineCounter,
  Parser,
  YAMLParseError,
  type CST,
  type Document,
  type DocumentOptions,
  type ParseOptions,
  type SchemaOptions,
} from 'yaml';
import type { Problem } from './problems.js';

/** A parsed YAML file that can say on which line any path of it starts. */
export interface YamlSource {
  value: unknown;
  /** 1-based line of the node at `path` (or of its nearest existing parent). */
  lineOf(path: ReadonlyArray<PropertyKey>): number;
  /** Syntax errors, each with its line. */
  errors: { line: number; message: string }[];
  /**
   * The keys of the top-level mapping as written (`"evals"` and `{evals: …}` alike), also when
   * the text has syntax errors (the keys of what parsed); empty when the document is no mapping.
   */
  topKeys: string[];
  /** The text as the parser read it, for composing it again under another reading. */
  lexed: LexedYaml;
}

/**
 * YAML text read by the parser (its tokens and line positions) but not yet composed into a
 * document: the one parse of a file, which each reading composes with its own schema.
 */
export interface LexedYaml {
  text: string;
  tokens: CST.Token[];
  lines: LineCounter;
}

/** Reads YAML text into tokens (the schema-free half of parsing). */
export function lexYaml(text: string): LexedYaml {
  const lines = new LineCounter();
  return { text, tokens: [...new Parser(lines.addNewLine).parse(text)], lines };
}

/**
 * How a format reads YAML when the `yaml` package's defaults (YAML 1.2, core schema) are not its
 * meaning: the parser's options (version, schema, custom tags) and how a document becomes a value.
 */
export interface YamlReading {
  options?: ParseOptions & DocumentOptions & SchemaOptions;
  /** The document's value, or errors at source offsets (undefined value when there are any). */
  construct(doc: Document): { value: unknown; errors: { offset: number; message: string }[] };
}

/**
 * Parses YAML keeping positions, so validation errors can name file:line. `uniqueKeys: false`
 * lets a later duplicate key win; `reading` gives a format's own YAML meaning (thinkingbox's is
 * PyYAML's, src/formats/thinkingbox/pyyaml.ts). `lexed`: the same text already read by the
 * parser (format detection did), composed here rather than parsed again.
 */
export function parseYamlSource(
  text: string,
  opts: { uniqueKeys?: boolean; reading?: YamlReading; lexed?: LexedYaml } = {},
): YamlSource {
  const lexed = opts.lexed?.text === text ? opts.lexed : lexYaml(text);
  const lc = lexed.lines;
  const doc = composeDocument(lexed, {
    ...opts.reading?.options,
    uniqueKeys: opts.uniqueKeys ?? true,
  });
  const errors = doc.errors.map((e) => ({
    line: e.linePos?.[0]?.line ?? lc.linePos(e.pos[0]).line,
    message: e.message.split('\n')[0] ?? e.message,
  }));
  let value: unknown;
  if (opts.reading && !errors.length) {
    const built = opts.reading.construct(doc);
    for (const e of built.errors)
      errors.push({ line: lc.linePos(e.offset).line, message: e.message });
    value = built.value;
  } else if (!errors.length) value = doc.toJS({ maxAliasCount: 100 });
  const lineOf = (path: ReadonlyArray<PropertyKey>): number => {
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n) as unknown[], true);
      if (isNode(node) && node.range) return lc.linePos(node.range[0]).line;
      // A map key's position: look up the pair when the value node is missing.
    }
    return 1;
  };
  const topKeys = isMap(doc.contents)
    ? doc.contents.items.flatMap((p) =>
        isScalar(p.key) && typeof p.key.value === 'string' ? [p.key.value] : [],
      )
    : [];
  return { value: errors.length ? undefined : value, lineOf, errors, topKeys, lexed };
}

/** What the `yaml` package's parseDocument does after parsing: the first document, composed. */
function composeDocument(
  lexed: LexedYaml,
  options: ParseOptions & DocumentOptions & SchemaOptions,
): Document {
  let doc: Document | undefined;
  for (const d of new Composer(options).compose(lexed.tokens, true, lexed.text.length)) {
    if (!doc) doc = d;
    else {
      doc.errors.push(
        new YAMLParseError(
          [d.range[0], d.range[1]],
          'MULTIPLE_DOCS',
          'Source contains multiple documents; please use YAML.parseAllDocuments()',
        ),
      );
      break;
    }
  }
  // compose(…, forceDoc = true) always yields a document.
  return doc as Document;
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
