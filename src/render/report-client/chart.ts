import { percent, plural } from '../../lib/number-format.js';
import { COMPARE, type Row, type StatusKey } from './cases.js';

/**
 * The stability chart as shapes (an SVG of viewBox 0 0 WIDTH HEIGHT+PAD+14): one bar per case up
 * to {@link MAX_BARS} cases that ran, a histogram of cases by pass rate above that.
 */
export const WIDTH = 1000;
export const HEIGHT = 180;
export const PAD = 28;
export const MAX_BARS = 300;

const FILL: Record<StatusKey, string> = {
  passed: 'var(--pass)',
  failed: 'var(--fail)',
  error: 'var(--err)',
  skipped: 'var(--skip)',
  flaky: 'var(--flaky)',
};

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
  /** Its tooltip. */
  title: string;
}

/** A y-axis label: the text and its baseline. */
export interface AxisLabel {
  text: string;
  y: number;
}

interface ChartBase {
  title: string;
  yLabels: AxisLabel[];
  /** Cases that ran (the caption counts them). */
  ran: number;
}

/** One bar per case, worst first; a click on a bar filters the table to its case. */
export interface BarChart extends ChartBase {
  kind: 'bars';
  bars: (Rect & { index: number; id: string })[];
  /** The y of the case threshold's line. */
  thresholdY: number;
}

/** Cases in pass-rate buckets of ten points, and one for 100%. */
export interface Histogram extends ChartBase {
  kind: 'histogram';
  buckets: (Rect & { count: number; label: string; labelX: number; countX: number })[];
}

export type Chart = BarChart | Histogram;

/** The y-axis is labelled in what the bars measure: percent for bars, cases for the histogram. */
function axis(values: number[], max: number, unit: string): AxisLabel[] {
  return values.map((v) => ({
    text: `${v}${unit}`,
    y: HEIGHT - (max ? v / max : 0) * (HEIGHT - 10) + 3,
  }));
}

/** The chart of the cases that ran; `caseThreshold` is the gate's per-case ratio (0–1). */
export function chartModel(rows: Row[], caseThreshold: number): Chart {
  const ran = rows.filter((r) => r.c.status !== 'skipped');
  const top = HEIGHT - 10;
  if (ran.length <= MAX_BARS) {
    const sorted = ran.slice().sort((a, b) => a.c.pass_rate - b.c.pass_rate || COMPARE.id(a, b));
    const bw = Math.min(40, (WIDTH - PAD) / Math.max(1, sorted.length));
    return {
      kind: 'bars',
      title: 'Pass rate per case (worst first)',
      yLabels: axis([0, 50, 100], 100, '%'),
      ran: ran.length,
      bars: sorted.map((r, k) => {
        const h = Math.max(2, (r.c.pass_rate / 100) * top);
        return {
          x: PAD + k * bw + bw * 0.1,
          y: HEIGHT - h,
          width: Math.max(1, bw * 0.8),
          height: h,
          fill: FILL[r.key],
          title: `${r.c.id}: ${r.c.passed}/${r.c.runs} (${percent(r.c.pass_rate)})`,
          index: r.i,
          id: r.c.id,
        };
      }),
      thresholdY: HEIGHT - caseThreshold * top,
    };
  }
  const counts = Array.from({ length: 11 }, () => 0);
  for (const r of ran) counts[r.c.pass_rate >= 100 ? 10 : Math.floor(r.c.pass_rate / 10)]++;
  const max = Math.max(...counts) || 1;
  const bw = (WIDTH - PAD) / counts.length;
  return {
    kind: 'histogram',
    title: 'Cases by pass rate',
    yLabels: axis(max >= 2 ? [0, Math.round(max / 2), max] : [0, max], max, ''),
    ran: ran.length,
    buckets: counts.map((n, k) => {
      const h = n === 0 ? 0 : Math.max(2, (n / max) * top);
      return {
        x: PAD + k * bw + 4,
        y: HEIGHT - h,
        width: bw - 8,
        height: h,
        fill: k === 10 ? 'var(--pass)' : k >= 5 ? 'var(--flaky)' : 'var(--fail)',
        title: `${k === 10 ? '100%' : `${k * 10}–${k * 10 + 10}%`}: ${plural(n, 'case')}`,
        count: n,
        label: k === 10 ? '100%' : `${k * 10}%+`,
        labelX: PAD + k * bw + bw / 2 - 12,
        countX: PAD + k * bw + bw / 2 - 10,
      };
    }),
  };
}

/** The caption under the chart. */
export function caption(chart: Chart): string {
  return `${chart.title} · ${plural(chart.ran, 'case')}`;
}

/** One bar of a case's pass-rate sparkline. */
export interface SparkBar {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
  /** The report's pass rate, or null where the case did not run. */
  value: number | null;
  current: boolean;
}

/**
 * A case's history (src/report/history.ts) as bars in a `width` × `height` box, oldest first:
 * height by pass rate (at least 1 so 0% shows), green at 100%, red at 0%, amber between; a case
 * absent from a report gets a short grey stub.
 */
export function sparkModel(
  points: ReadonlyArray<{ pass_rate: number; status: string } | null>,
  current: ReadonlyArray<boolean>,
  width: number,
  height: number,
): SparkBar[] {
  const n = Math.max(1, points.length);
  const slot = width / n;
  return points.map((p, i) => {
    const ran = p !== null && p.status !== 'skipped';
    const value = ran ? p.pass_rate : null;
    const h = value === null ? 1 : Math.max(1, (value / 100) * height);
    return {
      x: i * slot + slot * 0.15,
      y: height - h,
      width: Math.max(1, slot * 0.7),
      height: h,
      fill:
        value === null
          ? 'var(--skip)'
          : value >= 100
            ? 'var(--pass)'
            : value <= 0
              ? 'var(--fail)'
              : 'var(--flaky)',
      value,
      current: current[i] === true,
    };
  });
}
