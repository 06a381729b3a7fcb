/**
 * Explanations of block declarations (509.1 steps): the verdict agrees with the legal set on random
 * boards (every declaration of Ω), a better declaration is legal and pays no more, texts name cards,
 * and the classic cases read as a judge would say them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blockKey,
  explainBlockDeclaration,
  legalBlockSet,
  parseBlockBoard,
  parseBlockList,
  type BlockBoard,
  type BlockDeclaration,
} from '#shared/engine/block/index';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { arbitraryBlockBoard } from './arbitrary.ts';
import { omega } from './brute.ts';

const decl = (m: Map<string, string[]>): BlockDeclaration => ({
  blocks: Object.fromEntries([...m].map(([b, as]) => [b, as.length === 1 ? as[0]! : [...as].sort()])),
});

function explainAll(board: BlockBoard, ds: readonly BlockDeclaration[]): void {
  const legal = legalBlockSet(board);
  if (!legal.ok) throw new Error(legal.error.message);
  const keys = new Set(legal.value.legal.map(blockKey));
  for (const d of ds) {
    const ex = explainBlockDeclaration(board, d);
    if (!ex.ok) throw new Error(ex.error.message);
    expect(ex.value.legal, `${blockKey(d)}: ${ex.value.summary}`).toBe(keys.has(blockKey(d)));
    const better = ex.value.requirements?.better;
    if (better !== undefined) {
      expect(keys.has(blockKey(better))).toBe(true);
      expect(ex.value.requirements!.obeyed).toBeLessThan(ex.value.requirements!.max);
      expect(ex.value.failedStep).toBe('509.1c');
    }
    // Card names, never ids (every creature in these boards has a name different from its id).
    for (const s of ex.value.steps) for (const line of s.lines) for (const c of board.creatures) expect(line).not.toMatch(new RegExp(`\\b${c.id}\\b`));
  }
}

describe('block explanations', () => {
  it('agree with the legal set for every declaration of Ω on random boards', () => {
    fc.assert(
      fc.property(arbitraryBlockBoard, (raw) => {
        const board = parseBlockBoard(raw);
        if (!board.ok) throw new Error('invalid board');
        const all = omega(board.value);
        explainAll(board.value, (all.length > 300 ? all.filter((_, i) => i % 7 === 0) : all).map(decl));
      }),
      { numRuns: 120 },
    );
  }, 120_000);

  const vectors = JSON.parse(readFileSync(fileURLToPath(new URL('../../fixtures/spec/vectors-blockers/blockers.json', import.meta.url)), 'utf8')) as {
    name: string;
    board: unknown;
  }[];
  const board = (name: string): BlockBoard => {
    const parsed = parseBlockBoard(vectors.find((v) => v.name === name)!.board);
    if (!parsed.ok) throw new Error(name);
    return parsed.value;
  };
  const explain = (name: string, list: string) => {
    const b = board(name);
    const d = parseBlockList(b, list);
    if (!d.ok) throw new Error(d.error.message);
    const ex = explainBlockDeclaration(b, d.value);
    if (!ex.ok) throw new Error(ex.error.message);
    return ex.value;
  };

  it.each([
    ['menace-needs-two', 'bears=brute', '509.1b', /Boggart Brute has menace.*CR 702\.111b/],
    ['flyer-vs-reach', 'bears=angel', '509.1b', /Serra Angel has flying.*Grizzly Bears has neither.*CR 702\.9b/],
    ['lure-menace-two-able', '', '509.1c', /obeys 0 of 2 requirements.*obeys 2/],
    ['must-be-blocked-only-tapped-blocker', 'bears=protector', '509.1a', /Grizzly Bears is tapped.*CR 509\.1a/],
    ['cant-block-alone', 'jackal=ogiant', '509.1b', /Jackal Familiar can't block alone.*CR 506\.5/],
    ['block-cost-without-mana', 'spider=angel', '509.1d', /cannot be paid/],
    ['multiplayer-only-own-attackers', 'bears=elf', '509.1a', /Taunting Elf: it attacks Bob/],
    ['decayed-cannot-block', 'zombie=piker', '509.1a', /decayed.*CR 702\.147a/],
    ['shadow-both-ways', 'slayer=obears', '509.1b', /Dauthi Slayer has shadow, so it can block only creatures with shadow/],
    ['landwalk-defending-players-lands', 'bears=wraith', '509.1b', /swampwalk.*CR 702\.14c/],
  ] as const)('%s: %s fails at %s', (name, list, failed, text) => {
    const ex = explain(name, list);
    expect(ex.legal).toBe(false);
    expect(ex.failedStep).toBe(failed);
    expect(ex.steps.find((s) => s.step === failed)!.lines.join(' ')).toMatch(text);
  });

  it('names a better declaration that obeys more without paying more (509.1c)', () => {
    const ex = explain('lure-menace-two-able', '');
    expect(ex.requirements?.better).toEqual({ blocks: { elves: 'brute', giant: 'brute' } });
    expect(ex.steps[2]!.lines.join(' ')).toMatch(
      /For example, this declaration obeys 2 requirements without paying more: Llanowar Elves blocks Boggart Brute; Hill Giant blocks Boggart Brute/,
    );
  });

  it('explains a paid block with creature mana', () => {
    const ex = explain('blocking-elf-pays-its-own-tax', 'elves=obears');
    expect(ex.legal).toBe(true);
    expect(ex.steps[3]!.lines.join(' ')).toMatch(/Llanowar Elves.*blocking does not tap it \(CR 509\.1e\)/);
  });
});
