/** Boards the sandbox tests build from presets, and their legal sets, in one place. */
import { applyPreset, makeBoardDraft, type BoardDraft, type PresetParams } from '#shared/cards/index';
import { legalSet, parseBoard, type LegalSet } from '#shared/engine/index';

/** `you` against `opp`, nothing on the battlefield. */
export const emptyDraft = (): BoardDraft => makeBoardDraft(['you', 'opp'], 'you');

/** The draft with one more preset (its default params unless given); a refusal fails the test. */
export function addPreset(board: BoardDraft, id: string, params: PresetParams = {}): BoardDraft {
  const r = applyPreset(board, id, params);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.board;
}

/** The whole legal set of a draft; an invalid board or an engine refusal fails the test. */
export function legalOf(board: BoardDraft): LegalSet {
  const parsed = parseBoard(board);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const r = legalSet(parsed.value);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** The article's Crawlspace example from presets: two legal declarations. */
export const crawlspaceDraft = (): BoardDraft =>
  ['crazed-goblin', 'avatar-of-slaughter', 'bear-cub', 'wall-of-roots', 'crawlspace'].reduce((b, id) => addPreset(b, id), emptyDraft());
