/** Study sessions: due then missed, each once; "Next" follows the session. */
import { describe, expect, it } from 'vitest';
import { makeStudySession, nextInSession, parseStudySession, sessionPosition } from '../../src-renderer/lib/practice/study-session.ts';

const item = (quizId: string) => ({ packId: 'p', quizId, title: quizId, level: 1, tags: [] });

describe('study session', () => {
  const s = makeStudySession({ due: [item('a'), item('b')], missed: [item('c'), item('a')] });
  it('due first, then missed, each once', () => expect(s.quizzes.map((q) => q.quizId)).toEqual(['a', 'b', 'c']));
  const table: [string, string | null | undefined][] = [
    ['a', 'b'],
    ['b', 'c'],
    ['c', null],
    ['zzz', undefined],
  ];
  it.each(table)('after %s', (from, to) => {
    const next = nextInSession(s, { packId: 'p', quizId: from });
    expect(next === null || next === undefined ? next : next.quizId).toBe(to);
  });
  it('position', () => expect(sessionPosition(s, { packId: 'p', quizId: 'b' })).toBe('Quiz 2 of 3 in this study session'));
  it('stored text round-trips, junk reads as none', () => {
    expect(parseStudySession(JSON.stringify(s))).toEqual(s);
    expect(parseStudySession('{')).toBeUndefined();
    expect(parseStudySession(null)).toBeUndefined();
  });
});
