import type { Case, TestEnv } from '../../../model/case.js';
import type { AttemptResult, CaseResult } from '../../../model/result.js';
import { scriptEvent, type ScriptSuite } from '../../../render/script-report.js';
import { inert, type Colors } from '../../terminal-text.js';

/*
 * The terminal layout of Yao script tests (the seed's "Script Test Output"), printed live:
 * a boxed header per script file, `► [TestName] ...` when a test starts, `✓ PASSED (12ms)` /
 * `✗ FAILED (15ms)` with the failed assertion's expected/actual when it ends, and the summary
 * box when the file's last test is done. `-v` adds each test's logs and the failure's location.
 */

export const RULE_WIDTH = 79;
const HEAVY = '═'.repeat(RULE_WIDTH);
const LIGHT = '─'.repeat(RULE_WIDTH);

/** Yao's formatDuration: µs under a millisecond, whole ms under a second, then 0.1 s / 0.1 m. */
export function formatScriptDuration(ms: number): string {
  if (ms < 1) return `${Math.round(ms * 1000)}µs`;
  if (ms < 1000) return `${Math.floor(ms)}ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)}s`;
  return `${(ms / 60_000).toFixed(1)}m`;
}

function value(v: unknown): string {
  if (v === undefined) return 'undefined';
  let s: string;
  try {
    s = JSON.stringify(v) ?? String(v);
  } catch {
    s = String(v);
  }
  return inert(s, 300);
}

interface SuiteState {
  suite: ScriptSuite;
  total: number;
  finished: CaseResult[];
  started: boolean;
  done: boolean;
  t0: number;
}

export interface ScriptOutputOptions {
  verbose: boolean;
  /** The `--run` pattern, shown in the header as Yao does. */
  runFilter?: string;
  now?: () => number;
}

/** The script suites of a run's cases (file order, tests in source order); empty when none. */
export function scriptSuites(cases: Case[]): ScriptSuite[] {
  const out = new Map<string, ScriptSuite>();
  for (const c of cases) {
    if (c.format !== 'yao-script') continue;
    let s = out.get(c.suite);
    if (!s) {
      s = { script: c.payload.script.scriptId, scriptPath: c.suite, tests: [] };
      out.set(c.suite, s);
    }
    s.tests.push(c.id);
  }
  return [...out.values()];
}

export class ScriptOutput {
  private readonly suites = new Map<string, SuiteState>();
  private readonly now: () => number;

  constructor(
    private readonly out: { write(s: string): void },
    private readonly c: Colors,
    private readonly opts: ScriptOutputOptions,
  ) {
    this.now = opts.now ?? (() => performance.now());
  }

  /** Registers the run's script files (from onStart). */
  start(cases: Case[]): void {
    for (const s of scriptSuites(cases)) {
      this.suites.set(s.scriptPath, {
        suite: s,
        total: s.tests.length,
        finished: [],
        started: false,
        done: false,
        t0: 0,
      });
    }
  }

  private header(st: SuiteState, env: TestEnv): void {
    const { bold, dim } = this.c;
    const filtered =
      this.opts.runFilter !== undefined ? ` (filtered by: ${inert(this.opts.runFilter, 100)})` : '';
    this.out.write(
      [
        bold(HEAVY),
        bold(`  Script Test: ${inert(st.suite.script, 200)}`),
        bold(HEAVY),
        `  Script: ${inert(st.suite.scriptPath, 300)}`,
        `  Tests: ${st.total} function${st.total === 1 ? '' : 's'}${filtered}`,
        `  User: ${inert(env.user, 200)}`,
        `  Team: ${inert(env.team, 200)}`,
        dim(LIGHT),
        '  Running Tests',
        dim(LIGHT),
        '',
      ].join('\n'),
    );
  }

  /** A test is starting: the file's header first when it is the file's first test. */
  attemptStart(c: Case, run: number, env: TestEnv): void {
    const st = this.suites.get(c.suite);
    if (!st) return;
    if (!st.started) {
      st.started = true;
      st.t0 = this.now();
      this.header(st, env);
    }
    this.out.write(`► [${inert(c.id, 200)}] ${run > 1 ? `Run ${run}: ` : ''}...\n`);
  }

