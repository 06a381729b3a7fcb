/**
 * legalBreakdown and legalSet's `attackers` option: exact summaries of a legal set without listing it.
 * Hand-worked tables pin the figures; the brute-force oracle (oracle.ts) judges them on random boards.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Board, Declaration } from '#shared/engine/board';
import type { LegalBreakdown } from '#shared/engine/api-types';
import { compareStrings } from '#shared/engine/declaration';
import { declarationKey, legalBreakdown, legalSet, parseBoard } from '#shared/engine/index';
import { readVectors } from './vector-files.ts';
import { arbBoard, type RawBoard } from '../support/arbitraries.ts';
import { isEligible, oracleLegal } from './oracle.ts';

const VECTORS = readVectors('article');

function parsed(raw: unknown): Board {
  const r = parseBoard(JSON.parse(JSON.stringify(raw)));
  if (!r.ok) throw new Error(`board does not parse: ${JSON.stringify(r.error)}`);
  return r.value;
}

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(`engine refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** Creature → "defender:count" and "none:count", zero counts left out: comparable whatever the option lists. */
type Figures = { count: string; bySize: Record<number, string>; byCreature: Record<string, Record<string, string>> };

function figuresOf(b: LegalBreakdown): Figures {
  return {
    count: b.count,
    bySize: Object.fromEntries(b.bySize.map((s) => [s.attackers, s.count])),
    byCreature: Object.fromEntries(
      b.byCreature.map((c) => [
        c.creatureId,
        Object.fromEntries([...c.byDefender.map((x) => [x.defenderId, x.count] as const), ['none', c.noAttack] as const].filter(([, n]) => n !== '0')),
      ]),
    ),
  };
}

/** The same figures counted one declaration at a time from a full list. */
function figuresFromList(board: Board, legal: readonly Declaration[]): Figures {
  const bySize: Record<number, number> = {};
  const byCreature: Record<string, Record<string, number>> = {};
  const eligible = board.creatures.filter((c) => isEligible(board, c)).map((c) => c.id);
  for (const id of eligible) byCreature[id] = {};
  for (const d of legal) {
    const size = Object.keys(d.attacks).length;
    bySize[size] = (bySize[size] ?? 0) + 1;
    for (const id of eligible) {
      const where = d.attacks[id] ?? 'none';
      byCreature[id]![where] = (byCreature[id]![where] ?? 0) + 1;
    }
  }
  const text = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)]));
  return {
    count: String(legal.length),
    bySize: text(bySize),
    byCreature: Object.fromEntries(Object.entries(byCreature).map(([id, r]) => [id, text(r)])),
  };
}

const board = (creatures: string[], effects: unknown[], extra: Record<string, unknown> = {}): Board =>
  parsed({
    format: 'attack-board/1',
    players: ['you', 'alice', 'bob'],
    activePlayer: 'you',
    creatures: creatures.map((id) => ({ id, name: id, controller: 'you' })),
    effects,
    ...extra,
  });

describe('legalBreakdown: hand-worked figures', () => {
  const table: { name: string; board: () => Board; figures: Figures }[] = [
    {
      // Each of 2 creatures: alice, bob or no attack → 9 declarations; sizes 1, 4, 4.
      name: 'two creatures, two opponents, no effects',
      board: () => board(['a', 'b'], []),
      figures: {
        count: '9',
        bySize: { 0: '1', 1: '4', 2: '4' },
        byCreature: { a: { alice: '3', bob: '3', none: '3' }, b: { alice: '3', bob: '3', none: '3' } },
      },
    },
    {
      // a must attack (2 ways), b is free (3 ways) → 6; a never stays home.
      name: 'a requirement: the creature attacks in every legal declaration',
      board: () => board(['a', 'b'], [{ id: 'e1', source: 'Crazed Goblin', kind: 'mustAttack', creatures: { ids: ['a'] } }]),
      figures: {
        count: '6',
        bySize: { 1: '2', 2: '4' },
        byCreature: { a: { alice: '3', bob: '3' }, b: { alice: '2', bob: '2', none: '2' } },
      },
    },
    {
      // At most one attacker: nobody (1) or one of 2 creatures at one of 2 players (4).
      name: 'a restriction: at most one attacker',
      board: () => board(['a', 'b'], [{ id: 'e1', source: 'Silent Arbiter', kind: 'maxAttackers', count: 1 }]),
      figures: {
        count: '5',
        bySize: { 0: '1', 1: '4' },
        byCreature: { a: { alice: '1', bob: '1', none: '3' }, b: { alice: '1', bob: '1', none: '3' } },
      },
    },
    {
      // b cannot attack alice: its option is gone, so alice never appears for b.
      name: 'cantAttack removes a defender from one creature',
      board: () => board(['a', 'b'], [{ id: 'e1', source: 'Norn', kind: 'cantAttack', creatures: { ids: ['b'] }, defenders: { ids: ['alice'] } }]),
      figures: {
        count: '6',
        bySize: { 0: '1', 1: '3', 2: '2' },
        byCreature: { a: { alice: '2', bob: '2', none: '2' }, b: { bob: '3', none: '3' } },
      },
    },
  ];
  test.each(table)('$name', ({ board: make, figures }) => {
    expect(figuresOf(unwrap(legalBreakdown(make())))).toEqual(figures);
  });

  test('the creature order is canonical and every option of a creature is listed, zeros included', () => {
    const b = unwrap(legalBreakdown(board(['zed', 'amy'], [{ id: 'e1', source: 'Arbiter', kind: 'maxAttackers', count: 0 }])));
    expect(b.byCreature.map((c) => c.creatureId)).toEqual(['amy', 'zed']);
    expect(b.byCreature[0]).toEqual({
      creatureId: 'amy',
      byDefender: [
        { defenderId: 'alice', count: '0' },
        { defenderId: 'bob', count: '0' },
      ],
      noAttack: '1',
    });
  });
});

