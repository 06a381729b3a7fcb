/**
 * Difficulty features measured by the engine, and the initial rating computed from them. The rating
 * is only a starting point: Glicko-2 moves each puzzle's rating as learners solve or miss it
 * (src-main/puzzle-rating). The weights are documented in docs/puzzles.md with the spread they give.
 */
import type { Board } from '#shared/engine/index';
import type { Analysis, Tempting } from './analyze.ts';
import { eligible } from './analyze.ts';
import type { PuzzleQuestionType } from './puzzle-kinds.ts';

export interface PuzzleFeatures {
  readonly creatures: number;
  readonly eligible: number;
  readonly effects: number;
  readonly players: number;
  /** Planeswalkers and battles. */
  readonly defenders: number;
  readonly costPlans: number;
  readonly treeDepth: number;
  readonly ties: number;
  readonly legalCount: number;
  /** Declarations before restrictions (Ω). */
  readonly omega: number;
  /** Near-miss declarations that are illegal. */
  readonly temptingFailed: number;
  readonly failedAtStep: Readonly<Record<'1' | '2' | '3' | '7', number>>;
  /** The step at which the declaration the puzzle teaches fails. */
  readonly teachingStep: 1 | 2 | 3 | 7;
  readonly questionType: PuzzleQuestionType;
}

export function measureFeatures(board: Board, analysis: Analysis, teaching: Tempting, questionType: PuzzleQuestionType): PuzzleFeatures {
  const failedAtStep = { '1': 0, '2': 0, '3': 0, '7': 0 };
  for (const t of analysis.tempting) failedAtStep[String(t.failedStep) as keyof typeof failedAtStep]++;
  return {
    creatures: board.creatures.length,
    eligible: eligible(board).length,
    effects: board.effects.length,
    players: board.players.length,
    defenders: board.defenders.filter((d) => d.kind !== 'player').length,
    costPlans: analysis.tree.costPlans,
    treeDepth: analysis.tree.depth,
    ties: analysis.tree.ties,
    legalCount: analysis.legal.length,
    omega: analysis.omega,
    temptingFailed: analysis.tempting.length,
    failedAtStep,
    teachingStep: teaching.failedStep,
    questionType,
  };
}

const STEP_WEIGHT: Readonly<Record<1 | 2 | 3 | 7, number>> = { 1: 0, 2: 60, 3: 170, 7: 120 };
const QUESTION_WEIGHT: Readonly<Record<PuzzleQuestionType, number>> = { 'can-attack': 0, choice: 60, number: 140, 'legal-sets': 200 };

/** A Glicko-style rating (1500 = an even match for a new learner), from 600 to 2600, in steps of 10. */
export function initialRating(f: PuzzleFeatures): number {
  const raw =
    700 +
    40 * f.effects +
    35 * f.eligible +
    70 * (f.players - 2) +
    50 * f.defenders +
    60 * Math.max(0, f.costPlans - 1) +
    (f.treeDepth > 1 ? 160 : 0) +
    30 * Math.min(f.ties, 5) +
    18 * Math.min(f.legalCount, 12) +
    STEP_WEIGHT[f.teachingStep] +
    QUESTION_WEIGHT[f.questionType];
  return Math.round(Math.min(2600, Math.max(600, raw)) / 10) * 10;
}
