// Issue 8: agentci vs promptfoo on the same 200-case suite, a command/exec agent, the same
// concurrency (4). promptfoo needs Node ≥ 22: `node@24` and `promptfoo` are installed from the npm
// registry into ~/.cache/agentci-bench (outside the repo) on first use; when that fails the
// comparison is skipped and the figure says why. agentci runs from dist/ (AGENTCI_BENCH_CLI overrides).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import type { Figure } from './figure.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLI = process.env.AGENTCI_BENCH_CLI ?? path.join(ROOT, 'dist', 'cli', 'index.js');
const CACHE = process.env.AGENTCI_BENCH_CACHE ?? path.join(homedir(), '.cache', 'agentci-bench');
const CASES = 200;
const PARALLEL = 4;

export function ensurePromptfoo(): { node: string; entry: string } | string {
  const node = path.join(CACHE, 'node_modules', 'node', 'bin', 'node');
  const entry = path.join(CACHE, 'node_modules', 'promptfoo', 'dist', 'src', 'entrypoint.js');
  if (!existsSync(node) || !existsSync(entry)) {
    mkdirSync(CACHE, { recursive: true });
    const r = spawnSync(
      'npm',
      ['install', '--prefix', CACHE, '--no-audit', '--no-fund', 'node@24', 'promptfoo'],
      { encoding: 'utf8', timeout: 15 * 60_000 },
    );
    if (r.status !== 0 || !existsSync(node) || !existsSync(entry))
      return `could not install node@24 and promptfoo into ${CACHE}: ${(r.stderr || r.error?.message || '').trim().split('\n').slice(-2).join(' ')}`;
  }
  return { node, entry };
}

export function timed(
  cmd: string,
  args: string[],
  opts: { cwd: string; env?: Record<string, string> },
): Promise<{ ms: number; code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(cmd, args, {
      cwd: opts.cwd,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-4000)));
    child.stderr.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ ms: performance.now() - t0, code, out }));
  });
}

export async function benchPromptfoo(): Promise<Figure[]> {
  const pf = ensurePromptfoo();
  if (typeof pf === 'string')
    return [{ name: 'vs promptfoo: skipped', value: NaN, unit: '', note: pf }];
  const dir = mkdtempSync(path.join(tmpdir(), 'agentci-bench-pf-'));
  try {
    // The same agent for both: one `sh` process per attempt that answers "ok".
    writeFileSync(path.join(dir, 'agent.sh'), 'cat > /dev/null\necho ok\n');
    writeFileSync(
      path.join(dir, 'suite.jsonl'),
      Array.from({ length: CASES }, (_, i) =>
        JSON.stringify({
          id: `c${i}`,
          input: `question ${i}`,
          assert: { type: 'contains', value: 'ok' },
        }),
      ).join('\n'),
    );
    writeFileSync(
      path.join(dir, 'promptfooconfig.yaml'),
      [
        'description: agentci bench',
        'prompts: ["question {{i}}"]',
        'providers: ["exec: sh agent.sh"]',
        'tests:',
        ...Array.from(
          { length: CASES },
          (_, i) => `  - vars: {i: ${i}}\n    assert: [{type: contains, value: ok}]`,
        ),
        '',
      ].join('\n'),
    );
    const pfEnv = {
      PROMPTFOO_DISABLE_TELEMETRY: '1',
      PROMPTFOO_DISABLE_UPDATE: '1',
      PROMPTFOO_CONFIG_DIR: path.join(dir, '.promptfoo'),
      PROMPTFOO_DISABLE_SHARING: '1',
      NO_COLOR: '1',
    };
    const agentci: number[] = [];
    const promptfoo: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < 2; i++) {
      // The floor: the same 200 agent processes started by xargs, 4 at a time, nothing else.
      floor.push(
        (
          await timed(
            'sh',
            ['-c', `seq ${CASES} | xargs -P${PARALLEL} -n1 sh agent.sh > /dev/null`],
            {
              cwd: dir,
            },
          )
        ).ms,
      );
      const a = await timed(
        process.execPath,
        [
          CLI,
          'run',
          'suite.jsonl',
          '--agent',
          'sh agent.sh',
          '--parallel',
          String(PARALLEL),
          '--no-results',
          '-o',
          'agentci.json',
        ],
        { cwd: dir, env: { NO_COLOR: '1' } },
      );
      if (a.code !== 0) throw new Error(`agentci run failed (${a.code}): ${a.out}`);
      agentci.push(a.ms);
      const p = await timed(
        pf.node,
        [
          pf.entry,
          'eval',
          '-c',
          'promptfooconfig.yaml',
          '-j',
          String(PARALLEL),
          '--no-cache',
          '--no-write',
          '--no-table',
          '--no-progress-bar',
          '-o',
          'promptfoo.json',
        ],
        { cwd: dir, env: pfEnv },
      );
      const passed = existsSync(path.join(dir, 'promptfoo.json'))
        ? (
            JSON.parse(readFileSync(path.join(dir, 'promptfoo.json'), 'utf8')) as {
              results?: { stats?: { successes?: number } };
            }
          ).results?.stats?.successes
        : undefined;
      if (passed !== CASES)
        return [
          {
            name: 'vs promptfoo: skipped',
            value: NaN,
            unit: '',
            note: `promptfoo eval did not pass ${CASES} cases (exit ${p.code}, ${passed ?? 'no'} passed): ${p.out.slice(-300)}`,
          },
        ];
      promptfoo.push(p.ms);
    }
    const a = Math.min(...agentci);
    const p = Math.min(...promptfoo);
    const f = Math.min(...floor);
    const ratio = p / a;
    return [
      {
        name: `${CASES} cases, command agent, parallel ${PARALLEL}: agentci run`,
        value: Math.round(a),
        unit: 'ms',
      },
      {
        name: `the same suite: promptfoo eval (exec provider, -j ${PARALLEL}, no cache, no write)`,
        value: Math.round(p),
        unit: 'ms',
      },
      {
        name: 'promptfoo / agentci wall-time ratio',
        value: Math.round(ratio * 10) / 10,
        unit: '×',
        target: '≥ 8×',
        ok: ratio >= 8,
        note: 'best of 2 each; both include start-up',
      },
      {
        name: `the same ${CASES} agent processes started by xargs -P${PARALLEL} (the floor)`,
        value: Math.round(f),
        unit: 'ms',
      },
      {
        name: 'promptfoo / floor: the most any runner starting one process per attempt can reach here',
        value: Math.round((p / f) * 10) / 10,
        unit: '×',
        note: 'when this is below 8×, the 8× target cannot be met on this machine by any runner that starts the agent once per attempt',
      },
      {
        name: 'agentci / floor',
        value: Math.round((a / f) * 100) / 100,
        unit: '×',
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
