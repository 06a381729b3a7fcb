/**
 * What the service remembers of each quiz it handed to a learner (getQuiz) until the answer comes
 * back: a quiz is graded on the first answer after it was opened, the hint is recorded here (so a
 * hinted answer is a miss by the service's own record, not by the client's word), and an answer after
 * the answer was shown ("Try again") is practice. Kept in memory: a restart of either host also
 * reloads the page, which opens the quiz again.
 */
import type { QuizRef } from '#shared/quiz/pack-model';

/** Open quizzes remembered at once; the oldest is forgotten first (its answer is then practice). */
export const MAX_SERVINGS = 1000;

export type Serving = { readonly state: 'open'; readonly hinted: boolean } | { readonly state: 'answered' };

export interface Servings {
  /** getQuiz handed the quiz out: its next answer is graded (a new opening also forgets an old hint). */
  open(ref: QuizRef): void;
  /** The learner asked for a hint: an open quiz's answer becomes a miss. Returns the quiz's state. */
  hint(ref: QuizRef): Serving | undefined;
  /** Takes the open serving for an answer (the quiz becomes answered); undefined when it was not open. */
  take(ref: QuizRef): { readonly hinted: boolean } | undefined;
  /** Puts back a serving taken for an answer that could not be scored (an engine failure is not an answer). */
  restore(ref: QuizRef, serving: { readonly hinted: boolean }): void;
  state(ref: QuizRef): Serving | undefined;
}

const keyOf = (ref: QuizRef): string => `${ref.packId}\u0000${ref.quizId}`;

export function createServings(limit = MAX_SERVINGS): Servings {
  const byRef = new Map<string, Serving>();
  const put = (ref: QuizRef, s: Serving): void => {
    const key = keyOf(ref);
    byRef.delete(key);
    byRef.set(key, s);
    if (byRef.size > limit) byRef.delete(byRef.keys().next().value!);
  };
  return {
    open: (ref) => put(ref, { state: 'open', hinted: false }),
    hint: (ref) => {
      const s = byRef.get(keyOf(ref));
      if (s?.state !== 'open') return s;
      const hinted: Serving = { state: 'open', hinted: true };
      put(ref, hinted);
      return hinted;
    },
    take: (ref) => {
      const s = byRef.get(keyOf(ref));
      if (s?.state !== 'open') return undefined;
      put(ref, { state: 'answered' });
      return { hinted: s.hinted };
    },
    restore: (ref, serving) => put(ref, { state: 'open', hinted: serving.hinted }),
    state: (ref) => byRef.get(keyOf(ref)),
  };
}
