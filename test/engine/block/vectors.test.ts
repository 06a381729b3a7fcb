/** Every public vector of block-board/1 (docs/block-board-v1.md) as a named table: engine and brute force. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockKey, countLegalBlocks, legalBlockSet, parseBlockBoard, type BlockDeclaration } from '#shared/engine/block/index';
import { bruteLegalBlocks } from './brute.ts';

const vectorsPath = fileURLToPath(new URL('../../fixtures/spec/vectors-blockers/blockers.json', import.meta.url));
const vectors = JSON.parse(readFileSync(vectorsPath, 'utf8')) as { name: string; board: unknown; legal: BlockDeclaration[] }[];

describe('block-board/1 vectors', () => {
  it('has the vectors', () => expect(vectors.length).toBeGreaterThanOrEqual(32));
  it.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    const board = parseBlockBoard(v.board);
    if (!board.ok) throw new Error(JSON.stringify(board.error));
    const expected = v.legal.map(blockKey).sort();
    const result = legalBlockSet(board.value);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.legal.map(blockKey).sort()).toEqual(expected);
    expect(result.value.count).toBe(String(v.legal.length));
    expect(result.value.complete).toBe(true);
    const count = countLegalBlocks(board.value);
    expect(count.ok && count.value.count).toBe(String(v.legal.length));
    expect(bruteLegalBlocks(board.value).map(blockKey).sort()).toEqual(expected);
  });
});
