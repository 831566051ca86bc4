import { z } from 'zod';
import { compilePattern, type CompiledPattern } from '../lib/regex-pattern.js';
import {
  FaultPatternSchema,
  type EnvironmentFaultsConfig,
  type FaultKind,
  type FaultPattern,
} from '../model/environment-fault.js';
import { errorMessage } from '../lib/error-message.js';

/*
 * The built-in table of environment faults: the text the model providers' SDKs for Python and
 * JavaScript print when a call was refused or failed on the provider's side, each entry with the
 * SDK file that prints it. An agent agentci does not wrap (a command, a module) makes its own model
 * calls, so when one of them is rate limited the agent just crashes with this text on stderr;
 * matched on a *failed* attempt only, it makes the attempt wait on the agent's limiter and be asked
 * again instead of graded (src/runner/attempt.ts). First match wins: the table goes from the most
 * specific kind (a spent quota is a 429 too) to the least. RE2 syntax (src/judges/regex-pattern.ts):
 * matching is linear in the text, so a pattern can never hang on a long stderr.
 *
 * How the SDKs word a failed call (read from their sources):
 * - openai/openai-python src/openai/_base_client.py `_make_status_error_from_response`:
 *   `Error code: {status} - {body}` (the body as a Python dict); the classes in
 *   src/openai/_exceptions.py, re-homed to the `openai` module by src/openai/__init__.py, so a
 *   traceback ends `openai.RateLimitError: Error code: 429 - {'error': {…}}`.
 * - anthropics/anthropic-sdk-python: the same wording (src/anthropic/_base_client.py), classes in
 *   src/anthropic/_exceptions.py (`OverloadedError` for 529, `ServiceUnavailableError` for 503);
 *   a stream's error event becomes `APIStatusError: {body}` (src/anthropic/_streaming.py).
 * - openai/openai-node src/core/error.ts and anthropics/anthropic-sdk-typescript src/core/error.ts:
 *   `APIError.makeMessage` → `{status} {message}` (`{status} {JSON body}` for Anthropic), printed by
 *   Node as `RateLimitError: 429 …`; `APIConnectionError` says `Connection error.`.
 * - googleapis/python-genai google/genai/errors.py: `{code} {status}. {details}`, classes
 *   `ClientError` / `ServerError`; googleapis/js-genai src/_api_client.ts throws `ApiError` whose
 *   message is the JSON error body; Vertex AI's older SDK raises googleapis/python-api-core
 *   google/api_core/exceptions.py errors, `{code} {message} {details}`.
 * - Azure OpenAI answers through the same OpenAI SDKs with its own body (`{'error': {'code': '429',
 *   'message': 'Requests to the … have exceeded token rate limit …'}}`); Azure's own Python SDKs
 *   raise Azure/azure-sdk-for-python sdk/core/azure-core/azure/core/exceptions.py
 *   `HttpResponseError`: `({code}) {message}` or `Operation returned an invalid status '…'`.
 */

const OPENAI_PY = 'openai/openai-python src/openai/_base_client.py, src/openai/_exceptions.py';
const OPENAI_PY_V0 = 'openai/openai-python openai/error.py (0.x, before the 1.0 rewrite)';
const OPENAI_JS = 'openai/openai-node src/core/error.ts';
const ANTHROPIC_PY =
  'anthropics/anthropic-sdk-python src/anthropic/_base_client.py, src/anthropic/_exceptions.py';
const ANTHROPIC_JS = 'anthropics/anthropic-sdk-typescript src/core/error.ts';
const GENAI_PY = 'googleapis/python-genai google/genai/errors.py';
const GENAI_JS = 'googleapis/js-genai src/_api_client.ts, src/errors.ts';
const API_CORE = 'googleapis/python-api-core google/api_core/exceptions.py';
const AZURE_CORE = 'Azure/azure-sdk-for-python sdk/core/azure-core/azure/core/exceptions.py';

/** A body as OpenAI's API sends it, as openai-python prints it (a Python dict). */
const OPENAI_429 =
  "openai.RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached for gpt-4o in organization org-abc on requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in 120ms. Visit https://platform.openai.com/account/rate-limits to learn more.', 'type': 'requests', 'param': None, 'code': 'rate_limit_exceeded'}}";

