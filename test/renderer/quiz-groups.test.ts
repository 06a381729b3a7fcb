import { describe, expect, test } from 'vitest';
import type { LibraryPack, LibraryQuiz } from '#main/contract/library-types';
import { groupsOfIndex, withSearchTerms } from '../../src-renderer/lib/quiz-groups.ts';
import { levelLabel, questionTypeLabel } from '../../src-renderer/lib/labels.ts';

const quiz = (id: string, title = `Quiz ${id}`): LibraryQuiz => ({
  id,
  title,
  type: 'legal-sets',
  tags: ['goad'],
  level: 1,
});

describe('groupsOfIndex', () => {
  const packs: LibraryPack[] = [
    { id: 'builtin', title: 'Built-in', builtin: true, quizzes: [quiz('b1'), quiz('b2')] },
    { id: 'mine', title: 'My quizzes', builtin: false, quizzes: [quiz('b1', 'Same id, other pack')] },
    { id: 'empty', title: 'Empty', builtin: false, quizzes: [] },
  ];

  test('packs and quizzes in the index order, each quiz with its pack id', () => {
    expect(
      groupsOfIndex(packs).map((g) => ({
        packId: g.packId,
        title: g.title,
        builtin: g.builtin,
        quizzes: g.quizzes.map((q) => `${q.packId}/${q.id}:${q.title}`),
      })),
    ).toEqual([
      { packId: 'builtin', title: 'Built-in', builtin: true, quizzes: ['builtin/b1:Quiz b1', 'builtin/b2:Quiz b2'] },
      { packId: 'mine', title: 'My quizzes', builtin: false, quizzes: ['mine/b1:Same id, other pack'] },
      { packId: 'empty', title: 'Empty', builtin: false, quizzes: [] },
    ]);
  });

  test('keeps what search and the filters read', () => {
    expect(groupsOfIndex(packs)[0]?.quizzes[0]).toEqual({ packId: 'builtin', key: 'builtin/b1', ...quiz('b1') });
  });

  test('the search terms, arriving apart, join each quiz of their pack (same quiz id, other pack: not joined); new objects', () => {
    const groups = groupsOfIndex(packs);
    const joined = withSearchTerms(groups, {
      packs: [
        { packId: 'builtin', quizzes: [['b2', ['Propaganda', 'Goblin Guide'], ['508.1d']]] },
        { packId: 'gone', quizzes: [['b1', ['Lure'], []]] },
      ],
    });
    expect(joined.map((g) => g.quizzes.map((q) => [q.key, q.cards, q.rules]))).toEqual([
      [
        ['builtin/b1', undefined, undefined],
        ['builtin/b2', ['Propaganda', 'Goblin Guide'], ['508.1d']],
      ],
      [['mine/b1', undefined, undefined]],
      [],
    ]);
    expect(joined[0]?.quizzes[1]).not.toBe(groups[0]?.quizzes[1]);
    expect(joined[1]).toBe(groups[1]);
  });
});

describe('labels', () => {
  test.each([
    { type: 'legal-sets', label: 'Legal attacks' },
    { type: 'can-attack', label: 'Can it attack?' },
    { type: 'choice', label: 'Multiple choice' },
    { type: 'number', label: 'Number' },
    { type: 'from-a-newer-format', label: 'from-a-newer-format' },
  ])('question type $type → $label', ({ type, label }) => {
    expect(questionTypeLabel(type)).toBe(label);
  });

  test.each([
    { level: 1, label: 'Basic' },
    { level: 2, label: 'Intermediate' },
    { level: 3, label: 'Advanced' },
    { level: 4, label: 'Level 4' },
  ])('level $level → $label', ({ level, label }) => {
    expect(levelLabel(level)).toBe(label);
  });
});
