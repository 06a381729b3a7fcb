/**
 * The hardest 6 × 4 block board found (64 plans, 3,456 states): four attackers (one with menace) and six
 * blockers under every kind of blocking requirement and restriction at once. The blocking bench times it
 * (bench/blocking.bench.ts) and zz-worst.test.ts prints its times with and without resources.
 */
export const hardestBlockBoard = (resources?: { readonly mana: readonly string[]; readonly life: number }): Record<string, unknown> => ({
  format: 'block-board/1',
  players: ['opp', 'you'],
  activePlayer: 'opp',
  defendingPlayer: 'you',
  creatures: [
    ...['a1', 'a2', 'a3', 'a4'].map((id, i) => ({
      id,
      name: `Attacker ${i + 1}`,
      controller: 'opp',
      power: i,
      keywords: i === 0 ? ['menace'] : [],
      attacking: 'you',
    })),
    ...['b1', 'b2', 'b3', 'b4', 'b5', 'b6'].map((id, i) => ({ id, name: `Blocker ${i + 1}`, controller: 'you', power: i })),
  ],
  effects: [
    { kind: 'canBlockAdditional', creatures: {}, count: 'any' },
    { kind: 'blockCost', creatures: {}, cost: { mana: '{1}' } },
    { kind: 'mustBlock', creatures: {} },
    { kind: 'lure', attackers: { ids: ['a2'] } },
    { kind: 'mustBeBlockedExactly', attackers: { ids: ['a3'] }, count: 2 },
    { kind: 'blockedByAtMost', attackers: { ids: ['a4'] }, count: 3 },
    { kind: 'mustBeBlocked', attackers: {} },
    { kind: 'cantBlockAlone', creatures: { ids: ['b1'] } },
    { kind: 'maxBlockers', count: 5 },
  ],
  ...(resources === undefined ? {} : { resources }),
});
