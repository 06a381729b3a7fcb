/**
 * ExamSession (src-renderer/lib/practice/exam-session.svelte.ts) against a fake TrainerApi and fake
 * clocks: Next and Skip, the review list, submitting asks once, saving at every move, leaving the screen,
 * resuming, and the wall-clock exam clock that counts time away.
 */
import { describe, expect, test } from 'vitest';
import type { ApiResult, ExamReport, SubmitExamInput, TrainerApi } from '#main/contract/trainer-api';
import type { ExamInProgress, SaveExamProgressInput } from '#main/contract/exam-progress-types';
import { ExamSession } from '../../src-renderer/lib/practice/exam-session.svelte.ts';
import { CUB_GOBLIN_BOARD } from '../quiz/fixtures.ts';

const T0 = Date.parse('2026-01-01T10:00:00.000Z');
const refs = [
  { packId: 'p', quizId: 'a' },
  { packId: 'p', quizId: 'b' },
];

interface Fake {
  readonly api: TrainerApi;
  readonly saves: SaveExamProgressInput[];
  readonly submits: SubmitExamInput[];
  wall: number;
  mono: number;
  stored?: ExamInProgress;
  submitted?: ExamReport;
}

const ok = <T>(value: T): Promise<ApiResult<T>> => Promise.resolve({ ok: true, value });

function fake(deadlineMs?: number): Fake {
  const started = {
    examId: 'e1',
    quizRefs: refs,
    startedAt: new Date(T0).toISOString(),
    ...(deadlineMs === undefined ? {} : { deadline: new Date(T0 + deadlineMs).toISOString() }),
  };
  const f: Fake = {
    saves: [],
    submits: [],
    wall: T0,
    mono: 0,
    api: {
      startExam: () => ok(started),
      getQuiz: ({ packId, quizId }: { packId: string; quizId: string }) =>
        ok({
          packId,
          id: quizId,
          title: quizId,
          prompt: '',
          board: CUB_GOBLIN_BOARD,
          boardJson: CUB_GOBLIN_BOARD,
          question: { type: 'can-attack', creature: 'cub' },
          level: 1,
          tags: [],
          explanation: { short: '' },
        }),
      saveExamProgress: (input: SaveExamProgressInput) => {
        f.saves.push(input);
        return ok(null);
      },
      resumeExam: () => (f.stored === undefined ? Promise.resolve({ ok: false, error: { code: 'not-found', message: 'no' } }) : ok(f.stored)),
      getExam: () => (f.submitted === undefined ? Promise.resolve({ ok: false, error: { code: 'bad-input', message: 'not submitted' } }) : ok(f.submitted)),
      submitExam: (input: SubmitExamInput) => {
        f.submits.push(input);
        f.submitted = {
          examId: 'e1',
          startedAt: started.startedAt,
          finishedAt: started.startedAt,
          score: 0,
          correct: 0,
          total: 2,
          passMark: 0.5,
          passed: false,
          timeMs: 0,
          timedOut: input.timedOut,
          items: [],
        };
        return ok(f.submitted);
      },
    } as unknown as TrainerApi,
  };
  return f;
}

const session = (f: Fake) => new ExamSession(f.api, { wall: () => f.wall, monotonic: () => f.mono });
const yes = { type: 'can-attack', value: true } as const;

describe('taking an exam', () => {
  test('Next records the answer with its time; Skip on the last question opens the review list, not the score', async () => {
    const f = fake();
    const s = session(f);
    expect(await s.start({ count: 2, passMark: 0.5 })).toBe('');
    expect([s.phase, s.index]).toEqual(['running', 0]);
    f.mono = 4_000;
    s.question.yesNo = true;
    await s.next(false);
    expect([s.phase, s.index]).toEqual(['running', 1]);
    f.mono = 5_000;
    await s.next(true);
    expect(s.phase).toBe('review');
    expect(f.submits).toEqual([]);
    expect(s.slots).toEqual([
      { answer: yes, timeMs: 4_000, seen: true },
      { answer: null, timeMs: 1_000, seen: true },
    ]);
    // Saved at every move: the last save holds both slots.
    expect(f.saves.at(-1)).toEqual({ examId: 'e1', position: 1, slots: s.slots });
  });

  test('an incomplete answer is refused with a notice and the question stays', async () => {
    const f = fake();
    const s = session(f);
    await s.start({ count: 2, passMark: 0.5 });
    await s.next(false);
    expect([s.phase, s.index, s.slots[0]?.seen]).toEqual(['running', 0, false]);
    expect(s.question.notice).not.toBe('');
  });

  test('submitting with an unanswered question asks once, then submits every question in order', async () => {
    const f = fake();
    const s = session(f);
    await s.start({ count: 2, passMark: 0.5 });
    s.question.yesNo = true;
    await s.next(false);
    await s.next(true);
    s.submitFromReview();
    expect([s.confirmUnanswered, f.submits.length]).toEqual([true, 0]);
    s.submitFromReview();
    await Promise.resolve();
    await Promise.resolve();
    expect(f.submits[0]?.answers.map((a) => a.answer)).toEqual([yes, null]);
    expect(f.submits[0]?.timedOut).toBe(false);
  });

  test('going back from the review list to a question and answering it keeps the time of both visits', async () => {
    const f = fake();
    const s = session(f);
    await s.start({ count: 2, passMark: 0.5 });
    f.mono = 1_000;
    await s.next(true);
    f.mono = 2_000;
    await s.next(true);
    await s.goTo(0);
    f.mono = 2_500;
    s.question.yesNo = false;
    await s.next(false);
    expect(s.slots[0]).toEqual({ answer: { type: 'can-attack', value: false }, timeMs: 1_500, seen: true });
  });
});

