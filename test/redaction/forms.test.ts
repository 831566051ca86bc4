/**
 * The forms of a secret the redactor masks (docs/secrets.md lists them): base64 at each
 * alignment inside longer data, each line of a multi-line secret, every common percent-encoding,
 * pieces beside a cut; and the environment values taken for secrets by their look.
 */
import { describe, expect, it } from 'vitest';
import {
  charEntropy,
  createRedactor,
  credentialsIn,
  CUT_MARK,
  looksRandom,
  MASK,
  secretsFromConfig,
  secretsFromEnv,
} from '../../src/redaction.js';

const KEY = 'sk-ant-api03-FAKE0123456789abcdefXYZ';

/** Every run of ≥ 8 characters of `secret` found in `text`. */
function fragments(text: string, secret: string, min = 8): string[] {
  const found: string[] = [];
  for (let i = 0; i + min <= secret.length; i++)
    if (text.includes(secret.slice(i, i + min))) found.push(secret.slice(i, i + min));
  return found;
}

describe('base64 forms', () => {
  const r = createRedactor([KEY]);
  it('masks the secret encoded alone, padded or not, in both alphabets', () => {
    const b = Buffer.from(KEY);
    for (const enc of [b.toString('base64'), b.toString('base64url')])
      expect(r.text(`token: ${enc} end`)).toBe(`token: ${MASK} end`);
  });
  it('masks the secret inside longer base64 at each of the three alignments', () => {
    for (const alphabet of ['base64', 'base64url'] as const)
      for (let before = 0; before < 6; before++)
        for (let after = 0; after < 4; after++) {
          const data = Buffer.concat([
            Buffer.from('user:'.slice(0, before)),
            Buffer.from(KEY),
            Buffer.from('\n\n\n'.slice(0, after)),
          ]).toString(alphabet);
          const shown = r.text(`Authorization: Basic ${data}`);
          expect(shown, `${alphabet} ${before}+${after}`).toContain(MASK);
          // At most the 1-2 characters on each side that mix the secret's bits with others' remain.
          const kept = shown.replace('Authorization: Basic ', '').split(MASK);
          expect(kept.join('').replace(/=+$/, '').length).toBeLessThanOrEqual(
            Math.ceil((before * 4) / 3) + 2 + Math.ceil((after * 4) / 3) + 2,
          );
          // Decoding what is left shows no piece of the key.
          const decoded = Buffer.from(kept.join(''), alphabet).toString('latin1');
          expect(fragments(decoded, KEY)).toEqual([]);
        }
  });
  it('leaves base64 that does not hold the secret alone', () => {
    const other = Buffer.from('an unrelated value of some length').toString('base64');
    expect(r.text(other)).toBe(other);
  });
});

describe('multi-line secrets', () => {
  const PEM =
    '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\nBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj\n-----END PRIVATE KEY-----\n';
  const r = createRedactor([PEM]);
  it('masks the whole value with either line ending', () => {
    expect(r.text(`key=${PEM}!`)).toBe(`key=${MASK}!`);
    expect(r.text(`key=${PEM.replace(/\n/g, '\r\n')}!`)).toBe(`key=${MASK}!`);
  });
  it('masks each line on its own, indented or with CRLF', () => {
    const shown = r.text(
      '  MIIEvQIBADANBgkqhkiG9w0BAQEFAASC\r\n    BKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj\r\n',
    );
    expect(shown).toBe(`  ${MASK}\r\n    ${MASK}\r\n`);
  });
  it('masks lines JSON-escaped inside a longer JSON string', () => {
    const json = JSON.stringify({ log: `read:\n${PEM.split('\n')[1]}\nok` });
    expect(r.text(json)).not.toContain('MIIEvQIB');
  });
});

describe('URL forms', () => {
  const PASS = "p@ss w/rd!(x)'*~";
  const r = createRedactor([PASS]);
  const pyQuote = (s: string, safe: string) =>
    [...Buffer.from(s)]
      .map((b) => {
        const c = String.fromCharCode(b);
        return /[A-Za-z0-9_.\-~]/.test(c) || safe.includes(c)
          ? c
          : `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
      })
      .join('');
  const forms = {
    encodeURIComponent: encodeURIComponent(PASS),
    'encodeURIComponent, lower-case hex': encodeURIComponent(PASS).replace(/%[0-9A-F]{2}/g, (m) =>
      m.toLowerCase(),
    ),
    encodeURI: encodeURI(PASS),
    'python quote': pyQuote(PASS, '/'),
    "python quote(safe='')": pyQuote(PASS, ''),
    'python quote, lower-case hex': pyQuote(PASS, '/').replace(/%[0-9A-F]{2}/g, (m) =>
      m.toLowerCase(),
    ),
    'python quote_plus': pyQuote(PASS, ' ').replace(/ /g, '+'),
    URLSearchParams: new URLSearchParams({ p: PASS }).toString().slice(2),
  };
  for (const [name, form] of Object.entries(forms))
    it(`masks the ${name} form`, () => {
      expect(form).not.toBe(PASS);
      expect(r.text(`https://x.test/?p=${form}&q=1`)).toBe(`https://x.test/?p=${MASK}&q=1`);
    });
});

