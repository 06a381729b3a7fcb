/**
 * The puzzle rating history as chart data: d3 computes the scales and the line, the Svelte component
 * only draws (d3 computes layout, Svelte draws SVG). Pure, so it is tested without a browser.
 */
import { extent } from 'd3-array';
import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import type { RatingHistoryPoint } from '#main/contract/puzzle-types';

export interface RatingChart {
  readonly path: string;
  readonly points: readonly { readonly x: number; readonly y: number; readonly solved: boolean; readonly rating: number }[];
  readonly yTicks: readonly { readonly y: number; readonly label: string }[];
  readonly width: number;
  readonly height: number;
}

const PAD = { left: 44, right: 12, top: 10, bottom: 20 } as const;

/** One point per answer, in order; `theme` picks that theme's answers and its own rating. */
export function ratingChart(history: readonly RatingHistoryPoint[], theme: string, width: number, height: number): RatingChart {
  const rows =
    theme === 'overall'
      ? history.map((h) => ({ ...h, value: h.rating }))
      : history.filter((h) => h.theme === theme).map((h) => ({ ...h, value: h.themeRating }));
  const [lo = 1400, hi = 1600] = extent(rows, (r) => r.value);
  const x = scaleLinear([0, Math.max(1, rows.length - 1)], [PAD.left, width - PAD.right]);
  const y = scaleLinear([lo - 50, hi + 50], [height - PAD.bottom, PAD.top]).nice();
  const points = rows.map((r, i) => ({ x: x(i), y: y(r.value), solved: r.solved, rating: r.value }));
  const path =
    line<{ x: number; y: number }>(
      (p) => p.x,
      (p) => p.y,
    )(points) ?? '';
  return { path, points, yTicks: y.ticks(4).map((t) => ({ y: y(t), label: String(t) })), width, height };
}
