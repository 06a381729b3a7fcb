/**
 * The library's import can be cancelled while the engine checks the pack (the call is aborted and
 * nothing is said to be imported), and it says how far the checks are while they run.
 */
import { describe, expect, it } from 'vitest';
import type { TrainerApi } from '#main/contract/trainer-api';
import { LibraryState } from '../../src-renderer/lib/library.svelte.ts';
import { importCheckLine } from '../../src-renderer/lib/library-import-text.ts';

describe('LibraryState.cancelImport', () => {
  it('aborts the importPack call in progress and says the import was cancelled', async () => {
    let seen: AbortSignal | undefined;
    const api = {
      importPack: (_input: unknown, options?: { signal?: AbortSignal }) =>
        new Promise((resolve) => {
          seen = options?.signal;
          options?.signal?.addEventListener('abort', () => resolve({ ok: false, error: { code: 'cancelled', message: 'the request was cancelled' } }));
        }),
    } as unknown as TrainerApi;
    const library = new LibraryState(api);
    const importing = library.importPackText('big.json', '{}');
    expect(library.importing?.fileName).toBe('big.json');
    library.cancelImport();
    await importing;
    expect(seen?.aborted).toBe(true);
    expect(library.importing).toBeUndefined();
    expect(library.importOutcome).toEqual({ ok: true, lines: ['The import of big.json was cancelled: nothing was imported.'] });
  });
});

describe('the import in progress', () => {
  it("shows the host's count while the import runs, and nothing once it has answered", async () => {
    let finish: (r: unknown) => void = () => undefined;
    let checked = 0;
    const api = {
      importPack: () => new Promise((resolve) => (finish = resolve)),
      importProgress: () => Promise.resolve({ ok: true, value: { checked: checked++, total: 40 } }),
      listPacks: () => Promise.resolve({ ok: true, value: [] }),
      libraryIndex: () => Promise.resolve({ ok: true, value: { packs: [], quizzes: [] } }),
      librarySearchTerms: () => Promise.resolve({ ok: true, value: { packs: [] } }),
      libraryStatuses: () => Promise.resolve({ ok: true, value: [] }),
      getSetting: () => Promise.resolve({ ok: true, value: null }),
    } as unknown as TrainerApi;
    const library = new LibraryState(api);
    const importing = library.importPackText('big.json', '{}');
    expect(library.importChecks).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 700));
    const shown = library.importChecks;
    expect(shown?.total).toBe(40);
    expect(shown?.checked).toBeGreaterThanOrEqual(1);
    finish({ ok: false, error: { code: 'cancelled', message: 'the request was cancelled' } });
    await importing;
    expect(library.importChecks).toBeUndefined();
    const polls = checked;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(checked).toBe(polls);
  });
});

describe('importCheckLine', () => {
  it.each([
    [{ checked: 0, total: 40 }, 'Checking quiz 1 of 40'],
    [{ checked: 11, total: 40 }, 'Checking quiz 12 of 40'],
    [{ checked: 40, total: 40 }, 'All 40 quizzes checked; storing the pack…'],
    [{ checked: 1, total: 1 }, 'All 1 quiz checked; storing the pack…'],
    [{ checked: 0, total: 0 }, 'Storing the pack…'],
  ])('%o → %s', (progress, line) => {
    expect(importCheckLine(progress)).toBe(line);
  });
});
