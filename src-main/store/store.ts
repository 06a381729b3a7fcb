/**
 * The Store: every read and write of packs, quizzes, attempts, review states and settings. Built by
 * openStore (open-store.ts) on a migrated connection. SQL text is fixed or assembled from fixed
 * fragments; every value reaches SQLite as a bound parameter.
 */
import type { Database } from 'better-sqlite3';
import type { Result } from '../engine/result.ts';
import { makeStatementCache, makeStoreGuard } from './statements.ts';
import { StoreFailure, storeError, type StoreError, type StoreErrorCode } from './errors.ts';
import { runAtomically } from './atomic.ts';
import { checkHealth, type HealthReport } from './health.ts';
import { ATTEMPT_MODES } from '../quiz/vocabulary.ts';
import { createAggregateQueries, type AggregateQueries } from './aggregates.ts';
import { createLibraryQueries, type LibraryQueries } from './library-queries.ts';
import { createCsvExportQueries, type CsvExportQueries } from './csv-export.ts';
import { createPuzzleStore, type PuzzleStore } from './puzzle-store.ts';
import { createExamProgressStore, type ExamProgressStore } from './exam-progress-store.ts';
import { createAttemptStepsStore, type AttemptStepsStore } from './attempt-steps-store.ts';
import type {
  Attempt,
  AttemptFilter,
  AttemptInput,
  AttemptRecord,
  AttemptReview,
  AttemptReviewInput,
  ExamInput,
  ExamRecord,
  PackProgressInput,
  QuizReviewState,
  DueReview,
  PackSummary,
  QuizFilter,
  QuizSummary,
  ReviewState,
  ReviewStateInput,
  SeedOutcome,
  StoredPack,
  StoredPackInput,
  StoredQuiz,
} from './types.ts';

/** The reads that sum up the history live in aggregates.ts (stats, listProgress and the tallies). */
export interface Store extends AggregateQueries, LibraryQueries, CsvExportQueries {
  /** The database file (':memory:' for an in-memory store). */
  readonly file: string;
  readonly schemaVersion: number;
  /** Builtin packs first, then by title. */
  listPacks(): Result<PackSummary[], StoreError>;
  getPack(id: string): Result<StoredPack, StoreError>;
  /** In listPacks order, then by position inside each pack. */
  listQuizzes(filter?: QuizFilter): Result<QuizSummary[], StoreError>;
  getQuiz(packId: string, id: string): Result<StoredQuiz, StoreError>;
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
  /** The pack's json exactly as it was imported. */
  exportPack(id: string): Result<string, StoreError>;
  /** `not-found` unless the quiz exists now. Returns the attempt's id. */
  recordAttempt(input: AttemptInput): Result<number, StoreError>;
  /** Oldest first. */
  listAttempts(filter?: AttemptFilter): Result<Attempt[], StoreError>;
  /** Undefined when the quiz has never been scheduled. */
  getReviewState(packId: string, quizId: string): Result<ReviewState | undefined, StoreError>;
  setReviewState(packId: string, quizId: string, input: ReviewStateInput): Result<void, StoreError>;
  /** Scheduled quizzes that still exist and are due before `before`, soonest first. */
  listDueReviews(before: Date | string, limit?: number): Result<DueReview[], StoreError>;
  /** Undefined when the setting was never set. */
  getSetting(key: string): Result<unknown, StoreError>;
  setSetting(key: string, value: unknown): Result<void, StoreError>;
  /** listAttempts with each attempt's mode and review record (schema 2). Oldest first. */
  listAttemptRecords(filter?: AttemptFilter): Result<AttemptRecord[], StoreError>;
  /** Undefined when there is no attempt with this id. */
  getAttemptRecord(id: number): Result<AttemptRecord | undefined, StoreError>;
  /** The id of the quiz's latest attempt that has a review record; undefined when none has. */
  latestReviewedAttempt(packId: string, quizId: string): Result<number | undefined, StoreError>;
  /**
   * Replaces an attempt's review record and sets its quiz's review state to `review.after`, in one
   * transaction (`not-found` for an unknown attempt or a quiz that no longer exists).
   */
  rerateAttempt(id: number, review: AttemptReviewInput): Result<void, StoreError>;
  /**
   * Restores a pack's exported attempts and review states without touching the pack (used for a builtin
   * pack, which an import cannot replace); one transaction. Attempts already stored are not added again.
   */
  restoreProgress(packId: string, progress: PackProgressInput): Result<void, StoreError>;
  /** Review states of the pack's existing quizzes, in quiz order. */
  listReviewStates(packId: string): Result<QuizReviewState[], StoreError>;
  /** `constraint` when the id is taken. */
  createExam(input: ExamInput): Result<void, StoreError>;
  getExam(id: string): Result<ExamRecord, StoreError>;
  /** Newest first. */
  listExams(): Result<ExamRecord[], StoreError>;
  /**
   * Stores the report and records the exam's attempts in one transaction; `conflict` when the exam was
   * already finished. Returns the attempts' ids in input order.
   */
  finishExam(id: string, report: unknown, finishedAt: Date | string, attempts: readonly AttemptInput[]): Result<number[], StoreError>;
  /** Idempotent; every later call returns `closed`. */
  /**
   * Runs `fn` (which may call any of this store's methods) as one IMMEDIATE transaction: the read and
   * the write of a read-modify-write see no other writer in between; a result with `ok: false` rolls
   * back (atomic.ts).
   */
  atomically<R extends { readonly ok: boolean }>(fn: () => R): Result<R, StoreError>;
  /** SQLite's quick_check, or integrity_check when `full` (health.ts). */
  checkHealth(full: boolean): Result<HealthReport, StoreError>;
  close(): void;
  /** Generated puzzles: ratings, history, rush results (db/004-puzzles.sql). */
  readonly puzzles: PuzzleStore;
  /** Exams being taken (db/005-exam-progress.sql) and the step where answers went wrong (db/006). */
  readonly examProgress: ExamProgressStore;
  readonly attemptSteps: AttemptStepsStore;
}

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