  /** A test ended: its status line and the detail of a failure. */
  attempt(a: AttemptResult): void {
    const st = this.suites.get(a.suite);
    if (!st) return;
    const { green, red, yellow, dim } = this.c;
    const d = dim(`(${formatScriptDuration(a.duration_ms)})`);
    const lines: string[] = [];
    const ev = scriptEvent(a);
    switch (a.status) {
      case 'passed':
        lines.push(`  ${green('✓ PASSED')} ${d}`);
        break;
      case 'skipped':
        lines.push(`  ${yellow('○ SKIPPED')} ${d}`);
        if (ev.error) lines.push(`    └─ ${inert(ev.error, 300)}`);
        break;
      default: {
        lines.push(`  ${red(`✗ ${a.status.toUpperCase()}`)} ${d}`);
        const first = (ev.error ?? 'failed').split('\n')[0] as string;
        lines.push(red(`    └─ ${inert(first, 400)}`));
        const info = ev.assertion;
        // The first failed t.assert.* call is the test's error (script.go: errors[0]).
        if (a.status === 'failed' && info) {
          if ('expected' in info) lines.push(`       expected: ${value(info.expected)}`);
          if ('actual' in info) lines.push(`       actual: ${value(info.actual)}`);
        }
        if (this.opts.verbose) {
          const loc = (a.transcript?.events ?? []).find((e) => e.type === 'script_test')?.location;
          if (typeof loc === 'string') lines.push(dim(`       at: ${inert(loc, 300)}`));
          if (a.status === 'error' && a.error)
            for (const l of a.error.split('\n').slice(1, 12))
              lines.push(dim(`       ${inert(l.trim(), 300)}`));
        }
      }
    }
    if (this.opts.verbose)
      for (const l of a.transcript?.logs ?? []) lines.push(dim(`    │ ${inert(l, 400)}`));
    this.out.write(`${lines.join('\n')}\n\n`);
  }

  /** A test's every run is done; the file's summary follows its last test. */
  case(r: CaseResult): void {
    const st = this.suites.get(r.suite);
    if (!st) return;
    st.finished.push(r);
    if (st.finished.length === st.total) this.summary(st);
  }

  /** Prints the summaries still owed (an interrupted run). */
  end(): void {
    for (const st of this.suites.values()) if (st.started && !st.done) this.summary(st);
  }

  private summary(st: SuiteState): void {
    if (st.done) return;
    st.done = true;
    // A file none of whose tests started (fail-fast stopped the run before it) prints nothing.
    if (!st.started) return;
    const attempts = st.finished.flatMap((r) => r.run_details);
    const passed = attempts.filter((a) => a.status === 'passed').length;
    const skipped = attempts.filter((a) => a.status === 'skipped').length;
    const failed = attempts.length - passed - skipped;
    const notRun = attempts.filter(
      (a) => a.status === 'skipped' && /fail-fast/.test(a.error ?? ''),
    ).length;
    const { bold, yellow, red, green } = this.c;
    const ms = st.started ? this.now() - st.t0 : 0;
    const lines: string[] = [];
    if (notRun > 0)
      lines.push(
        yellow(`⚠ Stopping due to --fail-fast: ${notRun} test${notRun === 1 ? '' : 's'} not run`),
        '',
      );
    const counts = `${passed} passed, ${failed} failed, ${skipped} skipped`;
    lines.push(
      bold(HEAVY),
      bold(`  Summary: ${failed > 0 ? red(counts) : green(counts)} (${formatScriptDuration(ms)})`),
      bold(HEAVY),
      '',
    );
    this.out.write(lines.join('\n'));
  }
}

/** Whether a run's cases are all Yao script tests: then Yao's script layout is printed. */
export function isScriptRun(cases: readonly Case[]): boolean {
  return cases.length > 0 && cases.every((k) => k.format === 'yao-script');
}
