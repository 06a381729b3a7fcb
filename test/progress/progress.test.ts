import { describe, expect, test } from 'vitest';
import { PROGRESS_STEPS } from '#main/domain/progress/progress-report';
import { computeProgress, correctRuns, dayOf, streaks, WEAKEST_COUNT, type ProgressAttempt } from '#main/domain/progress/progress';
import { stepOf } from '#main/domain/progress/steps';
import { mulberry32 } from '#shared/quiz/rng';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const DAY = 86_400_000;

describe('stepOf', () => {
  test.each<[readonly string[], string | undefined]>([
    [['restrictions'], 'restrictions'],
    [['restrictions', 'requirements'], 'requirements'],
    [['costs', 'requirements'], 'costs'],
    [['restrictions', 'costs', 'timing'], 'timing'],
    [['costs', 'conditional', 'requirements'], 'conditional'],
    [['costs', 'payment', 'triggers', 'timing'], 'payment'],
    [['costs', 'mana-abilities', 'timing'], 'payment'],
    [['costs', 'triggers'], 'timing'],
    [['goad', 'multiplayer'], 'requirements'],
    [['multiplayer', 'control'], undefined],
    [[], undefined],
  ])('%j → %s', (tags, step) => {
    expect(stepOf(tags)).toBe(step);
  });
});

describe('correct answers in a row', () => {
  const at = (i: number) => `2026-01-01T00:00:${String(i).padStart(2, '0')}Z`;
  const runs: [string, boolean[], { current: number; longest: number }][] = [
    ['none', [], { current: 0, longest: 0 }],
    ['all right', [true, true, true], { current: 3, longest: 3 }],
    ['a miss ends the run', [true, true, false, true], { current: 1, longest: 2 }],
    ['ends on a miss', [true, false], { current: 0, longest: 1 }],
  ];
  test.each(runs)('%s', (_name, correct, expected) => expect(correctRuns(correct.map((c, i) => ({ at: at(i), correct: c })))).toEqual(expected));
  test('goes by time, not by the order given', () =>
    expect(
      correctRuns([
        { at: at(2), correct: true },
        { at: at(1), correct: false },
        { at: at(3), correct: true },
      ]),
    ).toEqual({ current: 2, longest: 2 }));
});

describe('streaks', () => {
  test.each<[string, number[], number, { current: number; longest: number }]>([
    ['no days', [], 100, { current: 0, longest: 0 }],
    ['today only', [100], 100, { current: 1, longest: 1 }],
    ['yesterday and before, none today yet', [97, 98, 99], 100, { current: 3, longest: 3 }],
    ['a missed day breaks the current streak', [95, 96, 97, 98], 100, { current: 0, longest: 4 }],
    ['the longest run may be in the past', [80, 81, 82, 83, 84, 99, 100], 100, { current: 2, longest: 5 }],
  ])('%s', (_name, days, today, expected) => {
    expect(streaks(new Set(days), today)).toEqual(expected);
  });
});

describe('dayOf', () => {
  test.each([
    ['2026-03-02T23:30:00.000Z', 0, '2026-03-02'],
    ['2026-03-02T23:30:00.000Z', 60, '2026-03-03'],
    ['2026-03-02T00:30:00.000Z', -60, '2026-03-01'],
  ])('%s at offset %i is %s', (time, offset, day) => {
    expect(dayOf(time, offset)).toBe(day);
  });
});

