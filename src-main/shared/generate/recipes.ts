/**
 * What each theme puts on a board: the card roles it needs (one card of each), how many players, and
 * whether planeswalkers, battles, summoning sickness or tight resources come into it. The theme is the
 * generator's setting; the interest filter (interest.ts) then checks that the lesson really shows.
 */
import type { CardRole } from './catalog.ts';
import type { Rng } from './rng.ts';
import type { Target, Theme } from './puzzle-kinds.ts';

export interface Recipe {
  readonly players: number;
  /** False: every attacker must go to one opponent (CR 506.2a). */
  readonly attackMultiplePlayers: boolean;
  readonly defenders: number;
  /** Each entry: pick one card having any of these roles. */
  readonly needs: readonly (readonly CardRole[])[];
  /** More effect cards from any role, on top of the needs (the total stays within 1–4). */
  readonly extraEffects: number;
  /** Creatures of the active player that came under their control this turn. */
  readonly sick: number;
  /** Few mana sources, little life, few lands: payment decides. */
  readonly tightResources: boolean;
}

/** Creatures on the board by target: 2–3 at 1, up to 8 at 4. */
export const CREATURE_RANGE: Readonly<Record<Target, readonly [number, number]>> = { 1: [2, 3], 2: [3, 4], 3: [4, 6], 4: [5, 8] };

export function makeRecipe(theme: Theme, target: Target, rng: Rng): Recipe {
  const extra = target <= 1 ? 0 : rng.int(0, Math.min(2, target - 1));
  const fewPlayers = target >= 3 && rng.chance(0.25) ? 3 : 2;
  const base: Recipe = {
    players: fewPlayers,
    attackMultiplePlayers: true,
    defenders: target >= 2 && rng.chance(0.15) ? 1 : 0,
    needs: [],
    extraEffects: extra,
    sick: 0,
    tightResources: false,
  };
  switch (theme) {
    case 'restrictions':
      return { ...base, needs: rng.chance(0.5) ? [['restriction'], ['restriction']] : [['restriction']] };
    case 'requirements':
      return { ...base, needs: [['requirement', 'conditional'], ['restriction']] };
    case 'maximizing':
      return { ...base, needs: [['requirement'], ['requirement', 'conditional'], ['restriction']], extraEffects: Math.min(extra, 1) };
    case 'costs':
      return { ...base, needs: [['cost'], ['requirement', 'goad', 'conditional']] };
    case 'payment':
      return { ...base, needs: rng.chance(0.5) ? [['cost'], ['cost']] : [['cost']], tightResources: true };
    case 'conditional':
      return { ...base, needs: [['conditional'], ['restriction', 'cost']] };
    case 'goad':
      return { ...base, players: rng.int(3, 4), needs: [['goad'], ['restriction', 'cost', 'player-specific']] };
    case 'multiplayer':
      return { ...base, players: rng.int(3, 4), attackMultiplePlayers: rng.chance(0.5), needs: [['player-specific'], ['requirement', 'restriction']] };
    case 'planeswalkers-battles':
      return { ...base, players: rng.int(2, 3), defenders: rng.int(1, 2), needs: [['defender-kinds'], ['requirement', 'restriction']] };
    case 'summoning-sickness':
      return { ...base, sick: rng.int(1, 2), needs: [['requirement'], ['restriction', 'requirement']] };
  }
}
