import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { ManaSymbol } from '#shared/engine/board';
import { COLORS, MANA_LETTERS } from '#shared/engine/board-format';
import { formatManaSymbols, MAX_GENERIC, parseManaCost } from '#shared/engine/mana';

const G: ManaSymbol = { kind: 'generic' };
const col = (color: (typeof MANA_LETTERS)[number]): ManaSymbol => ({ kind: 'colored', color });
const hyb = (a: (typeof COLORS)[number], b: (typeof COLORS)[number]): ManaSymbol => ({ kind: 'hybrid', colors: [a, b] });
const phy = (color: (typeof COLORS)[number]): ManaSymbol => ({ kind: 'phyrexian', color });

/** A symbol as an order-free key, so that multisets of symbols can be compared. */
const key = (s: ManaSymbol): string =>
  s.kind === 'generic' ? 'g' : s.kind === 'colored' ? `c${s.color}` : s.kind === 'hybrid' ? `h${[...s.colors].sort().join('')}` : `p${s.color}`;
const bag = (symbols: readonly ManaSymbol[]): string[] => symbols.map(key).sort();

describe('parseManaCost: each symbol kind', () => {
  const table: { name: string; text: string; symbols: ManaSymbol[] }[] = [
    { name: 'empty string is no mana', text: '', symbols: [] },
    { name: '{0} adds nothing (War Tax with X = 0)', text: '{0}', symbols: [] },
    { name: 'generic {3} is three generic symbols', text: '{3}', symbols: [G, G, G] },
    { name: 'two generic groups add up', text: '{1}{2}', symbols: [G, G, G] },
    { name: 'generic at the cap', text: `{${MAX_GENERIC}}`, symbols: Array<ManaSymbol>(MAX_GENERIC).fill(G) },
    { name: 'colored W U B R G', text: '{W}{U}{B}{R}{G}', symbols: [col('W'), col('U'), col('B'), col('R'), col('G')] },
    { name: '{C} is colorless, a colored-kind symbol with color C', text: '{C}', symbols: [col('C')] },
    { name: 'hybrid in printed order', text: '{W/U}', symbols: [hyb('W', 'U')] },
    { name: 'hybrid in reverse order is the same symbol', text: '{U/W}', symbols: [hyb('W', 'U')] },
    { name: 'enemy-pair hybrid', text: '{G/U}{U/G}', symbols: [hyb('G', 'U'), hyb('G', 'U')] },
    { name: 'Phyrexian', text: '{W/P}{G/P}', symbols: [phy('W'), phy('G')] },
    { name: 'mixed, kept in written order', text: '{R}{2}{B/P}', symbols: [col('R'), G, G, phy('B')] },
  ];
  test.each(table)('$name', ({ text, symbols }) => {
    const r = parseManaCost(text);
    expect(r).toEqual({ ok: true, value: symbols });
  });
});

