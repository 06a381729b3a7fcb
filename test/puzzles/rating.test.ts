import { describe, expect, it } from 'vitest';
import { NEW_LEARNER, newPuzzle, rateAnswer, targetRating } from '#main/domain/puzzles/rating';

describe('rateAnswer (glicko2)', () => {
  it.each([
    ['a solve', true],
    ['a miss', false],
  ])('%s moves learner and puzzle in opposite directions and makes both surer', (_name, solved) => {
    const r = rateAnswer(NEW_LEARNER, newPuzzle(1500), solved);
    const sign = solved ? 1 : -1;
    expect(Math.sign(r.learner.rating - 1500)).toBe(sign);
    expect(Math.sign(r.puzzle.rating - 1500)).toBe(-sign);
    expect(r.learner.rd).toBeLessThan(350);
    expect(r.puzzle.rd).toBeLessThan(350);
  });

  it('an even game between two new players moves each by the same amount (symmetry of Glicko-2)', () => {
    const r = rateAnswer(NEW_LEARNER, newPuzzle(1500), true);
    expect(r.learner.rating - 1500).toBeCloseTo(1500 - r.puzzle.rating, 6);
    // Glicko-2 with RD 350 on both sides: one win is worth about 160 points.
    expect(r.learner.rating).toBeGreaterThan(1600);
    expect(r.learner.rating).toBeLessThan(1700);
  });

  it('solving a much easier puzzle gains less than solving a much harder one', () => {
    const easy = rateAnswer(NEW_LEARNER, newPuzzle(1000), true).learner.rating - 1500;
    const hard = rateAnswer(NEW_LEARNER, newPuzzle(2000), true).learner.rating - 1500;
    expect(easy).toBeLessThan(hard);
  });

  it.each([
    ['easier', 1250],
    ['same', 1500],
    ['harder', 1750],
  ] as const)('%s aims at %i for a 1500 learner', (d, expected) => {
    expect(targetRating(1500, d)).toBe(expected);
  });
});
