import { z } from 'zod';
import { EndpointLimiter } from '../net/endpoint-limiter.js';
import { HttpCallError, sendWithRetry, type RetryPolicy } from '../net/http-retry.js';
import { proxiedFetch } from '../net/proxy.js';
import { createRedactor, headerSecrets } from '../redaction.js';
import { HttpAgentSchema, type HttpAgentConfig } from '../model/config.js';
import type { AttemptInput } from '../model/case.js';
import { MessageSchema, messageText } from '../model/message.js';
import { evaluatePath, parsePath, type PathSegment } from '../judges/path-expression.js';
import {
  abortFailure,
  excerpt,
  formatSize,
  lastUserText,
  parseToolCalls,
  parseUsage,
} from './reply.js';
import {
  AttemptFailure,
  type Target,
  type TargetContext,
  type TargetReply,
  type TargetRequest,
} from '../contracts/target.js';
import { issuesLine } from '../lib/zod-problems.js';
import { expandEnvVars } from '../config/env-vars.js';

/** Retry timing; tests shrink it, `random` makes jitter reproducible. */
export interface HttpTargetOptions {
  /** First backoff delay; doubles after each failed try. Default 500 ms. */
  backoffBaseMs?: number;
  /** Backoff ceiling for faults (rate limits wait what the server asks). Default 10 s. */
  backoffMaxMs?: number;
  /** Source of jitter in [0, 1). Default Math.random. */
  random?: () => number;
  /** Past this many response bytes the attempt fails. Default 10 MiB. */
  maxResponseBytes?: number;
}

/** Reads a response body as UTF-8 (invalid bytes replaced), refusing more than `max` bytes. */
async function readBody(res: Response, max: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw new HttpCallError(`response body exceeded ${formatSize(max)}`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `{{name}}` / `{{name.path}}` in body templates. */
const PLACEHOLDER_RE = /\{\{\s*([A-Za-z_]\w*)((?:\.[\w-]+)*)\s*\}\}/g;
const PLACEHOLDER_ROOTS = [
  'messages',
  'input',
  'id',
  'run',
  'env',
  'metadata',
  'options',
  'skill',
] as const;
type PlaceholderRoot = (typeof PLACEHOLDER_ROOTS)[number];

/** The model an `openai` agent names when its config does not. */
export const DEFAULT_AGENT_MODEL = 'agentci';

/** The configured headers, variables expanded (their values are secrets), JSON by default. */
function configHeaders(
  config: z.output<typeof HttpAgentSchema>,
  expand: (value: string, field: string) => string,
  secrets: Set<string>,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, raw] of Object.entries(config.headers ?? {}))
    headers[name] = expand(raw, `headers.${name}`);
  for (const secret of headerSecrets(headers)) secrets.add(secret);
  const hasHeader = (n: string): boolean => Object.keys(headers).some((k) => k.toLowerCase() === n);
  if (!hasHeader('content-type')) headers['content-type'] = 'application/json';
  if (!hasHeader('accept')) headers.accept = 'application/json';
  return headers;
}

/** `output_path` / `tool_calls_path`: the judges' JSON path subset (`$.a.b[0]`, `a.b`, `[*]`). */
function replyPaths(config: z.output<typeof HttpAgentSchema>): {
  output?: PathSegment[];
  toolCalls?: PathSegment[];
} {
  const paths: { output?: PathSegment[]; toolCalls?: PathSegment[] } = {};
  for (const [field, key] of [
    ['output_path', 'output'],
    ['tool_calls_path', 'toolCalls'],
  ] as const) {
    const p = config[field];
    if (p === undefined) continue;
    try {
      paths[key] = parsePath(p);
    } catch (e) {
      throw new Error(`agent.${field}: ${(e as Error).message}`);
    }
  }
  return paths;
}

/** A reply's status and body (capped); a body too large or cut off names the request. */
async function readReply(
  res: Response,
  maxBytes: number,
  request: string,
): Promise<{ status: number; text: string }> {
  try {
    return { status: res.status, text: await readBody(res, maxBytes) };
  } catch (e) {
    if (!(e instanceof HttpCallError)) throw e;
    throw new HttpCallError(`${e.message} from ${request}`);
  }
}

