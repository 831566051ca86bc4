import { createRequire as __agentciCreateRequire } from 'node:module'; const require = __agentciCreateRequire(import.meta.url);
import {
  Agent,
  AnthropicChatModel,
  CompactionService,
  DEFAULT_MAX_ITERATIONS,
  DEFAULT_PRICES,
  EXPAND_TOOL_NAME,
  McpServerConfigSchema,
  McpToolset,
  OpenAIChatModel,
  ProviderError,
  ScriptedModel,
  ToolOutputCache,
  chatText,
  computeCost,
  findPrice,
  fromCommonMessage,
  maskSecrets,
  mergePrices,
  serializeToolReturn,
  stripTrailingToolCalls,
  toCommonMessage,
  tool,
  toolDefinition,
  toolResult,
  totalTokens,
  zodToJsonSchema
} from "../chunks/chunk-3QOP2EW4.js";
import {
  ScriptedConfigSchema
} from "../chunks/chunk-6ZAS4BUS.js";
import "../chunks/chunk-T62V4T6D.js";
import "../chunks/chunk-RNVOGG5F.js";
import "../chunks/chunk-7QLURW7J.js";
export {
  Agent,
  AnthropicChatModel,
  CompactionService,
  DEFAULT_MAX_ITERATIONS,
  DEFAULT_PRICES,
  EXPAND_TOOL_NAME,
  McpServerConfigSchema,
  McpToolset,
  OpenAIChatModel,
  ProviderError,
  ScriptedConfigSchema,
  ScriptedModel,
  ToolOutputCache,
  chatText,
  computeCost,
  findPrice,
  fromCommonMessage,
  maskSecrets,
  mergePrices,
  serializeToolReturn,
  stripTrailingToolCalls,
  toCommonMessage,
  tool,
  toolDefinition,
  toolResult,
  totalTokens,
  zodToJsonSchema
};
//# sourceMappingURL=index.js.map
