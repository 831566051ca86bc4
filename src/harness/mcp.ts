import { cutStart } from '../lib/cut.js';
import { nestingProblem } from '../lib/json.js';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { z } from 'zod';
import { toolResult, type Tool } from './tools.js';
import type { ChatContentPart, JsonSchema } from './types.js';
import { errorMessage, stderrHeadline } from '../lib/error-message.js';

/** One MCP server started as a process over stdio. */
export const McpServerConfigSchema = z.strictObject({
  command: z.string().min(1).describe('The program to start'),
  args: z.array(z.string()).default([]).describe('Its arguments'),
  env: z
    .record(z.string(), z.string())
    .optional()
    .describe('Extra environment variables (they win over the inherited ones)'),
  cwd: z.string().optional().describe("Working directory (default: the config file's folder)"),
});
export type McpServerConfig = z.input<typeof McpServerConfigSchema>;

export interface McpConnectOptions {
  /** Environment the servers inherit (their own `env` entries win). Never read from process.env here. */
  env?: Record<string, string | undefined>;
  /** Working directory for servers without their own `cwd`. */
  cwd?: string;
  /** Timeout of each tool call. Default 60 s. */
  callTimeoutMs?: number;
  /** Timeout of start-up (connect + list tools). Default 30 s. */
  startTimeoutMs?: number;
  log?: (line: string) => void;
  /**
   * Tools kept from the agent: not in `tools`, not counted when names collide, but callable by
   * server with `callServerTool` (thinkingbox's `__reserved__*` state tools).
   */
  hidden?: (toolName: string) => boolean;
}

/** The first text content of an MCP tool result, as thinkingbox reads it (`res.content[0].text`). */
export interface ServerToolResult {
  text: string;
  isError: boolean;
}

/** Separator of the `server__tool` names given to tools whose names collide. */
export const MCP_PREFIX_SEPARATOR = '__';
const STDERR_TAIL = 4000;

interface Conn {
  name: string;
  /** Every tool the server listed, hidden ones included. */
  listed: { name: string; description?: string; inputSchema: JsonSchema }[];
  client: Client;
  transport: StdioClientTransport;
  closed: boolean;
  stderr: string;
}

/** Tools of a set of running MCP servers; `close()` stops them all. */
export class McpToolset {
  readonly tools: Tool[];
  private readonly conns: Conn[];
  private readonly callTimeoutMs: number;

  private constructor(conns: Conn[], tools: Tool[], callTimeoutMs: number) {
    this.conns = conns;
    this.tools = tools;
    this.callTimeoutMs = callTimeoutMs;
  }

  /** The input schema of a tool one server listed (hidden ones too), or undefined. */
  serverToolSchema(server: string, tool: string): JsonSchema | undefined {
    return this.conns.find((c) => c.name === server)?.listed.find((t) => t.name === tool)
      ?.inputSchema;
  }

