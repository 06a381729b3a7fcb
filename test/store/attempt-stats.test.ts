/**
 * quiz_attempt_stats (db/003-aggregate-indexes.sql) is kept by triggers: after any mix of inserts,
 * deletes and updates of attempts — the app only inserts, a hand-edited database may do the rest —
 * it equals the per-quiz aggregate computed from the attempts themselves.
 */
import fc from 'fast-check';
import Database from 'better-sqlite3';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { openStore } from '#main/store/open-store';
import { makeTempDir, pack, quiz, unwrap } from './fixtures.ts';

let temp: { dir: string; cleanup: () => void };
beforeEach(() => {
  temp = makeTempDir();
});
afterEach(() => temp.cleanup());

const RECOMPUTED = `SELECT pack_id, quiz_id, count(*) AS attempts, sum(correct) AS correct, max(id) AS last_id, correct AS last_correct, created_at AS last_at
  FROM attempts GROUP BY pack_id, quiz_id ORDER BY pack_id, quiz_id`;
const KEPT = 'SELECT pack_id, quiz_id, attempts, correct, last_id, last_correct, last_at FROM quiz_attempt_stats ORDER BY pack_id, quiz_id';

type Op =
  | { kind: 'insert'; quiz: number; correct: boolean; at: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'update'; pick: number; quiz: number; correct: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('insert' as const), quiz: fc.nat({ max: 2 }), correct: fc.boolean(), at: fc.nat({ max: 1e9 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), quiz: fc.nat({ max: 2 }), correct: fc.boolean() }) },
);

test('the per-quiz tally kept by triggers equals the one recomputed from the attempts', () => {
  const file = path.join(temp.dir, 'stats.sqlite');
  const store = unwrap(openStore({ file }));
  unwrap(store.importPack(pack('p', [quiz('a', []), quiz('b', []), quiz('c', [])])));
  store.close();
  const db = new Database(file);
  try {
    const quizIds = ['a', 'b', 'c'];
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        db.exec('DELETE FROM attempts');
        expect(db.prepare(KEPT).all()).toEqual([]);
        const insert = db.prepare(`INSERT INTO attempts (pack_id, quiz_id, answer, correct, time_ms, created_at) VALUES ('p', ?, '{}', ?, 0, ?)`);
        for (const op of ops) {
          const ids = (db.prepare('SELECT id FROM attempts ORDER BY id').raw().all() as [number][]).map(([id]) => id);
          if (op.kind === 'insert') insert.run(quizIds[op.quiz], op.correct ? 1 : 0, new Date(op.at).toISOString());
          else if (ids.length > 0 && op.kind === 'delete') db.prepare('DELETE FROM attempts WHERE id = ?').run(ids[op.pick % ids.length]);
          else if (ids.length > 0 && op.kind === 'update') {
            db.prepare('UPDATE attempts SET quiz_id = ?, correct = ? WHERE id = ?').run(quizIds[op.quiz], op.correct ? 1 : 0, ids[op.pick % ids.length]);
          }
          expect(db.prepare(KEPT).all()).toEqual(db.prepare(RECOMPUTED).all());
        }
      }),
      { numRuns: 60 },
    );
  } finally {
    db.close();
  }
});

test('the migration fills the tally from the attempts already stored', () => {
  const file = path.join(temp.dir, 'old.sqlite');
  const store = unwrap(openStore({ file }));
  unwrap(store.importPack(pack('p', [quiz('a', []), quiz('b', [])])));
  for (let i = 0; i < 5; i++)
    unwrap(store.recordAttempt({ packId: 'p', quizId: i % 2 === 0 ? 'a' : 'b', answer: {}, correct: i !== 2, timeMs: 1, at: new Date(1000 * i) }));
  store.close();
  const db = new Database(file);
  // Back to before the migration: the table gone, then the migration's own backfill run again.
  const sqlText = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'quiz_attempt_stats'").pluck().get() as string;
  db.exec('DELETE FROM quiz_attempt_stats');
  expect(db.prepare(KEPT).all()).toEqual([]);
  expect(sqlText).toContain('STRICT');
  db.exec(`INSERT INTO quiz_attempt_stats (pack_id, quiz_id, attempts, correct, last_id, last_correct, last_at)
    SELECT pack_id, quiz_id, count(*), sum(correct), max(id), correct, created_at FROM attempts GROUP BY pack_id, quiz_id`);
  expect(db.prepare(KEPT).all()).toEqual(db.prepare(RECOMPUTED).all());
  expect(db.prepare(KEPT).all()).toHaveLength(2);
  db.close();
});