const TABLE: FaultPattern[] = [
  // --- quota: the account is out of credit (a 429 too, so before the rate limits) ---
  {
    id: 'openai-insufficient-quota',
    kind: 'quota',
    pattern: String.raw`\binsufficient_quota\b|You exceeded your current quota`,
    source: `${OPENAI_PY}; ${OPENAI_JS} (OpenAI's error code \`insufficient_quota\`)`,
    example:
      "openai.RateLimitError: Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'}}",
  },
  // --- overloaded: the provider has no capacity now (529, 503) ---
  {
    id: 'anthropic-overloaded',
    kind: 'overloaded',
    pattern: String.raw`\boverloaded_error\b|\banthropic\.OverloadedError: Error code: 529\b`,
    source: `${ANTHROPIC_PY}; ${ANTHROPIC_JS} (Anthropic's error type \`overloaded_error\`)`,
    example:
      "anthropic.OverloadedError: Error code: 529 - {'type': 'error', 'error': {'type': 'overloaded_error', 'message': 'Overloaded'}}",
  },
  {
    id: 'anthropic-service-unavailable',
    kind: 'overloaded',
    pattern: String.raw`\banthropic\.ServiceUnavailableError: Error code: 503\b`,
    source: ANTHROPIC_PY,
    example:
      "anthropic.ServiceUnavailableError: Error code: 503 - {'type': 'error', 'error': {'type': 'api_error', 'message': 'Service unavailable'}}",
  },
  {
    id: 'google-unavailable',
    kind: 'overloaded',
    pattern: String.raw`\b503 UNAVAILABLE\b|["']status["']:\s*["']UNAVAILABLE["']|\bgoogle\.api_core\.exceptions\.ServiceUnavailable: 503\b`,
    source: `${GENAI_PY}; ${GENAI_JS}; ${API_CORE}`,
    example:
      "google.genai.errors.ServerError: 503 UNAVAILABLE. {'error': {'code': 503, 'message': 'The model is overloaded. Please try again later.', 'status': 'UNAVAILABLE'}}",
  },
  {
    id: 'openai-python-0x-service-unavailable',
    kind: 'overloaded',
    pattern: String.raw`\bopenai\.error\.(?:ServiceUnavailableError|TryAgain)\b`,
    source: OPENAI_PY_V0,
    example: 'openai.error.ServiceUnavailableError: The server is overloaded or not ready yet.',
  },
  // --- rate limits ---
  {
    id: 'openai-rate-limit-exceeded',
    kind: 'rate_limit',
    pattern: String.raw`\brate_limit_exceeded\b`,
    source: `${OPENAI_PY}; ${OPENAI_JS} (OpenAI's error code \`rate_limit_exceeded\`)`,
    example: OPENAI_429,
  },
  {
    id: 'openai-python-rate-limit',
    kind: 'rate_limit',
    pattern: String.raw`\bopenai\.RateLimitError: Error code: 429\b`,
    source: OPENAI_PY,
    example: OPENAI_429,
  },
  {
    id: 'openai-python-0x-rate-limit',
    kind: 'rate_limit',
    pattern: String.raw`\bopenai\.error\.RateLimitError\b`,
    source: OPENAI_PY_V0,
    example:
      'openai.error.RateLimitError: Rate limit reached for default-gpt-3.5-turbo in organization org-abc on requests per min. Limit: 3 / min. Please try again in 20s.',
  },
  {
    id: 'anthropic-rate-limit',
    kind: 'rate_limit',
    pattern: String.raw`\brate_limit_error\b|\banthropic\.RateLimitError: Error code: 429\b`,
    source: `${ANTHROPIC_PY}; ${ANTHROPIC_JS} (Anthropic's error type \`rate_limit_error\`)`,
    example:
      "anthropic.RateLimitError: Error code: 429 - {'type': 'error', 'error': {'type': 'rate_limit_error', 'message': 'Number of request tokens has exceeded your per-minute rate limit'}}",
  },
  {
    id: 'js-sdk-rate-limit',
    kind: 'rate_limit',
    pattern: String.raw`\bRateLimitError: 429\b`,
    source: `${OPENAI_JS}; ${ANTHROPIC_JS}`,
    example:
      'RateLimitError: 429 Rate limit reached for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Used 30000, Requested 1200. Please try again in 2.4s.',
  },
  {
    id: 'google-resource-exhausted',
    kind: 'rate_limit',
    pattern: String.raw`\bRESOURCE_EXHAUSTED\b|\bgoogle\.api_core\.exceptions\.(?:ResourceExhausted|TooManyRequests): 429\b`,
    source: `${GENAI_PY}; ${GENAI_JS}; ${API_CORE}`,
    example:
      "google.genai.errors.ClientError: 429 RESOURCE_EXHAUSTED. {'error': {'code': 429, 'message': 'Resource has been exhausted (e.g. check quota).', 'status': 'RESOURCE_EXHAUSTED'}}",
  },
  {
    id: 'azure-openai-rate-limit',
    kind: 'rate_limit',
    pattern: String.raw`have exceeded (?:token |call )?rate limit of your current|\bRate limit is exceeded\. Try again in \d+ seconds?`,
    source: `Azure OpenAI's error body, through ${OPENAI_PY} or ${OPENAI_JS}`,
    example:
      "openai.RateLimitError: Error code: 429 - {'error': {'code': '429', 'message': 'Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-06-01 have exceeded token rate limit of your current OpenAI S0 pricing tier. Please retry after 6 seconds. Please go here: https://aka.ms/oai/quotaincrease if you would like to further increase the default rate limit.'}}",
  },
  {
    id: 'azure-core-too-many-requests',
    kind: 'rate_limit',
    pattern: String.raw`\bazure\.core\.exceptions\.HttpResponseError: (?:\(429\)|\(TooManyRequests\)|Operation returned an invalid status 'Too Many Requests')`,
    source: AZURE_CORE,
    example:
      'azure.core.exceptions.HttpResponseError: (429) Rate limit is exceeded. Try again in 5 seconds.',
  },
  {
    id: 'http-client-429',
    kind: 'rate_limit',
    pattern: String.raw`Request failed with status code 429\b|\bHTTP Error 429: Too Many Requests\b|\b429 Client Error: Too Many Requests for url\b`,
    source:
      'axios lib/core/settle.js (openai-node 3.x used axios); python/cpython Lib/urllib/error.py; psf/requests src/requests/models.py raise_for_status',
    example: 'Error: Request failed with status code 429',
  },
  // --- other server errors ---
  {
    id: 'openai-python-server-error',
    kind: 'server_error',
    pattern: String.raw`\b(?:openai|anthropic)\.(?:InternalServerError: Error code: 5\d\d|DeadlineExceededError: Error code: 504)\b`,
    source: `${OPENAI_PY}; ${ANTHROPIC_PY}`,
    example:
      "openai.InternalServerError: Error code: 500 - {'error': {'message': 'The server had an error while processing your request. Sorry about that!', 'type': 'server_error', 'param': None, 'code': None}}",
  },
  {
    id: 'js-sdk-server-error',
    kind: 'server_error',
    pattern: String.raw`\bInternalServerError: 5\d\d\b`,
    source: `${OPENAI_JS}; ${ANTHROPIC_JS}`,
    example:
      'InternalServerError: 500 The server had an error while processing your request. Sorry about that!',
  },
  {
    id: 'google-server-error',
    kind: 'server_error',
    pattern: String.raw`\bgoogle\.genai\.errors\.ServerError: 5\d\d\b|\bgoogle\.api_core\.exceptions\.(?:InternalServerError: 500|BadGateway: 502|DeadlineExceeded: 504|GatewayTimeout: 504)\b`,
    source: `${GENAI_PY}; ${API_CORE}`,
    example:
      "google.genai.errors.ServerError: 500 INTERNAL. {'error': {'code': 500, 'message': 'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting', 'status': 'INTERNAL'}}",
  },
  {
    id: 'http-client-5xx',
    kind: 'server_error',
    pattern: String.raw`Request failed with status code (?:500|502|503|504|529)\b|\bHTTP Error 50[0234]: |\b50[0234] Server Error: [A-Za-z ]+ for url\b`,
    source:
      'axios lib/core/settle.js; python/cpython Lib/urllib/error.py; psf/requests src/requests/models.py raise_for_status',
    example: '503 Server Error: Service Unavailable for url: https://api.example.com/v1/chat',
  },
  // --- the connection to the provider ---
  {
    id: 'python-sdk-connection',
    kind: 'connection',
    pattern: String.raw`\b(?:openai|anthropic)\.(?:APIConnectionError: Connection error\.|APITimeoutError: Request timed out)|\bopenai\.error\.(?:APIConnectionError|Timeout)\b`,
    source: `${OPENAI_PY}; ${ANTHROPIC_PY}; ${OPENAI_PY_V0}`,
    example: 'openai.APIConnectionError: Connection error.',
  },
  {
    id: 'js-sdk-connection',
    kind: 'connection',
    pattern: String.raw`\bAPIConnection(?:Timeout)?Error: (?:Connection error\.|Request timed out\.)`,
    source: `${OPENAI_JS}; ${ANTHROPIC_JS}`,
    example: 'APIConnectionError: Connection error.',
  },
];

