import { describe, expect, test } from 'vitest';
import type { ApiResult, TrainerApi } from '../../src-main/api/trainer-api.ts';
import type { PackSummary, QuizSummary } from '../../src-main/store/types.ts';
import { groupQuizzesByPack, loadQuizList } from '../../src-renderer/lib/quiz-groups.ts';
import { levelLabel, questionTypeLabel } from '../../src-renderer/lib/labels.ts';

const pack = (id: string, title: string, builtin = false): PackSummary => ({
  id,
  title,
  builtin,
  description: '',
  author: '',
  version: '1',
  importedAt: '2025-01-01T00:00:00.000Z',
  quizCount: 0,
});
const quiz = (packId: string, id: string): QuizSummary => ({ id, packId, title: `Quiz ${id}`, type: 'legal-sets', tags: ['goad'], level: 1 });

const BUILTIN = pack('builtin', 'Built-in', true);
const MINE = pack('mine', 'My quizzes');

describe('groupQuizzesByPack', () => {
  const cases: { name: string; packs: PackSummary[]; quizzes: QuizSummary[]; groups: { packId: string; title: string; ids: string[] }[] }[] = [
    { name: 'nothing', packs: [], quizzes: [], groups: [] },
    {
      name: 'packs in the given order, quizzes in theirs',
      packs: [BUILTIN, MINE],
      quizzes: [quiz('builtin', 'b1'), quiz('builtin', 'b2'), quiz('mine', 'm1')],
      groups: [
        { packId: 'builtin', title: 'Built-in', ids: ['b1', 'b2'] },
        { packId: 'mine', title: 'My quizzes', ids: ['m1'] },
      ],
    },
    {
      name: 'quizzes interleaved across packs are still grouped',
      packs: [BUILTIN, MINE],
      quizzes: [quiz('mine', 'm1'), quiz('builtin', 'b1'), quiz('mine', 'm2')],
      groups: [
        { packId: 'builtin', title: 'Built-in', ids: ['b1'] },
        { packId: 'mine', title: 'My quizzes', ids: ['m1', 'm2'] },
      ],
    },
    {
      name: 'a pack without quizzes still shows',
      packs: [BUILTIN, MINE],
      quizzes: [quiz('builtin', 'b1')],
      groups: [
        { packId: 'builtin', title: 'Built-in', ids: ['b1'] },
        { packId: 'mine', title: 'My quizzes', ids: [] },
      ],
    },
    {
      name: 'a quiz of an unlisted pack shows last, under its pack id',
      packs: [BUILTIN],
      quizzes: [quiz('new', 'n1'), quiz('builtin', 'b1')],
      groups: [
        { packId: 'builtin', title: 'Built-in', ids: ['b1'] },
        { packId: 'new', title: 'new', ids: ['n1'] },
      ],
    },
  ];
  test.each(cases)('$name', ({ packs, quizzes, groups }) => {
    const actual = groupQuizzesByPack(packs, quizzes).map((g) => ({ packId: g.packId, title: g.title, ids: g.quizzes.map((q) => q.id) }));
    expect(actual).toEqual(groups);
  });

  test('keeps the builtin flag of each pack', () => {
    expect(groupQuizzesByPack([BUILTIN, MINE], []).map((g) => g.builtin)).toEqual([true, false]);
  });
});

const apiWith = (packs: ApiResult<readonly PackSummary[]>, quizzes: ApiResult<readonly QuizSummary[]>): TrainerApi =>
  ({ listPacks: async () => packs, listQuizzes: async () => quizzes }) as unknown as TrainerApi;

describe('loadQuizList', () => {
  const storageError = { code: 'storage', message: 'database is locked' } as const;
  const badInput = { code: 'bad-input', message: 'nope' } as const;

  test('both lists: the groups', async () => {
    await expect(loadQuizList(apiWith({ ok: true, value: [BUILTIN] }, { ok: true, value: [quiz('builtin', 'b1')] }))).resolves.toMatchObject({
      ok: true,
      groups: [{ packId: 'builtin', quizzes: [{ id: 'b1' }] }],
    });
  });

  test.each([
    { name: 'packs fail', packs: { ok: false, error: storageError } as const, quizzes: { ok: true, value: [] } as const, error: storageError },
    { name: 'quizzes fail', packs: { ok: true, value: [] } as const, quizzes: { ok: false, error: badInput } as const, error: badInput },
    { name: 'both fail: the packs error', packs: { ok: false, error: storageError } as const, quizzes: { ok: false, error: badInput } as const, error: storageError },
  ])('$name', async ({ packs, quizzes, error }) => {
    await expect(loadQuizList(apiWith(packs, quizzes))).resolves.toEqual({ ok: false, error });
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