interface AttemptRow {
  id: number;
  pack_id: string;
  quiz_id: string;
  answer: string;
  correct: number;
  time_ms: number;
  created_at: string;
}

interface AttemptRecordRow extends AttemptRow {
  mode: string;
  review: string | null;
}

interface ExamRow {
  id: string;
  started_at: string;
  config: string;
  quiz_refs: string;
  report: string | null;
  finished_at: string | null;
}

const ATTEMPT_RECORD_COLUMNS = 'id, pack_id, quiz_id, answer, correct, time_ms, created_at, mode, review';

const toExamRecord = (row: ExamRow): ExamRecord => ({
  id: row.id,
  startedAt: row.started_at,
  config: JSON.parse(row.config) as unknown,
  quizRefs: JSON.parse(row.quiz_refs) as ExamRecord['quizRefs'],
  ...(row.report === null ? {} : { report: JSON.parse(row.report) as unknown }),
  ...(row.finished_at === null ? {} : { finishedAt: row.finished_at }),
});

const failure = (code: StoreErrorCode, message: string): never => {
  throw new StoreFailure(storeError(code, message));
};

/** JSON text for a value, or `bad-input`: undefined, functions, cycles and BigInts have none. */
const toJson = (value: unknown, what: string): string => {
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (e) {
    return failure('bad-input', `${what} is not JSON-representable: ${e instanceof Error ? e.message : String(e)}`);
  }
  return json === undefined ? failure('bad-input', `${what} is not JSON-representable`) : json;
};

/**
 * Times are stored as ISO 8601 UTC text with milliseconds, one fixed width, so text order is time order
 * and the created_at / due indexes serve range queries.
 */
const toIso = (value: Date | string, what: string): string => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? failure('bad-input', `${what} is not a valid date: ${String(value)}`) : date.toISOString();
};

const likePattern = (search: string): string => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

const toAttempt = (row: AttemptRow): Attempt => ({
  id: row.id,
  packId: row.pack_id,
  quizId: row.quiz_id,
  answer: JSON.parse(row.answer) as unknown,
  correct: row.correct === 1,
  timeMs: row.time_ms,
  at: row.created_at,
});

const toAttemptRecord = (row: AttemptRecordRow): AttemptRecord => ({
  ...toAttempt(row),
  mode: row.mode as AttemptRecord['mode'],
  ...(row.review === null ? {} : { review: JSON.parse(row.review) as AttemptReview }),
});

