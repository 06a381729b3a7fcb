/**
 * A block declaration being entered, and the list of declarations an answer gives. Keys: a digit picks
 * blocker N, then a second digit picks attacker N (again: that block is taken back; 0: the blocker
 * blocks nothing); a creature that can block several takes several attackers this way. `a` adds the
 * declaration to the list, Escape lets go of the blocker picked. Clicks do what the keys do.
 */
import type { BoardDraft } from '#shared/cards/preset-model';
import type { BlockDeclaration } from '#shared/engine/block/index';
import { blockSides, declarationKey, declarationWords, makeDeclaration, type BlockSides } from './block-view.ts';

/** What the entry reads of a key press (a KeyboardEvent is one). */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
}

export class BlockEntry {
  board = $state.raw<BoardDraft | null>(null);
  /** Blocker id → the attackers it blocks. */
  pairs = $state.raw<Readonly<Record<string, readonly string[]>>>({});
  /** The blocker whose attacker the next digit picks. */
  picked = $state<string | null>(null);
  listed = $state.raw<readonly BlockDeclaration[]>([]);
  notice = $state('');

  readonly sides: BlockSides | null = $derived(this.board === null ? null : blockSides(this.board));
  readonly current: BlockDeclaration = $derived(this.board === null ? { blocks: {} } : makeDeclaration(this.board, this.pairs));

  reset(board: BoardDraft | null): void {
    this.board = board;
    this.pairs = {};
    this.picked = null;
    this.listed = [];
    this.notice = '';
  }

  /** The board edited (the sandbox): the blocks chosen stay, those of removed creatures drop out. */
  setBoard(board: BoardDraft): void {
    this.board = board;
    if (this.picked !== null && !board.creatures.some((c) => c.id === this.picked)) this.picked = null;
  }

  pickBlocker(id: string): void {
    this.picked = this.picked === id ? null : id;
    this.notice = '';
  }

  /** The picked blocker blocks this attacker (or no longer does). */
  pickAttacker(id: string, blocker: string | null = this.picked): void {
    if (blocker === null) {
      this.notice = 'Pick a blocking creature first (its number), then the attacker it blocks.';
      return;
    }
    const now = this.pairs[blocker] ?? [];
    this.pairs = { ...this.pairs, [blocker]: now.includes(id) ? now.filter((a) => a !== id) : [...now, id] };
  }

  clearBlocker(id: string): void {
    this.pairs = { ...this.pairs, [id]: [] };
  }

  setDeclaration(d: BlockDeclaration): void {
    const pairs: Record<string, readonly string[]> = {};
    for (const [b, a] of Object.entries(d.blocks)) pairs[b] = typeof a === 'string' ? [a] : [...a];
    this.pairs = pairs;
    this.picked = null;
  }

  /** Adds the declaration shown to the list (once), and starts a new one. */
  add(): void {
    if (this.board === null) return;
    const d = this.current;
    if (this.listed.some((x) => declarationKey(x) === declarationKey(d))) {
      this.notice = `Already listed: ${declarationWords(this.board, d)}.`;
      return;
    }
    this.listed = [...this.listed, d];
    this.notice = `Added: ${declarationWords(this.board, d)}.`;
    this.pairs = {};
    this.picked = null;
  }

  remove(index: number): void {
    this.listed = this.listed.filter((_, i) => i !== index);
  }

  /** A key pressed while answering; true when it was the entry's. */
  key(e: KeyPress): boolean {
    const sides = this.sides;
    if (sides === null || e.ctrlKey || e.altKey || e.metaKey) return false;
    if (/^[0-9]$/.test(e.key)) {
      const n = Number(e.key);
      if (this.picked === null) {
        const b = sides.blockers[n - 1];
        if (b === undefined) return false;
        this.pickBlocker(b.id);
      } else if (n === 0) {
        this.clearBlocker(this.picked);
        this.picked = null;
      } else {
        const a = sides.attackers[n - 1];
        if (a === undefined) return false;
        this.pickAttacker(a.id);
        this.picked = null;
      }
      return true;
    }
    if (e.key === 'Escape' && this.picked !== null) {
      this.picked = null;
      return true;
    }
    if (e.key === 'a') {
      this.add();
      return true;
    }
    return false;
  }
}
