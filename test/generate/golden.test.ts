/**
 * A puzzle id is its seed and GENERATOR_VERSION (a shared id must name the same puzzle everywhere): these pins hold one puzzle per theme of
 * version 4 (its board and the engine's answer, hashed; the prompt's wording may change). When a
 * pin breaks, the same id now names another puzzle: bump GENERATOR_VERSION in
 * src-main/shared/generate/puzzle-kinds.ts and pin the new puzzles. New or changed card presets, generator
 * changes and engine changes that move an answer all do that.
 */
import { describe, expect, it } from 'vitest';
import { generatePuzzle, GENERATOR_VERSION, type Target, type Theme } from '#shared/generate/index';

/** FNV-1a, 32 bits: a short fingerprint, not a security measure. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

const PINNED_VERSION = 4;

describe(`generator version ${PINNED_VERSION} puzzles`, () => {
  it('are pinned for the version the generator says it is', () => {
    expect(GENERATOR_VERSION).toBe(PINNED_VERSION);
  });

  it.each<[Theme, number, Target, string]>([
    ['restrictions', 7, 1, '7bffc3b3'],
    ['requirements', 8, 2, 'e82bba24'],
    ['maximizing', 9, 3, '19f4cddb'],
    ['costs', 10, 4, 'a0d6fd87'],
    ['payment', 11, 1, '9be27830'],
    ['conditional', 12, 2, '83fde330'],
    ['goad', 13, 3, 'f2ee90ab'],
    ['multiplayer', 14, 4, '6d8767ea'],
    ['planeswalkers-battles', 15, 1, '51d74db5'],
    ['summoning-sickness', 16, 2, '92250720'],
  ])('%s, seed %i, target %i: the same board and answer', (theme, seed, target, pinned) => {
    const r = generatePuzzle(seed, { theme, target });
    if (!r.ok) throw new Error(r.error.message);
    expect(fingerprint(`${r.value.boardKey}|${r.value.answerKey}`), 'this id now names another puzzle: bump GENERATOR_VERSION').toBe(pinned);
  });
});
