/**
 * An exam in progress keeps its quizzes (api/exam-lock.ts): from the library they can be opened but not
 * answered, hinted, explained or shown as a tree, so the exam cannot be finished with an answer read
 * elsewhere. Quizzes outside the exam are unaffected; the lock ends with the submission, or with a timed
 * exam's deadline; the exam's own grading is unchanged.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTrainerService, type TrainerService } from '#main/api/service';
import { openAppStore } from '#main/core/open-app-store';
import type { Store } from '#main/store/index';
import type { QuizRef } from '#main/contract/trainer-api';
import { createInProcessRunner } from '#main/worker/runner';
import { parseQuiz, type Quiz } from '#shared/quiz/index';
import { makeTempDir } from '../store/fixtures.ts';
import { rightAnswer } from '../support/right-answer.ts';
import { failure, value } from './helpers.ts';

let tmp: { dir: string; cleanup: () => void };
let store: Store;
let clock: Date;
let api: TrainerService;

beforeEach(() => {
  tmp = makeTempDir();
  const opened = openAppStore(tmp.dir);
  if (!opened.ok) throw new Error(opened.error.join('\n'));
  store = opened.value;
  clock = new Date('2026-12-02T10:00:00Z');
  api = createTrainerService(store, createInProcessRunner(), { now: () => clock });
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

/** The stored quiz (with its answer), as the test's own key. */
const storedQuiz = ({ packId, quizId }: QuizRef): Quiz => {
  const stored = store.getQuiz(packId, quizId);
  if (!stored.ok) throw new Error(stored.error.message);
  const quiz = parseQuiz(JSON.parse(stored.value.json));
  if (!quiz.ok) throw new Error('stored quiz not valid');
  return quiz.value;
};

/** Opens the quiz from the library and answers it right, as a learner who looked it up would. */
const answerFromLibrary = async (ref: QuizRef) => {
  value(await api.getQuiz(ref));
  return api.submitAnswer({ ...ref, answer: rightAnswer(storedQuiz(ref)), timeMs: 5000 });
};

const LOCKED = /^This quiz is part of the exam you have in progress: answer it in the exam\./;

describe('an exam in progress keeps its quizzes', () => {
  it('its quizzes open without their answer but cannot be answered, hinted, shown as a tree or explained outside it', async () => {
    const exam = value(await api.startExam({ count: 3, passMark: 0.5 }));
    const ref = exam.quizRefs[0]!;
    const opened = value(await api.getQuiz(ref));
    expect(opened).not.toHaveProperty('explanation');
    const e = failure(await api.submitAnswer({ ...ref, answer: rightAnswer(storedQuiz(ref)), timeMs: 5000 }));
    expect(e.code).toBe('in-exam');
    expect(e.message).toMatch(LOCKED);
    // Nothing of the answer came back, and nothing was recorded.
    expect(JSON.stringify(e)).not.toContain(storedQuiz(ref).explanation.short);
    expect(value(await api.listProgress()).filter((p) => p.packId === ref.packId && p.quizId === ref.quizId)).toEqual([]);
    const declaration = { attacks: {} };
    expect(failure(await api.quizCheck({ ...ref, declaration })).message).toMatch(LOCKED);
    expect(failure(await api.quizTree(ref)).message).toMatch(LOCKED);
    expect(failure(await api.quizExplain({ ...ref, declarations: [declaration] })).message).toMatch(LOCKED);
  });

  it('a quiz outside the exam is answered as before', async () => {
    const exam = value(await api.startExam({ count: 2, passMark: 0.5 }));
    const inExam = new Set(exam.quizRefs.map((r) => `${r.packId}/${r.quizId}`));
    const other = value(await api.listQuizzes({})).find((q) => !inExam.has(`${q.packId}/${q.id}`))!;
    const r = value(await answerFromLibrary({ packId: other.packId, quizId: other.id }));
    expect(r.score.correct).toBe(true);
  });

  it('the exam grades its answers as before, and once it is submitted its quizzes are answered in the library again', async () => {
    const exam = value(await api.startExam({ count: 3, passMark: 0.5 }));
    for (const ref of exam.quizRefs) value(await api.getQuiz(ref));
    const answers = exam.quizRefs.map((ref) => ({ ...ref, answer: rightAnswer(storedQuiz(ref)), timeMs: 4000 }));
    const report = value(await api.submitExam({ examId: exam.examId, answers, timedOut: false }));
    expect(report.score).toBe(1);
    const r = value(await answerFromLibrary(exam.quizRefs[0]!));
    expect(r.score.correct).toBe(true);
  });

  it('a timed exam holds its quizzes until its time is up, not after (a later answer does not count in it)', async () => {
    const exam = value(await api.startExam({ count: 2, passMark: 0.5, timeLimitMs: 10 * 60_000 }));
    const ref = exam.quizRefs[0]!;
    expect(failure(await answerFromLibrary(ref)).message).toMatch(LOCKED);
    clock = new Date(clock.getTime() + 9 * 60_000);
    expect(failure(await answerFromLibrary(ref)).message).toMatch(LOCKED);
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect(value(await answerFromLibrary(ref)).score.correct).toBe(true);
  });

  it('an untimed exam left open still holds its quizzes days later, until it is submitted (unanswered questions count as missed)', async () => {
    const exam = value(await api.startExam({ count: 2, passMark: 0.5 }));
    const ref = exam.quizRefs[1]!;
    clock = new Date(clock.getTime() + 5 * 24 * 3600_000);
    expect(failure(await answerFromLibrary(ref)).message).toMatch(LOCKED);
    const report = value(
      await api.submitExam({ examId: exam.examId, answers: exam.quizRefs.map((q) => ({ ...q, answer: null, timeMs: 0 })), timedOut: false }),
    );
    expect(report.score).toBe(0);
    expect(value(await answerFromLibrary(ref)).score.correct).toBe(true);
  });
});
