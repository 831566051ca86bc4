import type { ModelConfig } from '../model/model-config.js';
import type { LimiterRegistry } from '../net/endpoint-limiter.js';
import { proxiedFetch } from '../net/proxy.js';
import { parseDuration } from '../lib/units.js';
import { AnthropicChatModel } from './models/anthropic.js';
import { OpenAIChatModel } from './models/openai.js';
import { ScriptedModel } from './models/scripted.js';
import type { ChatModel } from './types.js';
import { expandEnvVars } from '../config/env-vars.js';
import { errorMessage } from '../lib/error-message.js';

/** Makes fresh model instances for one configured model (`make()` per conversation or question). */
export interface ModelFactory {
  make: () => ChatModel;
  /** API keys to mask in every message that may reach a report. */
  secrets: string[];
  /** e.g. `openai gpt-4o-mini at http://…` or `scripted`. */
  description: string;
}

/**
 * Turns a validated model config into a factory. Reads the API key from `env` (by the variable
 * NAME the config gives) and throws, naming `field` (e.g. `judge.model`), when it is missing; a
 * scripted model is built once here so a bad script fails at start, not in every attempt. With
 * `limits` (the run's limiters), every model of one endpoint shares its rate limit.
 */
export function createModelFactory(
  m: ModelConfig,
  env: Record<string, string | undefined>,
  field: string,
  limits?: LimiterRegistry,
): ModelFactory {
  if (m.provider === 'scripted') {
    const { provider: _p, ...scripted } = m;
    try {
      new ScriptedModel(scripted);
    } catch (e) {
      throw new Error(`${field}: ${errorMessage(e)}`, { cause: e });
    }
    return { make: () => new ScriptedModel(scripted), secrets: [], description: 'scripted' };
  }
  const envName =
    m.api_key_env ?? (m.provider === 'openai' ? 'OPENAI_API_KEY' : 'ANTHROPIC_API_KEY');
  const apiKey = env[envName];
  // A custom base_url (Ollama, vLLM) may need no key; the official endpoints do.
  if (!apiKey && (m.api_key_env !== undefined || m.base_url === undefined))
    throw new Error(`${field}.api_key_env: the environment variable ${envName} is not set`);
  // Header values may name environment variables (`${AZURE_OPENAI_KEY}`): expanded here, masked everywhere.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(m.headers ?? {})) {
    headers[name] = expandEnvVars(value, env, `${field}.headers.${name}`);
  }
  const http = {
    maxRetries: m.max_retries,
    ...(m.timeout !== undefined ? { timeoutMs: parseDuration(m.timeout) } : {}),
    ...(limits ? { limits } : {}),
    ...(m.rate_limit ? { pacing: m.rate_limit } : {}),
    // HTTPS_PROXY / NO_PROXY of the run's environment (self-hosted runners behind a proxy).
    fetch: proxiedFetch(env),
  };
  const common = {
    model: m.model,
    apiKey,
    baseUrl: m.base_url,
    stream: m.stream,
    temperature: m.temperature,
    maxTokens: m.max_tokens,
    http,
    headers,
    query: m.query,
  };
  return {
    make: () =>
      m.provider === 'openai' ? new OpenAIChatModel(common) : new AnthropicChatModel(common),
    secrets: [...(apiKey ? [apiKey] : []), ...Object.values(headers).filter((v) => v.length >= 4)],
    description: `${m.provider} ${m.model}${m.base_url ? ` at ${m.base_url}` : ''}`,
  };
}