/** The built-in patterns, checked by their schema when this module loads. */
export const BUILTIN_FAULT_PATTERNS: readonly FaultPattern[] = z
  .array(FaultPatternSchema)
  .parse(TABLE);

/** An environment fault found in an attempt's text. */
export interface FaultMatch {
  kind: FaultKind;
  /** The id of the pattern that matched. */
  pattern: string;
  /** The line it matched in, cut short. */
  text: string;
  /** How long the text said to wait, when it said (`Please try again in 2.4s`). */
  retryAfterMs?: number;
}

/** How much of a matched line is kept. */
const MAX_TEXT = 300;
/** An output longer than this is an answer, never "nothing but an error". */
const MAX_ERROR_OUTPUT = 4000;
/** The keys an error body may have besides `error` (OpenAI, Anthropic, Google, Azure bodies). */
const ERROR_BODY_KEYS = new Set([
  'error',
  'type',
  'message',
  'code',
  'status',
  'param',
  'request_id',
  'details',
]);

/**
 * How long a provider's message says to wait: OpenAI's `Please try again in 2.4s` / `in 120ms`,
 * Azure's `Please retry after 6 seconds` / `Try again in 5 seconds`, Google's `'retryDelay': '26s'`.
 */
const RETRY_HINTS: ReadonlyArray<RegExp> = [
  /\b(?:try again|retry) (?:in|after) (\d+(?:\.\d+)?)\s*(ms|milliseconds?|s|secs?|seconds?)\b/i,
  /retryDelay['"]?\s*:\s*['"](\d+(?:\.\d+)?)(s)['"]/,
];

