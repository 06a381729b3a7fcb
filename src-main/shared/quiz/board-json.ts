/**
 * The board as authored, copied with a canonical key order so that an exported pack is byte-stable
 * (the same pack always serializes to the same text) and readable (format and players first).
 */
import { compareStrings } from '#shared/engine/declaration';
import type { JsonObject, JsonValue } from './pack-model.ts';

/**
 * Keys of attack-board/1 in the order spec §1–§2 introduces them, with block-board/1's own (lands,
 * keywords, what a creature attacks, an effect's attackers) beside their kin; any other key (a counter
 * name, a declaration's creature id) follows in code-unit order.
 */
const KEY_ORDER = [
  'format',
  'players',
  'activePlayer',
  'attackMultiplePlayers',
  'defendingPlayer',
  'defenders',
  'lands',
  'creatures',
  'effects',
  'resources',
  'id',
  'source',
  'kind',
  'attackers',
  'name',
  'controller',
  'player',
  'colors',
  'colorless',
  'types',
  'power',
  'toughness',
  'tapped',
  'sick',
  'counters',
  'keywords',
  'attacking',
  'ids',
  'except',
  'counter',
  'powerAtLeast',
  'powerAtMost',
  'players',
  'notPlayers',
  'kinds',
  'count',
  'others',
  'atLeast',
  'by',
  'if',
  'anyAttacks',
  'then',
  'cost',
  'mana',
  'life',
  'sacrifice',
  'returnToHand',
  'filter',
  'note',
  'permanents',
] as const;

const RANK = new Map<string, number>();
KEY_ORDER.forEach((k, i) => {
  if (!RANK.has(k)) RANK.set(k, i);
});

function compareKeys(a: string, b: string): number {
  const ra = RANK.get(a) ?? Number.MAX_SAFE_INTEGER;
  const rb = RANK.get(b) ?? Number.MAX_SAFE_INTEGER;
  if (ra !== rb) return ra - rb;
  return compareStrings(a, b);
}

/**
 * A deep copy of a JSON value with object keys in canonical order. Keys whose value is `undefined`
 * are dropped, as JSON.stringify would, so the copy equals what a JSON round trip gives.
 */
export function canonicalJson(value: unknown): JsonValue {
  if (typeof value === 'number') return value === 0 ? 0 : value; // -0 prints as 0
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((v: unknown) => (v === undefined ? null : canonicalJson(v)));
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => compareKeys(a, b));
    // fromEntries defines own properties, so a `__proto__` key stays data and never sets a prototype.
    return Object.fromEntries(entries.map(([k, v]) => [k, canonicalJson(v)]));
  }
  // Functions, symbols, bigints: not JSON. Only reached for values the board parser already refused.
  return null;
}

export function canonicalBoardJson(board: unknown): JsonObject {
  const copy = canonicalJson(board);
  return typeof copy === 'object' && copy !== null && !Array.isArray(copy) ? (copy as JsonObject) : {};
}
