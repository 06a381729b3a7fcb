/** submitAnswer scheduling, practice mode, rateAttempt and reviewQueue through the service, with a fixed clock. */
import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { parseCardJson, type CardJson } from '#shared/quiz/review-card';
import { reviewCard } from '#main/domain/review/scheduler';
import { failure, submitOpened, value } from '../api/helpers.ts';
import { DAY, importFixturePack, MINUTE, openClockedHarness, RIGHT, T0, useFixtureHarness, WRONG } from './harness.ts';

const h = useFixtureHarness();

const stateOf = (quizId: string, harness = h): CardJson | undefined => {
  const r = harness.store.getReviewState('fixture', quizId);
  if (!r.ok || r.value === undefined) return undefined;
  const card = parseCardJson(r.value.state);
  return card.ok ? card.value : undefined;
};

/** Opens the quiz and answers it, as the quiz screen does; every answer here is graded, so it has its attempt. */
const submit = async (quizId: keyof typeof RIGHT, right: boolean, timeMs = 5_000, mode?: 'rated' | 'practice', harness = h) => {
  const r = value(
    await submitOpened(harness.api, { packId: 'fixture', quizId, answer: (right ? RIGHT : WRONG)[quizId], timeMs, ...(mode === undefined ? {} : { mode }) }),
  );
  if (r.attemptId === undefined) expect.fail(`the answer was not graded: ${r.answerShown ?? ''}`);
  return { ...r, attemptId: r.attemptId };
};

describe('submitAnswer schedules the quiz', () => {
  test('a rated answer stores the card and says the rating and due date', async () => {
    const r = await submit('number', true, 5_000);
    expect(r.rating).toBe('good'); // right and fast is Good; Easy is the learner's call
    const card = stateOf('number');
    expect(card?.reps).toBe(1);
    expect(r.due).toBe(card?.due);
    expect(value(await h.api.reviewQueue()).due).toEqual([]);
  });

  test('wrong → due sooner than right, from the same state', async () => {
    const other = openClockedHarness();
    try {
      await importFixturePack(other);
      const wrong = await submit('approx', false);
      const right = await submit('approx', true, 20_000, undefined, other);
      expect([wrong.rating, right.rating]).toEqual(['again', 'good']);
      expect(Date.parse(wrong.due!)).toBeLessThan(Date.parse(right.due!));
    } finally {
      other.close();
    }
  });

  test('repeated right answers, each when due, push the due date further each time', async () => {
    let previous = 0;
    for (let i = 0; i < 5; i++) {
      const r = await submit('number', true, 20_000);
      const interval = Date.parse(r.due!) - h.now().getTime();
      expect(interval).toBeGreaterThan(previous);
      previous = interval;
      h.set(r.due!);
    }
    expect(previous).toBeGreaterThan(DAY);
  });

  test('practice mode records the attempt and leaves the schedule exactly as it was', async () => {
    await submit('number', true, 20_000);
    const before = h.store.getReviewState('fixture', 'number');
    h.advance(3 * DAY);
    const r = await submit('number', false, 1_000, 'practice');
    expect(r.rating).toBeUndefined();
    expect(r.due).toBeUndefined();
    expect(h.store.getReviewState('fixture', 'number')).toEqual(before);
    const records = h.store.listAttemptRecords({ quizId: 'number' });
    expect(records.ok && records.value.map((a) => [a.mode, a.correct, a.review === undefined])).toEqual([
      ['rated', true, false],
      ['practice', false, true],
    ]);
  });

  test('practice on a quiz never scheduled leaves it unscheduled', async () => {
    await submit('choice', true, 1_000, 'practice');
    expect(h.store.getReviewState('fixture', 'choice')).toEqual({ ok: true, value: undefined });
  });

  test('the desired retention setting changes the intervals in the right direction', async () => {
    const run = async (retention: number): Promise<number> => {
      const x = openClockedHarness();
      try {
        await importFixturePack(x);
        value(await x.api.setSetting({ key: 'review.desiredRetention', value: retention }));
        let due = '';
        for (let i = 0; i < 4; i++) {
          due = (await submit('number', true, 20_000, undefined, x)).due!;
          if (i < 3) x.set(due);
        }
        return Date.parse(due) - x.now().getTime();
      } finally {
        x.close();
      }
    };
    const [low, mid, high] = [await run(0.75), await run(0.9), await run(0.97)];
    expect(low).toBeGreaterThan(mid);
    expect(mid).toBeGreaterThan(high);
  });
});

