/**
 * The store's packs and quizzes: listing and reading them (the queries), and the writes, each one
 * transaction: importing and replacing a pack with its quizzes, seeding the builtin pack, deleting a
 * user pack.
 */
import type { Database } from 'better-sqlite3';
import type { Result } from '#shared/engine/result';
import { makeStatementCache, makeStoreGuard, type StatementCache, type StoreGuard } from './statements.ts';
import type { StoreError } from './errors.ts';
import type { AttemptWrites } from './attempt-writes.ts';
import type { PackSummary, QuizFilter, QuizSummary, SeedOutcome, StoredPack, StoredPackInput, StoredQuiz } from './records.ts';
import { failure, toJson, likePattern, tagSet, requireFields } from './store-values.ts';

export interface PackStore {
  /** Builtin packs first, then by title. */
  listPacks(): Result<PackSummary[], StoreError>;
  getPack(id: string): Result<StoredPack, StoreError>;
  /** In listPacks order, then by position inside each pack. */
  listQuizzes(filter?: QuizFilter): Result<QuizSummary[], StoreError>;
  getQuiz(packId: string, id: string): Result<StoredQuiz, StoreError>;
  /** The pack's json exactly as it was imported. */
  exportPack(id: string): Result<string, StoreError>;
  /**
   * Adds a pack or replaces the one with the same id, all in one transaction. A builtin pack can only
   * be replaced by a builtin input (`builtin-readonly` otherwise). Attempts and review states are kept.
   */
  importPack(input: StoredPackInput): Result<{ readonly replaced: boolean }, StoreError>;
  /**
   * Makes the stored builtin pack match `input` (stored as builtin whatever input.builtin says): inserts
   * it on first start, replaces it when its version or json changed, else leaves it alone. Never touches
   * user packs, attempts or review states; `conflict` if a user pack already holds the id.
   */
  seedBuiltin(input: StoredPackInput): Result<SeedOutcome, StoreError>;
  /** Removes a user pack, its quizzes and their review states; attempts stay as history. */
  deletePack(id: string): Result<void, StoreError>;
}

type PackQueries = Pick<PackStore, 'listPacks' | 'getPack' | 'listQuizzes' | 'getQuiz' | 'exportPack'>;
type PackWrites = Pick<PackStore, 'importPack' | 'seedBuiltin' | 'deletePack'>;

interface PackRow {
  id: string;
  title: string;
  description: string;
  author: string;
  version: string;
  builtin: number;
  imported_at: string;
  quiz_count: number;
  json?: string;
}

interface QuizRow {
  pack_id: string;
  id: string;
  position?: number;
  title: string;
  type: string;
  tags: string;
  level: number;
  json?: string;
}

const PACK_COLUMNS = `p.id, p.title, p.description, p.author, p.version, p.builtin, p.imported_at,
  (SELECT count(*) FROM quizzes q WHERE q.pack_id = p.id) AS quiz_count`;
const PACK_ORDER = 'p.builtin DESC, p.title COLLATE NOCASE, p.id';
/**
 * Every pack in library order: answered from the index packs_listing (db/010-volume-reads.sql), never
 * from a pack row, whose pack file (megabytes at volume) lies before imported_at.
 */
export const LIST_PACKS_SQL = `SELECT ${PACK_COLUMNS} FROM packs p ORDER BY ${PACK_ORDER}`;

const toPackSummary = (row: PackRow): PackSummary => ({
  id: row.id,
  title: row.title,
  description: row.description,
  author: row.author,
  version: row.version,
  builtin: row.builtin === 1,
  importedAt: row.imported_at,
  quizCount: row.quiz_count,
});

const toQuizSummary = (row: QuizRow): QuizSummary => ({
  id: row.id,
  packId: row.pack_id,
  title: row.title,
  type: row.type,
  tags: JSON.parse(row.tags) as string[],
  level: row.level,
});

/** The WHERE clause and parameters of a quiz filter; every criterion given must hold. */
const quizFilterClause = (filter: QuizFilter): { readonly where: string; readonly params: Record<string, string | number> } => {
  const conditions: string[] = [];
  const params: Record<string, string | number> = {};
  if (filter.packId !== undefined) {
    conditions.push('q.pack_id = @packId');
    params['packId'] = filter.packId;
  }
  if (filter.level !== undefined) {
    conditions.push('q.level = @level');
    params['level'] = filter.level;
  }
  if (filter.search !== undefined && filter.search !== '') {
    conditions.push(`(q.title LIKE @search ESCAPE '\\' OR q.id LIKE @search ESCAPE '\\')`);
    params['search'] = likePattern(filter.search);
  }
  if (filter.tags !== undefined && filter.tags.length > 0) {
    // "Has every wanted tag": no wanted tag is missing from the quiz's tag array.
    conditions.push(`NOT EXISTS (SELECT 1 FROM json_each(@tags) AS wanted
      WHERE wanted.value NOT IN (SELECT have.value FROM json_each(q.tags) AS have))`);
    params['tags'] = toJson(filter.tags, 'tags filter');
  }
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
};

