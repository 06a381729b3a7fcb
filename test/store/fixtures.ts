/** Shared fixtures of the store tests: temp folders and small packs. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import type { Result } from '#shared/engine/result';
import type { StoreError } from '#main/store/errors';
import type { StoredPackInput, StoredQuizInput } from '#main/store/records';

export const REPO_DB_DIR = fileURLToPath(new URL('../../db/', import.meta.url));

/** Every table of the latest schema, by name: each one is STRICT (the migrations in db/ create them so). */
export const SCHEMA_TABLES = [
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
];

/** The names of a database's STRICT tables, in order. */
export const strictTables = (db: Database.Database): unknown[] =>
  db.prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND strict = 1 ORDER BY name").pluck().all();

/**
 * Where test databases go: a RAM-backed folder when the machine has one. The store asks for an fsync
 * per commit (synchronous=FULL), which costs ~10 ms on a virtual disk and would dominate the suite;
 * none of these tests is about power loss (the crash test kills a process, and the page cache
 * survives that), so the medium does not change what they prove.
 */
const TEMP_ROOT = ((): string => {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
})();

/** A fresh folder for one test; the returned function removes it. */
export const makeTempDir = (): { dir: string; cleanup: () => void } => {
  const dir = fs.mkdtempSync(path.join(TEMP_ROOT, 'attack-trainer-store-'));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
};

export const quiz = (id: string, tags: string[], level = 1, title = `Quiz ${id}`): StoredQuizInput => ({
  id,
  title,
  type: 'declare-attackers',
  tags,
  level,
  json: JSON.stringify({ id, title, tags, level }),
});

export const pack = (id: string, quizzes: StoredQuizInput[], extra: Partial<StoredPackInput> = {}): StoredPackInput => {
  const base = { id, title: `Pack ${id}`, description: `About ${id}`, author: 'Tester', version: '1.0.0', builtin: false };
  const merged = { ...base, ...extra };
  return {
    ...merged,
    quizzes,
    json: extra.json ?? JSON.stringify({ ...merged, quizzes: quizzes.map((q) => q.id) }),
  };
};

/** The value of an ok Result, failing the test with the error otherwise. */
export const unwrap = <T>(result: Result<T, StoreError>): T => {
  if (!result.ok) expect.fail(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.value;
};

/** The error of a failed Result, failing the test if it succeeded. */
export const unwrapErr = <T>(result: Result<T, StoreError>): StoreError => {
  if (result.ok) expect.fail(`expected an error, got ${JSON.stringify(result.value)}`);
  return result.error;
};

/** Every row of every table, read with a separate raw connection, for "nothing changed" checks. */
export const dumpTables = (file: string): Record<string, unknown[]> => {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
    // Table names come from sqlite_schema, not from outside input; identifiers cannot be bound.
    return Object.fromEntries(tables.map((t) => [t, db.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all()]));
  } finally {
    db.close();
  }
};
