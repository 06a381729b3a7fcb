/**
 * Every card preset against its source note (oracle-notes.ts): keywords, type line (supertypes and
 * subtypes included), colors and power/toughness equal the printed card's. A preset that drops a
 * keyword changes answers (Exalted Dragon without flying can't attack under Moat), so the keyword
 * lists must be equal, not merely overlap. The built-in quizzes' creatures that model a preset's card
 * carry its printed keywords too.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_PRESETS, CARD_PRESETS as PRESET_TABLE, type CardPreset } from '#shared/cards/index';
import { ORACLE_NOTES } from './oracle-notes.ts';

const CARD_PRESETS: readonly CardPreset[] = PRESET_TABLE;
const COLOR_ORDER = 'WUBRG';
const colorKey = (colors: readonly string[]) => [...colors].sort((a, b) => COLOR_ORDER.indexOf(a) - COLOR_ORDER.indexOf(b)).join('');
const typesOf = (typeLine: string): string[] =>
  typeLine
    .split(' — ')
    .flatMap((part) => part.split(' '))
    .filter((w) => w !== '');

describe('card presets match their Oracle notes', () => {
  it('every preset has a note, and every note a preset', () => {
    expect(Object.keys(ORACLE_NOTES).sort()).toEqual(CARD_PRESETS.map((p) => p.id).sort());
  });

  it.each(CARD_PRESETS.map((p) => [p.id, p] as const))('%s', (id, preset) => {
    const note = ORACLE_NOTES[id]!;
    expect(preset.types).toEqual(typesOf(note.typeLine));
    expect(colorKey(preset.colors)).toBe(note.colors);
    if (note.pt === undefined) {
      expect(preset.creature).toBeUndefined();
      return;
    }
    expect(preset.creature, `${id} is a creature card`).toBeDefined();
    // A */* card (Gaea's Liege) sets its P/T through a param; its note says so in `limits`.
    if (note.pt === '*/*') expect(note.limits).toBeDefined();
    else expect(`${preset.creature!.power}/${preset.creature!.toughness}`).toBe(note.pt);
    expect([...preset.creature!.keywords].sort()).toEqual([...(note.keywords ?? [])].sort());
  });
});

/** "Norn's Annex" → norns_annex, "Pili-Pala" → pili_pala: how Forge names a card's script. */
const forgeSlug = (name: string): string => name.toLowerCase().replace(/[',]/g, '').replace(/[ -]/g, '_');
const SOURCE = /^(Card-Forge\/forge|lzybluee\/Reeforge) forge-gui\/res\/cardsfolder\/([a-z])\/([a-z0-9_]+)\.txt@[0-9a-f]{40}$/;

describe('every note names the card script it was checked against', () => {
  it.each(CARD_PRESETS.filter((p) => p.id !== 'goad').map((p) => [p.id, p] as const))('%s', (id, preset) => {
    const source = ORACLE_NOTES[id]!.source;
    if (source.startsWith('magefree/mage ')) {
      expect(source).toMatch(/^magefree\/mage Mage\.Sets\/src\/mage\/cards\/[a-z]\/[A-Za-z]+\.java@[0-9a-f]{40}$/);
      expect(source).toContain(`/${preset.name.replace(/[^A-Za-z]/g, '')}.java`);
      return;
    }
    const m = SOURCE.exec(source);
    expect(m, source).not.toBeNull();
    expect(m![3]).toBe(forgeSlug(preset.name));
    expect(m![2]).toBe(forgeSlug(preset.name)[0]);
  });
  it('goad is a keyword action, cited by its rule', () => expect(ORACLE_NOTES.goad!.source).toMatch(/^CR 701\.15/));
});

describe('every blocking preset names the card script it was checked against', () => {
  const blocking: readonly CardPreset[] = BLOCK_PRESETS;
  it.each(blocking.map((p) => [p.id, p] as const))('%s', (_id, preset) => {
    const ref = preset.source?.ref ?? '';
    // Tokens have their own scripts (tokenscripts/b_2_2_zombie_decayed): the path names the token, not a card.
    if (ref.includes('/tokenscripts/')) return expect(ref).toMatch(/^Card-Forge\/forge forge-gui\/res\/tokenscripts\/[a-z0-9_]+\.txt$/);
    const m = /^Card-Forge\/forge forge-gui\/res\/cardsfolder\/([a-z])\/([a-z0-9_]+)\.txt$/.exec(ref);
    expect(m, ref).not.toBeNull();
    expect(m![2]).toBe(forgeSlug(preset.name));
    expect(m![1]).toBe(forgeSlug(preset.name)[0]);
  });
});

describe('built-in quiz creatures that model a preset card', () => {
  const pack = JSON.parse(readFileSync(new URL('../../quizzes/builtin.json', import.meta.url), 'utf8')) as {
    quizzes: { id: string; board: { creatures: { name: string; keywords?: string[] }[] } }[];
  };
  const byName = new Map(CARD_PRESETS.filter((p) => p.creature !== undefined).map((p) => [p.name, p]));
  const rows = pack.quizzes.flatMap((q) => q.board.creatures.filter((c) => byName.has(c.name)).map((c) => [`${q.id}: ${c.name}`, c] as const));
  it('are found', () => expect(rows.length).toBeGreaterThan(100));
  it.each(rows)('%s has its printed keywords', (_name, c) => {
    for (const k of byName.get(c.name)!.creature!.keywords) expect(c.keywords ?? []).toContain(k);
  });
});
