/**
 * Issue 18's property: every generated puzzle parses, stores the engine's answer, names every card in
 * its prompt and passes the interest filter, and the same seed gives the same puzzle. The test runs
 * PROPERTY_RUNS random (seed, theme, target) triples; the full 2,000-seed run is in the distribution
 * report (`npm run puzzles:report`), because at ~40 ms a puzzle it would take this busy machine minutes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPuzzle, generatePuzzle, parsePuzzleId, THEMES, TARGETS, type Puzzle } from '../../src-main/generate/index.ts';

const PROPERTY_RUNS = 250;

const spec = fc.record({
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  theme: fc.constantFrom(...THEMES),
  target: fc.constantFrom(...TARGETS),
});

describe('generated puzzles', () => {
  it(`hold the issue's invariants for ${PROPERTY_RUNS} random seeds across every theme and target`, () => {
    let accepted = 0;
    fc.assert(
      fc.property(spec, ({ seed, theme, target }) => {
        const r = generatePuzzle(seed, { theme, target });
        // A seed may exhaust its candidates; that is reported, never a wrong puzzle.
        if (!r.ok) return r.error.code === 'no-puzzle';
        accepted++;
        expect(checkPuzzle(r.value)).toEqual([]);
        expect(parsePuzzleId(r.value.id)).toEqual({ version: r.value.version, theme, target, seed });
        return true;
      }),
      { numRuns: PROPERTY_RUNS, seed: 18 },
    );
    // Nearly every seed gives a puzzle (the report measures the rate per theme).
    expect(accepted).toBeGreaterThan(PROPERTY_RUNS * 0.95);
  }, 180_000);

  it('gives the same puzzle for the same seed, theme and target', () => {
    fc.assert(
      fc.property(spec, ({ seed, theme, target }) => {
        const a = generatePuzzle(seed, { theme, target });
        const b = generatePuzzle(seed, { theme, target });
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      }),
      { numRuns: 30, seed: 19 },
    );
  }, 60_000);

  it('skips a board it was told is recent', () => {
    const first = generatePuzzle(4242, { theme: 'restrictions', target: 2 });
    if (!first.ok) throw new Error(first.error.message);
    const again = generatePuzzle(4242, { theme: 'restrictions', target: 2, recent: new Set([first.value.boardKey]) });
    expect(again.ok).toBe(true);
    const next = (again as { value: Puzzle }).value;
    expect(next.boardKey).not.toBe(first.value.boardKey);
    expect(next.stats.rejected.duplicate).toBe(1);
  });

  it.each(THEMES.map((t) => [t]))('theme %s: seeds 1–20 all give puzzles tagged for the theme', (theme) => {
    for (let seed = 1; seed <= 20; seed++) {
      const r = generatePuzzle(seed, { theme, target: ((seed % 4) + 1) as 1 | 2 | 3 | 4 });
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.value.quiz.tags).toContain('generated');
    }
  }, 60_000);
});

describe('parsePuzzleId', () => {
  it.each([
    ['g1-restrictions-2-7', { version: 1, theme: 'restrictions', target: 2, seed: 7 }],
    ['g1-planeswalkers-battles-4-4294967295', { version: 1, theme: 'planeswalkers-battles', target: 4, seed: 4294967295 }],
    ['g1-nothing-2-7', undefined],
    ['g1-restrictions-9-7', undefined],
    ['g1-restrictions-2-4294967296', undefined],
    ['restrictions-2-7', undefined],
  ])('%s', (id, expected) => {
    expect(parsePuzzleId(id)).toEqual(expected);
  });
});
