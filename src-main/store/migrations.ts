/**
 * Numbered SQL migrations (db/NNN-name.sql), Signal Desktop style: PRAGMA user_version records the
 * last one applied, and every pending one runs in a single transaction, so a database is always at
 * exactly one known schema version, never half-way between two.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';
import { ok, type Result } from '#shared/engine/result';
import { fail, StoreFailure, storeError, toStoreError, type StoreError } from './errors.ts';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

const MIGRATION_FILE = /^(\d{3,})-([a-z0-9][a-z0-9-]*)\.sql$/;
const FIRST_MIGRATION = '001-initial.sql';

/**
 * The db/ folder holding the migrations, found by walking up from this module: the source lives in
 * src-main/store/ (db/ is two levels up), the bundles in out/cli/ and out/main/ (two levels up), and a
 * packaged app may nest it deeper still. Undefined when no ancestor has db/001-initial.sql.
 */
export const findMigrationsDir = (from: string | URL = import.meta.url): string | undefined => {
  let dir = path.dirname(from instanceof URL || from.startsWith('file:') ? fileURLToPath(from) : path.resolve(from));
  for (;;) {
    const candidate = path.join(dir, 'db');
    if (fs.existsSync(path.join(candidate, FIRST_MIGRATION))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
};

/** Reads db/NNN-*.sql in order; the numbers must run 1, 2, 3... without a gap or a repeat. */
export const loadMigrations = (dir: string): Result<Migration[], StoreError> => {
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((name) => name.endsWith('.sql'));
  } catch (e) {
    return fail('migration', `cannot read the migrations folder ${dir}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const migrations: Migration[] = [];
  for (const name of names) {
    const match = MIGRATION_FILE.exec(name);
    if (match === null) return fail('migration', `${name} in ${dir} is not named NNN-name.sql`);
    migrations.push({ version: Number(match[1]), name, sql: '' });
  }
  migrations.sort((a, b) => a.version - b.version);
  for (const [i, m] of migrations.entries()) {
    if (m.version !== i + 1) return fail('migration', `migration ${i + 1} is missing or repeated in ${dir} (found ${m.name})`);
  }
  if (migrations.length === 0) return fail('migration', `no migrations in ${dir}`);
  try {
    return ok(migrations.map((m) => ({ ...m, sql: fs.readFileSync(path.join(dir, m.name), 'utf8') })));
  } catch (e) {
    return fail('migration', `cannot read a migration in ${dir}: ${e instanceof Error ? e.message : String(e)}`);
  }
};

export const readSchemaVersion = (db: Database): number => db.pragma('user_version', { simple: true }) as number;

export const newerSchemaMessage = (found: number, known: number): string =>
  `this database was written by a newer Attack Trainer (schema ${found}, this app knows ${known}); update the app`;

export interface MigrationOutcome {
  readonly from: number;
  readonly to: number;
}

/**
 * Brings `db` to the last of `migrations` in one IMMEDIATE transaction (the version is re-read under
 * the write lock, so two processes opening the same file cannot both migrate). PRAGMA foreign_keys is
 * a no-op inside a transaction, so a migration that rebuilds a table keeps enforcement on; instead
 * foreign_key_check runs before commit and any dangling reference aborts the whole upgrade.
 */
export const applyMigrations = (db: Database, migrations: readonly Migration[]): Result<MigrationOutcome, StoreError> => {
  const latest = migrations.length;
  const run = db.transaction((): MigrationOutcome => {
    const from = readSchemaVersion(db);
    if (from > latest) throw new StoreFailure(storeError('newer-schema', newerSchemaMessage(from, latest)));
    for (const m of migrations) {
      if (m.version <= from) continue;
      try {
        db.exec(m.sql);
      } catch (e) {
        throw new StoreFailure(storeError('migration', `${m.name} failed: ${toStoreError(e).message}`));
      }
    }
    if (from < latest) {
      const dangling = db.pragma('foreign_key_check') as unknown[];
      if (dangling.length > 0) {
        throw new StoreFailure(storeError('migration', `migrating to ${latest} left ${dangling.length} dangling references`));
      }
      // PRAGMA takes no bound parameters; `latest` is an array length, never outside input.
      db.pragma(`user_version = ${latest}`);
    }
    return { from, to: Math.max(from, latest) };
  });
  try {
    return ok(run.immediate());
  } catch (e) {
    return { ok: false, error: toStoreError(e) };
  }
};
