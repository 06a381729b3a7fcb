/** The right answer to a quiz, from its stored question: the answer a learner who knows it submits. */
import { isBlockQuiz, type AttackQuiz, type Quiz, type QuizAnswer } from '#shared/quiz/index';

export function rightAnswer(quiz: Quiz): QuizAnswer {
  if (isBlockQuiz(quiz)) {
    const q = quiz.question;
    switch (q.type) {
      case 'legal-sets':
        return { type: 'legal-blocks', declarations: q.answer };
      case 'can-block':
        return { type: q.type, value: q.answer };
      case 'choice':
        return { type: q.type, selected: q.correct };
      case 'number':
        return { type: q.type, value: q.answer };
    }
  }
  const q = quiz.question;
  switch (q.type) {
    case 'legal-sets':
      return { type: q.type, declarations: q.answer };
    case 'can-attack':
      return { type: q.type, value: q.answer };
    case 'choice':
      return { type: q.type, selected: q.correct };
    case 'number':
      return { type: q.type, value: q.answer };
  }
}

/** The quiz as an attack quiz; throws on a block quiz (tests of the attack side's own questions). */
export function asAttackQuiz(quiz: Quiz): AttackQuiz {
  if (isBlockQuiz(quiz)) throw new Error(`${quiz.id} is a block quiz`);
  return quiz;
}
