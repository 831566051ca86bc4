import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttemptResult } from '../../src/model/result.js';
import { HEARTBEAT_MS, Progress } from '../../src/cli/progress.js';
import { colors } from '../../src/cli/terminal-text.js';

function attempt(id: string, run: number): AttemptResult {
  return { id, suite: 's.jsonl', run, status: 'passed', duration_ms: 1, checks: [] };
}

describe('Progress heartbeat (stdout not a terminal)', () => {
  let clock = 0;
  beforeEach(() => {
    clock = 1_000_000;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  function progress(isTTY: boolean, heartbeatMs?: number) {
    let text = '';
    const p = new Progress({ write: (s) => void (text += s), isTTY }, colors(false), false, {
      now: () => clock,
      ...(heartbeatMs !== undefined ? { heartbeatMs } : {}),
    });
    return { p, out: () => text };
  }

  /** Moves the fake clock and the fake timers on together. */
  function advance(ms: number) {
    clock += ms;
    vi.advanceTimersByTime(ms);
  }

  it('prints a line every 30 s: done of total, running, elapsed, an estimate of what is left', () => {
    const { p, out } = progress(false);
    p.start(8, 4);
    p.attemptStart('s.jsonl', 'a', 1);
    p.attemptStart('s.jsonl', 'a', 2);
    advance(HEARTBEAT_MS - 1);
    expect(out()).toBe('agentci: 4 cases, 8 attempts\n');
    advance(1);
    expect(out().split('\n')[1]).toBe(
      '  … 0/8 attempts done, 2 running, 30s elapsed, no estimate before the first attempt ends',
    );
    p.attempt(attempt('a', 1));
    p.attempt(attempt('a', 2));
    p.attemptStart('s.jsonl', 'b', 1);
    advance(HEARTBEAT_MS);
    // 2 attempts in 60 s: the other 6 at the same pace take 180 s.
    expect(out().split('\n')[2]).toBe(
      '  … 2/8 attempts done, 1 running, 1m elapsed, about 3m left',
    );
    p.end();
    advance(HEARTBEAT_MS * 3);
    expect(out().split('\n')).toHaveLength(4);
  });

  it("gives times as the final table does (formatMs): docs/running.md's example line", () => {
    const { p, out } = progress(false, 65_000);
    p.start(40, 40);
    for (let i = 1; i <= 16; i++) p.attemptStart('s.jsonl', `c${i}`, 1);
    for (let i = 1; i <= 12; i++) p.attempt(attempt(`c${i}`, 1));
    advance(65_000);
    // 65 s is 1.1m; 12 attempts in 65 s, so the 28 left take 65 / 12 × 28 = 151.7 s, 2.5m.
    expect(out().split('\n')[1]).toBe(
      '  … 12/40 attempts done, 4 running, 1.1m elapsed, about 2.5m left',
    );
    p.end();
  });

  it('counts one attempt in the singular and says when all are done', () => {
    const { p, out } = progress(false, 1000);
    p.start(1, 1);
    expect(out()).toBe('agentci: 1 case, 1 attempt\n');
    p.attemptStart('s.jsonl', 'a', 1);
    p.attempt(attempt('a', 1));
    advance(1000);
    expect(out().split('\n')[1]).toBe('  … 1/1 attempt done, 0 running, 1s elapsed, finishing');
    p.end();
  });

  it('is off on a terminal (the live line is there) and with heartbeatMs 0', () => {
    for (const [isTTY, ms] of [
      [true, undefined],
      [false, 0],
    ] as const) {
      const { p, out } = progress(isTTY, ms);
      p.start(2, 1);
      advance(HEARTBEAT_MS * 4);
      expect(out()).toBe('agentci: 1 case, 2 attempts\n');
      p.end();
    }
  });
});
