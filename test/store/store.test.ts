import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openStore } from '#main/store/open-store';
import type { Result } from '#shared/engine/result';
import type { StoreError } from '#main/store/errors';
import type { Store } from '#main/store/store';
import type { QuizFilter } from '#main/store/records';
import { dumpTables, makeTempDir, pack, quiz, unwrap, unwrapErr } from './fixtures.ts';

let tmp: { dir: string; cleanup: () => void };
let file: string;
let store: Store;
let clock: number;

beforeEach(() => {
  tmp = makeTempDir();
  file = path.join(tmp.dir, 'store.sqlite');
  clock = Date.parse('2025-03-01T10:00:00.000Z');
  // Each reading of the clock is one second later, so stored times are distinct and ordered.
  store = unwrap(openStore({ file }, { now: () => new Date((clock += 1000)) }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

const builtinPack = (version = '1.0.0', quizzes = [quiz('b1', ['cost'], 1), quiz('b2', ['goad', 'cost'], 2)]) =>
  pack('builtin', quizzes, { title: 'Zeta basics', version, builtin: true });

const userPack = () =>
  pack('mine', [quiz('m1', ['goad'], 1, 'Goad and menace'), quiz('m2', ['restriction'], 3, "O'Brien's 100% test"), quiz('m3', [], 2)], {
    title: 'Alpha drills',
  });

const snapshot = (...tables: string[]) => {
  const all = dumpTables(file);
  return Object.fromEntries(tables.map((t) => [t, all[t]]));
};

describe('packs and quizzes', () => {
  test('listPacks puts builtin packs first, then orders by title, with quiz counts', () => {
    unwrap(store.importPack(userPack()));
    unwrap(store.importPack(pack('other', [quiz('o1', [])], { title: 'beta' })));
    unwrap(store.seedBuiltin(builtinPack()));
    expect(unwrap(store.listPacks()).map((p) => [p.id, p.builtin, p.quizCount])).toEqual([
      ['builtin', true, 2],
      ['mine', false, 3],
      ['other', false, 1],
    ]);
  });

  test('getPack and exportPack give back the imported json verbatim', () => {
    const json = '{ "id": "mine",\n  "note": "spacing and key order are kept" }';
    unwrap(store.importPack({ ...userPack(), json }));
    const stored = unwrap(store.getPack('mine'));
    expect(stored).toMatchObject({ id: 'mine', title: 'Alpha drills', author: 'Tester', version: '1.0.0', builtin: false, json });
    expect(stored.importedAt).toBe('2025-03-01T10:00:01.000Z');
    expect(unwrap(store.exportPack('mine'))).toBe(json);
  });

  test('getQuiz returns the quiz with its position and json', () => {
    unwrap(store.importPack(userPack()));
    expect(unwrap(store.getQuiz('mine', 'm2'))).toEqual({
      id: 'm2',
      packId: 'mine',
      title: "O'Brien's 100% test",
      type: 'declare-attackers',
      tags: ['restriction'],
      level: 3,
      position: 1,
      json: userPack().quizzes[1]?.json,
    });
  });

  test.each<{ name: string; run: (s: Store) => Result<unknown, StoreError> }>([
    { name: 'getPack', run: (s: Store) => s.getPack('nope') },
    { name: 'getQuiz', run: (s: Store) => s.getQuiz('mine', 'nope') },
    { name: 'exportPack', run: (s: Store) => s.exportPack('nope') },
    { name: 'deletePack', run: (s: Store) => s.deletePack('nope') },
  ])('$name of something absent is not-found', ({ run }) => {
    unwrap(store.importPack(userPack()));
    expect(unwrapErr(run(store)).code).toBe('not-found');
  });

  const filters: { name: string; filter: QuizFilter | undefined; ids: string[] }[] = [
    { name: 'no filter: pack order, then position', filter: undefined, ids: ['b1', 'b2', 'm1', 'm2', 'm3'] },
    { name: 'one pack', filter: { packId: 'mine' }, ids: ['m1', 'm2', 'm3'] },
    { name: 'one tag', filter: { tags: ['goad'] }, ids: ['b2', 'm1'] },
    { name: 'every listed tag', filter: { tags: ['goad', 'cost'] }, ids: ['b2'] },
    { name: 'a tag nobody has', filter: { tags: ['nope'] }, ids: [] },
    { name: 'an empty tag list is no filter', filter: { tags: [] }, ids: ['b1', 'b2', 'm1', 'm2', 'm3'] },
    { name: 'level', filter: { level: 2 }, ids: ['b2', 'm3'] },
    { name: 'search is case-insensitive on the title', filter: { search: 'gOAD' }, ids: ['m1'] },
    { name: 'search matches ids', filter: { search: 'b1' }, ids: ['b1'] },
    { name: 'search treats % and quotes literally', filter: { search: "n's 100%" }, ids: ['m2'] },
    { name: 'search with a lone % matches only a real %', filter: { search: '%' }, ids: ['m2'] },
    { name: 'criteria combine', filter: { packId: 'builtin', tags: ['cost'], level: 1 }, ids: ['b1'] },
  ];
  test.each(filters)('listQuizzes: $name', ({ filter, ids }) => {
    unwrap(store.importPack(userPack()));
    unwrap(store.seedBuiltin(builtinPack()));
    expect(unwrap(store.listQuizzes(filter)).map((q) => q.id)).toEqual(ids);
  });

  test('listQuizzes rows carry the summary fields only', () => {
    unwrap(store.importPack(userPack()));
    expect(unwrap(store.listQuizzes({ search: 'm1' }))).toEqual([
      { id: 'm1', packId: 'mine', title: 'Goad and menace', type: 'declare-attackers', tags: ['goad'], level: 1 },
    ]);
  });

  test('values that look like SQL are stored as data', () => {
    const id = "x'); DROP TABLE packs; --";
    unwrap(store.importPack(pack(id, [quiz(id, [id])])));
    expect(unwrap(store.listQuizzes({ packId: id, tags: [id], search: id })).map((q) => q.id)).toEqual([id]);
    expect(unwrap(store.listPacks()).map((p) => p.id)).toEqual([id]);
  });

  test('duplicate tags of a quiz are stored once', () => {
    unwrap(store.importPack(pack('p', [quiz('q', ['a', 'b', 'a'])])));
    expect(unwrap(store.getQuiz('p', 'q')).tags).toEqual(['a', 'b']);
  });
});

describe('importPack', () => {
  test('replaces a pack with the same id, keeping attempts and review states', () => {
    unwrap(store.importPack(userPack()));
    unwrap(store.recordAttempt({ packId: 'mine', quizId: 'm1', answer: ['a'], correct: true, timeMs: 10 }));
    unwrap(store.setReviewState('mine', 'm1', { state: { s: 1 }, due: '2025-04-01T00:00:00Z' }));
    const result = unwrap(store.importPack(pack('mine', [quiz('m1', ['goad'], 5)], { version: '2.0.0' })));
    expect(result).toEqual({ replaced: true });
    expect(unwrap(store.getPack('mine')).version).toBe('2.0.0');
    expect(unwrap(store.listQuizzes({ packId: 'mine' })).map((q) => [q.id, q.level])).toEqual([['m1', 5]]);
    expect(unwrap(store.listAttempts()).length).toBe(1);
    expect(unwrap(store.getReviewState('mine', 'm1'))?.due).toBe('2025-04-01T00:00:00.000Z');
  });

  test('a first import reports replaced: false', () => {
    expect(unwrap(store.importPack(userPack()))).toEqual({ replaced: false });
  });

  const badInputs = [
    { name: 'a duplicate quiz id', quizzes: [quiz('m1', []), quiz('m1', [])], code: 'constraint' },
    { name: 'quiz json that is not JSON', quizzes: [{ ...quiz('m1', []), json: '{not json' }], code: 'constraint' },
    { name: 'an empty quiz id', quizzes: [quiz('ok', []), quiz('', [])], code: 'constraint' },
    { name: 'a fractional level', quizzes: [quiz('ok', []), quiz('m9', [], 1.5)], code: 'constraint' },
    { name: 'tags that are not strings', quizzes: [quiz('ok', []), { ...quiz('m9', []), tags: [1] as unknown as string[] }], code: 'bad-input' },
  ] as const;
  test.each(badInputs)('a failed import ($name) changes nothing', ({ quizzes, code }) => {
    unwrap(store.importPack(userPack()));
    unwrap(store.recordAttempt({ packId: 'mine', quizId: 'm1', answer: null, correct: false, timeMs: 1 }));
    const before = dumpTables(file);
    // Replacing "mine" runs the upsert and the quiz delete before the bad row: all must roll back.
    expect(unwrapErr(store.importPack(pack('mine', [...quizzes], { version: '9' }))).code).toBe(code);
    expect(unwrapErr(store.importPack(pack('new-pack', [...quizzes]))).code).toBe(code);
    expect(dumpTables(file)).toEqual(before);
  });

  test.each([
    { name: 'a missing title', input: () => ({ ...userPack(), title: undefined as unknown as string }) },
    { name: 'quizzes that are not an array', input: () => ({ ...userPack(), quizzes: 'x' as unknown as [] }) },
    { name: 'a quiz level that is not a number', input: () => pack('p', [{ ...quiz('a', []), level: '2' as unknown as number }]) },
    { name: 'a quiz without json', input: () => pack('p', [{ ...quiz('a', []), json: undefined as unknown as string }]) },
  ])('a record of the wrong shape ($name) is bad-input, not a crash', ({ input }) => {
    expect(unwrapErr(store.importPack(input())).code).toBe('bad-input');
    expect(unwrap(store.listPacks())).toEqual([]);
  });

  test('a pack whose json is not JSON is refused', () => {
    expect(unwrapErr(store.importPack({ ...userPack(), json: 'nope' })).code).toBe('constraint');
    expect(unwrap(store.listPacks())).toEqual([]);
  });

  test('a user pack cannot replace a builtin pack; a builtin input can', () => {
    unwrap(store.seedBuiltin(builtinPack()));
    const before = snapshot('packs', 'quizzes');
    const error = unwrapErr(store.importPack(pack('builtin', [quiz('x', [])])));
    expect(error.code).toBe('builtin-readonly');
    expect(error.message).toContain('builtin');
    expect(snapshot('packs', 'quizzes')).toEqual(before);
    expect(unwrap(store.importPack(builtinPack('2.0.0')))).toEqual({ replaced: true });
    expect(unwrap(store.getPack('builtin'))).toMatchObject({ version: '2.0.0', builtin: true });
  });
});

describe('seedBuiltin', () => {
  test('seeds, then leaves an unchanged pack alone, then refreshes on a new version or new json', () => {
    expect(unwrap(store.seedBuiltin(builtinPack()))).toBe('inserted');
    const seededAt = unwrap(store.getPack('builtin')).importedAt;
    expect(unwrap(store.seedBuiltin(builtinPack()))).toBe('unchanged');
    expect(unwrap(store.getPack('builtin')).importedAt).toBe(seededAt);
    expect(unwrap(store.seedBuiltin(builtinPack('1.1.0')))).toBe('refreshed');
    expect(unwrap(store.seedBuiltin(builtinPack('1.1.0', [quiz('b1', ['cost'], 4)])))).toBe('refreshed');
    expect(unwrap(store.listQuizzes({ packId: 'builtin' })).map((q) => [q.id, q.level])).toEqual([['b1', 4]]);
  });

  test('stores the pack as builtin even when the input says otherwise', () => {
    unwrap(store.seedBuiltin({ ...builtinPack(), builtin: false }));
    expect(unwrap(store.getPack('builtin')).builtin).toBe(true);
  });

  test('a refresh keeps user packs, attempts and review states, even of quizzes it drops', () => {
    unwrap(store.seedBuiltin(builtinPack()));
    unwrap(store.importPack(userPack()));
    unwrap(store.recordAttempt({ packId: 'builtin', quizId: 'b2', answer: { a: 1 }, correct: true, timeMs: 5 }));
    unwrap(store.recordAttempt({ packId: 'mine', quizId: 'm1', answer: { a: 2 }, correct: false, timeMs: 6 }));
    unwrap(store.setReviewState('builtin', 'b2', { state: { due: 'soon' }, due: '2025-05-01T00:00:00.000Z' }));
    unwrap(store.setSetting('theme', 'dark'));
    const userRows = (t: 'packs' | 'quizzes') =>
      (dumpTables(file)[t] ?? []).filter((r) => (r as Record<string, unknown>)[t === 'packs' ? 'id' : 'pack_id'] !== 'builtin');
    const before = { ...snapshot('attempts', 'review_state', 'settings'), packs: userRows('packs'), quizzes: userRows('quizzes') };
    const mine = unwrap(store.getPack('mine'));

    expect(unwrap(store.seedBuiltin(builtinPack('2.0.0', [quiz('b1', ['cost'], 1)])))).toBe('refreshed');

    expect({ ...snapshot('attempts', 'review_state', 'settings'), packs: userRows('packs'), quizzes: userRows('quizzes') }).toEqual(before);
    expect(unwrap(store.getPack('mine'))).toEqual(mine);
    expect(unwrap(store.listAttempts({ packId: 'builtin' })).map((a) => a.quizId)).toEqual(['b2']);
  });

  test('refuses to overwrite a user pack that holds the builtin id', () => {
    unwrap(store.importPack(pack('builtin', [quiz('u', [])])));
    const before = snapshot('packs', 'quizzes');
    expect(unwrapErr(store.seedBuiltin(builtinPack())).code).toBe('conflict');
    expect(snapshot('packs', 'quizzes')).toEqual(before);
  });
});

describe('deletePack', () => {
  test('removes a user pack with its quizzes and review states and keeps its attempts', () => {
    unwrap(store.importPack(userPack()));
    unwrap(store.recordAttempt({ packId: 'mine', quizId: 'm1', answer: 1, correct: true, timeMs: 1 }));
    unwrap(store.setReviewState('mine', 'm1', { state: {}, due: '2025-05-01T00:00:00.000Z' }));
    unwrap(store.deletePack('mine'));
    expect(unwrap(store.listPacks())).toEqual([]);
    expect(dumpTables(file)['quizzes']).toEqual([]);
    expect(unwrap(store.getReviewState('mine', 'm1'))).toBeUndefined();
    expect(unwrap(store.listAttempts()).length).toBe(1);
  });

  test('refuses a builtin pack', () => {
    unwrap(store.seedBuiltin(builtinPack()));
    expect(unwrapErr(store.deletePack('builtin')).code).toBe('builtin-readonly');
    expect(unwrap(store.listQuizzes()).length).toBe(2);
  });
});

describe('attempts', () => {
  test('recordAttempt returns increasing ids and listAttempts reads them back oldest first', () => {
    unwrap(store.importPack(userPack()));
    const a = unwrap(store.recordAttempt({ packId: 'mine', quizId: 'm1', answer: { attackers: ['x'] }, correct: true, timeMs: 1200 }));
    const b = unwrap(store.recordAttempt({ packId: 'mine', quizId: 'm2', answer: [], correct: false, timeMs: 800, at: '2025-03-01T12:00:00+02:00' }));
    expect(b).toBeGreaterThan(a);
    expect(unwrap(store.listAttempts())).toEqual([
      { id: b, packId: 'mine', quizId: 'm2', answer: [], correct: false, timeMs: 800, at: '2025-03-01T10:00:00.000Z' },
      { id: a, packId: 'mine', quizId: 'm1', answer: { attackers: ['x'] }, correct: true, timeMs: 1200, at: '2025-03-01T10:00:02.000Z' },
    ]);
  });

  test('filters by pack, quiz and time range, and limit keeps the most recent', () => {
    unwrap(store.importPack(userPack()));
    const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));
    const ids = [0, 1, 2, 3].map((m) =>
      unwrap(store.recordAttempt({ packId: 'mine', quizId: m % 2 === 0 ? 'm1' : 'm2', answer: m, correct: m > 1, timeMs: m, at: at(m) })),
    );
    const idsOf = (filter: Parameters<Store['listAttempts']>[0]) => unwrap(store.listAttempts(filter)).map((a) => a.id);
    expect(idsOf({ quizId: 'm1' })).toEqual([ids[0], ids[2]]);
    expect(idsOf({ packId: 'other' })).toEqual([]);
    expect(idsOf({ since: at(1), until: at(3) })).toEqual([ids[1], ids[2]]);
    expect(idsOf({ limit: 2 })).toEqual([ids[2], ids[3]]);
    expect(idsOf({ quizId: 'm2', limit: 1 })).toEqual([ids[3]]);
    expect(idsOf({ limit: 0 })).toEqual([]);
    expect(unwrapErr(store.listAttempts({ limit: -1 })).code).toBe('bad-input');
    expect(unwrapErr(store.listAttempts({ limit: 1.5 })).code).toBe('bad-input');
    expect(unwrapErr(store.listAttempts({ since: 'not a date' })).code).toBe('bad-input');
  });

  test.each([
    { name: 'an unknown quiz', input: { quizId: 'nope' }, code: 'not-found' },
    { name: 'an answer JSON cannot hold', input: { answer: undefined }, code: 'bad-input' },
    { name: 'a BigInt answer', input: { answer: 1n }, code: 'bad-input' },
    { name: 'an invalid date', input: { at: 'yesterday-ish' }, code: 'bad-input' },
    { name: 'a negative time', input: { timeMs: -1 }, code: 'constraint' },
    { name: 'a time that is not a number', input: { timeMs: Number.NaN }, code: 'bad-input' },
    { name: 'a quiz id that is not a string', input: { quizId: 7 as unknown as string }, code: 'bad-input' },
  ])('refuses $name and stores nothing', ({ input, code }) => {
    unwrap(store.importPack(userPack()));
    const result = store.recordAttempt({ packId: 'mine', quizId: 'm1', answer: 'x', correct: true, timeMs: 1, ...input });
    expect(unwrapErr(result).code).toBe(code);
    expect(unwrap(store.listAttempts())).toEqual([]);
  });
});

describe('review states', () => {
  test('absent, then set, then replaced', () => {
    unwrap(store.importPack(userPack()));
    expect(unwrap(store.getReviewState('mine', 'm1'))).toBeUndefined();
    unwrap(store.setReviewState('mine', 'm1', { state: { stability: 1.5 }, due: new Date('2025-03-02T00:00:00Z') }));
    expect(unwrap(store.getReviewState('mine', 'm1'))).toEqual({ state: { stability: 1.5 }, due: '2025-03-02T00:00:00.000Z' });
    unwrap(store.setReviewState('mine', 'm1', { state: { stability: 3 }, due: '2025-03-05T00:00:00Z' }));
    expect(unwrap(store.getReviewState('mine', 'm1'))).toEqual({ state: { stability: 3 }, due: '2025-03-05T00:00:00.000Z' });
  });

  test('refuses an unknown quiz', () => {
    expect(unwrapErr(store.setReviewState('mine', 'm1', { state: {}, due: '2025-01-01T00:00:00Z' })).code).toBe('not-found');
  });

  test('listDueReviews lists existing quizzes due before the given time, soonest first', () => {
    unwrap(store.importPack(userPack()));
    unwrap(store.seedBuiltin(builtinPack()));
    unwrap(store.setReviewState('mine', 'm2', { state: {}, due: '2025-03-03T00:00:00Z' }));
    unwrap(store.setReviewState('mine', 'm1', { state: {}, due: '2025-03-02T00:00:00Z' }));
    unwrap(store.setReviewState('mine', 'm3', { state: {}, due: '2025-03-09T00:00:00Z' }));
    unwrap(store.setReviewState('builtin', 'b2', { state: {}, due: '2025-03-01T00:00:00Z' }));
    unwrap(store.seedBuiltin(builtinPack('2', [quiz('b1', [])]))); // b2 is gone; its state stays but is not listed
    expect(unwrap(store.listDueReviews('2025-03-04T00:00:00Z'))).toEqual([
      { packId: 'mine', quizId: 'm1', due: '2025-03-02T00:00:00.000Z' },
      { packId: 'mine', quizId: 'm2', due: '2025-03-03T00:00:00.000Z' },
    ]);
    expect(unwrap(store.listDueReviews('2025-03-04T00:00:00Z', 1)).map((r) => r.quizId)).toEqual(['m1']);
  });
});

describe('settings', () => {
  test('absent, set to JSON values, overwritten', () => {
    expect(unwrap(store.getSetting('ui'))).toBeUndefined();
    unwrap(store.setSetting('ui', { theme: 'dark', zoom: 1.25 }));
    expect(unwrap(store.getSetting('ui'))).toEqual({ theme: 'dark', zoom: 1.25 });
    unwrap(store.setSetting('ui', null));
    expect(unwrap(store.getSetting('ui'))).toBeNull();
  });

  test('refuses a value JSON cannot hold and an empty key', () => {
    expect(unwrapErr(store.setSetting('ui', undefined)).code).toBe('bad-input');
    expect(unwrapErr(store.setSetting('', 1)).code).toBe('constraint');
    expect(dumpTables(file)['settings']).toEqual([]);
  });
});

describe('stats', () => {
  test('totals and per-tag accuracy; attempts at vanished quizzes count only in the totals', () => {
    unwrap(store.seedBuiltin(builtinPack()));
    unwrap(store.importPack(userPack()));
    const record = (packId: string, quizId: string, correct: boolean) => unwrap(store.recordAttempt({ packId, quizId, answer: null, correct, timeMs: 1 }));
    record('builtin', 'b1', true); // cost
    record('builtin', 'b2', false); // goad, cost
    record('builtin', 'b2', true); // goad, cost
    record('mine', 'm1', true); // goad
    record('mine', 'm3', false); // no tags
    expect(unwrap(store.stats())).toEqual({
      attempts: 5,
      correct: 3,
      accuracy: 0.6,
      byTag: [
        { tag: 'cost', attempts: 3, correct: 2, accuracy: 2 / 3 },
        { tag: 'goad', attempts: 3, correct: 2, accuracy: 2 / 3 },
      ],
    });
    expect(unwrap(store.stats({ packId: 'mine' }))).toEqual({
      attempts: 2,
      correct: 1,
      accuracy: 0.5,
      byTag: [{ tag: 'goad', attempts: 1, correct: 1, accuracy: 1 }],
    });
    unwrap(store.deletePack('mine'));
    expect(unwrap(store.stats())).toMatchObject({
      attempts: 5,
      correct: 3,
      byTag: [
        { tag: 'cost', attempts: 3 },
        { tag: 'goad', attempts: 2 },
      ],
    });
  });

  test('an empty store has zero accuracy rather than NaN', () => {
    expect(unwrap(store.stats())).toEqual({ attempts: 0, correct: 0, accuracy: 0, byTag: [] });
  });
});

describe('lifecycle', () => {
  test('after close every call is a closed error and close is idempotent', () => {
    store.close();
    store.close();
    expect(unwrapErr(store.listPacks()).code).toBe('closed');
    expect(unwrapErr(store.setSetting('a', 1)).code).toBe('closed');
  });

  test('data survives closing and reopening', () => {
    unwrap(store.importPack(userPack()));
    unwrap(store.setSetting('k', [1, 2]));
    store.close();
    store = unwrap(openStore({ file }));
    expect(unwrap(store.listQuizzes()).length).toBe(3);
    expect(unwrap(store.getSetting('k'))).toEqual([1, 2]);
  });

  test('an in-memory store works for callers that want no file', () => {
    const memory = unwrap(openStore({ file: ':memory:' }));
    unwrap(memory.importPack(userPack()));
    expect(unwrap(memory.listPacks()).length).toBe(1);
    memory.close();
  });
});
