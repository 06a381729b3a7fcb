/** Creatures by hand and the board as JSON in the sandbox (lib/sandbox/creature-form.ts, board-json.ts). */
import { describe, expect, test } from 'vitest';
import { applyPreset, removeCreature, type BoardDraft } from '#shared/cards/index';
import { makeBoardJson, readBoardJson } from '../../src-renderer/lib/sandbox/board-json.ts';
import {
  emptyCreatureForm,
  formOfCreature,
  idFromName,
  parseCounters,
  parseKeywords,
  saveCreatureForm,
  type CreatureForm,
} from '../../src-renderer/lib/sandbox/creature-form.ts';
import { emptyDraft, legalOf } from './sandbox-fixtures.ts';

const start = emptyDraft;
const form = (board: BoardDraft, fields: Partial<CreatureForm>): CreatureForm => ({ ...emptyCreatureForm(board), ...fields });

function saved(board: BoardDraft, fields: Partial<CreatureForm>, id?: string): { board: BoardDraft; id: string } {
  const r = saveCreatureForm(board, form(board, fields), id);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r;
}

describe('parseCounters', () => {
  test.each([
    ['', {}],
    ['magnet', { magnet: 1 }],
    ['magnet: 2, +1/+1: 1', { magnet: 2, '+1/+1': 1 }],
    ['  magnet :3 ,', { magnet: 3 }],
  ])('%j reads as %j', (text, value) => expect(parseCounters(text)).toEqual({ ok: true, value }));

  test.each([
    [': 2', 'has no counter name'],
    ['magnet: 0', 'at least 1'],
    ['magnet: two', 'whole number'],
    ['magnet: 1.5', 'whole number'],
    ['magnet, magnet: 2', 'named twice'],
  ])('%j is refused (%s)', (text, why) => {
    const r = parseCounters(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain(why);
  });
});

describe('keywords', () => {
  test('are read lower case, trimmed and once each', () => {
    expect(parseKeywords(' Flying, first  Strike,flying ,, Haste')).toEqual(['flying', 'first strike', 'haste']);
  });
  test('a sick creature given haste by hand can attack; editing a preset keeps its keywords', () => {
    const sick = saved(start(), { name: 'Raging Goblin', power: '1', toughness: '1', sick: true });
    expect(legalOf(sick.board).count).toBe('1');
    const hasty = saved(sick.board, { ...formOfCreature(sick.board.creatures[0]!), keywords: 'Haste' }, sick.id);
    expect(hasty.board.creatures[0]!.keywords).toEqual(['haste']);
    expect(legalOf(hasty.board).legal.map((d) => d.attacks)).toEqual([{}, { [sick.id]: 'opp' }]);
    const applied = applyPreset(start(), 'serra-angel', {}, { id: 'angel' });
    if (!applied.ok) throw new Error('serra-angel');
    const again = saved(applied.value.board, formOfCreature(applied.value.board.creatures[0]!), 'angel');
    expect(again.board.creatures[0]!.keywords).toEqual(['flying', 'vigilance']);
  });
});

describe('saveCreatureForm', () => {
  test('a new creature gets an id from its name, unique on the board, and only the fields given', () => {
    const one = saved(start(), { name: 'Deathrite Shaman', power: '1', toughness: '2', colors: ['G', 'B'], types: 'Creature, Elf, Shaman', sick: true });
    expect(one.id).toBe('deathrite-shaman');
    expect(one.board.creatures).toEqual([
      {
        id: 'deathrite-shaman',
        name: 'Deathrite Shaman',
        controller: 'you',
        colors: ['B', 'G'],
        types: ['Creature', 'Elf', 'Shaman'],
        power: 1,
        toughness: 2,
        sick: true,
      },
    ]);
    expect(saved(one.board, { name: 'Deathrite Shaman' }).id).toBe('deathrite-shaman-2');
    expect(idFromName('  Æther Adept!! ')).toBe('aether-adept');
    expect(idFromName('Lim-Dûl the Necromancer')).toBe('lim-dul-the-necromancer');
    expect(idFromName('***')).toBe('creature');
  });

  test('a summoning-sick or tapped creature cannot attack: the legal set shrinks to "no attack"', () => {
    const sick = saved(start(), { name: 'Fresh Bear', sick: true }).board;
    const tapped = saved(start(), { name: 'Tired Bear', tapped: true }).board;
    const ready = saved(start(), { name: 'Ready Bear' }).board;
    expect([legalOf(sick).count, legalOf(tapped).count, legalOf(ready).count]).toEqual(['1', '1', '2']);
  });

  test('editing keeps the id and the effects that name the creature; magnet counters switch Magnetic Web on', () => {
    const web = applyPreset(saved(start(), { name: 'Cyclops' }).board, 'magnetic-web');
    if (!web.ok) throw new Error(JSON.stringify(web.error));
    const before = web.value.board;
    const edited = saved(before, { ...formOfCreature(before.creatures[0]!), counters: 'magnet: 1' }, 'cyclops');
    expect(edited.id).toBe('cyclops');
    expect(edited.board.creatures[0]).toMatchObject({ id: 'cyclops', counters: { magnet: 1 } });
    expect(edited.board.effects).toEqual(before.effects);
    // Round trip: the form of the saved creature saves to the same creature.
    expect(saved(edited.board, formOfCreature(edited.board.creatures[0]!), 'cyclops').board).toEqual(edited.board);
  });

  test('each problem is named by its field, and nothing is saved', () => {
    const board = start();
    const r = saveCreatureForm(board, form(board, { name: ' ', controller: 'zed', power: 'x', toughness: '1.5', counters: 'magnet: -1' }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.field)).toEqual(['name', 'controller', 'power', 'toughness', 'counters']);
    expect(saveCreatureForm(board, form(board, { name: 'Ghost' }), 'gone').ok).toBe(false);
  });

  test('a hand-made creature is removed like a preset one', () => {
    const b = saved(start(), { name: 'Bear' });
    expect(removeCreature(b.board, b.id).creatures).toEqual([]);
  });
});

describe('board as JSON', () => {
  test('the text of a draft reads back as the same draft', () => {
    const b = saved(start(), { name: 'Bear', counters: 'magnet' }).board;
    expect(readBoardJson(makeBoardJson(b))).toEqual({ ok: true, board: b });
  });

  test("effects without id or source get the engine's ids (e1, e2, …) and are shown by them", () => {
    const raw = {
      format: 'attack-board/1',
      players: ['you', 'opp'],
      activePlayer: 'you',
      creatures: [{ id: 'g', name: 'Goblin', controller: 'you' }],
      effects: [
        { kind: 'mustAttack', creatures: { ids: ['g'] } },
        { id: 'tax', kind: 'attackCost', creatures: {}, cost: { mana: '{1}' } },
      ],
    };
    const r = readBoardJson(JSON.stringify(raw));
    expect(r.ok && r.board.effects.map((e) => [e.id, e.source])).toEqual([
      ['e1', 'e1'],
      ['tax', 'tax'],
    ]);
  });

  test.each([
    ['a syntax error, by line and column', '{\n  "format": "attack-board/1",\n  "players": [,]\n}', 'line 3, column'],
    [
      'a board error, by JSON path',
      JSON.stringify({
        format: 'attack-board/1',
        players: ['you', 'opp'],
        activePlayer: 'you',
        creatures: [{ id: 'a', name: 'A', controller: 'bob' }],
        effects: [],
      }),
      'creatures[0].controller',
    ],
    ['not a board at all', '[]', '(the board)'],
  ])('%s', (_name, text, where) => {
    const r = readBoardJson(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]?.path).toContain(where);
  });
});
