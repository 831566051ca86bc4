import type { Case } from '../../../model/case.js';
import { skilltestMessages } from '../../../model/skilltest-transcript.js';
import { DEFAULT_MODEL } from '../../../model/skilltest.js';
import type { Usage } from '../../../model/transcript.js';
import { judgeEvals, type ProviderJudge } from '../../../judges/evals.js';
import { runConversation } from '../../../runner/conversation.js';
import type { Runtimes } from '../../../runner/runtimes.js';
import { InputError } from '../../../lib/problems.js';
import type { Meter } from '../../../contracts/host.js';
import { SkilltestProvider, createProviderTarget } from '../../../formats/skilltest/provider.js';
import { skilltestModelJudge, skilltestModelUser } from '../../../formats/skilltest/judge.js';
import type { LlmJudge } from '../../../judges/llm-judge.js';
import type { Transcript } from '../../../model/transcript.js';

/** What a `--provider` run is given. */
export interface ProviderRunContext {
  /** The `--provider` command (whitespace-split), or skilltest.yaml's argv. */
  command: string | readonly string[];
  cwd: string;
  env: Record<string, string | undefined>;
  /** `-m`: the models the cases run on. */
  models?: string[];
  /** `--judge-model`. */
  judgeModel?: string;
  /** The per-attempt timeout. */
  timeoutMs: number;
  meter: Meter;
  /**
   * skilltest.yaml's `judge: {kind: api}` (SplitProvider): the judge model that judges and plays
   * the user instead of the provider, scoped to the attempt.
   */
  judgeFor?: (scope: { suite: string; caseId: string; run: number }) => LlmJudge | undefined;
}

/**
 * A provider run needs a command, and runs skilltest cases only: an empty command, or another
 * format's case to run, is InputError (exit 2).
 */
function checkProviderRun(command: string | readonly string[], cases: Case[]): void {
  const empty =
    typeof command === 'string' ? command.trim() === '' : (command[0] ?? '').trim() === '';
  const others = cases.filter((c) => c.format !== 'skilltest-yaml' && c.skip === false);
  if (empty || others.length > 0)
    throw new InputError(
      empty
        ? [{ file: '--provider', line: 0, field: '', message: 'provider command is empty' }]
        : others.slice(0, 5).map((c) => ({
            file: c.source.file,
            line: c.source.line,
            field: '',
            message: `a skilltest provider (--provider, or provider: in skilltest.yaml) runs skilltest cases only; this is a ${c.format} case`,
          })),
    );
}

/**
 * A `--provider` run (skilltest cli.rs build_provider with ProviderConfig::Command, from the flag
 * or skilltest.yaml): the provider command runs every skill turn, plays every simulated user and
 * judges every boolean/numeric eval and `done_when`, on the model skilltest would name
 * (`--judge-model`, else the first model). With skilltest.yaml's `judge: {kind: api}`
 * (SplitProvider) the judge model judges and plays the user instead, as ApiJudgeProvider does.
 * Only skilltest cases can run this way (any other case is exit 2 here).
 */
export function providerRuntimes(cases: Case[], ctx: ProviderRunContext): Runtimes {
  const { command, meter } = ctx;
  checkProviderRun(command, cases);
  const provider = new SkilltestProvider(command, ctx.cwd, ctx.env);
  const target = createProviderTarget(provider);
  // config.rs effective_judge_model: judge_model, else the first configured model.
  const judgeModel = ctx.judgeModel ?? ctx.models?.[0] ?? DEFAULT_MODEL;
  // runner.rs: a run's usage is its skill, simulated-user and judge calls; the latter two are
  // the attempt's eval usage here (the skill's is the agent's).
  const metered = <T extends { usage?: Usage }>(c: Case, run: number, r: T): T => {
    if (r.usage) meter.add({ suite: c.suite, caseId: c.id, run }, r.usage);
    return r;
  };
  // SplitProvider: the API judge's model, scoped to the attempt (its calls are metered there).
  const apiJudge = (c: Case, run: number): LlmJudge | undefined =>
    ctx.judgeFor?.({ suite: c.suite, caseId: c.id, run });
  const judgeFor = (c: Case, run: number, timeoutMs = ctx.timeoutMs): ProviderJudge => {
    const llm = apiJudge(c, run);
    if (llm) return skilltestModelJudge(llm);
    return async (q, transcript, signal) =>
      metered(
        c,
        run,
        await provider.judge(
          judgeModel,
          q,
          skilltestMessages(transcript.messages),
          signal ?? new AbortController().signal,
          timeoutMs,
        ),
      );
  };
  return {
    target,
    formats: {},
    // skilltest cases have no Yao hooks and no validator agents.
    hooks: undefined,
    extras: { close: () => Promise.resolve() },
    targetFor: () => target,
    judge: async (c, output, transcript, signal, run) =>
      judgeEvals(c, transcript, output, { provider: judgeFor(c, run), signal }),
    conversation: (c, input, signal, progress) =>
      runConversation(
        c,
        input,
        signal,
        {
          target,
          timeoutMs: c.timeout_ms ?? ctx.timeoutMs,
          user: {
            next: async (conversation, sig) => {
              const llm = apiJudge(c, input.run);
              if (llm) {
                const message = await skilltestModelUser(
                  llm,
                  c.user_sim?.persona ?? '',
                  skilltestMessages(conversation),
                  sig ?? signal,
                );
                return { done: false, message };
              }
              const turn = metered(
                c,
                input.run,
                await provider.user(
                  judgeModel,
                  c.user_sim?.persona ?? '',
                  skilltestMessages(conversation),
                  sig ?? signal,
                  c.timeout_ms ?? ctx.timeoutMs,
                ),
              );
              return { done: false, message: turn.message, stop: turn.stop };
            },
          },
          doneWhen: async (conversation, criterion, sig) =>
            (
              await judgeFor(c, input.run, c.timeout_ms ?? ctx.timeoutMs)(
                { kind: 'boolean', criterion },
                { messages: conversation } as Transcript,
                sig,
              )
            ).value === true,
          cwd: ctx.cwd,
        },
        progress,
      ),
  };
}