describe('pieces beside a cut', () => {
  const r = createRedactor([KEY]);
  it('masks the start of a secret before a cut mark, and its end after one', () => {
    for (let n = 4; n < KEY.length; n++) {
      expect(r.text(`output starts: "said ${KEY.slice(0, n)}${CUT_MARK}"`)).toBe(
        `output starts: "said ${MASK}${CUT_MARK}"`,
      );
      expect(r.text(`${CUT_MARK}[12 bytes cut]${CUT_MARK}${KEY.slice(-n)} done`)).toBe(
        `${CUT_MARK}[12 bytes cut]${CUT_MARK}${MASK} done`,
      );
    }
  });
  it('masks a cut JSON-escaped or base64 form the same way', () => {
    const b64 = Buffer.from(KEY).toString('base64');
    expect(r.text(`${b64.slice(0, 20)}${CUT_MARK}`)).toBe(`${MASK}${CUT_MARK}`);
  });
  it('leaves text beside a cut alone when it starts no secret', () => {
    expect(r.text(`the answer is Paris${CUT_MARK}`)).toBe(`the answer is Paris${CUT_MARK}`);
    // Three characters say nothing a reader does not know.
    expect(r.text(`sk-${CUT_MARK}`)).toBe(`sk-${CUT_MARK}`);
  });
});

describe('credentials by their look', () => {
  it('finds known token shapes inside any value', () => {
    const found = credentialsIn(
      'Bearer sk-proj-FAKEabcdefghijklmnop0123 and ghp_FAKEabcdefghijklmnopqrstuvwxyz0123 xoxb-1234-5678-FAKEabc AKIAFAKE0123456789AB',
    );
    expect(found).toEqual([
      'sk-proj-FAKEabcdefghijklmnop0123',
      'ghp_FAKEabcdefghijklmnopqrstuvwxyz0123',
      'xoxb-1234-5678-FAKEabc',
      'AKIAFAKE0123456789AB',
    ]);
  });
  it('finds the password of a URL, and the URL', () => {
    expect(credentialsIn('postgres://app:s3cr%40t-pw@db.internal:5432/main')).toEqual([
      'postgres://app:s3cr%40t-pw@db.internal:5432/main',
      'app:s3cr%40t-pw',
      's3cr%40t-pw',
      's3cr@t-pw',
    ]);
  });
  it('takes a PEM private key whole', () => {
    const pem = '-----BEGIN RSA PRIVATE KEY-----\nMIIabc\n-----END RSA PRIVATE KEY-----';
    expect(credentialsIn(`${pem}\n`)).toEqual([pem]);
  });
  it('takes long random tokens, and not paths, SHAs, identifiers or branch names', () => {
    const random = 'q8ZkT3vR0wXy7LmN2pB5sD9fG1hJ4cV6';
    expect(looksRandom(random)).toBe(true);
    for (const v of [
      'e25cab0c1f0e2d9c8b7a6f5e4d3c2b1a09f8e7d6', // a commit SHA
      '/home/runner/work/Repo2/Repo2/node_modules', // a path
      'AbstractSingletonProxyFactoryBean2024', // an identifier
      'dependabot/npm_and_yarn/Lodash-4-17-21', // a branch
      'q8ZkT3vR0wXy7LmN2pB5sD9', // too short
      'q8zkt3vr0wxy7lmn2pb5sd9fg1hj4cv6q8zk', // no upper-case letter
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaA1', // no entropy
    ])
      expect(looksRandom(v), v).toBe(false);
    expect(charEntropy('aaaa')).toBe(0);
    expect(charEntropy('abcd')).toBe(2);
    // The worked examples of docs/secrets.md.
    expect(charEntropy(random)).toBe(5);
    expect(charEntropy('AbstractSingletonProxyFactoryBean2024').toFixed(2)).toBe('4.26');
    expect(charEntropy('feature/Add-X2-thing-for-users-2024Q1').toFixed(2)).toBe('4.24');
    expect(charEntropy('dependabot/npm_and_yarn/Lodash-4-17-21').toFixed(2)).toBe('4.18');
  });
  it('secretsFromEnv adds values by their look whatever the name, and names beyond KEY/TOKEN', () => {
    const env = {
      DATABASE_URL: 'postgres://app:hunter2pw@db:5432/x',
      SLACK_WEBHOOK_URL: 'https://hooks.slack.com/services/T000FAKE/B000FAKE/XXXXFAKEXXXXFAKE',
      DB_PASS: 'correct-horse-battery',
      BASIC_AUTH: 'admin:opensesame',
      SENTRY_DSN: 'https://abc@o1.ingest.test/1',
      ANYTHING: 'q8ZkT3vR0wXy7LmN2pB5sD9fG1hJ4cV6',
      PWD: '/home/runner/work',
      GITHUB_SHA: 'e25cab0c1f0e2d9c8b7a6f5e4d3c2b1a09f8e7d6',
      PASSTHROUGH_MODE: 'enabled-for-all',
      AUTHOR_NAME: 'Ann Example-Writer',
    };
    const found = secretsFromEnv(env);
    for (const v of [
      'hunter2pw',
      env.DATABASE_URL,
      env.SLACK_WEBHOOK_URL,
      env.DB_PASS,
      env.BASIC_AUTH,
      env.SENTRY_DSN,
      env.ANYTHING,
    ])
      expect(found, v).toContain(v);
    for (const v of [env.PWD, env.GITHUB_SHA, env.PASSTHROUGH_MODE, env.AUTHOR_NAME])
      expect(found, v).not.toContain(v);
  });
  it("takes the literal values of the agent's own environment that look like credentials", () => {
    const config = {
      agent: {
        command: 'node a.mjs',
        env: { MODE: 'fast', UPSTREAM: 'Bearer sk-proj-FAKEliteral0123456789abc', N: '3' },
      },
    };
    expect(secretsFromConfig([config], {})).toEqual(['sk-proj-FAKEliteral0123456789abc']);
  });
});
