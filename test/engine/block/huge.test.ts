/** Exact counts past 2^53, and the too-large answers (a budget, a creature with too many ways to block). */
import { describe, expect, it } from 'vitest';
import { countLegalBlocks, legalBlockBreakdown, legalBlockSet, parseBlockBoard, type BlockBoard } from '#shared/engine/block/index';

function board(attackers: number, blockers: number, effects: unknown[] = []): BlockBoard {
  const pad = (n: number) => String(n).padStart(2, '0');
  const raw = {
    format: 'block-board/1',
    players: ['opp', 'you'],
    activePlayer: 'opp',
    defendingPlayer: 'you',
    creatures: [
      ...Array.from({ length: attackers }, (_, i) => ({ id: `a${pad(i)}`, name: 'Goblin Piker', controller: 'opp', power: 2, toughness: 1, attacking: 'you' })),
      ...Array.from({ length: blockers }, (_, i) => ({ id: `b${pad(i)}`, name: 'Grizzly Bears', controller: 'you', power: 2, toughness: 2 })),
    ],
    effects,
  };
  const parsed = parseBlockBoard(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}

const binomial = (n: number, k: number): bigint => {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
};

describe('huge legal sets', { timeout: 60_000 }, () => {
  it('counts 11^40 exactly (40 blockers, 10 attackers, nothing else)', () => {
    const b = board(10, 40);
    const count = countLegalBlocks(b);
    expect(count.ok && count.value.count).toBe((11n ** 40n).toString());
    const breakdown = legalBlockBreakdown(b);
    if (!breakdown.ok) throw new Error(breakdown.error.message);
    for (const s of breakdown.value.bySize) expect(s.count).toBe((binomial(40, s.blockers) * 10n ** BigInt(s.blockers)).toString());
    // Each creature blocks a given attacker in 11^39 declarations, and blocks nothing in as many.
    expect(breakdown.value.byCreature[0]!.noBlock).toBe((11n ** 39n).toString());
    expect(breakdown.value.byCreature[0]!.byAttacker[3]!.count).toBe((11n ** 39n).toString());
    const first = legalBlockSet(b, { limit: 3 });
    expect(first.ok && first.value.legal).toEqual([{ blocks: {} }, { blocks: { b00: 'a00' } }, { blocks: { b00: 'a01' } }]);
  });

  it('counts a menace attacker exactly: 0 or at least 2 of 40 blockers on it', () => {
    const b = board(2, 40, []);
    const withMenace = parseBlockBoard({
      ...JSON.parse(JSON.stringify(b)),
      creatures: b.creatures.map((c) => (c.id === 'a00' ? { ...c, keywords: ['menace'] } : c)),
    });
    if (!withMenace.ok) throw new Error('invalid');
    // Each blocker: nothing, a00 or a01; exclude exactly one on a00: 40 × 2^39.
    const expected = 3n ** 40n - 40n * 2n ** 39n;
    const count = countLegalBlocks(withMenace.value);
    expect(count.ok && count.value.count).toBe(expected.toString());
  });

  it('answers too-large past the state budget, with a reason', () => {
    const b = board(10, 40, [{ kind: 'mustBeBlockedExactly', attackers: {}, count: 3 }]);
    const r = countLegalBlocks(b, { maxStates: 1000 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'too-large', message: expect.stringMatching(/more than 1000 states/) });
  });

  it('answers too-large for a creature with too many ways to block', () => {
    const b = board(17, 1, [{ kind: 'canBlockAdditional', creatures: {}, count: 'any' }]);
    const r = legalBlockSet(b, { limit: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'too-large', message: expect.stringMatching(/ways to block/) });
  });

  it('answers too-large without a limit when the set is too big to list', () => {
    const r = legalBlockSet(board(10, 40));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('too-large');
  });
});
