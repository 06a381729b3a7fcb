import { describe, expect, test } from 'vitest';
import {
  DEFAULT_FILTERS,
  filterLibrary,
  isFiltering,
  makeLibraryFilters,
  matchesFilters,
  MAX_SEARCH_LENGTH,
  parseLibraryFilters,
  reconcileFilters,
  tagsOf,
  type LibraryFilters,
} from '../../src-renderer/lib/library-filters.ts';
import { makeStatusMap, NO_PROGRESS, quizKey, type QuizStatus } from '../../src-renderer/lib/library-progress.ts';
import type { LibraryEntry, QuizGroup } from '../../src-renderer/lib/quiz-groups.ts';

const quiz = (packId: string, id: string, title: string, tags: string[], level: number, type = 'legal-sets'): LibraryEntry => ({
  packId,
  id,
  title,
  tags,
  level,
  type,
  key: quizKey(packId, id),
});

const GOAD = {
  ...quiz('builtin', 'q02', 'A goaded Behemoth with an attack tax', ['goad', 'costs'], 2),
  cards: ['Phyrexian Behemoth', 'Propaganda'],
  rules: ['508.1d', '701.15b'],
};
const ARBITER = quiz('builtin', 'q03', 'Silent Arbiter and Crazed Goblin', ['restrictions', 'requirements'], 1);
const BRIDGE = quiz('builtin', 'q18', "Gaea's Liege against Ensnaring Bridge", ['restrictions', 'timing'], 2, 'can-attack');
const MINE = quiz('mine', 'goblins', 'My goblins', ['requirements'], 3);

const GROUPS: QuizGroup[] = [
  { packId: 'builtin', title: 'Built-in', builtin: true, quizzes: [GOAD, ARBITER, BRIDGE] },
  { packId: 'mine', title: 'My quizzes', builtin: false, quizzes: [MINE] },
  { packId: 'empty', title: 'Empty pack', builtin: false, quizzes: [] },
];

const STATUSES = makeStatusMap({
  packs: [
    { packId: 'builtin', correct: ['q02'], missed: ['q18'], due: [] },
    { packId: 'mine', correct: [], missed: [], due: ['goblins'] },
  ],
  due: 1,
});

const f = (change: Partial<LibraryFilters>): LibraryFilters => ({ ...DEFAULT_FILTERS, ...change });

describe('filterLibrary', () => {
  const cases: { name: string; filters: LibraryFilters; shown: Record<string, string[]> }[] = [
    { name: 'no filter: every pack, even an empty one', filters: DEFAULT_FILTERS, shown: { builtin: ['q02', 'q03', 'q18'], mine: ['goblins'], empty: [] } },
    { name: 'search in titles, any case', filters: f({ search: 'GOBLIN' }), shown: { builtin: ['q03'], mine: ['goblins'] } },
    { name: 'search in ids', filters: f({ search: 'q1' }), shown: { builtin: ['q18'] } },
    { name: 'search ignores surrounding spaces', filters: f({ search: '  bridge ' }), shown: { builtin: ['q18'] } },
    { name: 'blank search is no filter', filters: f({ search: '   ' }), shown: { builtin: ['q02', 'q03', 'q18'], mine: ['goblins'], empty: [] } },
    { name: 'tag', filters: f({ tag: 'restrictions' }), shown: { builtin: ['q03', 'q18'] } },
    { name: 'level', filters: f({ level: 2 }), shown: { builtin: ['q02', 'q18'] } },
    { name: 'status new (absent from progress)', filters: f({ status: 'new' }), shown: { builtin: ['q03'] } },
    { name: 'status correct', filters: f({ status: 'correct' }), shown: { builtin: ['q02'] } },
    { name: 'status missed', filters: f({ status: 'missed' }), shown: { builtin: ['q18'] } },
    { name: 'status due', filters: f({ status: 'due' }), shown: { mine: ['goblins'] } },
    { name: 'tag and level together', filters: f({ tag: 'requirements', level: 3 }), shown: { mine: ['goblins'] } },
    { name: 'tag, level and status together', filters: f({ tag: 'restrictions', level: 2, status: 'missed' }), shown: { builtin: ['q18'] } },
    { name: 'all four, no match', filters: f({ search: 'arbiter', tag: 'restrictions', level: 1, status: 'correct' }), shown: {} },
    { name: 'search and tag disagree', filters: f({ search: 'goad', tag: 'timing' }), shown: {} },
    { name: 'search finds a tag ("restriction" finds restrictions)', filters: f({ search: 'restriction' }), shown: { builtin: ['q03', 'q18'] } },
    { name: 'search finds a card on the board', filters: f({ search: 'propaganda' }), shown: { builtin: ['q02'] } },
    { name: 'search finds a cited rule by number', filters: f({ search: '508.1d' }), shown: { builtin: ['q02'] } },
    { name: 'search finds a cited rule as explanations write it', filters: f({ search: 'CR 701.15b' }), shown: { builtin: ['q02'] } },
    { name: 'a rule not cited finds nothing', filters: f({ search: 'CR 508.1k' }), shown: {} },
    { name: 'a needle never spans two terms', filters: f({ search: 'behemoth propaganda' }), shown: {} },
    { name: 'question type', filters: f({ type: 'can-attack' }), shown: { builtin: ['q18'] } },
    { name: 'question type with tag', filters: f({ type: 'legal-sets', tag: 'requirements' }), shown: { builtin: ['q03'], mine: ['goblins'] } },
  ];
  test.each(cases)('$name', ({ filters, shown }) => {
    const result = filterLibrary(GROUPS, STATUSES, filters);
    expect(Object.fromEntries(result.map((g) => [g.packId, g.quizzes.map((q) => q.quiz.id)]))).toEqual(shown);
  });

  test('each shown quiz carries its status', () => {
    const statuses = filterLibrary(GROUPS, STATUSES, DEFAULT_FILTERS).flatMap((g) => g.quizzes.map((q) => `${q.quiz.id}:${q.status}`));
    expect(statuses).toEqual(['q02:correct', 'q03:new', 'q18:missed', 'goblins:due']);
  });

  test('without progress every quiz is new', () => {
    expect(filterLibrary(GROUPS, NO_PROGRESS, f({ status: 'new' })).flatMap((g) => g.quizzes.map((q) => q.quiz.id))).toEqual(['q02', 'q03', 'q18', 'goblins']);
  });
});

