import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AttemptFailure,
  createModuleTarget,
  createTarget,
  type TargetContext,
} from '../../src/targets/index.js';
import { AGENTS_DIR, request, timeoutNow } from './helpers.js';

const ctx: TargetContext = { baseDir: AGENTS_DIR, env: {} };

async function failure(p: Promise<unknown>): Promise<AttemptFailure> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AttemptFailure);
  return err as AttemptFailure;
}

describe('module target', () => {
  it('describes itself by the path relative to the config folder, also when given absolute', async () => {
    const abs = await createModuleTarget(
      { module: join(AGENTS_DIR, 'echo-module.mjs'), export: 'run' },
      ctx,
    );
    expect(abs.description).toBe('echo-module.mjs#run');
    const rel = await createModuleTarget({ module: './echo-module.mjs', export: 'run' }, ctx);
    expect(rel.description).toBe('echo-module.mjs#run');
  });

  it('turns a throw into an AttemptFailure with the message and stack', async () => {
    const target = await createModuleTarget({ module: './echo-module.mjs', export: 'run' }, ctx);
    const f = await failure(target.run(request('fail now')));
    expect(f.kind).toBe('error');
    expect(f.message).toBe('run() threw: asked to fail');
    expect(f.stderr).toMatch(/echo-module\.mjs/);
  });

  it('handles a thrown non-Error', async () => {
    const target = await createModuleTarget(
      { module: './echo-module.mjs', export: 'throwsString' },
      ctx,
    );
    const f = await failure(target.run(request('x')));
    expect(f.message).toBe('throwsString() threw: plain string thrown');
  });

  it('refuses a missing export, or one that is not a function, when created', async () => {
    await expect(
      createModuleTarget({ module: './echo-module.mjs', export: 'nope' }, ctx),
    ).rejects.toThrow(
      /agent\.export: .*echo-module\.mjs has no exported function "nope" \(exports: .*run/,
    );
    await expect(
      createModuleTarget({ module: './echo-module.mjs', export: 'notAFunction' }, ctx),
    ).rejects.toThrow(/no exported function "notAFunction"/);
  });

  it('refuses a module that does not exist', async () => {
    await expect(
      createModuleTarget({ module: './no-such-agent.mjs', export: 'run' }, ctx),
    ).rejects.toThrow(/agent\.module: cannot load .*no-such-agent\.mjs/);
  });

  it('rejects promptly on abort even though the function never returns', async () => {
    const target = await createModuleTarget({ module: './echo-module.mjs', export: 'run' }, ctx);
    const ac = new AbortController();
    const p = target.run(request('sleep', { signal: ac.signal, timeoutMs: 50 }));
    timeoutNow(ac);
    const f = await failure(p);
    expect(f.kind).toBe('timeout');
    const ac2 = new AbortController();
    const p2 = target.run(request('sleep', { signal: ac2.signal }));
    ac2.abort();
    expect((await failure(p2)).message).toBe('cancelled');
  });

  it('returns non-string values as the output and rejects undefined', async () => {
    const obj = await createModuleTarget(
      { module: './echo-module.mjs', export: 'returnsObject' },
      ctx,
    );
    expect((await obj.run(request('x'))).output).toEqual({ echoed: 'x' });
    const none = await createModuleTarget(
      { module: './echo-module.mjs', export: 'returnsNothing' },
      ctx,
    );
    expect((await failure(none.run(request('x')))).message).toMatch(
      /returnsNothing\(\) returned undefined/,
    );
  });
});

describe('createTarget', () => {
  it('dispatches on the config shape', async () => {
    expect((await createTarget({ module: './echo-module.mjs', export: 'run' }, ctx)).kind).toBe(
      'module',
    );
    expect(
      (await createTarget({ command: 'true', mode: 'process', output: 'auto' }, ctx)).kind,
    ).toBe('command');
    expect(
      (await createTarget({ url: 'http://127.0.0.1:9/', method: 'POST', retries: 0 }, ctx)).kind,
    ).toBe('http');
    const harness = await createTarget(
      { harness: { model: { provider: 'scripted', replies: ['hi'] }, system: 'be brief' } },
      ctx,
    );
    expect(harness.kind).toBe('harness');
    await harness.close();
    // The harness validates its own config, naming the field.
    await expect(createTarget({ harness: {} }, ctx)).rejects.toThrow(/model/);
  });
});
