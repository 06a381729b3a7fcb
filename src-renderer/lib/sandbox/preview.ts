/**
 * "Preview as learner": the quiz being written, before it is saved, seen and answered the way a learner
 * sees it. The quiz is built and parsed exactly as saving would (buildQuiz, then the pack parser), the
 * answer withheld as the API withholds it (toLearnerQuiz), and an answer is scored by the engine worker
 * (api.scoreQuiz, off the UI thread like all engine work): a preview stores nothing and records no attempt.
 */
import type { BoardDraft } from '#shared/cards/index';
import type { LearnerQuiz } from '#main/contract/trainer-api';
import { toLearnerQuiz } from '#main/contract/learner-quiz';
import type { ApiResult } from '#main/contract/trainer-api';
import type { Board } from '#shared/engine/index';
import { isBlockQuiz, makeQuiz, parseQuiz, type JsonValue, type Quiz, type QuizAnswer, type Score } from '#shared/quiz/index';
import { encodeAnswer, type AnswerDraft } from '../quiz/answer.ts';
import { declarationText } from '../quiz/board-view.ts';
import { plural } from '../count-text.ts';
import { buildQuiz, type AnswerSet, type QuizForm } from './authoring.ts';

/** The id a not-yet-saved quiz is previewed under (the pack format needs one). */
export const PREVIEW_QUIZ_ID = 'preview';
/** A pack id no real pack has: the learner view needs one, nothing is looked up with it. */
export const PREVIEW_PACK_ID = 'preview';
/** Scores an answer to an unsaved quiz: `api.scoreQuiz` in the app, the job runner in tests. */
export type QuizScorer = (quiz: JsonValue, answer: QuizAnswer) => Promise<ApiResult<Score>>;

export interface Preview {
  /** The full quiz, answer included: what scoring compares with. */
  readonly quiz: Quiz;
  /** What the learner is shown: the answer withheld. */
  readonly learner: LearnerQuiz;
  readonly board: Board;
}

export type PreviewResult = { readonly ok: true; readonly value: Preview } | { readonly ok: false; readonly message: string };

/**
 * The quiz the form and board make, as a learner would get it. A missing title or short explanation
 * does not stop a preview (the learner sees neither before answering); anything else the pack format
 * refuses does, with the parser's first message.
 */
export function makePreview(form: QuizForm, board: BoardDraft, set: AnswerSet): PreviewResult {
  if (!set.complete) return { ok: false, message: `The board has ${set.count} legal declarations: too many to preview as a quiz.` };
  if (form.type === 'can-attack' && form.creature === '') return { ok: false, message: 'Choose the creature the question asks about first.' };
  const filled: QuizForm = {
    ...form,
    id: form.id === '' ? PREVIEW_QUIZ_ID : form.id,
    title: form.title.trim() === '' ? 'Untitled quiz' : form.title,
    short: form.short.trim() === '' ? 'No explanation written yet.' : form.short,
  };
  const parsed = parseQuiz(buildQuiz(filled, board, set));
  if (!parsed.ok) {
    const first = parsed.error[0];
    return { ok: false, message: first === undefined ? 'This quiz cannot be previewed.' : `This quiz cannot be previewed: ${first.path} ${first.message}` };
  }
  const quiz = parsed.value;
  // The attack sandbox builds attack boards; a block board never reaches this preview.
  if (isBlockQuiz(quiz)) return { ok: false, message: 'This preview shows attack quizzes only.' };
  return { ok: true, value: { quiz, learner: toLearnerQuiz(quiz, PREVIEW_PACK_ID), board: quiz.board } };
}

export interface PreviewVerdict {
  readonly correct: boolean;
  /** One line, starting with "Correct" or "Incorrect". */
  readonly headline: string;
  /** Details a learner would want: what was missed, what was wrong and why. */
  readonly details: readonly string[];
}

export type CheckResult = { readonly ok: true; readonly verdict: PreviewVerdict; readonly score: Score } | { readonly ok: false; readonly message: string };

/** Scores the draft answer (nothing is recorded), or says what is missing before it can be. */
export async function checkPreview(preview: Preview, draft: AnswerDraft, score: QuizScorer): Promise<CheckResult> {
  const encoded = encodeAnswer(preview.learner.question, draft);
  if (!encoded.ok) return { ok: false, message: encoded.message };
  const scored = await score(makeQuiz(preview.quiz), encoded.answer);
  if (!scored.ok) {
    return {
      ok: false,
      message: scored.error.code === 'too-large' ? 'The answer is too large to score in time.' : `The answer could not be scored: ${scored.error.message}`,
    };
  }
  return { ok: true, verdict: verdictOf(preview.board, scored.value), score: scored.value };
}

export function verdictOf(board: Board, score: Score): PreviewVerdict {
  const headline = score.correct ? 'Correct' : 'Incorrect';
  switch (score.type) {
    case 'legal-sets': {
      if (score.correct)
        return { correct: true, headline: `Correct: all ${plural(score.expected.length, 'legal declaration', 'legal declarations')} found.`, details: [] };
      const details = [
        ...score.missed.map((d) => `Missed: ${declarationText(board, d)}.`),
        ...score.illegal.map((p) => `Not legal: ${declarationText(board, p.declaration)} (${p.summary}).`),
      ];
      return {
        correct: false,
        headline: `Incorrect: ${plural(score.missed.length, 'legal declaration', 'legal declarations')} missed, ${plural(score.illegal.length, 'illegal one', 'illegal ones')} included.`,
        details,
      };
    }
    case 'legal-blocks':
      return {
        correct: score.correct,
        headline: score.correct
          ? headline
          : `${headline}: ${plural(score.missed.length, 'legal declaration', 'legal declarations')} missed, ${plural(score.illegal.length, 'illegal one', 'illegal ones')} included.`,
        details: [],
      };
    case 'can-attack':
    case 'can-block':
      return { correct: score.correct, headline: `${headline}: the answer is ${score.expected ? 'Yes' : 'No'}.`, details: [] };
    case 'choice':
    case 'number':
      return { correct: score.correct, headline, details: [] };
  }
}
