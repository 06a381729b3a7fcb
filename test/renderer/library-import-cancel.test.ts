/** The library's import can be cancelled while the engine checks the pack: the call is aborted and nothing is said to be imported. */
import { describe, expect, it } from 'vitest';
import type { TrainerApi } from '#main/contract/trainer-api';
import { LibraryState } from '../../src-renderer/lib/library.svelte.ts';

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
