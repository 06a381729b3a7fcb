/** ts-fsrs scheduling through reviewCard, with a fixed clock. */
import { describe, expect, test } from 'vitest';
import { makeCardJson, parseCardJson, toCard, type CardJson } from '#shared/quiz/review-card';
import { RETENTION, retentionOf, reviewCard } from '#main/domain/review/scheduler';
import type { ReviewRating } from '#main/domain/review/rating';
import { DAY, T0 } from './harness.ts';

const dueMs = (c: CardJson): number => Date.parse(c.due);

/** Reviews a new card with each rating, each review on the day the previous one fell due. */
const history = (ratings: readonly ReviewRating[], retention = 0.9, start = T0): CardJson[] => {
  const cards: CardJson[] = [];
  let card: CardJson | undefined;
  let at = start;
  for (const r of ratings) {
    card = reviewCard(card, r, at, retention);
    cards.push(card);
    at = new Date(Math.max(dueMs(card), at.getTime()));
  }
  return cards;
};

/** Interval of each review: from the review to the due date it set. */
const intervals = (ratings: readonly ReviewRating[], retention = 0.9): number[] => {
  let at = T0.getTime();
  return history(ratings, retention).map((c) => {
    const i = dueMs(c) - at;
    at = dueMs(c);
    return i;
  });
};

describe('reviewCard', () => {
  test('a new card is scheduled from the review time', () => {
    const card = reviewCard(undefined, 'good', T0, 0.9);
    expect(card.reps).toBe(1);
    expect(card.last_review).toBe(T0.toISOString());
    expect(dueMs(card)).toBeGreaterThan(T0.getTime());
  });

  test('a wrong answer comes back sooner than a right one, from the same state', () => {
    const [, , before] = history(['good', 'good', 'good']);
    const at = new Date(dueMs(before!));
    const wrong = reviewCard(before, 'again', at, 0.9);
    const right = reviewCard(before, 'good', at, 0.9);
    expect(dueMs(wrong)).toBeLessThan(dueMs(right));
    expect(wrong.lapses).toBe(before!.lapses + 1);
  });

  test('after a wrong answer the interval shrinks; repeated right answers make it grow', () => {
    const ivl = intervals(['good', 'good', 'good', 'good', 'good', 'good']);
    for (let i = 2; i < ivl.length; i++) expect(ivl[i]!).toBeGreaterThan(ivl[i - 1]!);
    const lapsed = intervals(['good', 'good', 'good', 'good', 'again']);
    expect(lapsed[4]!).toBeLessThan(lapsed[3]!);
  });

  test('easier ratings schedule later: again < hard < good < easy', () => {
    const [, , before] = history(['good', 'good', 'good']);
    const at = new Date(dueMs(before!));
    const dues = (['again', 'hard', 'good', 'easy'] as const).map((r) => dueMs(reviewCard(before, r, at, 0.9)));
    expect([...dues].sort((a, b) => a - b)).toEqual(dues);
    expect(new Set(dues).size).toBe(4);
  });

  test('a higher desired retention gives shorter intervals, a lower one longer', () => {
    const ratings = ['good', 'good', 'good', 'good', 'good'] as const;
    const low = intervals(ratings, RETENTION.min).at(-1)!;
    const mid = intervals(ratings, 0.9).at(-1)!;
    const high = intervals(ratings, RETENTION.max).at(-1)!;
    expect(low).toBeGreaterThan(mid);
    expect(mid).toBeGreaterThan(high);
    expect(mid).toBeGreaterThan(DAY);
  });

  test('the same history gives the same schedule (no fuzz)', () => {
    expect(history(['good', 'again', 'good', 'easy'])).toEqual(history(['good', 'again', 'good', 'easy']));
  });
});

describe('retention setting', () => {
  test.each([
    [undefined, 0.9],
    [0.8, 0.8],
    [0.7, 0.7],
    [0.99, 0.99],
    [0.5, 0.9],
    [1, 0.9],
    ['0.8', 0.9],
  ])('%s reads as %s', (setting, expected) => {
    expect(retentionOf(setting)).toBe(expected);
  });
});

describe('cards as JSON', () => {
  test('a card round-trips through JSON text exactly', () => {
    const card = history(['good', 'hard', 'again', 'easy']).at(-1)!;
    const back = parseCardJson(JSON.parse(JSON.stringify(card)));
    expect(back).toEqual({ ok: true, value: card });
    expect(makeCardJson(toCard(card))).toEqual(card);
  });

  const good = reviewCard(undefined, 'good', T0, 0.9);
  test.each([
    ['not an object', 5, ''],
    ['a negative stability', { ...good, stability: -1 }, 'stability'],
    ['a fractional reps', { ...good, reps: 1.5 }, 'reps'],
    ['a state out of range', { ...good, state: 4 }, 'state'],
    ['a due date without a zone', { ...good, due: '2026-03-02T09:00:00' }, 'due'],
    ['a last review that is not a date', { ...good, last_review: 'yesterday' }, 'last_review'],
    ['an unknown field', { ...good, ease: 2.5 }, 'ease'],
    ['a missing field', (({ lapses: _l, ...rest }) => rest)(good), 'lapses'],
  ])('%s is refused at "%s"', (_name, raw, path) => {
    const r = parseCardJson(raw);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.map((i) => i.path)).toContain(path);
  });
});
