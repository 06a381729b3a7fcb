/**
 * The summary at the end of a run of puzzles or a rush: computed by the service from the answers it
 * graded (the run book), never from what the client reports.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRunBook, finishRun, summarizeRun, type RunAnswer, type RunServed } from '#main/api/puzzles/puzzle-runs';
import { createTrainerService } from '#main/api/service';
import { createInProcessRunner } from '#main/worker/runner';
import type { QuizAnswer } from '#shared/quiz/index';
import type { QuizRef } from '#shared/quiz/pack-model';
import { failure, openHarness, value, type Harness } from './helpers.ts';
import { rightAnswer } from '../support/right-answer.ts';

const NOW = new Date('2026-03-02T09:00:00.000Z');
/** The earliest due of the quizzes' review states, read from the store as the schedule keeps them. */
const earliestDue = (h: Harness, refs: readonly QuizRef[]): string => {
  const dues = refs.map((r) => {
    const state = h.store.getReviewState(r.packId, r.quizId);
    if (!state.ok || state.value === undefined) throw new Error(`no review state for ${r.quizId}`);
    return Date.parse(state.value.due);
  });
  return new Date(Math.min(...dues)).toISOString();
};
const served = (puzzleId: string, theme: string, kind: RunServed['kind'] = 'attack'): RunServed => ({ puzzleId, kind, theme, title: `${theme} ${puzzleId}` });
const rated = (puzzleId: string, correct: boolean, before: number, after: number, timeMs = 1000): RunAnswer => ({
  puzzleId,
  correct,
  timeMs,
  learner: { before, after },
  themeRating: { before: before - 100, after: after - 100 },
  ref: { packId: 'generated-puzzles', quizId: puzzleId },
});

describe('summarizeRun', () => {
  const book = () => {
    const b = createRunBook();
    const run = b.start('puzzles', NOW, 'run-1');
    return { b, run };
  };

  it.each([
    {
      name: 'counts right and wrong, the rating from the first rated answer to the last, and themes by answers',
      served: [served('p1', 'goad'), served('p2', 'costs'), served('p3', 'goad'), served('p4', 'goad')],
      answers: [rated('p1', true, 1500, 1550), rated('p2', false, 1550, 1520), rated('p3', true, 1520, 1540)],
      skipped: [],
      want: { answered: 3, solved: 2, missedCount: 1, rating: { before: 1500, after: 1540 }, answerMs: 3000, missed: ['p2'] },
      themes: [
        { theme: 'goad', answered: 2, solved: 2, rating: { before: 1400, after: 1440 } },
        { theme: 'costs', answered: 1, solved: 0, rating: { before: 1450, after: 1420 } },
      ],
    },
    {
      name: 'a puzzle left on screen counts for nothing; a skip counts as a miss only when the service says so',
      served: [served('p1', 'goad'), served('p2', 'costs'), served('p3', 'blocking', 'blocking')],
      answers: [{ puzzleId: 'p1', correct: false, timeMs: 500 }],
      skipped: ['p2'],
      want: { answered: 1, solved: 0, missedCount: 2, rating: null, answerMs: 500, missed: ['p1', 'p2'] },
      themes: [{ theme: 'goad', answered: 1, solved: 0, rating: null }],
    },
    {
      name: 'nothing answered: an empty summary',
      served: [served('p1', 'goad')],
      answers: [],
      skipped: [],
      want: { answered: 0, solved: 0, missedCount: 0, rating: null, answerMs: 0, missed: [] },
      themes: [],
    },
  ])('$name', ({ served: list, answers, skipped, want, themes }) => {
    const { b, run } = book();
    for (const s of list) b.served('run-1', s);
    for (const a of answers) b.answered('run-1', a);
    const summary = summarizeRun(run, NOW.toISOString(), skipped);
    expect({ ...summary, missed: summary.missed.map((m) => m.puzzleId) }).toMatchObject(want);
    expect(summary.themes).toEqual(themes);
  });

  it('keeps the first answer to a puzzle only, refuses answers to puzzles not served for the run, and freezes at the end', () => {
    const { b, run } = book();
    b.served('run-1', served('p1', 'goad'));
    b.answered('run-1', rated('p1', false, 1500, 1480));
    b.answered('run-1', rated('p1', true, 1480, 1480));
    b.answered('run-1', rated('elsewhere', true, 1480, 1490));
    b.answered(undefined, rated('p1', true, 1480, 1490));
    const first = finishRun(run, NOW);
    expect([first.answered, first.solved]).toEqual([1, 0]);
    expect(first.missed).toEqual([
      { puzzleId: 'p1', kind: 'attack', theme: 'goad', title: 'goad p1', skipped: false, ref: { packId: 'generated-puzzles', quizId: 'p1' } },
    ]);
    b.served('run-1', served('p2', 'goad'));
    b.answered('run-1', rated('p2', true, 1480, 1500));
    expect(finishRun(run, new Date(NOW.getTime() + 60_000))).toEqual(first);
  });
});

