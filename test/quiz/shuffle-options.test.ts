import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOptionSeed, makeOptionSeed, OPTION_SEED_RANGE, shuffleOptions } from '#shared/quiz/index';

const OPTIONS = ['a', 'b', 'c', 'd'] as const;

describe('shuffleOptions', () => {
  it('gives a permutation of the options, the same one for the same seed', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 12 }), fc.integer({ min: 0, max: OPTION_SEED_RANGE - 1 }), (options, seed) => {
        const once = shuffleOptions(options, seed);
        expect([...once].sort()).toEqual([...options].sort());
        expect(shuffleOptions(options, seed)).toEqual(once);
      }),
    );
  });

  it('does not change its input', () => {
    const input = [...OPTIONS];
    shuffleOptions(input, 7);
    expect(input).toEqual([...OPTIONS]);
  });

  it('reaches every order of four options, each about as often, over many seeds', () => {
    const counts = new Map<string, number>();
    const runs = 24_000;
    for (let seed = 0; seed < runs; seed++) {
      const key = shuffleOptions(OPTIONS, (seed * 2654435761) % OPTION_SEED_RANGE).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    // Each of the 24 orders expects 1000; a fair shuffle stays well within ±20 %.
    for (const [order, n] of counts) expect([order, n > 800 && n < 1200]).toEqual([order, true]);
  });

  it('puts the first option first in only about a quarter of attempts', () => {
    let first = 0;
    for (let seed = 0; seed < 4000; seed++) if (shuffleOptions(OPTIONS, seed)[0] === 'a') first++;
    expect(first / 4000).toBeGreaterThan(0.2);
    expect(first / 4000).toBeLessThan(0.3);
  });

  it.each([
    ['no options', [] as string[]],
    ['one option', ['only']],
  ])('%s: nothing to move', (_name, options) => {
    expect(shuffleOptions(options, 123)).toEqual(options);
  });
});

describe('option seeds', () => {
  it.each([
    [0, 0],
    [0.5, 2 ** 31],
    [0.9999999999, OPTION_SEED_RANGE - 1],
  ])('random %s gives seed %s', (r, seed) => {
    expect(makeOptionSeed(() => r)).toBe(seed);
    expect(isOptionSeed(seed)).toBe(true);
  });

  it.each([[-1], [1.5], [OPTION_SEED_RANGE], ['3'], [Number.NaN]])('%s is not a seed', (value) => {
    expect(isOptionSeed(value)).toBe(false);
  });
});
