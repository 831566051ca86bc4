/*
 * Attribute names of agent spans that more than one part of agentci reads (src/trace/genai.ts
 * reads spans with them; the HTML report's trace view shows them). Plain constants, no schema:
 * the report page bundles this file.
 */

/**
 * Where a tool call's span keeps its arguments and its result, convention by convention, in the
 * order they are read (src/trace/genai.ts reads them; the HTML trace view shows them): GenAI's
 * opt-in content attributes, OpenInference, Google ADK, LangSmith's export.
 */
export const TOOL_ARGUMENTS = [
  'gen_ai.tool.call.arguments',
  'input.value',
  'gcp.vertex.agent.tool_call_args',
  'gen_ai.prompt',
] as const;
export const TOOL_RESULT = [
  'gen_ai.tool.call.result',
  'output.value',
  'gcp.vertex.agent.tool_response',
  'gen_ai.completion',
] as const;
