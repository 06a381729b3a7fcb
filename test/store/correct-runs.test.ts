/**
 * The runs of right answers are a stored tally (db/007-correct-runs.sql): kept by the attempts'
 * triggers while attempts come in in time order, recounted once after anything else (an older attempt
 * imported, a hand-made delete or update), and always equal to reading every attempt in time order
 * (progress.ts's correctRuns, the computation the tally replaced).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { correctRuns } from '#main/domain/progress/progress';
import { openStore, type Store } from '#main/store/index';
import { makeTempDir, pack, quiz, unwrap } from './fixtures.ts';

let tmp: { dir: string; cleanup: () => void };
beforeEach(() => {
  tmp = makeTempDir();
});
afterEach(() => tmp.cleanup());

const T0 = Date.parse('2026-01-01T00:00:00Z');
const MINUTE = 60_000;

type Op =
  | { readonly kind: 'answer'; readonly correct: boolean; readonly minutesBack: number }
  | { readonly kind: 'read' }
  | { readonly kind: 'delete'; readonly which: number }
  | { readonly kind: 'flip'; readonly which: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      correct: fc.boolean(),
      minutesBack: fc.oneof({ weight: 5, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 500 })),
    }),
  },
  { weight: 4, arbitrary: fc.constant({ kind: 'read' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), which: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('flip' as const), which: fc.nat() }) },
);

const stateOf = (file: string): { stale: number; current: number; longest: number } => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT stale, current, longest FROM correct_runs WHERE id = 1').get() as { stale: number; current: number; longest: number };
  } finally {
    db.close();
  }
};

const expected = (store: Store) => correctRuns(unwrap(store.listAttempts()).map((a) => ({ at: a.at, correct: a.correct })));

describe('the stored tally of right answers in a row', () => {
  test('answers in time order keep the tally current: no recount, the same runs as reading every attempt', () => {
    const store = unwrap(openStore({ dataDir: tmp.dir }));
    const file = path.join(tmp.dir, 'attack-trainer.sqlite');
    try {
      unwrap(store.importPack(pack('p', [quiz('a', [])])));
      expect(unwrap(store.correctRuns())).toEqual({ current: 0, longest: 0 });
      const outcomes = [true, true, false, true, true, true, false, true];
      outcomes.forEach((correct, i) =>
        unwrap(store.recordAttempt({ packId: 'p', quizId: 'a', answer: {}, correct, timeMs: 1, at: new Date(T0 + i * MINUTE), mode: 'rated' })),
      );
      expect(stateOf(file)).toEqual({ stale: 0, current: 1, longest: 3 });
      expect(unwrap(store.correctRuns())).toEqual({ current: 1, longest: 3 });
      // An attempt older than the latest (a history imported later) makes it stale; the next read recounts.
      unwrap(store.recordAttempt({ packId: 'p', quizId: 'a', answer: {}, correct: true, timeMs: 1, at: new Date(T0 - MINUTE), mode: 'rated' }));
      expect(stateOf(file).stale).toBe(1);
      expect(unwrap(store.correctRuns())).toEqual(expected(store));
      expect(stateOf(file)).toEqual({ stale: 0, current: 1, longest: 3 });
    } finally {
      store.close();
    }
  });

  test('any sequence of answers (in order or not), reads, hand-made deletes and updates: the tally equals reading every attempt', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const dir = fs.mkdtempSync(path.join(tmp.dir, 'runs-'));
        const store = unwrap(openStore({ dataDir: dir }, { backups: false }));
        const hand = new Database(path.join(dir, 'attack-trainer.sqlite'));
        try {
          unwrap(store.importPack(pack('p', [quiz('a', [])])));
          let clock = T0;
          for (const op of ops) {
            if (op.kind === 'answer') {
              clock += MINUTE;
              const at = new Date(clock - op.minutesBack * MINUTE);
              unwrap(store.recordAttempt({ packId: 'p', quizId: 'a', answer: {}, correct: op.correct, timeMs: 1, at, mode: 'rated' }));
            } else if (op.kind === 'read') {
              expect(unwrap(store.correctRuns())).toEqual(expected(store));
            } else {
              const ids = hand.prepare('SELECT id FROM attempts ORDER BY id').pluck().all() as number[];
              if (ids.length === 0) continue;
              const id = ids[op.which % ids.length];
              if (op.kind === 'delete') hand.prepare('DELETE FROM attempts WHERE id = ?').run(id);
              else hand.prepare('UPDATE attempts SET correct = 1 - correct WHERE id = ?').run(id);
            }
          }
          expect(unwrap(store.correctRuns())).toEqual(expected(store));
        } finally {
          hand.close();
          store.close();
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
