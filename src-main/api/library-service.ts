/**
 * The library's reads of the TrainerApi: packs, quizzes (with the search terms read from each pack's
 * JSON) and one quiz as a learner sees it.
 */
import { searchTermsOf } from './library-index-service.ts';
import { apiOk, fromStoreError } from './errors.ts';
import { toLearnerQuiz } from '#main/contract/learner-quiz';
import type { ServiceContext } from './service-context.ts';

export function createLibraryMethods(ctx: ServiceContext) {
  const { store, method, loadQuiz, servings } = ctx;

  return {
    listPacks: method('listPacks', () => {
      const r = store.listPacks();
      return r.ok ? apiOk(r.value) : fromStoreError(r.error);
    }),

    listQuizzes: method('listQuizzes', (filter) => {
      const r = store.listQuizzes(filter ?? {});
      if (!r.ok) return fromStoreError(r.error);
      const packs = store.listPacks();
      if (!packs.ok) return fromStoreError(packs.error);
      const terms = searchTermsOf(store, packs.value);
      return apiOk(
        r.value.map((q) => {
          const t = terms.get(q.packId)?.get(q.id);
          return t === undefined ? q : { ...q, cards: t.cards, rules: t.rules };
        }),
      );
    }),

    getQuiz: method('getQuiz', ({ packId, quizId }) => {
      const loaded = loadQuiz(packId, quizId);
      if (!loaded.ok) return loaded;
      // Handing the quiz out opens it: its next answer is graded (servings.ts).
      servings.open({ packId, quizId });
      return apiOk(toLearnerQuiz(loaded.value.quiz, packId));
    }),
  };
}
