/**
 * The verdict walk's small data structures against the plain versions they replace: PairMap against a
 * Map keyed by the pair's text, GroupCompressor against renumbering the varying groups one by one.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { PairMap } from '#shared/engine/pair-map';
import { GroupCompressor } from '#shared/engine/group-compressor';

describe('PairMap', () => {
  test('finds what a Map finds, through growth and colliding pairs', () => {
    // Small ranges make many pairs repeat, and pairs sharing a first number (one anchor, as in the walk)
    // meet on probe runs; 3,000 adds force several growths.
    const int = fc.oneof(fc.integer({ min: -3, max: 40 }), fc.integer());
    const pair = fc.oneof(fc.tuple(int, int), fc.tuple(fc.integer({ min: 0, max: 2 }), int));
    fc.assert(
      fc.property(fc.array(pair, { minLength: 1500, maxLength: 3000 }), (pairs) => {
        const map = new PairMap<number>();
        const plain = new Map<string, number>();
        pairs.forEach(([a, b], n) => {
          expect(map.get(a, b)).toBe(plain.get(`${a},${b}`));
          if (!plain.has(`${a},${b}`)) {
            map.add(a, b, n);
            plain.set(`${a},${b}`, n);
          }
        });
        expect(map.size).toBe(plain.size);
        for (const key of plain.keys()) {
          const [a, b] = key.split(',').map(Number) as [number, number];
          expect(map.get(a, b)).toBe(plain.get(key));
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('GroupCompressor', () => {
  const slowCompress = (varying: number, mask: number): number => {
    let y = 0;
    let rank = 0;
    for (let g = 0; g < 32; g++) {
      if (((varying >>> g) & 1) === 0) continue;
      if ((mask >>> g) & 1) y |= 1 << rank;
      rank++;
    }
    return y;
  };

  test('numbers the varying groups in ascending order, whatever state it was in before', () => {
    const compressor = new GroupCompressor();
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 0x7fffffff }), fc.array(fc.integer(), { minLength: 1, maxLength: 20 })), { minLength: 1, maxLength: 8 }),
        (rounds) => {
          // One compressor reused across states, as the walk reuses it: no byte table may keep an old state.
          for (const [varyingRaw, masks] of rounds) {
            const varying = varyingRaw & (varyingRaw % 3 === 0 ? 0xff00ff : -1);
            compressor.reset(varying);
            expect(compressor.groups).toBe(slowCompress(varying, -1).toString(2).replace(/0/g, '').length);
            for (const mask of masks) expect(compressor.compress(mask)).toBe(slowCompress(varying, mask));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
