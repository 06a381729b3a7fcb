/**
 * The quiz list as the home screen shows it: the packs in the store's order (builtin first, then by
 * title), each with its quizzes in pack order, from the API's library index. Pure, so it is tested
 * without Svelte.
 */
import type { LibraryPack } from '#main/contract/library-types';
import type { QuizInfo as QuizSummary } from '#main/contract/trainer-api';
import { quizKey } from './library-progress.ts';

/** A listed quiz with its key (library-progress.ts quizKey), made once: filtering looks statuses up by it on every keystroke. */
export interface LibraryEntry extends QuizSummary {
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