/** Tags are a set: the first occurrence of each is kept, so per-tag stats never count a quiz twice. */
const tagSet = (tags: unknown, quizId: string): string[] => {
  if (!Array.isArray(tags) || !tags.every((t) => typeof t === 'string')) {
    return failure('bad-input', `quiz ${quizId}: tags must be an array of strings`);
  }
  return [...new Set(tags as string[])];
};

/**
 * The records arrive over IPC from code that TypeScript cannot vouch for at run time; a field of the
 * wrong kind would make better-sqlite3 throw while binding, so it is refused here as `bad-input`.
 */
const requireFields = (record: object, strings: readonly string[], numbers: readonly string[], what: string): void => {
  const fields = record as Record<string, unknown>;
  for (const key of strings) if (typeof fields[key] !== 'string') failure('bad-input', `${what}: ${key} must be a string`);
  for (const key of numbers) if (!Number.isFinite(fields[key])) failure('bad-input', `${what}: ${key} must be a finite number`);
};

const requireLimit = (limit: number): void => {
  if (!Number.isSafeInteger(limit) || limit < 0) failure('bad-input', `limit must be a non-negative integer, not ${limit}`);
};

export const createStore = (db: Database, file: string, schemaVersion: number, now: () => Date): Store => {
  const sql = makeStatementCache(db);

  const guard = makeStoreGuard(db);

  const packInfo = (id: string) =>
    sql('SELECT builtin, version, json FROM packs WHERE id = ?').get(id) as
      | { builtin: number; version: string; json: string }
      | undefined;

  const quizExists = (packId: string, quizId: string): boolean =>
    sql('SELECT 1 FROM quizzes WHERE pack_id = ? AND id = ?').get(packId, quizId) !== undefined;

  const writeReviewState = (packId: string, quizId: string, stateValue: unknown, dueValue: Date | string): void => {
    const due = toIso(dueValue, 'due');
    const state = toJson(stateValue, 'review state');
    if (!quizExists(packId, quizId)) failure('not-found', `no quiz ${quizId} in pack ${packId}`);
    sql(
      `INSERT INTO review_state (pack_id, quiz_id, state, due) VALUES (?, ?, ?, ?)
       ON CONFLICT (pack_id, quiz_id) DO UPDATE SET state = excluded.state, due = excluded.due`,
    ).run(packId, quizId, state, due);
  };

  const reviewJson = (review: AttemptReview): string =>
    toJson({ rating: review.rating, before: review.before ?? null, after: review.after }, 'review record');

  /** Checks and inserts one attempt (and its review state, when it has a review record); callers run it in a transaction. */
  const insertAttempt = (input: AttemptInput): number => {
    requireFields(input, ['packId', 'quizId'], ['timeMs'], 'attempt');
    const at = toIso(input.at ?? now(), 'attempt time');
    const answer = toJson(input.answer, 'answer');
    const mode = input.mode ?? 'rated';
    if (!(ATTEMPT_MODES as readonly string[]).includes(mode)) failure('bad-input', `attempt mode must be one of ${ATTEMPT_MODES.join(', ')}`);
    if (!quizExists(input.packId, input.quizId)) failure('not-found', `no quiz ${input.quizId} in pack ${input.packId}`);
    const review = input.review === undefined ? null : reviewJson(input.review);
    const result = sql(
      `INSERT INTO attempts (pack_id, quiz_id, answer, correct, time_ms, created_at, mode, review)
       VALUES (@packId, @quizId, @answer, @correct, @timeMs, @at, @mode, @review)`,
    ).run({ packId: input.packId, quizId: input.quizId, answer, correct: input.correct ? 1 : 0, timeMs: input.timeMs, at, mode, review });
    if (input.review !== undefined) writeReviewState(input.packId, input.quizId, input.review.after, input.review.due);
    return Number(result.lastInsertRowid);
  };

  const recordTx = db.transaction(insertAttempt);

  /** The attempts `filter` selects (oldest first), with the given columns (fixed text, never input). */
  const selectAttempts = (filter: AttemptFilter, columns: string): AttemptRow[] => {
    const where: string[] = [];
    const params: Record<string, string | number> = {};
    if (filter.packId !== undefined) {
      where.push('pack_id = @packId');
      params['packId'] = filter.packId;
    }
    if (filter.quizId !== undefined) {
      where.push('quiz_id = @quizId');
      params['quizId'] = filter.quizId;
    }
    if (filter.since !== undefined) {
      where.push('created_at >= @since');
      params['since'] = toIso(filter.since, 'since');
    }
    if (filter.until !== undefined) {
      where.push('created_at < @until');
      params['until'] = toIso(filter.until, 'until');
    }
    const limited = filter.limit !== undefined;
    if (filter.limit !== undefined) {
      requireLimit(filter.limit);
      params['limit'] = filter.limit;
    }
    const text = `SELECT ${columns} FROM attempts
      ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY created_at ${limited ? 'DESC' : 'ASC'}, id ${limited ? 'DESC LIMIT @limit' : 'ASC'}`;
    const rows = sql(text).all(params) as AttemptRow[];
    return limited ? rows.reverse() : rows;
  };


  /** Restores a pack's exported progress; an attempt already stored (same fields) is not added twice. */
  const restoreProgress = (packId: string, progress: NonNullable<StoredPackInput['progress']>): void => {
    if (!Array.isArray(progress.attempts) || !Array.isArray(progress.reviews)) failure('bad-input', `pack ${packId}: progress needs attempts and reviews arrays`);
    const same = sql(
      `SELECT 1 FROM attempts WHERE pack_id = @packId AND quiz_id = @quizId AND created_at = @at AND correct = @correct
       AND time_ms = @timeMs AND mode = @mode AND answer = json(@answer)`,
    );
    for (const a of progress.attempts) {
      const at = toIso(a.at ?? now(), 'attempt time');
      const found = same.get({ packId, quizId: a.quizId, at, correct: a.correct ? 1 : 0, timeMs: a.timeMs, mode: a.mode ?? 'rated', answer: toJson(a.answer, 'answer') });
      if (found === undefined) insertAttempt({ ...a, packId, at });
    }
    for (const r of progress.reviews) writeReviewState(packId, r.quizId, r.state, r.due);
  };

  const restoreTx = db.transaction((packId: string, progress: PackProgressInput): void => {
    if (packInfo(packId) === undefined) failure('not-found', `no pack ${packId}`);
    restoreProgress(packId, progress);
  });

  const finishExamTx = db.transaction((id: string, report: unknown, finishedAt: Date | string, attempts: readonly AttemptInput[]): number[] => {
    const row = sql('SELECT finished_at FROM exams WHERE id = ?').get(id) as { finished_at: string | null } | undefined;
    if (row === undefined) failure('not-found', `no exam ${id}`);
    if (row?.finished_at !== null) failure('conflict', `exam ${id} was already submitted`);
    sql('UPDATE exams SET report = ?, finished_at = ? WHERE id = ?').run(toJson(report, 'exam report'), toIso(finishedAt, 'finish time'), id);
    return attempts.map(insertAttempt);
  });

  const rerateTx = db.transaction((id: number, review: AttemptReviewInput): void => {
    const row = sql('SELECT pack_id, quiz_id FROM attempts WHERE id = ?').get(id) as { pack_id: string; quiz_id: string } | undefined;
    if (row === undefined) failure('not-found', `no attempt ${id}`);
    sql('UPDATE attempts SET review = ? WHERE id = ?').run(reviewJson(review), id);
    writeReviewState(row!.pack_id, row!.quiz_id, review.after, review.due);
  });

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
    ...createAggregateQueries(db),
    ...createLibraryQueries(db),
    ...createCsvExportQueries(db),
    puzzles: createPuzzleStore(db, now),
    examProgress: createExamProgressStore(db),
    attemptSteps: createAttemptStepsStore(db),
    file,
    schemaVersion,

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

    recordAttempt: (input) => guard(() => recordTx.immediate(input)),

    listAttempts: (filter = {}) => guard(() => selectAttempts(filter, 'id, pack_id, quiz_id, answer, correct, time_ms, created_at').map(toAttempt)),

    listAttemptRecords: (filter = {}) => guard(() => selectAttempts(filter, ATTEMPT_RECORD_COLUMNS).map((r) => toAttemptRecord(r as AttemptRecordRow))),

    getAttemptRecord: (id) =>
      guard(() => {
        const row = sql(`SELECT ${ATTEMPT_RECORD_COLUMNS} FROM attempts WHERE id = ?`).get(id) as AttemptRecordRow | undefined;
        return row === undefined ? undefined : toAttemptRecord(row);
      }),

    latestReviewedAttempt: (packId, quizId) =>
      guard(() => {
        const row = sql('SELECT max(id) AS id FROM attempts WHERE pack_id = ? AND quiz_id = ? AND review IS NOT NULL').get(packId, quizId) as { id: number | null };
        return row.id ?? undefined;
      }),

    rerateAttempt: (id, review) => guard(() => rerateTx.immediate(id, review)),

    restoreProgress: (packId, progress) => guard(() => restoreTx.immediate(packId, progress)),

    listReviewStates: (packId) =>
      guard(() => {
        const rows = sql(
          `SELECT r.quiz_id, r.state, r.due FROM review_state r JOIN quizzes q ON q.pack_id = r.pack_id AND q.id = r.quiz_id
           WHERE r.pack_id = ? ORDER BY q.position`,
        ).all(packId) as { quiz_id: string; state: string; due: string }[];
        return rows.map((r) => ({ quizId: r.quiz_id, state: JSON.parse(r.state) as unknown, due: r.due }));
      }),

    createExam: (input) =>
      guard(() => {
        requireFields(input, ['id'], [], 'exam');
        sql('INSERT INTO exams (id, started_at, config, quiz_refs) VALUES (?, ?, ?, ?)').run(
          input.id,
          toIso(input.startedAt, 'exam start'),
          toJson(input.config, 'exam config'),
          toJson(input.quizRefs, 'exam quizzes'),
        );
      }),

    getExam: (id) =>
      guard(() => {
        const row = sql('SELECT id, started_at, config, quiz_refs, report, finished_at FROM exams WHERE id = ?').get(id) as ExamRow | undefined;
        return row === undefined ? failure('not-found', `no exam ${id}`) : toExamRecord(row);
      }),

    listExams: () =>
      guard(() =>
        (sql('SELECT id, started_at, config, quiz_refs, report, finished_at FROM exams ORDER BY started_at DESC, rowid DESC').all() as ExamRow[]).map(toExamRecord),
      ),

    finishExam: (id, report, finishedAt, attempts) => guard(() => finishExamTx.immediate(id, report, finishedAt, attempts)),

    getReviewState: (packId, quizId) =>
      guard(() => {
        const row = sql('SELECT state, due FROM review_state WHERE pack_id = ? AND quiz_id = ?').get(packId, quizId) as
          | { state: string; due: string }
          | undefined;
        return row === undefined ? undefined : { state: JSON.parse(row.state) as unknown, due: row.due };
      }),

    setReviewState: (packId, quizId, input) => guard(() => writeReviewState(packId, quizId, input.state, input.due)),

    listDueReviews: (before, limit) =>
      guard(() => {
        if (limit !== undefined) requireLimit(limit);
        const rows = sql(
          `SELECT r.pack_id, r.quiz_id, r.due FROM review_state r
           JOIN quizzes q ON q.pack_id = r.pack_id AND q.id = r.quiz_id
           WHERE r.due < ? ORDER BY r.due, r.pack_id, r.quiz_id LIMIT ?`,
        ).all(toIso(before, 'before'), limit ?? -1) as { pack_id: string; quiz_id: string; due: string }[];
        return rows.map((r) => ({ packId: r.pack_id, quizId: r.quiz_id, due: r.due }));
      }),

    getSetting: (key) =>
      guard(() => {
        const row = sql('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
        return row === undefined ? undefined : (JSON.parse(row.value) as unknown);
      }),

    setSetting: (key, value) =>
      guard(() => {
        sql('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(
          key,
          toJson(value, `setting ${key}`),
        );
      }),

    atomically: (fn) => runAtomically(db, fn),

    checkHealth: (full) => guard(() => checkHealth(db, full)),

    close: () => {
      if (db.open) db.close();
    },
  };
};
