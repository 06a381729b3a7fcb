/**
 * Keywords of block-board/1 (§1.2, §2): lower case, and a `protection from …` or `…walk` keyword must be
 * one §2 defines, so that a typo cannot silently change who may block; banding is out of scope (§7).
 */
import { at, type Ctx, get, index, type Obj, report, show } from '../board-readers.ts';
import { isLandwalk, isProtectionQuality, PROTECTION_PREFIX, PROTECTION_QUALITIES, LANDWALK_FORMS } from './block-format.ts';

export function optBlockKeywords(ctx: Ctx, o: Obj, path: string): string[] | undefined {
  const raw = get(o, 'keywords');
  if (raw === undefined) return undefined;
  const p = at(path, 'keywords');
  if (!Array.isArray(raw)) {
    report(ctx, p, 'wrong-type', `"keywords" must be an array, not ${show(raw)}`);
    return undefined;
  }
  const out: string[] = [];
  raw.forEach((v: unknown, i) => {
    const kp = index(p, i);
    if (typeof v !== 'string') return report(ctx, kp, 'wrong-type', `a keyword must be a string, not ${show(v)}`);
    const problem = keywordProblem(v);
    if (problem !== undefined) return report(ctx, kp, 'bad-keyword', problem);
    out.push(v);
  });
  return out;
}

function keywordProblem(k: string): string | undefined {
  if (k === '' || k !== k.toLowerCase()) return `keyword ${show(k)} must be a non-empty lower-case word, e.g. "flying"`;
  if (k === 'banding' || k.startsWith('bands with other')) return `${show(k)}: banding is not part of block-board/1 (§7)`;
  if (k.startsWith(PROTECTION_PREFIX)) {
    const q = k.slice(PROTECTION_PREFIX.length);
    if (!isProtectionQuality(q)) {
      return `${show(k)}: protection from ${show(q)} is not defined; use one of ${PROTECTION_QUALITIES.join(', ')} or write a cantBlock effect`;
    }
  }
  if (k.endsWith('walk') && !isLandwalk(k)) return `${show(k)} is not a landwalk block-board/1 defines (${Object.keys(LANDWALK_FORMS).join(', ')})`;
  return undefined;
}
