/**
 * The effects of block-board/1 (§3): restrictions, extra blocks, requirements and block costs, each
 * checked against the names the board parse has collected. Selectors and costs are attack-board/1's
 * readers; a `tapCreatures` cost is an error here (§1.2).
 */
import type { CreatureSelector } from '../board.ts';
import { at, type Ctx, get, index, isObject, type Obj, optArray, optId, optString, report, reportUnknownFields, reqCount, show } from '../board-readers.ts';
import { optCreatureSel, reqCreatureSel } from '../parse-selectors.ts';
import { parseCost } from '../parse-effects.ts';
import type { BlockEffect } from './board.ts';
import { ALL_BLOCK_EFFECT_FIELDS, BLOCK_EFFECT_FIELDS } from './fields.ts';
import { BLOCK_EFFECT_KINDS, type BlockEffectKind } from './block-format.ts';

const isKind = (s: string): s is BlockEffectKind => (BLOCK_EFFECT_KINDS as readonly string[]).includes(s);

export function parseBlockEffects(ctx: Ctx, root: Obj): BlockEffect[] {
  const list = optArray(ctx, root, 'effects', '');
  if (list === undefined) return [];
  const drafts = list.map((item, i) => ({ path: index('effects', i), ...parseEffect(ctx, item, index('effects', i)) }));
  // Effect ids are unique; missing ones are e1, e2, … by array position (attack-board/1 §1).
  const taken = new Set<string>();
  for (const d of drafts) {
    if (d.id === undefined) continue;
    if (taken.has(d.id)) report(ctx, at(d.path, 'id'), 'duplicate-id', `effect id ${show(d.id)} appears twice`);
    taken.add(d.id);
  }
  const out: BlockEffect[] = [];
  drafts.forEach((d, i) => {
    let id = d.id;
    if (id === undefined) {
      id = `e${i + 1}`;
      if (taken.has(id)) report(ctx, d.path, 'duplicate-id', `this effect has no id and its generated id ${show(id)} is already used: give it an explicit id`);
      taken.add(id);
    }
    if (d.effect !== undefined) out.push({ ...d.effect, id, source: d.source ?? id } as BlockEffect);
  });
  return out;
}

type Body = Record<string, unknown> & { kind: BlockEffectKind };

function parseEffect(ctx: Ctx, raw: unknown, path: string): { id?: string; source?: string; effect?: Body } {
  if (!isObject(raw)) {
    report(ctx, path, 'not-object', `an effect must be an object, not ${show(raw)}`);
    return {};
  }
  const id = optId(ctx, raw, 'id', path);
  const source = optString(ctx, raw, 'source', path);
  const head = { ...(id === undefined ? {} : { id }), ...(source === undefined ? {} : { source }) };
  const kind = get(raw, 'kind');
  if (kind === undefined) {
    report(ctx, at(path, 'kind'), 'missing-field', '"kind" is required');
    reportUnknownFields(ctx, raw, path, ['id', 'source', 'kind', ...ALL_BLOCK_EFFECT_FIELDS]);
    return head;
  }
  if (typeof kind !== 'string') {
    report(ctx, at(path, 'kind'), 'wrong-type', `"kind" must be a string, not ${show(kind)}`);
    return head;
  }
  if (!isKind(kind)) {
    report(ctx, at(path, 'kind'), 'unknown-kind', `unknown effect kind ${show(kind)}; known kinds: ${BLOCK_EFFECT_KINDS.join(', ')}`);
    return head;
  }
  reportUnknownFields(ctx, raw, path, ['id', 'source', 'kind', ...BLOCK_EFFECT_FIELDS[kind]]);
  const before = ctx.errors.length;
  const body = parseBody(ctx, raw, path, kind);
  return ctx.errors.length > before || body === undefined ? head : { ...head, effect: body };
}

function parseBody(ctx: Ctx, raw: Obj, path: string, kind: BlockEffectKind): Body | undefined {
  const sel = (key: 'creatures' | 'attackers'): CreatureSelector | undefined => reqCreatureSel(ctx, raw, key, path);
  const atLeastOne = (): number | undefined => {
    const n = reqCount(ctx, raw, 'count', path);
    if (n === 0) report(ctx, at(path, 'count'), 'bad-count', `"count" must be at least 1 for ${kind}`);
    return n;
  };
  switch (kind) {
    case 'cantBlock':
      return { kind, creatures: optCreatureSel(ctx, raw, 'creatures', path) ?? {}, attackers: optCreatureSel(ctx, raw, 'attackers', path) ?? {} };
    case 'cantBlockAlone':
    case 'mustBlock':
      return { kind, creatures: sel('creatures') };
    case 'maxBlockers': {
      const c = optCreatureSel(ctx, raw, 'creatures', path);
      return { kind, count: reqCount(ctx, raw, 'count', path), ...(c === undefined ? {} : { creatures: c }) };
    }
    case 'blockedByAtLeast':
    case 'mustBeBlockedExactly':
      return { kind, attackers: sel('attackers'), count: atLeastOne() };
    case 'blockedByAtMost':
      return { kind, attackers: sel('attackers'), count: reqCount(ctx, raw, 'count', path) };
    case 'canBlockAdditional':
      return { kind, creatures: sel('creatures'), count: get(raw, 'count') === 'any' ? 'any' : atLeastOne() };
    case 'mustBlockAttacker':
      return { kind, creatures: sel('creatures'), attackers: sel('attackers') };
    case 'lure':
    case 'mustBeBlocked':
      return { kind, attackers: sel('attackers') };
    case 'blockCost': {
      const costRaw = get(raw, 'cost');
      if (isObject(costRaw) && get(costRaw, 'tapCreatures') !== undefined) {
        report(
          ctx,
          at(at(path, 'cost'), 'tapCreatures'),
          'unknown-field',
          'a block cost cannot tap creatures in block-board/1 (§3.4); allowed: mana, life, sacrifice, returnToHand, note',
        );
      }
      return { kind, creatures: sel('creatures'), cost: parseCost(ctx, raw, path) };
    }
  }
}