function retryHint(text: string): number | undefined {
  for (const re of RETRY_HINTS) {
    const m = re.exec(text);
    if (!m) continue;
    const n = Number(m[1]);
    if (!Number.isFinite(n)) continue;
    return Math.round(/^ms|^milli/i.test(m[2] as string) ? n : n * 1000);
  }
  return undefined;
}

/** The line of `text` holding `found`, cut to MAX_TEXT characters around it. */
function lineOf(text: string, found: string): string {
  const at = text.indexOf(found);
  if (at < 0) return cut(found);
  const start = text.lastIndexOf('\n', at) + 1;
  const end = text.indexOf('\n', at + found.length);
  const raw = text.slice(start, end < 0 ? undefined : end);
  const line = raw.trim();
  if (line.length <= MAX_TEXT) return line;
  // The line's start names the error (`openai.RateLimitError: Error code: 429`): it is kept, and
  // so is the match when it lies further on.
  const pos = at - start - (raw.length - raw.trimStart().length);
  if (pos + found.length <= MAX_TEXT - 1) return `${line.slice(0, MAX_TEXT - 1)}…`;
  const head = line.slice(0, 120);
  const from = Math.max(120, pos - 40);
  return `${head} … ${line.slice(from, from + MAX_TEXT - head.length - 4)}…`;
}

function cut(s: string): string {
  return s.length <= MAX_TEXT ? s : `${s.slice(0, MAX_TEXT - 1)}…`;
}

/** An error's class name as a traceback would print it (`RateLimitError`), when it has one. */
function className(e: Error): string {
  const ctor = (e as { constructor?: { name?: unknown } }).constructor?.name;
  if (typeof ctor === 'string' && ctor !== '' && ctor !== 'Error' && ctor !== 'Object') return ctor;
  return e.name;
}

/**
 * What a failure says: each error down its cause chain as `Class: message` (a module agent's
 * thrown SDK error keeps its class name) and the agent's stderr tail (a command agent's traceback).
 */
function failureText(e: unknown): string {
  const parts: string[] = [];
  let cur: unknown = e;
  for (let depth = 0; cur !== undefined && cur !== null && depth < 6; depth++) {
    if (cur instanceof Error) {
      // The agent's stderr first: a fault is quoted as the agent printed it, not from the line of
      // it that agentci's own message repeats (`exited with code 1; stderr: …`).
      const stderr = (cur as { stderr?: unknown }).stderr;
      if (typeof stderr === 'string' && stderr !== '') parts.push(stderr);
      parts.push(`${className(cur)}: ${cur.message}`);
      cur = cur.cause;
    } else {
      parts.push(errorMessage(cur));
      break;
    }
  }
  return parts.join('\n');
}

