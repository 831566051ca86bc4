import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../src/config/load-config.js';
import {
  BUILTIN_FAULT_PATTERNS,
  faultConfigProblems,
  faultPatterns,
} from '../../src/net/provider-faults.js';

/*
 * The environment-fault table against the text the providers' SDKs print, each string built the
 * way its SDK builds it (the file named beside it) around an error body the provider sends.
 */

/** Each row: what an SDK prints for a failed call, where it comes from, and the kind expected. */
const SDK_TEXT: { sdk: string; source: string; text: string; kind: string | undefined }[] = [
  {
    sdk: 'openai-python 1.x, 429',
    source:
      'openai/openai-python src/openai/_base_client.py _make_status_error_from_response: f"Error code: {response.status_code} - {body}"; src/openai/__init__.py sets __module__ = "openai"',
    text: `Traceback (most recent call last):
  File "/work/agent.py", line 14, in <module>
    reply = client.chat.completions.create(model="gpt-4o", messages=messages)
  File "/usr/lib/python3.11/site-packages/openai/_base_client.py", line 1141, in request
    raise self._make_status_error_from_response(err.response) from None
openai.RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached for gpt-4o in organization org-abc on requests per min (RPM): Limit 500, Used 500, Requested 1. Please try again in 120ms. Visit https://platform.openai.com/account/rate-limits to learn more.', 'type': 'requests', 'param': None, 'code': 'rate_limit_exceeded'}}`,
    kind: 'rate_limit',
  },
  {
    sdk: 'openai-python 1.x, quota',
    source:
      'openai/openai-python src/openai/_base_client.py (same wording), OpenAI error code insufficient_quota',
    text: "openai.RateLimitError: Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details.', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'}}",
    kind: 'quota',
  },
  {
    sdk: 'openai-python 1.x, 500',
    source:
      'openai/openai-python src/openai/_client.py _make_status_error: status >= 500 → InternalServerError',
    text: "openai.InternalServerError: Error code: 500 - {'error': {'message': 'The server had an error while processing your request. Sorry about that!', 'type': 'server_error', 'param': None, 'code': None}}",
    kind: 'server_error',
  },
  {
    sdk: 'openai-python 1.x, connection',
    source:
      'openai/openai-python src/openai/_exceptions.py APIConnectionError(message="Connection error.")',
    text: `httpx.ConnectError: [Errno 104] Connection reset by peer

The above exception was the direct cause of the following exception:

openai.APIConnectionError: Connection error.`,
    kind: 'connection',
  },
  {
    sdk: 'openai-python 1.x, timeout',
    source: 'openai/openai-python src/openai/_exceptions.py APITimeoutError: "Request timed out."',
    text: 'openai.APITimeoutError: Request timed out.',
    kind: 'connection',
  },
  {
    sdk: 'openai-python 0.x, 429',
    source: 'openai/openai-python openai/error.py (0.28) class RateLimitError(OpenAIError)',
    text: 'openai.error.RateLimitError: Rate limit reached for default-gpt-3.5-turbo in organization org-abc on requests per min. Limit: 3 / min.',
    kind: 'rate_limit',
  },
  {
    sdk: 'openai-node, 429',
    source: 'openai/openai-node src/core/error.ts APIError.makeMessage: `${status} ${msg}`',
    text: `file:///work/node_modules/openai/error.mjs:59
            return new RateLimitError(status, error, message, headers);
                   ^

RateLimitError: 429 Rate limit reached for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Used 30000, Requested 1200. Please try again in 2.4s.
    at APIError.generate (file:///work/node_modules/openai/error.mjs:59:20)`,
    kind: 'rate_limit',
  },
  {
    sdk: 'openai-node, connection',
    source:
      "openai/openai-node src/core/error.ts APIConnectionError: message || 'Connection error.'",
    text: 'APIConnectionError: Connection error.\n    at OpenAI.makeRequest (file:///work/node_modules/openai/core.mjs:316:19)',
    kind: 'connection',
  },
  {
    sdk: 'anthropic-sdk-python, 529',
    source:
      'anthropics/anthropic-sdk-python src/anthropic/_client.py _make_status_error: 529 → OverloadedError',
    text: "anthropic.OverloadedError: Error code: 529 - {'type': 'error', 'error': {'type': 'overloaded_error', 'message': 'Overloaded'}, 'request_id': 'req_011CV'}",
    kind: 'overloaded',
  },
  {
    sdk: 'anthropic-sdk-python, error event in a stream',
    source:
      'anthropics/anthropic-sdk-python src/anthropic/_streaming.py: err_msg = f"{body}" on an `error` event',
    text: "anthropic.APIStatusError: {'type': 'error', 'error': {'details': None, 'type': 'overloaded_error', 'message': 'Overloaded'}}",
    kind: 'overloaded',
  },
  {
    sdk: 'anthropic-sdk-python, 429',
    source:
      'anthropics/anthropic-sdk-python src/anthropic/_base_client.py f"Error code: {status} - {body}"',
    text: "anthropic.RateLimitError: Error code: 429 - {'type': 'error', 'error': {'type': 'rate_limit_error', 'message': 'Number of request tokens has exceeded your per-minute rate limit'}}",
    kind: 'rate_limit',
  },
  {
    sdk: 'anthropic-sdk-typescript, 529',
    source:
      'anthropics/anthropic-sdk-typescript src/core/error.ts: status >= 500 → InternalServerError, message `${status} ${JSON.stringify(error)}`',
    text: 'InternalServerError: 529 {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}',
    kind: 'overloaded',
  },
  {
    sdk: 'python-genai, 429',
    source:
      "googleapis/python-genai google/genai/errors.py APIError: f'{self.code} {self.status}. {self.details}'",
    text: "google.genai.errors.ClientError: 429 RESOURCE_EXHAUSTED. {'error': {'code': 429, 'message': 'Resource has been exhausted (e.g. check quota).', 'status': 'RESOURCE_EXHAUSTED'}}",
    kind: 'rate_limit',
  },
  {
    sdk: 'python-genai, 503',
    source: 'googleapis/python-genai google/genai/errors.py ServerError',
    text: "google.genai.errors.ServerError: 503 UNAVAILABLE. {'error': {'code': 503, 'message': 'The model is overloaded. Please try again later.', 'status': 'UNAVAILABLE'}}",
    kind: 'overloaded',
  },
  {
    sdk: 'js-genai, 429',
    source:
      'googleapis/js-genai src/_api_client.ts throwErrorIfNotOK: new ApiError({message: JSON.stringify(errorBody)}); src/errors.ts name "ApiError"',
    text: 'ApiError: {"error":{"code":429,"message":"You exceeded your current quota, please check your plan and billing details.","status":"RESOURCE_EXHAUSTED"}}',
    kind: 'quota',
  },
  {
    sdk: 'Vertex AI (google-api-core), 429',
    source:
      'googleapis/python-api-core google/api_core/exceptions.py ResourceExhausted, __str__ "{} {} {}".format(code, message, details)',
    text: 'google.api_core.exceptions.ResourceExhausted: 429 Quota exceeded for aiplatform.googleapis.com/generate_content_requests_per_minute_per_project_per_base_model with base model: gemini-1.5-pro. Please submit a quota increase request. []',
    kind: 'rate_limit',
  },
  {
    sdk: 'Azure OpenAI through openai-python',
    source: "openai/openai-python _base_client.py wording around Azure OpenAI's 429 body",
    text: "openai.RateLimitError: Error code: 429 - {'error': {'code': '429', 'message': 'Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-06-01 have exceeded token rate limit of your current OpenAI S0 pricing tier. Please retry after 6 seconds. Please go here: https://aka.ms/oai/quotaincrease if you would like to further increase the default rate limit.'}}",
    kind: 'rate_limit',
  },
  {
    sdk: 'azure-core (Python)',
    source:
      'Azure/azure-sdk-for-python sdk/core/azure-core/azure/core/exceptions.py HttpResponseError: "Operation returned an invalid status \'{}\'"',
    text: "azure.core.exceptions.HttpResponseError: Operation returned an invalid status 'Too Many Requests'",
    kind: 'rate_limit',
  },
  // Not the provider's doing: the agent's own failures stay failures.
  {
    sdk: 'an assertion in the agent',
    source: 'Python',
    text: `Traceback (most recent call last):
  File "/work/agent.py", line 9, in <module>
    assert answer.startswith("Paris"), answer
AssertionError: Lyon`,
    kind: undefined,
  },
  {
    sdk: 'a bad request (the agent sent a wrong parameter)',
    source: 'openai/openai-python _client.py: 400 → BadRequestError',
    text: "openai.BadRequestError: Error code: 400 - {'error': {'message': \"Invalid 'messages[1].content': string too long.\", 'type': 'invalid_request_error', 'param': 'messages[1].content', 'code': 'string_above_max_length'}}",
    kind: undefined,
  },
  {
    sdk: 'an SDK retry log line before a success',
    source: 'openai/openai-python src/openai/_base_client.py logs retries at INFO',
    text: "INFO:openai._base_client:Retrying request to /chat/completions in 0.441582 seconds\nKeyError: 'answer'",
    kind: undefined,
  },
];

