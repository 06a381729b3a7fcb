import { describe, expect, test } from 'vitest';
import { dueLabel, parseRetention, quizHref, readRetention } from '../../src-renderer/lib/practice/review.ts';

describe('parseRetention', () => {
  const cases: { name: string; text: string; value: number | null }[] = [
    { name: 'the default', text: '0.9', value: 0.9 },
    { name: 'the lower bound', text: '0.70', value: 0.7 },
    { name: 'the upper bound', text: '0.99', value: 0.99 },
    { name: 'spaces around', text: ' 0.85 ', value: 0.85 },
    { name: 'below', text: '0.69', value: null },
    { name: 'above', text: '1', value: null },
    { name: 'empty', text: '', value: null },
    { name: 'not a number', text: 'high', value: null },
  ];
  test.each(cases)('$name', ({ text, value }) => {
    const r = parseRetention(text);
    expect(r.ok ? r.value : null).toBe(value);
  });
});

describe('readRetention', () => {
  const cases: { name: string; stored: unknown; value: number }[] = [
    { name: 'never saved', stored: null, value: 0.9 },
    { name: 'saved', stored: 0.8, value: 0.8 },
    { name: 'out of range', stored: 0.5, value: 0.9 },
    { name: 'a string', stored: '0.8', value: 0.9 },
  ];
  test.each(cases)('$name', ({ stored, value }) => {
    expect(readRetention(stored)).toBe(value);
  });
});

describe('dueLabel', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');
  const cases: { name: string; due: string | undefined; label: string }[] = [
    { name: 'no card', due: undefined, label: 'not scheduled' },
    { name: 'unreadable', due: 'soon', label: 'not scheduled' },
    { name: 'this instant', due: '2026-03-01T12:00:30.000Z', label: 'due now' },
    { name: 'ten minutes ahead', due: '2026-03-01T12:10:00.000Z', label: 'due in 10 minutes' },
    { name: 'one hour late', due: '2026-03-01T11:00:00.000Z', label: 'overdue by 1 hour' },
    { name: 'three days ahead', due: '2026-03-04T12:00:00.000Z', label: 'due in 3 days' },
  ];
  test.each(cases)('$name', ({ due, label }) => {
    expect(dueLabel(due, now)).toBe(label);
  });
});

test('quizHref encodes the route parts', () => {
  expect(quizHref({ packId: 'my pack', quizId: 'q/1' })).toBe('#/quiz/my%20pack/q%2F1');
});