describe('computeProgress', () => {
  test('an empty history: the dashboard shape, all zero', () => {
    const p = computeProgress([], NOW, { days: 7 });
    expect(p.totals).toEqual({ attempts: 0, correct: 0 });
    expect(p.accuracyOverTime).toHaveLength(7);
    expect(p.accuracyOverTime[0]?.date).toBe('2026-02-24');
    expect(p.accuracyOverTime.at(-1)).toEqual({ date: '2026-03-02', attempts: 0, correct: 0 });
    expect(p.byTag).toEqual([]);
    expect(p.byStep.map((s) => s.step)).toEqual([...PROGRESS_STEPS]);
    expect(p.byStep.every((s) => s.attempts === 0 && s.correct === 0)).toBe(true);
    expect(p.streak).toEqual({ current: 0, longest: 0 });
    expect(p.weakest).toEqual([]);
  });

  test('1,000 generated attempts: shapes and sums agree', () => {
    const random = mulberry32(2026);
    const TAG_SETS = [
      ['restrictions'],
      ['requirements', 'goad'],
      ['costs', 'timing'],
      ['costs', 'payment'],
      ['conditional', 'requirements'],
      ['multiplayer'],
      [],
    ];
    const attempts: ProgressAttempt[] = Array.from({ length: 1000 }, () => ({
      at: new Date(NOW.getTime() - Math.floor(random() * 60 * DAY)).toISOString(),
      correct: random() < 0.6,
      tags: TAG_SETS[Math.floor(random() * TAG_SETS.length)]!,
    }));
    const p = computeProgress(attempts, NOW, { days: 90 });
    const correct = attempts.filter((a) => a.correct).length;
    expect(p.totals).toEqual({ attempts: 1000, correct });
    expect(p.accuracyOverTime).toHaveLength(90);
    const sum = (xs: readonly { attempts: number; correct: number }[]) =>
      xs.reduce((s, x) => ({ attempts: s.attempts + x.attempts, correct: s.correct + x.correct }), { attempts: 0, correct: 0 });
    // The 90-day window holds all 60 days of history.
    expect(sum(p.accuracyOverTime)).toEqual({ attempts: 1000, correct });
    const dates = p.accuracyOverTime.map((d) => d.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(90);
    // Every attempt whose quiz has a step counts for exactly one step.
    const stepped = attempts.filter((a) => stepOf(a.tags) !== undefined);
    expect(sum(p.byStep)).toEqual({ attempts: stepped.length, correct: stepped.filter((a) => a.correct).length });
    for (const t of p.byTag) {
      const mine = attempts.filter((a) => a.tags.includes(t.tag));
      expect([t.attempts, t.correct]).toEqual([mine.length, mine.filter((a) => a.correct).length]);
    }
    expect(p.byTag.map((t) => t.tag)).toEqual([...p.byTag.map((t) => t.tag)].sort());
    expect(p.weakest.length).toBe(WEAKEST_COUNT);
    const accuracies = p.weakest.map((w) => w.accuracy);
    expect([...accuracies].sort((a, b) => a - b)).toEqual(accuracies);
    const worstPossible = Math.min(...p.byTag.filter((t) => t.attempts >= 3).map((t) => t.correct / t.attempts));
    expect(p.weakest[0]?.accuracy).toBe(worstPossible);
    expect(p.streak.longest).toBeGreaterThanOrEqual(p.streak.current);
    expect(p.streak.current).toBeGreaterThan(0);
  });

  test('a shorter window keeps only its days, the other figures cover everything', () => {
    const attempts: ProgressAttempt[] = [
      { at: '2026-03-02T08:00:00.000Z', correct: true, tags: ['costs'] },
      { at: '2026-03-01T08:00:00.000Z', correct: false, tags: ['costs'] },
      { at: '2026-02-01T08:00:00.000Z', correct: false, tags: ['costs'] },
    ];
    const p = computeProgress(attempts, NOW, { days: 2 });
    expect(p.accuracyOverTime).toEqual([
      { date: '2026-03-01', attempts: 1, correct: 0 },
      { date: '2026-03-02', attempts: 1, correct: 1 },
    ]);
    expect(p.byTag).toEqual([{ tag: 'costs', attempts: 3, correct: 1 }]);
    expect(p.weakest).toEqual([{ tag: 'costs', accuracy: 1 / 3, attempts: 3 }]);
    expect(p.streak).toEqual({ current: 2, longest: 2 });
  });

  test('weakest needs three attempts and lists at most five, lowest accuracy first', () => {
    const mk = (tag: string, right: number, wrong: number): ProgressAttempt[] => [
      ...Array.from({ length: right }, () => ({ at: NOW.toISOString(), correct: true, tags: [tag] })),
      ...Array.from({ length: wrong }, () => ({ at: NOW.toISOString(), correct: false, tags: [tag] })),
    ];
    const p = computeProgress(
      [...mk('a', 0, 2), ...mk('b', 1, 2), ...mk('c', 2, 2), ...mk('d', 0, 5), ...mk('e', 3, 0), ...mk('f', 1, 3), ...mk('g', 2, 1)],
      NOW,
    );
    expect(p.weakest.map((w) => w.tag)).toEqual(['d', 'f', 'b', 'c', 'g']);
  });
});
