/**
 * The secrets of the measurement in every-form.test.ts (and the action's e2e-secret-forms test):
 * declared ones and ones agentci knows only by the wider names or by their look, the forms an
 * agent prints them in, and the 8-character pieces counted in each output.
 */
const PEM = [
  '-----BEGIN PRIVATE KEY-----',
  'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj',
  'MzEfYyjiWA4R4/M2bS1GB4t7NXp98C3SC6dVMvDuictGeurT8jNbvJZHtCSuYEvu',
  '-----END PRIVATE KEY-----',
].join('\n');

/** The step's secrets: what the agent can read in its environment. */
export const SECRETS: Record<string, string> = {
  // Declared by name.
  OPENAI_API_KEY: 'sk-proj-FAKE0123456789abcdefghijKLMNOPQ',
  SIGNING_PRIVATE_KEY: PEM,
  // Declared with `mask:` in agentci.yaml.
  LICENSE_ID: 'lic-FAKE-9876-5432-x',
  // Names agentci did not recognise before: by the wider names and by the value's look.
  DB_PASS: 'hunter2_FAKE&pass/word',
  // A host no program text holds ("db.internal" matched the report page's span kinds).
  DATABASE_URL: 'postgres://app:Pg_FAKE-pw9@db-q7x.corp:5432/main',
  SLACK_WEBHOOK_URL:
    'https://hooks.slack.com/services/T0FAKE0001/B0FAKE0002/FAKEwebhook0123456789xy',
  SERVICE_HANDLE: 'q8ZkT3vR0wXy7LmN2pB5sD9fG1hJ4cV6nQ0e',
};

export const pct = (s: string, keep: RegExp, plus = false, lower = false) =>
  [...Buffer.from(s)]
    .map((b) => {
      const c = String.fromCharCode(b);
      if (keep.test(c)) return c;
      if (plus && c === ' ') return '+';
      const h = b.toString(16).padStart(2, '0');
      return `%${lower ? h : h.toUpperCase()}`;
    })
    .join('');

/** Every form the agent prints a secret in (and the forms whose pieces are counted). */
export function formsOf(s: string): string[] {
  const b = Buffer.from(s);
  const forms = new Set<string>([
    s,
    JSON.stringify(s).slice(1, -1),
    encodeURIComponent(s),
    encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
    pct(s, /[A-Za-z0-9_.\-~/]/), // Python quote
    pct(s, /[A-Za-z0-9_.\-~/]/, false, true),
    pct(s, /[A-Za-z0-9_.\-~]/, true), // Python quote_plus
    s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`.replace('&#38;', '&amp;')),
    b.toString('base64'),
    b.toString('base64url'),
  ]);
  // Inside longer base64, at each alignment, standard and URL alphabets.
  for (const before of ['u:', 'us:', 'use:'])
    for (const enc of ['base64', 'base64url'] as const)
      forms.add(Buffer.concat([Buffer.from(before), b, Buffer.from('\n')]).toString(enc));
  // Each line of a multi-line secret, with CRLF and indentation.
  if (s.includes('\n')) {
    forms.add(s.replace(/\n/g, '\r\n'));
    forms.add(
      s
        .split('\n')
        .map((l) => `    ${l}`)
        .join('\r\n'),
    );
  }
  return [...forms];
}

/** The pieces counted: 8-character runs of each secret and of its URL and base64 forms. */
export function piecesOf(s: string): string[] {
  const b = Buffer.from(s);
  // A URL's scheme is no secret: only what follows `://`.
  const material = (t: string) => t.replace(/^[a-z]+:\/\//, '');
  const texts = [
    material(s),
    material(encodeURIComponent(s)),
    material(pct(s, /[A-Za-z0-9_.\-~/]/)),
    // The alignment-stable parts of the base64 forms (the 1-2 characters at each end mix in
    // other bits).
    ...[0, 1, 2].flatMap((a) => {
      const whole = Math.floor((b.length - a) / 3) * 3;
      const part = b.subarray(a, a + whole);
      return [part.toString('base64'), part.toString('base64url')];
    }),
  ];
  if (s.includes('\n')) texts.push(...s.split('\n').filter((l) => !l.startsWith('-----')));
  const pieces = new Set<string>();
  for (const t of texts) for (let i = 0; i + 8 <= t.length; i++) pieces.add(t.slice(i, i + 8));
  return [...pieces];
}

/**
 * The agent: case `every-form` prints every form of every secret of its environment (output,
 * stderr, a tool call); `preview`, `actual`, `stderr-tail` and `exit-excerpt` put the OpenAI key
 * across each cut, 1 to 38 of its 39 characters before it depending on the run (1–12).
 */
export function agentProgram(): string {
  return `const pct = ${pct.toString()};
${formsOf.toString()}
let s = ''; process.stdin.on('data', (d) => (s += d)).on('end', () => {
  const { id } = JSON.parse(s);
  const names = ${JSON.stringify(Object.keys(SECRETS))};
  const values = names.map((n) => process.env[n]);
  const all = values.flatMap((v) => formsOf(v)).join(' | ');
  const key = process.env.OPENAI_API_KEY;
  if (id === 'every-form') {
    process.stderr.write('env: ' + all + '\\n');
    process.stdout.write(JSON.stringify({
      output: 'leaked: ' + all,
      tool_calls: [{ name: 'http', arguments: { auth: 'Bearer ' + key, url: process.env.DATABASE_URL }, result: all }],
    }));
  }
  // The key across each cut: 1 to 38 of its 39 characters before the cut, by run.
  const k = [1, 2, 3, 4, 5, 8, 13, 20, 30, 35, 37, 38][JSON.parse(s).run - 1];
  const across = (at, total) => 'x'.repeat(at - k) + key + 'y'.repeat(total - at - key.length + k);
  if (id === 'preview') process.stdout.write(across(200, 300));
  if (id === 'actual') process.stdout.write(across(2000, 2100));
  if (id === 'stderr-tail') { process.stderr.write('z'.repeat(50) + key + 'w'.repeat(4096 - key.length + k)); process.stdout.write('ok'); }
  if (id === 'exit-excerpt') { process.stderr.write('z'.repeat(300 - k) + key + 'w'.repeat(100)); process.exit(3); }
});
`;
}

/** The suite for agentProgram: every case fails (its answer is not 'never said'). */
export function suiteText(): string {
  return ['every-form', 'preview', 'actual', 'stderr-tail', 'exit-excerpt']
    .map((id) =>
      JSON.stringify({
        id,
        input: 'go',
        assert: { type: id === 'actual' ? 'equals' : 'contains', value: 'never said' },
      }),
    )
    .join('\n');
}
