/**
 * The modeling conventions of docs/attack-board-v1.md §6 (creatures put onto the battlefield attacking,
 * later combat phases, the nearest opponent, optional costs, exert, taxes while untapped, X counted as
 * costs are determined, abilities that are no longer mana abilities, tap costs, defending players of
 * planeswalkers, Moat) as a named table: each board as the convention writes it, with its legal set
 * worked out by hand. The shared baseline's own vectors (article.json) stay untouched.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declarationKey, legalSet, parseBoard, type Declaration } from '#shared/engine/index';

const path = fileURLToPath(new URL('../fixtures/spec/vectors/extensions.json', import.meta.url));
const vectors = JSON.parse(readFileSync(path, 'utf8')) as { name: string; note: string; board: unknown; legal: Declaration[] }[];

describe('modeling-convention vectors', () => {
  it('has one vector per convention', () => expect(new Set(vectors.map((v) => v.name)).size).toBe(vectors.length));
  it.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    const board = parseBoard(v.board);
    if (!board.ok) throw new Error(JSON.stringify(board.error));
    const result = legalSet(board.value);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.complete).toBe(true);
    expect(result.value.legal.map(declarationKey).sort()).toEqual(v.legal.map(declarationKey).sort());
  });
});
