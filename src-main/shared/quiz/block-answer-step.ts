/**
 * The step of CR 509.1 where a wrong answer to a blocking quiz went wrong (docs/review-and-exams.md,
 * "Accuracy by step"), the blocking twin of answer-step.ts. Pure; runs in the engine worker
 * (block-answer-step job), because a left-out declaration needs the engine's explanation.
 *
 * - A declaration the learner included that is not legal went wrong where the engine says it fails
 *   (509.1a choosing, 509.1b restrictions, 509.1c requirements, 509.1d costs and payment).
 * - A legal declaration the learner left out was judged illegal when it is not: the learner went wrong
 *   at the first step that had something to decide for it — 509.1a when a creature blocks more than
 *   one attacker (an effect lets it, and the learner missed that), else 509.1c when requirements apply
 *   to it, else 509.1d when it has a cost to pay, else 509.1b (the learner thought a restriction
 *   forbade a block that none forbids).
 * - The answer's step is the earliest of its declarations' steps, as on the attack side.
 * - can-block: the creature blocking the asked attacker (or the first attacker) alone stands for the
 *   learner's reasoning when it cannot block; when it can, the first legal declaration where it does.
 */
import { blockedBy } from '#shared/engine/block/declaration';
import { explainBlockDeclaration, legalBlockSet, type BlockBoard, type BlockDeclaration, type BlockExplanation } from '#shared/engine/block/index';
import type { EngineBudget } from '#shared/engine/index';
import { BLOCK_EXPLANATION_STEPS, type BlockExplanationStepKey } from './pack-format.ts';
import type { BlockQuiz, QuizAnswer, Score } from './pack-model.ts';
import { MAX_EXPLAINED_MISSES } from './answer-step.ts';

/** What is recorded for a blocking answer: `none` when it went wrong nowhere (right), else the step of 509.1. */
export type BlockFailedStep = 'none' | BlockExplanationStepKey;

/** Legal declarations read to find one where the asked creature blocks (can-block): a page, not the whole set. */
const CAN_BLOCK_PAGE = 200;

/** The step a legal declaration's check first had something to decide (the learner's likely slip). */
export function firstBlockDecidingStep(x: BlockExplanation): BlockExplanationStepKey {
  const d = x.declaration;
  if (Object.keys(d.blocks).some((b) => blockedBy(d, b).length > 1)) return '509.1a';
  if ((x.requirements?.units.length ?? 0) > 0) return '509.1c';
  if (x.costs.total.instances > 0) return '509.1d';
  return '509.1b';
}

/** Where a declaration goes wrong when judged the wrong way: its failing step, or its first deciding one. */
function declarationStep(board: BlockBoard, d: BlockDeclaration, budget: EngineBudget): BlockExplanationStepKey | undefined {
  const x = explainBlockDeclaration(board, d, budget);
  if (!x.ok) return undefined;
  return x.value.failedStep ?? firstBlockDecidingStep(x.value);
}

const earliest = (steps: readonly (BlockExplanationStepKey | undefined)[]): BlockExplanationStepKey | undefined => {
  const known = steps.filter((s): s is BlockExplanationStepKey => s !== undefined);
  return BLOCK_EXPLANATION_STEPS.find((s) => known.includes(s));
};

/**
 * `none` for a right answer to an engine-decided question on a block board; the step of 509.1 for a
 * wrong one; undefined when no step can be told (authored questions, or the engine could not explain).
 */
export function blockAnswerStep(quiz: BlockQuiz, answer: QuizAnswer, score: Score, budget: EngineBudget = {}): BlockFailedStep | undefined {
  const q = quiz.question;
  if (score.type === 'legal-blocks') {
    if (score.correct) return 'none';
    const fromIllegal = score.illegal.map((p) => p.failedStep);
    const fromMissed = score.missed.slice(0, MAX_EXPLAINED_MISSES).map((d) => declarationStep(quiz.board, d, budget));
    return earliest([...fromIllegal, ...fromMissed]);
  }
  if (score.type === 'can-block' && q.type === 'can-block') {
    if (score.correct) return 'none';
    if (answer.type !== 'can-block') return undefined;
    if (score.expected) {
      // It can block: the learner missed a legal declaration where it does.
      const set = legalBlockSet(quiz.board, { limit: CAN_BLOCK_PAGE, budget });
      if (!set.ok) return undefined;
      const found = set.value.legal.find((d) => {
        const as = d.blocks[q.creature] === undefined ? [] : blockedBy(d, q.creature);
        return q.attacker === undefined ? as.length > 0 : as.includes(q.attacker);
      });
      return found === undefined ? undefined : declarationStep(quiz.board, found, budget);
    }
    const attacker = q.attacker ?? quiz.board.creatures.find((c) => c.attacking !== undefined)?.id;
    if (attacker === undefined) return undefined;
    return declarationStep(quiz.board, { blocks: { [q.creature]: attacker } }, budget);
  }
  return undefined;
}
