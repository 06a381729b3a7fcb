/**
 * The blocking answer entry (lib/block): digits pick a blocker then its attacker, a second press takes
 * the block back, 0 clears the blocker, `a` lists the declaration once; declarations read in card
 * names; Mixed draws blocking as one theme among the others.
 */
import { describe, expect, it } from 'vitest';
import { BlockEntry } from '../../src-renderer/lib/block/block-entry.svelte.ts';
import { declarationKey, declarationWords, makeDeclaration } from '../../src-renderer/lib/block/block-view.ts';
import { exampleBoard } from '../../src-renderer/lib/block/block-presets.ts';
import { drawsBlocking } from '../../src-renderer/lib/puzzles/puzzle-run.svelte.ts';
import { THEMES } from '#shared/generate/puzzle-kinds';

const key = (entry: BlockEntry, k: string): boolean => entry.key({ key: k, ctrlKey: false, altKey: false, metaKey: false });

describe('BlockEntry', () => {
  it('enters a declaration with two digits per block, takes a block back, and lists each declaration once', () => {
    const board = exampleBoard();
    const entry = new BlockEntry();
    entry.reset(board);
    const spider = board.creatures.find((c) => c.name === 'Giant Spider')!.id;
    const angel = board.creatures.find((c) => c.name === 'Serra Angel')!.id;
    const brute = board.creatures.find((c) => c.name === 'Boggart Brute')!.id;
    expect(key(entry, '1')).toBe(true);
    expect(entry.picked).toBe(spider);
    key(entry, '1');
    expect(entry.current).toEqual({ blocks: { [spider]: angel } });
    // A creature that can block several takes several attackers: the second is added, in board order.
    key(entry, '1');
    key(entry, '2');
    expect(entry.current).toEqual({ blocks: { [spider]: [angel, brute] } });
    key(entry, '1');
    key(entry, '2');
    expect(entry.current).toEqual({ blocks: { [spider]: angel } });
    expect(declarationWords(board, entry.current)).toBe('Giant Spider blocks Serra Angel');
    key(entry, 'a');
    expect(entry.listed).toHaveLength(1);
    key(entry, '2');
    key(entry, '1');
    key(entry, 'a');
    expect(entry.listed).toHaveLength(2);
    expect(declarationWords(board, entry.listed[1]!)).toBe('Cloud Sprite blocks Serra Angel');
    key(entry, '1');
    key(entry, '1');
    key(entry, 'a');
    expect(entry.listed).toHaveLength(2);
    expect(entry.notice).toMatch(/^Already listed/);
    // 0 after a blocker: it blocks nothing; a digit past the last creature is not the entry's.
    key(entry, '1');
    key(entry, '0');
    expect(entry.current).toEqual({ blocks: {} });
    expect(key(entry, '9')).toBe(false);
  });

  it('drops a removed attacker from the declaration and keys declarations by content', () => {
    const board = exampleBoard();
    const [spider, , angel] = board.creatures.map((c) => c.id);
    const d = makeDeclaration({ ...board, creatures: board.creatures.filter((c) => c.id !== angel) }, { [spider!]: [angel!] });
    expect(d).toEqual({ blocks: {} });
    expect(declarationKey({ blocks: { x: ['b', 'a'] } })).toBe(declarationKey({ blocks: { x: ['a', 'b'] } }));
    expect(declarationWords(board, { blocks: {} })).toBe('No creature blocks');
  });
});

describe('drawsBlocking', () => {
  it('always for Blocking, never for an attack theme, once in as many draws as themes for Mixed', () => {
    expect(drawsBlocking('blocking', 0.99)).toBe(true);
    expect(drawsBlocking('restrictions', 0)).toBe(false);
    const share = 1 / (THEMES.length + 1);
    expect(drawsBlocking('mixed', share - 0.001)).toBe(true);
    expect(drawsBlocking('mixed', share + 0.001)).toBe(false);
  });
});