const createPackQueries = (sql: StatementCache, guard: StoreGuard): PackQueries => ({
  listPacks: () => guard(() => (sql(LIST_PACKS_SQL).all() as PackRow[]).map(toPackSummary)),

  getPack: (id) =>
    guard(() => {
      const row = sql(`SELECT ${PACK_COLUMNS}, p.json FROM packs p WHERE p.id = ?`).get(id) as PackRow | undefined;
      if (row === undefined) return failure('not-found', `no pack ${id}`);
      return { ...toPackSummary(row), json: row.json ?? '' };
    }),

  listQuizzes: (filter = {}) =>
    guard(() => {
      const { where, params } = quizFilterClause(filter);
      const text = `SELECT q.pack_id, q.id, q.title, q.type, q.tags, q.level
        FROM quizzes q JOIN packs p ON p.id = q.pack_id
        ${where}
        ORDER BY ${PACK_ORDER}, q.position`;
      return (sql(text).all(params) as QuizRow[]).map(toQuizSummary);
    }),

  getQuiz: (packId, id) =>
    guard(() => {
      const row = sql('SELECT pack_id, id, position, title, type, tags, level, json FROM quizzes WHERE pack_id = ? AND id = ?').get(packId, id) as
        QuizRow | undefined;
      if (row === undefined) return failure('not-found', `no quiz ${id} in pack ${packId}`);
      return { ...toQuizSummary(row), position: row.position ?? 0, json: row.json ?? '' };
    }),

  exportPack: (id) =>
    guard(() => {
      const row = sql('SELECT json FROM packs WHERE id = ?').get(id) as { json: string } | undefined;
      return row === undefined ? failure('not-found', `no pack ${id}`) : row.json;
    }),
});

/** Writes the pack row and replaces all its quizzes; callers run it inside a transaction. */
const writePack = (sql: StatementCache, now: () => Date, input: StoredPackInput, builtin: boolean): void => {
  requireFields(input, ['id', 'title', 'description', 'author', 'version', 'json'], [], 'pack');
  if (!Array.isArray(input.quizzes)) failure('bad-input', `pack ${input.id}: quizzes must be an array`);
  for (const quiz of input.quizzes) requireFields(quiz, ['id', 'title', 'type', 'json'], ['level'], `pack ${input.id}, quiz`);
  sql(
    `INSERT INTO packs (id, title, description, author, version, builtin, json, imported_at)
     VALUES (@id, @title, @description, @author, @version, @builtin, @json, @importedAt)
     ON CONFLICT (id) DO UPDATE SET title = excluded.title, description = excluded.description,
       author = excluded.author, version = excluded.version, builtin = excluded.builtin,
       json = excluded.json, imported_at = excluded.imported_at`,
  ).run({
    id: input.id,
    title: input.title,
    description: input.description,
    author: input.author,
    version: input.version,
    builtin: builtin ? 1 : 0,
    json: input.json,
    importedAt: now().toISOString(),
  });
  sql('DELETE FROM quizzes WHERE pack_id = ?').run(input.id);
  const insertQuiz = sql(
    `INSERT INTO quizzes (pack_id, id, position, title, type, tags, level, json)
     VALUES (@packId, @id, @position, @title, @type, @tags, @level, @json)`,
  );
  input.quizzes.forEach((quiz, position) => {
    insertQuiz.run({
      packId: input.id,
      id: quiz.id,
      position,
      title: quiz.title,
      type: quiz.type,
      tags: JSON.stringify(tagSet(quiz.tags, quiz.id)),
      level: quiz.level,
      json: quiz.json,
    });
  });
};

const createPackWrites = (
  db: Database,
  sql: StatementCache,
  guard: StoreGuard,
  now: () => Date,
  restorePackProgress: AttemptWrites['restorePackProgress'],
): PackWrites => {
  const packInfo = (id: string) =>
    sql('SELECT builtin, version, json FROM packs WHERE id = ?').get(id) as { builtin: number; version: string; json: string } | undefined;

  const importTx = db.transaction((input: StoredPackInput): { replaced: boolean } => {
    const existing = packInfo(input.id);
    if (existing?.builtin === 1 && !input.builtin) {
      failure('builtin-readonly', `pack ${input.id} is a builtin pack; a user pack cannot replace it (give it another id)`);
    }
    writePack(sql, now, input, input.builtin);
    if (input.progress !== undefined) restorePackProgress(input.id, input.progress);
    return { replaced: existing !== undefined };
  });

  const seedTx = db.transaction((input: StoredPackInput): SeedOutcome => {
    const existing = packInfo(input.id);
    if (existing === undefined) {
      writePack(sql, now, input, true);
      return 'inserted';
    }
    if (existing.builtin !== 1) {
      return failure('conflict', `a user pack already has the builtin pack's id ${input.id}; rename or delete it`);
    }
    if (existing.version === input.version && existing.json === input.json) return 'unchanged';
    writePack(sql, now, input, true);
    return 'refreshed';
  });

  const deleteTx = db.transaction((id: string): void => {
    const existing = packInfo(id);
    if (existing === undefined) failure('not-found', `no pack ${id}`);
    if (existing?.builtin === 1) failure('builtin-readonly', `pack ${id} is a builtin pack and cannot be deleted`);
    sql('DELETE FROM packs WHERE id = ?').run(id);
    sql('DELETE FROM review_state WHERE pack_id = ?').run(id);
  });

  return {
    importPack: (input) => guard(() => importTx.immediate(input)),
    seedBuiltin: (input) => guard(() => seedTx.immediate(input)),
    deletePack: (id) => guard(() => deleteTx.immediate(id)),
  };
};

export const createPackStore = (
  db: Database,
  now: () => Date,
  /** Writes a pack's exported progress inside the import's transaction (attempt-writes.ts). */
  restorePackProgress: AttemptWrites['restorePackProgress'],
): PackStore => {
  const sql = makeStatementCache(db);
  const guard = makeStoreGuard(db);
  return { ...createPackQueries(sql, guard), ...createPackWrites(db, sql, guard, now, restorePackProgress) };
};