/** The password of the agent's URL (a secret to mask), or an error when it is no URL. */
function urlPassword(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.password ? decodeURIComponent(u.password) : undefined;
  } catch {
    throw new Error(`agent.url: not a valid URL after expanding variables`);
  }
}

/** A `template` agent's body: required, its placeholders known. */
function checkTemplate(body: unknown): void {
  if (body === undefined) throw new Error('agent.body is required with format: template');
  checkPlaceholders(body, 'agent.body');
}

/** The request body of an attempt: OpenAI chat-completions, or the configured template. */
function requestBody(
  format: 'openai' | 'template',
  config: z.output<typeof HttpAgentSchema>,
  a: AttemptInput,
): string {
  if (format === 'openai')
    return JSON.stringify({
      model: config.model ?? DEFAULT_AGENT_MODEL,
      messages: a.messages,
      // agentci's extras only when asked: strict endpoints refuse fields they do not define,
      // and OpenAI's metadata takes string values only.
      ...(config.metadata
        ? { user: a.env.user, metadata: { case_id: a.id, run: String(a.run) } }
        : {}),
      // A Yao case's context options travel beside the messages, as skilltest's skill does.
      ...(a.options ? { options: a.options } : {}),
      ...(a.skill ? { skill: a.skill } : {}),
    });
  return JSON.stringify(fillTemplate(config.body, placeholderValues(a)));
}

/**
 * The MCP proxy's address (src/harness/mcp-proxy.ts) and a traced attempt's trace context (W3C
 * Trace Context) travel as headers.
 */
function attemptHeaders(
  headers: Record<string, string>,
  env: Record<string, string> | undefined,
): Record<string, string> {
  if (!env?.AGENTCI_MCP_URL && !env?.TRACEPARENT) return headers;
  return {
    ...headers,
    ...(env.AGENTCI_MCP_URL ? { 'x-agentci-mcp-url': env.AGENTCI_MCP_URL } : {}),
    ...(env.TRACEPARENT ? { traceparent: env.TRACEPARENT } : {}),
  };
}

/**
 * The URL an `openai` agent posts to: the chat-completions URL as given, or a base URL ending in
 * `/v1` (what SDKs call `base_url`) with `/chat/completions` added. Query strings are kept.
 */
export function chatCompletionsUrl(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  if (!/\/v1\/?$/.test(u.pathname)) return url;
  u.pathname = `${u.pathname.replace(/\/$/, '')}/chat/completions`;
  return u.toString();
}

/**
 * Why an `openai` agent's endpoint answered 404, in words a user acts on: an unknown model (the
 * error body names it, as OpenAI's `model_not_found` does), else a URL that is not a
 * chat-completions endpoint.
 */
function notFoundHint(said: string, model: string): string {
  if (/model/i.test(said))
    return `unknown model ${JSON.stringify(model)}: set model: on the agent, or --agent-model with --agent-url`;
  return 'not a chat-completions URL: give the full …/v1/chat/completions URL, or a base URL ending in /v1';
}

/**
 * An `openai` endpoint's 404 in words: this attempt's failure, and the note every later attempt
 * fails with at once (the URL or the model is wrong for all of them alike).
 */
function notFoundOf(
  e: HttpCallError,
  route: string,
  method: string,
  model: string,
): { message: string; later: string } {
  // The error body (after the URL, which may itself say "model") tells which hint applies.
  const at = e.message.indexOf(`${route}: `);
  const said = at < 0 ? '' : errorSaid(e.message.slice(at + route.length + 2));
  const hint = notFoundHint(said, model);
  const from = `HTTP 404 from ${method} ${route}`;
  return {
    message: `${hint} (${from}${said ? `: ${JSON.stringify(excerpt(said))}` : ''})`,
    later: `${hint} (not sent: an earlier attempt got ${from})`,
  };
}

/** An attempt's retry policy: one request may use all of its time; its signal ends it. */
function retryPolicy(
  config: z.output<typeof HttpAgentSchema>,
  timeoutMs: number,
  o: { backoffBaseMs: number; backoffMaxMs: number; random: () => number },
): RetryPolicy {
  return {
    timeoutMs: timeoutMs + 1000,
    maxRetries: config.retries,
    baseDelayMs: o.backoffBaseMs,
    maxDelayMs: o.backoffMaxMs,
    idempotent: config.idempotent ?? false,
    deadline: performance.now() + timeoutMs,
    random: o.random,
  };
}

