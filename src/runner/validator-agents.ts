import { DEFAULT_ENV, oneOffCase } from '../model/case.js';
import type { AgentConfig } from '../model/config.js';
import { createTarget, type Target, type TargetContext } from '../targets/index.js';
import { errorMessage } from '../lib/error-message.js';

/*
 * The validator agents of Yao's `agent` assertion (assert.go assertAgent, `use: "agents:<id>"`):
 * the agents agentci.yaml names under `agents:`, each started on first use and kept for the run.
 * The validator gets one user message, the JSON text of {output, input, criteria, …metadata},
 * with Yao's validator options (skip history/trace/output, metadata.test_mode "validator").
 */

export type ValidatorCall = (
  id: string,
  content: string,
  opts: { connector?: string; signal: AbortSignal; timeoutMs: number },
) => Promise<{ output: unknown } | { error: string } | undefined>;

/** The run's validators, or undefined when agentci.yaml maps no agent. */
export function createValidatorAgents(
  agents: Record<string, AgentConfig> | undefined,
  ctx: TargetContext,
): { call: ValidatorCall; close(): Promise<void> } | undefined {
  if (!agents || Object.keys(agents).length === 0) return undefined;
  const targets = new Map<string, Promise<Target>>();
  return {
    async call(id, content, opts) {
      const agent = agents[id];
      if (!agent) return undefined;
      let t = targets.get(id);
      if (!t) {
        t = createTarget(agent, ctx);
        targets.set(id, t);
      }
      const options: Record<string, unknown> = {
        skip: { history: true, trace: true, output: true },
        metadata: { test_mode: 'validator' },
        ...(opts.connector ? { connector: opts.connector } : {}),
      };
      const c = oneOffCase('validator', content, options);
      try {
        const target = await t;
        const reply = await target.run({
          case: c,
          attempt: {
            id: c.id,
            run: 1,
            input: content,
            messages: [{ role: 'user', content }],
            env: { ...DEFAULT_ENV, metadata: {} },
            metadata: { test_mode: 'validator' },
            options,
          },
          signal: opts.signal,
          timeoutMs: opts.timeoutMs,
        });
        return { output: reply.output };
      } catch (e) {
        if (opts.signal.aborted) throw e;
        return { error: errorMessage(e) };
      }
    },
    async close() {
      await Promise.all(
        [...targets.values()].map((t) => t.then((x) => x.close()).catch(() => undefined)),
      );
    },
  };
}