describe('leaving, resuming and the clock', () => {
  test('the clock is wall-clock: time away counts, the warning shows in the last minute, time-out submits', async () => {
    const f = fake(5 * 60_000);
    const s = session(f);
    await s.start({ count: 2, passMark: 0.5, timeLimitMs: 5 * 60_000 });
    expect(s.left).toBe(5 * 60_000);
    f.mono = 10_000;
    await s.leave();
    expect(f.saves.at(-1)?.slots[0]).toEqual({ answer: null, timeMs: 10_000, seen: false });
    // Four minutes elsewhere in the app.
    f.wall = T0 + 4 * 60_000 + 30_000;
    f.mono = 250_000;
    await s.open('e1');
    expect([s.phase, s.left, s.warning]).toEqual(['running', 30_000, true]);
    // The question's own time does not count the time away.
    f.mono = 251_000;
    await s.next(true);
    expect(s.slots[0]?.timeMs).toBe(11_000);
    f.wall = T0 + 5 * 60_000;
    s.tick();
    await Promise.resolve();
    expect(f.submits[0]?.timedOut).toBe(true);
  });

  test('after a reload the exam is resumed from the store at the question it was left on', async () => {
    const f = fake(10 * 60_000);
    f.stored = {
      examId: 'e1',
      quizRefs: refs,
      startedAt: new Date(T0).toISOString(),
      deadline: new Date(T0 + 10 * 60_000).toISOString(),
      position: 1,
      slots: [
        { answer: yes, timeMs: 3000, seen: true },
        { answer: null, timeMs: 0, seen: false },
      ],
    };
    f.wall = T0 + 2 * 60_000;
    const s = session(f);
    await s.open('e1');
    expect([s.phase, s.index, s.left, s.unanswered]).toEqual(['running', 1, 8 * 60_000, 1]);
  });

  test('an exam whose time ran out while away is submitted at once with the saved answers', async () => {
    const f = fake(60_000);
    f.stored = {
      examId: 'e1',
      quizRefs: refs,
      startedAt: new Date(T0).toISOString(),
      deadline: new Date(T0 + 60_000).toISOString(),
      position: 1,
      slots: [
        { answer: yes, timeMs: 3000, seen: true },
        { answer: null, timeMs: 0, seen: false },
      ],
    };
    f.wall = T0 + 3_600_000;
    const s = session(f);
    await s.open('e1');
    expect(s.phase).toBe('report');
    expect(f.submits[0]).toMatchObject({
      timedOut: true,
      answers: [
        { quizId: 'a', answer: yes, timeMs: 3000 },
        { quizId: 'b', answer: null },
      ],
    });
  });

  test('a submitted exam opens as its report', async () => {
    const f = fake();
    const s = session(f);
    await s.start({ count: 2, passMark: 0.5 });
    s.question.yesNo = true;
    await s.next(false);
    await s.next(false);
    s.question.yesNo = true;
    await s.next(false);
    expect(s.phase).toBe('review');
    s.submitFromReview();
    await Promise.resolve();
    const other = session(f);
    await other.open('e1');
    expect(other.phase).toBe('report');
  });
});

test('leaving for the form: the save is sent with the exam as it was, then the form shows at once', async () => {
  const f = fake();
  const s = session(f);
  await s.start({ count: 2, passMark: 0.5 });
  f.mono = 2_000;
  const saving = s.leave();
  s.toForm();
  await saving;
  expect(s.phase).toBe('form');
  expect(f.saves.at(-1)).toEqual({
    examId: 'e1',
    position: 0,
    slots: [
      { answer: null, timeMs: 2_000, seen: false },
      { answer: null, timeMs: 0, seen: false },
    ],
  });
});