describe('matchesFilters', () => {
  test.each<{ status: QuizStatus; filter: QuizStatus | null; match: boolean }>([
    { status: 'new', filter: null, match: true },
    { status: 'due', filter: 'due', match: true },
    { status: 'due', filter: 'missed', match: false },
  ])('status $status under filter $filter', ({ status, filter, match }) => {
    expect(matchesFilters(GOAD, status, f({ status: filter }))).toBe(match);
  });
});

describe('isFiltering', () => {
  test.each([
    { name: 'defaults', filters: DEFAULT_FILTERS, filtering: false },
    { name: 'blank search', filters: f({ search: ' ' }), filtering: false },
    { name: 'search', filters: f({ search: 'x' }), filtering: true },
    { name: 'tag', filters: f({ tag: 'goad' }), filtering: true },
    { name: 'level', filters: f({ level: 1 }), filtering: true },
    { name: 'status', filters: f({ status: 'new' }), filtering: true },
  ])('$name', ({ filters, filtering }) => {
    expect(isFiltering(filters)).toBe(filtering);
  });
});

describe('tagsOf', () => {
  test('every tag once, in code-unit order', () => {
    expect(tagsOf(GROUPS)).toEqual(['costs', 'goad', 'requirements', 'restrictions', 'timing']);
  });
  test('no quizzes, no tags', () => {
    expect(tagsOf([])).toEqual([]);
  });
});

describe('reconcileFilters', () => {
  test.each([
    { name: 'a present tag stays', filters: f({ tag: 'goad', level: 2 }), result: f({ tag: 'goad', level: 2 }) },
    { name: 'a vanished tag becomes all tags, the rest stays', filters: f({ tag: 'gone', level: 2, status: 'due' }), result: f({ level: 2, status: 'due' }) },
    { name: 'all tags stays', filters: DEFAULT_FILTERS, result: DEFAULT_FILTERS },
  ])('$name', ({ filters, result }) => {
    expect(reconcileFilters(filters, tagsOf(GROUPS))).toEqual(result);
  });
});

describe('filter persistence', () => {
  const cases: { name: string; stored: unknown; filters: LibraryFilters }[] = [
    { name: 'never saved (null)', stored: null, filters: DEFAULT_FILTERS },
    { name: 'not an object', stored: 'goad', filters: DEFAULT_FILTERS },
    { name: 'an array', stored: ['goad'], filters: DEFAULT_FILTERS },
    { name: 'empty object', stored: {}, filters: DEFAULT_FILTERS },
    {
      name: 'a full set',
      stored: { search: 'goblin', tag: 'goad', level: 3, type: 'choice', status: 'missed' },
      filters: { search: 'goblin', tag: 'goad', level: 3, type: 'choice', status: 'missed' },
    },
    {
      name: 'settings saved before the type filter read as all types',
      stored: { search: 'goblin', tag: 'goad', level: 3, status: 'missed' },
      filters: f({ search: 'goblin', tag: 'goad', level: 3, status: 'missed' }),
    },
    { name: 'an empty type is all types', stored: { type: '' }, filters: DEFAULT_FILTERS },
    { name: 'nulls are all', stored: { search: '', tag: null, level: null, status: null }, filters: DEFAULT_FILTERS },
    {
      name: 'each bad field alone falls back',
      stored: { search: 7, tag: 'costs', level: 4, status: 'mastered' },
      filters: f({ tag: 'costs' }),
    },
    { name: 'a level as text is not a level', stored: { level: '2' }, filters: DEFAULT_FILTERS },
    { name: 'an empty tag is all tags', stored: { tag: '' }, filters: DEFAULT_FILTERS },
    { name: 'unknown fields are ignored', stored: { status: 'due', sort: 'title' }, filters: f({ status: 'due' }) },
    { name: 'overlong search is cut', stored: { search: 'x'.repeat(MAX_SEARCH_LENGTH + 5) }, filters: f({ search: 'x'.repeat(MAX_SEARCH_LENGTH) }) },
  ];
  test.each(cases)('read back: $name', ({ stored, filters }) => {
    expect(parseLibraryFilters(stored)).toEqual(filters);
  });

  test.each([DEFAULT_FILTERS, f({ search: 'Bridge', tag: 'goad', level: 1, status: 'new' }), f({ level: 3 }), f({ status: 'due', search: ' a ' })])(
    'round trip through JSON: %o',
    (filters) => {
      expect(parseLibraryFilters(JSON.parse(JSON.stringify(makeLibraryFilters(filters))))).toEqual(filters);
    },
  );

  test('the stored form is plain JSON with exactly the five fields', () => {
    expect(makeLibraryFilters(f({ tag: 'goad' }))).toStrictEqual({ search: '', tag: 'goad', level: null, type: null, status: null });
  });
});
