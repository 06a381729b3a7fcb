/**
 * The data folder's values the API guards: the pack ids the app owns, setting keys and values, and
 * search text (each case failed before its guard existed).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { USER_PACK_SETTING } from '#main/api/user-pack';
import { MAX_SETTING_CHARS, MAX_SETTING_KEY } from '#main/contract/limits';
import { validRawPack } from '../quiz/fixtures.ts';
import { failure, openHarness, value, type Harness } from './helpers.ts';

let h: Harness;
beforeEach(() => {
  h = openHarness();
});
afterEach(() => h.close());

const packWithId = (id: string): string => JSON.stringify({ ...validRawPack(), id });

describe('the pack ids the app owns', () => {
  it.each(['generated-puzzles', 'generated-puzzles-2'])('an imported pack cannot take %s: refused, nothing stored', async (id) => {
    const e = failure(await h.api.importPack({ text: packWithId(id) }));
    expect(e.code).toBe('readonly');
    expect(e.message).toMatch(/generated puzzles/);
    expect(value(await h.api.listPacks()).map((p) => p.id)).not.toContain(id);
    expect(failure(await h.api.importPack({ text: packWithId(id), onConflict: 'replace' })).code).toBe('readonly');
  });

  it('keep both imports it under an id of its own, never a reserved one', async () => {
    const r = value(await h.api.importPack({ text: packWithId('generated-puzzles'), onConflict: 'as-new' }));
    expect(r).toMatchObject({ packId: 'generated-puzzles-copy', outcome: 'added-as-new' });
    const again = value(await h.api.importPack({ text: packWithId('generated-puzzles'), onConflict: 'as-new' }));
    expect(again.packId).toBe('generated-puzzles-copy-2');
  });

  it.each(['generated-puzzles', 'generated-puzzles-3', 'builtin'])('userPackId cannot be set to %s', async (id) => {
    const e = failure(await h.api.setSetting({ key: USER_PACK_SETTING, value: id }));
    expect(e.code).toBe('bad-input');
    expect(e.issues?.[0]?.path).toBe('value');
  });

  it('a reserved userPackId already stored (an older app, a hand edit) is not used: the quiz goes to a pack of its own', async () => {
    h.store.setSetting(USER_PACK_SETTING, 'generated-puzzles');
    const ref = value(await h.api.saveUserQuiz({ quiz: validRawPack().quizzes[0] }));
    expect(ref.packId).toMatch(/^my-quizzes-[0-9a-f]{8}$/);
    expect(value(await h.api.getSetting({ key: USER_PACK_SETTING }))).toBe(ref.packId);
  });
});

describe('settings are bounded', () => {
  it('a 20 MB value is refused, and nothing is stored', async () => {
    const e = failure(await h.api.setSetting({ key: 'ui.notes', value: 'x'.repeat(20_000_000) }));
    expect(e.code).toBe('bad-input');
    expect(e.issues?.[0]).toMatchObject({ path: 'value' });
    expect(value(await h.api.getSetting({ key: 'ui.notes' }))).toBeNull();
  });

  it('a value at the bound is kept', async () => {
    const text = 'x'.repeat(MAX_SETTING_CHARS - 2);
    value(await h.api.setSetting({ key: 'ui.notes', value: text }));
    expect(value(await h.api.getSetting({ key: 'ui.notes' }))).toBe(text);
    expect(failure(await h.api.setSetting({ key: 'ui.notes', value: `${text}x` })).code).toBe('bad-input');
  });

  it.each([
    ['a key past the bound', 'k'.repeat(MAX_SETTING_KEY + 1)],
    ['a key with a space', 'ui theme'],
    ['a key with a control character', 'ui\u0000theme'],
  ])('%s is refused', async (_name, key) => {
    const e = failure(await h.api.setSetting({ key, value: 1 }));
    expect(e.issues?.[0]?.path).toBe('key');
    expect(failure(await h.api.getSetting({ key })).issues?.[0]?.path).toBe('key');
  });
});

describe('search text', () => {
  it('"\\u0000" does not match every quiz: it is refused as search text', async () => {
    const e = failure(await h.api.listQuizzes({ search: '\u0000' }));
    expect(e.issues?.[0]?.path).toBe('search');
    expect(value(await h.api.listQuizzes({ search: 'zzzz-no-such-title' }))).toEqual([]);
  });
});
