/**
 * The library's search terms (the cards on each board, the cited rules) arrive beside the index
 * (librarySearchTerms). The first load draws the list from the index alone, then joins the terms in; a
 * remembered search waits for them, so it never shows fewer quizzes than it finds; a refresh replaces
 * the list once both are in, and its list is the one that stays when a first load's terms come late.
 */
import { describe, expect, test } from 'vitest';
import type { LibraryIndex, LibrarySearchTerms } from '#main/contract/library-types';
import type { TrainerApi } from '#main/contract/trainer-api';
import { LibraryState } from '../../src-renderer/lib/library.svelte.ts';

const INDEX: LibraryIndex = {
  packs: [
    {
      id: 'builtin',
      title: 'Built-in',
      builtin: true,
      quizzes: [
        { id: 'q05', title: 'Floodtide Serpent returns itself', type: 'legal-sets', level: 1, tags: ['costs'] },
        { id: 'q06', title: 'Bear Cub beside Crazed Goblin', type: 'legal-sets', level: 1, tags: [] },
      ],
    },
  ],
  statuses: { packs: [], due: 0 },
};
const TERMS: LibrarySearchTerms = { packs: [{ packId: 'builtin', quizzes: [['q05', ['Hellrider'], ['508.1d']]] }] };

/** An API whose terms answer only when `release` is called; every call to them is counted. */
const fakeApi = (remembered: unknown) => {
  const pending: ((value: unknown) => void)[] = [];
  let termCalls = 0;
  const api = {
    libraryIndex: () => Promise.resolve({ ok: true, value: INDEX }),
    librarySearchTerms: () => {
      termCalls++;
      return new Promise((resolve) => pending.push(resolve));
    },
    getSetting: () => Promise.resolve({ ok: true, value: remembered }),
    setSetting: () => Promise.resolve({ ok: true, value: null }),
  } as unknown as TrainerApi;
  return {
    api,
    release: () => pending.splice(0).forEach((resolve) => resolve({ ok: true, value: TERMS })),
    termCalls: () => termCalls,
  };
};

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const visibleIds = (library: LibraryState) => library.visible.flatMap((g) => g.quizzes.map((q) => q.quiz.id));

describe('the search terms beside the library index', () => {
  test('the first load draws without them, then a card search finds its quiz once they are in', async () => {
    const fake = fakeApi(null);
    const library = new LibraryState(fake.api);
    const loading = library.load();
    await tick();
    expect(library.status).toBe('ready');
    expect(library.groups[0]?.quizzes[0]?.cards).toBeUndefined();
    library.setFilters({ search: 'hellrider' });
    expect(visibleIds(library)).toEqual([]);
    fake.release();
    await loading;
    expect(library.groups[0]?.quizzes[0]?.cards).toEqual(['Hellrider']);
    expect(visibleIds(library)).toEqual(['q05']);
    library.setFilters({ search: 'cr 508.1d' });
    expect(visibleIds(library)).toEqual(['q05']);
  });

  test('a remembered search waits for the terms: the first list drawn already finds by card', async () => {
    const fake = fakeApi({ search: 'Hellrider' });
    const library = new LibraryState(fake.api);
    const loading = library.load();
    await tick();
    expect(library.status).toBe('loading');
    expect(library.visible).toEqual([]);
    fake.release();
    await loading;
    expect(library.status).toBe('ready');
    expect(library.filters.search).toBe('Hellrider');
    expect(visibleIds(library)).toEqual(['q05']);
  });

  test('a refresh keeps the list with its terms on screen until the new index and terms are both in', async () => {
    const fake = fakeApi(null);
    const library = new LibraryState(fake.api);
    const first = library.load();
    await tick();
    fake.release();
    await first;
    const shown = library.groups;
    const refresh = library.load();
    await tick();
    expect(library.groups).toBe(shown);
    fake.release();
    await refresh;
    expect(library.groups).not.toBe(shown);
    expect(library.groups[0]?.quizzes[0]?.cards).toEqual(['Hellrider']);
    expect(fake.termCalls()).toBe(2);
  });

  test('a first load overtaken by a refresh: the refresh’s list stays, with its terms', async () => {
    const fake = fakeApi(null);
    const library = new LibraryState(fake.api);
    const first = library.load();
    await tick();
    const drawnFirst = library.groups;
    const second = library.load();
    await tick();
    // Both term calls answer together; the refresh's list is the one left, joined with its own terms.
    fake.release();
    await Promise.all([first, second]);
    expect(library.groups).not.toBe(drawnFirst);
    expect(library.groups[0]?.quizzes[0]?.cards).toEqual(['Hellrider']);
  });
});
