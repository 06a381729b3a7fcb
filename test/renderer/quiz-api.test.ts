/**
 * On a quiz screen the stepper's and the tree view's engine calls go through the quiz's own record:
 * `check` becomes quizCheck (the hint the service records) and `tree` quizTree (open only after the
 * answer), whatever board they pass. The client itself is left as it was.
 */
import { describe, expect, test } from 'vitest';
import type { TrainerApi } from '#main/contract/trainer-api';
import { quizScopedApi } from '../../src-renderer/lib/quiz/quiz-api.ts';

describe('quizScopedApi', () => {
  test('check and tree name the quiz, never the board; other methods are the client’s', async () => {
    const calls: [string, unknown][] = [];
    const record = (name: string) => (input: unknown) => {
      calls.push([name, input]);
      return Promise.resolve({ ok: true, value: null });
    };
    const client = Object.freeze({
      check: record('check'),
      tree: record('tree'),
      quizCheck: record('quizCheck'),
      quizTree: record('quizTree'),
      listPacks: record('listPacks'),
    }) as unknown as TrainerApi;
    const api = quizScopedApi(client, { packId: 'builtin', quizId: 'q01' });
    const declaration = { attacks: { goblin: 'opp' } };
    await api.check({ board: { any: 'board' }, declaration });
    await api.tree({ board: { any: 'board' } });
    await api.listPacks();
    expect(calls).toEqual([
      ['quizCheck', { packId: 'builtin', quizId: 'q01', declaration }],
      ['quizTree', { packId: 'builtin', quizId: 'q01' }],
      ['listPacks', undefined],
    ]);
    expect(client.check).not.toBe(api.check);
  });
});
