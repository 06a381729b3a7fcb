/**
 * The prompt of a blocking puzzle, written from the block-board/1 draft alone so that every fact it
 * states is on the board: who attacks what, each creature's colors, power/toughness, keywords and
 * state, the lands landwalk looks at, what each effect does (one sentence per effect, from its JSON),
 * and what the defending player can pay with. An effect shape it cannot say is an error: the generator
 * then drops the candidate rather than print something vaguer than the board.
 */
import type { BoardDraft, DraftCreature, JsonObject, JsonValue } from '#shared/cards/preset-model';

const COLOR_NAMES: Readonly<Record<string, string>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

const who = (id: string): string => (id === 'you' ? 'you' : id.charAt(0).toUpperCase() + id.slice(1));

function list(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

export function creatureText(c: DraftCreature): string {
  const colors = (c.colors ?? []).length === 0 ? 'colorless' : (c.colors ?? []).map((x) => COLOR_NAMES[x] ?? x).join(' and ');
  const types = (c.types ?? []).includes('Artifact') ? ['artifact'] : [];
  const notes = [colors, ...types, `${c.power ?? 0}/${c.toughness ?? 0}`, ...(c.keywords ?? [])];
  for (const [name, n] of Object.entries(c.counters ?? {})) notes.push(n === 1 ? `a ${name} counter` : `${n} ${name} counters`);
  if (c.attacking === undefined && c.tapped === true) notes.push('tapped');
  if (c.sick === true) notes.push('has not been under your control since your most recent turn began');
  return `${c.name} (${notes.join(', ')})`;
}

const isObj = (v: JsonValue | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The names a selector of ids names; undefined when the selector is anything else. */
function namesOf(draft: BoardDraft, sel: JsonValue | undefined): string | undefined {
  if (!isObj(sel) || Object.keys(sel).length !== 1 || !Array.isArray(sel.ids)) return undefined;
  const names = (sel.ids as readonly JsonValue[]).map((id) => draft.creatures.find((c) => c.id === id)?.name);
  return names.every((n) => n !== undefined) ? list(names as string[]) : undefined;
}

const isAll = (sel: JsonValue | undefined): boolean => sel === undefined || (isObj(sel) && Object.keys(sel).length === 0);
const creaturesWord = (n: number): string => (n === 1 ? 'one creature' : `${n} creatures`);

/** One sentence for an effect, or undefined when its shape is not one the blocking pool writes. */
export function effectSentence(draft: BoardDraft, e: JsonObject): string | undefined {
  const c = namesOf(draft, e.creatures);
  const a = namesOf(draft, e.attackers);
  const n = typeof e.count === 'number' ? e.count : undefined;
  switch (e.kind) {
    case 'lure':
      return a && `all creatures able to block ${a} do so`;
    case 'mustBeBlocked':
      return a && `${a} must be blocked if able`;
    case 'mustBeBlockedExactly':
      return a && n !== undefined ? `${a} must be blocked by exactly ${creaturesWord(n)} if able` : undefined;
    case 'mustBlock':
      return isAll(e.creatures) ? 'all creatures block this combat if able' : c && `${c} blocks this combat if able`;
    case 'mustBlockAttacker': {
      // Provoke's trigger has resolved (block-board/1 §7): say which creature it targeted and untapped.
      const provoker = draft.creatures.find((x) => x.name === e.source && (x.keywords ?? []).includes('provoke'));
      const how = provoker === undefined ? '' : `its provoke trigger targeted ${c ?? ''}, which untapped; `;
      return c && a && `${how}${c} blocks ${a} this combat if able`;
    }
    case 'cantBlockAlone':
      return c && `${c} can't block alone`;
    case 'maxBlockers':
      return isAll(e.creatures) && n !== undefined ? `no more than ${creaturesWord(n)} can block` : undefined;
    case 'blockedByAtLeast':
      return a && n !== undefined ? `${a} can't be blocked except by ${n} or more creatures` : undefined;
    case 'blockedByAtMost': {
      if (n === undefined) return undefined;
      const ctl =
        isObj(e.attackers) && Object.keys(e.attackers).length === 1 && typeof e.attackers.controller === 'string' ? e.attackers.controller : undefined;
      const subject = a ?? (ctl === undefined ? undefined : `each creature ${who(ctl)} ${ctl === 'you' ? 'control' : 'controls'}`);
      return subject && `${subject} can't be blocked by more than ${creaturesWord(n)}`;
    }
    case 'canBlockAdditional': {
      const ctl =
        isObj(e.creatures) && Object.keys(e.creatures).length === 1 && typeof e.creatures.controller === 'string' ? e.creatures.controller : undefined;
      const subject = c ?? (ctl === undefined ? undefined : `each creature ${who(ctl)} ${ctl === 'you' ? 'control' : 'controls'}`);
      if (subject === undefined) return undefined;
      return e.count === 'any' ? `${subject} can block any number of creatures` : n === 1 ? `${subject} can block an additional creature` : undefined;
    }
    case 'blockCost': {
      const mana = isObj(e.cost) && Object.keys(e.cost).length === 1 && typeof e.cost.mana === 'string' ? e.cost.mana : undefined;
      if (mana === undefined) return undefined;
      if (isAll(e.creatures)) return `creatures can't block unless their controller pays ${mana} for each blocking creature`;
      return c && `${c} can't block unless its controller pays ${mana}`;
    }
    case 'cantBlock':
      return cantBlockSentence(e, c, a);
    default:
      return undefined;
  }
}

function cantBlockSentence(e: JsonObject, c: string | undefined, a: string | undefined): string | undefined {
  const attackers = e.attackers;
  if (isAll(attackers)) {
    if (c !== undefined) return `${c} can't block`;
    const noFly = isObj(e.creatures) && Object.keys(e.creatures).length === 1 && JSON.stringify(e.creatures.notKeywords) === '["flying"]';
    return noFly ? "creatures without flying can't block" : undefined;
  }
  if (isAll(e.creatures)) return a && `${a} can't be blocked`;
  if (c === undefined || !isObj(attackers) || Object.keys(attackers).length !== 1) return undefined;
  if (JSON.stringify(attackers.notKeywords) === '["flying"]') return `${c} can block only creatures with flying`;
  if (typeof attackers.powerAtLeast === 'number') return `${c} can't block creatures with power ${attackers.powerAtLeast} or greater`;
  return undefined;
}

const SUPERTYPES = ['Basic', 'Legendary', 'Snow'];
const CARD_TYPES = ['Land', 'Artifact', 'Enchantment', 'Creature'];

/** "Basic Land — Swamp", "Land". */
function typeLine(types: readonly string[]): string {
  const head = types.filter((t) => SUPERTYPES.includes(t) || CARD_TYPES.includes(t));
  const sub = types.filter((t) => !head.includes(t));
  return sub.length === 0 ? head.join(' ') : `${head.join(' ')} — ${sub.join(' ')}`;
}

function manaText(draft: BoardDraft): string | undefined {
  const res = draft.resources;
  if (res === undefined) return undefined;
  const entries = Array.isArray(res.mana) ? (res.mana as readonly JsonValue[]) : [];
  const parts = entries.map((m) => {
    if (typeof m === 'string') return `one mana from a land (${m === 'C' ? 'colorless' : `{${m}}`})`;
    const from = isObj(m) ? draft.creatures.find((c) => c.id === m.from)?.name : undefined;
    return isObj(m) && from !== undefined ? `${from}'s {T} ability for {${String(m.mana)}}` : '';
  });
  const life = typeof res.life === 'number' ? res.life : 0;
  const pay = parts.length === 0 ? 'no mana' : list(parts);
  return `To pay costs you have ${pay}${life === 0 ? '' : ` and ${life} life`}, and nothing else.`;
}

/** The whole prompt; undefined when some effect has a shape the sentences above do not cover. */
export function blockPrompt(draft: BoardDraft): string | undefined {
  const attacker = draft.activePlayer;
  const attackers = draft.creatures.filter((c) => c.attacking !== undefined);
  const yours = draft.creatures.filter((c) => c.attacking === undefined && c.controller === draft.defendingPlayer);
  const lines: string[] = [
    `${who(attacker)} attacks you with ${list(attackers.map(creatureText))}.`,
    yours.length === 0 ? 'You control no creatures.' : `You control ${list(yours.map(creatureText))}.`,
  ];
  const lands = (draft.lands ?? []).filter((l) => l.controller === draft.defendingPlayer);
  const theirLands = (draft.lands ?? []).filter((l) => l.controller !== draft.defendingPlayer);
  const landText = (l: { readonly name?: string; readonly id: string; readonly types: readonly string[] }): string =>
    `${l.name ?? l.id} (${typeLine(l.types)})`;
  if (lands.length > 0) lines.push(`You control ${list(lands.map(landText))}.`);
  if (theirLands.length > 0) lines.push(`${who(attacker)} controls ${list(theirLands.map(landText))}.`);
  for (const e of draft.effects) {
    const sentence = effectSentence(draft, e);
    if (sentence === undefined) return undefined;
    lines.push(`${e.source}: ${sentence}.`);
  }
  const mana = manaText(draft);
  if (mana !== undefined) lines.push(mana);
  lines.push('Which block declarations are legal? List every one.');
  return lines.join(' ');
}
