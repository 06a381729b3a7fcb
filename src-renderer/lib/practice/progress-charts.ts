/**
 * The progress dashboard's charts as plain data: d3 computes the scales and the line, the Svelte
 * component only draws what these return (renderer.md: d3 computes layout, Svelte draws SVG). Pure,
 * so a year of history or a thousand attempts is tested without a browser.
 */
import { scaleBand, scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';

export interface Tally {
  readonly attempts: number;
  readonly correct: number;
}

export const accuracyOf = (t: Tally): number | null => (t.attempts === 0 ? null : t.correct / t.attempts);

export interface DayBar {
  readonly date: string;
  readonly x: number;
  readonly width: number;
  /** Top of the bar; the bar runs down to the chart's baseline. Days without attempts have height 0. */
  readonly y: number;
  readonly height: number;
  readonly accuracy: number | null;
  readonly attempts: number;
  /** For the bar's <title>: what a reader needs without the axes. */
  readonly label: string;
}

export interface DayChart {
  readonly width: number;
  readonly height: number;
  readonly baseline: number;
  readonly bars: readonly DayBar[];
  /** The SVG path of accuracy across days that had attempts (gaps are skipped, not drawn as 0%). */
  readonly path: string;
  /** Gridlines at 0, 50 and 100%. */
  readonly ticks: readonly { readonly y: number; readonly label: string }[];
  /** A few dates to print under the axis (first, middle, last). */
  readonly dateLabels: readonly { readonly x: number; readonly label: string }[];
}

export const percent = (share: number): string => `${Math.round(share * 100)}%`;

export const MARGIN = { top: 8, right: 8, bottom: 22, left: 36 } as const;

export function dayChart(days: readonly (Tally & { readonly date: string })[], width: number, height: number): DayChart {
  const x = scaleBand<string>()
    .domain(days.map((d) => d.date))
    .range([MARGIN.left, width - MARGIN.right])
    .paddingInner(0.2);
  const y = scaleLinear()
    .domain([0, 1])
    .range([height - MARGIN.bottom, MARGIN.top]);
  const baseline = y(0);
  const bars = days.map((d): DayBar => {
    const accuracy = accuracyOf(d);
    const top = accuracy === null ? baseline : y(accuracy);
    return {
      date: d.date,
      x: x(d.date) ?? 0,
      width: x.bandwidth(),
      y: top,
      height: baseline - top,
      accuracy,
      attempts: d.attempts,
      label: accuracy === null ? `${d.date}: no attempts` : `${d.date}: ${percent(accuracy)} of ${d.attempts}`,
    };
  });
  const path =
    line<DayBar>()
      .defined((b) => b.accuracy !== null)
      .x((b) => b.x + b.width / 2)
      .y((b) => b.y)(bars) ?? '';
  const picks = days.length === 0 ? [] : [...new Set([0, Math.floor((days.length - 1) / 2), days.length - 1])];
  return {
    width,
    height,
    baseline,
    bars,
    path,
    ticks: [0, 0.5, 1].map((v) => ({ y: y(v), label: percent(v) })),
    dateLabels: picks.map((i) => {
      const b = bars[i]!;
      return { x: b.x + b.width / 2, label: b.date.slice(5) };
    }),
  };
}

export interface RowBar {
  readonly name: string;
  readonly attempts: number;
  readonly accuracy: number | null;
  /** Width of the filled part, 0..track. */
  readonly fill: number;
  readonly y: number;
  readonly text: string;
}

export interface RowChart {
  readonly width: number;
  readonly height: number;
  readonly labelWidth: number;
  readonly track: number;
  readonly rowHeight: number;
  readonly rows: readonly RowBar[];
}

/** Horizontal accuracy bars, one row per tag or step, in the order given. */
export function rowChart(items: readonly (Tally & { readonly name: string })[], width: number, rowHeight = 22, labelWidth = 120): RowChart {
  const track = Math.max(0, width - labelWidth - 90);
  const x = scaleLinear().domain([0, 1]).range([0, track]);
  const y = scaleBand<number>()
    .domain(items.map((_, i) => i))
    .range([0, items.length * rowHeight])
    .paddingInner(0.25);
  return {
    width,
    height: items.length * rowHeight,
    labelWidth,
    track,
    rowHeight: y.bandwidth(),
    rows: items.map((item, i) => {
      const accuracy = accuracyOf(item);
      return {
        name: item.name,
        attempts: item.attempts,
        accuracy,
        fill: accuracy === null ? 0 : x(accuracy),
        y: y(i) ?? 0,
        text: accuracy === null ? 'no attempts' : `${percent(accuracy)} of ${item.attempts}`,
      };
    }),
  };
}
