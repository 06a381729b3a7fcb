/** The puzzle methods over a real store and the in-process engine runner (docs/puzzles.md). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GENERATED_PACK_ID, sizeForRating } from '#main/api/puzzles/puzzle-service';
import { createTrainerService } from '#main/api/service';
import type { QuizAnswer } from '#shared/quiz/index';
import { createInProcessRunner } from '#main/worker/runner';
import { GENERATOR_VERSION } from '#shared/generate/index';
import { failure, openHarness, value, type Harness } from './helpers.ts';
import { rightAnswer } from '../support/right-answer.ts';

let h: Harness;
beforeEach(() => {
  h = openHarness();
});
afterEach(() => h.close());

const GOAD_ID = `g${GENERATOR_VERSION}-goad-2-7`;
const wrongAnswer = (): QuizAnswer => ({ type: 'number', value: -1 });

describe('puzzle methods', () => {
  it('serve a puzzle, and answering it saves it, schedules a review, and moves both ratings', async () => {
    let seed = 1;
    const api = createTrainerService(h.store, createInProcessRunner(), { seed: () => seed++ });
    const served = value(await api.nextPuzzle({ theme: 'restrictions' }));
    expect(served.puzzleId).toMatch(new RegExp(`^g${GENERATOR_VERSION}-restrictions-[1-4]-\\d+$`));
    expect(served.learner).toEqual({ rating: 1500, rd: 350 });
    expect(served.quiz.question).not.toHaveProperty('answer');

    // Answering a wrong-type answer is simply wrong; the first answer is a miss.
    const miss = value(await api.submitPuzzle({ puzzleId: served.puzzleId, answer: wrongAnswer(), timeMs: 5000 }));
    expect(miss.correct).toBe(false);
    expect(miss.learner.after).toBeLessThan(miss.learner.before);
    expect(miss.puzzleRating.after).toBeGreaterThan(miss.puzzleRating.before);
    expect(miss.ref).toEqual({ packId: GENERATED_PACK_ID, quizId: served.puzzleId });
    expect(Object.values(miss.quiz.explanation.steps ?? {}).join(' ')).toMatch(/\(CR \d{3}\.\d/);

    // The same puzzle again, answered right: practice. Neither rating moves, nothing more is recorded,
    // and it is still one quiz in the pack.
    const again = value(await api.submitPuzzle({ puzzleId: served.puzzleId, answer: rightAnswer(miss.quiz), timeMs: 5000 }));
    expect(again.correct).toBe(true);
    expect([again.rated, again.unrated]).toEqual([false, 'retry']);
    expect(again.learner).toEqual({ before: miss.learner.after, after: miss.learner.after });
    expect(value(await api.listQuizzes({ packId: GENERATED_PACK_ID })).map((q) => q.id)).toEqual([served.puzzleId]);

    // Review and progress count the first answer only, like any quiz's.
    const progress = value(await api.progress());
    expect(progress.totals).toEqual({ attempts: 1, correct: 0 });
    const overview = value(await api.puzzleOverview());
    expect(overview.history.map((p) => p.solved)).toEqual([false]);
    expect(overview.overall.rating).toBe(miss.learner.after);
    expect(overview.themes.map((t) => t.theme)).toEqual(['restrictions']);
  }, 60_000);

  it('rates a puzzle once: thirty right answers after a miss leave every rating where the miss put it', async () => {
    let seed = 3;
    const api = createTrainerService(h.store, createInProcessRunner(), { seed: () => seed++ });
    const served = value(await api.nextPuzzle({ theme: 'requirements' }));
    const miss = value(await api.submitPuzzle({ puzzleId: served.puzzleId, answer: wrongAnswer(), timeMs: 5000 }));
    expect(miss.rated).toBe(true);
    for (let i = 0; i < 30; i++) {
      const r = value(await api.submitPuzzle({ puzzleId: served.puzzleId, answer: rightAnswer(miss.quiz), timeMs: 1000 }));
      expect(r.rated).toBe(false);
    }
    const overview = value(await api.puzzleOverview());
    expect(overview.overall.rating).toBe(miss.learner.after);
    expect(overview.history).toHaveLength(1);
    const puzzle = h.store.puzzles.puzzleRating(served.puzzleId);
    expect(puzzle.ok && Math.round(puzzle.value!.rating)).toBe(miss.puzzleRating.after);
  }, 60_000);

  it('refuses a puzzle it did not serve, even a well-formed id of this generator', async () => {
    for (const puzzleId of [GOAD_ID, `g${GENERATOR_VERSION + 1}-goad-2-7`]) {
      const r = await h.api.submitPuzzle({ puzzleId, answer: wrongAnswer(), timeMs: 1000 });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('not-found');
    }
    expect(value(await h.api.puzzleOverview()).history).toEqual([]);
  });

  it.each([
    [900, 1],
    [1300, 2],
    [1600, 3],
    [2000, 4],
  ])('a target rating of %i asks for boards of size %i', (rating, size) => {
    expect(sizeForRating(rating)).toBe(size);
  });
});

describe('rush', () => {
  let time = Date.parse('2026-03-02T09:00:00.000Z');
  const clocked = () => {
    let seed = 11;
    return createTrainerService(h.store, createInProcessRunner(), { seed: () => seed++, now: () => new Date(time) });
  };

  it('scores on the service side, keeps its own record, and never moves a rating', async () => {
    const api = clocked();
    const rush = value(await api.startRush({ minutes: 3 }));
    const first = value(await api.nextPuzzle({ rushId: rush.rushId }));
    expect(first.rushId).toBe(rush.rushId);
    const solved = value(await api.submitPuzzle({ puzzleId: first.puzzleId, answer: { type: 'number', value: -1 }, timeMs: 1000 }));
    const right = rightAnswer(solved.quiz);
    expect([solved.rated, solved.unrated, solved.rush?.misses, solved.rush?.counted]).toEqual([false, 'rush', 1, true]);
    expect(solved.learner.after).toBe(solved.learner.before);
    const second = value(await api.nextPuzzle({ rushId: rush.rushId }));
    // A retry of the first puzzle counts for nothing.
    expect(value(await api.submitPuzzle({ puzzleId: first.puzzleId, answer: right, timeMs: 1000 })).rush?.counted).toBe(false);
    const quiz2 = value(await api.submitPuzzle({ puzzleId: second.puzzleId, answer: { type: 'number', value: -1 }, timeMs: 1000 }));
    expect(quiz2.rush).toMatchObject({ score: 0, misses: 2, over: false });
    const result = value(await api.finishRush({ rushId: rush.rushId }));
    expect(result).toMatchObject({ minutes: 3, score: 0, answered: 2, misses: 2, missed: [first.puzzleId, second.puzzleId], best: 0, runs: 1 });
    const overview = value(await api.puzzleOverview());
    expect(overview.history).toEqual([]);
    expect(overview.overall.rating).toBe(1500);
    expect(overview.rushRuns).toEqual({ '3': 1, '5': 0 });
    // Finished once: a second call changes nothing.
    expect(value(await api.finishRush({ rushId: rush.rushId })).runs).toBe(1);
  }, 60_000);

  it('takes no self-reported score, aims its own puzzles, and counts a skipped puzzle and a late answer as they are', async () => {
    const api = clocked();
    expect(failure(await api.finishRush({ minutes: 3, score: 1000, missed: [] } as never)).code).toBe('bad-input');
    const rush = value(await api.startRush({ minutes: 3 }));
    expect(failure(await api.nextPuzzle({ rushId: rush.rushId, rating: 100 })).code).toBe('bad-input');
    const skipped = value(await api.nextPuzzle({ rushId: rush.rushId }));
    const late = value(await api.nextPuzzle({ rushId: rush.rushId }));
    time += 4 * 60_000;
    const answer = value(await api.submitPuzzle({ puzzleId: late.puzzleId, answer: { type: 'number', value: -1 }, timeMs: 1000 }));
    expect(answer.rush).toMatchObject({ counted: false, over: true, misses: 1 });
    expect(failure(await api.nextPuzzle({ rushId: rush.rushId })).code).toBe('bad-input');
    expect(value(await api.finishRush({ rushId: rush.rushId }))).toMatchObject({ score: 0, answered: 0, missed: [skipped.puzzleId] });
    expect(failure(await api.finishRush({ rushId: 'rush-unknown' })).code).toBe('not-found');
  }, 60_000);
});
