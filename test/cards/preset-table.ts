/** Helpers of the preset table tests: a board built from preset steps, and its legal set as text. */
import { applyPreset, makeBoardDraft, type ApplyOptions, type BoardDraft, type PresetParams } from '#shared/cards/index';
import { legalSet, parseBoard } from '#shared/engine/index';
import { declarationSet } from '../cli/run-cli.ts';

export type Step = readonly [presetId: string, params?: PresetParams, options?: ApplyOptions];
/** [preset under test, players (first active), steps, legal declarations, extra board fields]. */
export type Row = readonly [string, readonly string[], readonly Step[], readonly string[], Partial<BoardDraft>?];

export function board(players: readonly string[], steps: readonly Step[], extra: Partial<BoardDraft> = {}): BoardDraft {
  let draft: BoardDraft = { ...makeBoardDraft(players, players[0]!), ...extra };
  for (const [id, params, options] of steps) {
    const applied = applyPreset(draft, id, params ?? {}, options ?? {});
    if (!applied.ok) throw new Error(`${id}: ${applied.error.map((e) => e.message).join('; ')}`);
    draft = applied.value.board;
  }
  return draft;
}

export function legalKeys(draft: BoardDraft): string[] {
  const parsed = parseBoard(draft);
  if (!parsed.ok) throw new Error(parsed.error.map((e) => `${e.path}: ${e.message}`).join('\n'));
  const legal = legalSet(parsed.value);
  if (!legal.ok) throw new Error(legal.error.message);
  return declarationSet(legal.value.legal);
}
