import { z } from 'zod';
import type { ChatContentPart, JsonSchema, ToolDefinition } from './types.js';
import { issuesLine } from '../lib/zod-problems.js';

/** What a tool's `execute` may be told besides its arguments. */
export interface ToolContext {
  toolCallId: string;
  signal?: AbortSignal;
}

const RESULT = Symbol.for('agentci.harness.tool-result');

/** An explicit tool result: content plus an error flag (e.g. an MCP result with `isError`). */
export interface ToolResultValue {
  readonly [RESULT]: true;
  content: string | ChatContentPart[];
  isError: boolean;
}

/** Wraps content as an explicit tool result; `isError` marks the tool message `is_error`. */
export function toolResult(
  content: string | ChatContentPart[],
  opts: { isError?: boolean } = {},
): ToolResultValue {
  return { [RESULT]: true, content, isError: opts.isError ?? false };
}

function isToolResult(v: unknown): v is ToolResultValue {
  return typeof v === 'object' && v !== null && (v as Record<symbol, unknown>)[RESULT] === true;
}

/**
 * A tool the agent may call. `schema` (zod) validates the arguments before `execute` runs;
 * tools without one (MCP tools) give `parameters` as JSON Schema and validate on their side.
 */
export interface Tool {
  readonly name: string;
  readonly description: string;
  readonly schema?: z.ZodType;
  readonly parameters?: JsonSchema;
  /** The MCP server a tool comes from, for reports. */
  readonly server?: string;
  execute(args: unknown, ctx: ToolContext): unknown;
}

/**
 * Declares a tool with zod-validated arguments; `execute` receives the parsed value.
 * @example tool({name: 'add', description: 'adds', schema: z.object({a: z.number()}), execute: ({a}) => a + 1})
 */
export function tool<S extends z.ZodType>(def: {
  name: string;
  description: string;
  schema: S;
  execute: (args: z.output<S>, ctx: ToolContext) => unknown;
}): Tool {
  return {
    name: def.name,
    description: def.description,
    schema: def.schema,
    execute: (args, ctx) => def.execute(args as z.output<S>, ctx),
  };
}

/** Converts a zod schema to the JSON Schema object providers expect (no `$schema` key). */
export function zodToJsonSchema(schema: z.ZodType): JsonSchema {
  const js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const { $schema: _drop, ...rest } = js;
  if (rest.type === undefined) return { type: 'object', properties: {}, ...rest };
  return rest;
}

/** The model-facing definition of a tool. */
export function toolDefinition(t: Tool): ToolDefinition {
  const parameters = t.schema
    ? zodToJsonSchema(t.schema)
    : (t.parameters ?? { type: 'object', properties: {} });
  return { name: t.name, description: t.description, parameters };
}

/** Outcome of running one tool call, already serialised for a tool message. */
export interface ToolOutcome {
  content: string | ChatContentPart[];
  isError: boolean;
  /** Arguments as parsed (undefined when they were not valid JSON). */
  args: unknown;
}

function isContentParts(v: unknown): v is ChatContentPart[] {
  return (
    Array.isArray(v) &&
    v.length > 0 &&
    v.every(
      (p) =>
        typeof p === 'object' &&
        p !== null &&
        (((p as Record<string, unknown>).type === 'text' &&
          typeof (p as Record<string, unknown>).text === 'string') ||
          ((p as Record<string, unknown>).type === 'image' &&
            typeof (p as Record<string, unknown>).url === 'string')),
    )
  );
}

/**
 * The serialisation rule for tool returns: a string stays as it is; an array of content parts
 * (`{type:'text',text}` / `{type:'image',url}`) stays parts; `undefined`/`null` is empty;
 * everything else is JSON.
 */
export function serializeToolReturn(v: unknown): string | ChatContentPart[] {
  if (typeof v === 'string') return v;
  if (v === undefined || v === null) return '';
  if (isContentParts(v)) return v;
  try {
    const s = JSON.stringify(v);
    return s === undefined ? String(v) : s;
  } catch {
    return String(v);
  }
}

/**
 * What a failed tool call tells the model: unlike errorMessage (src/model), a thrown object is
 * shown as JSON, so the model reads its fields instead of "[object Object]".
 */
function toolErrorText(e: unknown): string {
  if (e instanceof Error) return e.message;
  return typeof e === 'string' ? e : JSON.stringify(e);
}

/**
 * Runs one tool call with the harness rules: broken JSON → parse-error result; zod-invalid
 * arguments → is_error and the tool is not run; a throwing tool → is_error with its message.
 */
export async function executeToolCall(
  t: Tool,
  rawArgs: string,
  ctx: ToolContext,
): Promise<ToolOutcome> {
  let args: unknown;
  try {
    args = rawArgs.trim() === '' ? {} : JSON.parse(rawArgs);
  } catch (e) {
    return {
      content: `Error: could not parse the arguments of tool "${t.name}" as JSON: ${toolErrorText(e)}`,
      isError: true,
      args: undefined,
    };
  }
  let input = args;
  if (t.schema) {
    const parsed = t.schema.safeParse(args);
    if (!parsed.success)
      return {
        content: `Error: invalid arguments for tool "${t.name}": ${issuesLine(t.schema, args, parsed.error.issues)}`,
        isError: true,
        args,
      };
    input = parsed.data;
  }
  try {
    const out: unknown = await t.execute(input, ctx);
    if (isToolResult(out)) return { content: out.content, isError: out.isError, args };
    return { content: serializeToolReturn(out), isError: false, args };
  } catch (e) {
    return { content: `Error: tool "${t.name}" failed: ${toolErrorText(e)}`, isError: true, args };
  }
}
