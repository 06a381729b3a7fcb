/**
 * The blocking presets as the blocking sandbox offers them: every block-board/1 card, a creature added
 * on either side (attacking you, or yours to block with), a card's other choices read from its params.
 */
import { applyPreset, BLOCK_PRESETS, makeBlockBoardDraft, type BoardDraft, type CardPreset, type ParamSpec, type PresetParams } from '#shared/cards/index';
import { playerWords } from './block-view.ts';

export type Side = 'attacking' | 'blocking';

export const blockPresets = (): readonly CardPreset[] => [...BLOCK_PRESETS].sort((a, b) => a.name.localeCompare(b.name));

/** The choices a form shows for a preset: its params but what the side decides (a creature's controller and target). */
export const formParams = (p: CardPreset): readonly ParamSpec[] =>
  p.kind === 'creature' ? p.params.filter((s) => s.type !== 'attackTarget' && s.name !== 'controller') : p.params.filter((s) => s.type !== 'attackTarget');

/** The creatures a creature choice offers: its side's, or every one when the card does not say. */
export function creatureChoices(board: BoardDraft, spec: ParamSpec): { id: string; name: string }[] {
  const side = spec.type === 'creatureRef' ? spec.side : undefined;
  return board.creatures.filter((c) => side === undefined || (side === 'attacking') === (c.attacking !== undefined)).map((c) => ({ id: c.id, name: c.name }));
}

export const playerChoices = (board: BoardDraft): { id: string; name: string }[] => board.players.map((id) => ({ id, name: playerWords(board, id) }));

/** The preset applied with the form's values; the problems in words when it cannot be. */
export function addPreset(
  board: BoardDraft,
  p: CardPreset,
  side: Side,
  values: Readonly<Record<string, string | number>>,
): { board: BoardDraft } | { problem: string } {
  const params: Record<string, string | number> = {};
  for (const spec of formParams(p)) {
    const v = values[spec.name];
    if (v === undefined || v === '') continue;
    params[spec.name] = spec.type === 'count' || spec.type === 'number' ? Number(v) : v;
  }
  if (p.kind === 'creature' && side === 'attacking') {
    params.attacking = board.defendingPlayer ?? '';
    params.controller = board.activePlayer;
  }
  const r = applyPreset(board, p, params as PresetParams);
  if (r.ok) return { board: r.value.board };
  return { problem: r.error.map((e) => e.message).join('; ') };
}

/**
 * The board the blocking sandbox opens on: Alice attacks with a Serra Angel wearing Lure and a Boggart
 * Brute (menace); you have a Giant Spider (reach) and a Cloud Sprite — Lure's classic exam question.
 */
export function exampleBoard(): BoardDraft {
  let board = makeBlockBoardDraft(['alice', 'you'], 'alice', 'you');
  const put = (id: string, side: Side, values: Record<string, string> = {}) => {
    const p = BLOCK_PRESETS.find((x) => x.id === id);
    const r = p === undefined ? undefined : addPreset(board, p, side, values);
    if (r !== undefined && 'board' in r) board = r.board;
  };
  put('giant-spider', 'blocking');
  put('cloud-sprite', 'blocking');
  put('serra-angel', 'attacking');
  put('boggart-brute', 'attacking');
  const angel = board.creatures.find((c) => c.name === 'Serra Angel');
  if (angel !== undefined) put('lure', 'blocking', { creature: angel.id });
  return board;
}
