/** The distribution report's arithmetic, on a few seeds and made-up clocks (the figures docs/puzzles.md quotes). */
import { describe, expect, it } from 'vitest';
import { generatePuzzle, RATING_BANDS, ratingBand } from '#shared/generate/index';
import { reportMarkdown, themeReport } from '#shared/generate/report';

/** A clock that moves `step` ms each time it is read. */
function steppingClock(step: number): () => number {
  let t = 0;
  return () => (t += step);
}

describe('themeReport', () => {
  const seeds = 12;
  const report = themeReport('costs', seeds, { now: steppingClock(120), cpu: steppingClock(60) }, 1);

  it('counts the puzzles and the candidates the generator reports for the same seeds', () => {
    let accepted = 0;
    let candidates = 0;
    const bands: Record<string, number> = {};
    for (let seed = 1; seed <= seeds; seed++) {
      const r = generatePuzzle(seed, { theme: 'costs', target: ([1, 2, 3, 4] as const)[seed % 4] });
      candidates += (r.ok ? r.value.stats : r.error.stats).candidates;
      if (!r.ok) continue;
      accepted++;
      bands[ratingBand(r.value.rating)] = (bands[ratingBand(r.value.rating)] ?? 0) + 1;
    }
    expect(report.accepted).toBe(accepted);
    expect(report.candidates).toBe(candidates);
    for (const b of RATING_BANDS) expect(report.bands[b.label]).toBe(bands[b.label] ?? 0);
  });

  it('divides the clocks by the puzzles made (one reading before, one after)', () => {
    expect(report.meanMs).toBeCloseTo(120 / report.accepted);
    expect(report.meanCpuMs).toBeCloseTo(60 / report.accepted);
  });

  it('prints both times in its table, and a dash without a CPU clock', () => {
    expect(reportMarkdown([report])).toContain(`| ${(120 / report.accepted).toFixed(1)} | ${(60 / report.accepted).toFixed(1)} |`);
    const wallOnly = themeReport('costs', 2, { now: steppingClock(10) }, 1);
    expect(wallOnly.meanCpuMs).toBeUndefined();
    expect(reportMarkdown([wallOnly])).toMatch(/\| – \|/);
  });
});
