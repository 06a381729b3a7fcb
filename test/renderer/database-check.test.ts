import { describe, expect, it } from 'vitest';
import { describeDatabaseCheck, SHOWN_PROBLEMS } from '../../src-renderer/lib/practice/database-check.ts';

describe('describeDatabaseCheck', () => {
  it.each([
    ['a healthy full check', { ok: true, value: { ok: true, full: true, problems: [] } }, true, ['Your data is healthy (full integrity check).']],
    ['a healthy quick check', { ok: true, value: { ok: true, full: false, problems: [] } }, true, ['Your data is healthy (quick check).']],
    ['the API refused', { ok: false, error: { code: 'internal', message: 'the store is closed' } }, false, ['The check could not run: the store is closed']],
  ] as const)('%s', (_name, answer, healthy, lines) => {
    expect(describeDatabaseCheck(answer)).toEqual({ healthy, lines });
  });

  it('names the problems, caps them, and says how to restore without changing anything', () => {
    const problems = Array.from({ length: SHOWN_PROBLEMS + 3 }, (_, i) => `row ${i} missing from index`);
    const view = describeDatabaseCheck({ ok: true, value: { ok: false, full: true, problems } });
    expect(view.healthy).toBe(false);
    expect(view.lines[0]).toBe(`The full integrity check found ${problems.length} problems in your data.`);
    expect(view.lines.slice(1, 1 + SHOWN_PROBLEMS)).toEqual(problems.slice(0, SHOWN_PROBLEMS));
    expect(view.lines).toContain('…and 3 more.');
    expect(view.lines.at(-1)).toMatch(/attack-trainer db restore/);
  });
});
