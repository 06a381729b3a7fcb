import { describe, expect, test } from 'vitest';
import type { LibraryStatuses } from '#main/contract/library-types';
import { makeStatusMap, NO_PROGRESS, quizKey, sameStatuses, statusOf } from '../../src-renderer/lib/library-progress.ts';

const STATUSES: LibraryStatuses = {
  packs: [
    { packId: 'builtin', correct: ['q01'], missed: [], due: ['q02'] },
    { packId: 'mine', correct: [], missed: ['q01'], due: [] },
  ],
  due: 1,
};

describe('status merge', () => {
  const map = makeStatusMap(STATUSES);

  test.each([
    { packId: 'builtin', quizId: 'q01', status: 'correct' },
    { packId: 'builtin', quizId: 'q02', status: 'due' },
    { name: 'same quiz id in another pack', packId: 'mine', quizId: 'q01', status: 'missed' },
    { name: 'absent from every list', packId: 'builtin', quizId: 'q03', status: 'new' },
    { name: 'unknown pack', packId: 'other', quizId: 'q01', status: 'new' },
  ])('$packId/$quizId → $status', ({ packId, quizId, status }) => {
    expect(statusOf(map, packId, quizId)).toBe(status);
  });

  test('keys of different pairs differ even when the concatenations would meet', () => {
    expect(quizKey('a', 'b.c')).not.toBe(quizKey('a.b', 'c'));
  });
});

describe('sameStatuses', () => {
  const base = makeStatusMap(STATUSES);
  const changed = (packs: LibraryStatuses['packs']) => makeStatusMap({ packs, due: 0 });
  test.each([
    { name: 'the same lists', other: makeStatusMap(STATUSES), same: true },
    { name: 'nothing against nothing', a: NO_PROGRESS, other: new Map(), same: true },
    {
      name: 'one status changed',
      other: changed([
        { packId: 'builtin', correct: ['q01', 'q02'], missed: [], due: [] },
        { packId: 'mine', correct: [], missed: ['q01'], due: [] },
      ]),
      same: false,
    },
    { name: 'one quiz more', other: changed([...STATUSES.packs, { packId: 'other', correct: ['x'], missed: [], due: [] }]), same: false },
    { name: 'one quiz fewer', other: changed(STATUSES.packs.slice(0, 1)), same: false },
    {
      name: 'as many quizzes, other keys',
      other: changed([
        { packId: 'builtin', correct: ['q01'], missed: [], due: ['q02'] },
        { packId: 'mine', correct: [], missed: ['q09'], due: [] },
      ]),
      same: false,
    },
  ])('$name', ({ a, other, same }) => {
    expect(sameStatuses(a ?? base, other)).toBe(same);
  });
});
