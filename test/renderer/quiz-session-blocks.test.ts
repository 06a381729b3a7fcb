/**
 * QuizSession (src-renderer/lib/quiz/quiz-session.svelte.ts) on a block quiz, against the real service
 * over an in-process engine: the answer is built and submitted as the screen does, then one quizExplain
 * call gives the diff its reasons (each missed declaration legal by every step of CR 509.1, the illegal
 * pick with a declaration that does better), and the worked example starts from the first miss. Before
 * the answer the session asks nothing of the kind.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { QuizSession } from '../../src-renderer/lib/quiz/quiz-session.svelte.ts';
import { blockKey } from '#shared/engine/block/index';
import { openHarness, type Harness } from '../api/helpers.ts';

let h: Harness;
beforeEach(() => {
  h = openHarness();
});
afterEach(() => h.close());

describe('QuizSession on a block quiz', () => {
  test('after a wrong answer, one quizExplain call explains the missed and the illegal declarations; the example starts from the first miss', async () => {
    const calls: string[] = [];
    const api = new Proxy(h.api, {
      get(target, name, receiver) {
        const v: unknown = Reflect.get(target, name, receiver);
        if (typeof v !== 'function') return v;
        return (...args: unknown[]) => {
          calls.push(String(name));
          return (v as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const session = new QuizSession(api);
    await session.load('builtin', 'blk-two-lures-one-blocker');
    expect(session.status).toBe('answering');
    const draft = session.blockDraft!;
    // "No block" alone: it breaks both Lures' requirements (CR 509.1c).
    draft.add();
    expect(session.exampleBlockDeclaration).toEqual({ blocks: {} });
    await session.submit();
    expect(session.status).toBe('answered');
    expect(calls).toEqual(['getQuiz', 'submitAnswer', 'quizExplain']);

    const bears = { blocks: { spider: 'obears' } };
    const giant = { blocks: { spider: 'ogiant' } };
    const none = { blocks: {} };
    await vi.waitFor(() => expect(Object.values(session.blockChecks).every((c) => c.status === 'ready')).toBe(true));
    expect(Object.keys(session.blockChecks).sort()).toEqual([bears, giant, none].map(blockKey).sort());
    const state = (d: typeof none) => {
      const c = session.blockChecks[blockKey(d)];
      if (c?.status !== 'ready') throw new Error('not explained');
      return c.explanation;
    };
    expect(state(bears).summary).toBe('Legal: Giant Spider blocks Grizzly Bears follows every step of CR 509.1.');
    expect(state(giant).legal).toBe(true);
    expect(state(none)).toMatchObject({ legal: false, failedStep: '509.1c' });
    expect([bears, giant]).toContainEqual(state(none).requirements?.better);
    // The attack side's record is left alone.
    expect(session.checks).toEqual({});
    expect(session.exampleBlockDeclaration).toEqual(bears);

    // Try again: the explanations go with the answer.
    session.reset();
    expect(session.blockChecks).toEqual({});
    expect(session.exampleBlockDeclaration).toEqual({ blocks: {} });
  });
});
