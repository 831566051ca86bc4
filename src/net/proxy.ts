import { ProxyAgent, type Dispatcher } from 'undici';

/*
 * The one place that decides how agentci's outgoing HTTP calls leave the machine: directly, or
 * through the proxy that the environment names (self-hosted runners behind a corporate proxy).
 * Every caller — the model providers and the judge (src/net/http-retry.ts), the HTTP target, the
 * script tests' `http`, the GitHub client — gets its fetch from `proxiedFetch(env)`.
 *
 * The variables are read as curl reads them: `https_proxy`/`HTTPS_PROXY` for https URLs,
 * `http_proxy`/`HTTP_PROXY` for http URLs (the lower-case one wins; an https URL does not fall back
 * to HTTP_PROXY), and `no_proxy`/`NO_PROXY` lists hosts that go direct: `*`, a host name (it and
 * its subdomains), `.example.com` or `*.example.com` (subdomains), an IP address, each optionally
 * with `:port`, separated by commas or spaces. Nothing else is implied: with no proxy variable set,
 * every call (loopback included) goes direct exactly as before; with one set, a loopback agent
 * needs `NO_PROXY=localhost,127.0.0.1` like any other host that the proxy cannot reach.
 *
 * The dispatcher is undici's ProxyAgent (undici 6, the line Node 20's own fetch is built on, so
 * its dispatchers plug into the global fetch): plain HTTP is forwarded to the proxy as an
 * absolute-URI request, HTTPS is tunnelled with CONNECT. Credentials in the proxy URL
 * (`http://user:pass@proxy:3128`) become a Proxy-Authorization header.
 */

/** The proxy variables of one environment. */
export interface ProxyEnv {
  httpProxy?: string;
  httpsProxy?: string;
  noProxy?: string;
}

/** The lower-case variable, else the upper-case one; a blank value counts as unset. */
function pick(env: Record<string, string | undefined>, name: string): string | undefined {
  for (const v of [env[name.toLowerCase()], env[name.toUpperCase()]])
    if (v !== undefined && v.trim() !== '') return v.trim();
  return undefined;
}

/** Reads HTTP(S)_PROXY and NO_PROXY (either case, lower-case first) from an environment. */
export function proxyEnvOf(env: Record<string, string | undefined>): ProxyEnv {
  const out: ProxyEnv = {};
  const http = pick(env, 'http_proxy');
  const https = pick(env, 'https_proxy');
  const no = pick(env, 'no_proxy');
  if (http !== undefined) out.httpProxy = http;
  if (https !== undefined) out.httpsProxy = https;
  if (no !== undefined) out.noProxy = no;
  return out;
}

/** `proxy:3128` means `http://proxy:3128`, as curl reads it. */
function proxyUrl(value: string): URL {
  return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
}

/** Host without IPv6 brackets, lower case, without a trailing dot. */
function bareHost(host: string): string {
  return host
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
}

/** Whether NO_PROXY sends a request to host:port direct. */
function bypassed(host: string, port: number, noProxy: string | undefined): boolean {
  if (noProxy === undefined) return false;
  const h = bareHost(host);
  for (const raw of noProxy.split(/[\s,]+/)) {
    let entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    if (entry === '*') return true;
    let entryPort: number | undefined;
    // `host:port`, `[v6]:port`; a bare IPv6 address has several colons and no port.
    const m = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(entry);
    if (m) {
      entry = m[1] as string;
      entryPort = Number(m[2]);
    }
    if (entryPort !== undefined && entryPort !== port) continue;
    entry = bareHost(entry.replace(/^\*\./, '.'));
    if (entry.startsWith('.')) {
      if (h.endsWith(entry) || h === entry.slice(1)) return true;
    } else if (h === entry || h.endsWith(`.${entry}`)) return true;
  }
  return false;
}

/**
 * The proxy a request to `url` goes through under these variables, or undefined when it goes
 * direct (no variable for its scheme, NO_PROXY names its host, or it is not http/https).
 */
export function proxyFor(url: string | URL, p: ProxyEnv): URL | undefined {
  const u = typeof url === 'string' ? new URL(url) : url;
  const value =
    u.protocol === 'https:' ? p.httpsProxy : u.protocol === 'http:' ? p.httpProxy : undefined;
  if (value === undefined) return undefined;
  const port = u.port !== '' ? Number(u.port) : u.protocol === 'https:' ? 443 : 80;
  if (bypassed(u.hostname, port, p.noProxy)) return undefined;
  return proxyUrl(value);
}

/** A proxy URL as messages show it: credentials masked. */
export function shownProxy(proxy: URL): string {
  if (proxy.username === '' && proxy.password === '') return proxy.origin;
  return `${proxy.protocol}//***@${proxy.host}`;
}

/** One ProxyAgent per proxy URL, shared by every call of the process (keeps its connections). */
const agents = new Map<string, ProxyAgent>();

function agentFor(proxy: URL): Dispatcher {
  let a = agents.get(proxy.href);
  if (!a) {
    // proxyTunnel false: plain HTTP goes to the proxy as an absolute-URI request (as curl sends
    // it, and as proxies that only allow CONNECT to port 443 expect); HTTPS still tunnels.
    a = new ProxyAgent({ uri: proxy.href, proxyTunnel: false });
    agents.set(proxy.href, a);
  }
  return a;
}

/** The URL a fetch input names. */
function urlOf(input: string | URL | Request): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/**
 * A fetch for agentci's outgoing calls; `routeNote(url)` says " (through proxy http://p:3128)"
 * when the call goes through a proxy (messages add it to the URL they show), else "".
 */
export type Fetch = typeof fetch & { routeNote?: (url: string) => string };

/**
 * A fetch that honours the environment's proxy variables (see the top of this file). With none
 * set it is the global fetch itself. Redirects are followed through the first URL's route.
 */
export function proxiedFetch(env: Record<string, string | undefined>): Fetch {
  const p = proxyEnvOf(env);
  if (p.httpProxy === undefined && p.httpsProxy === undefined) return fetch;
  const routed: Fetch = (input, init) => {
    const proxy = proxyFor(urlOf(input), p);
    if (!proxy) return fetch(input, init);
    // Node's fetch takes an undici dispatcher (an extension of RequestInit that the DOM typings,
    // which the harness library's declarations are built with, do not name).
    const routedInit: RequestInit & { dispatcher: Dispatcher } = {
      ...init,
      dispatcher: agentFor(proxy),
    };
    return fetch(input, routedInit);
  };
  routed.routeNote = (url) => {
    try {
      const proxy = proxyFor(url, p);
      return proxy ? ` (through proxy ${shownProxy(proxy)})` : '';
    } catch {
      return '';
    }
  };
  return routed;
}
