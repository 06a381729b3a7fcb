/**
 * The search terms of the library (the cards and cited rules of each quiz), read from each pack's JSON
 * and kept by the service: one service per process (core/create-core.ts), so a pack's JSON is parsed
 * once per version of the pack rather than on every library load (26 MB of JSON at 5,000 quizzes).
 */
import type { PackSummary, Store } from '#main/store/index';
import { packSearchTerms, type QuizSearchTerms } from './quiz-search.ts';

/** The terms of one pack's quizzes, by quiz id. */
export type PackTerms = Map<string, QuizSearchTerms>;

export interface SearchTerms {
  /** The terms of every quiz of `packs`, by pack id then quiz id; packs not listed leave the cache. */
  termsOf(packs: readonly PackSummary[]): ReadonlyMap<string, PackTerms>;
  /**
   * Parses every pack's terms ahead of the first library request: a host calls it once it is up, while
   * the page loads. One pack per turn of the event loop: a 500-quiz pack is a few tens of milliseconds
   * of parsing, and the first calls (the top bar's countDue) are answered between two packs rather than
   * after all of them (at 5,000 quizzes, all of them took seconds on a busy machine).
   */
  warm(): Promise<void>;
}

/**
 * A pack's version: every write of a pack's quizzes goes through importPack, which sets importedAt (to
 * the millisecond); a saved or deleted quiz also changes the count.
 */
const versionOf = (pack: PackSummary): string => `${pack.importedAt}|${pack.quizCount}|${pack.version}`;

export function createSearchTerms(store: Store): SearchTerms {
  const cache = new Map<string, { readonly version: string; readonly terms: PackTerms }>();

  /** One pack's terms, parsed from its JSON unless this version of it was parsed before. */
  const termsOfPack = (pack: PackSummary): PackTerms => {
    const version = versionOf(pack);
    let cached = cache.get(pack.id);
    if (cached?.version !== version) {
      const stored = store.getPack(pack.id);
      cached = { version, terms: stored.ok ? packSearchTerms(stored.value.json) : new Map() };
      cache.set(pack.id, cached);
    }
    return cached.terms;
  };

  return {
    termsOf(packs) {
      const current = new Map<string, PackTerms>();
      for (const pack of packs) current.set(pack.id, termsOfPack(pack));
      for (const id of cache.keys()) if (!current.has(id)) cache.delete(id);
      return current;
    },

    warm() {
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
            termsOfPack(packs[i]!);
          } catch {
            // Only a head start: the first libraryIndex reads what is missing.
          }
          setImmediate(() => next(i + 1));
        };
        setImmediate(() => next(0));
      });
    },
  };
}
