/** Every board of the contract's vectors (the article's answers) as a named table (spec §3, §5). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countLegal, declarationKey, legalSet, parseBoard, type Declaration } from '#shared/engine/index';

const vectorsPath = fileURLToPath(new URL('../fixtures/spec/vectors/article.json', import.meta.url));
const vectors = JSON.parse(readFileSync(vectorsPath, 'utf8')) as { name: string; board: unknown; legal: Declaration[] }[];

describe('spec vectors', () => {
  it('has the vectors', () => expect(vectors.length).toBeGreaterThanOrEqual(16));
  it.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    const board = parseBoard(v.board);
    if (!board.ok) throw new Error(JSON.stringify(board.error));
    const result = legalSet(board.value);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.legal.map(declarationKey).sort()).toEqual(v.legal.map(declarationKey).sort());
    expect(result.value.count).toBe(String(v.legal.length));
    expect(result.value.complete).toBe(true);
    const count = countLegal(board.value);
    expect(count.ok && count.value.count).toBe(String(v.legal.length));
  });
});
