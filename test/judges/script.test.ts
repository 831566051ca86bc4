import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAssertion } from '../../src/judges/index.js';
import { ctxFor, FIXTURES } from './context.js';

const tmp = mkdtempSync(join(tmpdir(), 'agentci-judges-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('script assertion', () => {
  it('calls the default export with (output, input, expected) and takes a boolean', async () => {
    const a = { type: 'script' as const, script: 'checks/boolean.mjs' };
    const c = await runAssertion(a, ctxFor('The capital is Paris', { expected: 'Paris' }));
    expect(c).toMatchObject({
      label: 'script checks/boolean.mjs',
      passed: true,
      expected: 'Paris',
    });
    const bad = await runAssertion(a, ctxFor('The capital is Rome', { expected: 'Paris' }));
    expect(bad.passed).toBe(false);
    expect(bad.message).toBe('script checks/boolean.mjs returned false');
    expect(bad.error).toBeUndefined();
  });

  it('passes the assertion value as expected when set (as Yao does)', async () => {
    const a = { type: 'script' as const, script: 'checks/boolean.mjs', value: 'Rome' };
    expect((await runAssertion(a, ctxFor('Rome!', { expected: 'Paris' }))).passed).toBe(true);
  });

  it('hands input, expected, value and the case to the script', async () => {
    const a = { type: 'script' as const, script: 'checks/detailed.mjs#echoArgs' };
    const c = await runAssertion(a, ctxFor({ n: 1 }, { input: 'hi', expected: [1] }));
    expect(JSON.parse(c.message!)).toEqual({
      output: { n: 1 },
      input: 'hi',
      expected: [1],
      caseId: 'T001',
    });
  });

  it('takes {pass, message} from a named export', async () => {
    const a = { type: 'script' as const, script: 'checks/detailed.mjs#checkLength' };
    const ok = await runAssertion(a, ctxFor('short'));
    expect(ok).toMatchObject({ passed: true, message: 'output has 5 characters' });
    const bad = await runAssertion(a, ctxFor('a much longer answer than allowed'));
    expect(bad).toMatchObject({
      passed: false,
      message: 'script checks/detailed.mjs#checkLength failed: output has 33 characters',
    });
  });

  it('accepts {passed, message, score}', async () => {
    const c = await runAssertion(
      { type: 'script', script: 'checks/detailed.mjs#judged' },
      ctxFor('Paris it is'),
    );
    expect(c).toMatchObject({ passed: true, score: 0.75, message: 'starts with Paris?' });
  });

  it('awaits an async script', async () => {
    const a = { type: 'script' as const, script: 'checks/async.mjs' };
    expect((await runAssertion(a, ctxFor('there are 3 cats'))).passed).toBe(true);
    expect(await runAssertion(a, ctxFor('no cats'))).toMatchObject({
      passed: false,
      message: 'script checks/async.mjs failed: looked for a number',
    });
  });

  it('picks the only function export, or the one named assert', async () => {
    expect(
      (await runAssertion({ type: 'script', script: 'checks/only.mjs' }, ctxFor('only'))).passed,
    ).toBe(true);
    expect(
      (
        await runAssertion(
          { type: 'script', script: 'checks/assert-named.mjs' },
          ctxFor('named assert'),
        )
      ).passed,
    ).toBe(true);
  });

  it('loads CommonJS modules', async () => {
    const a = { type: 'script' as const, script: 'checks/legacy.cjs#isUpper' };
    expect((await runAssertion(a, ctxFor('PARIS'))).passed).toBe(true);
    expect((await runAssertion(a, ctxFor('Paris'))).passed).toBe(false);
  });

  it('resolves against the working directory when not next to the case file', async () => {
    expect(
      (await runAssertion({ type: 'script', script: 'shared/from-cwd.mjs' }, ctxFor('cwd'))).passed,
    ).toBe(true);
    expect(
      (
        await runAssertion(
          { type: 'script', script: join(FIXTURES, 'shared/from-cwd.mjs') },
          ctxFor('cwd'),
        )
      ).passed,
    ).toBe(true);
  });

  it('negates', async () => {
    const a = { type: 'script' as const, script: 'checks/only.mjs', negate: true };
    expect(await runAssertion(a, ctxFor('only'))).toMatchObject({
      passed: false,
      label: 'not script checks/only.mjs',
      message:
        'script checks/only.mjs returned true, but the assertion is negated (expected it not to hold)',
    });
    expect((await runAssertion(a, ctxFor('other'))).passed).toBe(true);
  });

  it('turns a throw into an error, not a failure', async () => {
    const c = await runAssertion(
      { type: 'script', script: 'checks/throwing.mjs#boom' },
      ctxFor('x'),
    );
    expect(c.passed).toBe(false);
    expect(c.error).toBe(
      'script checks/throwing.mjs#boom threw: TypeError: cannot read the answer',
    );
  });

  it('turns a bad return value into an error', async () => {
    const c = await runAssertion(
      { type: 'script', script: 'checks/throwing.mjs#badReturn' },
      ctxFor('x'),
    );
    expect(c.error).toBe(
      'script checks/throwing.mjs#badReturn returned "yes"; return true/false or {pass, message}',
    );
    const n = await runAssertion(
      { type: 'script', script: 'checks/throwing.mjs#nothing' },
      ctxFor('x'),
    );
    expect(n.error).toBe(
      'script checks/throwing.mjs#nothing returned nothing; return true/false or {pass, message}',
    );
  });

  it('reports a missing file, a missing export and ambiguous exports', async () => {
    const missing = await runAssertion({ type: 'script', script: 'checks/nope.mjs' }, ctxFor('x'));
    expect(missing.error).toMatch(
      /^script file not found: checks\/nope\.mjs \(looked for .*suite\/checks\/nope\.mjs and .*judges\/checks\/nope\.mjs\)$/,
    );
    const noExport = await runAssertion(
      { type: 'script', script: 'checks/detailed.mjs#missing' },
      ctxFor('x'),
    );
    expect(noExport.error).toBe(
      'script checks/detailed.mjs#missing has no function export "missing" (function exports: checkLength, judged, echoArgs)',
    );
    const many = await runAssertion({ type: 'script', script: 'checks/throwing.mjs' }, ctxFor('x'));
    expect(many.error).toContain(
      'exports several functions (boom, badReturn, nothing, hang) and no default',
    );
  });

  it('reports a module that fails to load', async () => {
    const file = join(tmp, 'broken.mjs');
    writeFileSync(file, 'export default function ( {\n');
    const c = await runAssertion({ type: 'script', script: file }, ctxFor('x'));
    expect(c.error).toMatch(/^script .*broken\.mjs could not be loaded: /);
  });

  it('rethrows when the attempt is aborted while the script runs', async () => {
    const ac = new AbortController();
    const p = runAssertion(
      { type: 'script', script: 'checks/throwing.mjs#hang' },
      ctxFor('x', { signal: ac.signal }),
    );
    setTimeout(() => ac.abort(new DOMException('attempt timed out', 'TimeoutError')), 20);
    await expect(p).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