describe('the built-in environment-fault table', () => {
  const table = faultPatterns();

  it.each(SDK_TEXT)('$sdk → $kind', ({ text, kind }) => {
    expect(table.match(text)?.kind).toBe(kind);
  });

  it("every pattern matches its own example, and the first match on it is of the pattern's kind", () => {
    for (const p of BUILTIN_FAULT_PATTERNS) {
      expect(p.example, p.id).toBeDefined();
      expect(p.source, p.id).toBeDefined();
      expect(table.match(p.example!)?.kind, p.id).toBe(p.kind);
    }
  });

  it('reads the wait the message names (OpenAI "try again in", Azure "retry after", Google retryDelay)', () => {
    expect(table.match(SDK_TEXT[0]!.text)?.retryAfterMs).toBe(120);
    expect(table.match(SDK_TEXT[6]!.text)?.retryAfterMs).toBe(2400);
    expect(table.match(SDK_TEXT[16]!.text)?.retryAfterMs).toBe(6000);
    expect(
      table.match(
        "google.genai.errors.ClientError: 429 RESOURCE_EXHAUSTED. {'error': {'details': [{'@type': 'type.googleapis.com/google.rpc.RetryInfo', 'retryDelay': '26s'}]}}",
      )?.retryAfterMs,
    ).toBe(26_000);
  });

  it('keeps the matched line, cut short', () => {
    const m = table.match(SDK_TEXT[0]!.text)!;
    expect(m.pattern).toBe('openai-rate-limit-exceeded');
    expect(m.text.startsWith('openai.RateLimitError: Error code: 429')).toBe(true);
    expect(m.text.length).toBeLessThanOrEqual(300);
  });

  it('an output is a fault only when it is nothing but an error body or a short error text', () => {
    const body = {
      error: {
        message: 'Rate limit reached for gpt-4o',
        type: 'requests',
        param: null,
        code: 'rate_limit_exceeded',
      },
    };
    expect(table.ofOutput(body)?.kind).toBe('rate_limit');
    expect(table.ofOutput(JSON.stringify(body))?.kind).toBe('rate_limit');
    // Anthropic's body, as its API sends it.
    expect(
      table.ofOutput({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } })
        ?.kind,
    ).toBe('overloaded');
    // An answer that carries more than the error is an answer.
    expect(table.ofOutput({ ...body, output: 'Paris' })).toBeUndefined();
    const answer = `Here is how to handle it.\n\nWhen the API says rate_limit_exceeded, back off.\nThen retry.\nThat is all.`;
    expect(table.ofOutput(answer)).toBeUndefined();
    expect(table.ofOutput(SDK_TEXT[1]!.text)?.kind).toBe('quota');
  });
});

