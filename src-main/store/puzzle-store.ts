/**
 * The store's part for generated puzzles (db/004-puzzles.sql): Glicko-2 ratings of the learner (overall
 * and per theme) and of each puzzle, the rating history, and rush results. Ratings and the attempt row
 * are written in one transaction, so a rating never moves without its history entry.
 */
import type { Database } from 'better-sqlite3';
import type { Result } from '#shared/engine/result';
import { makeStatementCache, makeStoreGuard } from './statements.ts';
import type { StoreError } from './errors.ts';

export interface StoredGlicko {
  readonly rating: number;
  readonly rd: number;
  readonly vol: number;
}

export const RUSH_MINUTES = [3, 5] as const;
export type RushMinutes = (typeof RUSH_MINUTES)[number];

export interface PuzzleAttemptInput {
  readonly puzzleId: string;
  readonly theme: string;
  readonly mode: 'puzzles' | 'rush';
  readonly solved: boolean;
  readonly learnerBefore: StoredGlicko;
  readonly learnerAfter: StoredGlicko;
  readonly themeBefore: StoredGlicko;
  readonly themeAfter: StoredGlicko;
  readonly puzzleBefore: StoredGlicko;
  readonly puzzleAfter: StoredGlicko;
  readonly attemptId?: number;
}

export interface RatingPoint {
  readonly at: string;
  readonly theme: string;
  readonly solved: boolean;
  /** The overall rating after the answer. */
  readonly rating: number;
  /** The theme's rating after the answer. */
  readonly themeRating: number;
}

export interface RushRunInput {
  readonly minutes: RushMinutes;
  readonly score: number;
  readonly misses: number;
  readonly missed: readonly string[];
}

export interface PuzzleStore {
  learnerRating(scope: string): Result<StoredGlicko | undefined, StoreError>;
  puzzleRating(puzzleId: string): Result<StoredGlicko | undefined, StoreError>;
  /** The puzzle's rating row, created with `initial` when absent. */
  ensurePuzzle(puzzleId: string, theme: string, initial: StoredGlicko): Result<StoredGlicko, StoreError>;
  recordPuzzleAttempt(input: PuzzleAttemptInput): Result<number, StoreError>;
  /** Oldest first; only the answers of one theme when given. */
  ratingHistory(theme?: string): Result<RatingPoint[], StoreError>;
  /** Ids of the puzzles answered most recently, newest first. */
  recentPuzzles(limit: number): Result<string[], StoreError>;
  /** Whether an answer to the puzzle already moved the ratings (a puzzle is rated once). */
  wasRated(puzzleId: string): Result<boolean, StoreError>;
  /** Records a finished rush; returns the best score and the number of runs for that length, this run included. */
  recordRush(input: RushRunInput): Result<{ readonly best: number; readonly runs: number }, StoreError>;
  rushBests(): Result<Readonly<Record<`${RushMinutes}`, number>>, StoreError>;
  rushRuns(): Result<Readonly<Record<`${RushMinutes}`, number>>, StoreError>;
}

const glicko = (row: { rating: number; rd: number; vol: number } | undefined): StoredGlicko | undefined =>
  row === undefined ? undefined : { rating: row.rating, rd: row.rd, vol: row.vol };

