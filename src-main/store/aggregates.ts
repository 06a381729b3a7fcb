/**
 * The learner's history summed up in SQL: per quiz, per range of time (a day in the learner's zone), per tag.
 * At a community's volume (100,000 attempts) reading every attempt into JavaScript takes 100 ms to 2.5 s
 * per call; these queries read the per-quiz table kept by triggers and the covering index of
 * db/003-aggregate-indexes.sql, and return at most one row per quiz or per day. They only read: the
 * writes and their transactions belong to the parts that own the tables (attempt-writes.ts, pack-store.ts).
 */
import type { Database } from 'better-sqlite3';
import type { Result } from '#shared/engine/result';
import { makeStatementCache, makeStoreGuard, type StatementCache } from './statements.ts';
import type { StoreError } from './errors.ts';
import type { QuizProgressRow, Stats, TagStats } from './records.ts';

/** Attempts in one range of time. */
export interface RangeTally {
  readonly attempts: number;
  readonly correct: number;
}

/** A range of ISO times, [start, end). */
export interface TimeRange {
  readonly start: string;
  readonly end: string;
}

/** The attempts of every quiz with one set of tags, summed (quizzes no longer stored have none). */
export interface TagSetTally {
  readonly tags: readonly string[];
  readonly attempts: number;
  readonly correct: number;
}

export interface AggregateQueries {
  stats(filter?: { readonly packId?: string }): Result<Stats, StoreError>;
  /** Every existing quiz with attempts or a review state, in pack and quiz order. */
  listProgress(): Result<QuizProgressRow[], StoreError>;
  /**
   * Every attempt, summed per set of tags of its quiz as stored now: a few hundred stored rows at 5,000
   * quizzes, where grouping each quiz's sums by its tags cost Progress 4–5 ms (db/010-volume-reads.sql).
   */
  tagSetTallies(): Result<TagSetTally[], StoreError>;
  /** The times of the first and the last attempt; undefined without attempts. */
  attemptSpan(): Result<{ readonly first: string; readonly last: string } | undefined, StoreError>;
  /**
   * Attempts in each range: one index range each, so the days of a learner's time zone are counted
   * without reading an attempt row.
   */
  tallyRanges(ranges: readonly TimeRange[]): Result<RangeTally[], StoreError>;
  /**
   * Whether each range holds an attempt: one index seek each. The days before the dashboard's window
   * only need to be known active (for the streaks); counting them read every attempt of the history.
   */
  activeRanges(ranges: readonly TimeRange[]): Result<boolean[], StoreError>;
  /** Right answers in a row over the whole history in time order: the run still going and the longest. */
  correctRuns(): Result<{ readonly current: number; readonly longest: number }, StoreError>;
}

const accuracy = (correct: number, attempts: number): number => (attempts === 0 ? 0 : correct / attempts);

/** The totals, and per tag of the quiz as stored now; of one pack when `packId` is given. */
const readStats = (sql: StatementCache, packId: string | undefined): Stats => {
  const byPack = packId !== undefined;
  const params = byPack ? [packId] : [];
  const totals = sql(`SELECT count(*) AS attempts, coalesce(sum(correct), 0) AS correct FROM attempts ${byPack ? 'WHERE pack_id = ?' : ''}`).get(...params) as {
    attempts: number;
    correct: number;
  };
  // Summed per quiz already (quiz_attempt_stats), then spread over each quiz's tags: a few
  // thousand rows through json_each instead of one per attempt.
  const tags = sql(
    `SELECT t.value AS tag, sum(p.attempts) AS attempts, sum(p.correct) AS correct
     FROM quiz_attempt_stats p JOIN quizzes q ON q.pack_id = p.pack_id AND q.id = p.quiz_id, json_each(q.tags) AS t
     ${byPack ? 'WHERE p.pack_id = ?' : ''}
     GROUP BY t.value ORDER BY t.value`,
  ).all(...params) as { tag: string; attempts: number; correct: number }[];
  const byTag: TagStats[] = tags.map((tag) => ({ ...tag, accuracy: accuracy(tag.correct, tag.attempts) }));
  return { attempts: totals.attempts, correct: totals.correct, accuracy: accuracy(totals.correct, totals.attempts), byTag };
};

