import type { AttemptInput, Case } from '../model/case.js';
import type { Check } from '../model/result.js';
import type { Transcript } from '../model/transcript.js';
import type { TargetReply } from './target.js';

/** Judges one attempt; `run` is its run index (judge-model calls are cached per attempt). */
export type AttemptJudge = (
  c: Case,
  output: unknown,
  transcript: Transcript,
  signal: AbortSignal,
  run: number,
) => Promise<Check[]>;

/**
 * Drives a multi-turn attempt (cases with a simulated user): resolves with the merged reply,
 * fills `progress` as it goes so a failure keeps the turns so far.
 */
export type ConversationRunner = (
  c: Case,
  input: AttemptInput,
  signal: AbortSignal,
  progress: { reply?: TargetReply; checks: Check[]; turns: number },
) => Promise<TargetReply>;
