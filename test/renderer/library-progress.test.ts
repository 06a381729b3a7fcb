import { describe, expect, test } from 'vitest';
import type { ApiResult, QuizProgress, TrainerApi } from '../../src-main/api/trainer-api.ts';
import { loadProgress, makeStatusMap, quizKey, statusOf } from '../../src-renderer/lib/library-progress.ts';

const p = (packId: string, quizId: string, status: QuizProgress['status']): QuizProgress => ({ packId, quizId, status, attempts: 1 });

describe('status merge', () => {
  const progress = [p('builtin', 'q01', 'correct'), p('builtin', 'q02', 'due'), p('mine', 'q01', 'missed')];
  const map = makeStatusMap(progress);

  test.each([
    { packId: 'builtin', quizId: 'q01', status: 'correct' },
    { packId: 'builtin', quizId: 'q02', status: 'due' },
    { name: 'same quiz id in another pack', packId: 'mine', quizId: 'q01', status: 'missed' },
    { name: 'absent from progress', packId: 'builtin', quizId: 'q03', status: 'new' },
    { name: 'unknown pack', packId: 'other', quizId: 'q01', status: 'new' },
  ])('$packId/$quizId → $status', ({ packId, quizId, status }) => {
    expect(statusOf(map, packId, quizId)).toBe(status);
  });

  test('an explicit new entry stays new', () => {
    expect(statusOf(makeStatusMap([p('a', 'b', 'new')]), 'a', 'b')).toBe('new');
  });

  test('keys of different pairs differ even when the concatenations would meet', () => {
    expect(quizKey('a', 'b.c')).not.toBe(quizKey('a.b', 'c'));
  });
});

describe('loadProgress', () => {
  test('asks the API and passes its answer on', async () => {
    const answer: ApiResult<readonly QuizProgress[]> = { ok: true, value: [p('builtin', 'q01', 'missed')] };
    const api = { listProgress: async () => answer } as unknown as TrainerApi;
    await expect(loadProgress(api)).resolves.toEqual(answer);
  });

  test('passes a failure on as a value', async () => {
    const answer: ApiResult<readonly QuizProgress[]> = { ok: false, error: { code: 'storage', message: 'locked' } };
    const api = { listProgress: async () => answer } as unknown as TrainerApi;
    await expect(loadProgress(api)).resolves.toEqual(answer);
  });
});
