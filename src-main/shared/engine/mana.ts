/**
 * Mana symbols of a cost (spec §2 `Cost`): parsing the written form and writing it back canonically.
 */
import type { ManaSymbol } from './board.ts';
import type { Color, ManaLetter } from './board-format.ts';
import { COLORS, MANA_LETTERS } from './board-format.ts';
import { err, ok, type Result } from './result.ts';

/** A cost asking for more generic mana than this is a typo, not a board (and would blow up matching). */
export const MAX_GENERIC = 1000;

/**
 * The ten hybrid pairs in the order cards print them: allied pairs around the color wheel, then enemy
 * pairs. `{U/W}` is accepted and means the same symbol as `{W/U}`; parsing normalizes to this order so
 * that equal symbols are equal values and canonical output is stable.
 */
const HYBRID_PAIRS: readonly (readonly [Color, Color])[] = [
  ['W', 'U'],
  ['U', 'B'],
  ['B', 'R'],
  ['R', 'G'],
  ['G', 'W'],
  ['W', 'B'],
  ['U', 'R'],
  ['B', 'G'],
  ['R', 'W'],
  ['G', 'U'],
];

const GENERIC: ManaSymbol = { kind: 'generic' };
const COLORED = new Map<string, ManaSymbol>(MANA_LETTERS.map((c) => [c, { kind: 'colored', color: c }]));
const PHYREXIAN = new Map<string, ManaSymbol>(COLORS.map((c) => [`${c}/P`, { kind: 'phyrexian', color: c }]));
const HYBRID = new Map<string, ManaSymbol>();
for (const [a, b] of HYBRID_PAIRS) {
  const symbol: ManaSymbol = { kind: 'hybrid', colors: [a, b] };
  HYBRID.set(`${a}/${b}`, symbol);
  HYBRID.set(`${b}/${a}`, symbol);
}

const isColor = (s: string): s is Color => (COLORS as readonly string[]).includes(s);

function describeBad(inner: string): string {
  if (/^[+-]?\d+$/.test(inner)) return 'generic mana must be a plain non-negative integer like {3}';
  const parts = inner.split('/');
  if (parts.length === 2) {
    const [a = '', b = ''] = parts;
    if (a === b && isColor(a)) return 'a hybrid symbol needs two different colors';
    if (b === 'P') return 'a Phyrexian symbol needs one of W, U, B, R, G before /P';
    return 'a hybrid symbol needs two different colors of W, U, B, R, G (e.g. {W/U})';
  }
  return 'expected {n}, {W}, {U}, {B}, {R}, {G}, {C}, a hybrid like {W/U} or a Phyrexian symbol like {W/P}';
}

/**
 * Parses a mana cost such as "{2}{W/P}" into one symbol per mana (`{3}` → three generic symbols), in the
 * order written. The empty string is no mana. Errors name the offending part and its position.
 */
export function parseManaCost(text: string): Result<ManaSymbol[], string> {
  const symbols: ManaSymbol[] = [];
  let generic = 0;
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '{') {
      const end = text.indexOf('{', i);
      const stray = end < 0 ? text.slice(i) : text.slice(i, end);
      return err(`unexpected text "${stray}" at position ${i}: mana symbols are written in braces, like {2}{W}`);
    }
    const close = text.indexOf('}', i + 1);
    const nextOpen = text.indexOf('{', i + 1);
    if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
      const upTo = nextOpen >= 0 && (close < 0 || nextOpen < close) ? nextOpen : text.length;
      return err(`unclosed brace "${text.slice(i, upTo)}" at position ${i}`);
    }
    const inner = text.slice(i + 1, close);
    const written = text.slice(i, close + 1);
    if (/^\d+$/.test(inner)) {
      if (inner.length > 1 && inner[0] === '0') {
        return err(`bad mana symbol "${written}" at position ${i}: write generic mana without leading zeros`);
      }
      // Check the length before converting so that a huge digit string cannot lose precision.
      const n = inner.length > 4 ? Infinity : Number(inner);
      generic += n;
      if (generic > MAX_GENERIC) {
        return err(`bad mana symbol "${written}" at position ${i}: generic mana totals more than ${MAX_GENERIC}`);
      }
      for (let k = 0; k < n; k++) symbols.push(GENERIC);
    } else {
      const symbol = COLORED.get(inner) ?? HYBRID.get(inner) ?? PHYREXIAN.get(inner);
      if (symbol === undefined) return err(`unknown mana symbol "${written}" at position ${i}: ${describeBad(inner)}`);
      symbols.push(symbol);
    }
    i = close + 1;
  }
  return ok(symbols);
}

const letterRank = (c: ManaLetter): number => MANA_LETTERS.indexOf(c);
const hybridRank = (colors: readonly [Color, Color]): number =>
  HYBRID_PAIRS.findIndex(([a, b]) => (a === colors[0] && b === colors[1]) || (a === colors[1] && b === colors[0]));

/**
 * Writes symbols canonically: total generic first as `{n}` (left out when 0), then colored symbols in
 * W U B R G C order, then hybrids in printed-pair order, then Phyrexian in W U B R G order; "" for none.
 * `parseManaCost(formatManaSymbols(s))` gives the same multiset of symbols as `s`.
 */
export function formatManaSymbols(symbols: readonly ManaSymbol[]): string {
  if (symbols.length === 0) return '';
  let generic = 0;
  const colored = [0, 0, 0, 0, 0, 0];
  const hybrid = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const phyrexian = [0, 0, 0, 0, 0];
  for (const s of symbols) {
    switch (s.kind) {
      case 'generic':
        generic++;
        break;
      case 'colored':
        colored[letterRank(s.color)]!++;
        break;
      case 'hybrid': {
        const rank = hybridRank(s.colors);
        // Only a hand-built value can have both halves equal; {W/W} can only be paid with W.
        if (rank < 0) colored[letterRank(s.colors[0])]!++;
        else hybrid[rank]!++;
        break;
      }
      case 'phyrexian':
        phyrexian[letterRank(s.color)]!++;
        break;
    }
  }
  let out = generic > 0 ? `{${generic}}` : '';
  for (let c = 0; c < colored.length; c++) out += `{${MANA_LETTERS[c]}}`.repeat(colored[c]!);
  for (let h = 0; h < hybrid.length; h++) {
    const [a, b] = HYBRID_PAIRS[h]!;
    out += `{${a}/${b}}`.repeat(hybrid[h]!);
  }
  for (let c = 0; c < phyrexian.length; c++) out += `{${COLORS[c]}/P}`.repeat(phyrexian[c]!);
  return out;
}
