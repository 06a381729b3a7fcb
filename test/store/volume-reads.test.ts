/**
 * The pack list (every library arrival) is read from the index packs_listing (db/010-volume-reads.sql):
 * a pack row holds the whole pack file before imported_at, so reading the list from the rows walked
 * every pack file's overflow pages (12–33 ms of CPU for ten 500-quiz packs, docs/volume.md). The plan
 * must use the index alone, in the list's order, and the list must be what the rows say.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openStore } from '#main/store/index';
import { LIST_PACKS_SQL } from '#main/store/pack-store';
import { makeTempDir, pack, quiz, unwrap } from './fixtures.ts';

let tmp: { dir: string; cleanup: () => void };
beforeEach(() => {
  tmp = makeTempDir();
});
afterEach(() => tmp.cleanup());

describe('the pack list at volume', () => {
  test('is read from a covering index in library order, without a sort or a pack row', () => {
    const store = unwrap(openStore({ dataDir: tmp.dir }));
    // Titles that sort differently with and without case, a built-in pack first.
    unwrap(store.importPack(pack('z', [quiz('a', [])], { title: 'apple' })));
    unwrap(store.importPack(pack('y', [quiz('a', []), quiz('b', [])], { title: 'Banana' })));
    unwrap(store.seedBuiltin(pack('builtin', [quiz('q', ['costs'])], { title: 'Zebra', builtin: true })));
    const db = new Database(path.join(tmp.dir, 'attack-trainer.sqlite'), { readonly: true });
    try {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${LIST_PACKS_SQL}`).all() as { detail: string }[]).map((r) => r.detail);
      expect(plan[0]).toBe('SCAN p USING COVERING INDEX packs_listing');
      expect(plan.join('\n')).not.toMatch(/TEMP B-TREE/);
      expect(unwrap(store.listPacks()).map((p) => [p.id, p.title, p.builtin, p.quizCount])).toEqual([
        ['builtin', 'Zebra', true, 1],
        ['z', 'apple', false, 1],
        ['y', 'Banana', false, 2],
      ]);
    } finally {
      db.close();
      store.close();
    }
  });
});
