import { describe, expect, it } from 'vitest';
import { JobPool } from '../../src/runner/scheduler.js';
import { fnv1a, inShard, parseShard } from '../../src/lib/shard.js';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('JobPool', () => {
  it('never runs more than `parallel` jobs at once and runs every job', async () => {
    let active = 0;
    let peak = 0;
    const seen: number[] = [];
    const pool = new JobPool<number>(3, async (j) => {
      active++;
      peak = Math.max(peak, active);
      await tick();
      seen.push(j);
      active--;
    });
    pool.push(...Array.from({ length: 20 }, (_, i) => i));
    await pool.run();
    expect(peak).toBe(3);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('keeps going when a job pushes more jobs', async () => {
    const seen: string[] = [];
    const pool = new JobPool<string>(2, async (j) => {
      await tick();
      seen.push(j);
      if (j.length < 3) pool.push(`${j}a`, `${j}b`);
    });
    pool.push('x');
    await pool.run();
    expect(seen).toHaveLength(7);
  });

  it('stop() hands back the jobs that will not run', async () => {
    const ran: number[] = [];
    const pool = new JobPool<number>(1, async (j) => {
      ran.push(j);
      if (j === 1) expect(pool.stop()).toEqual([2, 3, 4]);
      await tick();
    });
    pool.push(0, 1, 2, 3, 4);
    await pool.run();
    expect(ran).toEqual([0, 1]);
    expect(pool.isStopped).toBe(true);
  });

  it('lets the event loop turn while jobs finish in microtasks (a signal can stop a fast run)', async () => {
    // Jobs that never touch the event loop, as a fast in-process agent's attempts do: a timer
    // (or SIGINT's handler) must still get to run before the queue is drained.
    let ran = 0;
    const pool = new JobPool<number>(4, async () => {
      ran++;
      for (let i = 0; i < 2000; i++) Math.sqrt(i);
    });
    const jobs = 2_000_000;
    pool.pushAll(Array.from({ length: jobs }, (_, i) => i));
    let stoppedAt = -1;
    setTimeout(() => {
      stoppedAt = ran;
      pool.stop();
    }, 5);
    await pool.run();
    expect(stoppedAt).toBeGreaterThan(0);
    expect(ran).toBeLessThan(jobs);
    // At most the jobs already started when stop() came run after it.
    expect(ran - stoppedAt).toBeLessThanOrEqual(4);
  });
});

describe('shards', () => {
  it('parses i/n and rejects the rest', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, total: 4 });
    expect(parseShard('0/4')).toMatch(/1 ≤ i ≤ n/);
    expect(parseShard('5/4')).toMatch(/1 ≤ i ≤ n/);
    expect(parseShard('x')).toMatch(/expected "i\/n"/);
  });
  it('puts each case in exactly one shard, stable under added cases', () => {
    const ids = Array.from({ length: 400 }, (_, i) => `case-${i}`);
    const where = (id: string) =>
      [1, 2, 3, 4].filter((i) => inShard('s', id, { index: i, total: 4 }));
    for (const id of ids) expect(where(id)).toHaveLength(1);
    const sizes = [1, 2, 3, 4].map(
      (i) => ids.filter((id) => inShard('s', id, { index: i, total: 4 })).length,
    );
    for (const s of sizes) expect(s).toBeGreaterThan(60); // roughly balanced (expected 100 each)
    expect(fnv1a('abc')).toBe(0x1a47e90b);
  });
});
