import { describe, expect, it } from 'vitest';
import { watchAttempt } from '../../src/runner/attempt-watch.js';
import { formatMs } from '../../src/lib/units.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('watchAttempt', () => {
  it('stops each attempt at its own deadline with a TimeoutError, in any order of deadlines', async () => {
    const run = new AbortController();
    const long = watchAttempt(run.signal, 400, formatMs);
    const short = watchAttempt(run.signal, 40, formatMs);
    const stoppedBy: unknown[] = [];
    short.onStop = (r) => stoppedBy.push(r);
    await sleep(150);
    expect(short.stopped).toBe(true);
    expect(stoppedBy).toHaveLength(1);
    expect((short.reason as DOMException).name).toBe('TimeoutError');
    expect((short.reason as DOMException).message).toBe('timed out after 40ms');
    // A signal asked for after the stop is already aborted, with the same reason.
    expect(short.signal.aborted).toBe(true);
    expect(short.signal.reason).toBe(short.reason);
    expect(long.stopped).toBe(false);
    const longSignal = long.signal;
    await sleep(400);
    expect(long.stopped).toBe(true);
    expect(longSignal.aborted).toBe(true);
    expect((longSignal.reason as DOMException).message).toBe('timed out after 400ms');
  });

  it('never stops an attempt that is done', async () => {
    const run = new AbortController();
    const w = watchAttempt(run.signal, 30, formatMs);
    w.done();
    await sleep(100);
    expect(w.stopped).toBe(false);
    run.abort(new Error('stop'));
    expect(w.stopped).toBe(false);
  });

  it('stops every attempt in flight when the run is cancelled, and new ones at once', () => {
    const run = new AbortController();
    const a = watchAttempt(run.signal, 60_000, formatMs);
    const b = watchAttempt(run.signal, 60_000, formatMs);
    const bSignal = b.signal;
    const reason = new Error('SIGTERM');
    run.abort(reason);
    expect(a.stopped && b.stopped).toBe(true);
    expect(a.reason).toBe(reason);
    expect(bSignal.reason).toBe(reason);
    const late = watchAttempt(run.signal, 60_000, formatMs);
    expect(late.stopped).toBe(true);
    expect(late.signal.aborted).toBe(true);
  });

  it('makes no signal until one is asked for', () => {
    const run = new AbortController();
    const w = watchAttempt(run.signal, 60_000, formatMs);
    expect((w as unknown as { controller?: AbortController }).controller).toBeUndefined();
    void w.signal;
    expect((w as unknown as { controller?: AbortController }).controller).toBeInstanceOf(
      AbortController,
    );
    w.done();
  });
});
