/**
 * The hardest 6 × 4 blocking board found (hardest-board.ts: every blocker taxed and able to block any
 * number of attackers, requirements on both sides): too large for the brute force, so its two answers
 * are held to each other — the count equals the listing, with and without resources to pay. Its timing
 * is bench (c) of bench/blocking.bench.ts.
 */
import { describe, expect, test } from 'vitest';
import { countLegalBlocks, legalBlockSet, parseBlockBoard } from '#shared/engine/block/index';
import { hardestBlockBoard } from './hardest-board.ts';

describe('the hardest blocking board', () => {
  test.each([
    { name: 'no resources', resources: undefined },
    { name: 'three green mana and 3 life', resources: { mana: ['G', 'G', 'G'], life: 3 } },
  ])('$name: the count is the listing', ({ resources }) => {
    const board = parseBlockBoard(hardestBlockBoard(resources));
    if (!board.ok) throw new Error(JSON.stringify(board.error));
    const listed = legalBlockSet(board.value, { limit: 100_000 });
    const counted = countLegalBlocks(board.value);
    if (!listed.ok || !counted.ok) throw new Error(JSON.stringify({ listed, counted }));
    expect(listed.value.legal.length).toBeGreaterThan(0);
    expect(counted.value.count).toBe(String(listed.value.legal.length));
  });
});