  /**
   * Calls a tool of one server by its own name, hidden tools included; throws when the server
   * is unknown, stopped, does not list the tool, or the call fails at the protocol level.
   */
  async callServerTool(
    server: string,
    tool: string,
    args: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<ServerToolResult> {
    const conn = this.conns.find((c) => c.name === server);
    if (!conn) throw new Error(`no MCP server named "${server}"`);
    if (!conn.listed.some((t) => t.name === tool))
      throw new Error(`Tool ${server} > ${tool} does not exist`);
    if (conn.closed) throw new Error(`MCP server "${server}" is not running${stderrNote(conn)}`);
    const res = await conn.client.callTool({ name: tool, arguments: args }, undefined, {
      timeout: this.callTimeoutMs,
      ...(signal ? { signal } : {}),
    });
    const first = Array.isArray(res.content) ? (res.content[0] as Record<string, unknown>) : {};
    return {
      text: first && typeof first.text === 'string' ? first.text : '',
      isError: res.isError === true,
    };
  }

  /** The stderr tail of each server (for logs and failed attempts). */
  stderr(): Record<string, string> {
    return Object.fromEntries(this.conns.map((c) => [c.name, c.stderr]));
  }

  /**
   * Reads a resource of one server (e.g. thinkingbox's `agentci://effects`) and returns its text
   * contents joined; throws when the server is unknown, stopped, or does not offer the resource.
   */
  async readResource(server: string, uri: string, timeoutMs = 30_000): Promise<string> {
    const conn = this.conns.find((c) => c.name === server);
    if (!conn) throw new Error(`no MCP server named "${server}"`);
    if (conn.closed) throw new Error(`MCP server "${server}" is not running${stderrNote(conn)}`);
    const res = await conn.client.readResource({ uri }, { timeout: timeoutMs });
    return res.contents
      .map((c) => ('text' in c && typeof c.text === 'string' ? c.text : ''))
      .join('');
  }

  /** Stops every server; never throws. */
  async close(): Promise<void> {
    await Promise.all(
      this.conns.map(async (c) => {
        c.closed = true;
        await c.client.close().catch(() => undefined);
      }),
    );
  }

  /**
   * Starts every server, lists its tools and wraps them as harness tools. Names are kept, except
   * when two servers offer the same name: then each of those becomes `server__name`. If one
   * server fails to start, the ones already running are stopped and the error names the server.
   */
  static async connect(
    servers: Record<string, McpServerConfig>,
    opts: McpConnectOptions = {},
  ): Promise<McpToolset> {
    const conns: Conn[] = [];
    const listed: {
      conn: Conn;
      tools: { name: string; description?: string; inputSchema: JsonSchema }[];
    }[] = [];
    // The SDK is loaded on first use: most runs have no MCP server, and the CLI starts faster
    // (and forks agents faster, being smaller) without it.
    const [{ Client }, { StdioClientTransport }] = await Promise.all([
      import('@modelcontextprotocol/sdk/client/index.js'),
      import('@modelcontextprotocol/sdk/client/stdio.js'),
    ]);
    const baseEnv = Object.fromEntries(
      Object.entries(opts.env ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    try {
      for (const [name, raw] of Object.entries(servers)) {
        const cfg = McpServerConfigSchema.parse(raw);
        const transport = new StdioClientTransport({
          command: cfg.command,
          args: cfg.args,
          env: { ...baseEnv, ...(cfg.env ?? {}) },
          cwd: cfg.cwd ?? opts.cwd,
          stderr: 'pipe',
        });
        const conn: Conn = {
          name,
          listed: [],
          client: new Client({ name: 'agentci', version: '0.1.0' }),
          transport,
          closed: false,
          stderr: '',
        };
        transport.stderr?.on('data', (d: Buffer) => {
          conn.stderr = cutStart(conn.stderr + d.toString('utf8'), STDERR_TAIL);
        });
        conn.client.onclose = () => {
          if (!conn.closed) opts.log?.(`mcp: server "${name}" exited`);
          conn.closed = true;
        };
        conns.push(conn);
        const timeout = opts.startTimeoutMs ?? 30_000;
        try {
          await conn.client.connect(transport, { timeout });
          const res = await conn.client.listTools(undefined, { timeout });
          conn.listed = res.tools as {
            name: string;
            description?: string;
            inputSchema: JsonSchema;
          }[];
          listed.push({ conn, tools: conn.listed.filter((t) => !opts.hidden?.(t.name)) });
          opts.log?.(
            `mcp: server "${name}" offers ${res.tools.map((t) => t.name).join(', ') || '(no tools)'}`,
          );
        } catch (e) {
          throw new Error(
            `MCP server "${name}" (${[cfg.command, ...cfg.args].join(' ')}) failed to start: ${errorMessage(e)}${stderrNote(conn)}`,
            { cause: e },
          );
        }
      }
    } catch (e) {
      await Promise.all(conns.map((c) => c.client.close().catch(() => undefined)));
      throw e;
    }

    const count = new Map<string, number>();
    for (const l of listed)
      for (const t of l.tools) count.set(t.name, (count.get(t.name) ?? 0) + 1);
    const tools: Tool[] = [];
    for (const { conn, tools: ts } of listed)
      for (const t of ts) {
        const exposed =
          (count.get(t.name) ?? 0) > 1 ? `${conn.name}${MCP_PREFIX_SEPARATOR}${t.name}` : t.name;
        tools.push(mcpTool(conn, t, exposed, opts.callTimeoutMs ?? 60_000));
      }
    return new McpToolset(conns, tools, opts.callTimeoutMs ?? 60_000);
  }
}

function mcpTool(
  conn: Conn,
  t: { name: string; description?: string; inputSchema: JsonSchema },
  exposed: string,
  timeoutMs: number,
): Tool {
  const { $schema: _drop, ...parameters } = t.inputSchema;
  return {
    name: exposed,
    description: t.description ?? '',
    parameters,
    server: conn.name,
    async execute(args, ctx) {
      if (conn.closed)
        throw new Error(`MCP server "${conn.name}" is not running${stderrNote(conn)}`);
      try {
        const res = await conn.client.callTool(
          { name: t.name, arguments: (args ?? {}) as Record<string, unknown> },
          undefined,
          { timeout: timeoutMs, signal: ctx.signal },
        );
        return toolResult(mcpContent(res.content), { isError: res.isError === true });
      } catch (e) {
        const msg = errorMessage(e);
        throw new Error(`MCP server "${conn.name}": ${msg}${conn.closed ? stderrNote(conn) : ''}`, {
          cause: e,
        });
      }
    },
  };
}

/** The line of a server's stderr that says why it stopped (`Cannot find package …`), not its first. */
function stderrNote(conn: Conn): string {
  const why = stderrHeadline(conn.stderr);
  return why ? ` (stderr: ${why})` : '';
}

/** MCP content blocks → tool output (text stays text; images become parts; others JSON). */
function mcpContent(content: unknown): string | ChatContentPart[] {
  if (!Array.isArray(content)) return '';
  const parts: ChatContentPart[] = [];
  for (const c of content as Record<string, unknown>[]) {
    if (c.type === 'text' && typeof c.text === 'string') parts.push({ type: 'text', text: c.text });
    else if (c.type === 'image' && typeof c.data === 'string')
      parts.push({
        type: 'image',
        url: `data:${String(c.mimeType ?? 'image/png')};base64,${c.data}`,
        media_type: String(c.mimeType ?? 'image/png'),
      });
    else {
      // A server's JSON is agent data: too deep a block is named, not walked.
      const problem = nestingProblem(c);
      parts.push({
        type: 'text',
        text: problem
          ? `[a ${String(c.type)} content block that ${problem}: left out]`
          : JSON.stringify(c),
      });
    }
  }
  if (parts.every((p) => p.type === 'text'))
    return parts.map((p) => (p as { text: string }).text).join('\n');
  return parts;
}
