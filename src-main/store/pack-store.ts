/**
 * The store's packs and quizzes: listing and reading them, importing and replacing a pack with its
 * quizzes in one transaction, seeding the builtin pack, deleting a user pack.
 */
import type { Database } from 'better-sqlite3';
import { makeStatementCache, makeStoreGuard } from './statements.ts';
import type { PackSummary, QuizSummary, SeedOutcome, StoredPackInput } from './types.ts';
import type { Store } from './store.ts';
import { failure, toJson, likePattern, tagSet, requireFields } from './store-values.ts';

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

export const createPackStore = (
  db: Database,
  now: () => Date,
  /** Writes a pack's exported progress inside the import's transaction (attempt-store.ts). */
  restoreProgress: (packId: string, progress: NonNullable<StoredPackInput['progress']>) => void,
): Pick<Store, 'listPacks' | 'getPack' | 'listQuizzes' | 'getQuiz' | 'importPack' | 'seedBuiltin' | 'deletePack' | 'exportPack'> => {
  const sql = makeStatementCache(db);
  const guard = makeStoreGuard(db);

  const packInfo = (id: string) =>
    sql('SELECT builtin, version, json FROM packs WHERE id = ?').get(id) as
      | { builtin: number; version: string; json: string }
      | undefined;

  /** Writes the pack row and replaces all its quizzes; callers run it inside a transaction. */
  const writePack = (input: StoredPackInput, builtin: boolean): void => {
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

  const importTx = db.transaction((input: StoredPackInput): { replaced: boolean } => {
    const existing = packInfo(input.id);
    if (existing?.builtin === 1 && !input.builtin) {
      failure('builtin-readonly', `pack ${input.id} is a builtin pack; a user pack cannot replace it (give it another id)`);
    }
    writePack(input, input.builtin);
    if (input.progress !== undefined) restoreProgress(input.id, input.progress);
    return { replaced: existing !== undefined };
  });

  const seedTx = db.transaction((input: StoredPackInput): SeedOutcome => {
    const existing = packInfo(input.id);
    if (existing === undefined) {
      writePack(input, true);
      return 'inserted';
    }
    if (existing.builtin !== 1) {
      return failure('conflict', `a user pack already has the builtin pack's id ${input.id}; rename or delete it`);
    }
    if (existing.version === input.version && existing.json === input.json) return 'unchanged';
    writePack(input, true);
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
    listPacks: () =>
      guard(() => (sql(`SELECT ${PACK_COLUMNS} FROM packs p ORDER BY ${PACK_ORDER}`).all() as PackRow[]).map(toPackSummary)),

    getPack: (id) =>
      guard(() => {
        const row = sql(`SELECT ${PACK_COLUMNS}, p.json FROM packs p WHERE p.id = ?`).get(id) as PackRow | undefined;
        if (row === undefined) return failure('not-found', `no pack ${id}`);
        return { ...toPackSummary(row), json: row.json ?? '' };
      }),

    listQuizzes: (filter = {}) =>
      guard(() => {
        const where: string[] = [];
        const params: Record<string, string | number> = {};
        if (filter.packId !== undefined) {
          where.push('q.pack_id = @packId');
          params['packId'] = filter.packId;
        }
        if (filter.level !== undefined) {
          where.push('q.level = @level');
          params['level'] = filter.level;
        }
        if (filter.search !== undefined && filter.search !== '') {
          where.push(`(q.title LIKE @search ESCAPE '\\' OR q.id LIKE @search ESCAPE '\\')`);
          params['search'] = likePattern(filter.search);
        }
        if (filter.tags !== undefined && filter.tags.length > 0) {
          // "Has every wanted tag": no wanted tag is missing from the quiz's tag array.
          where.push(`NOT EXISTS (SELECT 1 FROM json_each(@tags) AS wanted
            WHERE wanted.value NOT IN (SELECT have.value FROM json_each(q.tags) AS have))`);
          params['tags'] = toJson(filter.tags, 'tags filter');
        }
        const text = `SELECT q.pack_id, q.id, q.title, q.type, q.tags, q.level
          FROM quizzes q JOIN packs p ON p.id = q.pack_id
          ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
          ORDER BY ${PACK_ORDER}, q.position`;
        return (sql(text).all(params) as QuizRow[]).map(toQuizSummary);
      }),

    getQuiz: (packId, id) =>
      guard(() => {
        const row = sql(
          'SELECT pack_id, id, position, title, type, tags, level, json FROM quizzes WHERE pack_id = ? AND id = ?',
        ).get(packId, id) as QuizRow | undefined;
        if (row === undefined) return failure('not-found', `no quiz ${id} in pack ${packId}`);
        return { ...toQuizSummary(row), position: row.position ?? 0, json: row.json ?? '' };
      }),

    importPack: (input) => guard(() => importTx.immediate(input)),

    seedBuiltin: (input) => guard(() => seedTx.immediate(input)),

    deletePack: (id) => guard(() => deleteTx.immediate(id)),

    exportPack: (id) =>
      guard(() => {
        const row = sql('SELECT json FROM packs WHERE id = ?').get(id) as { json: string } | undefined;
        return row === undefined ? failure('not-found', `no pack ${id}`) : row.json;
      }),
  };
};
