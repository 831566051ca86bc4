import type { CacheSettings } from '../model/run-settings.js';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { ModelConfig } from '../model/model-config.js';
import { createModelFactory, type ModelFactory } from './model-factory.js';
import type { LimiterRegistry } from '../net/endpoint-limiter.js';
import { maskSecrets } from './models/http.js';
import type { ChatInvokeCompletion, ChatInvokeRequest, ChatModel } from './types.js';
import { issuesLine } from '../lib/zod-problems.js';
import { stableJson } from '../lib/json.js';
import { errorMessage } from '../lib/error-message.js';

/**
 * Record / replay of model calls (`--cache <dir> --cache-mode record|replay|auto`). Every call of
 * the harness agent, a judge or a simulated user goes through `ResponseCache.wrap`, keyed by the
 * request (messages, tools, tool choice, provider, model and sampling params, as canonical JSON,
 * sha256) and by where it happens (suite, case, run index), so repeated runs of a case stay
 * independent recordings. One plain JSON file per call:
 *
 *   <dir>/<suite>/<case>/run-<n>/<role>-<first 16 hex of the key>[-<k>].json
 *
 * (`-<k>` numbers the k-th identical request within one attempt). Files hold the request and the
 * response only: never headers, never API keys (known secrets are masked as a last guard), so a
 * recorded suite can be committed and replayed in CI without keys and without cost.
 */

export const CACHE_MODES = ['record', 'replay', 'auto'] as const;
export type CacheMode = (typeof CACHE_MODES)[number];

export type { CacheSettings } from '../model/run-settings.js';

/** Where a call happens: what makes two identical requests different recordings. */
export interface CacheScope {
  suite: string;
  caseId: string;
  /** Run index of the attempt (1-based). */
  run: number;
  /** Who calls: `agent` (the harness), `judge`, `simulator`, or another short word. */
  role: string;
}

/** Replay mode found no recording for a request: the attempt fails with this, naming the call. */
export class CacheMissError extends Error {
  constructor(
    readonly scope: CacheScope,
    readonly call: number,
    readonly key: string,
    readonly file: string,
  ) {
    super(
      `--cache-mode replay: no recording for case ${scope.caseId} (${scope.suite}) run ${scope.run}, ${scope.role} call ${call}, key ${key} (expected ${file}); record it with --cache-mode record or auto`,
    );
    this.name = 'CacheMissError';
  }
}

const StoredSchema = z.object({
  key: z.string(),
  response: z.object({
    messages: z.array(
      z.object({
        role: z.literal('assistant'),
        content: z.string().nullable(),
        tool_calls: z
          .array(z.object({ id: z.string(), name: z.string(), arguments: z.string() }))
          .optional(),
        reasoning: z.string().optional(),
      }),
    ),
    usage: z
      .object({
        input_tokens: z.number(),
        output_tokens: z.number(),
        cached_tokens: z.number().optional(),
      })
      .optional(),
    stop_reason: z.enum([
      'end_turn',
      'tool_use',
      'max_tokens',
      'stop_sequence',
      'refusal',
      'other',
    ]),
  }),
});

/** What identifies a request (the signal and anything per-process are left out). */
export function requestMaterial(
  model: Pick<ChatModel, 'provider' | 'model'>,
  req: ChatInvokeRequest,
  params: Record<string, unknown> = {},
): unknown {
  return {
    provider: model.provider,
    model: model.model,
    params,
    messages: req.messages,
    tools: req.tools ?? [],
    tool_choice: req.toolChoice ?? null,
  };
}

/** sha256 of the canonical request. */
export function requestKey(
  model: Pick<ChatModel, 'provider' | 'model'>,
  req: ChatInvokeRequest,
  params: Record<string, unknown> = {},
): string {
  return createHash('sha256')
    .update(stableJson(requestMaterial(model, req, params)))
    .digest('hex');
}

/**
 * A path segment a person can read: unsafe characters become `_`; when that changed anything (or
 * the name is long) a short hash of the original keeps different names apart.
 */
