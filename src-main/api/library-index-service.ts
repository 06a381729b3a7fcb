/**
 * The library methods of the TrainerApi (library-types.ts) and the search terms they carry.
 *
 * The terms (cards and cited rules) come from each pack's JSON, parsed once per version of the pack and
 * kept per store, not per service: the browser host makes a service for every request, and a cache
 * that lived with it parsed 26 MB of pack JSON on every library load (issue 15).
 */
import type { PackSummary, QuizSummary, Store } from '#main/store/index';
import type { QuizStatusRow } from '#main/store/library-queries';
import { apiOk, fromStoreError } from './errors.ts';
import type { LibraryApi, LibraryPack, LibraryQuiz, LibraryStatuses, PackStatuses } from '#main/contract/library-types';
import { packSearchTerms, type QuizSearchTerms } from './quiz-search.ts';
import type { TrainerApiMethod } from '#main/contract/trainer-api';
import type { ApiResult } from '#main/contract/api-result';
import type { ApiInput } from './validate.ts';

type Method = <M extends TrainerApiMethod, T>(name: M, body: (input: ApiInput<M>) => ApiResult<T> | Promise<ApiResult<T>>) => (raw?: unknown) => Promise<ApiResult<T>>;

export interface LibraryDeps {
  readonly store: Store;
  readonly method: Method;
  /** The service's clock: the library must call due what the review queue calls due. */
  readonly now: () => Date;
}

type PackTerms = Map<string, QuizSearchTerms>;

/**
 * A pack's version: every write of a pack's quizzes goes through importPack, which sets importedAt (to
 * the millisecond); a saved or deleted quiz also changes the count.
 */
const versionOf = (pack: PackSummary): string => `${pack.importedAt}|${pack.quizCount}|${pack.version}`;

const termsByStore = new WeakMap<Store, Map<string, { readonly version: string; readonly terms: PackTerms }>>();

const cacheOf = (store: Store): Map<string, { readonly version: string; readonly terms: PackTerms }> => {
  let cache = termsByStore.get(store);
  if (cache === undefined) {
    cache = new Map();
    termsByStore.set(store, cache);
  }
  return cache;
};

/** One pack's terms, parsed from its JSON unless this version of it was parsed before. */
const termsOfPack = (store: Store, pack: PackSummary): PackTerms => {
  const cache = cacheOf(store);
  const version = versionOf(pack);
  let cached = cache.get(pack.id);
  if (cached?.version !== version) {
    const stored = store.getPack(pack.id);
    cached = { version, terms: stored.ok ? packSearchTerms(stored.value.json) : new Map() };
    cache.set(pack.id, cached);
  }
  return cached.terms;
};

/** The search terms of every quiz of `packs`, by pack id then quiz id; packs not listed leave the cache. */
export function searchTermsOf(store: Store, packs: readonly PackSummary[]): ReadonlyMap<string, PackTerms> {
  const cache = cacheOf(store);
  const current = new Map<string, PackTerms>();
  for (const pack of packs) current.set(pack.id, termsOfPack(store, pack));
  for (const id of cache.keys()) if (!current.has(id)) cache.delete(id);
  return current;
}

/**
 * Parses every pack's search terms ahead of the first library request: a host calls it once it is
 * listening, while the browser loads the page. One pack per turn of the event loop: a 500-quiz pack
 * is a few tens of milliseconds of parsing, and the first calls (the top bar's countDue) are answered
 * between two packs rather than after all of them (at 5,000 quizzes, all of them took seconds on a
 * busy machine).
 */
export function warmLibrary(store: Store): Promise<void> {
  return new Promise((resolve) => {
    let packs: readonly PackSummary[];
    try {
      const listed = store.listPacks();
      packs = listed.ok ? listed.value : [];
    } catch {
      packs = [];
    }
    const next = (i: number): void => {
      if (i >= packs.length) return resolve();
      try {
        termsOfPack(store, packs[i]!);
      } catch {
        // Only a head start: the first libraryIndex reads what is missing.
      }
      setImmediate(() => next(i + 1));
    };
    setImmediate(() => next(0));
  });
}

const NO_TERMS: QuizSearchTerms = { cards: [], rules: [] };

/** The packs in listPacks order, each with its quizzes (listQuizzes order) and their search terms. */
export function groupLibrary(packs: readonly PackSummary[], quizzes: readonly QuizSummary[], terms: ReadonlyMap<string, PackTerms>): LibraryPack[] {
  const byPack = new Map<string, LibraryQuiz[]>(packs.map((p) => [p.id, []]));
  for (const q of quizzes) {
    const t = terms.get(q.packId)?.get(q.id) ?? NO_TERMS;
    byPack.get(q.packId)?.push({ id: q.id, title: q.title, type: q.type, level: q.level, tags: q.tags, cards: t.cards, rules: t.rules });
  }
  return packs.map((p) => ({ id: p.id, title: p.title, builtin: p.builtin, quizzes: byPack.get(p.id) ?? [] }));
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

export function createLibraryIndexMethods({ store, method, now }: LibraryDeps): LibraryApi {
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
      return apiOk({ packs: groupLibrary(packs.value, quizzes.value, searchTermsOf(store, packs.value)), statuses: s.value });
    }),

    libraryStatuses: method('libraryStatuses', statuses),

    countDue: method('countDue', () => {
      const r = store.countDue(now().toISOString());
      return r.ok ? apiOk({ due: r.value }) : fromStoreError(r.error);
    }),
  };
}
