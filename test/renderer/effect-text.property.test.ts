/**
 * Every effect's text is generated from the effect and states only what it does (issue: "Hollow
 * Warrior can't attack unless you pay nothing", Nils read as two taxes on every creature). Over boards
 * from random presets (two and three players) and generated puzzles of every theme, each effect line:
 * - says every part of its selectors: each keyword, color, type, counter test, named creature and
 *   player is in the text, so a text never widens the effect to creatures it does not touch;
 * - says every part of its cost (mana, life, creatures to tap, permanents), and never "pay nothing";
 * - reads differently from every effect that does something else on the same board.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPreset, CARD_PRESETS, makeBoardDraft, type BoardDraft } from '#shared/cards/index';
import { parseBoard, type Board, type CreatureSelector, type DefenderSelector, type Effect } from '#shared/engine/index';
import { generatePuzzle, THEMES } from '#shared/generate/index';
import { playerName } from '#shared/text/learner-text';
import { creatureLabels, effectSentence } from '../../src-renderer/lib/quiz/board-view.ts';

const COLOR_NAMES = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as const;

/** The words a selector's text must contain. */
function selectorWords(board: Board, sel: CreatureSelector | undefined): string[] {
  if (sel === undefined) return [];
  const labels = creatureLabels(board);
  return [
    ...(sel.keywords ?? []),
    ...(sel.notKeywords ?? []),
    ...(sel.colors ?? []).map((c) => COLOR_NAMES[c]),
    ...(sel.notColors ?? []).map((c) => COLOR_NAMES[c]),
    ...(sel.types ?? []),
    ...(sel.notTypes ?? []),
    ...(sel.counters === undefined ? [] : ['counter', ...(sel.counters.name === undefined ? [] : [sel.counters.name])]),
    ...(sel.counter === undefined ? [] : [sel.counter]),
    ...(sel.name === undefined ? [] : [sel.name]),
    ...(sel.controller === undefined ? [] : [playerName(board, sel.controller)]),
    ...(sel.ids ?? []).map((id) => labels.get(id) ?? id),
    ...(sel.except ?? []).map((id) => labels.get(id) ?? id),
  ];
}

function defenderWords(board: Board, sel: DefenderSelector | undefined): string[] {
  if (sel === undefined) return [];
  return [...(sel.players ?? []), ...(sel.notPlayers ?? [])].map((p) => playerName(board, p));
}

function effectWords(board: Board, e: Effect): string[] {
  switch (e.kind) {
    case 'conditional':
      return [...selectorWords(board, e.if.anyAttacks), ...e.then.flatMap((t) => effectWords(board, t))];
    case 'goad':
      return [...selectorWords(board, e.creatures), playerName(board, e.by)];
    case 'attackCost': {
      const c = e.cost;
      const cost =
        c.note !== undefined && c.note !== ''
          ? []
          : [
              ...(c.mana === undefined ? [] : [c.mana]),
              ...(c.life === undefined ? [] : [`${c.life} life`]),
              ...(c.tapCreatures === undefined || c.tapCreatures.count === 0 ? [] : ['tap', ...selectorWords(board, c.tapCreatures.filter)]),
              ...(c.sacrifice === undefined ? [] : ['sacrifice']),
              ...(c.returnToHand === undefined ? [] : ['return']),
            ];
      return [...selectorWords(board, e.creatures), ...defenderWords(board, e.defenders), ...cost];
    }
    default:
      return [...selectorWords(board, 'creatures' in e ? e.creatures : undefined), ...defenderWords(board, 'defenders' in e ? e.defenders : undefined)];
  }
}

/** What an effect does, without the names it is shown under. */
const meaning = (e: Effect): string => JSON.stringify(e, (key, value: unknown) => (key === 'id' || key === 'source' ? undefined : value));

