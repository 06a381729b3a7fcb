/**
 * The library's lean calls (docs/volume.md): the index holds what listPacks and listQuizzes hold, in their
 * order; the statuses group the rows they are given; the search terms are kept per store, so a second
 * service over the same store (the browser host makes one per request) reads no pack JSON.
 */
import fs from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { groupLibrary, groupStatuses, searchTermsOf } from '#main/api/library-index-service';
import type { PackSummary, QuizSummary } from '#main/store/index';
import type { QuizStatusRow } from '#main/store/library-queries';
import { createTrainerService } from '#main/api/service';
import { openAppStore } from '#main/core/open-app-store';
import { createInProcessRunner } from '#main/worker/runner';
import { openHarness, value } from './helpers.ts';
import { validRawPack } from '../quiz/fixtures.ts';

const BUILTIN = fs.readFileSync(new URL('../../quizzes/builtin.json', import.meta.url), 'utf8');

const pack = (id: string, title: string, builtin = false): PackSummary => ({
  id,
  title,
  builtin,
  description: '',
  author: '',
  version: '1',
  importedAt: '2025-01-01T00:00:00.000Z',
  quizCount: 0,
});
const quiz = (packId: string, id: string): QuizSummary => ({ id, packId, title: `Quiz ${id}`, type: 'legal-sets', tags: ['goad'], level: 1 });

describe('groupLibrary', () => {
  const terms = new Map([['builtin', new Map([['b1', { cards: ['Propaganda'], rules: ['508.1d'] }]])]]);
  const cases: { name: string; packs: PackSummary[]; quizzes: QuizSummary[]; groups: Record<string, string[]> }[] = [
    { name: 'nothing', packs: [], quizzes: [], groups: {} },
    {
      name: 'packs in the given order, quizzes in theirs',
      packs: [pack('builtin', 'B', true), pack('mine', 'M')],
      quizzes: [quiz('builtin', 'b1'), quiz('builtin', 'b2'), quiz('mine', 'm1')],
      groups: { builtin: ['b1', 'b2'], mine: ['m1'] },
    },
    {
      name: 'interleaved quizzes still grouped',
      packs: [pack('builtin', 'B', true), pack('mine', 'M')],
      quizzes: [quiz('mine', 'm1'), quiz('builtin', 'b1'), quiz('mine', 'm2')],
      groups: { builtin: ['b1'], mine: ['m1', 'm2'] },
    },
    {
      name: 'a pack without quizzes still listed',
      packs: [pack('builtin', 'B', true), pack('mine', 'M')],
      quizzes: [quiz('builtin', 'b1')],
      groups: { builtin: ['b1'], mine: [] },
    },
  ];
  test.each(cases)('$name', ({ packs, quizzes, groups }) => {
    expect(Object.fromEntries(groupLibrary(packs, quizzes).map((p) => [p.id, p.quizzes.map((q) => q.id)]))).toEqual(groups);
  });

  test('the pack carries its title and builtin flag; a quiz what the list shows, never its search terms', () => {
    const [b] = groupLibrary([pack('builtin', 'Built-in', true)], [quiz('builtin', 'b1')]);
    expect(b).toEqual({
      id: 'builtin',
      title: 'Built-in',
      builtin: true,
      quizzes: [{ id: 'b1', title: 'Quiz b1', type: 'legal-sets', level: 1, tags: ['goad'] }],
    });
  });

  test('searchTermsOf: every listed pack in order with the terms it has (none for a pack without)', () => {
    expect(searchTermsOf([pack('builtin', 'B', true), pack('mine', 'M')], terms)).toEqual({
      packs: [
        { packId: 'builtin', quizzes: [['b1', ['Propaganda'], ['508.1d']]] },
        { packId: 'mine', quizzes: [] },
      ],
    });
  });
});

describe('groupStatuses', () => {
  const row = (packId: string, quizId: string, status: QuizStatusRow['status']): QuizStatusRow => ({ packId, quizId, status });
  test.each([
    { name: 'no rows', rows: [], packs: [] },
    {
      name: 'rows of two packs',
      rows: [row('a', 'q1', 'due'), row('a', 'q2', 'correct'), row('a', 'q3', 'due'), row('b', 'q1', 'missed')],
      packs: [
        { packId: 'a', correct: ['q2'], missed: [], due: ['q1', 'q3'] },
        { packId: 'b', correct: [], missed: ['q1'], due: [] },
      ],
    },
  ])('$name', ({ rows, packs }) => {
    expect(groupStatuses(rows, 7)).toEqual({ packs, due: 7 });
  });
});

