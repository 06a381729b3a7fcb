/**
 * Who may block whom (§1.1, §2, `cantBlock` of §3.1): the pair restrictions. Each answer names the rule
 * and the keyword or effect, so an explanation can say why in judge language (509.1b). Evasion
 * abilities are cumulative (509.1b), so every reason that applies is returned.
 */
import { creatureMatches } from '../selectors.ts';
import type { BlockBoard, BlockCreature, Land } from './board.ts';
import { isLandwalk, LANDWALK_FORMS, PROTECTION_PREFIX, type LandwalkForm, type ProtectionQuality } from './block-format.ts';

/** Why blocker b may not block attacker a: a keyword of §2 (with its rule) or a cantBlock effect. */
export type PairReason =
  | { readonly kind: 'keyword'; readonly keyword: string; readonly rule: string; readonly on: 'attacker' | 'blocker' }
  | { readonly kind: 'effect'; readonly effectId: string; readonly source: string };

const has = (c: BlockCreature, k: string): boolean => c.keywords.includes(k);
const isArtifact = (c: BlockCreature): boolean => c.types.includes('Artifact');

/** §2 protection qualities: does b have quality q? */
export function hasQuality(b: BlockCreature, q: ProtectionQuality): boolean {
  switch (q) {
    case 'white':
      return b.colors.includes('W');
    case 'blue':
      return b.colors.includes('U');
    case 'black':
      return b.colors.includes('B');
    case 'red':
      return b.colors.includes('R');
    case 'green':
      return b.colors.includes('G');
    case 'artifacts':
      return isArtifact(b);
    case 'monocolored':
      return new Set(b.colors).size === 1;
    case 'multicolored':
      return new Set(b.colors).size >= 2;
    case 'everything':
      return true;
  }
}

/** §2 landwalk: does the defending player control a land of this form? (702.14c; only their lands, 802.2a) */
export function defenderHasLand(board: BlockBoard, form: LandwalkForm): Land | undefined {
  const test = LANDWALK_FORMS[form];
  return board.lands.find((l) => l.controller === board.defendingPlayer && ('type' in test ? l.types.includes(test.type) : !l.types.includes(test.without)));
}

/** The keyword reasons b may not block a (702.9b, 702.28b, 702.31b, 702.36b, 702.13b, 702.118b, 702.14c, 702.16f). */
export function keywordReasons(board: BlockBoard, b: BlockCreature, a: BlockCreature): PairReason[] {
  const out: PairReason[] = [];
  const kw = (keyword: string, rule: string, on: 'attacker' | 'blocker' = 'attacker'): void => void out.push({ kind: 'keyword', keyword, rule, on });
  if (has(a, 'flying') && !has(b, 'flying') && !has(b, 'reach')) kw('flying', '702.9b');
  if (has(a, 'shadow') && !has(b, 'shadow')) kw('shadow', '702.28b');
  if (!has(a, 'shadow') && has(b, 'shadow')) kw('shadow', '702.28b', 'blocker');
  if (has(a, 'horsemanship') && !has(b, 'horsemanship')) kw('horsemanship', '702.31b');
  if (has(a, 'fear') && !isArtifact(b) && !b.colors.includes('B')) kw('fear', '702.36b');
  if (has(a, 'intimidate') && !isArtifact(b) && !b.colors.some((c) => a.colors.includes(c))) kw('intimidate', '702.13b');
  if (has(a, 'skulk') && b.power > a.power) kw('skulk', '702.118b');
  for (const k of a.keywords) {
    if (isLandwalk(k) && defenderHasLand(board, k) !== undefined) kw(k, '702.14c');
    if (k.startsWith(PROTECTION_PREFIX) && hasQuality(b, k.slice(PROTECTION_PREFIX.length) as ProtectionQuality)) kw(k, '702.16f');
  }
  return out;
}

/** Every reason b may not block a: keywords, then the `cantBlock` effects matching both (509.1b). */
export function pairReasons(board: BlockBoard, b: BlockCreature, a: BlockCreature): PairReason[] {
  const out = keywordReasons(board, b, a);
  for (const e of board.effects) {
    if (e.kind === 'cantBlock' && creatureMatches(e.creatures, b) && creatureMatches(e.attackers, a))
      out.push({ kind: 'effect', effectId: e.id, source: e.source });
  }
  return out;
}

/** §1.1: an attacker is blockable here iff it attacks the defending player or their planeswalker or battle. */
export function isBlockable(board: BlockBoard, a: BlockCreature): boolean {
  if (a.attacking === undefined) return false;
  if (a.attacking === board.defendingPlayer) return true;
  return board.defenders.some((d) => d.id === a.attacking && d.player === board.defendingPlayer);
}

/** §1.1: why a creature is not a potential blocker, or undefined when it is one. */
export type BlockerProblem = 'not-defending-player' | 'tapped' | 'battle' | 'decayed' | 'unleash';

export function blockerProblem(board: BlockBoard, c: BlockCreature): BlockerProblem | undefined {
  if (c.controller !== board.defendingPlayer) return 'not-defending-player';
  if (c.tapped) return 'tapped';
  if (c.types.includes('Battle')) return 'battle';
  if (has(c, 'decayed')) return 'decayed';
  if (has(c, 'unleash') && (Object.hasOwn(c.counters, '+1/+1') ? (c.counters['+1/+1'] ?? 0) : 0) > 0) return 'unleash';
  return undefined;
}
