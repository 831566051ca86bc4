import path from 'node:path';
import { hasYaoParts, processYaoContent, YaoInputError } from './content.js';
import { parseYaoJsonl } from './jsonl-load.js';
import { yaoExtractOutput } from './output.js';
import { CaseInputError, type FormatRecord } from '../../contracts/format.js';
import { yaoDataFile } from './left-out.js';

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

/** Yao's JSONL test cases (agent/test: one case per line). */
export const yaoJsonlFormat: FormatRecord<'yao-jsonl'> = {
  format: 'yao-jsonl',
  // `*.jsonl`, unless it is a results stream (first JSON line has `type` start, result or summary).
  detect: (file, head) => file.toLowerCase().endsWith('.jsonl') && !isResultsStream(head),
  // Yao's DetectInputMode takes a named `.json` as a suite file and LoadFile reads it line by line,
  // as a `.jsonl` (agent/test/resolver.go, loader.go); a folder's .json files are not.
  discovery: { named: /\.json$/i },
  // A search leaves data alone: no line holds (nearly) a case's id and input.
  leftOut: (_file, head) => yaoDataFile(head),
  loader: (ctx) => (text, file) => {
    const loaded = parseYaoJsonl(text, file, {
      validateAssertion: ctx.validateAssertion,
      refuseAssertion: ctx.refuseAssertion,
    });
    if (loaded.cases.length === 0 && loaded.problems.length === 0)
      // Yao's LoadFile refuses a file without a case; in a folder of suites it is said, and a
      // run that finds no case at all fails (see NoCasesError).
      loaded.warnings.push({ file, line: 0, field: '', message: `no test cases found in ${file}` });
    return loaded;
  },
  attempt: {
    // Yao (runner.go, GetMessagesWithOptions) reads a case's file:// parts when it runs the case,
    // relative to the suite's folder; one it cannot read errors that case only.
    async messages(c, messages, cwd) {
      // An input Yao cannot parse errors its case here (runner.go runSingleTest), after `before`.
      if (c.payload?.input_error !== undefined) throw new CaseInputError(c.payload.input_error);
      if (!hasYaoParts(messages)) return messages;
      const baseDir = path.dirname(path.resolve(cwd, c.source.file));
      try {
        return await processYaoContent(messages, baseDir, Array.isArray(c.input));
      } catch (e) {
        if (e instanceof YaoInputError) throw new CaseInputError(e.message);
        throw e;
      }
    },
    // A Yao case's `metadata` is declared in types.go Case but never sent with the request
    // (runner.go buildContextOptions sends `options.metadata`): only its hooks see it.
    fields: () => ({ metadata: {} }),
    // runner.go extractOutput: the content, else what the tool calls say.
    output: yaoExtractOutput,
  },
  // assert.go: an unknown type or a bad value fails the check, `agent` asks the validator agents.
  judging: { dialect: 'yao' },
  // context.go NewTestContext: ctx.Metadata comes from --ctx alone, never the case's.
  testEnv: { caseMetadata: false },
};
