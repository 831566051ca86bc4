/**
 * The public library API of the built-in agent harness (`import {Agent} from '@agentci/cli/harness'`).
 */
export {
  Agent,
  DEFAULT_MAX_ITERATIONS,
  type AgentInput,
  type AgentOptions,
  type AgentRunResult,
  type CallUsage,
  type FinishReason,
  type ToolCallRecord,
  type UsageSummary,
} from './agent.js';
export {
  tool,
  toolResult,
  toolDefinition,
  zodToJsonSchema,
  serializeToolReturn,
  type Tool,
  type ToolContext,
} from './tools.js';
export { ToolOutputCache, EXPAND_TOOL_NAME, type ToolOutputCacheOptions } from './output-cache.js';
export { CompactionService, stripTrailingToolCalls, type CompactionOptions } from './compaction.js';
export {
  McpToolset,
  McpServerConfigSchema,
  type McpServerConfig,
  type McpConnectOptions,
} from './mcp.js';
export {
  ScriptedModel,
  ScriptedConfigSchema,
  type ScriptedConfig,
  type ScriptedReply,
} from './models/scripted.js';
export { OpenAIChatModel, type OpenAIModelOptions } from './models/openai.js';
export { AnthropicChatModel, type AnthropicModelOptions } from './models/anthropic.js';
export { ProviderError, maskSecrets, type HttpSettings } from './models/http.js';
export {
  DEFAULT_PRICES,
  computeCost,
  findPrice,
  mergePrices,
  type ModelPrice,
  type PriceTable,
} from './pricing.js';
export * from './types.js';
