import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openStore } from '#main/store/open-store';
import { applyMigrations, findMigrationsDir, loadMigrations, newerSchemaMessage, readSchemaVersion, type Migration } from '#main/store/migrations';
import { dumpTables, makeTempDir, pack, quiz, REPO_DB_DIR, unwrap, unwrapErr } from './fixtures.ts';

let tmp: { dir: string; cleanup: () => void };
beforeEach(() => {
  tmp = makeTempDir();
});
afterEach(() => tmp.cleanup());

const realMigrations = (): Migration[] => unwrap(loadMigrations(REPO_DB_DIR));

/** The number of the k-th migration after the real ones, as its file name starts (`003`). */
const after = (k: number): string => String(realMigrations().length + k).padStart(3, '0');

/** A migrations folder holding the real migrations plus `extra` (file name → SQL). */
const migrationsDirWith = (extra: Record<string, string>): string => {
  const dir = path.join(tmp.dir, 'migrations');
  fs.mkdirSync(dir);
  for (const name of fs.readdirSync(REPO_DB_DIR)) fs.copyFileSync(path.join(REPO_DB_DIR, name), path.join(dir, name));
  for (const [name, sql] of Object.entries(extra)) fs.writeFileSync(path.join(dir, name), sql);
  return dir;
};

/** Rows a schema-1 database can hold, written with plain SQL as an older app would have. */
const insertSchema1Data = (db: Database.Database): void => {
  db.prepare(
    `INSERT INTO packs (id, title, description, author, version, builtin, json, imported_at)
     VALUES ('old', 'Old pack', 'd', 'a', '0.9', 0, '{"id":"old"}', '2024-01-01T00:00:00.000Z')`,
  ).run();
  db.prepare(
    `INSERT INTO quizzes (pack_id, id, position, title, type, tags, level, json)
     VALUES ('old', 'q1', 0, 'First', 'declare-attackers', '["goad"]', 2, '{"id":"q1"}')`,
  ).run();
  db.prepare(
    `INSERT INTO attempts (pack_id, quiz_id, answer, correct, time_ms, created_at)
     VALUES ('old', 'q1', '{"attackers":[]}', 1, 1500, '2024-01-02T00:00:00.000Z')`,
  ).run();
  db.prepare(`INSERT INTO review_state (pack_id, quiz_id, state, due) VALUES ('old', 'q1', '{"reps":1}', '2024-01-03T00:00:00.000Z')`).run();
  db.prepare(`INSERT INTO settings (key, value) VALUES ('theme', '"dark"')`).run();
};

describe('migration files', () => {
  test('the repository migrations are numbered 1..N and the first one is 001-initial.sql', () => {
    const migrations = realMigrations();
    expect(migrations.length).toBeGreaterThanOrEqual(1);
    expect(migrations[0]?.name).toBe('001-initial.sql');
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
  });

  test.each([
    { name: 'a gap', files: { '001-initial.sql': 'SELECT 1;', '003-later.sql': 'SELECT 1;' }, says: 'migration 2 is missing' },
    { name: 'a repeat', files: { '001-initial.sql': 'SELECT 1;', '001-again.sql': 'SELECT 1;' }, says: 'missing or repeated' },
    { name: 'a badly named file', files: { '001-initial.sql': 'SELECT 1;', 'two.sql': 'SELECT 1;' }, says: 'not named NNN-name.sql' },
    { name: 'no files', files: {}, says: 'no migrations' },
  ])('a folder with $name is refused', ({ files, says }) => {
    const dir = path.join(tmp.dir, 'bad');
    fs.mkdirSync(dir);
    for (const [name, sql] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), sql);
    const error = unwrapErr(loadMigrations(dir));
    expect(error.code).toBe('migration');
    expect(error.message).toContain(says);
  });

  test('a missing folder is a migration error, not a crash', () => {
    expect(unwrapErr(loadMigrations(path.join(tmp.dir, 'nope'))).code).toBe('migration');
    expect(unwrapErr(openStore({ file: path.join(tmp.dir, 'x.sqlite') }, { migrationsDir: path.join(tmp.dir, 'nope') })).code).toBe('migration');
  });
});

