import { it } from 'vitest';
import { legalBlockSet, countLegalBlocks, parseBlockBoard } from '#shared/engine/block/index';
import { hardestBlockBoard } from './hardest-board.ts';
it('worst', { timeout: 60000 }, () => {
  for (const res of [undefined, { mana: ['G', 'G', 'G'], life: 3 }]) {
    const raw = hardestBlockBoard(res);
    const b = parseBlockBoard(raw);
    if (!b.ok) throw new Error(JSON.stringify(b.error));
    for (let k = 0; k < 3; k++) {
      const t = performance.now();
      const r = process.env.MODE === 'count' ? countLegalBlocks(b.value) : legalBlockSet(b.value, { limit: 100000 });
      console.log(res ? 'with resources' : 'no resources', r.ok ? r.value.count : r.error, (performance.now() - t).toFixed(1), 'ms');
    }
  }
});
