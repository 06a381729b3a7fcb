/** The store's exams (db/002-exams.sql): the drawn quizzes and config at the start, the report at the end. */
import type { Database } from 'better-sqlite3';
import type { Result } from '#shared/engine/result';
import { makeStatementCache, makeStoreGuard } from './statements.ts';
import type { StoreError } from './errors.ts';
import type { AttemptWrites } from './attempt-writes.ts';
import type { AttemptInput, ExamInput, ExamRecord } from './records.ts';
import { failure, toJson, toIso, requireFields } from './store-values.ts';

export interface ExamStore {
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
}

interface ExamRow {
  id: string;
  started_at: string;
  config: string;
  quiz_refs: string;
  report: string | null;
  finished_at: string | null;
}

const toExamRecord = (row: ExamRow): ExamRecord => ({
  id: row.id,
  startedAt: row.started_at,
  config: JSON.parse(row.config) as unknown,
  quizRefs: JSON.parse(row.quiz_refs) as ExamRecord['quizRefs'],
  ...(row.report === null ? {} : { report: JSON.parse(row.report) as unknown }),
  ...(row.finished_at === null ? {} : { finishedAt: row.finished_at }),
});

export const createExamStore = (
  db: Database,
  /** Inserts one attempt inside the caller's transaction (attempt-writes.ts). */
  insertAttempt: AttemptWrites['insertAttempt'],
): ExamStore => {
  const sql = makeStatementCache(db);
  const guard = makeStoreGuard(db);

  const finishExamTx = db.transaction((id: string, report: unknown, finishedAt: Date | string, attempts: readonly AttemptInput[]): number[] => {
    const row = sql('SELECT finished_at FROM exams WHERE id = ?').get(id) as { finished_at: string | null } | undefined;
    if (row === undefined) failure('not-found', `no exam ${id}`);
    if (row?.finished_at !== null) failure('conflict', `exam ${id} was already submitted`);
    sql('UPDATE exams SET report = ?, finished_at = ? WHERE id = ?').run(toJson(report, 'exam report'), toIso(finishedAt, 'finish time'), id);
    return attempts.map(insertAttempt);
  });

  return {
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
        (sql('SELECT id, started_at, config, quiz_refs, report, finished_at FROM exams ORDER BY started_at DESC, rowid DESC').all() as ExamRow[]).map(
          toExamRecord,
        ),
      ),

    finishExam: (id, report, finishedAt, attempts) => guard(() => finishExamTx.immediate(id, report, finishedAt, attempts)),
  };
};