/** The tokens a reply says it used (input + output), for the token budget. */
function replyTokens(text: string): number | undefined {
  const u = usageOf(text);
  return u ? u.input_tokens + u.output_tokens : undefined;
}

/** What an error body says: OpenAI's `error.message` when it has one, else the body's start. */
function errorSaid(quotedBody: string): string {
  let text = quotedBody;
  try {
    text = JSON.parse(quotedBody) as string;
    const json = JSON.parse(text) as { error?: { message?: unknown } };
    if (typeof json.error?.message === 'string') return json.error.message;
  } catch {
    // Not JSON: the text as it came.
  }
  return text;
}

/**
 * The `http` target: one request per attempt with the global `fetch`, through the proxy that
 * HTTPS_PROXY / HTTP_PROXY name unless NO_PROXY lists the host (src/net/proxy.ts).
 *
 * - `format: openai` (the default without `body`): posts a chat-completions request with only
 *   standard fields, `{model, messages}` (plus a case's own `options` or `skill` when its format
 *   gives it one), and reads `choices[0].message`. `metadata: true` adds agentci's `user` and
 *   `metadata: {case_id, run}` (string values). A URL ending in `/v1` gets `/chat/completions`.
 *   A 404 says why (an unknown model, or not a chat-completions URL) and fails the attempt as
 *   "not started"; every later attempt then fails at once with the same hint, without a request.
 * - `format: template` (the default with `body`): posts `body` with placeholders replaced. A string
 *   that is exactly `{{messages}}`, `{{input}}` (the last user message's text), `{{id}}`,
 *   `{{run}}`, `{{env}}`, `{{metadata}}` or a path below one (`{{env.user}}`) becomes that JSON
 *   value; placeholders inside longer strings become text. `output_path` / `tool_calls_path`
 *   select from the response (default output: the whole JSON body, or the text when not JSON).
 * - `${VAR}` in the URL and header values expands from the context's env (unset → Error now).
 *   Those values, and literal values of credential-like headers, are masked as `***` in errors and
 *   in `description`.
 * - Calls go through the endpoint's limiter (src/net/): a 429 (529, 503 + Retry-After) pauses every
 *   call to the URL until its Retry-After and is retried until the attempt's deadline. Faults
 *   (`retries`, default 3, backoff 500 ms ×2 with jitter ≤ 10 s) are retried only when the agent
 *   never received the request (refused connection, 408), unless `idempotent: true` allows resets
 *   and 5xx too. An abort stops everything at once.
 */
