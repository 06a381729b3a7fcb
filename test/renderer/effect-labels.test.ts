/**
 * What the effects panel shows before the answer in an exam or a puzzle: no label, colored edge or
 * tooltip sentence that sorts an effect into restriction, requirement or cost (that sorting is steps
 * 2–3 of the declaration). Checked over a board of every card preset and every effect kind's summary.
 */
import { describe, expect, it } from 'vitest';
import { applyPreset, CARD_PRESETS, makeBoardDraft, type BoardDraft } from '#shared/cards/index';
import { parseBoard, type Board, type EffectKind } from '#shared/engine/index';
import { effectFamily } from '../../src-renderer/lib/quiz/board-view.ts';
import { EFFECT_KIND_SUMMARIES } from '../../src-renderer/lib/quiz/card-summaries.ts';
import {
  effectRows,
  effectTip,
  FAMILY_LABELS,
  NEUTRAL_TIP,
  parseEffectFamiliesSetting,
  showEffectFamilies,
  withoutFamilyWords,
  type AnswerContext,
} from '../../src-renderer/lib/quiz/effect-labels.ts';

const FAMILY = /\b(restrictions?|requirements?|costs?)\b/i;

/** A board with one creature and the preset's card (or creature) on it. */
function presetBoard(preset: (typeof CARD_PRESETS)[number]): Board | undefined {
  let board: BoardDraft = makeBoardDraft(['you', 'opp'], 'you');
  const bears = applyPreset(board, 'grizzly-bears');
  if (bears.ok) board = bears.value.board;
  const refs = Object.fromEntries(preset.params.filter((s) => s.type === 'creatureRef').map((s) => [s.name, board.creatures[0]!.id]));
  const applied = applyPreset(board, preset, refs);
  if (!applied.ok) return undefined;
  const parsed = parseBoard(applied.value.board);
  return parsed.ok ? parsed.value : undefined;
}

const BOARDS = CARD_PRESETS.map((p) => [p.id, presetBoard(p)] as const).filter(
  (e): e is readonly [string, Board] => e[1] !== undefined && e[1].effects.length > 0,
);

describe('effect rows', () => {
  it('cover many presets', () => {
    expect(BOARDS.length).toBeGreaterThan(80);
  });

  it('held back: no row of any preset names its family in a label, an edge or its tooltip', () => {
    for (const [id, board] of BOARDS) {
      for (const row of effectRows(board, false)) {
        expect([id, row.family, row.label]).toEqual([id, null, null]);
        expect(FAMILY.test(row.tip), `${id}: ${row.tip}`).toBe(false);
        expect(row.tip.length).toBeGreaterThan(10);
      }
    }
  });

  it('shown: every row has its family, its label and its card summary', () => {
    const seen = new Set<string>();
    for (const [, board] of BOARDS) {
      for (const row of effectRows(board, true)) {
        expect(row.family).toBe(effectFamily(row.effect));
        expect(row.label).toBe(FAMILY_LABELS[row.family!]);
        seen.add(row.family!);
      }
    }
    expect([...seen].sort()).toEqual(['cost', 'requirement', 'restriction']);
  });

  it.each(Object.keys(EFFECT_KIND_SUMMARIES) as EffectKind[])('the %s summary keeps what the effect does and drops its family', (kind) => {
    const tip = effectTip('A card with no summary', kind, false);
    expect(tip).not.toMatch(FAMILY);
    expect(effectTip('A card with no summary', kind, true)).toBe(EFFECT_KIND_SUMMARIES[kind]);
  });

  it.each([
    ['A restriction: these creatures can attack only together.', 'These creatures can attack only together.'],
    ['Every creature attacks each combat if able: one requirement for each creature.', 'Every creature attacks each combat if able.'],
    ['A requirement.', undefined],
  ])('withoutFamilyWords(%j) is %j', (text, want) => {
    expect(withoutFamilyWords(text)).toBe(want);
  });

  it('an effect whose every sentence names its family gets the neutral tooltip', () => {
    expect(NEUTRAL_TIP).not.toMatch(FAMILY);
  });
});

describe('when the families show', () => {
  it.each<[string, AnswerContext, boolean, boolean, boolean]>([
    ['a practice quiz before the answer, setting on', 'practice', false, true, true],
    ['a practice quiz before the answer, setting off', 'practice', false, false, false],
    ['a practice quiz after the answer, setting off', 'practice', true, false, true],
    ['an exam before the answer, whatever the setting', 'exam', false, true, false],
    ['a puzzle before the answer, whatever the setting', 'puzzle', false, true, false],
    ['a puzzle after the answer', 'puzzle', true, false, true],
  ])('%s', (_name, context, answered, setting, shown) => {
    expect(showEffectFamilies(context, answered, setting)).toBe(shown);
  });

  it.each<[string, unknown, boolean]>([
    ['unset (the service answers null)', null, true],
    ['turned off', false, false],
    ['turned on', true, true],
    ['something else (hand-edited)', 'off', true],
  ])('the setting %s reads as %s', (_name, stored, shown) => {
    expect(parseEffectFamiliesSetting(stored)).toBe(shown);
  });
});
