/**
 * The interval each rating button shows ("Good · 3 d", as Anki shows it): the scheduler's own answer for
 * every rating, from the card before the answer, and what rateAttempt then stores for that rating.
 */
import { describe, expect, test } from 'vitest';
import { intervalText } from '#shared/text/interval-text';
import { ratingIntervals } from '#main/domain/review/intervals';
import { REVIEW_RATINGS } from '#main/domain/review/rating';
import { reviewCard } from '#main/domain/review/scheduler';
import { submitOpened, value } from '../api/helpers.ts';
import { DAY, MINUTE, RIGHT, T0, useFixtureHarness } from './harness.ts';

describe('intervalText', () => {
  const HOUR = 60 * MINUTE;
  const cases: readonly { name: string; ms: number; text: string }[] = [
    { name: 'under a minute', ms: 20_000, text: '<1 min' },
    { name: 'a learning step', ms: 10 * MINUTE, text: '10 min' },
    { name: 'hours', ms: 5 * HOUR, text: '5 h' },
    { name: 'one day', ms: DAY, text: '1 d' },
    { name: 'days round', ms: 3 * DAY + 5 * HOUR, text: '3 d' },
    { name: 'months with one decimal', ms: 75 * DAY, text: '2.5 mo' },
    { name: 'whole months from 10 on', ms: 320 * DAY, text: '11 mo' },
    { name: 'years', ms: 438 * DAY, text: '1.2 y' },
    { name: 'not a number', ms: Number.NaN, text: '<1 min' },
  ];
  test.each(cases)('$name: $text', ({ ms, text }) => expect(intervalText(ms)).toBe(text));
});

describe('ratingIntervals', () => {
  test('a new card: each rating is the scheduler’s own due time, and easier ratings wait longer', () => {
    const iv = ratingIntervals(undefined, T0, 0.9);
    for (const r of REVIEW_RATINGS) expect(iv[r]).toBe(Date.parse(reviewCard(undefined, r, T0, 0.9).due) - T0.getTime());
    expect(iv.again).toBeLessThan(iv.hard);
    expect(iv.hard).toBeLessThanOrEqual(iv.good);
    expect(iv.good).toBeLessThan(iv.easy);
  });

  test('a card in review: a higher retention shortens Good', () => {
    let card = reviewCard(undefined, 'good', T0, 0.9);
    for (let i = 0; i < 3; i++) card = reviewCard(card, 'good', new Date(card.due), 0.9);
    const at = new Date(card.due);
    expect(ratingIntervals(card, at, 0.97).good).toBeLessThan(ratingIntervals(card, at, 0.8).good);
    expect(ratingIntervals(card, at, 0.9).good).toBeGreaterThan(DAY);
  });
});

describe('submitAnswer says every rating’s interval, and rateAttempt keeps to it', () => {
  const h = useFixtureHarness();

  test.each(REVIEW_RATINGS.map((r) => [r]))('re-rated %s: due exactly as its button said', async (rating) => {
    // A first review, then the one being rated, when it falls due.
    const first = value(await submitOpened(h.api, { packId: 'fixture', quizId: 'number', answer: RIGHT.number, timeMs: 5_000 }));
    h.set(first.due!);
    const at = h.now().getTime();
    const r = value(await submitOpened(h.api, { packId: 'fixture', quizId: 'number', answer: RIGHT.number, timeMs: 5_000 }));
    expect(r.intervals).toBeDefined();
    expect(Date.parse(r.due!)).toBe(at + r.intervals![r.rating!]);
    const rerated = value(await h.api.rateAttempt({ attemptId: r.attemptId!, rating }));
    expect(Date.parse(rerated.due)).toBe(at + r.intervals![rating]);
  });

  test('practice answers have no intervals', async () => {
    const r = value(await submitOpened(h.api, { packId: 'fixture', quizId: 'number', answer: RIGHT.number, timeMs: 5_000, mode: 'practice' }));
    expect(r.intervals).toBeUndefined();
  });
});
