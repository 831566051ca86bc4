import { createModelFactory } from '../harness/model-factory.js';
import { maskSecrets } from '../harness/models/http.js';
import type { JudgeConfig } from '../model/model-config.js';
import { firstError, LlmJudge, tallyVotes } from './llm-judge.js';
import type { TextYesNo } from './python-test.js';

/*
 * thinkingbox's `judge.text_yesno(text, question)`, answered by the judge model configured once
 * for agentci (`judge:` in agentci.yaml): the text is shown as the output under judgement and the
 * question as the criterion; the judge replies `{"verdict": true|false, "reason": …}` like every
 * other agentci judge question (with `judge.runs`, the majority answer; an unusable reply or an
 * even split is an error, never a silent no).
 */

/** Builds text_yesno on the judge model (throws, naming `judge.model`, when it cannot be built). */
export function createTextYesNo(
  judge: JudgeConfig,
  env: Record<string, string | undefined>,
): TextYesNo {
  const factory = createModelFactory(judge.model, env, 'judge.model');
  const llm = new LlmJudge({
    make: factory.make,
    runs: judge.runs,
    instructions: judge.instructions,
    maxTranscriptChars: judge.max_transcript_chars,
    mask: (s) => maskSecrets(s, factory.secrets),
  });
  return async (text, question, signal) => {
    const results = await llm.askBoolean(
      { transcript: { messages: [], tool_calls: [] }, output: text },
      question,
      { signal },
    );
    const tally = tallyVotes(results.map((r) => (r.ok ? r.value.verdict : undefined)));
    if (tally.winner === undefined) throw new Error(tally.problem ?? firstError(results));
    return tally.winner;
  };
}
