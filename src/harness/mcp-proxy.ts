import { randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  type Server as HttpServer,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type * as ServerSdk from '@modelcontextprotocol/sdk/server/index.js';
import type * as HttpSdk from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type * as TypesSdk from '@modelcontextprotocol/sdk/types.js';
import { programArgs } from '../program-source.js';
import { executeToolCall, type Tool } from './tools.js';
import type { ChatContentPart } from './types.js';
import { errorMessage } from '../lib/error-message.js';

/*
 * agentci as an MCP server for agents that are not the harness (command/http targets). Each
 * attempt registers its tools (the real MCP servers' tools behind the case's mocks and spies, see
 * mocks.ts) under a secret token and gets an address:
 *
 * - HTTP: `http://127.0.0.1:<port>/mcp/<token>`, the Streamable HTTP transport (stateless, JSON
 *   responses), bound to the loopback interface only;
 * - stdio: a command line (this Node binary running a small bridge with `-e`,
 *   src/programs/mcp-stdio-bridge.ts) that an agent starts as a stdio MCP server; the bridge relays
 *   each JSON-RPC line to the same HTTP address over a local socket, so stdio and HTTP share one
 *   implementation and one record of calls.
 *
 * The token is the only key to an attempt's tools; a request with an unknown token gets 404.
 */

/** Where an agent finds an attempt's MCP server. */
export interface McpProxyAddress {
  /** Streamable HTTP endpoint on 127.0.0.1. */
  url: string;
  /** A command line that serves the same tools over stdio. */
  command: string;
  args: string[];
}

/** The environment variables an agent process receives for its attempt's MCP server. */
export function mcpProxyEnv(a: McpProxyAddress): Record<string, string> {
  return {
    AGENTCI_MCP_URL: a.url,
    AGENTCI_MCP_COMMAND: a.command,
    AGENTCI_MCP_ARGS: JSON.stringify(a.args),
  };
}

function mcpContent(content: string | ChatContentPart[]): { type: string; [k: string]: unknown }[] {
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  return content.map((p) => {
    if (p.type === 'text') return { type: 'text', text: p.text };
    const m = /^data:([^;,]+);base64,(.*)$/s.exec(p.url);
    if (m) return { type: 'image', mimeType: m[1], data: m[2] };
    return { type: 'text', text: p.url };
  });
}

/** The MCP SDK's server side, loaded when the proxy starts (most runs never need it). */
type Sdk = typeof ServerSdk & typeof HttpSdk & typeof TypesSdk;

async function loadSdk(): Promise<Sdk> {
  const [server, http, types] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/index.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]);
  return { ...types, ...http, ...server };
}

function mcpServerFor(sdk: Sdk, tools: readonly Tool[]): Server {
  const { Server, ListToolsRequestSchema, CallToolRequestSchema } = sdk;
  const server = new Server(
    { name: 'agentci-proxy', version: '0.1.0' },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: tools.map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: (t.parameters ?? { type: 'object', properties: {} }) as {
        type: 'object';
        [k: string]: unknown;
      },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (req, extra) => {
    const t = tools.find((x) => x.name === req.params.name);
    if (!t)
      return {
        content: [{ type: 'text', text: `unknown tool "${req.params.name}"` }],
        isError: true,
      };
    const out = await executeToolCall(t, JSON.stringify(req.params.arguments ?? {}), {
      toolCallId: String(extra.requestId),
      signal: extra.signal,
    });
    return { content: mcpContent(out.content), isError: out.isError };
  });
  return server;
}

async function readBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > limit) throw new Error('request body too large');
    chunks.push(c as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

/** One loopback HTTP listener serving the tools of every registered attempt. */
export class McpProxy {
  private readonly attempts = new Map<string, readonly Tool[]>();
  private server?: HttpServer;
  private base?: string;
  private sdk?: Sdk;

  /** Starts listening on 127.0.0.1 (a free port) unless already started. */
  async start(): Promise<void> {
    if (this.server) return;
    this.sdk ??= await loadSdk();
    const server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /**
   * Serves `tools` for one attempt until the returned `release` is called. The address carries
   * a fresh random token.
   */
  register(
    tools: readonly Tool[],
    nodePath: string,
  ): { address: McpProxyAddress; release: () => void } {
    if (!this.base) throw new Error('the MCP proxy is not started');
    const token = randomBytes(18).toString('hex');
    this.attempts.set(token, tools);
    const url = `${this.base}/mcp/${token}`;
    return {
      address: { url, command: nodePath, args: programArgs('mcp-stdio-bridge', url) },
      release: () => {
        this.attempts.delete(token);
      },
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const m = /^\/mcp\/([0-9a-f]+)\/?$/.exec(req.url ?? '');
    const tools = m ? this.attempts.get(m[1] as string) : undefined;
    if (!tools) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('no such MCP endpoint');
      return;
    }
    if (req.method !== 'POST') {
      // Stateless: no server-initiated stream, no session to delete.
      res.writeHead(405, { allow: 'POST', 'content-type': 'text/plain' }).end('POST only');
      return;
    }
    let body: unknown;
    try {
      body = await readBody(req, 16 * 1024 * 1024);
    } catch (e) {
      res.writeHead(400, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: null,
          error: {
            code: -32700,
            message: `parse error: ${errorMessage(e)}`,
          },
        }),
      );
      return;
    }
    // The stateless pattern: a fresh server and transport per request.
    const sdk = this.sdk;
    if (!sdk) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('the MCP proxy is not started');
      return;
    }
    const server = mcpServerFor(sdk, tools);
    const transport = new sdk.StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    } catch (e) {
      if (!res.headersSent)
        res.writeHead(500, { 'content-type': 'text/plain' }).end(errorMessage(e));
    }
  }

  /** Stops listening and forgets every attempt. */
  async close(): Promise<void> {
    this.attempts.clear();
    const s = this.server;
    this.server = undefined;
    this.base = undefined;
    if (s) {
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    }
  }
}
