/**
 * The learner's view of a quiz (the type and the function that makes it from a stored quiz): every field
 * that gives the answer away is left out — the question's answer key and the explanation, whose short
 * text states the answer.
 */
import type { Question, Quiz } from '#shared/quiz/index';

/**
 * A quiz as a learner sees it before answering: the stored answer, the explanation (whose short text
 * states the answer) and anything else the answer follows from are withheld; submitAnswer returns them.
 */
export interface LearnerQuiz extends Omit<Quiz, 'question' | 'explanation'> {
  readonly packId: string;
  readonly question:
    | { readonly type: 'legal-sets' }
    | { readonly type: 'can-attack'; readonly creature: string; readonly defender?: string }
    | { readonly type: 'choice'; readonly options: readonly { readonly id: string; readonly text: string }[]; readonly multiple: boolean }
    | { readonly type: 'number' };
}

const learnerQuestion = (q: Question): LearnerQuiz['question'] => {
  switch (q.type) {
    case 'legal-sets':
      return { type: q.type };
    case 'can-attack':
      return q.defender === undefined ? { type: q.type, creature: q.creature } : { type: q.type, creature: q.creature, defender: q.defender };
    case 'choice':
      return { type: q.type, options: q.options.map((o) => ({ id: o.id, text: o.text })), multiple: q.multiple };
    case 'number':
      return { type: q.type };
  }
};

export const toLearnerQuiz = (quiz: Quiz, packId: string): LearnerQuiz => ({
  packId,
  id: quiz.id,
  title: quiz.title,
  prompt: quiz.prompt,
  board: quiz.board,
  boardJson: quiz.boardJson,
  question: learnerQuestion(quiz.question),
  tags: quiz.tags,
  level: quiz.level,
  source: quiz.source,
  interpretation: quiz.interpretation,
});