export function slug(name: string): string {
  const safe = name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80);
  if (safe === name && safe !== '') return safe;
  return `${safe || 'x'}-${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
}

export class ResponseCache {
  readonly dir: string;
  readonly mode: CacheMode;
  /** Calls answered from recordings, recorded, and missing (replay only). */
  readonly stats = { replayed: 0, recorded: 0, missed: 0 };
  private readonly secrets: string[];
  private readonly seen = new Map<string, number>();
  private readonly now: () => Date;

  constructor(
    settings: CacheSettings,
    opts: { secrets?: readonly string[]; now?: () => Date } = {},
  ) {
    this.dir = settings.dir;
    this.mode = settings.mode;
    this.secrets = [...(opts.secrets ?? [])];
    this.now = opts.now ?? (() => new Date());
  }

  /** Adds values to mask in every file written (API keys a model factory knows about). */
  addSecrets(secrets: readonly string[]): void {
    for (const s of secrets) if (s && !this.secrets.includes(s)) this.secrets.push(s);
  }

  /** The folder of one attempt's recordings. */
  attemptDir(scope: Omit<CacheScope, 'role'>): string {
    return path.join(this.dir, slug(scope.suite), slug(scope.caseId), `run-${scope.run}`);
  }

  /**
   * A model that answers from recordings and/or records, per the mode. `params` are the sampling
   * settings that change answers (temperature, max_tokens…): they are part of the key.
   */
  wrap(model: ChatModel, scope: CacheScope, params: Record<string, unknown> = {}): ChatModel {
    return {
      provider: model.provider,
      model: model.model,
      ainvoke: (req) => this.invoke(model, scope, params, req),
    };
  }

  private async invoke(
    model: ChatModel,
    scope: CacheScope,
    params: Record<string, unknown>,
    req: ChatInvokeRequest,
  ): Promise<ChatInvokeCompletion> {
    if (req.signal?.aborted) throw req.signal.reason;
    const key = requestKey(model, req, params);
    const dir = this.attemptDir(scope);
    const base = `${slug(scope.role)}-${key.slice(0, 16)}`;
    const counter = `${dir}\u0000${base}`;
    const call = (this.seen.get(counter) ?? 0) + 1;
    this.seen.set(counter, call);
    const file = path.join(dir, `${base}${call > 1 ? `-${call}` : ''}.json`);
    if (this.mode !== 'record') {
      const stored = await this.read(file, key);
      if (stored) {
        this.stats.replayed++;
        return stored;
      }
      if (this.mode === 'replay') {
        this.stats.missed++;
        throw new CacheMissError(scope, call, key, path.relative(this.dir, file));
      }
    }
    const res = await model.ainvoke(req);
    await this.write(file, {
      key,
      case: scope.caseId,
      suite: scope.suite,
      run: scope.run,
      role: scope.role,
      call,
      recorded_at: this.now().toISOString(),
      request: requestMaterial(model, { ...req, signal: undefined }, params),
      response: {
        messages: res.messages,
        ...(res.usage ? { usage: res.usage } : {}),
        stop_reason: res.stop_reason,
      },
    });
    this.stats.recorded++;
    return res;
  }

  private async read(file: string, key: string): Promise<ChatInvokeCompletion | undefined> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      throw new Error(
        `response cache ${file}: not valid JSON (${(e as Error).message}); delete it to record again`,
        { cause: e },
      );
    }
    const r = StoredSchema.safeParse(json);
    if (!r.success)
      throw new Error(
        `response cache ${file}: not a recording (${issuesLine(StoredSchema, json, r.error.issues, 1)})`,
      );
    // A file edited by hand to answer another request would replay the wrong answer: refuse it.
    if (r.data.key !== key)
      throw new Error(`response cache ${file}: recorded for key ${r.data.key}, not ${key}`);
    return r.data.response;
  }

  private async write(file: string, entry: Record<string, unknown>): Promise<void> {
    const text = maskSecrets(`${JSON.stringify(entry, null, 2)}\n`, this.secrets);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
    try {
      await writeFile(tmp, text);
      await rename(tmp, file);
    } catch (e) {
      await rm(tmp, { force: true });
      throw new Error(`response cache: cannot write ${file}: ${(e as Error).message}`, {
        cause: e,
      });
    }
  }
}

/**
 * The settings of a configured model that change its answers, as a cache key part: transport and
 * auth details (key variable, endpoint, headers, timeout, retries, streaming) are left out, so a
 * recorded suite still replays against another endpoint or key, and header values (often
 * credentials) never reach a recording.
 */
export function modelCacheParams(m: ModelConfig): Record<string, unknown> {
  const { provider: _p, model: _m, ...rest } = m as Record<string, unknown>;
  for (const k of [
    'api_key_env',
    'base_url',
    'headers',
    'timeout',
    'max_retries',
    'stream',
    'rate_limit',
  ])
    delete rest[k];
  return rest;
}

/**
 * `createModelFactory` for a model whose calls go through `cache` (judges, simulated users): its
 * secrets (API key, expanded header values) are registered with the cache so no recording holds
 * them, and in replay mode a missing key is no error: the model is never called (a request without
 * a recording fails its attempt with CacheMissError), so a recorded suite replays with no keys.
 */
export function cachedModelFactory(
  m: ModelConfig,
  env: Record<string, string | undefined>,
  field: string,
  cache: ResponseCache | undefined,
  limits?: LimiterRegistry,
): ModelFactory {
  let f: ModelFactory;
  try {
    f = createModelFactory(m, env, field, limits);
  } catch (e) {
    if (cache?.mode !== 'replay') throw e;
    const why = errorMessage(e);
    f = {
      make: () => ({
        provider: m.provider,
        model: m.model,
        ainvoke: () => Promise.reject(new Error(why)),
      }),
      secrets: [],
      description: `${m.provider} ${m.model}, replayed`,
    };
  }
  cache?.addSecrets(f.secrets);
  return f;
}
