/** The puzzle methods over a real store and the in-process engine runner (issue 18 §4). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GENERATED_PACK_ID, sizeForRating } from '#main/api/puzzle-service';
import { createTrainerService } from '#main/api/service';
import type { QuizAnswer } from '#shared/quiz/index';
import type { Quiz } from '#shared/quiz/index';
import { createInProcessRunner } from '#main/worker/runner';
import { GENERATOR_VERSION } from '#shared/generate/index';
import { openHarness, value, type Harness } from './helpers.ts';

let h: Harness;
beforeEach(() => {
  h = openHarness();
});
afterEach(() => h.close());

/** The right answer to a quiz, from its stored question. */
const rightAnswer = (quiz: Quiz): QuizAnswer => {
  const q = quiz.question;
  switch (q.type) {
    case 'legal-sets':
      return { type: q.type, declarations: q.answer };
    case 'can-attack':
      return { type: q.type, value: q.answer };
    case 'choice':
      return { type: q.type, selected: q.correct };
    case 'number':
      return { type: q.type, value: q.answer };
  }
};
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

    // The same puzzle again, answered right: the learner gains, and it is still one quiz in the pack.
    const solve = value(await api.submitPuzzle({ puzzleId: served.puzzleId, answer: rightAnswer(miss.quiz), timeMs: 5000 }));
    expect(solve.correct).toBe(true);
    expect(solve.learner.after).toBeGreaterThan(solve.learner.before);
    expect(value(await api.listQuizzes({ packId: GENERATED_PACK_ID })).map((q) => q.id)).toEqual([served.puzzleId]);

    // Review and progress count the answers like any quiz's.
    const progress = value(await api.progress());
    expect(progress.totals).toEqual({ attempts: 2, correct: 1 });
    const overview = value(await api.puzzleOverview());
    expect(overview.history.map((p) => p.solved)).toEqual([false, true]);
    expect(overview.overall.rating).toBe(solve.learner.after);
    expect(overview.themes.map((t) => t.theme)).toEqual(['restrictions']);
  }, 60_000);

  it('regenerates a puzzle it did not serve from its id', async () => {
    const api = h.api;
    const outcome = value(await api.submitPuzzle({ puzzleId: GOAD_ID, answer: wrongAnswer(), timeMs: 1000 }));
    expect(outcome.quiz.id).toBe(GOAD_ID);
    expect(outcome.quiz.tags).toContain('goad');
  }, 30_000);

  it('refuses a puzzle id from another generator version instead of answering another puzzle', async () => {
    const r = await h.api.submitPuzzle({ puzzleId: `g${GENERATOR_VERSION + 1}-goad-2-7`, answer: wrongAnswer(), timeMs: 1000 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('not-found');
  });

  it('keeps the best rush score per length', async () => {
    expect(value(await h.api.finishRush({ minutes: 3, score: 7, missed: [GOAD_ID] }))).toEqual({ best: 7, newBest: true });
    expect(value(await h.api.finishRush({ minutes: 3, score: 4, missed: [] }))).toEqual({ best: 7, newBest: false });
    expect(value(await h.api.finishRush({ minutes: 5, score: 2, missed: [] }))).toEqual({ best: 2, newBest: true });
    expect(value(await h.api.puzzleOverview()).rushBest).toEqual({ '3': 7, '5': 2 });
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
