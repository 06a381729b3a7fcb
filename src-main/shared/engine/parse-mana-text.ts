/**
 * The mana text of a `resources.mana` entry (spec §4), read alike by attack-board/1 and block-board/1:
 * letters ("RG": one mana, R or G) or symbols ("{C}{C}{C}": all three at once).
 */
import type { ManaLetter } from './board-format.ts';
import { type Ctx, isManaLetter, report, show } from './board-readers.ts';
import { MAX_MANA } from './board-limits.ts';

/** Letters ("RG": one mana of either) or symbols ("{C}{C}{C}": one mana each). */
export function parseManaText(ctx: Ctx, entry: unknown, path: string): ManaLetter[][] | undefined {
  if (typeof entry === 'string' && entry.startsWith('{')) {
    // Bounded before the pattern runs: a megabyte of "{C}" is a typo, and would exhaust the regex's stack.
    if (entry.length > 3 * MAX_MANA) {
      report(
        ctx,
        path,
        'too-large',
        `mana ${show(entry.slice(0, 12))}… is ${entry.length} characters long; all sources together make at most ${MAX_MANA} mana`,
      );
      return undefined;
    }
    const symbols = /^(\{[WUBRGC]\})+$/.test(entry) ? entry.slice(1, -1).split('}{') : undefined;
    if (symbols === undefined) {
      report(ctx, path, 'bad-mana', `mana ${show(entry)} must be symbols of one color each, like "{C}{C}" or "{G}"`);
      return undefined;
    }
    return symbols.map((l) => [l as ManaLetter]);
  }
  const letters = parseManaSource(ctx, entry, path);
  return letters === undefined ? undefined : [letters];
}

/** One mana source (spec §4): the letters of the colors it can make, e.g. "RG"; duplicates collapse. */
function parseManaSource(ctx: Ctx, entry: unknown, path: string): ManaLetter[] | undefined {
  if (typeof entry !== 'string') {
    report(ctx, path, 'wrong-type', `a mana source is a string of letters from WUBRGC, not ${show(entry)}`);
    return undefined;
  }
  if (entry === '') {
    report(ctx, path, 'empty', 'a mana source must make at least one color: use letters from WUBRGC');
    return undefined;
  }
  const letters: ManaLetter[] = [];
  for (const ch of entry) {
    if (!isManaLetter(ch)) {
      report(ctx, path, 'bad-mana', `mana source ${show(entry)} has ${show(ch)}, which is not one of W, U, B, R, G, C`);
      return undefined;
    }
    if (!letters.includes(ch)) letters.push(ch);
  }
  return letters;
}
