import { describe, expect, test } from 'vitest';
import type { Quiz } from '#shared/quiz/index';
import {
  answerText,
  clockText,
  DEFAULT_EXAM_FORM,
  durationText,
  parseExamForm,
  remainingMs,
  rightAnswerText,
  type ExamForm,
} from '../../src-renderer/lib/practice/exam.ts';

describe('parseExamForm', () => {
  const form = (over: Partial<ExamForm>): ExamForm => ({ ...DEFAULT_EXAM_FORM, ...over });
  test('the defaults: ten untimed questions, 70% to pass, any tag and level', () => {
    expect(parseExamForm(DEFAULT_EXAM_FORM)).toEqual({ ok: true, input: { count: 10, timeLimitMs: null, passMark: 0.7 } });
  });
  test('tags, levels and a six-second timer', () => {
    expect(parseExamForm(form({ countText: '2', tags: ['costs'], levels: [1, 3], minutesText: '0.1', passText: '50' }))).toEqual({
      ok: true,
      input: { count: 2, tags: ['costs'], levels: [1, 3], timeLimitMs: 6000, passMark: 0.5 },
    });
  });
  const bad: { name: string; over: Partial<ExamForm>; field: string }[] = [
    { name: 'no questions', over: { countText: '0' }, field: 'count' },
    { name: 'half a question', over: { countText: '1.5' }, field: 'count' },
    { name: 'empty count', over: { countText: '' }, field: 'count' },
    { name: 'a timer too short', over: { minutesText: '0.05' }, field: 'minutes' },
    { name: 'a timer that is not a number', over: { minutesText: 'ten' }, field: 'minutes' },
    { name: 'a pass mark above 100', over: { passText: '101' }, field: 'pass' },
    { name: 'a negative pass mark', over: { passText: '-1' }, field: 'pass' },
  ];
  test.each(bad)('$name is refused at its field', ({ over, field }) => {
    const r = parseExamForm(form(over));
    expect(r.ok ? null : r.field).toBe(field);
  });
});

describe('the clock', () => {
  const deadline = '2026-03-01T12:00:00.000Z';
  const at = Date.parse(deadline);
  test('remainingMs counts down and stops at zero', () => {
    expect(remainingMs(deadline, at - 5000)).toBe(5000);
    expect(remainingMs(deadline, at + 5000)).toBe(0);
  });
  const clocks: { ms: number; text: string }[] = [
    { ms: 0, text: '0:00' },
    { ms: 1, text: '0:01' },
    { ms: 6000, text: '0:06' },
    { ms: 61_000, text: '1:01' },
    { ms: 600_000, text: '10:00' },
  ];
  test.each(clocks)('$ms ms reads $text', ({ ms, text }) => {
    expect(clockText(ms)).toBe(text);
  });
  test('durations', () => {
    expect(durationText(4200)).toBe('4 s');
    expect(durationText(185_000)).toBe('3 min 05 s');
  });
});

describe('answers in the report', () => {
  const base = { id: 'q', title: 'Q', prompt: '', board: {}, boardJson: {}, explanation: { short: '' }, tags: [], level: 1, source: '', interpretation: false };
  const choice = {
    ...base,
    question: {
      type: 'choice',
      options: [
        { id: 'a', text: 'Alpha' },
        { id: 'b', text: 'Beta' },
      ],
      correct: ['b'],
      multiple: false,
    },
  } as unknown as Quiz;
  const yesNo = { ...base, question: { type: 'can-attack', creature: 'c1', answer: false } } as unknown as Quiz;
  const num = { ...base, question: { type: 'number', answer: 3, tolerance: 0 } } as unknown as Quiz;
  test('unanswered', () => expect(answerText(choice, null)).toBe('No answer'));
  test('choice by option text', () => {
    expect(answerText(choice, { type: 'choice', selected: ['a'] })).toBe('Alpha');
    expect(rightAnswerText(choice)).toBe('Beta');
  });
  test('can-attack as Yes / No', () => {
    expect(answerText(yesNo, { type: 'can-attack', value: true })).toBe('Yes');
    expect(rightAnswerText(yesNo)).toBe('No');
  });
  test('number', () => {
    expect(answerText(num, { type: 'number', value: 4 })).toBe('4');
    expect(rightAnswerText(num)).toBe('3');
  });
});
