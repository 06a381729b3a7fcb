/**
 * The store's part for the step where an answer went wrong: a step of declaring attackers
 * (db/006-attempt-steps.sql) or of declaring blockers, CR 509.1 (db/009-attempt-block-steps.sql). One
 * row per attempt whose step is known; attempts without a row (older ones, authored questions) are
 * "not recorded" and are counted as such, never under a step.
 */
import type { Database } from 'better-sqlite3';
import type { Result } from '#shared/engine/result';
import { makeStatementCache, makeStoreGuard } from './statements.ts';
import type { StoreError } from './errors.ts';

/** 0: the answer went wrong at no step; 1–7: the article's step where it first went wrong. */
export type FailedStepValue = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** 'none': a blocking answer went wrong at no step; else the step of CR 509.1 where it first went wrong. */
export type BlockFailedStepValue = 'none' | '509.1a' | '509.1b' | '509.1c' | '509.1d';

export interface StepTallies {
  /** Attempts per recorded value (0–7); values never recorded are absent. */
  readonly byFailedStep: ReadonlyMap<FailedStepValue, number>;
  /** Blocking attempts per recorded value; values never recorded are absent. */
  readonly byBlockStep: ReadonlyMap<BlockFailedStepValue, number>;
  /** Attempts with no step recorded, of either process. */
  readonly notRecorded: number;
}

export interface AttemptStepsStore {
  /** Records the step of an attempt (`constraint` for an unknown attempt or a value outside 0–7). */
  record(attemptId: number, failedStep: FailedStepValue): Result<void, StoreError>;
  /** Records the step of CR 509.1 of a blocking attempt (`constraint` for an unknown attempt or value). */
  recordBlock(attemptId: number, failedStep: BlockFailedStepValue): Result<void, StoreError>;
  tallies(): Result<StepTallies, StoreError>;
  /**
   * The quizzes (that still exist) with an answer that went wrong at `step` (1–7 declaring attackers,
   * '509.1a'–'509.1d' declaring blockers), the most recent miss first, at most `limit`: what "Practice"
   * next to a weak step walks through.
   */
  quizzesMissedAt(step: FailedStepValue | BlockFailedStepValue, limit: number): Result<{ readonly packId: string; readonly quizId: string }[], StoreError>;
}

export function createAttemptStepsStore(db: Database): AttemptStepsStore {
  const guard = makeStoreGuard(db);
  const sql = makeStatementCache(db);
  return {
    record: (attemptId, failedStep) =>
      guard(() => {
        sql('INSERT INTO attempt_steps (attempt_id, failed_step) VALUES (?, ?) ON CONFLICT (attempt_id) DO UPDATE SET failed_step = excluded.failed_step').run(
          attemptId,
          failedStep,
        );
      }),
    recordBlock: (attemptId, failedStep) =>
      guard(() => {
        sql(
          'INSERT INTO attempt_block_steps (attempt_id, failed_step) VALUES (?, ?) ON CONFLICT (attempt_id) DO UPDATE SET failed_step = excluded.failed_step',
        ).run(attemptId, failedStep);
      }),
    tallies: () =>
      guard(() => {
        const rows = sql('SELECT failed_step AS step, count(*) AS n FROM attempt_steps GROUP BY failed_step').all() as { step: FailedStepValue; n: number }[];
        const blocks = sql('SELECT failed_step AS step, count(*) AS n FROM attempt_block_steps GROUP BY failed_step').all() as {
          step: BlockFailedStepValue;
          n: number;
        }[];
        const total = (sql('SELECT count(*) AS n FROM attempts').get() as { n: number }).n;
        const recorded = [...rows, ...blocks].reduce((sum, r) => sum + r.n, 0);
        return {
          byFailedStep: new Map(rows.map((r) => [r.step, r.n])),
          byBlockStep: new Map(blocks.map((r) => [r.step, r.n])),
          notRecorded: Math.max(0, total - recorded),
        };
      }),
    quizzesMissedAt: (step, limit) =>
      guard(() =>
        (
          sql(
            `SELECT a.pack_id AS packId, a.quiz_id AS quizId FROM ${typeof step === 'number' ? 'attempt_steps' : 'attempt_block_steps'} s
             JOIN attempts a ON a.id = s.attempt_id
             JOIN quizzes q ON q.pack_id = a.pack_id AND q.id = a.quiz_id
             WHERE s.failed_step = ?
             GROUP BY a.pack_id, a.quiz_id ORDER BY max(a.id) DESC LIMIT ?`,
          ).all(step, limit) as { packId: string; quizId: string }[]
        ).map((r) => ({ packId: r.packId, quizId: r.quizId })),
      ),
  };
}
