/**
 * Glicko-2 ratings for the learner and for each generated puzzle (docs/puzzles.md), computed by the glicko2
 * library (mmai/glicko2js): a solve is a win for the learner against the puzzle, a miss a loss. Each
 * answer is its own rating period, as lichess rates puzzles one at a time.
 */
import glicko2 from 'glicko2';

export interface Glicko {
  readonly rating: number;
  readonly rd: number;
  readonly vol: number;
}

/** Glickman's defaults: a new learner is 1500 ± 350. */
export const NEW_LEARNER: Glicko = { rating: 1500, rd: 350, vol: 0.06 };
/** A new puzzle keeps the generator's initial rating, but is as uncertain as a new learner. */
export const newPuzzle = (initialRating: number): Glicko => ({ rating: initialRating, rd: 350, vol: 0.06 });
/** The system constant τ: 0.5 is mid-range in Glickman's advice (0.3–1.2). */
const TAU = 0.5;

export interface RatedAnswer {
  readonly learner: Glicko;
  readonly puzzle: Glicko;
}

const snapshot = (p: { getRating(): number; getRd(): number; getVol(): number }): Glicko => ({ rating: p.getRating(), rd: p.getRd(), vol: p.getVol() });

export function rateAnswer(learner: Glicko, puzzle: Glicko, solved: boolean): RatedAnswer {
  const ranking = new glicko2.Glicko2({ tau: TAU, rating: NEW_LEARNER.rating, rd: NEW_LEARNER.rd, vol: NEW_LEARNER.vol });
  const l = ranking.makePlayer(learner.rating, learner.rd, learner.vol);
  const p = ranking.makePlayer(puzzle.rating, puzzle.rd, puzzle.vol);
  ranking.updateRatings([[l, p, solved ? 1 : 0]]);
  return { learner: snapshot(l), puzzle: snapshot(p) };
}

export const DIFFICULTIES = ['easier', 'same', 'harder'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** How far from the learner's rating the next puzzle is aimed (lichess uses a similar offset). */
export const DIFFICULTY_OFFSET: Readonly<Record<Difficulty, number>> = { easier: -250, same: 0, harder: 250 };

export function targetRating(learner: number, difficulty: Difficulty): number {
  return learner + DIFFICULTY_OFFSET[difficulty];
}