export function createHttpTarget(
  agent: HttpAgentConfig,
  ctx: TargetContext,
  options: HttpTargetOptions = {},
): Target {
  const config = HttpAgentSchema.parse(agent);
  const backoffBaseMs = options.backoffBaseMs ?? 500;
  const backoffMaxMs = options.backoffMaxMs ?? 10_000;
  const random = options.random ?? Math.random;
  const maxResponseBytes = options.maxResponseBytes ?? 10 * 1024 * 1024;

  const secrets = new Set<string>();
  const expand = (value: string, field: string): string =>
    expandEnvVars(value, ctx.env, `agent.${field}`, (v) => secrets.add(v));

  const format = config.format ?? (config.body !== undefined ? 'template' : 'openai');
  const given = expand(config.url, 'url');
  const url = format === 'openai' ? chatCompletionsUrl(given) : given;
  const password = urlPassword(url);
  if (password) secrets.add(password);
  const headers = configHeaders(config, expand, secrets);

  // Shorter values are not masked (MIN_SECRET_LENGTH); URL-encoded forms are (URLs in errors).
  const redactor = createRedactor(secrets);
  const mask = (s: string): string => redactor.text(s);

  if (format === 'template') checkTemplate(config.body);
  const paths = replyPaths(config);

  // HTTPS_PROXY / NO_PROXY of the run's environment decide the route; messages name the proxy.
  const send = proxiedFetch(ctx.env);
  const description = `${config.method} ${mask(url)}${send.routeNote?.(url) ?? ''}`;
  const shownUrl = mask(url);
  const shownRoute = shownUrl + (send.routeNote?.(url) ?? '');
  const endpoint = { kind: 'url' as const, url: shownUrl };
  const limiter = ctx.limits
    ? ctx.limits.endpoint(endpoint, config.rate_limit)
    : new EndpointLimiter(shownUrl, Infinity, config.rate_limit);

  const buildBody = (a: AttemptInput): string => requestBody(format, config, a);

  const parse = (status: number, text: string): TargetReply =>
    format === 'openai' ? parseOpenAI(status, text) : parseTemplate(status, text, config, paths);

  // An `openai` endpoint that answered 404: the URL or the model is wrong for every attempt alike.
  let notFound: string | undefined;

  async function run(req: TargetRequest): Promise<TargetReply> {
    const { signal } = req;
    if (notFound !== undefined) throw new AttemptFailure(mask(notFound), { notStarted: true });
    const sendHeaders = attemptHeaders(headers, req.env);
    let text: string;
    let status: number;
    try {
      ({ text, status } = await sendWithRetry({
        label: '',
        url,
        shownUrl: shownRoute,
        method: config.method,
        headers: sendHeaders,
        body: buildBody(req.attempt),
        policy: retryPolicy(config, req.timeoutMs, { backoffBaseMs, backoffMaxMs, random }),
        limiter,
        account: ctx.limits?.accountOf(signal),
        signal,
        fetch: send,
        mask,
        read: (res) => readReply(res, maxResponseBytes, `${config.method} ${shownUrl}`),
        readError: (res) => readBody(res, maxResponseBytes).then((t) => JSON.stringify(excerpt(t))),
        tokensOf: (r) => replyTokens(r.text),
        ...(ctx.log ? { log: (line: string) => ctx.log?.(`http target: ${line}`) } : {}),
      }));
    } catch (e) {
      if (signal.aborted) throw abortFailure(signal, req.timeoutMs);
      if (e instanceof HttpCallError && e.status === 404 && format === 'openai') {
        const nf = notFoundOf(e, shownRoute, config.method, config.model ?? DEFAULT_AGENT_MODEL);
        notFound ??= nf.later;
        // Not the agent's doing: the attempt says nothing about it (comparisons leave it out).
        throw new AttemptFailure(mask(nf.message), { cause: e, notStarted: true });
      }
      if (e instanceof HttpCallError) throw new AttemptFailure(mask(e.message), { cause: e });
      throw e;
    }
    try {
      return parse(status, text);
    } catch (e) {
      if (e instanceof AttemptFailure) throw new AttemptFailure(mask(e.message), { cause: e });
      throw e;
    }
  }

  return { kind: 'http', description, run, close: () => Promise.resolve() };
}

export { parseRetryAfter } from '../net/http-retry.js';

/** The `usage` of a JSON reply, if it has one (tokens_per_minute pacing). */
function usageOf(text: string): { input_tokens: number; output_tokens: number } | undefined {
  if (!text.includes('usage')) return undefined;
  try {
    const json = JSON.parse(text) as unknown;
    if (!json || typeof json !== 'object' || !('usage' in json)) return undefined;
    return parseUsage((json as { usage: unknown }).usage);
  } catch {
    return undefined;
  }
}

/* ---------------------------------- templates ---------------------------------- */

function placeholderValues(a: AttemptInput): Record<PlaceholderRoot, unknown> {
  return {
    messages: a.messages,
    input: lastUserText(a.messages),
    id: a.id,
    run: a.run,
    env: a.env,
    metadata: a.metadata,
    options: a.options ?? null,
    skill: a.skill ?? null,
  };
}

/** Throws when the body uses a placeholder this target does not know (a typo would send "{{inptu}}"). */
function checkPlaceholders(body: unknown, where: string): void {
  if (typeof body === 'string') {
    for (const m of body.matchAll(PLACEHOLDER_RE)) {
      if (!(PLACEHOLDER_ROOTS as readonly string[]).includes(m[1])) {
        throw new Error(
          `${where}: unknown placeholder ${m[0]} (known: ${PLACEHOLDER_ROOTS.map((r) => `{{${r}}}`).join(', ')})`,
        );
      }
    }
  } else if (Array.isArray(body)) {
    body.forEach((v, i) => checkPlaceholders(v, `${where}[${i}]`));
  } else if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) checkPlaceholders(v, `${where}.${k}`);
  }
}

