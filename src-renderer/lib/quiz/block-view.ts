/**
 * Block declarations as the learner reads them: card names, "Wall of Stone blocks Grizzly Bears and
 * Hill Giant" (block-board/1 §6 declarations, written in judge language by the shared block texts).
 */
import type { BlockBoard, BlockCreature, BlockDeclaration, BlockEffect } from '#shared/engine/block/index';
import type { Cost, CreatureSelector } from '#shared/engine/board';
import { creatureMatches } from '#shared/engine/selectors';
import { blockDeclarationText } from '#shared/text/block-text';
import { namesOfBoard, playerName } from '#shared/text/learner-text';

/** One declaration, capitalized as a line of a list; the empty declaration is "No block". */
export function blockDeclarationLine(board: BlockBoard, d: BlockDeclaration): string {
  if (Object.keys(d.blocks).length === 0) return 'No block';
  const text = blockDeclarationText(d.blocks, namesOfBoard({ ...board, defenders: board.defenders }));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** The creatures a selector picks among `pool`, by name; "no creature" when none. */
function namesIn(pool: readonly BlockCreature[], sel: CreatureSelector | undefined): string {
  const picked = sel === undefined ? pool : pool.filter((c) => creatureMatches(sel, c));
  if (picked.length === 0) return 'no creature';
  return picked.length === pool.length && pool.length > 1 ? 'each creature' : picked.map((c) => c.name).join(', ');
}

/** One line per effect of a block board, in card language: "Lure: every creature able to block Hill Giant does so." */
export function blockEffectLine(board: BlockBoard, e: BlockEffect): string {
  const attackers = board.creatures.filter((c) => c.attacking !== undefined);
  const blockers = board.creatures.filter((c) => c.attacking === undefined && c.controller === board.defendingPlayer);
  const who = 'creatures' in e ? namesIn(blockers, e.creatures) : '';
  const whom = 'attackers' in e ? namesIn(attackers, e.attackers) : '';
  switch (e.kind) {
    case 'cantBlock':
      return `${e.source}: ${who} can't block ${whom}.`;
    case 'cantBlockAlone':
      return `${e.source}: ${who} can't block alone.`;
    case 'maxBlockers':
      return `${e.source}: no more than ${plural(e.count, 'creature', 'creatures')} can block.`;
    case 'blockedByAtLeast':
      return `${e.source}: ${whom} can't be blocked except by ${e.count} or more creatures.`;
    case 'blockedByAtMost':
      return `${e.source}: ${whom} can't be blocked by more than ${plural(e.count, 'creature', 'creatures')}.`;
    case 'canBlockAdditional':
      return `${e.source}: ${who} can block ${e.count === 'any' ? 'any number of creatures' : `${plural(e.count, 'additional creature', 'additional creatures')}`}.`;
    case 'mustBlock':
      return `${e.source}: ${who} blocks if able.`;
    case 'mustBlockAttacker':
      return `${e.source}: ${who} blocks ${whom} if able.`;
    case 'lure':
      return `${e.source}: every creature able to block ${whom} does so.`;
    case 'mustBeBlocked':
      return `${e.source}: ${whom} must be blocked if able.`;
    case 'mustBeBlockedExactly':
      return `${e.source}: ${whom} must be blocked by exactly ${plural(e.count, 'creature', 'creatures')} if able.`;
    case 'blockCost':
      return `${e.source}: ${who} can't block unless its controller pays ${costText(e.cost)}.`;
  }
}

function costText(cost: Cost): string {
  const parts = [cost.mana, cost.life === undefined ? undefined : `${cost.life} life`].filter((p): p is string => p !== undefined && p !== '');
  return parts.length === 0 ? 'a cost' : parts.join(' and ');
}

/** What an attacking creature attacks, by name: the defending player or one of their planeswalkers or battles. */
export function attackedName(board: BlockBoard, c: BlockCreature): string {
  if (c.attacking === undefined) return '';
  if (board.players.includes(c.attacking)) return blockPlayerName(board, c.attacking);
  return board.defenders.find((d) => d.id === c.attacking)?.name ?? c.attacking;
}

/** A player as the block board names them: "you" for the learner's seat, else as the attack side does (opponent, Alice). */
export const blockPlayerName = (board: BlockBoard, id: string): string => (id === 'you' ? 'you' : playerName(board, id));
