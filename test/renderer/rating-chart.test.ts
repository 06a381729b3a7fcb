import { describe, expect, it } from 'vitest';
import { ratingChart } from '../../src-renderer/lib/puzzles/rating-chart.ts';

const history = [
  { at: '2026-11-30T10:00:00.000Z', theme: 'goad', solved: false, rating: 1420, themeRating: 1400 },
  { at: '2026-11-30T10:01:00.000Z', theme: 'costs', solved: true, rating: 1480, themeRating: 1560 },
  { at: '2026-11-30T10:02:00.000Z', theme: 'goad', solved: true, rating: 1530, themeRating: 1470 },
];

describe('ratingChart', () => {
  it('plots every answer overall, left to right, higher ratings higher up', () => {
    const c = ratingChart(history, 'overall', 640, 180);
    expect(c.points.map((p) => p.rating)).toEqual([1420, 1480, 1530]);
    expect(c.points[0]!.x).toBeLessThan(c.points[2]!.x);
    expect(c.points[2]!.y).toBeLessThan(c.points[0]!.y);
    expect(c.path.startsWith('M')).toBe(true);
    expect(c.yTicks.length).toBeGreaterThan(1);
  });

  it("plots only one theme's answers with that theme's rating", () => {
    const c = ratingChart(history, 'goad', 640, 180);
    expect(c.points.map((p) => [p.rating, p.solved])).toEqual([
      [1400, false],
      [1470, true],
    ]);
  });

  it('draws nothing for a theme never answered', () => {
    expect(ratingChart(history, 'payment', 640, 180).points).toEqual([]);
  });
});
