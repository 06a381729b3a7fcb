/**
 * The requirement units of §3.3 listed one by one, each with who it is about and whether a
 * declaration obeys it: the explanation's view of sat(D). The search counts the same units as numbers
 * per option and per final count (model.ts, state.ts); the property tests check the two agree.
 */
import { creatureMatches } from '../selectors.ts';
import type { BlockUnitText } from '#shared/text/block-text';
import type { TextNames } from '#shared/text/learner-text';
import type { BlockBoard, BlockDeclaration } from './board.ts';
import { blockedBy } from './declaration.ts';

export interface BlockUnit {
  readonly effectId: string;
  readonly source: string;
  readonly text: (names: TextNames) => BlockUnitText;
  readonly obeyed: (d: BlockDeclaration) => boolean;
}

const blockerCount = (d: BlockDeclaration, attacker: string): number => Object.keys(d.blocks).filter((b) => blockedBy(d, b).includes(attacker)).length;

export function blockUnitsOf(board: BlockBoard): BlockUnit[] {
  const mine = board.creatures.filter((c) => c.controller === board.defendingPlayer);
  const attacking = board.creatures.filter((c) => c.attacking !== undefined);
  const out: BlockUnit[] = [];
  for (const e of board.effects) {
    const head = { effectId: e.id, source: e.source };
    switch (e.kind) {
      case 'mustBlock':
        for (const c of mine.filter((x) => creatureMatches(e.creatures, x))) {
          out.push({ ...head, text: (n) => ({ kind: 'mustBlock', creature: n.creature(c.id) }), obeyed: (d) => blockedBy(d, c.id).length > 0 });
        }
        break;
      case 'mustBlockAttacker': {
        const targets = attacking.filter((a) => creatureMatches(e.attackers, a));
        for (const c of mine.filter((x) => creatureMatches(e.creatures, x))) {
          out.push({
            ...head,
            text: (n) => ({
              kind: 'mustBlockAttacker',
              creature: n.creature(c.id),
              attackers: targets.length === 0 ? 'a matching attacker' : targets.map((a) => n.creature(a.id)).join(' or '),
            }),
            obeyed: (d) => blockedBy(d, c.id).some((a) => targets.some((t) => t.id === a)),
          });
        }
        break;
      }
      case 'lure':
        for (const a of attacking.filter((x) => creatureMatches(e.attackers, x))) {
          for (const c of mine)
            out.push({
              ...head,
              text: (n) => ({ kind: 'lure', creature: n.creature(c.id), attacker: n.creature(a.id) }),
              obeyed: (d) => blockedBy(d, c.id).includes(a.id),
            });
        }
        break;
      case 'mustBeBlocked':
        for (const a of attacking.filter((x) => creatureMatches(e.attackers, x))) {
          out.push({ ...head, text: (n) => ({ kind: 'mustBeBlocked', attacker: n.creature(a.id) }), obeyed: (d) => blockerCount(d, a.id) >= 1 });
        }
        break;
      case 'mustBeBlockedExactly':
        for (const a of attacking.filter((x) => creatureMatches(e.attackers, x))) {
          out.push({
            ...head,
            text: (n) => ({ kind: 'mustBeBlockedExactly', attacker: n.creature(a.id), count: e.count }),
            obeyed: (d) => blockerCount(d, a.id) === e.count,
          });
        }
        break;
      default:
        break;
    }
  }
  return out;
}
