/**
 * The blocking methods of the TrainerApi (block-board/1, docs/block-board-v1.md): the blocking sandbox's
 * live legal set and one declaration explained by the steps of CR 509.1, and blocking puzzles — served
 * without their answer, graded by the engine, rated once, also inside a rush. Pure types: the renderer
 * imports this file.
 */
import type { BlockDeclaration, BlockExplanation, BlockLegalSet } from '#shared/engine/block/index';
import type { BoardDraft } from '#shared/cards/preset-model';
import type { PuzzleDifficulty, RatedAnswer, RatingValue } from './puzzle-types.ts';
import type { ApiResult, CallOptions } from './api-result.ts';

export type { BlockDeclaration, BlockExplanation, BlockLegalSet };

export interface BlockLegalInput {
  /** A block-board/1 board as JSON. */
  readonly board: unknown;
  /** List at most this many (the count stays exact). */
  readonly limit?: number;
}

export interface BlockCheckInput {
  readonly board: unknown;
  readonly declaration: BlockDeclaration;
}

export interface NextBlockPuzzleInput {
  /** Default `same`. */
  readonly difficulty?: PuzzleDifficulty;
  /** Aim at this rating instead of the learner's (not in a rush). */
  readonly rating?: number;
  /** The puzzle belongs to this rush (startRush): the rush aims it and counts its answer. */
  readonly rushId?: string;
  /** The puzzle belongs to this run of puzzles (startPuzzleRun). */
  readonly runId?: string;
}

/** A blocking puzzle as the learner sees it before answering: the board and the prompt, never the answer. */
export interface ServedBlockPuzzle {
  readonly puzzleId: string;
  readonly rushId?: string;
  readonly theme: 'blocking';
  readonly prompt: string;
  /** The block-board/1 board (who attacks what, the defending player's creatures, the cards). */
  readonly board: BoardDraft;
  readonly puzzleRating: number;
  readonly learner: RatingValue;
}

export interface SubmitBlockPuzzleInput {
  readonly puzzleId: string;
  /** Every legal block declaration, as the learner lists them; an empty list shows the answer (a miss). */
  readonly declarations: readonly BlockDeclaration[];
  readonly timeMs: number;
}

/** `ref` is the quiz the answered puzzle is kept as (Generated puzzles pack): its review card and its history. */
export interface BlockPuzzleOutcome extends RatedAnswer {
  readonly puzzleId: string;
  readonly correct: boolean;
  /** The engine's legal set: the answer. */
  readonly legal: readonly BlockDeclaration[];
  /** Legal declarations the answer left out (at most a few, each explained by 509.1), and how many in all. */
  readonly missing: readonly BlockExplanation[];
  readonly missingCount: number;
  /** Declarations given that are not legal (each with the step that fails), and how many in all. */
  readonly extra: readonly BlockExplanation[];
  readonly extraCount: number;
}

export interface BlockApi {
  /** The blocking sandbox's view: the first `limit` legal declarations and the exact count. */
  blockLegal(input: BlockLegalInput, options?: CallOptions): Promise<ApiResult<BlockLegalSet>>;
  /** One declaration explained by the steps of CR 509.1. */
  blockCheck(input: BlockCheckInput, options?: CallOptions): Promise<ApiResult<BlockExplanation>>;
  nextBlockPuzzle(input?: NextBlockPuzzleInput): Promise<ApiResult<ServedBlockPuzzle>>;
  /** `not-found` for a puzzle this service did not serve. */
  submitBlockPuzzle(input: SubmitBlockPuzzleInput): Promise<ApiResult<BlockPuzzleOutcome>>;
}