/**
 * Whether an output is nothing but an error: a JSON error body (`{"error": …}`, Anthropic's
 * `{"type": "error", …}`), or a short text of a few lines (an SDK error printed as the answer).
 * A longer answer that mentions a rate limit is an answer.
 */
function errorOnlyText(output: unknown): string | undefined {
  let value = output;
  let text: string;
  if (typeof output === 'string') {
    text = output.trim();
    if (text.startsWith('{')) {
      try {
        value = JSON.parse(text) as unknown;
      } catch {
        value = output;
      }
    }
  } else if (output !== null && typeof output === 'object') {
    try {
      text = JSON.stringify(output);
    } catch {
      return undefined;
    }
  } else return undefined;
  if (text === '' || text.length > MAX_ERROR_OUTPUT) return undefined;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const body = value as Record<string, unknown>;
    const keys = Object.keys(body);
    const isBody =
      (body.error !== undefined || body.type === 'error') &&
      keys.every((k) => ERROR_BODY_KEYS.has(k));
    return isBody ? text : undefined;
  }
  if (typeof value !== 'string') return undefined;
  return text.split('\n').filter((l) => l.trim() !== '').length <= 3 ? text : undefined;
}

/** A compiled table: the run's patterns in order, first match wins. */
export class FaultPatterns {
  private readonly compiled: ReadonlyArray<{ p: FaultPattern; re: CompiledPattern }>;

  constructor(readonly patterns: readonly FaultPattern[]) {
    this.compiled = patterns.map((p) => ({ p, re: compilePattern(p.pattern, 'go') }));
  }

  /** The first pattern found in `text`, with the line it is on and any wait it names. */
  match(text: string): FaultMatch | undefined {
    if (text === '') return undefined;
    for (const { p, re } of this.compiled) {
      const found = re.find(text);
      if (found === null) continue;
      const hint = retryHint(text);
      return {
        kind: p.kind,
        pattern: p.id,
        text: lineOf(text, found),
        ...(hint !== undefined ? { retryAfterMs: hint } : {}),
      };
    }
    return undefined;
  }

  /** The fault behind a thrown failure (its message, its causes, the agent's stderr), if any. */
  ofFailure(e: unknown): FaultMatch | undefined {
    return this.match(failureText(e));
  }

  /** The fault an output *is* (nothing but a provider error), if any; an answer is never one. */
  ofOutput(output: unknown): FaultMatch | undefined {
    const text = errorOnlyText(output);
    return text === undefined ? undefined : this.match(text);
  }
}

/**
 * The run's table: `add` first (an added id replaces the built-in of that id), then the built-in
 * patterns less `remove` (none with `builtin: false`). Patterns were checked when the config was
 * read (faultConfigProblems).
 */
export function faultPatterns(config?: EnvironmentFaultsConfig): FaultPatterns {
  const added = config?.add ?? [];
  const removed = new Set([...(config?.remove ?? []), ...added.map((p) => p.id)]);
  const builtin =
    config?.builtin === false ? [] : BUILTIN_FAULT_PATTERNS.filter((p) => !removed.has(p.id));
  return new FaultPatterns([...added, ...builtin]);
}

/**
 * What is wrong with `environment_faults:` beyond its schema, by path: a pattern RE2 cannot
 * compile, an example its pattern does not match, an id named twice, a `remove` naming no
 * built-in pattern.
 */
export function faultConfigProblems(
  config: EnvironmentFaultsConfig | undefined,
): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const seen = new Set<string>();
  (config?.add ?? []).forEach((p, i) => {
    if (seen.has(p.id))
      problems.push({ path: ['add', i, 'id'], message: `the id ${p.id} is added twice` });
    seen.add(p.id);
    let re: CompiledPattern;
    try {
      re = compilePattern(p.pattern, 'go');
    } catch (e) {
      problems.push({ path: ['add', i, 'pattern'], message: errorMessage(e) });
      return;
    }
    if (p.example !== undefined && !re.test(p.example))
      problems.push({
        path: ['add', i, 'example'],
        message: 'the pattern does not match its own example',
      });
  });
  const known = new Set(BUILTIN_FAULT_PATTERNS.map((p) => p.id));
  (config?.remove ?? []).forEach((id, i) => {
    if (!known.has(id))
      problems.push({
        path: ['remove', i],
        message: `no built-in pattern is named ${id} (docs/environment-fault-patterns.md lists them)`,
      });
  });
  return problems;
}
