/**
 * The attempts summed per set of tags of their quiz are a stored tally (db/010-volume-reads.sql),
 * kept by triggers on the per-quiz sums and on the quizzes. After any sequence of writes — answers, a
 * pack imported with its history, a pack replaced with other tags or other quizzes, a pack deleted, and
 * the hand edits the app never makes (an attempt deleted or changed, a quiz retagged or renamed in
 * place) — it holds exactly what grouping every attempt by its quiz's tags as stored now gives.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openStore, type Store } from '#main/store/index';
import { loadMigrations } from '#main/store/migrations';
import { makeTempDir, pack, quiz, REPO_DB_DIR, unwrap } from './fixtures.ts';

let tmp: { dir: string; cleanup: () => void };
beforeEach(() => {
  tmp = makeTempDir();
});
afterEach(() => tmp.cleanup());

const T0 = Date.parse('2026-01-01T00:00:00Z');
const TAGS = [[], ['costs'], ['costs', 'timing'], ['restrictions'], ['goad', 'requirements']] as const;
const PACK_IDS = ['p1', 'p2'] as const;
const QUIZ_IDS = ['a', 'b', 'c'] as const;

type Op =
  | { readonly kind: 'answer'; readonly pack: number; readonly quiz: number; readonly correct: boolean }
  | {
      readonly kind: 'import';
      readonly pack: number;
      readonly quizzes: readonly (number | undefined)[];
      readonly history: readonly { quiz: number; correct: boolean }[];
    }
  | { readonly kind: 'delete-pack'; readonly pack: number }
  | { readonly kind: 'delete-attempt'; readonly which: number }
  | { readonly kind: 'flip-attempt'; readonly which: number }
  | { readonly kind: 'move-attempt'; readonly which: number; readonly quiz: number }
  | { readonly kind: 'retag'; readonly pack: number; readonly quiz: number; readonly tags: number }
  | { readonly kind: 'rename'; readonly pack: number; readonly quiz: number; readonly to: number };

const packArb = fc.nat({ max: PACK_IDS.length - 1 });
const quizArb = fc.nat({ max: QUIZ_IDS.length - 1 });
const tagsArb = fc.nat({ max: TAGS.length - 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('answer' as const), pack: packArb, quiz: quizArb, correct: fc.boolean() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('import' as const),
      pack: packArb,
      // Each quiz of the pack with one of the sets of tags, or left out of this version of the pack.
      quizzes: fc.array(fc.option(tagsArb, { nil: undefined }), { minLength: QUIZ_IDS.length, maxLength: QUIZ_IDS.length }),
      history: fc.array(fc.record({ quiz: quizArb, correct: fc.boolean() }), { maxLength: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete-pack' as const), pack: packArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete-attempt' as const), which: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('flip-attempt' as const), which: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('move-attempt' as const), which: fc.nat(), quiz: quizArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('retag' as const), pack: packArb, quiz: quizArb, tags: tagsArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename' as const), pack: packArb, quiz: quizArb, to: fc.nat({ max: 9 }) }) },
);

/** Sorted "tags:attempts/correct" lines, one per set of tags with attempts. */
type Tallies = string[];
const linesOf = (rows: readonly { tags: readonly string[] | string; attempts: number; correct: number }[]): Tallies => {
  const sums = new Map<string, { attempts: number; correct: number }>();
  for (const r of rows) {
    const key = typeof r.tags === 'string' ? r.tags : JSON.stringify(r.tags);
    const t = sums.get(key) ?? { attempts: 0, correct: 0 };
    t.attempts += r.attempts;
    t.correct += r.correct;
    sums.set(key, t);
  }
  return [...sums]
    .filter(([, t]) => t.attempts > 0)
    .map(([k, t]) => `${k}:${t.attempts}/${t.correct}`)
    .sort();
};

/** Every attempt read one by one and grouped by its quiz's tags as stored now (none for a quiz gone). */
const naive = (db: Database.Database): Tallies =>
  linesOf(
    db
      .prepare('SELECT coalesce(q.tags, ?) AS tags, 1 AS attempts, a.correct FROM attempts a LEFT JOIN quizzes q ON q.pack_id = a.pack_id AND q.id = a.quiz_id')
      .all('[]') as { tags: string; attempts: number; correct: number }[],
  );

/** What Progress reads (store.tagSetTallies), and the stored rows themselves, never negative. */
const stored = (store: Store, db: Database.Database): Tallies => {
  const negative = db.prepare('SELECT count(*) FROM tag_set_tallies WHERE attempts < 0 OR correct < 0 OR correct > attempts').pluck().get();
  expect(negative).toBe(0);
  return linesOf(unwrap(store.tagSetTallies()));
};

let clock = T0;
const at = (): Date => new Date((clock += 60_000));

