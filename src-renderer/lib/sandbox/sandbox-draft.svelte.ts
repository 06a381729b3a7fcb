/**
 * The board being built in the sandbox, kept across navigation and reload: read from the store once
 * when the screen opens (setting `sandbox.draft`), saved a moment after each change, and saved at once
 * when the screen closes. "Start over" keeps the old board for Undo.
 *
 * Until the saved board has been read, `ready` is false and the screen neither shows nor computes a
 * board: the placeholder would cost an engine call for a board nobody built (then a second one for the
 * saved board), and an edit made on it would be overwritten by the saved board arriving after it.
 */
import type { TrainerApi } from '#main/contract/trainer-api';
import type { JsonValue } from '#shared/quiz/index';
import { makeBoardDraft, type BoardDraft } from '#shared/cards/index';
import { toBoardDraft } from './board-json.ts';
import { setPaymentModeled } from './sandbox.ts';

export const DRAFT_SETTING_KEY = 'sandbox.draft';
/** Typing in a field saves once it pauses, not at every key. */
export const DRAFT_SAVE_DELAY_MS = 300;

/**
 * The board a new sandbox starts from: you and one opponent, nothing on the battlefield, and explicit
 * resources (no mana, 20 life), so that a cost is payable only with what the board says.
 */
export const emptyBoard = (): BoardDraft => setPaymentModeled(makeBoardDraft(['you', 'opp'], 'you'), true);

export class SandboxDraft {
  board: BoardDraft = $state.raw(emptyBoard());
  /** False until the saved board has been read (or found missing or unreadable). */
  ready = $state(false);
  /** The board "Start over" replaced, until Undo or the next start over. */
  undo: BoardDraft | null = $state.raw(null);
  /** Counts boards loaded whole (saved, share code, JSON, a quiz): forms showing a board's fields start afresh. */
  loads = $state(0);

  readonly #api: TrainerApi;
  #saveTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(api: TrainerApi) {
    this.#api = api;
  }

  /** Reads the saved board; a missing or invalid one leaves the empty board. Edits wait for this. */
  async restore(): Promise<void> {
    const r = await this.#api.getSetting({ key: DRAFT_SETTING_KEY });
    if (r.ok && r.value !== null) {
      const back = toBoardDraft(r.value);
      if (back.ok) this.#replace(back.board);
    }
    this.ready = true;
  }

  /** An edit: the new board, saved after a pause. */
  set(board: BoardDraft): void {
    if (!this.ready) return;
    this.board = board;
    this.#scheduleSave();
  }

  /**
   * A board loaded whole (share code, JSON, a quiz to edit). Effects without ids (a hand-written
   * pack's quiz) get the engine's, so that they can be listed and removed.
   */
  load(board: BoardDraft): void {
    if (!this.ready) return;
    const normalized = toBoardDraft(board);
    this.#replace(normalized.ok ? normalized.board : board);
    this.#scheduleSave();
  }

  startOver(): void {
    if (!this.ready) return;
    this.undo = this.board;
    this.load(emptyBoard());
  }

  undoStartOver(): void {
    const back = this.undo;
    if (back === null) return;
    this.undo = null;
    this.load(back);
  }

  /** Saves a pending change now (the screen is closing). */
  flush(): void {
    if (this.#saveTimer === undefined) return;
    clearTimeout(this.#saveTimer);
    this.#saveTimer = undefined;
    void this.#save();
  }

  #replace(board: BoardDraft): void {
    this.board = board;
    this.loads += 1;
  }

  #scheduleSave(): void {
    clearTimeout(this.#saveTimer);
    this.#saveTimer = setTimeout(() => {
      this.#saveTimer = undefined;
      void this.#save();
    }, DRAFT_SAVE_DELAY_MS);
  }

  async #save(): Promise<void> {
    // A BoardDraft is attack-board/1 JSON: plain objects, arrays, strings, numbers and booleans.
    await this.#api.setSetting({ key: DRAFT_SETTING_KEY, value: this.board as unknown as JsonValue });
  }
}
