/** Scoring the questions an author decides (choice, number): against the pack, on either board. */
import type { ChoiceQuestion, NumberQuestion, QuizAnswer, Score } from './pack-model.ts';

/** Authored questions (choice, number) score the same on either board: against the pack. */
export function scoreAuthored(q: ChoiceQuestion | NumberQuestion, answer: QuizAnswer): Score {
  switch (q.type) {
    case 'choice': {
      const selected = answer.type === 'choice' ? [...new Set(answer.selected)] : [];
      const right = new Set(q.correct);
      const missed = q.correct.filter((id) => !selected.includes(id));
      const wrong = selected.filter((id) => !right.has(id));
      // A single-answer question takes exactly one selection, even if it is among the right ones.
      const countOk = q.multiple || selected.length === 1;
      const correct = answer.type === 'choice' && countOk && missed.length === 0 && wrong.length === 0;
      return { type: 'choice', correct, expected: q.correct, missed, wrong };
    }
    case 'number': {
      const tolerance = q.tolerance ?? 0;
      if (answer.type !== 'number') return { type: 'number', correct: false, expected: q.answer, tolerance };
      const correct = Number.isFinite(answer.value) && Math.abs(answer.value - q.answer) <= tolerance;
      return { type: 'number', correct, expected: q.answer, tolerance, given: answer.value };
    }
  }
}
