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

/**
 * Distinct profiles, numbered in the order first seen. A pool has up to 10^5 of them, so they are
 * told apart by a hash of (σ, units) and compared entry by entry, not through a key string each; the
 * keys are built when asked for.
 */
export class ProfileIds {
  readonly profiles: Profile[] = [];
  private hashes: number[] = [];
  /** Open-addressing slots of ids (-1: empty). */
  private slots = new Int32Array(64).fill(-1);
  private keyList: string[] = [];

  /** Each profile's key (profileKey), by id. */
  get keys(): readonly string[] {
    while (this.keyList.length < this.profiles.length) this.keyList.push(profileKey(this.profiles[this.keyList.length]!));
    return this.keyList;
  }

  /** The number of `profile`, a new one when it was not seen before. */
  idOf(profile: Profile): number {
    const h = profileHash(profile);
    const mask = this.slots.length - 1;
    let slot = h & mask;
    for (let id = this.slots[slot]!; id >= 0; id = this.slots[slot]!) {
      if (this.hashes[id] === h && sameProfile(this.profiles[id]!, profile)) return id;
      slot = (slot + 1) & mask;
    }
    const id = this.profiles.length;
    this.profiles.push(profile);
    this.hashes.push(h);
    this.slots[slot] = id;
    if (2 * this.profiles.length > this.slots.length) this.rehash();
    return id;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = this.slots.length - 1;
    for (let id = 0; id < this.hashes.length; id++) {
      let slot = this.hashes[id]! & mask;
      while (this.slots[slot]! >= 0) slot = (slot + 1) & mask;
      this.slots[slot] = id;
    }
  }
}

/** A non-negative hash of (σ, units) (FNV-1a over the numbers, then a finalizer). */
function profileHash(profile: Profile): number {
  let h = Math.imul(0x811c9dc5 ^ profile.sig, 0x01000193);
  for (const x of profile.vec) h = Math.imul(h ^ x, 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 1;
}

/** Equal profiles: what equal keys say (the same σ and the same units group by group). */
function sameProfile(a: Profile, b: Profile): boolean {
  if (a.sig !== b.sig || a.vec.length !== b.vec.length) return false;
  for (let g = 0; g < a.vec.length; g++) if (a.vec[g] !== b.vec[g]) return false;
  return true;
}
