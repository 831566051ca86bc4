import type { AgentConfig } from '../model/config.js';
import { createHarnessTarget } from './harness.js';
import { createCommandTarget } from './command.js';
import { createHttpTarget } from './http.js';
import { createModuleTarget } from './module.js';
import { nestingProblem } from '../lib/json.js';
import { AttemptFailure, type Target, type TargetContext } from '../contracts/target.js';

export * from '../contracts/target.js';
export { createCommandTarget, type CommandTargetOptions } from './command.js';
export { createHttpTarget, parseRetryAfter, type HttpTargetOptions } from './http.js';
export { createModuleTarget, type ModuleAgentContext, type ModuleAgentFunction } from './module.js';
export { normaliseStructuredReply, parseToolCalls, toToolCall } from './reply.js';

/**
 * Builds the target an `agent:` config describes: `command`, `url` (http), `module` or `harness`.
 * Throws a clear Error for a config that cannot work (missing module export, unset `${VAR}`…).
 */
export async function createTarget(agent: AgentConfig, ctx: TargetContext): Promise<Target> {
  if ('command' in agent) return boundedReplies(createCommandTarget(agent, ctx));
  if ('url' in agent) return boundedReplies(createHttpTarget(agent, ctx));
  if ('module' in agent) return boundedReplies(await createModuleTarget(agent, ctx));
  if ('harness' in agent) return boundedReplies(await createHarnessTarget(agent.harness, ctx));
  throw new Error('agent: expected one of command, url, module or harness');
}

/**
 * The target with every reply checked before anything walks it: a reply nested deeper than
 * MAX_AGENT_DEPTH (10 KB of `[[[[…` on stdout is enough to exhaust the stack of every later
 * stage) or holding a cycle fails that attempt with the reason, not the run.
 */
export function boundedReplies(target: Target): Target {
  return {
    kind: target.kind,
    description: target.description,
    close: () => target.close(),
    run: async (req) => {
      const reply = await target.run(req);
      const problem = nestingProblem(reply);
      if (problem) throw new AttemptFailure(`the agent's reply ${problem}`);
      return reply;
    },
  };
}
