/**
 * The library's reads of the TrainerApi: packs, quizzes (with the search terms read from each pack's
 * JSON) and one quiz as a learner sees it.
 */
import type { PackSummary } from '../store/index.ts';
import { packSearchTerms, type QuizSearchTerms } from './quiz-search.ts';
import { apiOk, fromStoreError } from './errors.ts';
import { toLearnerQuiz } from './learner-quiz.ts';
import type { ServiceContext } from './service-context.ts';

export function createLibraryMethods(ctx: ServiceContext) {
  const { store, method, loadQuiz } = ctx;

  /**
   * Search terms per pack, read from the pack's JSON once per version of it: every write of a pack sets
   * importedAt (to the millisecond), and a quiz saved or deleted also changes the count.
   */
  const termsCache = new Map<string, { readonly version: string; readonly terms: Map<string, QuizSearchTerms> }>();
  const searchTerms = (packs: readonly PackSummary[]): ReadonlyMap<string, Map<string, QuizSearchTerms>> => {
    const current = new Map<string, Map<string, QuizSearchTerms>>();
    for (const pack of packs) {
      const version = `${pack.importedAt}|${pack.quizCount}|${pack.version}`;
      let cached = termsCache.get(pack.id);
      if (cached?.version !== version) {
        const stored = store.getPack(pack.id);
        cached = { version, terms: stored.ok ? packSearchTerms(stored.value.json) : new Map() };
        termsCache.set(pack.id, cached);
      }
      current.set(pack.id, cached.terms);
    }
    for (const id of termsCache.keys()) if (!current.has(id)) termsCache.delete(id);
    return current;
  };

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
      const terms = searchTerms(packs.value);
      return apiOk(
        r.value.map((q) => {
          const t = terms.get(q.packId)?.get(q.id);
          return t === undefined ? q : { ...q, cards: t.cards, rules: t.rules };
        }),
      );
    }),

    getQuiz: method('getQuiz', ({ packId, quizId }) => {
      const loaded = loadQuiz(packId, quizId);
      return loaded.ok ? apiOk(toLearnerQuiz(loaded.value.quiz, packId)) : loaded;
    }),
  };
}
