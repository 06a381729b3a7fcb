/**
 * The starting rating of a blocking puzzle (Glicko-2 then moves it with every answer): a bigger board,
 * more cards and a longer answer make it harder. Costs and extra blocks add a step each, because a
 * learner has to weigh payment (CR 509.1d) or several attackers for one creature (CR 509.1a).
 */
import type { BlockPuzzle } from './block-puzzle-model.ts';

const HARD_KINDS = new Set(['blockCost', 'canBlockAdditional', 'mustBeBlockedExactly', 'blockedByAtLeast', 'cantBlockAlone']);

export function blockPuzzleRating(p: Pick<BlockPuzzle, 'target' | 'board' | 'legal'>): number {
  const effects = p.board.effects.length;
  const hard = p.board.effects.filter((e) => HARD_KINDS.has(String(e.kind))).length;
  const keywords = p.board.creatures.reduce((n, c) => n + (c.keywords ?? []).length, 0);
  const rating = 750 + 170 * p.target + 55 * effects + 45 * hard + 10 * Math.min(keywords, 8) + 12 * Math.min(p.legal.length, 12);
  return Math.max(600, Math.min(2400, Math.round(rating)));
}
