import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { drawRandom, matchesCriteria, type ExamCriteria } from '#main/domain/exam/draw';
import { mulberry32 } from '#shared/quiz/rng';
import type { QuizSummary } from '#main/store/records';

const quiz = (id: string, tags: string[], level: number): QuizSummary => ({ id, packId: 'p', title: id, type: 'choice', tags, level });

describe('mulberry32', () => {
  test('the same seed gives the same sequence, another seed another one', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(xs);
  });

  test('values stay in [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const r = mulberry32(seed);
        for (let i = 0; i < 20; i++) {
          const x = r();
          if (!(x >= 0 && x < 1)) return false;
        }
        return true;
      }),
    );
  });
});

describe('drawRandom', () => {
  test('draws count distinct items, reproducibly from the seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.nat(), fc.nat(), (n, k, seed) => {
        const items = Array.from({ length: n }, (_, i) => i);
        const count = n === 0 ? 0 : k % (n + 1);
        const a = drawRandom(items, count, mulberry32(seed));
        const b = drawRandom(items, count, mulberry32(seed));
        expect(a).toEqual(b);
        expect(a.ok && a.value.length).toBe(count);
        expect(a.ok && new Set(a.value).size).toBe(count);
      }),
    );
  });

  test('asking for more than there are says how many there are', () => {
    expect(drawRandom([1, 2, 3], 4, mulberry32(1))).toEqual({ ok: false, error: { available: 3 } });
  });

  test('every item can be drawn first (not just the first ones)', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 200; seed++) {
      const r = drawRandom([0, 1, 2, 3, 4], 1, mulberry32(seed));
      if (r.ok) firsts.add(r.value[0]!);
    }
    expect(firsts).toEqual(new Set([0, 1, 2, 3, 4]));
  });
});

describe('matchesCriteria', () => {
  const q = quiz('q', ['costs', 'timing'], 2);
  test.each<[string, ExamCriteria, boolean]>([
    ['no criteria', {}, true],
    ['empty lists', { tags: [], levels: [] }, true],
    ['one of its tags', { tags: ['timing'] }, true],
    ['any of the tags is enough', { tags: ['goad', 'costs'] }, true],
    ['none of its tags', { tags: ['goad'] }, false],
    ['its level', { levels: [2, 3] }, true],
    ['another level', { levels: [1] }, false],
    ['a tag but not the level', { tags: ['costs'], levels: [3] }, false],
  ])('%s → %s', (_name, criteria, expected) => {
    expect(matchesCriteria(q, criteria)).toBe(expected);
  });
});
