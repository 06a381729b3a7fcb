/**
 * What building a board produces (build-board.ts): the draft and the cards placed on it with the param
 * values the prompt states. A leaf, read by the builder, the reconciler and the prompt's describer.
 */
import type { BoardDraft } from '#shared/cards/preset-model';
import type { CatalogEntry } from './catalog.ts';

/** A card placed on the board, with the param values the prompt has to state. */
export interface PlacedCard {
  readonly entry: CatalogEntry;
  readonly params: Readonly<Record<string, string | number>>;
  /** The creature's id, for creature cards. */
  readonly creatureId?: string;
  /** The prefix of the card's effect ids (the creature's id for creature cards). */
  readonly instance: string;
  /**
   * Who controls (or cast) a non-creature card whose preset has no controller param: an aura, an
   * Equipment, Moat, War Tax, Boiling Blood. The prompt says it, and Sphere of Safety counts on it.
   */
  readonly controller?: string;
  /** The player with no cards in hand that Lupine Prototype's condition names (absent: none). */
  readonly emptyHand?: string;
}

export interface BuiltBoard {
  readonly draft: BoardDraft;
  readonly cards: readonly PlacedCard[];
}
