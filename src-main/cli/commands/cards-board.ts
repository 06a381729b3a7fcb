/**
 * `cards board`: a board built from presets given on the command line. Attack boards (the default)
 * are for players `you` (active) and `opp`; with `--block`, a block-board/1 board where `opp` attacks
 * and `you` declares blockers. Each word is a preset id, `attack:ID` (block boards: the creature
 * attacks `you`), or `NAME=VALUE`, a param of the preset just before it.
 */
import type { BoardDraft, CardPreset, PresetParams } from '#shared/cards/index';
import { InputError } from '../errors.ts';

type Cards = typeof import('#shared/cards/index');

export interface BoardStep {
  readonly preset: CardPreset;
  readonly attacking: boolean;
  readonly params: Record<string, string | number>;
}

const ATTACK_PREFIX = 'attack:';

/** The words as steps: unknown ids, a stray `NAME=VALUE` or `attack:` on an attack board are input errors. */
export function parseBoardWords(cards: Cards, words: readonly string[], block: boolean, name: string): BoardStep[] {
  const format = block ? 'block-board/1' : 'attack-board/1';
  const steps: BoardStep[] = [];
  const errors: string[] = [];
  for (const word of words) {
    const eq = word.indexOf('=');
    if (eq > 0 && !word.startsWith(ATTACK_PREFIX)) {
      const last = steps.at(-1);
      if (last === undefined) errors.push(`${name} board: "${word}" is a param but no preset comes before it`);
      else last.params[word.slice(0, eq)] = paramValue(last.preset, word.slice(0, eq), word.slice(eq + 1));
      continue;
    }
    const attacking = word.startsWith(ATTACK_PREFIX);
    const id = attacking ? word.slice(ATTACK_PREFIX.length) : word;
    if (attacking && !block) {
      errors.push(`${name} board: "${word}": attacking creatures are written on block boards only (add --block)`);
      continue;
    }
    const preset = cards.findPreset(id, format);
    if (preset === undefined) {
      const other = cards.findPreset(id, block ? 'attack-board/1' : 'block-board/1');
      const hint = other === undefined ? '' : block ? ' (it is an attack-board/1 preset)' : ' (it is a blocking preset: add --block)';
      errors.push(`${name} board: no preset has id "${id}" among the ${format} presets${hint} (see "attack-trainer cards list")`);
      continue;
    }
    if (attacking && preset.kind !== 'creature') {
      errors.push(`${name} board: "${word}": only a creature can attack`);
      continue;
    }
    steps.push({ preset, attacking, params: {} });
  }
  if (errors.length > 0) throw new InputError(...errors);
  return steps;
}

/** A count or number param is a number; every other param a string (a player, a creature id, a cost). */
function paramValue(preset: CardPreset, key: string, raw: string): string | number {
  const spec = preset.params.find((s) => s.name === key);
  const numeric = spec !== undefined && (spec.type === 'count' || spec.type === 'number');
  return numeric && /^-?\d+$/.test(raw) ? Number(raw) : raw;
}

/**
 * A creature param not given takes a creature on the board: on an attack board the first one; on a
 * block board the last attacking creature for a card about an attacker (Lure), the defending player's
 * last creature for a card about a blocker (Culling Mark). An optional one (provoke) stays unset.
 */
function defaultRefs(preset: CardPreset, draft: BoardDraft): PresetParams {
  const out: Record<string, string> = {};
  for (const s of preset.params) {
    if (s.type !== 'creatureRef' || s.optional === true) continue;
    const pick =
      draft.format === 'attack-board/1'
        ? draft.creatures[0]
        : s.side === 'attacking'
          ? draft.creatures.findLast((c) => c.attacking !== undefined)
          : draft.creatures.findLast((c) => c.attacking === undefined && c.controller === draft.defendingPlayer);
    if (pick !== undefined) out[s.name] = pick.id;
  }
  return out;
}

export function buildBoard(cards: Cards, steps: readonly BoardStep[], block: boolean, name: string): BoardDraft {
  let draft: BoardDraft = block ? cards.makeBlockBoardDraft(['opp', 'you'], 'opp', 'you') : cards.makeBoardDraft(['you', 'opp'], 'you');
  for (const step of steps) {
    const params: PresetParams = { ...defaultRefs(step.preset, draft), ...(step.attacking ? { attacking: 'you' } : {}), ...step.params };
    const applied = cards.applyPreset(draft, step.preset, params);
    if (!applied.ok) throw new InputError(...applied.error.map((e) => `${name} board: ${step.preset.name}: ${e.message}`));
    draft = applied.value.board;
  }
  return draft;
}
