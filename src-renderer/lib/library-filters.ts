/**
 * The library's filters: search text, one tag, one level, one question type, one status, all
 * combinable. `null` means "all" for the selects. Remembered across restarts in the setting `library.filters`, stored as
 * a plain object of the same fields; reading it back is lenient field by field, because a setting
 * written by an older version (or by hand) must never keep the library from opening.
 */
import type { QuizInfo as QuizSummary } from '#main/contract/trainer-api';
import { QUIZ_LEVELS, type QuizLevel } from '#shared/quiz/vocabulary';
import { MAX_SHORT_TEXT } from '#main/contract/limits';
import type { LibraryEntry, QuizGroup } from './quiz-groups.ts';
import { QUIZ_STATUSES, type QuizStatus, type StatusMap } from './library-progress.ts';

export const LIBRARY_FILTERS_KEY = 'library.filters';

/** The pack format's levels (attack-quiz-pack/1): 1 basic, 2 intermediate, 3 advanced. */
export const LEVELS = QUIZ_LEVELS;
export type Level = QuizLevel;

/** The API's bound on search text (src-main/contract/limits.ts); the stored form keeps to it too. */
export const MAX_SEARCH_LENGTH = MAX_SHORT_TEXT;

export interface LibraryFilters {
  readonly search: string;
  readonly tag: string | null;
  readonly level: Level | null;
  /** A question type of attack-quiz-pack/1 (`legal-sets`, `choice`…). */
  readonly type: string | null;
  readonly status: QuizStatus | null;
}

export const DEFAULT_FILTERS: LibraryFilters = { search: '', tag: null, level: null, type: null, status: null };

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
    type: typeof v['type'] === 'string' && v['type'] !== '' ? v['type'] : null,
    status: isStatus(v['status']) ? v['status'] : null,
  };
};

/** The JSON value stored for `filters`; parseLibraryFilters gives the same filters back. */
export const makeLibraryFilters = (
  filters: LibraryFilters,
): { search: string; tag: string | null; level: Level | null; type: string | null; status: QuizStatus | null } => ({
  search: filters.search,
  tag: filters.tag,
  level: filters.level,
  type: filters.type,
  status: filters.status,
});

export const isFiltering = (filters: LibraryFilters): boolean =>
  filters.search.trim() !== '' || filters.tag !== null || filters.level !== null || filters.type !== null || filters.status !== null;

/** Every tag of the listed quizzes, once each, in code-unit order (the same order on every machine). */
export const tagsOf = (groups: readonly QuizGroup[]): string[] => {
  const tags = new Set<string>();
  for (const group of groups) for (const quiz of group.quizzes) for (const tag of quiz.tags) tags.add(tag);
  return [...tags].sort();
};

/** Every question type of the listed quizzes, once each, in code-unit order. */
export const typesOf = (groups: readonly QuizGroup[]): string[] => {
  const types = new Set<string>();
  for (const group of groups) for (const quiz of group.quizzes) types.add(quiz.type);
  return [...types].sort();
};

/**
 * A remembered tag or type that no listed quiz has any more (its pack was replaced) would leave its
 * select showing nothing and the list empty for no visible reason: it falls back to all.
 */
export const reconcileFilters = (filters: LibraryFilters, tags: readonly string[], types: readonly string[] = []): LibraryFilters => {
  let result = filters;
  if (result.tag !== null && !tags.includes(result.tag)) result = { ...result, tag: null };
  if (result.type !== null && !types.includes(result.type)) result = { ...result, type: null };
  return result;
};

/**
 * The text search looks in, lowercased: title, id, tags (written with spaces too: "summoning
 * sickness"; "planeswalker" finds the `planeswalkers` tag), the cards on the board and the cited rules,
 * each rule also as `cr 508.1d` so that a citation typed as the explanations write it matches. Built once
 * per quiz object (the list is replaced whole on reload), not on every keystroke.
 */
const haystacks = new WeakMap<QuizSummary, string>();
export const searchTextOf = (quiz: QuizSummary): string => {
  let text = haystacks.get(quiz);
  if (text === undefined) {
    const rules = (quiz.rules ?? []).map((r) => `${r}\ncr ${r}`);
    const tags = quiz.tags.flatMap((t) => [t, t.replaceAll('-', ' ')]);
    text = [quiz.title, quiz.id, ...tags, ...(quiz.cards ?? []), ...rules].join('\n').toLowerCase();
    haystacks.set(quiz, text);
  }
  return text;
};

/**
 * Search matches the title, the id, a tag, a card on the board or a cited rule number, ignoring case and
 * surrounding spaces. The search box holds one line, so a match never spans two terms.
 */
export const matchesSearch = (quiz: QuizSummary, search: string): boolean => {
  const needle = search.trim().toLowerCase();
  return needle === '' || searchTextOf(quiz).includes(needle);
};

export const matchesFilters = (quiz: QuizSummary, status: QuizStatus, filters: LibraryFilters): boolean =>
  (filters.tag === null || quiz.tags.includes(filters.tag)) &&
  (filters.level === null || quiz.level === filters.level) &&
  (filters.type === null || quiz.type === filters.type) &&
  (filters.status === null || status === filters.status) &&
  matchesSearch(quiz, filters.search);

export interface LibraryQuiz {
  readonly quiz: LibraryEntry;
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
    const quizzes: LibraryQuiz[] = [];
    for (const quiz of group.quizzes) {
      const status = statuses.get(quiz.key) ?? 'new';
      if (matchesFilters(quiz, status, filters)) quizzes.push({ quiz, status });
    }
    if (!filtering || quizzes.length > 0) result.push({ packId: group.packId, title: group.title, builtin: group.builtin, quizzes });
  }
  return result;
};
