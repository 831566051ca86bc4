import { describe, expect, it } from 'vitest';
import {
  createRedactor,
  headerSecrets,
  MASK,
  redactingWriter,
  secretsFromConfig,
  secretsFromEnv,
  secretVariables,
} from '../../src/redaction.js';

describe('secretsFromEnv', () => {
  it('takes variables whose names say secret, long enough and not a number or flag', () => {
    const env = {
      OPENAI_API_KEY: 'sk-test-0123456789',
      GITHUB_TOKEN: 'ghs_abcdefghijkl',
      ACTIONS_RUNTIME_TOKEN: 'eyJhbGciOiJIUzI1NiJ9.x.y',
      DB_PASSWORD: 'hunter2hunter2',
      GCP_CREDENTIALS: '{"type":"service_account"}',
      my_secret: 'lowercase-name-too',
      MY_TOKEN_TTL: '36000000', // a number
      USE_KEYRING: 'true', // a flag
      SHORT_KEY: 'abc1234', // 7 characters
      HOME: '/home/runner/secret-stuff', // the name says nothing
      UNSET_TOKEN: undefined,
    };
    expect(secretsFromEnv(env).sort()).toEqual(
      [
        'sk-test-0123456789',
        'ghs_abcdefghijkl',
        'eyJhbGciOiJIUzI1NiJ9.x.y',
        'hunter2hunter2',
        '{"type":"service_account"}',
        'lowercase-name-too',
      ].sort(),
    );
  });

  it('keeps both the raw and the trimmed value when a value has surrounding whitespace', () => {
    expect(secretsFromEnv({ API_KEY: '  sk-padded-value\n' })).toEqual([
      '  sk-padded-value\n',
      'sk-padded-value',
    ]);
  });
});

describe('secretsFromConfig', () => {
  const env = {
    JUDGE_KEY_VAR: 'judge-secret-value',
    OPENAI_API_KEY: 'sk-default-provider-key',
    HOOK_URL_TOKEN: 'url-token-value',
    PLAIN: 'not-named-as-secret',
  };
  it('finds api_key_env, the provider default key, ${VAR} expansions, literal credential headers and mask names', () => {
    const config = {
      judge: { model: { provider: 'openai', api_key_env: 'JUDGE_KEY_VAR' } },
      agent: {
        harness: { model: { provider: 'openai', model: 'gpt' } },
      },
      simulators: { u: { url: 'https://x.test/hook?t=${HOOK_URL_TOKEN}' } },
    };
    const agent = {
      url: 'http://127.0.0.1:1',
      headers: { Authorization: 'Bearer literal-bearer' },
    };
    const found = secretsFromConfig([config, agent], env, ['PLAIN']);
    expect(found).toEqual(
      expect.arrayContaining([
        'judge-secret-value',
        'sk-default-provider-key',
        'url-token-value',
        'Bearer literal-bearer',
        'literal-bearer',
        'not-named-as-secret',
      ]),
    );
  });

  it('ignores unset variables and values too short to be secrets', () => {
    expect(secretsFromConfig([{ api_key_env: 'NOPE' }], { X: 'ab' }, ['X', 'MISSING'])).toEqual([]);
  });

  it('secretVariables names the variables those secrets come from, once each, in order', () => {
    const config = {
      judge: { model: { provider: 'openai', api_key_env: 'JUDGE_KEY_VAR' } },
      agent: { harness: { model: { provider: 'anthropic', model: 'claude' } } },
      simulators: { u: { model: { provider: 'openai' }, url: 'https://x.test/?t=${HOOK_TOKEN}' } },
      connectors: { local: { provider: 'scripted' } },
    };
    const agent = { command: 'node a.js', env: { K: '${AGENT_KEY}', J: '${JUDGE_KEY_VAR}' } };
    expect(secretVariables([config, agent])).toEqual([
      'JUDGE_KEY_VAR',
      'ANTHROPIC_API_KEY',
      'OPENAI_API_KEY',
      'HOOK_TOKEN',
      'AGENT_KEY',
    ]);
    expect(secretVariables([{}, undefined])).toEqual([]);
  });

  it('headerSecrets leaves non-credential headers alone', () => {
    expect(headerSecrets({ 'Content-Type': 'application/json', 'X-Api-Key': 'k-123456' })).toEqual([
      'k-123456',
    ]);
  });
});

describe('Redactor', () => {
  const secret = 'ghp_FAKE_a&b<c>"d\'e/f?g';
  const r = createRedactor([secret, 'abc' /* too short */]);

  it('masks the secret as written and in its JSON-, URL- and HTML-escaped forms', () => {
    const forms = [
      secret,
      JSON.stringify(secret).slice(1, -1),
      encodeURIComponent(secret),
      secret
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;'),
    ];
    for (const f of forms) expect(r.text(`before ${f} after`)).toBe(`before ${MASK} after`);
    expect(r.text('abc stays')).toBe('abc stays');
    expect(r.size).toBe(1);
  });

  it('masks a secret before Markdown escaping can change it (ghp_ → ghp\\_ slips past exact-text masking)', () => {
    const md = (s: string) => s.replace(/_/g, '\\_');
    const token = 'ghp_FAKE0123456789';
    const rt = createRedactor([token]);
    // Escaping first would leave a variant that renders as the token; masking first leaves none.
    expect(md(`token: ${token}`)).not.toContain(token);
    expect(md(rt.text(`token: ${token}`))).toBe(`token: ${MASK}`);
  });

  it('walks nested data (tool-call arguments and results, keys too) and copies only what changes', () => {
    const clean = { tools: [{ name: 'search', arguments: { q: 'weather' } }] };
    const data = {
      output: `the key is ${secret}`,
      tool_calls: [{ name: 'http', arguments: { headers: { auth: secret } }, result: [secret] }],
      [secret]: 1,
      clean,
      n: 3,
    };
    const out = r.value(data);
    expect(JSON.stringify(out)).not.toContain('ghp_FAKE');
    expect(out.output).toBe(`the key is ${MASK}`);
    expect(out.tool_calls[0]?.arguments.headers.auth).toBe(MASK);
    expect(out.tool_calls[0]?.result).toEqual([MASK]);
    expect(Object.keys(out)).toEqual(['output', 'tool_calls', MASK, 'clean', 'n']);
    expect(out.clean).toBe(clean); // nothing to mask: the same object
    expect(data.output).toContain(secret); // the input is not mutated
  });

  it('masks a secret added later, even in data it already declared clean', () => {
    const rr = createRedactor(['first-secret']);
    const obj = { a: 'second-secret here' };
    expect(rr.value(obj)).toBe(obj);
    const seen: string[] = [];
    const rr2 = createRedactor([], { onAdd: (s) => seen.push(s) });
    rr2.add(['second-secret', undefined, '', 'second-secret']);
    expect(seen).toEqual(['second-secret']);
    rr.add(['second-secret']);
    expect(rr.value(obj)).toEqual({ a: `${MASK} here` });
  });

  it('masks a longer secret whole when a shorter secret is inside it', () => {
    const rr = createRedactor(['abcd', 'xxabcdxx']);
    expect(rr.text('xxabcdxx')).toBe(MASK);
  });

  it('redactingWriter masks everything written through it', () => {
    const lines: string[] = [];
    const w = redactingWriter({ write: (s: string) => void lines.push(s), isTTY: false }, r);
    w.write(`leak ${secret}\n`);
    expect(lines).toEqual([`leak ${MASK}\n`]);
    expect(w.isTTY).toBe(false);
  });
});
