/** Creature and defender selectors of attack-board/1 (spec §1). */
import type { CreatureSelector, DefenderSelector } from './board.ts';
import { DEFENDER_KINDS, type DefenderKind } from './board-format.ts';
import { CREATURE_SELECTOR_FIELDS, DEFENDER_SELECTOR_FIELDS } from './board-fields.ts';
import {
  at,
  checkPlayer,
  type Ctx,
  get,
  type Obj,
  optArrayOf,
  optBoolean,
  optColors,
  optCounterTest,
  optInteger,
  optKeywords,
  optString,
  optStringArray,
  readObject,
  report,
  reqPlayer,
  show,
} from './board-readers.ts';

// ---------------------------------------------------------------------------------------------------
// Selectors (spec §1)

export function reqCreatureSel(ctx: Ctx, o: Obj, key: string, path: string): CreatureSelector | undefined {
  if (get(o, key) === undefined) {
    report(ctx, at(path, key), 'missing-field', `"${key}" is required: a creature selector ({} for every creature)`);
    return undefined;
  }
  return optCreatureSel(ctx, o, key, path);
}

export function optCreatureSel(ctx: Ctx, o: Obj, key: string, path: string): CreatureSelector | undefined {
  const raw = get(o, key);
  if (raw === undefined) return undefined;
  const p = at(path, key);
  const s = readObject(ctx, raw, p, CREATURE_SELECTOR_FIELDS);
  if (s === undefined) return undefined;
  const creatureRef = (id: string, ip: string): void => {
    if (ctx.creatures !== null && !ctx.creatures.has(id)) report(ctx, ip, 'unknown-creature', `no creature has id ${show(id)}`);
  };
  const ids = optStringArray(ctx, s, 'ids', p, creatureRef);
  const except = optStringArray(ctx, s, 'except', p, creatureRef);
  const name = optString(ctx, s, 'name', p);
  const controller = get(s, 'controller') === undefined ? undefined : reqPlayer(ctx, s, 'controller', p);
  const colors = optColors(ctx, s, 'colors', p);
  const colorless = optBoolean(ctx, s, 'colorless', p);
  const types = optStringArray(ctx, s, 'types', p);
  const counter = optString(ctx, s, 'counter', p);
  const counters = optCounterTest(ctx, s, p);
  const keywords = optKeywords(ctx, s, 'keywords', p);
  const notKeywords = optKeywords(ctx, s, 'notKeywords', p);
  const notColors = optColors(ctx, s, 'notColors', p);
  const notTypes = optStringArray(ctx, s, 'notTypes', p);
  const powerAtLeast = optInteger(ctx, s, 'powerAtLeast', p);
  const powerAtMost = optInteger(ctx, s, 'powerAtMost', p);
  return {
    ...(ids === undefined ? {} : { ids }),
    ...(except === undefined ? {} : { except }),
    ...(name === undefined ? {} : { name }),
    ...(controller === undefined ? {} : { controller }),
    ...(colors === undefined ? {} : { colors }),
    ...(colorless === undefined ? {} : { colorless }),
    ...(types === undefined ? {} : { types }),
    ...(counter === undefined ? {} : { counter }),
    ...(counters === undefined ? {} : { counters }),
    ...(keywords === undefined ? {} : { keywords }),
    ...(notKeywords === undefined ? {} : { notKeywords }),
    ...(notColors === undefined ? {} : { notColors }),
    ...(notTypes === undefined ? {} : { notTypes }),
    ...(powerAtLeast === undefined ? {} : { powerAtLeast }),
    ...(powerAtMost === undefined ? {} : { powerAtMost }),
  };
}

export function optDefenderSel(ctx: Ctx, o: Obj, key: string, path: string): DefenderSelector | undefined {
  const raw = get(o, key);
  if (raw === undefined) return undefined;
  const p = at(path, key);
  const s = readObject(ctx, raw, p, DEFENDER_SELECTOR_FIELDS);
  if (s === undefined) return undefined;
  const ids = optStringArray(ctx, s, 'ids', p, (id, ip) => {
    // Spec §1: a defender is a planeswalker, a battle or an opponent; the active player is none.
    if (ctx.activePlayer !== null && id === ctx.activePlayer) {
      report(ctx, ip, 'unknown-defender', `${show(id)} is the active player, who cannot be attacked`);
    } else if (ctx.players?.has(id) === true || ctx.defenders?.has(id) === true) {
      return;
    } else if (ctx.players !== null && ctx.defenders !== null) {
      report(ctx, ip, 'unknown-defender', `no opponent, planeswalker or battle has id ${show(id)}`);
    }
  });
  const playerRef = (id: string, ip: string): void => checkPlayer(ctx, id, ip);
  const players = optStringArray(ctx, s, 'players', p, playerRef);
  const notPlayers = optStringArray(ctx, s, 'notPlayers', p, playerRef);
  const kinds = optArrayOf(ctx, s, 'kinds', p, (v, ip): DefenderKind | undefined => {
    if (typeof v !== 'string') {
      report(ctx, ip, 'wrong-type', `a defender kind must be a string, not ${show(v)}`);
      return undefined;
    }
    if (!(DEFENDER_KINDS as readonly string[]).includes(v)) {
      report(ctx, ip, 'bad-defender-kind', `defender kind ${show(v)} is not one of ${DEFENDER_KINDS.join(', ')}`);
      return undefined;
    }
    return v as DefenderKind;
  });
  return {
    ...(ids === undefined ? {} : { ids }),
    ...(players === undefined ? {} : { players }),
    ...(notPlayers === undefined ? {} : { notPlayers }),
    ...(kinds === undefined ? {} : { kinds }),
  };
}
