/**
 * A quiz as the learner sees it before answering: every field that gives the answer away is left out —
 * the question's answer key and the explanation, whose short text states the answer.
 */
import type { BlockQuestion, Question, Quiz } from '#shared/quiz/index';
import type { LearnerQuiz } from './trainer-api.ts';

const learnerQuestion = (q: Question | BlockQuestion): LearnerQuiz['question'] => {
  switch (q.type) {
    case 'legal-sets':
      return { type: q.type };
    case 'can-attack':
      return q.defender === undefined ? { type: q.type, creature: q.creature } : { type: q.type, creature: q.creature, defender: q.defender };
    case 'can-block':
      return q.attacker === undefined ? { type: q.type, creature: q.creature } : { type: q.type, creature: q.creature, attacker: q.attacker };
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
