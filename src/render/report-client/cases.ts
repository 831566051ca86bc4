import { plural } from '../../lib/number-format.js';
import type { PageCase } from './page-data.js';

/** A case's status in the table: `flaky` for a case that passed with some failing runs. */
export type StatusKey = PageCase['status'] | 'flaky';

/** One table row: the case, its index in the report, its status key and lower-cased search text. */
export interface Row {
  c: PageCase;
  i: number;
  key: StatusKey;
  hay: string;
}

/** The table's columns (`data-col` of its headers), each a sort key. */
export const COLUMNS = [
  'status',
  'id',
  'suite',
  'passed',
  'pass_rate',
  'low',
  'verdict',
  'class',
  'avg',
] as const;
export type Column = (typeof COLUMNS)[number];

/** What the controls select: filters, sort column and direction, page, expanded rows. */
export interface TableState {
  text: string;
  status: string;
  verdict: string;
  cls: string;
  col: Column;
  /** 1 ascending, -1 descending. */
  dir: 1 | -1;
  page: number;
  expanded: Set<number>;
}

/** Rows per page. */
export const PAGE_SIZE = 100;

/** The state the page opens with: everything shown, worst status first. */
export function initialState(): TableState {
  return {
    text: '',
    status: '',
    verdict: '',
    cls: '',
    col: 'status',
    dir: 1,
    page: 0,
    expanded: new Set(),
  };
}

/** `flaky` for a case that passed although some of its runs did not; else its status. */
export function statusKey(
  c: Pick<PageCase, 'status' | 'flaky' | 'failed' | 'errors' | 'timeouts'>,
): StatusKey {
  if (c.status === 'passed' && (c.flaky || c.failed + c.errors + c.timeouts > 0)) return 'flaky';
  return c.status;
}

/** The rows of a report's cases, in report order. */
export function buildRows(results: PageCase[]): Row[] {
  return results.map((c, i) => ({
    c,
    i,
    key: statusKey(c),
    hay: [c.id, c.suite, (c.tags ?? []).join(' '), c.error ?? '', c.skip_reason ?? '']
      .join('\n')
      .toLowerCase(),
  }));
}

const STATUS_RANK: Record<StatusKey, number> = {
  error: 0,
  failed: 1,
  flaky: 2,
  passed: 3,
  skipped: 4,
};
const CLASS_RANK: Record<PageCase['class'], number> = {
  failing: 0,
  highly_unstable: 1,
  unstable: 2,
  mostly_stable: 3,
  stable: 4,
};
const VERDICT_RANK: Record<PageCase['verdict'], number> = {
  fail: 0,
  flaky: 1,
  inconclusive: 2,
  pass: 3,
  skipped: 4,
};

function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Ascending order of each column; worst first where a column has a worst. */
export const COMPARE: Record<Column, (a: Row, b: Row) => number> = {
  status: (a, b) => STATUS_RANK[a.key] - STATUS_RANK[b.key],
  id: (a, b) => byText(a.c.id, b.c.id),
  suite: (a, b) => byText(a.c.suite, b.c.suite),
  // A skipped case (no runs) sorts below every case that ran.
  passed: (a, b) =>
    (a.c.runs ? a.c.passed / a.c.runs : -1) - (b.c.runs ? b.c.passed / b.c.runs : -1) ||
    a.c.passed - b.c.passed,
  pass_rate: (a, b) => a.c.pass_rate - b.c.pass_rate,
  low: (a, b) => a.c.interval.low - b.c.interval.low || a.c.interval.high - b.c.interval.high,
  verdict: (a, b) => VERDICT_RANK[a.c.verdict] - VERDICT_RANK[b.c.verdict],
  class: (a, b) => CLASS_RANK[a.c.class] - CLASS_RANK[b.c.class],
  avg: (a, b) => a.c.avg_duration_ms - b.c.avg_duration_ms,
};

/** Whether a row passes the state's filters (text matches id, suite, tags, error or skip reason). */
export function matches(r: Row, state: TableState): boolean {
  if (state.status) {
    const hit =
      state.status === 'flaky' ? r.c.flaky || r.key === 'flaky' : r.c.status === state.status;
    if (!hit) return false;
  }
  if (state.verdict && r.c.verdict !== state.verdict) return false;
  if (state.cls && r.c.class !== state.cls) return false;
  const q = state.text.trim().toLowerCase();
  return !q || r.hay.includes(q);
}

/**
 * The rows the table shows, filtered and sorted. Ties keep worst-first order: pass rate, then id,
 * then report order, so the order is deterministic.
 */
export function selectRows(rows: Row[], state: TableState): Row[] {
  const cmp = COMPARE[state.col];
  return rows
    .filter((r) => matches(r, state))
    .sort(
      (a, b) =>
        state.dir * cmp(a, b) || a.c.pass_rate - b.c.pass_rate || COMPARE.id(a, b) || a.i - b.i,
    );
}

/** Pages needed for `n` rows (at least one, for the empty table). */
export function pageCount(n: number): number {
  return Math.max(1, Math.ceil(n / PAGE_SIZE));
}

/** A click on a column header: the same column flips direction, another sorts ascending. */
export function sortBy(state: TableState, col: Column): void {
  if (state.col === col) state.dir = state.dir === 1 ? -1 : 1;
  else {
    state.col = col;
    state.dir = 1;
  }
}

/** The count beside the filters: `12 cases` or `3 of 12 cases`. */
export function countText(shown: number, total: number): string {
  return shown === total ? plural(total, 'case') : `${shown} of ${plural(total, 'case')}`;
}

/** The rows of page `page` as [start, end) indexes into the shown rows. */
export function pageRange(shown: number, page: number): [number, number] {
  const start = page * PAGE_SIZE;
  return [start, Math.min(shown, start + PAGE_SIZE)];
}

/** The text between the pager's buttons. */
export function pageInfo(shown: number, page: number): string {
  if (!shown) return 'No case matches';
  const [start, end] = pageRange(shown, page);
  return `Showing ${start + 1}–${end} of ${shown} · page ${page + 1} of ${pageCount(shown)}`;
}
