import { describe, expect, test } from 'vitest';
import { accuracyOf, dayChart, rowChart, type Tally } from '../../src-renderer/lib/practice/progress-charts.ts';

/** mulberry32: a fixed pseudo-random history, the same on every run. */
const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A thousand attempts over 30 days and five tags, tallied the way progress() reports them. */
function thousandAttempts(): { days: (Tally & { date: string })[]; tags: (Tally & { name: string })[] } {
  const random = rng(42);
  const days = Array.from({ length: 30 }, (_, i) => ({ date: `2026-03-${String(i + 1).padStart(2, '0')}`, attempts: 0, correct: 0 }));
  const tags = ['costs', 'goad', 'payment', 'requirements', 'timing'].map((name) => ({ name, attempts: 0, correct: 0 }));
  for (let n = 0; n < 1000; n++) {
    const day = days[Math.floor(random() * 25)]!; // the last five days stay empty
    const tag = tags[Math.floor(random() * tags.length)]!;
    const right = random() < 0.6;
    day.attempts++;
    tag.attempts++;
    if (right) {
      day.correct++;
      tag.correct++;
    }
  }
  return { days, tags };
}

describe('dayChart', () => {
  test('a thousand attempts: one bar per day inside the chart, heights follow accuracy', () => {
    const { days } = thousandAttempts();
    const chart = dayChart(days, 600, 200);
    expect(chart.bars).toHaveLength(30);
    expect(chart.bars.reduce((s, b) => s + b.attempts, 0)).toBe(1000);
    for (const [i, b] of chart.bars.entries()) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(600);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeCloseTo(chart.baseline);
      if (i > 0) expect(b.x).toBeGreaterThan(chart.bars[i - 1]!.x);
      const acc = accuracyOf(days[i]!);
      expect(b.accuracy).toBe(acc);
      if (acc !== null) expect(b.height / (chart.baseline - chart.ticks[2]!.y)).toBeCloseTo(acc);
    }
    // Empty days are flat and left out of the line: 25 points, one M and 24 L.
    expect(chart.bars.slice(25).every((b) => b.height === 0 && b.accuracy === null)).toBe(true);
    expect(chart.path.match(/[ML]/g)).toHaveLength(25);
    expect(chart.dateLabels.map((d) => d.label)).toEqual(['03-01', '03-15', '03-30']);
  });

  test('an empty history: flat bars, no line', () => {
    const days = [
      { date: '2026-03-01', attempts: 0, correct: 0 },
      { date: '2026-03-02', attempts: 0, correct: 0 },
    ];
    const chart = dayChart(days, 300, 120);
    expect(chart.bars.every((b) => b.height === 0)).toBe(true);
    expect(chart.path).toBe('');
    expect(chart.bars[0]!.label).toBe('2026-03-01: no attempts');
  });

  test('no days at all', () => {
    const chart = dayChart([], 300, 120);
    expect(chart.bars).toEqual([]);
    expect(chart.dateLabels).toEqual([]);
  });
});

describe('rowChart', () => {
  test('a thousand attempts by tag: fills proportional to accuracy, rows stacked in order', () => {
    const { tags } = thousandAttempts();
    const chart = rowChart(tags, 500);
    expect(chart.rows.map((r) => r.name)).toEqual(tags.map((t) => t.name));
    expect(chart.rows.reduce((s, r) => s + r.attempts, 0)).toBe(1000);
    for (const [i, r] of chart.rows.entries()) {
      expect(r.fill / chart.track).toBeCloseTo(tags[i]!.correct / tags[i]!.attempts);
      expect(r.text).toMatch(/^\d+% of \d+$/);
      if (i > 0) expect(r.y).toBeGreaterThan(chart.rows[i - 1]!.y);
    }
  });

  test('a step never attempted has an empty bar and says so', () => {
    const chart = rowChart(
      [
        { name: 'payment', attempts: 0, correct: 0 },
        { name: 'costs', attempts: 4, correct: 3 },
      ],
      400,
    );
    expect(chart.rows[0]).toMatchObject({ fill: 0, accuracy: null, text: 'no attempts' });
    expect(chart.rows[1]).toMatchObject({ accuracy: 0.75, text: '75% of 4' });
  });
});
