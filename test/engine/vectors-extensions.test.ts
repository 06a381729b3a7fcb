/**
 * The modeling conventions of docs/attack-board-v1.md §6 (creatures put onto the battlefield attacking,
 * later combat phases, the nearest opponent, optional costs, exert, taxes while untapped, X counted as
 * costs are determined, abilities that are no longer mana abilities, tap costs, defending players of
 * planeswalkers, Moat) as a named table: each board as the convention writes it, with its legal set
 * worked out by hand. The shared baseline's own vectors (article.json) stay untouched.
 */
import { describe, expect, it } from 'vitest';
import { keysOf, readVectors, solveVector } from './vector-files.ts';

const vectors = readVectors('extensions');

describe('modeling-convention vectors', () => {
  it('has one vector per convention', () => expect(new Set(vectors.map((v) => v.name)).size).toBe(vectors.length));
  it.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    const { set: result } = solveVector(v);
    expect(result.complete).toBe(true);
    expect(keysOf(result.legal)).toEqual(keysOf(v.legal));
  });
});
