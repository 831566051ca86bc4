import path from 'node:path';
import { McpServerConfigSchema, McpToolset, type McpServerConfig } from '../harness/mcp.js';
import { McpProxy, mcpProxyEnv } from '../harness/mcp-proxy.js';
import { applyMocks, AttemptMockSessions } from '../harness/mocks.js';
import type { Case } from '../model/case.js';
import type { Target, TargetContext, TargetReply, TargetRequest } from '../contracts/target.js';
import { describeIssues } from '../lib/zod-problems.js';

/** What the proxy serves: the real MCP servers (config `servers:`), started per attempt. */
export interface McpProxyOptions {
  servers: Record<string, McpServerConfig>;
  /** The Node binary that runs the stdio bridge (process.execPath, passed in by the caller). */
  nodePath: string;
  /** Timeout of each proxied tool call. Default 60 s. */
  callTimeoutMs?: number;
}

/**
 * Parses config `servers:` as stdio MCP servers; each entry that is not `{command, args, env,
 * cwd}` is a problem string naming it.
 */
export function parseProxyServers(raw: Record<string, unknown> | undefined): {
  servers: Record<string, McpServerConfig>;
  problems: { field: string; message: string }[];
} {
  const servers: Record<string, McpServerConfig> = {};
  const problems: { field: string; message: string }[] = [];
  for (const [name, v] of Object.entries(raw ?? {})) {
    const r = McpServerConfigSchema.safeParse(v);
    if (r.success) servers[name] = r.data;
    else
      problems.push(
        ...describeIssues(McpServerConfigSchema, v, r.error.issues).map((p) => ({
          field: `servers.${name}${p.field ? `.${p.field}` : ''}`,
          message: p.message,
        })),
      );
  }
  return { servers, problems };
}

/** Whether a run needs the proxy: real servers to offer, or cases with mocks or spies. */
export function needsMcpProxy(
  cases: readonly Case[],
  servers: Record<string, unknown> | undefined,
): boolean {
  return Object.keys(servers ?? {}).length > 0 || cases.some((c) => c.mocks.length > 0 || c.spy);
}

/**
 * Puts agentci's MCP proxy in front of a command or HTTP target: for each attempt the real
 * servers are started, their tools go behind the case's mocks and spies, and the agent gets the
 * proxy's address (env AGENTCI_MCP_URL / AGENTCI_MCP_COMMAND + AGENTCI_MCP_ARGS, or the
 * `x-agentci-mcp-url` header). The calls the proxy saw become the attempt's `mock_calls`.
 */
export function withMcpProxy(inner: Target, opts: McpProxyOptions, ctx: TargetContext): Target {
  const proxy = new McpProxy();
  const sessions = new AttemptMockSessions();
  const servers = Object.fromEntries(
    Object.entries(opts.servers).map(([name, s]) => [
      name,
      { ...s, cwd: s.cwd !== undefined ? path.resolve(ctx.baseDir, s.cwd) : ctx.baseDir },
    ]),
  );
  return {
    kind: inner.kind,
    description: inner.description,
    async close() {
      await Promise.all([inner.close(), proxy.close()]);
    },
    async run(req: TargetRequest): Promise<TargetReply> {
      const session = sessions.for(req.case, req.attempt.run);
      const seen = session.calls.length;
      await proxy.start();
      let toolset: McpToolset | undefined;
      let release: (() => void) | undefined;
      try {
        if (Object.keys(servers).length > 0)
          toolset = await McpToolset.connect(servers, {
            env: ctx.env,
            cwd: ctx.baseDir,
            log: ctx.log,
            ...(opts.callTimeoutMs !== undefined ? { callTimeoutMs: opts.callTimeoutMs } : {}),
          });
        const reg = proxy.register(applyMocks(toolset?.tools ?? [], session), opts.nodePath);
        release = reg.release;
        const reply = await inner.run({ ...req, env: { ...req.env, ...mcpProxyEnv(reg.address) } });
        if (!session.idle)
          reply.mock_calls = [...(reply.mock_calls ?? []), ...session.calls.slice(seen)];
        return reply;
      } finally {
        release?.();
        await toolset?.close();
      }
    },
  };
}
