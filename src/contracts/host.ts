import type { ChatModel } from '../harness/types.js';
import type { Usage } from '../model/transcript.js';

/*
 * What the host (the runner) offers a format's runtime besides the agent under test: services
 * passed in, so a format never reaches into the runner. The judge model (`judgeFor`) and the
 * validator agents are in RuntimeContext (contracts/format.ts).
 */

/** Which attempt a model call belongs to. */
export interface AttemptScope {
  suite: string;
  caseId: string;
  run: number;
}

/**
 * Meters the models a run calls besides the agent (judges, simulated users) per attempt; what it
 * counts is the attempt's `eval_usage`.
 */
export interface Meter {
  /**
   * A wrapper adding every call of a model to the account of the attempt `k`, bound now: a call
   * still running after the attempt was taken adds to an account nobody reads again.
   */
  meterFor(k: AttemptScope): (model: ChatModel) => ChatModel;
  /** `model`, with every call's usage added to the account of the attempt `k`. */
  wrap(model: ChatModel, k: AttemptScope): ChatModel;
  /** Adds one call's reported usage (a provider's own reply) to the account of the attempt `k`. */
  add(k: AttemptScope, u: Usage): void;
}

/** Debug lines (shown with -v). */
export type Log = (line: string) => void;