function checkBoard(board: Board): void {
  const seen = new Map<string, string>();
  for (const e of board.effects) {
    const text = effectSentence(board, e);
    expect(text, e.source).not.toMatch(/undefined|\[object|pay nothing|NaN/);
    for (const word of effectWords(board, e)) expect(text.toLowerCase(), `${e.source}: ${text}`).toContain(word.toLowerCase());
    const other = seen.get(text);
    if (other !== undefined) expect(other, `two effects read "${text}"`).toBe(meaning(e));
    seen.set(text, meaning(e));
  }
}

const CREATURE_PRESETS = CARD_PRESETS.filter((p) => p.kind === 'creature').map((p) => p.id);

const arbDraft = fc
  .record({
    players: fc.constantFrom(['you', 'opp'], ['you', 'alice', 'bob']),
    creatures: fc.array(fc.constantFrom(...CREATURE_PRESETS), { minLength: 1, maxLength: 3 }),
    cards: fc.array(fc.constantFrom(...CARD_PRESETS.map((p) => p.id)), { minLength: 1, maxLength: 3 }),
  })
  .map(({ players, creatures, cards }) => {
    let board: BoardDraft = makeBoardDraft(players, 'you');
    for (const id of [...creatures, ...cards]) {
      const preset = CARD_PRESETS.find((p) => p.id === id)!;
      const first = board.creatures[0]?.id;
      const refs = Object.fromEntries(preset.params.filter((s) => s.type === 'creatureRef' && first !== undefined).map((s) => [s.name, first!]));
      const applied = applyPreset(board, preset, refs);
      if (applied.ok) board = applied.value.board;
    }
    return board;
  });

describe('effect text states what the effect does', () => {
  it('on boards from random presets', () => {
    fc.assert(
      fc.property(arbDraft, (draft) => {
        const parsed = parseBoard(draft);
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
        checkBoard(parsed.value);
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it('on every preset alone, against two and three players', () => {
    for (const players of [
      ['you', 'opp'],
      ['you', 'alice', 'bob'],
    ]) {
      for (const preset of CARD_PRESETS) {
        let board: BoardDraft = makeBoardDraft(players, 'you');
        const bears = applyPreset(board, 'grizzly-bears');
        if (bears.ok) board = bears.value.board;
        const refs = Object.fromEntries(preset.params.filter((s) => s.type === 'creatureRef').map((s) => [s.name, board.creatures[0]!.id]));
        const applied = applyPreset(board, preset, refs);
        if (!applied.ok) continue;
        const parsed = parseBoard(applied.value.board);
        if (!parsed.ok) throw new Error(`${preset.id}: ${JSON.stringify(parsed.error)}`);
        checkBoard(parsed.value);
      }
    }
  });

  it('on generated puzzles of every theme', () => {
    let boards = 0;
    for (const theme of THEMES) {
      for (let seed = 1; seed <= 6; seed++) {
        const r = generatePuzzle(seed, { theme, target: (1 + (seed % 4)) as 1 | 2 | 3 | 4 });
        if (!r.ok) continue;
        const parsed = parseBoard(r.value.quiz['board']);
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
        checkBoard(parsed.value);
        boards++;
      }
    }
    expect(boards).toBeGreaterThan(40);
  }, 120_000);

  it("reads Nils's taxes as taxes on different creatures, and Hollow Warrior's as a creature to tap", () => {
    let board: BoardDraft = makeBoardDraft(['you', 'opp'], 'you');
    for (const id of ['hollow-warrior', 'nils-discipline-enforcer']) {
      const applied = applyPreset(board, id, id === 'nils-discipline-enforcer' ? { controller: 'opp', upTo: 2 } : {});
      if (!applied.ok) throw new Error(JSON.stringify(applied.error));
      board = applied.value.board;
    }
    const parsed = parseBoard(board);
    if (!parsed.ok) throw new Error('board');
    const texts = parsed.value.effects.map((e) => effectSentence(parsed.value, e));
    expect(texts).toContain("Hollow Warrior can't attack unless you tap an untapped creature you control that isn't attacking");
    expect(texts.filter((t) => t.includes('{1}'))).toEqual([expect.stringContaining('with exactly one counter')]);
    expect(texts.filter((t) => t.includes('{2}'))).toEqual([expect.stringContaining('with exactly 2 counters')]);
  });
});