/** The runs of right answers counted over the whole history, stored for the next reader when it may write. */
const recountCorrectRuns = (db: Database, sql: StatementCache): { current: number; longest: number } =>
  db
    .transaction(() => {
      // One integer a row, read in time order from the covering index: the runs need the order, which
      // no GROUP BY keeps; a window-function version read the same rows and was no faster.
      let current = 0;
      let longest = 0;
      let lastCounted: { at: string; id: number } | undefined;
      const attemptsInTimeOrder = sql('SELECT correct, created_at, id FROM attempts INDEXED BY attempts_by_time_covering ORDER BY created_at, id')
        .raw()
        .iterate() as Iterable<[number, string, number]>;
      for (const [correct, at, id] of attemptsInTimeOrder) {
        current = correct === 1 ? current + 1 : 0;
        if (current > longest) longest = current;
        lastCounted = { at, id };
      }
      // Stored for the next reader, unless the connection may not write yet (a start-up check still
      // running, store/background-check.ts): the count is right either way.
      if (!(db.pragma('query_only', { simple: true }) as number)) {
        sql(
          `INSERT INTO correct_runs (id, current, longest, last_at, last_id, stale) VALUES (1, ?, ?, ?, ?, 0)
           ON CONFLICT (id) DO UPDATE SET current = excluded.current, longest = excluded.longest,
             last_at = excluded.last_at, last_id = excluded.last_id, stale = 0`,
        ).run(current, longest, lastCounted?.at ?? null, lastCounted?.id ?? null);
      }
      return { current, longest };
    })
    .deferred();

export const createAggregateQueries = (db: Database): AggregateQueries => {
  const sql = makeStatementCache(db);
  const guard = makeStoreGuard(db);

  return {
    stats: (filter = {}) => guard(() => readStats(sql, filter.packId)),

    listProgress: () =>
      guard(() => {
        const rows = sql(
          `SELECT q.pack_id, q.id AS quiz_id, coalesce(a.attempts, 0) AS attempts, a.last_correct, a.last_at, r.due
           FROM quizzes q
           LEFT JOIN quiz_attempt_stats a ON a.pack_id = q.pack_id AND a.quiz_id = q.id
           LEFT JOIN review_state r ON r.pack_id = q.pack_id AND r.quiz_id = q.id
           WHERE a.attempts IS NOT NULL OR r.due IS NOT NULL
           ORDER BY q.pack_id, q.position`,
        ).all() as { pack_id: string; quiz_id: string; attempts: number; last_correct: number | null; last_at: string | null; due: string | null }[];
        return rows.map((r) => ({
          packId: r.pack_id,
          quizId: r.quiz_id,
          attempts: r.attempts,
          ...(r.last_correct === null ? {} : { lastCorrect: r.last_correct === 1 }),
          ...(r.last_at === null ? {} : { lastAttemptAt: r.last_at }),
          ...(r.due === null ? {} : { due: r.due }),
        }));
      }),

    tagSetTallies: () =>
      guard(() =>
        // The tally of db/010-volume-reads.sql, kept by triggers ('' for the quizzes no longer stored).
        (sql('SELECT tags, attempts, correct FROM tag_set_tallies WHERE attempts > 0').raw().all() as [string, number, number][]).map(
          ([tags, attempts, correct]) => ({ tags: tags === '' ? [] : (JSON.parse(tags) as string[]), attempts, correct }),
        ),
      ),

    attemptSpan: () =>
      guard(() => {
        // Two statements: SQLite answers a lone min() or max() with one index seek, both together with a scan.
        const first = sql('SELECT min(created_at) FROM attempts').pluck().get() as string | null;
        const last = sql('SELECT max(created_at) FROM attempts').pluck().get() as string | null;
        return first === null || last === null ? undefined : { first, last };
      }),

    correctRuns: () =>
      guard(() => {
        // The tally of db/007-correct-runs.sql, kept by triggers as attempts come in; recounted here
        // only when something other than a new latest attempt changed the history (it is then stale).
        const tally = sql('SELECT current, longest, stale FROM correct_runs WHERE id = 1').get() as
          { current: number; longest: number; stale: number } | undefined;
        if (tally !== undefined && tally.stale === 0) return { current: tally.current, longest: tally.longest };
        return recountCorrectRuns(db, sql);
      }),

    tallyRanges: (ranges) =>
      guard(() => {
        const count = sql(
          `SELECT count(*), coalesce(sum(correct), 0) FROM attempts INDEXED BY attempts_by_time_covering
           WHERE created_at >= ? AND created_at < ?`,
        ).raw();
        return ranges.map(({ start, end }) => {
          const [attempts, correct] = count.get(start, end) as [number, number];
          return { attempts, correct };
        });
      }),

    activeRanges: (ranges) =>
      guard(() => {
        // One statement for all the ranges (a JSON array of [start, end]), each probed with one index
        // seek: a statement a range cost more in the calls between JavaScript and SQLite (2.5 ms for a
        // year of days) than in the seeks (0.5 ms).
        const any = sql(
          `SELECT EXISTS (SELECT 1 FROM attempts INDEXED BY attempts_by_time_covering WHERE created_at >= r.value ->> 0 AND created_at < r.value ->> 1)
           FROM json_each(?) AS r ORDER BY r.key`,
        ).pluck();
        if (ranges.length === 0) return [];
        return (any.all(JSON.stringify(ranges.map(({ start, end }) => [start, end]))) as number[]).map((found) => found === 1);
      }),
  };
};
