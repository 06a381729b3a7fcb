/**
 * Importing a pack never silently replaces another with the same id. The user's own pack
 * has an id drawn per data folder; an id collision is refused with `conflict` unless the caller chose
 * to replace or to keep both; the result says what was done.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEGACY_USER_PACK_ID, USER_PACK_SETTING } from '#main/api/user-pack';
import { freePackId } from '#main/api/import-pack';
import { validRawPack } from '../quiz/fixtures.ts';
import { failure, openHarness, value, type Harness } from './helpers.ts';

let h: Harness;
beforeEach(() => {
  h = openHarness();
});
afterEach(() => h.close());

const quiz = (id: string, title = 'Cub and Goblin') => ({ ...validRawPack().quizzes[0]!, id, title });
const packText = (mutate: (p: ReturnType<typeof validRawPack>) => void = () => undefined): string => {
  const raw = validRawPack();
  mutate(raw);
  return JSON.stringify(raw);
};
const snapshot = async () => ({ packs: value(await h.api.listPacks()), quizzes: value(await h.api.listQuizzes()) });

describe("the user's own pack", () => {
  it("gets an id drawn once per data folder, so two people's exports differ", async () => {
    const first = value(await h.api.saveUserQuiz({ quiz: quiz('a') })).packId;
    expect(first).toMatch(/^my-quizzes-[0-9a-f]{8}$/);
    expect(value(await h.api.saveUserQuiz({ quiz: quiz('b') })).packId).toBe(first);
    expect(value(await h.api.getSetting({ key: USER_PACK_SETTING }))).toBe(first);
    const other = openHarness();
    try {
      expect(value(await other.api.saveUserQuiz({ quiz: quiz('a') })).packId).not.toBe(first);
    } finally {
      other.close();
    }
  });

  it('a folder that already holds the old fixed id keeps saving there', async () => {
    value(await h.api.saveUserQuiz({ packId: LEGACY_USER_PACK_ID, quiz: quiz('old') }));
    expect(value(await h.api.saveUserQuiz({ quiz: quiz('new') })).packId).toBe(LEGACY_USER_PACK_ID);
  });
});

describe('importPack on an id collision', () => {
  beforeEach(async () => {
    expect(value(await h.api.importPack({ text: packText() }))).toMatchObject({ packId: 'fixture', outcome: 'added', title: 'Fixture pack' });
  });

  it('without a choice: conflict, naming the pack held and both options, and nothing changes', async () => {
    const before = await snapshot();
    const e = failure(await h.api.importPack({ text: packText((p) => (p.quizzes = [quiz('theirs')])) }));
    expect(e.code).toBe('conflict');
    expect(e.conflict).toEqual({ packId: 'fixture', title: 'Fixture pack', quizCount: 6 });
    expect(e.message).toMatch(/replace it/);
    expect(e.message).toMatch(/keep both/);
    expect(await snapshot()).toEqual(before);
  });

  it('the very same pack again is no conflict: unchanged (a backup re-imported merges only its progress)', async () => {
    const before = await snapshot();
    expect(value(await h.api.importPack({ text: packText() }))).toMatchObject({ packId: 'fixture', outcome: 'unchanged' });
    expect((await snapshot()).quizzes).toEqual(before.quizzes);
  });

  it('replace: the stored pack is replaced, and the result says so', async () => {
    const r = value(await h.api.importPack({ text: packText((p) => (p.quizzes = [quiz('theirs')])), onConflict: 'replace' }));
    expect(r).toMatchObject({ packId: 'fixture', outcome: 'replaced', quizCount: 1 });
    expect(value(await h.api.listQuizzes({ packId: 'fixture' })).map((q) => q.id)).toEqual(['theirs']);
  });

  it('as-new: both are kept, the file under the first free id, with the title the user chose', async () => {
    const r = value(await h.api.importPack({ text: packText((p) => (p.quizzes = [quiz('theirs')])), onConflict: 'as-new', title: "Sam's quizzes" }));
    expect(r).toMatchObject({ packId: 'fixture-2', outcome: 'added-as-new', title: "Sam's quizzes", quizCount: 1 });
    expect(value(await h.api.listQuizzes({ packId: 'fixture' }))).toHaveLength(6);
    expect(value(await h.api.listQuizzes({ packId: 'fixture-2' })).map((q) => q.id)).toEqual(['theirs']);
    const again = value(await h.api.importPack({ text: packText(), onConflict: 'as-new' }));
    expect(again).toMatchObject({ packId: 'fixture-3', title: 'Fixture pack (3)' });
    // The stored file carries its new id, so exporting and importing it elsewhere keeps them apart.
    expect(JSON.parse(value(await h.api.exportPack({ packId: 'fixture-2' })).text)).toMatchObject({ id: 'fixture-2', title: "Sam's quizzes" });
  });

  it("the built-in pack's id: readonly even with replace; as-new imports a copy", async () => {
    const text = value(await h.api.exportPack({ packId: 'builtin' })).text;
    expect(failure(await h.api.importPack({ text, onConflict: 'replace' })).code).toBe('readonly');
    expect(value(await h.api.importPack({ text, onConflict: 'as-new' }))).toMatchObject({ packId: 'builtin-2', outcome: 'added-as-new' });
  });

  it('a title that is empty or too long is bad-input', async () => {
    expect(failure(await h.api.importPack({ text: packText(), onConflict: 'as-new', title: '  ' })).issues?.[0]?.path).toBe('title');
    expect(failure(await h.api.importPack({ text: packText(), onConflict: 'as-new', title: 'x'.repeat(201) })).issues?.[0]?.path).toBe('title');
  });
});

describe('freePackId', () => {
  it.each([
    ['fixture', [], 'fixture-2'],
    ['fixture', ['fixture-2', 'fixture-3'], 'fixture-4'],
    ['a'.repeat(100), [], `${'a'.repeat(98)}-2`],
  ] as const)('%s with %j taken → %s', (id, taken, expected) => {
    expect(freePackId(id, (c) => (taken as readonly string[]).includes(c))).toBe(expected);
  });
});
