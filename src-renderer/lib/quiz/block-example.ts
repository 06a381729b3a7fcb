/**
 * The worked example of a block quiz, once its answer is in: which declaration it starts from, which
 * the learner may pick, each step of CR 509.1 shaped from the blocking engine's explanation (what the
 * step checks, what it found, a mark), and the one call that explains a declaration (quizExplain on the
 * stored quiz). Pure but for that call, so every shape is tested as a table; the components only draw.
 */
import type { ApiResult, CallOptions, DeclarationExplanation, LearnerQuiz, TrainerApi } from '#main/contract/trainer-api';
import type { BlockExplanation } from '#main/contract/block-types';
import { blockKey, type BlockBoard, type BlockDeclaration } from '#shared/engine/block/index';
import type { QuizRef } from '#shared/quiz/pack-model';
import { BLOCK_STEP_CHECKS, BLOCK_STEP_RULES, BLOCK_STEP_TITLES, type BlockStepId } from '#shared/text/block-text';
import { STEP_MARKS, type Finding, type StepBody, type StepMarks, type StepStatus } from '../tree/stepper-model.ts';
import type { BlockResultView } from './block-result-view.ts';
import { blockDeclarationLine } from './block-view.ts';

const isBlockExplanation = (e: DeclarationExplanation): e is BlockExplanation => 'blocks' in e.declaration;

/** The engine's explanation of one block declaration, or why there is none. */
export type BlockCheckState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly explanation: BlockExplanation }
  | { readonly status: 'error'; readonly message: string };

/** One answer of quizExplain on a block quiz, as the diff and the worked example show it. */
export function blockCheckStateOf(one: ApiResult<DeclarationExplanation> | undefined): BlockCheckState {
  if (one === undefined) return { status: 'error', message: 'The engine gave no explanation for this declaration.' };
  if (!one.ok)
    return { status: 'error', message: one.error.code === 'too-large' ? 'This board is too large to explain within the time limit.' : one.error.message };
  return isBlockExplanation(one.value)
    ? { status: 'ready', explanation: one.value }
    : { status: 'error', message: 'The engine explained another kind of declaration.' };
}

/** Explains one block declaration of a stored quiz: quizExplain, which opens once the answer is submitted. */
export type BlockExplainer = (d: BlockDeclaration, options?: CallOptions) => Promise<BlockCheckState>;

export function quizBlockExplainer(api: TrainerApi, ref: QuizRef): BlockExplainer {
  return async (d, options) => {
    const r = await api.quizExplain({ ...ref, declarations: [d] }, options);
    return blockCheckStateOf(r.ok ? r.value[0] : r);
  };
}

const NO_BLOCK: BlockDeclaration = { blocks: {} };

/**
 * The most instructive declaration of an answered block quiz: one the learner missed, else one they got
 * wrong, else the legal one with the most blocks ("No block" teaches least); for "can it block", the
 * creature blocking the attacker asked about. "No block" when nothing applies (choice, number).
 */
export function exampleBlockDeclaration(view: BlockResultView | null, answered: LearnerQuiz | null): BlockDeclaration {
  if (view !== null) {
    const most = [...view.expected].sort((a, b) => Object.keys(b.declaration.blocks).length - Object.keys(a.declaration.blocks).length)[0];
    const pick = view.missed[0] ?? view.illegal[0] ?? most;
    if (pick !== undefined) return pick.declaration;
  }
  const q = answered?.question;
  if (q?.type === 'can-block' && q.attacker !== undefined) return { blocks: { [q.creature]: q.attacker } };
  return NO_BLOCK;
}

export interface BlockChoice {
  readonly key: string;
  readonly declaration: BlockDeclaration;
  readonly text: string;
}

/** The declarations the picker lists, by group: the learner's misses and illegal picks, then every legal declaration. */
export function blockExampleChoices(view: BlockResultView | null, board: BlockBoard): { readonly label: string; readonly choices: readonly BlockChoice[] }[] {
  const groups = [
    { label: 'Legal declarations you missed', choices: view?.missed ?? [] },
    { label: 'Illegal declarations you included', choices: view?.illegal ?? [] },
    { label: 'Every legal declaration', choices: view?.expected ?? [] },
  ].filter((g) => g.choices.length > 0);
  const none = { key: blockKey(NO_BLOCK), declaration: NO_BLOCK, text: blockDeclarationLine(board, NO_BLOCK) };
  // Without a legal set (a yes/no, choice or number question) the list still offers "No block".
  return groups.length > 0
    ? groups.map((g) => ({ label: g.label, choices: g.choices.map((c) => ({ key: c.key, declaration: c.declaration, text: c.text })) }))
    : [{ label: 'Declarations', choices: [none] }];
}

/** The marks of the steps of CR 509.1: a step the blocking engine did not judge (an earlier one failed) reads "not judged". */
export const BLOCK_STEP_MARKS: StepMarks = { ...STEP_MARKS, skipped: '– not judged' };

interface BlockStepView extends StepBody {
  readonly step: BlockStepId;
}

/**
 * The steps of CR 509.1 for one explained declaration. A step the engine did not judge (an earlier one
 * failed) is `skipped`, never passed; the requirements step marks each requirement obeyed or not.
 */
export function blockStepViews(x: BlockExplanation): BlockStepView[] {
  return x.steps.map((s) => {
    const status: StepStatus = s.ok === null ? 'skipped' : s.ok ? 'pass' : 'fail';
    const r = s.step === '509.1c' ? x.requirements : undefined;
    // The engine writes the requirements step as: the verdict, one line per requirement, then the witness.
    const findings: Finding[] =
      r === undefined
        ? s.lines.map((text) => ({ text }))
        : [
            ...s.lines.slice(0, 1).map((text) => ({ text })),
            ...r.units.map((u): Finding => ({ text: `${u.obeyed ? 'Obeyed' : 'Not obeyed'}: ${u.text}`, mark: u.obeyed ? 'yes' : 'no' })),
            ...s.lines.slice(1 + r.units.length).map((text) => ({ text })),
          ];
    return { step: s.step, title: BLOCK_STEP_TITLES[s.step], rules: BLOCK_STEP_RULES[s.step], checks: BLOCK_STEP_CHECKS[s.step], findings, status };
  });
}
