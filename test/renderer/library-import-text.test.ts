/** A refused pack: every problem listed once under one headline (the API's message repeats the first). */
import { describe, expect, it } from 'vitest';
import { invalidPack } from '#main/api/errors';
import { importFailureLines, LISTED_PROBLEMS } from '../../src-renderer/lib/library-import-text.ts';

describe('importFailureLines', () => {
  it('an invalid pack: the first problem is printed once', () => {
    const r = invalidPack([
      { path: 'quizzes[0].board.effects[0].kind', message: 'unknown effect kind "mustAttak"' },
      { path: 'quizzes[1].title', message: 'must be a string' },
    ] as never);
    const lines = importFailureLines('broken.json', r.error);
    expect(lines).toEqual([
      'broken.json was not imported. What to fix in the pack:',
      'quizzes[0].board.effects[0].kind: unknown effect kind "mustAttak"',
      'quizzes[1].title: must be a string',
    ]);
    expect(lines.join('\n').split('quizzes[0].board.effects[0].kind').length - 1).toBe(1);
  });

  it('an error without problems keeps its message', () => {
    expect(importFailureLines('x.json', { code: 'internal', message: 'the store is read-only' })).toEqual(['x.json was not imported: the store is read-only']);
  });

  it('many problems: the first ones are listed', () => {
    const issues = Array.from({ length: 50 }, (_, i) => ({ path: `quizzes[${i}].id`, message: 'duplicate id' }));
    const lines = importFailureLines('many.json', { code: 'invalid-pack', message: 'm', issues });
    expect(lines).toHaveLength(1 + LISTED_PROBLEMS);
  });
});