describe('parseManaCost: rejects anything else and names the bad part', () => {
  const table: { name: string; text: string; mentions: string }[] = [
    { name: 'X costs are not in the vocabulary', text: '{2}{X}', mentions: '"{X}" at position 3' },
    { name: 'two-generic hybrid {2/W}', text: '{2/W}', mentions: '"{2/W}"' },
    { name: 'lowercase color', text: '{w}', mentions: '"{w}"' },
    { name: 'lowercase Phyrexian', text: '{W/p}', mentions: '"{W/p}"' },
    { name: 'hybrid of one color twice', text: '{W/W}', mentions: 'two different colors' },
    { name: 'hybrid with colorless', text: '{W/C}', mentions: '"{W/C}"' },
    { name: 'colorless Phyrexian', text: '{C/P}', mentions: 'Phyrexian' },
    { name: 'three-part symbol', text: '{W/U/P}', mentions: '"{W/U/P}"' },
    { name: 'signed generic', text: '{+1}', mentions: 'non-negative integer' },
    { name: 'negative generic', text: '{-1}', mentions: '"{-1}"' },
    { name: 'decimal generic', text: '{1.5}', mentions: '"{1.5}"' },
    { name: 'leading zero', text: '{02}', mentions: 'leading zeros' },
    { name: 'empty braces', text: '{}', mentions: '"{}"' },
    { name: 'spaces inside braces', text: '{ W }', mentions: '"{ W }"' },
    { name: 'text before the braces', text: 'W{1}', mentions: '"W" at position 0' },
    { name: 'text between symbols', text: '{1} {W}', mentions: '" " at position 3' },
    { name: 'stray closing brace', text: '{1}}', mentions: '"}" at position 3' },
    { name: 'unclosed brace at the end', text: '{1}{W', mentions: 'unclosed brace "{W" at position 3' },
    { name: 'brace opened inside a brace', text: '{1{W}', mentions: 'unclosed brace "{1"' },
    { name: 'absurd generic', text: '{100000}', mentions: `more than ${MAX_GENERIC}` },
    { name: 'huge digit string', text: `{${'9'.repeat(40)}}`, mentions: `more than ${MAX_GENERIC}` },
    { name: 'generic total over the cap', text: `{${MAX_GENERIC}}{1}`, mentions: `"{1}" at position ${String(MAX_GENERIC).length + 2}` },
  ];
  test.each(table)('$name', ({ text, mentions }) => {
    const r = parseManaCost(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(mentions);
  });
});

describe('formatManaSymbols: canonical order', () => {
  const table: { name: string; symbols: ManaSymbol[]; text: string }[] = [
    { name: 'no symbols', symbols: [], text: '' },
    { name: 'generic totalled first', symbols: [col('W'), G, phy('U'), G], text: '{2}{W}{U/P}' },
    { name: 'colored in W U B R G C order', symbols: [col('C'), col('G'), col('W'), col('B')], text: '{W}{B}{G}{C}' },
    { name: 'hybrids after colored, printed pair order', symbols: [hyb('U', 'G'), hyb('U', 'W'), col('R')], text: '{R}{W/U}{G/U}' },
    { name: 'Phyrexian last, W U B R G', symbols: [phy('G'), hyb('R', 'G'), phy('W')], text: '{R/G}{W/P}{G/P}' },
    { name: 'repeated symbols', symbols: [col('U'), col('U'), phy('B'), phy('B')], text: '{U}{U}{B/P}{B/P}' },
  ];
  test.each(table)('$name', ({ symbols, text }) => {
    expect(formatManaSymbols(symbols)).toBe(text);
  });
});

const arbSymbol: fc.Arbitrary<ManaSymbol> = fc.oneof(
  fc.constant(G),
  fc.constantFrom(...MANA_LETTERS).map(col),
  fc
    .tuple(fc.constantFrom(...COLORS), fc.constantFrom(...COLORS))
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => hyb(a, b)),
  fc.constantFrom(...COLORS).map(phy),
);

describe('round trip', () => {
  test('format then parse gives back the same multiset of symbols', () => {
    fc.assert(
      fc.property(fc.array(arbSymbol, { maxLength: 30 }), (symbols) => {
        const r = parseManaCost(formatManaSymbols(symbols));
        expect(r.ok).toBe(true);
        if (r.ok) expect(bag(r.value)).toEqual(bag(symbols));
      }),
    );
  });

  test('a canonical string formats back to itself, and any order formats to the same string', () => {
    fc.assert(
      fc.property(fc.array(arbSymbol, { maxLength: 30 }), (symbols) => {
        const text = formatManaSymbols(symbols);
        const r = parseManaCost(text);
        expect(r.ok && formatManaSymbols(r.value)).toBe(text);
        expect(formatManaSymbols([...symbols].reverse())).toBe(text);
      }),
    );
  });

  test('written symbols in any order parse to the formatted multiset', () => {
    const written = fc.oneof(
      fc.integer({ min: 0, max: 20 }).map((n) => `{${n}}`),
      fc.constantFrom(...MANA_LETTERS).map((c) => `{${c}}`),
      fc
        .tuple(fc.constantFrom(...COLORS), fc.constantFrom(...COLORS))
        .filter(([a, b]) => a !== b)
        .map(([a, b]) => `{${a}/${b}}`),
      fc.constantFrom(...COLORS).map((c) => `{${c}/P}`),
    );
    fc.assert(
      fc.property(fc.array(written, { maxLength: 12 }), (parts) => {
        const r = parseManaCost(parts.join(''));
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const generic = parts.filter((p) => /^\{\d+\}$/.test(p)).reduce((n, p) => n + Number(p.slice(1, -1)), 0);
        expect(r.value.filter((s) => s.kind === 'generic')).toHaveLength(generic);
        expect(r.value).toHaveLength(generic + parts.filter((p) => !/^\{\d+\}$/.test(p)).length);
      }),
    );
  });
});
