/**
 * A block-board/1 board as the blocking screens show it, in judge language: the attacking creatures
 * with what each attacks, the defending player's creatures, one sentence per effect (the puzzle
 * prompt's own sentences), and a declaration as "Giant Spider blocks Serra Angel". Never an id.
 */
import type { BoardDraft, DraftCreature } from '#shared/cards/preset-model';
import type { BlockDeclaration } from '#shared/engine/block/index';
import { creatureText, effectSentence } from '#shared/generate/block-prompt';

export interface BlockTile {
  readonly id: string;
  readonly name: string;
  /** "green, 2/4, reach": colors, power/toughness, keywords, state. */
  readonly note: string;
  /** Attackers: what it attacks, in words ("you", "Alice's planeswalker Jace"). */
  readonly attacks?: string;
}

export interface BlockSides {
  readonly attackers: readonly BlockTile[];
  readonly blockers: readonly BlockTile[];
  /** "Lure: all creatures able to block Serra Angel do so." */
  readonly effects: readonly { readonly id: string; readonly text: string }[];
  readonly attackingPlayer: string;
  readonly defendingPlayer: string;
}

/** A player id in words: the defending player is "you", another is named ("alice" → "Alice"). */
export function playerWords(board: BoardDraft, id: string): string {
  if (id === board.defendingPlayer) return 'you';
  return id
    .split(/[-_]+/)
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

const noteOf = (c: DraftCreature): string => {
  const text = creatureText(c);
  return text.slice(c.name.length + 2, -1);
};

function attackText(board: BoardDraft, target: string): string {
  if (board.players.includes(target)) return playerWords(board, target);
  const d = (board.defenders ?? []).find((x) => x.id === target);
  return d === undefined ? 'a defender' : String(d.name ?? 'a planeswalker');
}

export function blockSides(board: BoardDraft): BlockSides {
  const attackers = board.creatures.filter((c) => c.attacking !== undefined);
  const blockers = board.creatures.filter((c) => c.attacking === undefined && c.controller === board.defendingPlayer);
  return {
    attackers: attackers.map((c) => ({ id: c.id, name: c.name, note: noteOf(c), attacks: attackText(board, c.attacking!) })),
    blockers: blockers.map((c) => ({ id: c.id, name: c.name, note: noteOf(c) })),
    effects: board.effects.map((e) => ({
      id: e.id,
      text: `${e.source}: ${effectSentence(board, e) ?? 'an effect on blocking (see the card)'}.`,
    })),
    attackingPlayer: playerWords(board, board.activePlayer),
    defendingPlayer: playerWords(board, board.defendingPlayer ?? ''),
  };
}

export const blockedList = (v: string | readonly string[]): readonly string[] => (typeof v === 'string' ? [v] : v);

/** "Giant Spider blocks Serra Angel; Wall blocks Goblin and Orc", or "No creature blocks". */
export function declarationWords(board: BoardDraft, d: BlockDeclaration): string {
  const name = (id: string): string => board.creatures.find((c) => c.id === id)?.name ?? 'a creature';
  const parts = Object.entries(d.blocks).map(([b, a]) => {
    const names = blockedList(a).map(name);
    const joined = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
    return `${name(b)} blocks ${joined}`;
  });
  return parts.length === 0 ? 'No creature blocks' : parts.join('; ');
}

/** A declaration from the pairs chosen, blockers in board order, one attacker as a string (§6's form). */
export function makeDeclaration(board: BoardDraft, pairs: Readonly<Record<string, readonly string[]>>): BlockDeclaration {
  const blocks: Record<string, string | readonly string[]> = {};
  const order = board.creatures.map((c) => c.id);
  for (const b of order) {
    // A creature removed from the board since it was picked drops out of the declaration.
    const as = (pairs[b] ?? []).filter((x) => order.includes(x)).sort((x, y) => order.indexOf(x) - order.indexOf(y));
    if (as.length > 0) blocks[b] = as.length === 1 ? as[0]! : as;
  }
  return { blocks };
}

/** The same declaration whatever the order of its entries. */
export const declarationKey = (d: BlockDeclaration): string =>
  JSON.stringify(
    Object.entries(d.blocks)
      .map(([b, a]) => [b, [...blockedList(a)].sort()] as const)
      .sort(([x], [y]) => x.localeCompare(y)),
  );
