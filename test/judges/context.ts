import { fileURLToPath } from 'node:url';
import type { Assertion } from '../../src/model/case.js';
import { CaseSchema } from '../../src/model/case.js';
import { TranscriptSchema, type Transcript } from '../../src/model/transcript.js';
import type { JudgeContext } from '../../src/judges/index.js';

/** test/fixtures/judges, the working directory of these tests' cases. */
export const FIXTURES = fileURLToPath(new URL('../fixtures/judges/', import.meta.url));

/** A judge context for one output; the case file lives in fixtures/judges/suite/. */
export function ctxFor(
  output: unknown,
  opts: {
    assert?: Assertion[];
    expected?: unknown;
    input?: string;
    transcript?: Partial<Transcript>;
    llmJudge?: JudgeContext['llmJudge'];
    signal?: AbortSignal;
  } = {},
): JudgeContext {
  return {
    case: CaseSchema.parse({
      id: 'T001',
      suite: 'suite/cases.jsonl',
      source: { file: 'suite/cases.jsonl', line: 3 },
      format: 'yao-jsonl',
      input: opts.input ?? 'What is the capital of France?',
      expected: opts.expected,
      assert: opts.assert ?? [],
    }),
    output,
    transcript: TranscriptSchema.parse(opts.transcript ?? {}),
    cwd: FIXTURES,
    // The case is a Yao case: its assertions read as Yao's (the runner takes this from its format).
    dialect: 'yao',
    llmJudge: opts.llmJudge,
    signal: opts.signal,
  };
}