describe('environment_faults: in agentci.yaml', () => {
  it('adds patterns before the built-in ones, removes built-in ones by id, or drops them all', () => {
    const add = [{ id: 'gateway-busy', kind: 'overloaded' as const, pattern: '(?i)gateway busy' }];
    const t = faultPatterns({
      add,
      remove: ['openai-rate-limit-exceeded', 'openai-python-rate-limit'],
    });
    expect(t.match('Error: GATEWAY BUSY, come back later')).toMatchObject({
      kind: 'overloaded',
      pattern: 'gateway-busy',
    });
    // Removed: the OpenAI Python 429 is no longer read as a fault.
    expect(t.match(SDK_TEXT[0]!.text)).toBeUndefined();
    expect(t.match(SDK_TEXT[8]!.text)?.kind).toBe('overloaded');
    const only = faultPatterns({ add, builtin: false });
    expect(only.patterns.map((p) => p.id)).toEqual(['gateway-busy']);
  });

  it('names the file, line and field of a pattern RE2 cannot compile, an unknown id or a failing example', () => {
    const text = `agent:
  command: ./agent.sh
environment_faults:
  add:
    - id: gateway
      kind: overloaded
      pattern: "(?<=busy)x"
    - id: other
      kind: rate_limit
      pattern: slow down
      example: "please wait"
  remove: [no-such-pattern]
`;
    const { problems } = parseConfigText(text, 'agentci.yaml');
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'agentci.yaml',
        line: 7,
        field: 'environment_faults.add[0].pattern',
        message: expect.stringMatching(/look-ahead and look-behind are not supported/),
      }),
      expect.objectContaining({
        line: 11,
        field: 'environment_faults.add[1].example',
        message: 'the pattern does not match its own example',
      }),
      expect.objectContaining({
        line: 12,
        field: 'environment_faults.remove[0]',
        message: expect.stringMatching(/no built-in pattern is named no-such-pattern/),
      }),
    ]);
    expect(
      parseConfigText('environment_faults: {add: [{id: x, kind: flood, pattern: a}]}\n', 'c.yaml')
        .problems[0],
    ).toMatchObject({
      field: 'environment_faults.add[0].kind',
    });
    expect(faultConfigProblems(undefined)).toEqual([]);
  });
});
