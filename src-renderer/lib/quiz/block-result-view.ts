/**
 * The result of a block quiz's legal-sets question, shaped for display: the learner's declarations
 * against the blocking engine's legal set, each illegal one with the step of CR 509.1 it fails.
 */
import { blockKey, type BlockBoard, type BlockDeclaration } from '#shared/engine/block/index';
import { BLOCK_EXPLANATION_STEPS, type BlockExplanationStepKey } from '#shared/quiz/pack-format';
import type { QuizExplanation, Score } from '#shared/quiz/pack-model';
import { BLOCK_STEP_RULES, BLOCK_STEP_TITLES } from '#shared/text/block-text';
import { blockDeclarationLine } from './block-view.ts';

export interface BlockItem {
  readonly key: string;
  readonly declaration: BlockDeclaration;
  /** Readable, with card names: "Wall of Stone blocks Grizzly Bears". */
  readonly text: string;
}

export interface IllegalBlockItem extends BlockItem {
  readonly summary: string;
  readonly failedStep?: BlockExplanationStepKey;
}

export interface BlockResultView {
  readonly type: 'legal-blocks';
  readonly correct: boolean;
  readonly missed: readonly BlockItem[];
  readonly illegal: readonly IllegalBlockItem[];
  readonly right: readonly BlockItem[];
  readonly expected: readonly BlockItem[];
  readonly fromSnapshot: boolean;
}

const item = (board: BlockBoard, d: BlockDeclaration): BlockItem => ({ key: blockKey(d), declaration: d, text: blockDeclarationLine(board, d) });

export function shapeBlockLegalSets(board: BlockBoard, score: Extract<Score, { type: 'legal-blocks' }>, given: readonly BlockDeclaration[]): BlockResultView {
  const expectedKeys = new Set(score.expected.map(blockKey));
  return {
    type: 'legal-blocks',
    correct: score.correct,
    missed: score.missed.map((d) => item(board, d)),
    illegal: score.illegal.map((p) => ({
      ...item(board, p.declaration),
      summary: p.summary,
      ...(p.failedStep === undefined ? {} : { failedStep: p.failedStep }),
    })),
    right: given.filter((d) => expectedKeys.has(blockKey(d))).map((d) => item(board, d)),
    expected: score.expected.map((d) => item(board, d)),
    fromSnapshot: score.basis === 'snapshot',
  };
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
