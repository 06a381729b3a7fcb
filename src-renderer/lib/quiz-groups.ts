/**
 * The quiz list as the home screen shows it: the packs in the store's order (builtin first, then by
 * title), each with its quizzes in pack order, from the API's library index. Pure, so it is tested
 * without Svelte.
 */
import type { LibraryPack, LibrarySearchTerms } from '#main/contract/library-types';
import type { QuizInfo } from '#main/contract/trainer-api';
import { quizKey } from './library-progress.ts';

/** A listed quiz with its key (library-progress.ts quizKey), made once: filtering looks statuses up by it on every keystroke. */
export interface LibraryEntry extends QuizInfo {
  readonly key: string;
}

export interface QuizGroup {
  readonly packId: string;
  readonly title: string;
  readonly builtin: boolean;
  readonly quizzes: readonly LibraryEntry[];
}

/** The index's packs as groups; each quiz carries its pack id, which the index states once per pack. */
export const groupsOfIndex = (packs: readonly LibraryPack[]): QuizGroup[] =>
  packs.map((pack) => ({
    packId: pack.id,
    title: pack.title,
    builtin: pack.builtin,
    quizzes: pack.quizzes.map((q) => ({ ...q, packId: pack.id, key: quizKey(pack.id, q.id) })),
  }));

/**
 * The groups with each quiz's search terms (the cards on its board, the rules it cites), which arrive
 * apart from the index: new quiz objects, so search rebuilds their text (library-filters.ts searchTextOf).
 * A quiz the terms do not name keeps none; a pack they do not name is left as it is.
 */
export const withSearchTerms = (groups: readonly QuizGroup[], terms: LibrarySearchTerms): QuizGroup[] => {
  const byPack = new Map(terms.packs.map((p) => [p.packId, new Map(p.quizzes.map(([id, cards, rules]) => [id, { cards, rules }]))]));
  return groups.map((group) => {
    const packTerms = byPack.get(group.packId);
    if (packTerms === undefined) return group;
    return { ...group, quizzes: group.quizzes.map((q) => ({ ...q, ...packTerms.get(q.id) })) };
  });
};
