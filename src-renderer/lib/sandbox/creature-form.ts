/**
 * A creature built or edited by hand in the sandbox, for a card no
 * preset covers: the form's text fields read into an attack-board/1 creature (spec §1), each problem named by
 * the field it belongs to so the form can show it there.
 */
import { takenIds, unusedId, type BoardDraft, type DraftCreature } from '#shared/cards/index';
import { COLORS, type Color } from '#shared/engine/index';

export interface CreatureForm {
  readonly name: string;
  readonly controller: string;
  /** Blank: left out (the spec's default). */
  readonly power: string;
  readonly toughness: string;
  readonly colors: readonly Color[];
  /** Comma-separated, e.g. "Creature, Goblin". */
  readonly types: string;
  readonly tapped: boolean;
  /** Came under its controller's control this turn (summoning sickness, rule 302.6). */
  readonly sick: boolean;
  /** "magnet: 1, +1/+1: 2"; a name alone means one counter. */
  readonly counters: string;
  /** Comma-separated keywords, e.g. "flying, haste" (stored lower case, spec §1). */
  readonly keywords: string;
}

export const CREATURE_FIELDS = ['name', 'controller', 'power', 'toughness', 'colors', 'types', 'tapped', 'sick', 'counters', 'keywords'] as const;
export type CreatureField = (typeof CREATURE_FIELDS)[number];

export interface CreatureFormError {
  readonly field: CreatureField;
  readonly message: string;
}

export type CreatureFormResult =
  { readonly ok: true; readonly board: BoardDraft; readonly id: string } | { readonly ok: false; readonly errors: readonly CreatureFormError[] };

export function emptyCreatureForm(board: BoardDraft): CreatureForm {
  return {
    name: '',
    controller: board.activePlayer,
    power: '',
    toughness: '',
    colors: [],
    types: 'Creature',
    tapped: false,
    sick: false,
    counters: '',
    keywords: '',
  };
}

export function formOfCreature(c: DraftCreature): CreatureForm {
  return {
    name: c.name,
    controller: c.controller,
    power: c.power === undefined ? '' : String(c.power),
    toughness: c.toughness === undefined ? '' : String(c.toughness),
    colors: COLORS.filter((k) => c.colors?.includes(k)),
    types: (c.types ?? []).join(', '),
    tapped: c.tapped === true,
    sick: c.sick === true,
    counters: Object.entries(c.counters ?? {})
      .map(([k, n]) => `${k}: ${n}`)
      .join(', '),
    keywords: (c.keywords ?? []).join(', '),
  };
}

/** "Flying, first strike" → ["flying", "first strike"]: keywords are lower case on the board (spec §1). */
export function parseKeywords(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(',')) {
    const k = part.trim().replace(/\s+/g, ' ').toLowerCase();
    if (k !== '' && !out.includes(k)) out.push(k);
  }
  return out;
}

/** "magnet: 2, +1/+1" → { magnet: 2, '+1/+1': 1 }; a counter named twice is an error, not a sum. */
export function parseCounters(text: string): { ok: true; value: Record<string, number> } | { ok: false; message: string } {
  const value: Record<string, number> = {};
  for (const part of text.split(',')) {
    if (part.trim() === '') continue;
    // The last colon splits name and count, so a name may hold one ("+1/+1" has none, but be lenient).
    const colon = part.lastIndexOf(':');
    const name = (colon < 0 ? part : part.slice(0, colon)).trim();
    const countText = colon < 0 ? '1' : part.slice(colon + 1).trim();
    if (name === '') return { ok: false, message: `"${part.trim()}" has no counter name` };
    if (!/^\d+$/.test(countText) || Number(countText) < 1 || !Number.isSafeInteger(Number(countText))) {
      return { ok: false, message: `the number of ${name} counters must be a whole number of at least 1` };
    }
    if (Object.hasOwn(value, name)) return { ok: false, message: `${name} counters are named twice` };
    value[name] = Number(countText);
  }
  return { ok: true, value };
}

function readStat(text: string, field: 'power' | 'toughness', errors: CreatureFormError[]): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  if (!/^-?\d+$/.test(t) || !Number.isSafeInteger(Number(t))) {
    errors.push({ field, message: `${field === 'power' ? 'Power' : 'Toughness'} must be a whole number or left blank` });
    return undefined;
  }
  return Number(t);
}

/** A readable id from a name: "Crazed Goblin" → "crazed-goblin" (ids may not hold "=", "," or spaces, spec §1). */
export function idFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'creature' : slug;
}

/**
 * The board with the creature added (no `id`) or replaced (`id` of an existing creature; its id and
 * every effect that names it stay as they are).
 */
export function saveCreatureForm(board: BoardDraft, form: CreatureForm, id?: string): CreatureFormResult {
  const errors: CreatureFormError[] = [];
  const name = form.name.trim();
  if (name === '') errors.push({ field: 'name', message: 'A creature needs a name' });
  if (!board.players.includes(form.controller)) errors.push({ field: 'controller', message: `${form.controller || 'Nobody'} is not a player of this board` });
  const power = readStat(form.power, 'power', errors);
  const toughness = readStat(form.toughness, 'toughness', errors);
  const types = form.types
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const counters = parseCounters(form.counters);
  const keywords = parseKeywords(form.keywords);
  if (!counters.ok) errors.push({ field: 'counters', message: counters.message });
  if (id !== undefined && !board.creatures.some((c) => c.id === id)) errors.push({ field: 'name', message: `There is no creature ${id} to edit any more` });
  if (errors.length > 0 || !counters.ok) return { ok: false, errors };

  const creatureId = id ?? unusedId(idFromName(name), takenIds(board));
  const creature: DraftCreature = {
    id: creatureId,
    name,
    controller: form.controller,
    ...(form.colors.length === 0 ? {} : { colors: COLORS.filter((k) => form.colors.includes(k)) }),
    ...(types.length === 0 ? {} : { types }),
    ...(power === undefined ? {} : { power }),
    ...(toughness === undefined ? {} : { toughness }),
    ...(form.tapped ? { tapped: true } : {}),
    ...(form.sick ? { sick: true } : {}),
    ...(Object.keys(counters.value).length === 0 ? {} : { counters: counters.value }),
    ...(keywords.length === 0 ? {} : { keywords }),
  };
  const creatures = id === undefined ? [...board.creatures, creature] : board.creatures.map((c) => (c.id === id ? creature : c));
  return { ok: true, board: { ...board, creatures }, id: creatureId };
}