describe('the service sums up a run of puzzles and a rush', () => {
  let h: Harness;
  beforeEach(() => {
    h = openHarness();
  });
  afterEach(() => h.close());
  const wrong: QuizAnswer = { type: 'number', value: -1 };

  it('a run counts the first answer to each of its puzzles, rated, with the missed ones to open again', async () => {
    let seed = 31;
    const api = createTrainerService(h.store, createInProcessRunner(), { seed: () => seed++ });
    const run = value(await api.startPuzzleRun());
    const first = value(await api.nextPuzzle({ theme: 'restrictions', runId: run.runId }));
    const miss = value(await api.submitPuzzle({ puzzleId: first.puzzleId, answer: wrong, timeMs: 2000 }));
    // A retry is practice and changes nothing in the run.
    value(await api.submitPuzzle({ puzzleId: first.puzzleId, answer: rightAnswer(miss.quiz), timeMs: 2000 }));
    const second = value(await api.nextPuzzle({ theme: 'goad', runId: run.runId }));
    // A puzzle served outside the run is not in it.
    const outside = value(await api.nextPuzzle({ theme: 'goad' }));
    value(await api.submitPuzzle({ puzzleId: outside.puzzleId, answer: wrong, timeMs: 1 }));
    const right = value(await api.submitPuzzle({ puzzleId: second.puzzleId, answer: wrong, timeMs: 3000 }));
    const summary = value(await api.finishPuzzleRun({ runId: run.runId }));
    expect(summary).toMatchObject({ mode: 'puzzles', answered: 2, solved: 0, missedCount: 2, answerMs: 5000 });
    expect(summary.rating).toEqual({ before: miss.learner.before, after: right.learner.after });
    expect(summary.themes.map((t) => [t.theme, t.answered, t.solved])).toEqual([
      ['goad', 1, 0],
      ['restrictions', 1, 0],
    ]);
    expect(summary.missed.map((m) => [m.puzzleId, m.ref?.quizId, m.skipped])).toEqual([
      [first.puzzleId, first.puzzleId, false],
      [second.puzzleId, second.puzzleId, false],
    ]);
    // The next review is the earliest due among the run's puzzles as the schedule keeps them, not the
    // puzzle answered outside the run.
    expect(summary.nextDue).toBe(earliestDue(h, [miss.ref, right.ref]));
    expect(Date.parse(summary.nextDue!)).toBeGreaterThan(NOW.getTime() - 60_000);
    // A finished run takes no more puzzles, and answers the same summary again.
    expect(failure(await api.nextPuzzle({ theme: 'goad', runId: run.runId })).code).toBe('bad-input');
    expect(value(await api.finishPuzzleRun({ runId: run.runId }))).toEqual(summary);
    expect(failure(await api.finishPuzzleRun({ runId: 'run-unknown' })).code).toBe('not-found');
    expect(failure(await api.nextPuzzle({ runId: 'run-unknown' })).code).toBe('not-found');
  }, 60_000);

  it('a rush sums up its counted answers and its skips, with no rating', async () => {
    let seed = 41;
    const api = createTrainerService(h.store, createInProcessRunner(), { seed: () => seed++ });
    const rush = value(await api.startRush({ minutes: 3 }));
    // A rush id is no run of puzzles.
    expect(failure(await api.finishPuzzleRun({ runId: rush.rushId })).code).toBe('not-found');
    const first = value(await api.nextPuzzle({ rushId: rush.rushId }));
    const miss = value(await api.submitPuzzle({ puzzleId: first.puzzleId, answer: wrong, timeMs: 1000 }));
    const skipped = value(await api.nextPuzzle({ rushId: rush.rushId }));
    const third = value(await api.nextPuzzle({ rushId: rush.rushId }));
    const solved = value(await api.submitPuzzle({ puzzleId: third.puzzleId, answer: rightAnswer(miss.quiz), timeMs: 1000 }));
    const result = value(await api.finishRush({ rushId: rush.rushId }));
    expect(result.summary).toMatchObject({ mode: 'rush', runId: rush.rushId, answered: 2, rating: null });
    expect(result.summary.solved).toBe(solved.correct ? 1 : 0);
    expect(result.summary.missedCount).toBe(result.misses);
    const missed = result.summary.missed.map((m) => [m.puzzleId, m.skipped]);
    expect(missed.slice(0, 2)).toEqual([
      [first.puzzleId, false],
      [skipped.puzzleId, true],
    ]);
    expect(result.summary.missed.find((m) => m.skipped)?.ref).toBeUndefined();
    // The skipped puzzle was never kept as a quiz: the next review comes from the two answers.
    expect(result.summary.nextDue).toBe(earliestDue(h, [miss.ref, solved.ref]));
  }, 60_000);

  it('a run with nothing answered has no next review', async () => {
    let seed = 51;
    const api = createTrainerService(h.store, createInProcessRunner(), { seed: () => seed++ });
    const run = value(await api.startPuzzleRun());
    value(await api.nextPuzzle({ theme: 'goad', runId: run.runId }));
    const summary = value(await api.finishPuzzleRun({ runId: run.runId }));
    expect(summary.answered).toBe(0);
    expect(summary.nextDue).toBeUndefined();
  }, 60_000);

  it('a blocking puzzle of a run is kept as a quiz the summary links to and reads the next review from', async () => {
    let seed = 61;
    const api = createTrainerService(h.store, createInProcessRunner(), { seed: () => seed++ });
    const run = value(await api.startPuzzleRun());
    const served = value(await api.nextBlockPuzzle({ runId: run.runId }));
    // No declaration is "show the answer": a miss.
    const outcome = value(await api.submitBlockPuzzle({ puzzleId: served.puzzleId, declarations: [], timeMs: 1000 }));
    const summary = value(await api.finishPuzzleRun({ runId: run.runId }));
    expect(summary.missed.map((m) => [m.kind, m.ref])).toEqual([['blocking', outcome.ref]]);
    expect(summary.nextDue).toBe(earliestDue(h, [outcome.ref]));
  }, 60_000);
});