describe('libraryIndex', () => {
  test('the packs and quizzes of listPacks and listQuizzes, in their order; librarySearchTerms the same search terms', async () => {
    const h = openHarness();
    try {
      const text = JSON.stringify({ ...(JSON.parse(BUILTIN) as object), id: 'a-second-pack', title: 'A second pack' });
      value(await h.api.importPack({ text }));
      const index = value(await h.api.libraryIndex());
      const packs = value(await h.api.listPacks());
      const quizzes = value(await h.api.listQuizzes());
      expect(index.packs.map((p) => [p.id, p.title, p.builtin])).toEqual(packs.map((p) => [p.id, p.title, p.builtin]));
      expect(index.packs.flatMap((p) => p.quizzes.map((q) => ({ ...q, packId: p.id })))).toEqual(
        quizzes.map((q) => ({
          id: q.id,
          title: q.title,
          type: q.type,
          level: q.level,
          tags: q.tags,
          packId: q.packId,
        })),
      );
      const terms = value(await h.api.librarySearchTerms());
      expect(terms.packs.map((p) => p.packId)).toEqual(packs.map((p) => p.id));
      expect(terms.packs.flatMap((p) => p.quizzes.map(([id, cards, rules]) => ({ packId: p.packId, id, cards, rules })))).toEqual(
        quizzes.map((q) => ({ packId: q.packId, id: q.id, cards: q.cards ?? [], rules: q.rules ?? [] })),
      );
      expect(terms.packs[0]?.quizzes.find(([id]) => id === 'q05')?.[1]).toContain('Hellrider');
      // Nothing answered yet: no status, nothing due.
      expect(index.statuses).toEqual({ packs: [], due: 0 });
    } finally {
      h.close();
    }
  });

  test('the service reads no pack JSON a second time (one service per process keeps the terms); a re-imported pack is read again', async () => {
    const h = openHarness();
    try {
      value(await h.api.librarySearchTerms());
      const getPack = vi.spyOn(h.store, 'getPack');
      const again = h.api;
      value(await again.librarySearchTerms());
      value(await again.listQuizzes());
      expect(getPack).not.toHaveBeenCalled();
      const pack = JSON.parse(BUILTIN) as { quizzes: { id: string }[] };
      value(await h.api.importPack({ text: JSON.stringify({ ...pack, id: 'mine', title: 'Mine', quizzes: pack.quizzes.slice(0, 2) }) }));
      getPack.mockClear();
      const index = value(await again.librarySearchTerms());
      expect(getPack.mock.calls.map(([id]) => id)).toEqual(['mine']);
      expect(index.packs.find((p) => p.packId === 'mine')?.quizzes.map(([id]) => id)).toEqual(pack.quizzes.slice(0, 2).map((q) => q.id));
    } finally {
      h.close();
    }
  });

  test('warmLibrary reads the terms ahead, one pack per turn of the event loop: the first search terms then read no pack JSON; a closed store is no error', async () => {
    const h = openHarness();
    try {
      value(await h.api.importPack({ text: JSON.stringify(validRawPack()) }));
      const warming = h.api.warmLibrary();
      // Nothing is parsed in the caller's turn: a call that arrives first is answered first.
      const read = vi.spyOn(h.store, 'getPack');
      await new Promise((resolve) => setImmediate(resolve));
      expect(read).toHaveBeenCalledTimes(1);
      await warming;
      expect(read).toHaveBeenCalledTimes(2);
      read.mockRestore();
      const getPack = vi.spyOn(h.store, 'getPack');
      expect(value(await h.api.librarySearchTerms()).packs[0]?.quizzes.find(([id]) => id === 'q05')?.[1]).toContain('Hellrider');
      expect(getPack).not.toHaveBeenCalled();
    } finally {
      h.close();
    }
    await expect(h.api.warmLibrary()).resolves.toBeUndefined();
  });

  test("a new start (a new service over the database) reads the stored terms, not the packs' JSON; a re-imported pack is read again", async () => {
    const h = openHarness();
    try {
      const first = value(await h.api.librarySearchTerms());
      const getPack = vi.spyOn(h.store, 'getPack');
      const restarted = createTrainerService(h.store, createInProcessRunner());
      expect(value(await restarted.librarySearchTerms()).packs).toEqual(first.packs);
      expect(getPack).not.toHaveBeenCalled();
      const pack = JSON.parse(BUILTIN) as { quizzes: { id: string }[] };
      value(await h.api.importPack({ text: JSON.stringify({ ...pack, id: 'mine', title: 'Mine', quizzes: pack.quizzes.slice(0, 2) }) }));
      value(await h.api.librarySearchTerms());
      // Re-imported with other quizzes: the terms stored for the old version are gone with it.
      value(await h.api.importPack({ text: JSON.stringify({ ...pack, id: 'mine', title: 'Mine', quizzes: pack.quizzes.slice(4, 6) }), onConflict: 'replace' }));
      getPack.mockClear();
      const again = value(await createTrainerService(h.store, createInProcessRunner()).librarySearchTerms());
      expect(getPack.mock.calls.map(([id]) => id)).toEqual(['mine']);
      expect(again.packs.find((p) => p.packId === 'mine')?.quizzes.map(([id]) => id)).toEqual(pack.quizzes.slice(4, 6).map((q) => q.id));
      expect(again).toEqual(value(await h.api.librarySearchTerms()));
      expect(h.store.searchTerms.get('mine')).toMatchObject({ ok: true, value: expect.any(String) });
      // A deleted pack's stored terms go with it.
      value(await h.api.deletePack({ packId: 'mine' }));
      expect(h.store.searchTerms.get('mine')).toEqual({ ok: true, value: undefined });
    } finally {
      h.close();
    }
  });

  test('terms read while the store may not write yet (its start-up check running) are stored by warmLibrary once it may', async () => {
    const h = openHarness();
    const dir = h.dir;
    h.store.close();
    const opened = openAppStore(dir, { healthCheck: 'background' });
    if (!opened.ok) throw new Error(opened.error.join('\n'));
    const store = opened.value;
    try {
      const api = createTrainerService(store, createInProcessRunner());
      const early = value(await api.librarySearchTerms());
      expect(await store.health()).toEqual({ ok: true });
      await api.warmLibrary();
      const getPack = vi.spyOn(store, 'getPack');
      expect(value(await createTrainerService(store, createInProcessRunner()).librarySearchTerms()).packs).toEqual(early.packs);
      expect(getPack).not.toHaveBeenCalled();
    } finally {
      store.close();
      h.close();
    }
  });
});
