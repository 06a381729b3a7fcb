/** Every board of the contract's vectors (the article's answers) as a named table (spec §3, §5). */
import { describe, expect, it } from 'vitest';
import { countLegal } from '#shared/engine/index';
import { keysOf, readVectors, solveVector } from './vector-files.ts';

const vectors = readVectors('article');

describe('spec vectors', () => {
  it('has the vectors', () => expect(vectors.length).toBeGreaterThanOrEqual(16));
  it.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    const { board, set: result } = solveVector(v);
    expect(keysOf(result.legal)).toEqual(keysOf(v.legal));
    expect(result.count).toBe(String(v.legal.length));
    expect(result.complete).toBe(true);
    const count = countLegal(board);
    expect(count.ok && count.value.count).toBe(String(v.legal.length));
  });
});
