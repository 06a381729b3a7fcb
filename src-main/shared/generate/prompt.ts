/**
 * The puzzle's prompt in plain English, written from the board's facts (facts.ts, describe.ts): who
 * controls which creature (with its printed power and toughness) and which permanent, planeswalkers
 * and battles, the spells and abilities used, the board-state each card's condition depends on, what
 * each card does to attacking, and the resources for paying costs. The question sentence is added by
 * question.ts. Every sentence comes from one fact, and check-prompt.ts derives each fact again.
 */
import type { BoardDraft } from '#shared/cards/preset-model';
import { canonicalBoardJson } from '#shared/quiz/board-json';
import { buildBoard } from './build-board.ts';
import type { BuiltBoard } from './built-board.ts';
import { boardFacts } from './describe.ts';
import { factsText, type PromptFact } from './facts.ts';
import { makeRng, subSeed } from './rng.ts';
import type { Target, Theme } from './puzzle-kinds.ts';

export { listText, playerName } from './facts.ts';

export interface BoardPrompt {
  readonly facts: readonly PromptFact[];
  readonly text: string;
}

export function boardPrompt(built: BuiltBoard): BoardPrompt {
  const facts = boardFacts(built);
  return { facts, text: factsText(facts) };
}

/** A candidate board of a seed (the generator's n-th try) with its prompt: what the prompt check runs over. */
export interface CandidatePrompt extends BoardPrompt {
  /** The board as a quiz stores it (canonical attack-board/1 JSON). */
  readonly board: BoardDraft;
}

/**
 * The prompt of candidate `n` of a seed, before the interest filter: every candidate may become a
 * puzzle, so checking candidates checks every prompt the generator can write without the engine's
 * legal set (which only the filter needs).
 */
export function candidatePrompt(seed: number, theme: Theme, target: Target, n = 0): CandidatePrompt | undefined {
  const built = buildBoard(theme, target, makeRng(subSeed(seed >>> 0, n)));
  if (built === undefined) return undefined;
  return { ...boardPrompt(built), board: canonicalBoardJson(built.draft) as unknown as BoardDraft };
}
