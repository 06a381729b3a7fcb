/**
 * The sandbox's board across navigation and reload (SandboxDraft): read once when the screen opens,
 * nothing editable before, saved once a burst of edits pauses, saved at once when the screen closes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrainerApi } from '#main/contract/trainer-api';
import { makeBoardDraft, type BoardDraft } from '#shared/cards/index';
import { DRAFT_SAVE_DELAY_MS, DRAFT_SETTING_KEY, emptyBoard, SandboxDraft } from '../../src-renderer/lib/sandbox/sandbox-draft.svelte.ts';
import { addOpponent } from '../../src-renderer/lib/sandbox/sandbox.ts';

/** A store holding one setting value, recording every write; getSetting answers when `answer` is called. */
function fakeStore(saved: unknown) {
  const writes: unknown[] = [];
  let answer: () => void = () => undefined;
  const api = {
    getSetting: ({ key }: { key: string }) =>
      new Promise((resolve) => {
        answer = () => resolve({ ok: true, value: key === DRAFT_SETTING_KEY ? saved : null });
      }),
    setSetting: ({ key, value }: { key: string; value: unknown }) => {
      if (key === DRAFT_SETTING_KEY) writes.push(value);
      return Promise.resolve({ ok: true, value: null });
    },
  } as unknown as TrainerApi;
  return { api, writes, answer: () => answer() };
}

const threePlayers: BoardDraft = addOpponent(makeBoardDraft(['you', 'opp'], 'you'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SandboxDraft', () => {
  const restoreCases: { name: string; saved: unknown; players: readonly string[] }[] = [
    { name: 'a saved board comes back', saved: threePlayers, players: ['you', 'opp', 'opp2'] },
    { name: 'no saved board: the empty board', saved: null, players: ['you', 'opp'] },
    { name: 'an invalid saved board: the empty board', saved: { format: 'attack-board/1', players: 'nobody' }, players: ['you', 'opp'] },
  ];
  for (const c of restoreCases) {
    it(`restore: ${c.name}, and nothing is written back`, async () => {
      const store = fakeStore(c.saved);
      const draft = new SandboxDraft(store.api);
      const restoring = draft.restore();
      expect(draft.ready).toBe(false);
      store.answer();
      await restoring;
      expect(draft.ready).toBe(true);
      expect(draft.board.players).toEqual(c.players);
      await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS * 2);
      expect(store.writes).toEqual([]);
    });
  }

  it('an edit made before the saved board is read is refused, so the saved board cannot overwrite it', async () => {
    const store = fakeStore(threePlayers);
    const draft = new SandboxDraft(store.api);
    const restoring = draft.restore();
    draft.set(addOpponent(emptyBoard(), 'opp9'));
    draft.startOver();
    expect(draft.board).toEqual(emptyBoard());
    store.answer();
    await restoring;
    expect(draft.board.players).toEqual(['you', 'opp', 'opp2']);
    expect(draft.undo).toBeNull();
  });

  it('a burst of edits is saved once, after the pause, with the last board', async () => {
    const store = fakeStore(null);
    const draft = new SandboxDraft(store.api);
    const restoring = draft.restore();
    store.answer();
    await restoring;
    let board = draft.board;
    for (let i = 0; i < 4; i++) {
      board = addOpponent(board);
      draft.set(board);
      await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS / 2);
    }
    expect(store.writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    expect(store.writes).toEqual([board]);
  });

  it('closing the screen saves a pending edit at once; with nothing pending it writes nothing', async () => {
    const store = fakeStore(null);
    const draft = new SandboxDraft(store.api);
    const restoring = draft.restore();
    store.answer();
    await restoring;
    draft.flush();
    expect(store.writes).toEqual([]);
    draft.set(threePlayers);
    draft.flush();
    expect(store.writes).toEqual([threePlayers]);
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS * 2);
    expect(store.writes).toHaveLength(1);
  });

  it('Start over keeps the old board for Undo; each board loaded whole counts as a load', async () => {
    const store = fakeStore(threePlayers);
    const draft = new SandboxDraft(store.api);
    const restoring = draft.restore();
    store.answer();
    await restoring;
    const loadsAfterRestore = draft.loads;
    expect(loadsAfterRestore).toBe(1);
    draft.startOver();
    expect(draft.board.players).toEqual(['you', 'opp']);
    expect(draft.undo?.players).toEqual(['you', 'opp', 'opp2']);
    draft.undoStartOver();
    expect(draft.board.players).toEqual(['you', 'opp', 'opp2']);
    expect(draft.undo).toBeNull();
    expect(draft.loads).toBe(loadsAfterRestore + 2);
    await vi.advanceTimersByTimeAsync(DRAFT_SAVE_DELAY_MS);
    expect(store.writes).toEqual([draft.board]);
  });
});
