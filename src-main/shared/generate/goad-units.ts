/**
 * Which requirement units come from goad (CR 701.15b), told by the effect's kind rather than the card's
 * name: Disrupt Decorum or Bloodthirsty Blade goad as surely as the card called Goad does, and Kardur, Doomscourge
 * (which does not goad) gives the same two requirements.
 */
import type { Board, Effect, RequirementUnit } from '#shared/engine/index';

function goadIds(effects: readonly Effect[], into: Set<string>): Set<string> {
  for (const e of effects) {
    if (e.kind === 'goad') into.add(e.id);
    else if (e.kind === 'conditional') goadIds(e.then, into);
  }
  return into;
}

export function hasGoadUnit(board: Board, units: readonly RequirementUnit[]): boolean {
  const ids = goadIds(board.effects, new Set());
  return units.some((u) => ids.has(u.effectId));
}