describe('legalBreakdown and legalSet({ attackers }) agree with the full list', () => {
  test.each(VECTORS)('article vector $name', (v) => {
    const b = parsed(v.board);
    expect(figuresOf(unwrap(legalBreakdown(b)))).toEqual(figuresFromList(b, v.legal));
  });

  const boards = fc.oneof(
    arbBoard({ maxCreatures: 3, maxOpponents: 2, maxDefenders: 2, maxEffects: 5 }),
    arbBoard({ maxCreatures: 4, maxOpponents: 2, maxDefenders: 1, maxEffects: 3 }),
  );

  test('the breakdown equals the oracle legal set counted by hand (random boards)', () => {
    fc.assert(
      fc.property(boards, (raw: RawBoard) => {
        const b = parsed(raw);
        expect(figuresOf(unwrap(legalBreakdown(b)))).toEqual(figuresFromList(b, oracleLegal(b)));
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  test('legalSet with `attackers` lists exactly the legal declarations of that size, in canonical order, with their count', () => {
    fc.assert(
      fc.property(boards, fc.integer({ min: 0, max: 4 }), fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }), (raw: RawBoard, k, limit) => {
        const b = parsed(raw);
        const full = unwrap(legalSet(b)).legal.map(declarationKey);
        const ofSize = unwrap(legalSet(b))
          .legal.filter((d) => Object.keys(d.attacks).length === k)
          .map(declarationKey);
        const part = unwrap(legalSet(b, limit === undefined ? { attackers: k } : { attackers: k, limit }));
        expect(part.count).toBe(String(ofSize.length));
        expect(part.legal.map(declarationKey)).toEqual(ofSize.slice(0, limit ?? ofSize.length));
        expect(part.complete).toBe(part.legal.length === ofSize.length);
        // The size groups partition the whole set.
        expect(full.filter((key) => ofSize.includes(key))).toEqual(ofSize);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

describe('legalBreakdown on large boards', () => {
  /** n vanilla creatures against 2 opponents: 3^n declarations, C(n,k)·2^k of size k. */
  const vanilla = (n: number) =>
    board(
      Array.from({ length: n }, (_, i) => `c${String(i).padStart(2, '0')}`),
      [],
    );

  test('40 free creatures: counts beyond 2^53 are exact', () => {
    const b = unwrap(legalBreakdown(vanilla(40)));
    expect(b.count).toBe((3n ** 40n).toString());
    const choose = (n: bigint, k: bigint): bigint => (k === 0n ? 1n : (choose(n, k - 1n) * (n - k + 1n)) / k);
    expect(b.bySize).toHaveLength(41);
    for (const s of b.bySize) expect(s.count).toBe((choose(40n, BigInt(s.attackers)) * 2n ** BigInt(s.attackers)).toString());
    for (const c of b.byCreature) {
      expect(c.noAttack).toBe((3n ** 39n).toString());
      expect(c.byDefender.map((x) => x.count)).toEqual([(3n ** 39n).toString(), (3n ** 39n).toString()]);
    }
    expect(b.byCreature.map((c) => c.creatureId)).toEqual([...b.byCreature.map((c) => c.creatureId)].sort(compareStrings));
  });

  // An injected clock that moves a second per reading: the budget is spent at the first check, however
  // fast this machine is (a zero limit alone passes when the whole answer fits in one millisecond).
  test('a spent time budget answers too-large', () => {
    let now = 0;
    let readings = 0;
    const clock = () => {
      readings++;
      return (now += 1000);
    };
    const r = legalBreakdown(vanilla(40), { timeLimitMs: 10, clock });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('too-large');
    expect(readings).toBeGreaterThan(1);
  });

  test('a clock that stands still never stops the call', () => {
    const r = legalBreakdown(vanilla(12), { timeLimitMs: 0, clock: () => 0 });
    expect(r.ok).toBe(true);
  });

  test('a state budget too small answers too-large', () => {
    const r = legalBreakdown(board(['a', 'b', 'c'], [{ id: 'e1', source: 'Arbiter', kind: 'maxAttackers', count: 2 }]), { maxStates: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('too-large');
  });
});