describe('finding db/', () => {
  test('from the source module it is the repository db/ folder', () => {
    expect(findMigrationsDir()).toBe(path.resolve(REPO_DB_DIR));
  });

  test('from a compiled module three levels down (out/node/store) it searches upward', () => {
    const app = path.join(tmp.dir, 'app');
    fs.mkdirSync(path.join(app, 'db'), { recursive: true });
    fs.writeFileSync(path.join(app, 'db', '001-initial.sql'), 'SELECT 1;');
    const moduleUrl = new URL(`file://${path.join(app, 'out', 'node', 'store', 'open-store.js')}`);
    expect(findMigrationsDir(moduleUrl)).toBe(path.join(app, 'db'));
    expect(findMigrationsDir(path.join(app, 'out', 'node', 'store', 'open-store.js'))).toBe(path.join(app, 'db'));
  });

  test('a URL given as migrationsDir is accepted', () => {
    const store = unwrap(openStore({ file: path.join(tmp.dir, 'u.sqlite') }, { migrationsDir: new URL('../../db/', import.meta.url) }));
    expect(store.schemaVersion).toBe(realMigrations().length);
    store.close();
  });
});

describe('upgrading', () => {
  test('an empty file is migrated to the latest schema, in WAL mode with foreign keys on', () => {
    const file = path.join(tmp.dir, 'fresh.sqlite');
    const store = unwrap(openStore({ file }));
    expect(store.schemaVersion).toBe(realMigrations().length);
    store.close();
    const db = new Database(file);
    expect(readSchemaVersion(db)).toBe(realMigrations().length);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const strict = db.prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND strict = 1 ORDER BY name").pluck().all();
    expect(strict).toEqual([
      'attempt_block_steps',
      'attempt_steps',
      'attempts',
      'correct_runs',
      'exam_progress',
      'exams',
      'pack_search_terms',
      'packs',
      'puzzle_attempts',
      'puzzle_learner_ratings',
      'puzzle_ratings',
      'quiz_attempt_stats',
      'quizzes',
      'review_state',
      'rush_runs',
      'settings',
      'tag_set_tallies',
    ]);
    db.close();
  });

  test('dataDir creates the folder and uses attack-trainer.sqlite in it', () => {
    const dataDir = path.join(tmp.dir, 'nested', 'data');
    const store = unwrap(openStore({ dataDir }));
    expect(store.file).toBe(path.join(dataDir, 'attack-trainer.sqlite'));
    store.close();
    expect(fs.existsSync(path.join(dataDir, 'attack-trainer.sqlite'))).toBe(true);
  });

  // One case per earlier schema version, so each new db/NNN file is covered by this table as it lands.
  const latest = loadMigrations(REPO_DB_DIR);
  const versions = latest.ok ? latest.value.map((m) => m.version - 1) : [0];
  test.each(versions)('a database at schema %i keeps its data when opened by this app', (k) => {
    const file = path.join(tmp.dir, `v${k}.sqlite`);
    const db = new Database(file);
    unwrap(applyMigrations(db, realMigrations().slice(0, k)));
    expect(readSchemaVersion(db)).toBe(k);
    if (k >= 1) insertSchema1Data(db);
    db.close();

    const store = unwrap(openStore({ file }));
    expect(store.schemaVersion).toBe(realMigrations().length);
    if (k >= 1) {
      expect(unwrap(store.listPacks()).map((p) => p.id)).toEqual(['old']);
      expect(unwrap(store.getQuiz('old', 'q1')).tags).toEqual(['goad']);
      expect(unwrap(store.listAttempts()).map((a) => [a.quizId, a.correct, a.timeMs])).toEqual([['q1', true, 1500]]);
      expect(unwrap(store.getReviewState('old', 'q1'))).toEqual({ state: { reps: 1 }, due: '2024-01-03T00:00:00.000Z' });
      expect(unwrap(store.getSetting('theme'))).toBe('dark');
      // Attempts from before schema 6 (attack steps) and 8 (blocking steps) have no step: "not
      // recorded", never counted under a step nor as right.
      expect(unwrap(store.attemptSteps.tallies())).toEqual({ byFailedStep: new Map(), byBlockStep: new Map(), notRecorded: 1 });
    } else {
      expect(unwrap(store.listPacks())).toEqual([]);
    }
    store.close();
    const check = new Database(file);
    expect(readSchemaVersion(check)).toBe(realMigrations().length);
    check.close();
  });

  test('several pending migrations are applied together and keep the data', () => {
    const file = path.join(tmp.dir, 'multi.sqlite');
    const v1 = unwrap(openStore({ file }));
    unwrap(v1.importPack(pack('p', [quiz('a', ['x'])])));
    unwrap(v1.setSetting('k', 1));
    v1.close();
    const migrationsDir = migrationsDirWith({
      [`${after(1)}-pack-notes.sql`]: 'ALTER TABLE packs ADD COLUMN note TEXT;',
      [`${after(2)}-quiz-index.sql`]: 'CREATE INDEX quizzes_by_type ON quizzes (type);',
    });
    const v3 = unwrap(openStore({ file }, { migrationsDir }));
    expect(v3.schemaVersion).toBe(realMigrations().length + 2);
    expect(unwrap(v3.listQuizzes()).map((q) => q.id)).toEqual(['a']);
    expect(unwrap(v3.getSetting('k'))).toBe(1);
    v3.close();
    const db = new Database(file);
    expect(readSchemaVersion(db)).toBe(realMigrations().length + 2);
    expect(db.prepare("SELECT count(*) FROM pragma_index_list('quizzes') WHERE name = 'quizzes_by_type'").pluck().get()).toBe(1);
    db.close();
  });

  test('a failing migration rolls back all pending migrations and leaves the version and data as they were', () => {
    const file = path.join(tmp.dir, 'fail.sqlite');
    const v1 = unwrap(openStore({ file }));
    unwrap(v1.importPack(pack('p', [quiz('a', ['x'])])));
    v1.close();
    const before = dumpTables(file);
    const migrationsDir = migrationsDirWith({
      [`${after(1)}-good.sql`]: 'CREATE TABLE extra (x INTEGER) STRICT;',
      [`${after(2)}-bad.sql`]: 'INSERT INTO no_such_table VALUES (1);',
    });
    const error = unwrapErr(openStore({ file }, { migrationsDir }));
    expect(error.code).toBe('migration');
    expect(error.message).toContain(`${after(2)}-bad.sql`);
    expect(dumpTables(file)).toEqual(before);
    const db = new Database(file);
    expect(readSchemaVersion(db)).toBe(realMigrations().length);
    db.close();
  });

  test('a migration leaving a dangling foreign key is rolled back', () => {
    const file = path.join(tmp.dir, 'fk.sqlite');
    unwrap(openStore({ file })).close();
    // Foreign keys are enforced, so the only way to dangle is to turn them off mid-script... which
    // SQLite ignores inside a transaction; defer_foreign_keys lets the insert through until commit.
    const migrationsDir = migrationsDirWith({
      [`${after(1)}-dangle.sql`]: `PRAGMA defer_foreign_keys = ON;
        INSERT INTO quizzes (pack_id, id, position, title, type, tags, level, json) VALUES ('ghost', 'q', 0, 't', 't', '[]', 1, '{}');`,
    });
    const error = unwrapErr(openStore({ file }, { migrationsDir }));
    expect(error.code).toBe('migration');
    expect(error.message).toContain('dangling');
    expect(dumpTables(file)['quizzes']).toEqual([]);
  });
});

