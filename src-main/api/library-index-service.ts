/**
 * The library methods of the TrainerApi (library-types.ts): the whole library in one call on arrival,
 * the search terms the service keeps (search-terms.ts) in a call beside it, and the short call that
 * refreshes the statuses after an answer.
 */
import type { PackSummary, QuizSummary } from '#main/store/index';
import type { QuizStatusRow } from '#main/store/library-queries';
import { apiOk, fromStoreError } from './errors.ts';
import type { LibraryApi, LibraryPack, LibraryQuiz, LibrarySearchTerms, LibraryStatuses, PackStatuses } from '#main/contract/library-types';
import type { PackTerms } from './search-terms.ts';
import type { ApiResult } from '#main/contract/api-result';
import type { ServiceContext } from './service-context.ts';

/** The packs in listPacks order, each with its quizzes (listQuizzes order). */
export function groupLibrary(packs: readonly PackSummary[], quizzes: readonly QuizSummary[]): LibraryPack[] {
  const byPack = new Map<string, LibraryQuiz[]>(packs.map((p) => [p.id, []]));
  for (const q of quizzes) byPack.get(q.packId)?.push({ id: q.id, title: q.title, type: q.type, level: q.level, tags: q.tags });
  return packs.map((p) => ({ id: p.id, title: p.title, builtin: p.builtin, quizzes: byPack.get(p.id) ?? [] }));
}

/** Each pack's terms (listPacks order), each quiz's as [id, cards, rules]. */
export function searchTermsOf(packs: readonly PackSummary[], terms: ReadonlyMap<string, PackTerms>): LibrarySearchTerms {
  return {
    packs: packs.map((p) => ({ packId: p.id, quizzes: [...(terms.get(p.id) ?? [])].map(([id, t]) => [id, t.cards, t.rules] as const) })),
  };
}

/** Rows in pack order → one entry per pack, its quiz ids by status. */
export function groupStatuses(rows: readonly QuizStatusRow[], due: number): LibraryStatuses {
  const packs: { packId: string; correct: string[]; missed: string[]; due: string[] }[] = [];
  let last: (typeof packs)[number] | undefined;
  for (const row of rows) {
    if (last?.packId !== row.packId) {
      last = { packId: row.packId, correct: [], missed: [], due: [] };
      packs.push(last);
    }
    last[row.status].push(row.quizId);
  }
  return { packs: packs satisfies PackStatuses[], due };
}

export function createLibraryIndexMethods(ctx: ServiceContext): LibraryApi {
  const { store, method, now, searchTerms } = ctx;
  const statuses = (): ApiResult<LibraryStatuses> => {
    const at = now().toISOString();
    const rows = store.quizStatuses(at);
    if (!rows.ok) return fromStoreError(rows.error);
    // Counted from the rows rather than by countDue: one clock reading, one answer.
    return apiOk(groupStatuses(rows.value, rows.value.filter((r) => r.status === 'due').length));
  };

  return {
    libraryIndex: method('libraryIndex', () => {
      const packs = store.listPacks();
      if (!packs.ok) return fromStoreError(packs.error);
      const quizzes = store.listQuizzes({});
      if (!quizzes.ok) return fromStoreError(quizzes.error);
      const s = statuses();
      if (!s.ok) return s;
      return apiOk({ packs: groupLibrary(packs.value, quizzes.value), statuses: s.value });
    }),

    librarySearchTerms: method('librarySearchTerms', () => {
      const packs = store.listPacks();
      if (!packs.ok) return fromStoreError(packs.error);
      return apiOk(searchTermsOf(packs.value, searchTerms.termsOf(packs.value)));
    }),

    libraryStatuses: method('libraryStatuses', statuses),

    countDue: method('countDue', () => {
      const r = store.countDue(now().toISOString());
      return r.ok ? apiOk({ due: r.value }) : fromStoreError(r.error);
    }),
  };
}
