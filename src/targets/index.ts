import type { AgentConfig } from '../model/config.js';
import { createHarnessTarget } from './harness.js';
import { createCommandTarget } from './command.js';
import { createHttpTarget } from './http.js';
import { createModuleTarget } from './module.js';
import type { Target, TargetContext } from '../contracts/target.js';

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
  if ('command' in agent) return createCommandTarget(agent, ctx);
  if ('url' in agent) return createHttpTarget(agent, ctx);
  if ('module' in agent) return createModuleTarget(agent, ctx);
  if ('harness' in agent) return createHarnessTarget(agent.harness, ctx);
  throw new Error('agent: expected one of command, url, module or harness');
}
