/**
 * The learner's answer as the controls hold it, and its encoding as the QuizAnswer that
 * api.submitAnswer takes. Pure: the Svelte session state calls these.
 */
import type { Board, Declaration } from '#shared/engine/index';
import { declarationKey, makeDeclaration } from '#shared/engine/index';
import type { LearnerQuiz } from '#main/contract/trainer-api';
import type { QuizAnswer } from '#shared/quiz/pack-model';
import type { BlockDeclaration } from '#shared/engine/block/index';
import { attackableDefenders, eligibleCreatures } from './board-view.ts';

/** Value of a creature's select that means "this creature does not attack". */
export const NO_ATTACK = '';

/** Eligible creature id → defender id, or NO_ATTACK. */
export type Assignment = Readonly<Record<string, string>>;

export function emptyAssignment(board: Board): Assignment {
  return Object.fromEntries(eligibleCreatures(board).map((c) => [c.id, NO_ATTACK]));
}

/** The declaration an assignment stands for, in canonical form (spec §5). */
export function assignmentToDeclaration(a: Assignment): Declaration {
  return makeDeclaration(Object.entries(a).filter(([, d]) => d !== NO_ATTACK));
}

/** The assignment that shows a declaration in the selects (creatures it does not name stay home). */
export function declarationToAssignment(board: Board, d: Declaration): Assignment {
  const a: Record<string, string> = { ...emptyAssignment(board) };
  const ids = new Set(attackableDefenders(board).map((x) => x.id));
  for (const [c, t] of Object.entries(d.attacks)) if (c in a && ids.has(t)) a[c] = t;
  return a;
}

export type AddResult =
  { readonly ok: true; readonly list: readonly Declaration[] } | { readonly ok: false; readonly reason: 'duplicate'; readonly index: number };

/** Append a declaration unless an equal one (same key, spec §5) is already listed. */
export function addDeclaration(list: readonly Declaration[], d: Declaration): AddResult {
  const key = declarationKey(d);
  const index = list.findIndex((x) => declarationKey(x) === key);
  return index >= 0 ? { ok: false, reason: 'duplicate', index } : { ok: true, list: [...list, d] };
}

export function removeDeclaration(list: readonly Declaration[], index: number): Declaration[] {
  return list.filter((_, i) => i !== index);
}

/** Everything the controls of any question type can hold. */
export interface AnswerDraft {
  readonly declarations: readonly Declaration[];
  /** legal-sets on a block board: the block declarations listed. */
  readonly blocks: readonly BlockDeclaration[];
  /** can-attack, can-block: null until Yes or No is picked. */
  readonly yesNo: boolean | null;
  /** choice: the ids of the options ticked. */
  readonly selected: readonly string[];
  /** number: the text of the spinbutton. */
  readonly numberText: string;
}

export const EMPTY_DRAFT: AnswerDraft = { declarations: [], blocks: [], yesNo: null, selected: [], numberText: '' };

export type EncodeResult = { readonly ok: true; readonly answer: QuizAnswer } | { readonly ok: false; readonly message: string };

/**
 * The QuizAnswer for the question, or what is still missing before it can be submitted. `blocks`: the
 * quiz's board is a block board, so a legal-sets answer lists block declarations.
 */
export function encodeAnswer(question: LearnerQuiz['question'], draft: AnswerDraft, blocks = false): EncodeResult {
  switch (question.type) {
    case 'legal-sets':
      if (blocks) {
        if (draft.blocks.length === 0) return { ok: false, message: 'Add at least one declaration first ("No block" counts as one).' };
        return { ok: true, answer: { type: 'legal-blocks', declarations: draft.blocks } };
      }
      if (draft.declarations.length === 0) {
        return { ok: false, message: 'Add at least one declaration first ("No attack" counts as one).' };
      }
      return { ok: true, answer: { type: 'legal-sets', declarations: draft.declarations } };
    case 'can-attack':
      if (draft.yesNo === null) return { ok: false, message: 'Choose Yes or No first.' };
      return { ok: true, answer: { type: 'can-attack', value: draft.yesNo } };
    case 'can-block':
      if (draft.yesNo === null) return { ok: false, message: 'Choose Yes or No first.' };
      return { ok: true, answer: { type: 'can-block', value: draft.yesNo } };
    case 'choice': {
      if (draft.selected.length === 0) return { ok: false, message: question.multiple ? 'Select at least one option first.' : 'Select an option first.' };
      const known = new Set(question.options.map((o) => o.id));
      // Option order, not click order: the stored answer does not depend on how the learner got there.
      const selected = question.options.map((o) => o.id).filter((id) => draft.selected.includes(id) && known.has(id));
      return { ok: true, answer: { type: 'choice', selected } };
    }
    case 'number': {
      const text = draft.numberText.trim();
      const value = Number(text);
      if (text === '' || !Number.isFinite(value)) return { ok: false, message: 'Enter a number first.' };
      return { ok: true, answer: { type: 'number', value } };
    }
  }
}

/** Tick or untick a choice option; a single-answer question keeps only the last one picked. */
export function toggleChoice(selected: readonly string[], id: string, multiple: boolean): string[] {
  if (!multiple) return [id];
  return selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
}

/** Number keys 1..9 as an index 0..8, or -1 for any other key (and for keys with a modifier). */
export function digitIndex(e: { readonly key: string; readonly ctrlKey?: boolean; readonly altKey?: boolean; readonly metaKey?: boolean }): number {
  if (e.ctrlKey === true || e.altKey === true || e.metaKey === true) return -1;
  return /^[1-9]$/.test(e.key) ? Number(e.key) - 1 : -1;
}
