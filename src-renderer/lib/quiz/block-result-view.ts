/**
 * The result of a block quiz's legal-sets question, shaped for display: the learner's declarations
 * against the blocking engine's legal set, each illegal one with the step of CR 509.1 it fails.
 */
import { blockKey, type BlockBoard, type BlockDeclaration } from '#shared/engine/block/index';
import { BLOCK_EXPLANATION_STEPS, type BlockExplanationStepKey } from '#shared/quiz/pack-format';
import type { QuizExplanation, Score } from '#shared/quiz/pack-model';
import { BLOCK_STEP_RULES, BLOCK_STEP_TITLES } from '#shared/text/block-text';
import { blockDeclarationLine } from './block-view.ts';
import { shapeSets, type SetsView } from './declaration-sets.ts';

export interface BlockResultView extends SetsView<BlockDeclaration, BlockExplanationStepKey> {
  readonly type: 'legal-blocks';
}

export function shapeBlockLegalSets(board: BlockBoard, score: Extract<Score, { type: 'legal-blocks' }>, given: readonly BlockDeclaration[]): BlockResultView {
  return { type: 'legal-blocks', ...shapeSets(score, given, { key: blockKey, text: (d) => blockDeclarationLine(board, d) }) };
}

/** The author's notes by the steps of CR 509.1, in step order, as the result lists them. */
export function blockStepNotes(e: QuizExplanation): { key: string; value: number; label: string; text: string; rules: readonly string[] }[] {
  const steps = e.steps ?? {};
  return BLOCK_EXPLANATION_STEPS.flatMap((k, i) => {
    const text = steps[k];
    return text === undefined || text.trim() === ''
      ? []
      : [{ key: k, value: i + 1, label: `CR ${k} · ${BLOCK_STEP_TITLES[k]}`, text, rules: BLOCK_STEP_RULES[k] }];
  });
}

/** Which step of CR 509.1 an illegal block declaration fails, as the result names it. */
export function blockFailedStepLabel(step: BlockExplanationStepKey | undefined): string {
  return step === undefined ? 'Not legal' : `CR ${step}: ${BLOCK_STEP_TITLES[step].toLowerCase()}`;
}
