import { describe, expect, test } from 'vitest';
import { EXPECTED_TIME_MS, ratingFor, type RatingInput, type ReviewRating } from '#main/domain/review/rating';

describe('ratingFor', () => {
  const table: readonly (readonly [string, RatingInput, ReviewRating])[] = [
    ['wrong, however fast', { correct: false, timeMs: 1, level: 1 }, 'again'],
    ['wrong, slow', { correct: false, timeMs: 999_999, level: 3 }, 'again'],
    ['level 1, right in 10 s: Good, never Easy by itself', { correct: true, timeMs: 10_000, level: 1 }, 'good'],
    ['level 1, right in 1 ms', { correct: true, timeMs: 1, level: 1 }, 'good'],
    ['level 1, right just over half', { correct: true, timeMs: 15_001, level: 1 }, 'good'],
    ['level 1, right at exactly the expected time', { correct: true, timeMs: 30_000, level: 1 }, 'good'],
    ['level 1, right just over the expected time', { correct: true, timeMs: 30_001, level: 1 }, 'hard'],
    ['level 2, right in 45 s', { correct: true, timeMs: 45_000, level: 2 }, 'good'],
    ['level 2, right in 61 s', { correct: true, timeMs: 61_000, level: 2 }, 'hard'],
    ['level 3, right in 60 s', { correct: true, timeMs: 60_000, level: 3 }, 'good'],
    ['level 3, right in 100 s', { correct: true, timeMs: 100_000, level: 3 }, 'good'],
    ['level 3, right in 5 min', { correct: true, timeMs: 300_000, level: 3 }, 'hard'],
  ];
  test.each(table)('%s → %s', (_name, input, rating) => {
    expect(ratingFor(input)).toBe(rating);
  });

  test('expected times grow with the level', () => {
    expect(EXPECTED_TIME_MS[1]).toBeLessThan(EXPECTED_TIME_MS[2]);
    expect(EXPECTED_TIME_MS[2]).toBeLessThan(EXPECTED_TIME_MS[3]);
  });
});
