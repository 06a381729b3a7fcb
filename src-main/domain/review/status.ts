/**
 * Where the learner stands with one quiz, decided in one place for the library's status badges and
 * filter and for the review queue, so that "Missed" in the library is exactly what Review calls missed:
 * the last attempt was wrong and no review is due (a due review outranks the last outcome, because
 * the library's "Due" is what to practise now).
 */
/** Where a learner stands with one quiz (library filters: new / correct / missed / due). */
export const QUIZ_STATUSES = ['new', 'correct', 'missed', 'due'] as const;
export type QuizStatus = (typeof QUIZ_STATUSES)[number];

export interface StatusFacts {
  /** ISO time the review is due; undefined when never scheduled. */
  readonly due?: string | undefined;
  /** The latest attempt's outcome; undefined without attempts. */
  readonly lastCorrect?: boolean | undefined;
}

/** `nowIso` is toISOString() text: ISO texts of one fixed width compare as times. */
export const quizStatusOf = (facts: StatusFacts, nowIso: string): QuizStatus =>
  facts.due !== undefined && facts.due <= nowIso ? 'due' : facts.lastCorrect === undefined ? 'new' : facts.lastCorrect ? 'correct' : 'missed';
