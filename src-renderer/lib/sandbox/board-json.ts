/**
 * The sandbox board as JSON text, for everything the forms do not cover: a
 * text is read back only when it is a valid attack-board/1 board, and its problems are given with
 * line and column (syntax) or JSON paths (spec), never half applied.
 */
import type { BoardDraft, DraftEffect } from '#shared/cards/index';
import { parseBoard } from '#shared/engine/index';
import { parseJsonText } from '#shared/json/json-syntax';

export const makeBoardJson = (board: BoardDraft): string => `${JSON.stringify(board, null, 2)}\n`;

export type BoardJsonResult =
  { readonly ok: true; readonly board: BoardDraft } | { readonly ok: false; readonly problems: readonly { readonly path: string; readonly message: string }[] };

/**
 * A valid board as a draft the sandbox edits: an effect without `id` gets the one the engine gives it
 * (spec §1: e1, e2, … in array order) and one without `source` is shown by its id, so that removing
 * and listing effects work on it like on a preset's.
 */
export function toBoardDraft(raw: unknown): BoardJsonResult {
  const parsed = parseBoard(raw);
  if (!parsed.ok) return { ok: false, problems: parsed.error.map((e) => ({ path: e.path === '' ? '(the board)' : e.path, message: e.message })) };
  const board = raw as BoardDraft;
  const effects = board.effects.map((e, i): DraftEffect => {
    const id = typeof e.id === 'string' ? e.id : parsed.value.effects[i]!.id;
    return { ...e, id, source: typeof e.source === 'string' ? e.source : id };
  });
  return { ok: true, board: { ...board, effects } };
}

export function readBoardJson(text: string): BoardJsonResult {
  const json = parseJsonText(text);
  if (!json.ok) return { ok: false, problems: [{ path: `line ${json.error.line}, column ${json.error.column}`, message: json.error.reason }] };
  return toBoardDraft(json.value);
}
