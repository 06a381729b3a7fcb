import { describe, expect, test } from 'vitest';
import { makeRouteHash, parseRoute, quizHref, type Route } from '../../src-renderer/lib/shell/route.ts';

describe('parseRoute', () => {
  const cases: { hash: string; route: Route }[] = [
    { hash: '', route: { name: 'start' } },
    { hash: '#', route: { name: 'start' } },
    { hash: '#/start', route: { name: 'start' } },
    { hash: '#/', route: { name: 'library' } },
    { hash: '#/quiz/builtin/q01', route: { name: 'quiz', packId: 'builtin', quizId: 'q01' } },
    { hash: '#/sandbox', route: { name: 'sandbox' } },
    { hash: '#/review/', route: { name: 'review' } },
    { hash: '#/progress', route: { name: 'progress' } },
    { hash: '#/exam', route: { name: 'exam' } },
    { hash: '#/exam/7', route: { name: 'exam', examId: '7' } },
    { hash: '#/exam/7/x', route: { name: 'not-found', hash: '#/exam/7/x' } },
    { hash: '#/sandbox/x', route: { name: 'not-found', hash: '#/sandbox/x' } },
    { hash: '#/sandbox/block', route: { name: 'block-sandbox' } },
    { hash: '#/sandbox/block/', route: { name: 'block-sandbox' } },
    { hash: '#/quiz/builtin/q02-alice/', route: { name: 'quiz', packId: 'builtin', quizId: 'q02-alice' } },
    { hash: '#/quiz/my.pack/a_b:c', route: { name: 'quiz', packId: 'my.pack', quizId: 'a_b:c' } },
    { hash: '#/quiz/my.pack/a_b%3Ac', route: { name: 'quiz', packId: 'my.pack', quizId: 'a_b:c' } },
    { hash: '#/quiz/builtin', route: { name: 'not-found', hash: '#/quiz/builtin' } },
    { hash: '#/quiz//q01', route: { name: 'not-found', hash: '#/quiz//q01' } },
    { hash: '#/quiz/builtin/q01/extra', route: { name: 'not-found', hash: '#/quiz/builtin/q01/extra' } },
    { hash: '#/quiz/%E0%A4%A/q01', route: { name: 'not-found', hash: '#/quiz/%E0%A4%A/q01' } },
    { hash: '#quiz/builtin/q01', route: { name: 'not-found', hash: '#quiz/builtin/q01' } },
    { hash: '#/stats', route: { name: 'not-found', hash: '#/stats' } },
  ];
  test.each(cases)('$hash', ({ hash, route }) => {
    expect(parseRoute(hash)).toEqual(route);
  });
});

describe('makeRouteHash', () => {
  const cases: { route: Route; hash: string }[] = [
    { route: { name: 'library' }, hash: '#/' },
    { route: { name: 'start' }, hash: '#/start' },
    { route: { name: 'quiz', packId: 'builtin', quizId: 'q01' }, hash: '#/quiz/builtin/q01' },
    { route: { name: 'sandbox' }, hash: '#/sandbox' },
    { route: { name: 'block-sandbox' }, hash: '#/sandbox/block' },
    { route: { name: 'exam', examId: 'a b' }, hash: '#/exam/a%20b' },
    { route: { name: 'quiz', packId: 'a/b', quizId: 'c d' }, hash: '#/quiz/a%2Fb/c%20d' },
    { route: { name: 'not-found', hash: '#/x' }, hash: '#/x' },
    { route: { name: 'not-found', hash: '/x' }, hash: '#/x' },
  ];
  test.each(cases)('$hash', ({ route, hash }) => {
    expect(makeRouteHash(route)).toBe(hash);
  });

  test.each([
    { packId: 'builtin', quizId: 'q20-reclamation' },
    { packId: 'my.pack', quizId: 'a_b:c' },
    { packId: 'a/b', quizId: '%41' },
  ])('a quiz route survives the round trip: $packId $quizId', ({ packId, quizId }) => {
    expect(parseRoute(quizHref(packId, quizId))).toEqual({ name: 'quiz', packId, quizId });
  });
});
