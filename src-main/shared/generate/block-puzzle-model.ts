/**
 * A blocking puzzle as the generator makes it (block-puzzle.ts) and its readers take it (block-quiz.ts,
 * block-rating.ts): a file of its own, so that they import the shape and not the generator.
 */
import type { BoardDraft, JsonObject } from '#shared/cards/preset-model';
import type { BlockDeclaration } from '#shared/engine/block/index';
import type { Target } from './puzzle-kinds.ts';

export interface BlockPuzzle {
  readonly id: string;
  readonly seed: number;
  readonly target: Target;
  readonly prompt: string;
  /** The block-board/1 board as JSON. */
  readonly board: BoardDraft;
  /** The engine's answer: every legal declaration, canonical order (§6). */
  readonly legal: readonly BlockDeclaration[];
  /** Every card name on the board (creatures, effect sources, lands). */
  readonly cardNames: readonly string[];
  readonly candidates: number;
  /** The puzzle as an attack-quiz-pack/1 quiz on its board (parseQuiz accepts it): how an answered one is kept. */
  readonly quiz: JsonObject;
}
