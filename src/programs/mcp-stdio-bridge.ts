/*
 * The MCP proxy's stdio bridge (see src/harness/mcp-proxy.ts), a program of its own: an agent
 * starts it as `node --input-type=module -e <this file compiled> <url>` and speaks stdio MCP to
 * it; each newline-delimited JSON-RPC message is POSTed to the proxy's Streamable HTTP address
 * `<url>` and the answers are written back as lines, in order. It imports nothing but Node's own
 * modules: it runs as one string.
 */
import process from 'node:process';

const url = process.argv[1] ?? '';
let buf = '';
let chain = Promise.resolve();

const write = (m: unknown): void => {
  process.stdout.write(`${JSON.stringify(m)}\n`);
};

function failed(id: unknown, message: string): void {
  if (id !== undefined) write({ jsonrpc: '2.0', id, error: { code: -32603, message } });
}

async function send(line: string): Promise<void> {
  let msg: { id?: unknown };
  try {
    msg = JSON.parse(line) as { id?: unknown };
  } catch {
    return;
  }
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: line,
    });
    const text = await res.text();
    if (res.status === 202 || text.trim() === '') return;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return failed(msg.id, `agentci MCP proxy: HTTP ${res.status}`);
    }
    for (const m of Array.isArray(body) ? body : [body]) write(m);
  } catch (e) {
    failed(msg.id, `agentci MCP proxy unreachable: ${e instanceof Error ? e.message : String(e)}`);
  }
}

process.stdin.setEncoding('utf8');
process.stdin.on('data', (d: string) => {
  buf += d;
  let i: number;
  while ((i = buf.indexOf('\n')) >= 0) {
    const line = buf.slice(0, i).trim();
    buf = buf.slice(i + 1);
    if (line) chain = chain.then(() => send(line));
  }
});
process.stdin.on('end', () => {
  void chain.then(() => process.exit(0));
});
