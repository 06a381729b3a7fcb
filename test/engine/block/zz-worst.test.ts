import { it } from 'vitest';
import { legalBlockSet, countLegalBlocks, parseBlockBoard } from '#shared/engine/block/index';
it('worst', { timeout: 60000 }, () => {
  const attackers = ['a1', 'a2', 'a3', 'a4'].map((id, i) => ({
    id,
    name: `A ${i}`,
    controller: 'opp',
    power: i,
    keywords: i === 0 ? ['menace'] : [],
    attacking: 'you',
  }));
  const blockers = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6'].map((id, i) => ({ id, name: `B ${i}`, controller: 'you', power: i }));
  for (const res of [undefined, { mana: ['G', 'G', 'G'], life: 3 }]) {
    const raw = {
      format: 'block-board/1',
      players: ['opp', 'you'],
      activePlayer: 'opp',
      defendingPlayer: 'you',
      creatures: [...attackers, ...blockers],
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
      ...(res ? { resources: res } : {}),
    };
    const b = parseBlockBoard(raw);
    if (!b.ok) throw new Error(JSON.stringify(b.error));
    for (let k = 0; k < 3; k++) {
      const t = performance.now();
      const r = process.env.MODE === 'count' ? countLegalBlocks(b.value) : legalBlockSet(b.value, { limit: 100000 });
      console.log(res ? 'with resources' : 'no resources', r.ok ? r.value.count : r.error, (performance.now() - t).toFixed(1), 'ms');
    }
  }
});
