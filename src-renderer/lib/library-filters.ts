/**
 * The library's filters: search text, one tag, one level, one status, all combinable. `null` means
 * "all" for the three selects. Remembered across restarts in the setting `library.filters`, stored as
 * a plain object of the same fields; reading it back is lenient field by field, because a setting
 * written by an older version (or by hand) must never keep the library from opening.
 */
import type { QuizSummary } from '../../src-main/store/types.ts';
import type { QuizGroup } from './quiz-groups.ts';
import { QUIZ_STATUSES, statusOf, type QuizStatus, type StatusMap } from './library-progress.ts';

export const LIBRARY_FILTERS_KEY = 'library.filters';

/** The pack format's levels (attack-quiz-pack/1): 1 basic, 2 intermediate, 3 advanced. */
export const LEVELS = [1, 2, 3] as const;
export type Level = (typeof LEVELS)[number];

/** The API bounds search text at 200 characters (src-main/api/validate.ts); so does the stored form. */
export const MAX_SEARCH_LENGTH = 200;

export interface LibraryFilters {
  readonly search: string;
  readonly tag: string | null;
  readonly level: Level | null;
  readonly status: QuizStatus | null;
}

export const DEFAULT_FILTERS: LibraryFilters = { search: '', tag: null, level: null, status: null };

const isLevel = (value: unknown): value is Level => (LEVELS as readonly unknown[]).includes(value);
const isStatus = (value: unknown): value is QuizStatus => (QUIZ_STATUSES as readonly unknown[]).includes(value);

/** A stored setting (any JSON, or null when never saved) → filters; each unusable field is "all". */
export const parseLibraryFilters = (value: unknown): LibraryFilters => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return DEFAULT_FILTERS;
  const v = value as Record<string, unknown>;
  return {
    search: typeof v['search'] === 'string' ? v['search'].slice(0, MAX_SEARCH_LENGTH) : '',
    tag: typeof v['tag'] === 'string' && v['tag'] !== '' ? v['tag'] : null,
    level: isLevel(v['level']) ? v['level'] : null,
    status: isStatus(v['status']) ? v['status'] : null,
  };
};

/** The JSON value stored for `filters`; parseLibraryFilters gives the same filters back. */
export const makeLibraryFilters = (filters: LibraryFilters): { search: string; tag: string | null; level: Level | null; status: QuizStatus | null } => ({
  search: filters.search,
  tag: filters.tag,
  level: filters.level,
  status: filters.status,
});

export const isFiltering = (filters: LibraryFilters): boolean =>
  filters.search.trim() !== '' || filters.tag !== null || filters.level !== null || filters.status !== null;

/** Every tag of the listed quizzes, once each, in code-unit order (the same order on every machine). */
export const tagsOf = (groups: readonly QuizGroup[]): string[] => {
  const tags = new Set<string>();
  for (const group of groups) for (const quiz of group.quizzes) for (const tag of quiz.tags) tags.add(tag);
  return [...tags].sort();
};

/**
 * A remembered tag that no listed quiz has any more (its pack was replaced) would leave the Tag
 * select showing nothing and the list empty for no visible reason: it falls back to all tags.
 */
export const reconcileFilters = (filters: LibraryFilters, tags: readonly string[]): LibraryFilters =>
  filters.tag !== null && !tags.includes(filters.tag) ? { ...filters, tag: null } : filters;

/** Search matches the title or the id, ignoring case and surrounding spaces (as the API's QuizFilter does). */
export const matchesSearch = (quiz: Pick<QuizSummary, 'id' | 'title'>, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  return needle === '' || quiz.title.toLowerCase().includes(needle) || quiz.id.toLowerCase().includes(needle);
};

export const matchesFilters = (quiz: QuizSummary, status: QuizStatus, filters: LibraryFilters): boolean =>
  matchesSearch(quiz, filters.search) &&
  (filters.tag === null || quiz.tags.includes(filters.tag)) &&
  (filters.level === null || quiz.level === filters.level) &&
  (filters.status === null || status === filters.status);

export interface LibraryQuiz {
  readonly quiz: QuizSummary;
  readonly status: QuizStatus;
}

export interface LibraryGroup {
  readonly packId: string;
  readonly title: string;
  readonly builtin: boolean;
  readonly quizzes: readonly LibraryQuiz[];
}

/**
 * The packs and quizzes to show. Unfiltered, every pack shows (an empty one says so); filtered, a pack
 * without a matching quiz is left out, so an empty result is an empty list the screen can name.
 */
export const filterLibrary = (groups: readonly QuizGroup[], statuses: StatusMap, filters: LibraryFilters): LibraryGroup[] => {
  const filtering = isFiltering(filters);
  const result: LibraryGroup[] = [];
  for (const group of groups) {
    const quizzes = group.quizzes
      .map((quiz) => ({ quiz, status: statusOf(statuses, quiz.packId, quiz.id) }))
      .filter(({ quiz, status }) => matchesFilters(quiz, status, filters));
    if (!filtering || quizzes.length > 0) result.push({ packId: group.packId, title: group.title, builtin: group.builtin, quizzes });
  }
  return result;
};

export const countQuizzes = (groups: readonly { readonly quizzes: readonly unknown[] }[]): number =>
  groups.reduce((n, group) => n + group.quizzes.length, 0);
