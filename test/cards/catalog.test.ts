import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_PRESETS, CATALOG_END, CATALOG_START, findPreset, makeCardCatalog, makeTypeLine, replaceCardCatalog } from '#shared/cards/index';

const DOC = readFileSync(new URL('../../docs/card-presets.md', import.meta.url), 'utf8');

describe('docs/card-presets.md', () => {
  it('holds exactly the table generated from the presets (run `npm run docs:cards` after changing one)', () => {
    expect(DOC).toBe(replaceCardCatalog(DOC));
    expect(DOC).toContain(CATALOG_START);
    expect(DOC).toContain(CATALOG_END);
  });

  it('has one row per preset, naming its id', () => {
    const table = makeCardCatalog();
    for (const p of CARD_PRESETS) expect(table).toContain(`\`${p.id}\``);
    expect(table.split('\n').filter((l) => l.startsWith('| **'))).toHaveLength(CARD_PRESETS.length);
  });

  it('writes the printed type line with P/T and keywords', () => {
    expect(makeTypeLine(findPreset('baird-steward-of-argive')!)).toBe('Legendary Creature — Human Soldier 2/4, vigilance');
    expect(makeTypeLine(findPreset('propaganda')!)).toBe('Enchantment');
    expect(makeTypeLine(findPreset('goad')!)).toBe('a rule, not a card');
  });

  it('replaces an old table and inserts one into a doc that has none', () => {
    const stale = `# x\n\n## The library\n\n${CATALOG_START}\nold\n${CATALOG_END}\n\ntail\n`;
    const fresh = replaceCardCatalog(stale);
    expect(fresh).not.toContain('\nold\n');
    expect(fresh.endsWith('\n\ntail\n')).toBe(true);
    expect(replaceCardCatalog('# x\n\n## The library\nprose\n')).toContain(`## The library\n\n${CATALOG_START}`);
  });
});
