/**
 * The store's part for exams being taken (db/005-exam-progress.sql): where the learner is in an exam
 * and the answers so far, saved whole at every move so that leaving the screen or reloading the app
 * loses nothing. The slots are stored as given; the exam domain checks them on read
 * (src-main/domain/exam/resume.ts), since the file can be edited by hand.
 */
import type { Database } from 'better-sqlite3';
import type { Result } from '#shared/engine/result';
import { makeStatementCache, makeStoreGuard } from './statements.ts';
import { storeError, StoreFailure, type StoreError } from './errors.ts';

export interface ExamProgressRecord {
  readonly examId: string;
  readonly position: number;
  /** JSON as stored: the exam domain parses it. */
  readonly slots: unknown;
  readonly savedAt: string;
}

export interface ExamProgressStore {
  /**
   * Replaces the exam's saved progress; `not-found` for an unknown exam, `conflict` once the exam was
   * submitted (a late save from a closing screen must not look like an exam still open).
   */
  save(examId: string, position: number, slots: unknown, savedAt: Date): Result<void, StoreError>;
  /** Undefined when nothing was saved for the exam. */
  get(examId: string): Result<ExamProgressRecord | undefined, StoreError>;
}

interface ProgressRow {
  exam_id: string;
  position: number;
  slots: string;
  saved_at: string;
}

export function createExamProgressStore(db: Database): ExamProgressStore {
  const guard = makeStoreGuard(db);
  const sql = makeStatementCache(db);
  const saveTx = db.transaction((examId: string, position: number, slots: string, savedAt: string) => {
    const exam = sql('SELECT finished_at FROM exams WHERE id = ?').get(examId) as { finished_at: string | null } | undefined;
    if (exam === undefined) throw new StoreFailure(storeError('not-found', `no exam ${examId}`));
    if (exam.finished_at !== null) throw new StoreFailure(storeError('conflict', `exam ${examId} was already submitted`));
    sql(
      `INSERT INTO exam_progress (exam_id, position, slots, saved_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (exam_id) DO UPDATE SET position = excluded.position, slots = excluded.slots, saved_at = excluded.saved_at`,
    ).run(examId, position, slots, savedAt);
  });
  return {
    save: (examId, position, slots, savedAt) => guard(() => saveTx(examId, position, JSON.stringify(slots), savedAt.toISOString())),
    get: (examId) =>
      guard(() => {
        const row = sql('SELECT exam_id, position, slots, saved_at FROM exam_progress WHERE exam_id = ?').get(examId) as ProgressRow | undefined;
        return row === undefined ? undefined : { examId: row.exam_id, position: row.position, slots: JSON.parse(row.slots) as unknown, savedAt: row.saved_at };
      }),
  };
}