const apply = (store: Store, db: Database.Database, op: Op): void => {
  const packId = 'pack' in op ? PACK_IDS[op.pack]! : '';
  switch (op.kind) {
    case 'answer': {
      // An answer needs its quiz stored; otherwise nothing happens, as in the app.
      if (db.prepare('SELECT 1 FROM quizzes WHERE pack_id = ? AND id = ?').get(packId, QUIZ_IDS[op.quiz]) === undefined) return;
      unwrap(store.recordAttempt({ packId, quizId: QUIZ_IDS[op.quiz]!, answer: {}, correct: op.correct, timeMs: 1000, at: at(), mode: 'practice' }));
      return;
    }
    case 'import': {
      const quizzes = QUIZ_IDS.flatMap((id, i) => {
        const tags = op.quizzes[i];
        return tags === undefined ? [] : [quiz(id, [...TAGS[tags]!])];
      });
      if (quizzes.length === 0) return;
      const attempts = op.history
        .filter((h) => quizzes.some((q) => q.id === QUIZ_IDS[h.quiz]))
        .map((h) => ({ quizId: QUIZ_IDS[h.quiz]!, answer: { h: h.quiz }, correct: h.correct, timeMs: 500, at: at(), mode: 'practice' as const }));
      unwrap(store.importPack(pack(packId, quizzes, { progress: { attempts, reviews: [] } })));
      return;
    }
    case 'delete-pack': {
      const r = store.deletePack(packId);
      if (!r.ok) expect(r.error.code).toBe('not-found');
      return;
    }
    // The hand edits: straight SQL, as a user with a database tool would.
    case 'delete-attempt':
    case 'flip-attempt':
    case 'move-attempt': {
      const ids = db.prepare('SELECT id FROM attempts ORDER BY id').pluck().all() as number[];
      if (ids.length === 0) return;
      const id = ids[op.which % ids.length];
      if (op.kind === 'delete-attempt') db.prepare('DELETE FROM attempts WHERE id = ?').run(id);
      else if (op.kind === 'flip-attempt') db.prepare('UPDATE attempts SET correct = 1 - correct WHERE id = ?').run(id);
      else db.prepare('UPDATE attempts SET quiz_id = ? WHERE id = ?').run(QUIZ_IDS[op.quiz], id);
      return;
    }
    case 'retag':
      db.prepare('UPDATE quizzes SET tags = ? WHERE pack_id = ? AND id = ?').run(JSON.stringify(TAGS[op.tags]), packId, QUIZ_IDS[op.quiz]);
      return;
    case 'rename': {
      const to = `${QUIZ_IDS[op.quiz]}${op.to}`;
      if (db.prepare('SELECT 1 FROM quizzes WHERE pack_id = ? AND id = ?').get(packId, to) !== undefined) return;
      db.prepare('UPDATE quizzes SET id = ? WHERE pack_id = ? AND id = ?').run(to, packId, QUIZ_IDS[op.quiz]);
      return;
    }
  }
};

describe('the stored tally of attempts per set of tags', () => {
  test('after random writes and hand edits it equals grouping every attempt by its quiz’s tags as stored now', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 40 }), (ops) => {
        const dir = path.join(tmp.dir, `run-${Math.random().toString(36).slice(2)}`);
        const store = unwrap(openStore({ dataDir: dir }));
        const db = new Database(path.join(dir, 'attack-trainer.sqlite'));
        try {
          for (const op of ops) {
            apply(store, db, op);
            expect(stored(store, db)).toEqual(naive(db));
          }
        } finally {
          db.close();
          store.close();
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  test('the migration fills it from a history already stored', () => {
    const store = unwrap(openStore({ dataDir: tmp.dir }));
    unwrap(store.importPack(pack('p1', [quiz('a', ['costs']), quiz('b', [])])));
    for (const [quizId, correct] of [
      ['a', true],
      ['a', false],
      ['b', true],
    ] as const)
      unwrap(store.recordAttempt({ packId: 'p1', quizId, answer: {}, correct, timeMs: 1, at: at(), mode: 'practice' }));
    unwrap(store.deletePack('p1'));
    unwrap(store.importPack(pack('p1', [quiz('a', ['timing'])])));
    const file = path.join(tmp.dir, 'attack-trainer.sqlite');
    store.close();
    // Back to the schema before the tally, then opened again: the migration counts the history.
    const version = unwrap(loadMigrations(REPO_DB_DIR)).find((m) => m.name.endsWith('-volume-reads.sql'))!.version;
    const db = new Database(file);
    db.exec('DROP TABLE tag_set_tallies; DROP INDEX packs_listing');
    for (const name of db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%tag_sets%'").pluck().all() as string[])
      db.exec(`DROP TRIGGER ${name}`);
    db.pragma(`user_version = ${version - 1}`);
    db.close();
    const reopened = unwrap(openStore({ dataDir: tmp.dir }));
    const check = new Database(file);
    try {
      expect(stored(reopened, check)).toEqual(naive(check));
      expect(stored(reopened, check)).toEqual(['["timing"]:2/1', '[]:1/1']);
    } finally {
      check.close();
      reopened.close();
    }
  });
});
