/** The pure rules of taking an exam (src-renderer/lib/practice/exam-flow.ts) and the rows of "Accuracy by step". */
import { describe, expect, test } from 'vitest';
import {
  afterQuestion,
  answeredText,
  emptySlots,
  leaveQuestion,
  pauseQuestion,
  resumeTarget,
  showsWarning,
  slotStatus,
  timeLeft,
  timeSinceStart,
  unansweredCount,
  type ExamSlot,
} from '../../src-renderer/lib/practice/exam-flow.ts';
import { blockStepRows, notRecordedText, stepRows } from '../../src-renderer/lib/practice/step-rows.ts';
import { blockStepAccuracyOf, stepAccuracyOf } from '#main/domain/progress/step-accuracy';

const yes = { type: 'can-attack', value: true } as const;
const no = { type: 'can-attack', value: false } as const;

describe('a visit to a question', () => {
  test('Next records the answer and adds the time to earlier visits', () => {
    let slots: ExamSlot[] = emptySlots(2);
    slots = leaveQuestion(slots, 0, 1200.4, yes);
    slots = leaveQuestion(slots, 0, 800, no);
    expect(slots).toEqual([
      { answer: no, timeMs: 2000, seen: true },
      { answer: null, timeMs: 0, seen: false },
    ]);
  });
  test('Skip keeps an answer given before; on a new question it leaves the question skipped', () => {
    const answered = leaveQuestion(emptySlots(2), 0, 1000, yes);
    expect(leaveQuestion(answered, 0, 500)[0]).toEqual({ answer: yes, timeMs: 1500, seen: true });
    expect(slotStatus(leaveQuestion(answered, 1, 500)[1])).toBe('skipped');
  });
  test('leaving the screen keeps the time but does not mark the question seen', () => {
    expect(pauseQuestion(emptySlots(1), 0, 700)).toEqual([{ answer: null, timeMs: 700, seen: false }]);
  });
  test('a negative time (a clock going back) adds nothing', () => {
    expect(leaveQuestion(emptySlots(1), 0, -50)[0]?.timeMs).toBe(0);
  });
});

describe('where Next and Skip lead', () => {
  const table = [
    { index: 0, count: 3, to: { phase: 'running', index: 1 } },
    { index: 1, count: 3, to: { phase: 'running', index: 2 } },
    { index: 2, count: 3, to: { phase: 'review' } },
    { index: 0, count: 1, to: { phase: 'review' } },
  ] as const;
  test.each(table)('question $index of $count → $to.phase', ({ index, count, to }) => {
    expect(afterQuestion(index, count)).toEqual(to);
  });
});

describe('the review list and counts', () => {
  const slots: ExamSlot[] = [
    { answer: yes, timeMs: 1, seen: true },
    { answer: null, timeMs: 1, seen: true },
    { answer: null, timeMs: 0, seen: false },
  ];
  test('statuses, the unanswered count and the offer text', () => {
    expect(slots.map(slotStatus)).toEqual(['answered', 'skipped', 'not seen']);
    expect(unansweredCount(slots)).toBe(2);
    expect(answeredText(slots)).toBe('1 of 3 answered');
  });
});

describe('the clock (wall-clock since the start)', () => {
  const start = '2026-01-01T10:00:00.000Z';
  const deadline = '2026-01-01T10:05:00.000Z';
  const at = (iso: string) => Date.parse(iso);
  test('time left and time since the start count the time away', () => {
    expect(timeLeft(deadline, at('2026-01-01T10:03:30.000Z'))).toBe(90_000);
    expect(timeLeft(deadline, at('2026-01-01T11:00:00.000Z'))).toBe(0);
    expect(timeLeft(undefined, at(start))).toBeNull();
    expect(timeSinceStart(start, at('2026-01-01T10:02:00.000Z'))).toBe(120_000);
  });
  const warnings = [
    { left: null, shows: false },
    { left: 61_000, shows: false },
    { left: 60_000, shows: true },
    { left: 1, shows: true },
    { left: 0, shows: false },
  ];
  test.each(warnings)('with $left ms left the warning shows: $shows', ({ left, shows }) => {
    expect(showsWarning(left)).toBe(shows);
  });
});

