/**
 * The learner's answer to a legal-sets question on a block board, as the controls hold it: the
 * declaration being built (blocker → the attackers it blocks) and the declarations listed so far.
 * Keys: a digit picks a blocker, a second digit picks the attacker it blocks (again: it no longer
 * does), so a creature that can block several takes several pairs; `a` adds the declaration shown.
 */
import { blockKey, type BlockBoard, type BlockCreature, type BlockDeclaration } from '#shared/engine/block/index';
import { makeBlockDeclaration } from '#shared/engine/block/declaration';
import { blockDeclarationLine } from './block-view.ts';

export class BlockDraft {
  readonly board: BlockBoard;
  /** The attacking creatures, in board order: the second key's numbers. */
  readonly attackers: readonly BlockCreature[];
  /** The defending player's creatures that are not attacking, in board order: the first key's numbers. */
  readonly blockers: readonly BlockCreature[];
  /** Blocker id → the attacker ids it blocks in the declaration being built. */
  current = $state<Record<string, string[]>>({});
  /** The blocker picked by a first digit, waiting for its attacker; null when none. */
  pending = $state<string | null>(null);
  entries = $state.raw<readonly BlockDeclaration[]>([]);
  notice = $state('');

  constructor(board: BlockBoard) {
    this.board = board;
    this.attackers = board.creatures.filter((c) => c.attacking !== undefined);
    this.blockers = board.creatures.filter((c) => c.attacking === undefined && c.controller === board.defendingPlayer);
  }

  get declaration(): BlockDeclaration {
    return makeBlockDeclaration(Object.entries(this.current));
  }

  get declarationText(): string {
    return blockDeclarationLine(this.board, this.declaration);
  }

  nameOf(id: string): string {
    return this.board.creatures.find((c) => c.id === id)?.name ?? id;
  }

  /** Whether `blocker` blocks `attacker` in the declaration being built. */
  blocks(blocker: string, attacker: string): boolean {
    return (this.current[blocker] ?? []).includes(attacker);
  }

  /** Toggles the pair: the blocker starts or stops blocking that attacker (any number of attackers). */
  toggle(blocker: string, attacker: string): void {
    const now = this.current[blocker] ?? [];
    const next = now.includes(attacker) ? now.filter((a) => a !== attacker) : [...now, attacker];
    const copy = { ...this.current };
    if (next.length === 0) delete copy[blocker];
    else copy[blocker] = next;
    this.current = copy;
    this.pending = null;
    this.notice = `Now: ${this.declarationText}.`;
  }

  /** A digit, 0-based: the first picks blocker N, the second the attacker N it blocks. */
  pick(index: number): void {
    if (this.pending === null) {
      const b = this.blockers[index];
      if (b === undefined) return;
      this.pending = b.id;
      this.notice = `${this.nameOf(b.id)} blocks… (press the number of an attacker)`;
      return;
    }
    const a = this.attackers[index];
    if (a === undefined) return;
    this.toggle(this.pending, a.id);
  }

  /** Adds the declaration shown to the list, unless it is there already. */
  add(): void {
    const d = this.declaration;
    const key = blockKey(d);
    const at = this.entries.findIndex((e) => blockKey(e) === key);
    if (at >= 0) {
      this.notice = `Already in your declarations (number ${at + 1}): ${this.declarationText}.`;
      return;
    }
    this.entries = [...this.entries, d];
    this.notice = `Added: ${this.declarationText}.`;
    this.current = {};
    this.pending = null;
  }

  remove(index: number): void {
    const e = this.entries[index];
    this.entries = this.entries.filter((_, i) => i !== index);
    if (e !== undefined) this.notice = `Removed: ${blockDeclarationLine(this.board, e)}.`;
  }

  /** Takes a listed declaration back to change it (it is added again with `a`). */
  edit(index: number): void {
    const e = this.entries[index];
    if (e === undefined) return;
    this.current = Object.fromEntries(Object.entries(e.blocks).map(([b, a]) => [b, typeof a === 'string' ? [a] : [...a]]));
    this.entries = this.entries.filter((_, i) => i !== index);
    this.notice = `Editing: ${this.declarationText}. Change the blocks, then add it again.`;
  }
}