describe('rateAttempt', () => {
  test('overriding a rating schedules exactly as if that rating had been given', async () => {
    await submit('approx', true, 20_000);
    h.set(stateOf('approx')!.due);
    const slow = await submit('approx', true, 29_000); // good
    expect(slow.rating).toBe('good');
    const re = value(await h.api.rateAttempt({ attemptId: slow.attemptId, rating: 'hard' }));

    // The same history with a slow answer, which rates hard by itself.
    const other = openClockedHarness();
    try {
      await importFixturePack(other);
      await submit('approx', true, 20_000, undefined, other);
      other.set(stateOf('approx', other)!.due);
      const fast = await submit('approx', true, 31_000, undefined, other);
      expect(fast.rating).toBe('hard');
      expect(stateOf('approx')).toEqual(stateOf('approx', other));
      expect(re).toEqual({ attemptId: slow.attemptId, rating: 'hard', due: fast.due });
    } finally {
      other.close();
    }
    const record = h.store.getAttemptRecord(slow.attemptId);
    expect(record.ok && record.value?.review?.rating).toBe('hard');
  });

  test('re-rating from the stored pre-attempt state, whatever the clock says now', async () => {
    const first = await submit('choice', false, 1_000);
    const before = h.store.getAttemptRecord(first.attemptId);
    h.advance(10 * DAY);
    const re = value(await h.api.rateAttempt({ attemptId: first.attemptId, rating: 'hard' }));
    expect(before.ok && before.value?.review?.before).toBeNull();
    expect(re.due).toBe(reviewCard(undefined, 'hard', T0, 0.9).due);
    // And back again: the override is repeatable and exact.
    value(await h.api.rateAttempt({ attemptId: first.attemptId, rating: 'again' }));
    expect(stateOf('choice')).toEqual(reviewCard(undefined, 'again', T0, 0.9));
  });

  test('refuses a practice attempt, an older attempt, and an unknown one', async () => {
    const practice = await submit('number', true, 1_000, 'practice');
    expect(failure(await h.api.rateAttempt({ attemptId: practice.attemptId, rating: 'good' }))).toMatchObject({
      code: 'bad-input',
      issues: [{ path: 'attemptId' }],
    });
    const older = await submit('number', true, 1_000);
    h.advance(MINUTE);
    await submit('number', true, 1_000);
    const stateBefore = h.store.getReviewState('fixture', 'number');
    expect(failure(await h.api.rateAttempt({ attemptId: older.attemptId, rating: 'again' })).message).toMatch(/only the latest rated attempt/);
    expect(h.store.getReviewState('fixture', 'number')).toEqual(stateBefore);
    expect(failure(await h.api.rateAttempt({ attemptId: 9999, rating: 'good' })).code).toBe('not-found');
  });
});

describe('reviewQueue', () => {
  test('due quizzes soonest first, then missed ones not yet due, each with its dates', async () => {
    expect(value(await h.api.reviewQueue())).toEqual({ due: [], missed: [] });
    await submit('number', true, 20_000); // good: due in minutes (learning step)
    h.advance(MINUTE);
    await submit('approx', true, 20_000);
    h.advance(MINUTE);
    await submit('choice', false, 1_000); // again: due in a minute, and missed
    h.advance(MINUTE);
    await submit('multi', false, 1_000, 'practice'); // missed, never scheduled

    const now = value(await h.api.reviewQueue());
    expect(now.due.map((i) => i.quizId)).toEqual(['choice']);
    expect(now.missed.map((i) => [i.quizId, i.due === undefined])).toEqual([['multi', true]]);

    const later = value(await h.api.reviewQueue({ now: new Date(h.now().getTime() + DAY).toISOString() }));
    expect(later.due.map((i) => i.quizId)).toEqual(['number', 'approx', 'choice'].sort((a, b) => Date.parse(stateOf(a)!.due) - Date.parse(stateOf(b)!.due)));
    expect(later.due.map((i) => i.due)).toEqual(later.due.map((i) => stateOf(i.quizId)!.due));
    expect(later.due[0]).toMatchObject({ packId: 'fixture', title: expect.any(String), level: expect.any(Number), tags: expect.any(Array) });
    expect(later.missed.map((i) => i.quizId)).toEqual(['multi']);
  });

  test('a quiz answered right after a miss leaves the missed list', async () => {
    await submit('multi', false, 1_000, 'practice');
    expect(value(await h.api.reviewQueue()).missed.map((i) => i.quizId)).toEqual(['multi']);
    h.advance(MINUTE);
    await submit('multi', true, 1_000, 'practice');
    expect(value(await h.api.reviewQueue()).missed).toEqual([]);
  });
});

describe('schema 2', () => {
  test('the new tables and columns are STRICT and checked', () => {
    const file = h.store.file;
    const db = new Database(file, { readonly: true });
    try {
      const strict = db.prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND strict = 1 ORDER BY name").pluck().all();
      expect(strict).toEqual([
        'attempt_block_steps',
        'attempt_steps',
        'attempts',
        'correct_runs',
        'exam_progress',
        'exams',
        'pack_search_terms',
        'packs',
        'puzzle_attempts',
        'puzzle_learner_ratings',
        'puzzle_ratings',
        'quiz_attempt_stats',
        'quizzes',
        'review_state',
        'rush_runs',
        'settings',
        'tag_set_tallies',
      ]);
      const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('attempts');
      expect(columns).toEqual(expect.arrayContaining(['mode', 'review']));
    } finally {
      db.close();
    }
  });

  test('the store refuses an unknown attempt mode', () => {
    const r = h.store.recordAttempt({ packId: 'fixture', quizId: 'number', answer: null, correct: true, timeMs: 1, mode: 'cram' as 'rated' });
    expect(!r.ok && r.error.code).toBe('bad-input');
  });
});