describe('schema 9: the step of CR 509.1 of blocking answers', () => {
  test('a schema-7 database keeps its attack steps; its blocking attempts read "not recorded", and new ones record their step', () => {
    const file = path.join(tmp.dir, 'v7.sqlite');
    const db = new Database(file);
    unwrap(applyMigrations(db, realMigrations().slice(0, 7)));
    insertSchema1Data(db);
    db.prepare(
      `INSERT INTO attempts (pack_id, quiz_id, answer, correct, time_ms, created_at)
       VALUES ('old', 'q1', '{"type":"legal-blocks","declarations":[]}', 0, 900, '2024-01-04T00:00:00.000Z')`,
    ).run();
    db.prepare('INSERT INTO attempt_steps (attempt_id, failed_step) VALUES (1, 0)').run();
    db.close();

    const store = unwrap(openStore({ file }));
    // The attack step stays; the blocking attempt made before schema 9 is neither right nor under a step.
    expect(unwrap(store.attemptSteps.tallies())).toEqual({ byFailedStep: new Map([[0, 1]]), byBlockStep: new Map(), notRecorded: 1 });
    unwrap(store.attemptSteps.recordBlock(2, '509.1c'));
    expect(unwrap(store.attemptSteps.tallies())).toEqual({ byFailedStep: new Map([[0, 1]]), byBlockStep: new Map([['509.1c', 1]]), notRecorded: 0 });
    expect(unwrap(store.attemptSteps.quizzesMissedAt('509.1c', 10))).toEqual([{ packId: 'old', quizId: 'q1' }]);
    expect(unwrap(store.attemptSteps.quizzesMissedAt('509.1b', 10))).toEqual([]);
    // The table refuses a value that is not a step of 509.1 and an attempt that does not exist.
    expect(store.attemptSteps.recordBlock(2, '509.1e' as 'none')).toMatchObject({ ok: false, error: { code: 'constraint' } });
    expect(store.attemptSteps.recordBlock(99, 'none')).toMatchObject({ ok: false, error: { code: 'constraint' } });
    store.close();
  });
});

