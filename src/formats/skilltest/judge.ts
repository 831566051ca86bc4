import type { SkilltestMessage } from '../../model/skilltest-transcript.js';
import { skilltestMessages } from '../../model/skilltest-transcript.js';
import type { ProviderJudge } from '../../judges/evals.js';
import type { LlmJudge } from '../../judges/llm-judge.js';
import { errorMessage } from '../../lib/error-message.js';

/*
 * skilltest's judge, asked through agentci's judge model: a skilltest case's boolean and numeric
 * evals and its `done_when` are put to the model as skilltest-core provider.rs puts them
 * (ApiJudgeProvider::judge, the judge that calls a model API: JUDGE_SYSTEM as the system prompt,
 * build_judge_prompt as the user message) and the reply is read as parse_verdict reads it: the
 * text from the first `{` to the last `}` must be a JSON object whose `value` is a boolean
 * (boolean kind) or a number (numeric kind); `reason` is its string, else "". Anything else is a
 * judge failure (exit 3), with no corrective retry. agentci's own prompt and reply contract stay
 * for everything else the judge model answers (Yao `agent` assertions, thinkingbox judges).
 */

/** provider.rs JUDGE_SYSTEM. */
export const SKILLTEST_JUDGE_SYSTEM =
  "Follow the user's instructions exactly and respond with only what they ask for.";

/** What is judged: provider.rs JudgeQuery. */
export interface SkilltestJudgeQuery {
  kind: 'boolean' | 'numeric';
  criterion: string;
  /** [min, max] of a numeric eval; provider.rs falls back to (0, 10). */
  scale?: [number, number];
}

/** provider.rs render_transcript: one `Role: content` line per message (tool events left out). */
export function renderSkilltestTranscript(messages: SkilltestMessage[]): string {
  const role = { user: 'User', assistant: 'Assistant', system: 'System' } as const;
  return messages.map((m) => `${role[m.role]}: ${m.content}`).join('\n');
}

/** provider.rs build_judge_prompt, word for word. */
export function skilltestJudgePrompt(q: SkilltestJudgeQuery, messages: SkilltestMessage[]): string {
  const transcript = renderSkilltestTranscript(messages);
  const head = `You are a strict, careful evaluator of an AI assistant's behavior.\n\nCriterion: ${q.criterion}\n\nTranscript:\n${transcript}\n\n`;
  if (q.kind === 'boolean')
    return `${head}Decide whether the criterion is satisfied. Respond with ONLY a single-line JSON object and nothing else:\n{"value": true or false, "reason": "<one short sentence>"}`;
  const [min, max] = q.scale ?? [0, 10];
  return `${head}Score how well the criterion is satisfied on a scale from ${min} to ${max} (inclusive). Respond with ONLY a single-line JSON object and nothing else:\n{"value": <number between ${min} and ${max}>, "reason": "<one short sentence>"}`;
}

/** provider.rs build_user_prompt, word for word: the simulated user of an API judge. */
export function skilltestUserPrompt(persona: string, messages: SkilltestMessage[]): string {
  return `You are role-playing the USER in a conversation with an AI assistant. Stay in character:\n\n${persona}\n\nConversation so far (most recent last):\n${renderSkilltestTranscript(messages)}\n\nWrite only the user's next message. Output the message text and nothing else.`;
}

/**
 * provider.rs ApiJudgeProvider::simulate_user on agentci's judge model: skilltest's user prompt
 * under JUDGE_SYSTEM, the reply's text trimmed; it never stops the conversation.
 */
export async function skilltestModelUser(
  llm: LlmJudge,
  persona: string,
  messages: SkilltestMessage[],
  signal: AbortSignal,
): Promise<string> {
  return (
    await llm.complete(SKILLTEST_JUDGE_SYSTEM, skilltestUserPrompt(persona, messages), signal)
  ).trim();
}

/** A reply parse_verdict refuses: a judge failure. */
export class SkilltestVerdictError extends Error {}

/** provider.rs parse_verdict (with extract_json_object). Throws SkilltestVerdictError. */
export function parseSkilltestVerdict(
  kind: 'boolean' | 'numeric',
  text: string,
): { value: boolean | number; reason: string } {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start)
    throw new SkilltestVerdictError(`judge did not return a JSON object; got: ${text}`);
  const json = text.slice(start, end + 1);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    throw new SkilltestVerdictError(
      `judge verdict was not valid JSON: ${errorMessage(e)}; got: ${json}`,
    );
  }
  const obj = (value ?? {}) as Record<string, unknown>;
  const reason = typeof obj.reason === 'string' ? obj.reason : '';
  if (!('value' in obj)) throw new SkilltestVerdictError('judge verdict has no `value` field');
  const raw = obj.value;
  if (kind === 'boolean') {
    if (typeof raw !== 'boolean')
      throw new SkilltestVerdictError(
        `boolean judge \`value\` was not a bool: ${JSON.stringify(raw)}`,
      );
    return { value: raw, reason };
  }
  if (typeof raw !== 'number')
    throw new SkilltestVerdictError(
      `numeric judge \`value\` was not a number: ${JSON.stringify(raw)}`,
    );
  return { value: raw, reason };
}

/**
 * skilltest's judge on agentci's judge model, in the shape of a `--provider` judge (so eval.rs
 * outcomes, clamping and reasons are the ones `--provider` runs already use).
 */
export function skilltestModelJudge(llm: LlmJudge): ProviderJudge {
  return async (q, transcript, signal) => {
    const text = await llm.complete(
      SKILLTEST_JUDGE_SYSTEM,
      skilltestJudgePrompt(q, skilltestMessages(transcript.messages)),
      signal,
    );
    return parseSkilltestVerdict(q.kind, text);
  };
}
