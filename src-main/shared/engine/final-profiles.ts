/**
 * A complete declaration's profile (spec §3): its conditional signature σ and its units per guard
 * group — the per-creature units its options satisfy plus the atLeastOneAttacks units its final
 * restriction state has met. The process compares declarations only through their profiles, so a
 * pool is walked on its distinct profiles.
 */
import type { Model } from './model.ts';
import type { Profile } from './process.ts';
import { addGlobalUnits, signature } from './restriction-state.ts';

/** The profile of a complete declaration ending in `state` with per-creature `units`. */
export function finalProfile(model: Model, state: number, units: ArrayLike<number>): Profile {
  const vec: number[] = [];
  for (let g = 0; g < units.length; g++) vec.push(units[g]!);
  addGlobalUnits(model, state, vec);
  return { sig: signature(model, state), vec };
}

/** Equal profiles have equal keys. */
export function profileKey(profile: Profile): string {
  return `${profile.sig}:${profile.vec.join('.')}`;
}

/** Distinct profiles, numbered in the order first seen. */
export class ProfileIds {
  readonly profiles: Profile[] = [];
  readonly keys: string[] = [];
  private readonly ids = new Map<string, number>();

  /** The number of `profile`, a new one when it was not seen before. */
  idOf(profile: Profile): number {
    const key = profileKey(profile);
    let id = this.ids.get(key);
    if (id === undefined) {
      this.ids.set(key, (id = this.profiles.length));
      this.profiles.push(profile);
      this.keys.push(key);
    }
    return id;
  }
}