describe('a database from a newer app', () => {
  test('is refused with a clear message and left byte-for-byte unchanged', () => {
    const file = path.join(tmp.dir, 'newer.sqlite');
    const store = unwrap(openStore({ file }));
    unwrap(store.importPack(pack('p', [quiz('a', ['x'])])));
    store.close();
    // A newer app may have left it in another journal mode: switching it to WAL would rewrite the header.
    const raw = new Database(file);
    raw.pragma('journal_mode = DELETE');
    const newer = realMigrations().length + 1;
    raw.pragma(`user_version = ${newer}`);
    raw.close();
    const bytes = fs.readFileSync(file);
    const files = fs.readdirSync(tmp.dir).sort();

    const known = realMigrations().length;
    const error = unwrapErr(openStore({ file }));
    expect(error).toEqual({
      code: 'newer-schema',
      message: `this database was written by a newer Attack Trainer (schema ${newer}, this app knows ${known}); update the app`,
    });
    expect(error.message).toBe(newerSchemaMessage(newer, known));
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
    expect(fs.readdirSync(tmp.dir).sort()).toEqual(files);
  });

  test('is refused by applyMigrations too, under the write lock', () => {
    const db = new Database(':memory:');
    const newer = realMigrations().length + 1;
    db.pragma(`user_version = ${newer}`);
    expect(unwrapErr(applyMigrations(db, realMigrations())).code).toBe('newer-schema');
    expect(readSchemaVersion(db)).toBe(newer);
    db.close();
  });
});

describe('files that are not a usable database', () => {
  test('a file that is not SQLite is reported as corrupt and not overwritten', () => {
    const file = path.join(tmp.dir, 'junk.sqlite');
    const junk = Buffer.from('this is not a database, just some text that is long enough to have a header'.repeat(20));
    fs.writeFileSync(file, junk);
    expect(unwrapErr(openStore({ file })).code).toBe('corrupt');
    expect(fs.readFileSync(file).equals(junk)).toBe(true);
  });

  test('a data folder that cannot be created is an io error', () => {
    const blocker = path.join(tmp.dir, 'a-file');
    fs.writeFileSync(blocker, 'x');
    expect(unwrapErr(openStore({ dataDir: path.join(blocker, 'data') })).code).toBe('io');
    expect(unwrapErr(openStore({ file: path.join(blocker, 'db.sqlite') })).code).toBe('io');
  });
});