describe('where a resumed exam opens', () => {
  const seen: ExamSlot = { answer: yes, timeMs: 1, seen: true };
  const unseen: ExamSlot = { answer: null, timeMs: 0, seen: false };
  const table = [
    { name: 'time ran out while away', slots: [seen, unseen], position: 1, left: 0, to: { phase: 'expired' } },
    { name: 'every question seen', slots: [seen, seen], position: 1, left: 5000, to: { phase: 'review' } },
    { name: 'on a question', slots: [seen, unseen], position: 1, left: null, to: { phase: 'running', index: 1 } },
    { name: 'a position beyond the end', slots: [unseen, unseen], position: 9, left: null, to: { phase: 'running', index: 1 } },
  ] as const;
  test.each(table)('$name', ({ slots, position, left, to }) => {
    expect(resumeTarget(slots, position, left)).toEqual(to);
  });
});

describe('accuracy by step rows', () => {
  // Right: 4; wrong at step 1: 1; at step 3: 2; at step 7: 1.
  const rows = stepRows(
    stepAccuracyOf(
      new Map([
        [0, 4],
        [1, 1],
        [3, 2],
        [7, 1],
      ]),
      3,
    ),
  );
  test('each step counts the answers that reached it and went wrong there', () => {
    expect(rows.map((r) => [r.step, r.reached, r.wrong, r.accuracy])).toEqual([
      [1, 8, 1, '88%'],
      [2, 7, 0, '100%'],
      [3, 7, 2, '71%'],
      [4, 5, 0, 'judged with step 7'],
      [5, 5, 0, 'judged with step 7'],
      [6, 5, 0, 'judged with step 7'],
      [7, 5, 1, '80%'],
    ]);
  });
  test('Practice beside every step with a miss; the weakest is the lowest accuracy', () => {
    expect(rows.filter((r) => r.practise).map((r) => r.step)).toEqual([1, 3, 7]);
    expect(rows.filter((r) => r.weakest).map((r) => r.step)).toEqual([3]);
    expect(rows[2]?.title).toBe('Step 3: Check requirements');
    expect(rows[2]?.citation).toBe('CR 508.1d');
  });
  test('no step reached shows a dash, never 100%; the not-recorded line', () => {
    expect(stepRows(stepAccuracyOf(new Map(), 5)).map((r) => r.accuracy)).toEqual([
      '—',
      '—',
      '—',
      'judged with step 7',
      'judged with step 7',
      'judged with step 7',
      '—',
    ]);
    expect(notRecordedText(0)).toBe('');
    expect(notRecordedText(1)).toMatch(/^1 answer has no step recorded/);
    expect(notRecordedText(5)).toMatch(/^5 answers have no step recorded/);
  });
  test('the steps of CR 509.1: each has its own accuracy, in order, the weakest marked', () => {
    const block = blockStepRows(
      blockStepAccuracyOf(
        new Map([
          ['none', 4],
          ['509.1b', 2],
          ['509.1c', 1],
        ]),
      ),
    );
    expect(block.map((r) => [r.step, r.reached, r.wrong, r.accuracy])).toEqual([
      ['509.1a', 7, 0, '100%'],
      ['509.1b', 7, 2, '71%'],
      ['509.1c', 5, 1, '80%'],
      ['509.1d', 4, 0, '100%'],
    ]);
    expect(block.filter((r) => r.weakest).map((r) => r.step)).toEqual(['509.1b']);
    expect(block[1]?.title).toBe('509.1b: Check restrictions');
    expect(block[3]?.citation).toBe('CR 509.1d, 509.1e, 509.1f');
    expect(blockStepRows(blockStepAccuracyOf(new Map())).map((r) => r.accuracy)).toEqual(['—', '—', '—', '—']);
  });
});
