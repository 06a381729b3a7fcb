/**
 * The answering keys every screen that shows a question shares — the quiz, the exam and the puzzles —
 * so an exam is answered with exactly the quiz screen's keys: a digit is creature N (legal attacks:
 * it attacks the next defender) or answer N (Yes/No, choice); `a` adds the declaration shown; Enter
 * submits, which each screen defines (the quiz checks the answer, the exam goes to the next question).
 */
import { keyTargetOf, quizKeyAction } from './shortcuts.ts';
import type { QuizSession } from './quiz-session.svelte.ts';

/** Digit N on a Yes/No or choice question: answer N, in the order shown (this attempt's shuffle). */
export function pickAnswer(session: QuizSession, index: number): void {
  const q = session.quiz?.question;
  if ((q?.type === 'can-attack' || q?.type === 'can-block') && index < 2) session.yesNo = index === 0;
  else if (q?.type === 'choice') {
    const o = session.choiceOptions[index];
    if (o !== undefined) session.toggle(o.id);
  }
}

/**
 * Applies an answering key pressed while `session` is being answered. Keys change the session's state,
 * never the page's controls, so they work whatever is on screen. True when the key was the answer's
 * (its default is then prevented).
 */
export function answerKey(event: KeyboardEvent, session: QuizSession, submit: () => void): boolean {
  const q = session.quiz?.question;
  if (q === undefined) return false;
  const action = quizKeyAction(event, keyTargetOf(event.target instanceof HTMLElement ? event.target : null), false);
  if (action === null) return false;
  switch (action.kind) {
    case 'submit':
      event.preventDefault();
      submit();
      return true;
    case 'pick':
      event.preventDefault();
      // The row's next choice, as its numbered button does: the next defender, one more of a group, or on a block board a blocker then its attacker.
      if (q.type === 'legal-sets') session.pickRow(action.index);
      else pickAnswer(session, action.index);
      return true;
    case 'add':
      if (q.type !== 'legal-sets') return false;
      event.preventDefault();
      if (session.blockDraft !== null) session.blockDraft.add();
      else session.addCurrent();
      return true;
    default:
      return false;
  }
}
