/**
 * What the quiz screen's worked example and diff show of an answered quiz: the declaration the example
 * starts from, and the state of the engine's explanation of each declaration of the diff.
 */
import type { ApiResult, DeclarationExplanation, LearnerQuiz } from '#main/contract/trainer-api';
import type { Board, Declaration, Explanation } from '#shared/engine/index';
import type { ResultView } from './result-view.ts';

/** The engine's explanation of one declaration of the diff, or why there is none. */
export type CheckState =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly explanation: Explanation } | { readonly status: 'error'; readonly message: string };

/** One answer of quizExplain on an attack quiz as the diff shows it (block quizzes: block-example.ts). */
export function checkStateOf(one: ApiResult<DeclarationExplanation> | undefined): CheckState {
  if (one === undefined) return { status: 'error', message: 'The engine gave no explanation for this declaration.' };
  if (one.ok)
    return 'attacks' in one.value.declaration
      ? { status: 'ready', explanation: one.value as Explanation }
      : { status: 'error', message: 'The engine explained another kind of declaration.' };
  return { status: 'error', message: one.error.code === 'too-large' ? 'This board is too large to explain within the time limit.' : one.error.message };
}

/**
 * The most instructive declaration of an answered quiz: one the learner missed, else one they got wrong,
 * else the legal one with the most attackers ("No attack" teaches least); for "can it attack", the
 * creature attacking. `answered` is the quiz once its answer is in, null before. Undefined: none applies.
 */
export function exampleDeclaration(v: ResultView | null, answered: LearnerQuiz | null, board: Board | null): Declaration | undefined {
  if (v?.type === 'legal-sets') {
    const most = [...v.expected].sort((a, b) => Object.keys(b.declaration.attacks).length - Object.keys(a.declaration.attacks).length)[0];
    const pick = v.missed[0] ?? v.illegal[0] ?? most;
    if (pick !== undefined) return pick.declaration;
  }
  const q = answered?.question;
  if (q?.type === 'can-attack' && board !== null) {
    const target = q.defender ?? board.players.find((p) => p !== board.activePlayer);
    if (target !== undefined) return { attacks: { [q.creature]: target } };
  }
  return undefined;
}
