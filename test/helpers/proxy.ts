import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../fixtures/proxy/counting-proxy.mjs', import.meta.url));

/** One request the proxy handled. */
export interface ProxiedRequest {
  kind: 'http' | 'connect';
  method: string;
  /** `host:port` the request was for. */
  target: string;
  path?: string;
}

/** The counting proxy of test/fixtures/proxy, running as a process of its own on 127.0.0.1. */
export interface CountingProxy {
  /** `http://127.0.0.1:<port>`, for HTTP_PROXY / HTTPS_PROXY. */
  url: string;
  /** Every request it handled so far, in order. */
  seen: ProxiedRequest[];
  close(): Promise<void>;
}

/** Starts the proxy process; `auth` (`user:pass`) makes it require that Proxy-Authorization. */
export async function startCountingProxy(opts: { auth?: string } = {}): Promise<CountingProxy> {
  const child: ChildProcess = spawn(process.execPath, [SCRIPT], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { PATH: process.env.PATH ?? '', ...(opts.auth ? { AGENTCI_PROXY_AUTH: opts.auth } : {}) },
  });
  const seen: ProxiedRequest[] = [];
  let buf = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`counting proxy exited (${code})`)));
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (d: string) => {
      buf += d;
      let i: number;
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = JSON.parse(buf.slice(0, i)) as ProxiedRequest | { port: number };
        buf = buf.slice(i + 1);
        if ('port' in line) resolve(line.port);
        else seen.push(line);
      }
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin?.end();
      }),
  };
}

/** Waits until the proxy has reported `n` requests (its lines arrive over a pipe), up to 2 s. */
export async function seenAtLeast(p: CountingProxy, n: number): Promise<ProxiedRequest[]> {
  const end = Date.now() + 2000;
  while (p.seen.length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  return p.seen;
}
