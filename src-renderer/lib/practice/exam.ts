/**
 * Pure helpers of the exam screen: reading the form into a StartExamInput, the countdown's text, and
 * how answers read in the report. The service checks the input again (src-main/domain/exam/); checking here
 * lets the form say what is wrong next to the field.
 */
import { isBlockQuiz, type Quiz, type QuizAnswer } from '#shared/quiz/index';
import type { QuizLevel } from '#shared/quiz/pack-format';
import type { StartExamInput } from '#main/contract/trainer-api';
import { EXAM_LIMITS } from '#main/contract/limits';
import { declarationText } from '../quiz/board-view.ts';
import { blockDeclarationLine } from '../quiz/block-view.ts';

export interface ExamForm {
  readonly countText: string;
  readonly tags: readonly string[];
  readonly levels: readonly QuizLevel[];
  /** Empty: untimed. */
  readonly minutesText: string;
  readonly passText: string;
}

export const DEFAULT_EXAM_FORM: ExamForm = { countText: '10', tags: [], levels: [], minutesText: '', passText: '70' };

/** The smallest timer the form takes: six seconds, short enough for a drill (and an end-to-end test). */
export const MIN_MINUTES = 0.1;
/** Ten hours: within the API's day (EXAM_LIMITS.maxTimeLimitMs); a sitting longer than that is no exam. */
export const MAX_MINUTES = 600;

/** The number of questions the form takes: the API's own bounds. */
export const MIN_QUESTIONS = EXAM_LIMITS.minQuestions;
export const MAX_QUESTIONS = EXAM_LIMITS.maxQuestions;

export type ExamFormResult =
  { readonly ok: true; readonly input: StartExamInput } | { readonly ok: false; readonly field: 'count' | 'minutes' | 'pass'; readonly message: string };

export const parseExamForm = (form: ExamForm): ExamFormResult => {
  const count = Number(form.countText.trim());
  if (form.countText.trim() === '' || !Number.isInteger(count) || count < MIN_QUESTIONS || count > MAX_QUESTIONS) {
    return { ok: false, field: 'count', message: `The number of questions must be a whole number from ${MIN_QUESTIONS} to ${MAX_QUESTIONS}.` };
  }
  let timeLimitMs: number | null = null;
  const minutesText = form.minutesText.trim();
  if (minutesText !== '') {
    const minutes = Number(minutesText);
    if (!Number.isFinite(minutes) || minutes < MIN_MINUTES || minutes > MAX_MINUTES) {
      return { ok: false, field: 'minutes', message: `The timer must be between ${MIN_MINUTES} and ${MAX_MINUTES} minutes, or empty for no timer.` };
    }
    timeLimitMs = Math.round(minutes * 60_000);
  }
  const pass = Number(form.passText.trim());
  if (form.passText.trim() === '' || !Number.isFinite(pass) || pass < 0 || pass > 100) {
    return { ok: false, field: 'pass', message: 'The pass mark must be a percentage from 0 to 100.' };
  }
  return {
    ok: true,
    input: {
      count,
      ...(form.tags.length > 0 ? { tags: [...form.tags] } : {}),
      ...(form.levels.length > 0 ? { levels: [...form.levels] } : {}),
      timeLimitMs,
      passMark: pass / 100,
    },
  };
};

/** Milliseconds left until the deadline, never below zero. */
export const remainingMs = (deadline: string, nowMs: number): number => Math.max(0, Date.parse(deadline) - nowMs);

/** "m:ss", rounded up so the clock shows 0:00 only when the time is really out. */
export const clockText = (ms: number): string => {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
};

/** A duration for the report: "42 s" or "3 min 05 s". */
export const durationText = (ms: number): string => {
  const total = Math.round(Math.max(0, ms) / 1000);
  if (total < 60) return `${total} s`;
  return `${Math.floor(total / 60)} min ${String(total % 60).padStart(2, '0')} s`;
};

export const percentText = (share: number): string => `${Math.round(share * 100)}%`;

const optionText = (quiz: Quiz, ids: readonly string[]): string => {
  if (quiz.question.type !== 'choice') return ids.join(', ');
  const options = quiz.question.options;
  return ids.map((id) => options.find((o) => o.id === id)?.text ?? id).join('; ') || 'nothing selected';
};

/** An answer as the report prints it; null is "No answer". */
export const answerText = (quiz: Quiz, answer: QuizAnswer | null): string => {
  if (answer === null) return 'No answer';
  switch (answer.type) {
    case 'legal-sets':
    case 'legal-blocks':
      return declarationLines(quiz, answer).join(' | ');
    case 'can-attack':
    case 'can-block':
      return answer.value ? 'Yes' : 'No';
    case 'choice':
      return optionText(quiz, answer.selected);
    case 'number':
      return String(answer.value);
  }
};

/** An answer as lines: one per declaration of a legal set (a list, not joined by "|"). */
export const answerLines = (quiz: Quiz, answer: QuizAnswer | null): string[] => {
  if (answer?.type !== 'legal-sets' && answer?.type !== 'legal-blocks') return [answerText(quiz, answer)];
  return answer.declarations.length === 0 ? ['No declaration'] : declarationLines(quiz, answer);
};

/** A legal-sets answer's declarations as lines, read on the quiz's own board (a declaration of the other kind reads as nothing). */
function declarationLines(quiz: Quiz, answer: Extract<QuizAnswer, { type: 'legal-sets' | 'legal-blocks' }>): string[] {
  if (isBlockQuiz(quiz)) return answer.type === 'legal-blocks' ? answer.declarations.map((d) => blockDeclarationLine(quiz.board, d)) : [];
  return answer.type === 'legal-sets' ? answer.declarations.map((d) => declarationText(quiz.board, d)) : [];
}

/** The stored legal set's declarations as lines, on the quiz's own board. */
function legalSetLines(quiz: Quiz): string[] {
  if (isBlockQuiz(quiz)) return quiz.question.type === 'legal-sets' ? quiz.question.answer.map((d) => blockDeclarationLine(quiz.board, d)) : [];
  return quiz.question.type === 'legal-sets' ? quiz.question.answer.map((d) => declarationText(quiz.board, d)) : [];
}

/** The right answer as lines, one per legal declaration. */
export const rightAnswerLines = (quiz: Quiz): string[] => (quiz.question.type === 'legal-sets' ? legalSetLines(quiz) : [rightAnswerText(quiz)]);

/** The quiz's right answer as the report prints it. */
export const rightAnswerText = (quiz: Quiz): string => {
  const q = quiz.question;
  switch (q.type) {
    case 'legal-sets':
      return legalSetLines(quiz).join(' | ');
    case 'can-attack':
    case 'can-block':
      return q.answer ? 'Yes' : 'No';
    case 'choice':
      return optionText(quiz, q.correct);
    case 'number':
      return q.tolerance !== undefined && q.tolerance > 0 ? `${q.answer} (± ${q.tolerance})` : String(q.answer);
  }
};