export function createPuzzleStore(db: Database, now: () => Date): PuzzleStore {
  const guard = makeStoreGuard(db);
  const sql = makeStatementCache(db);
  const upsertLearner = (scope: string, g: StoredGlicko, at: string) =>
    sql(
      `INSERT INTO puzzle_learner_ratings (scope, rating, rd, vol, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (scope) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, vol = excluded.vol, updated_at = excluded.updated_at`,
    ).run(scope, g.rating, g.rd, g.vol, at);

  return {
    learnerRating: (scope) => guard(() => glicko(sql('SELECT rating, rd, vol FROM puzzle_learner_ratings WHERE scope = ?').get(scope) as never)),
    puzzleRating: (id) => guard(() => glicko(sql('SELECT rating, rd, vol FROM puzzle_ratings WHERE puzzle_id = ?').get(id) as never)),
    ensurePuzzle: (id, theme, initial) =>
      guard(() => {
        sql('INSERT INTO puzzle_ratings (puzzle_id, theme, rating, rd, vol) VALUES (?, ?, ?, ?, ?) ON CONFLICT (puzzle_id) DO NOTHING').run(
          id,
          theme,
          initial.rating,
          initial.rd,
          initial.vol,
        );
        return glicko(sql('SELECT rating, rd, vol FROM puzzle_ratings WHERE puzzle_id = ?').get(id) as never)!;
      }),
    recordPuzzleAttempt: (input) =>
      guard(() =>
        db.transaction(() => {
          const at = now().toISOString();
          upsertLearner('overall', input.learnerAfter, at);
          upsertLearner(input.theme, input.themeAfter, at);
          const p = input.puzzleAfter;
          const changed = sql('UPDATE puzzle_ratings SET rating = ?, rd = ?, vol = ?, attempts = attempts + 1, solved = solved + ? WHERE puzzle_id = ?').run(
            p.rating,
            p.rd,
            p.vol,
            input.solved ? 1 : 0,
            input.puzzleId,
          ).changes;
          if (changed === 0) {
            sql('INSERT INTO puzzle_ratings (puzzle_id, theme, rating, rd, vol, attempts, solved) VALUES (?, ?, ?, ?, ?, 1, ?)').run(
              input.puzzleId,
              input.theme,
              p.rating,
              p.rd,
              p.vol,
              input.solved ? 1 : 0,
            );
          }
          return Number(
            sql(
              `INSERT INTO puzzle_attempts (puzzle_id, theme, mode, solved, learner_before, learner_after, theme_before, theme_after, puzzle_before, puzzle_after, attempt_id, created_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            ).run(
              input.puzzleId,
              input.theme,
              input.mode,
              input.solved ? 1 : 0,
              input.learnerBefore.rating,
              input.learnerAfter.rating,
              input.themeBefore.rating,
              input.themeAfter.rating,
              input.puzzleBefore.rating,
              input.puzzleAfter.rating,
              input.attemptId ?? null,
              at,
            ).lastInsertRowid,
          );
        })(),
      ),
    ratingHistory: (theme) =>
      guard(() => {
        const rows = (
          theme === undefined
            ? sql('SELECT created_at, theme, solved, learner_after, theme_after FROM puzzle_attempts ORDER BY created_at, id').all()
            : sql('SELECT created_at, theme, solved, learner_after, theme_after FROM puzzle_attempts WHERE theme = ? ORDER BY created_at, id').all(theme)
        ) as { created_at: string; theme: string; solved: number; learner_after: number; theme_after: number }[];
        return rows.map((r) => ({ at: r.created_at, theme: r.theme, solved: r.solved === 1, rating: r.learner_after, themeRating: r.theme_after }));
      }),
    recentPuzzles: (limit) =>
      guard(() => (sql('SELECT puzzle_id FROM puzzle_attempts ORDER BY id DESC LIMIT ?').all(limit) as { puzzle_id: string }[]).map((r) => r.puzzle_id)),
    wasRated: (id) => guard(() => sql('SELECT 1 FROM puzzle_attempts WHERE puzzle_id = ? LIMIT 1').get(id) !== undefined),
    recordRush: (input) =>
      guard(() =>
        db.transaction(() => {
          sql('INSERT INTO rush_runs (minutes, score, misses, missed, finished_at) VALUES (?, ?, ?, ?, ?)').run(
            input.minutes,
            input.score,
            input.misses,
            JSON.stringify(input.missed),
            now().toISOString(),
          );
          const row = sql('SELECT max(score) AS best, count(*) AS runs FROM rush_runs WHERE minutes = ?').get(input.minutes) as { best: number; runs: number };
          return { best: row.best, runs: row.runs };
        })(),
      ),
    rushBests: () =>
      guard(() => {
        const rows = sql('SELECT minutes, max(score) AS best FROM rush_runs GROUP BY minutes').all() as { minutes: number; best: number }[];
        const out = { '3': 0, '5': 0 };
        for (const r of rows) out[String(r.minutes) as '3' | '5'] = r.best;
        return out;
      }),
    rushRuns: () =>
      guard(() => {
        const rows = sql('SELECT minutes, count(*) AS runs FROM rush_runs GROUP BY minutes').all() as { minutes: number; runs: number }[];
        const out = { '3': 0, '5': 0 };
        for (const r of rows) out[String(r.minutes) as '3' | '5'] = r.runs;
        return out;
      }),
  };
}
