/** The attack contract's vector files (test/fixtures/spec/vectors/), read and solved alike by the vector tests. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { declarationKey, legalSet, parseBoard, type Board, type Declaration, type LegalSet } from '#shared/engine/index';

export interface AttackVector {
  readonly name: string;
  /** Why the vector exists (extensions.json only). */
  readonly note?: string;
  readonly board: unknown;
  readonly legal: Declaration[];
}

/** The vectors of one file: the article's answers, the living spec's corrections, or its modeling conventions. */
export const readVectors = (file: 'article' | 'corrections' | 'extensions'): AttackVector[] =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../fixtures/spec/vectors/${file}.json`, import.meta.url)), 'utf8')) as AttackVector[];

/** A vector's board parsed and its legal set listed by the engine; either failing is an error that names why. */
export function solveVector(v: AttackVector): { board: Board; set: LegalSet } {
  const board = parseBoard(v.board);
  if (!board.ok) throw new Error(JSON.stringify(board.error));
  const result = legalSet(board.value);
  if (!result.ok) throw new Error(result.error.message);
  return { board: board.value, set: result.value };
}

/** Declarations as sorted canonical keys (spec §5): two sets are equal when these are. */
export const keysOf = (ds: readonly Declaration[]): string[] => ds.map(declarationKey).sort();
