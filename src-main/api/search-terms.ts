/**
 * The search terms of the library (the cards and cited rules of each quiz), read from each pack's JSON
 * and kept by the service: one service per process (core/create-core.ts), so a pack's JSON is parsed
 * once per version of the pack rather than on every library load (26 MB of JSON at 5,000 quizzes).
 * What was parsed is also stored (db/008-start-up-reads.sql), so the next start reads a few hundred
 * kilobytes of terms instead of parsing the packs again: at that volume the parse took seconds of a
 * busy machine before the first library load could answer.
 */
import type { PackSummary, Store } from '#main/store/index';
import { packSearchTerms, type QuizSearchTerms } from './quiz-search.ts';

/** The terms of one pack's quizzes, by quiz id. */
export type PackTerms = Map<string, QuizSearchTerms>;

export interface SearchTerms {
  /** The terms of every quiz of `packs`, by pack id then quiz id; packs not listed leave the cache. */
  termsOf(packs: readonly PackSummary[]): ReadonlyMap<string, PackTerms>;
  /**
   * Reads every pack's terms ahead of the first library request, and stores those parsed while the
   * store could not write (its start-up check still running). One pack per turn of the event loop: a
   * 500-quiz pack parsed from its JSON is a few tens of milliseconds, and calls that come meanwhile are
   * answered between two packs rather than after all of them.
   */
  warm(): Promise<void>;
}

/**
 * A pack's version: every write of a pack's quizzes goes through importPack, which sets importedAt (to
 * the millisecond); a saved or deleted quiz also changes the count.
 */
const versionOf = (pack: PackSummary): string => `${pack.importedAt}|${pack.quizCount}|${pack.version}`;

/** As stored: [quizId, cards, rules] per quiz. */
const toStored = (terms: PackTerms): string => JSON.stringify([...terms].map(([id, t]) => [id, t.cards, t.rules]));

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** The stored terms, or undefined when they are not what toStored writes (then they are derived again). */
const fromStored = (text: string): PackTerms | undefined => {
  let rows: unknown;
  try {
    rows = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(rows)) return undefined;
  const terms: PackTerms = new Map();
  for (const row of rows) {
    if (!Array.isArray(row) || typeof row[0] !== 'string' || !isStrings(row[1]) || !isStrings(row[2])) return undefined;
    terms.set(row[0], { cards: row[1], rules: row[2] });
  }
  return terms;
};

export function createSearchTerms(store: Store): SearchTerms {
  const cache = new Map<string, { readonly version: string; readonly terms: PackTerms }>();
  /** Packs whose terms were parsed but not stored yet, with the version parsed. */
  const unsaved = new Map<string, string>();

  const save = (packId: string, version: string, terms: PackTerms): void => {
    if (store.searchTerms.put(packId, toStored(terms)).ok) unsaved.delete(packId);
    else unsaved.set(packId, version);
  };

  /** One pack's terms: kept from before, else stored, else parsed from its JSON (and stored). */
  const termsOfPack = (pack: PackSummary): PackTerms => {
    const version = versionOf(pack);
    let cached = cache.get(pack.id);
    if (cached?.version === version) return cached.terms;
    const stored = store.searchTerms.get(pack.id);
    const kept = stored.ok && stored.value !== undefined ? fromStored(stored.value) : undefined;
    if (kept !== undefined) {
      cached = { version, terms: kept };
    } else {
      const json = store.getPack(pack.id);
      cached = { version, terms: json.ok ? packSearchTerms(json.value.json) : new Map() };
      if (json.ok) save(pack.id, version, cached.terms);
    }
    cache.set(pack.id, cached);
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
          const pack = packs[i]!;
          try {
            const terms = termsOfPack(pack);
            // Parsed earlier, while the store could not write: stored now, for the next start.
            if (unsaved.get(pack.id) === versionOf(pack)) save(pack.id, versionOf(pack), terms);
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