function lookup(values: Record<PlaceholderRoot, unknown>, root: string, path: string): unknown {
  let cur: unknown = values[root as PlaceholderRoot];
  for (const key of path.split('.').filter(Boolean)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = Object.prototype.hasOwnProperty.call(cur, key)
      ? (cur as Record<string, unknown>)[key]
      : undefined;
  }
  return cur;
}

/** Replaces placeholders in string values (not keys) throughout `body`. */
export function fillTemplate(body: unknown, values: Record<PlaceholderRoot, unknown>): unknown {
  if (typeof body === 'string') {
    const exact = /^\{\{\s*([A-Za-z_]\w*)((?:\.[\w-]+)*)\s*\}\}$/.exec(body);
    if (exact) return lookup(values, exact[1], exact[2]) ?? null;
    return body.replace(PLACEHOLDER_RE, (_m, root: string, path: string) => {
      const v = lookup(values, root, path);
      if (v === undefined || v === null) return '';
      return typeof v === 'string' ? v : JSON.stringify(v);
    });
  }
  if (Array.isArray(body)) return body.map((v) => fillTemplate(v, values));
  if (body && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, fillTemplate(v, values)]));
  }
  return body;
}

/* ---------------------------------- responses ---------------------------------- */

const OpenAIResponseSchema = z.looseObject({
  choices: z
    .array(
      z.looseObject({
        message: z.preprocess(
          // Some servers leave out the role of the (only possible) assistant message.
          (m) => (m && typeof m === 'object' && !('role' in m) ? { role: 'assistant', ...m } : m),
          MessageSchema,
        ),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1, 'expected at least one choice'),
  usage: z.unknown().optional(),
});

function parseOpenAI(status: number, text: string): TargetReply {
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    throw new AttemptFailure(
      `HTTP ${status}: response is not JSON: ${JSON.stringify(excerpt(text))}`,
    );
  }
  const r = OpenAIResponseSchema.safeParse(json);
  if (!r.success) {
    throw new AttemptFailure(
      `HTTP ${status}: not a chat-completions response (${issuesLine(OpenAIResponseSchema, json, r.error.issues)}): ${JSON.stringify(excerpt(text))}`,
    );
  }
  const choice = r.data.choices[0];
  const message = choice.message;
  const reply: TargetReply = { output: messageText(message.content), messages: [message] };
  if (message.tool_calls && message.tool_calls.length > 0) {
    reply.tool_calls = parseToolCalls(message.tool_calls, 'choices[0].message.tool_calls');
  }
  const usage = parseUsage(r.data.usage);
  if (usage) reply.usage = usage;
  if (choice.finish_reason) reply.finish_reason = choice.finish_reason;
  return reply;
}

function parseTemplate(
  status: number,
  text: string,
  config: HttpAgentConfig,
  paths: { output?: PathSegment[]; toolCalls?: PathSegment[] },
): TargetReply {
  let json: unknown;
  let isJson = true;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    isJson = false;
  }
  const pick = (segs: PathSegment[], field: string, path: string): unknown => {
    if (!isJson) {
      throw new AttemptFailure(
        `HTTP ${status}: response is not JSON, so ${field} ${path} cannot apply: ${JSON.stringify(excerpt(text))}`,
      );
    }
    const hit = evaluatePath(json, segs);
    if (!hit.found) {
      throw new AttemptFailure(
        `HTTP ${status}: ${field}: ${hit.reason}; response: ${JSON.stringify(excerpt(text))}`,
      );
    }
    return hit.value;
  };
  const output = paths.output
    ? pick(paths.output, 'output_path', config.output_path ?? '')
    : isJson
      ? json
      : text;
  const reply: TargetReply = { output };
  if (paths.toolCalls) {
    const raw = pick(paths.toolCalls, 'tool_calls_path', config.tool_calls_path ?? '');
    try {
      reply.tool_calls = parseToolCalls(raw ?? [], `tool_calls_path ${config.tool_calls_path}`);
    } catch (e) {
      throw new AttemptFailure(`HTTP ${status}: ${(e as Error).message}`);
    }
  }
  if (isJson && json && typeof json === 'object' && 'usage' in json) {
    const usage = parseUsage((json as { usage: unknown }).usage);
    if (usage) reply.usage = usage;
  }
  return reply;
}
