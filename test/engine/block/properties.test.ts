/**
 * The blocking engine against the brute force (brute.ts) on random boards over the whole vocabulary:
 * the legal set in §6 order, the count, the sizes, the breakdown, and listing by size.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockKey, legalBlockBreakdown, legalBlockSet, parseBlockBoard, type BlockDeclaration } from '#shared/engine/block/index';
import { arbitraryBlockBoard, arbitraryBlockBoardOf, arbitraryOddIdBoard } from './arbitrary.ts';
import { bruteLegalBlocks, omega } from './brute.ts';

const keys = (ds: readonly BlockDeclaration[]) => ds.map(blockKey);
const size = (d: BlockDeclaration) => Object.keys(d.blocks).length;

describe('blocking engine = brute force', () => {
  it.each([
    ['random boards', arbitraryBlockBoard, 400],
    ['random boards with ids that sort before ","', arbitraryOddIdBoard, 400],
    // Up to 4 attackers × 5 blockers, where the brute force can still enumerate Ω.
    [
      'larger random boards',
      arbitraryBlockBoardOf(4, 5).filter((raw) => {
        const b = parseBlockBoard(raw);
        return b.ok && omega(b.value).length <= 5000;
      }),
      60,
    ],
  ] as const)(
    '%s: same legal set, same order, exact count, breakdown and sizes',
    (_name, boards, numRuns) => {
      fc.assert(
        fc.property(boards, (raw) => {
          const board = parseBlockBoard(raw);
          if (!board.ok) throw new Error(`generator made an invalid board: ${JSON.stringify(board.error)}`);
          const expected = bruteLegalBlocks(board.value);
          const got = legalBlockSet(board.value);
          if (!got.ok) throw new Error(got.error.message);
          expect(keys(got.value.legal)).toEqual(keys(expected));
          expect(got.value.count).toBe(String(expected.length));
          const limited = legalBlockSet(board.value, { limit: 3 });
          expect(limited.ok && keys(limited.value.legal)).toEqual(keys(expected.slice(0, 3)));
          const k = expected.length > 0 ? size(expected[expected.length - 1]!) : 0;
          const bySize = legalBlockSet(board.value, { blockers: k });
          expect(bySize.ok && keys(bySize.value.legal)).toEqual(keys(expected.filter((d) => size(d) === k)));
          const b = legalBlockBreakdown(board.value);
          if (!b.ok) throw new Error(b.error.message);
          expect(b.value.count).toBe(String(expected.length));
          for (const c of b.value.byCreature) {
            const blocking = (d: BlockDeclaration, a: string) => {
              const v = d.blocks[c.creatureId];
              return v !== undefined && (typeof v === 'string' ? v === a : v.includes(a));
            };
            expect(c.noBlock).toBe(String(expected.filter((d) => d.blocks[c.creatureId] === undefined).length));
            for (const x of c.byAttacker) expect(x.count).toBe(String(expected.filter((d) => blocking(d, x.attackerId)).length));
          }
        }),
        { numRuns },
      );
    },
    120_000,
  );
});

describe('§6 order with ids that sort before ","', () => {
  it('lists by the joined key, not by pair lists ("#=x!y,A=x" before "#=x,A=x")', () => {
    const creature = (id: string, controller: string, attacking?: string) => ({
      id,
      name: `Card ${controller}`,
      controller,
      ...(attacking ? { attacking } : {}),
    });
    const board = parseBlockBoard({
      format: 'block-board/1',
      players: ['opp', 'you'],
      activePlayer: 'opp',
      defendingPlayer: 'you',
      creatures: [creature('x!y', 'opp', 'you'), creature('é', 'opp', 'you'), creature('x', 'opp', 'you'), creature('#', 'you'), creature('A', 'you')],
      effects: [{ kind: 'mustBlock', creatures: {} }],
    });
    if (!board.ok) throw new Error('invalid');
    const first = legalBlockSet(board.value, { limit: 3 });
    expect(first.ok && keys(first.value.legal)).toEqual(['#=x!y,A=x', '#=x!y,A=x!y', '#=x!y,A=é']);
    const all = legalBlockSet(board.value);
    expect(all.ok && keys(all.value.legal).slice(0, 3)).toEqual(['#=x!y,A=x', '#=x!y,A=x!y', '#=x!y,A=é']);
  });
});
