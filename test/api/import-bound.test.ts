/**
 * An import is bounded as a whole and can be cancelled: its engine checks stop past the bound or at
 * the caller's cancel, and nothing is imported (a 5,000-quiz pack of heavy quizzes used to hold the
 * data folder for hours).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTrainerService } from '#main/api/service';
import { openAppStore } from '#main/core/open-app-store';
import type { Store } from '#main/store/index';
import type { EngineRunner } from '#main/worker/runner';
import { validRawPack } from '../quiz/fixtures.ts';
import { makeTempDir } from '../store/fixtures.ts';
import { failure, value } from './helpers.ts';

const CHECK_MS = 150;

/** An engine whose quiz checks each take CHECK_MS and find nothing; it counts them and obeys cancel. */
const slowEngine = () => {
  const seen = { checks: 0 };
  const runner = {
    run: (_job: unknown, options: { signal?: AbortSignal } = {}) =>
      new Promise((resolve) => {
        seen.checks++;
        const timer = setTimeout(() => resolve({ ok: true, value: [] }), CHECK_MS);
        options.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve({ ok: false, error: { code: 'cancelled', message: 'the request was cancelled' } });
        });
      }),
    close: () => Promise.resolve(),
  } as unknown as EngineRunner;
  return { runner, seen };
};

/** The fixture pack's first (engine-decided) quiz, forty times over. */
const bigPack = (): string => {
  const raw = validRawPack();
  const quiz = raw.quizzes[0]!;
  return JSON.stringify({ ...raw, id: 'big', quizzes: Array.from({ length: 40 }, (_, i) => ({ ...quiz, id: `q${i}` })) });
};

let tmp: { dir: string; cleanup: () => void };
let store: Store;
beforeEach(() => {
  tmp = makeTempDir();
  const opened = openAppStore(tmp.dir);
  if (!opened.ok) throw new Error(opened.error.join('\n'));
  store = opened.value;
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

describe('importPack is bounded and cancellable', () => {
  it('past the overall bound: too-large, saying how far it got; nothing imported', async () => {
    const { runner, seen } = slowEngine();
    const api = createTrainerService(store, runner, { importTimeLimitMs: 1000 });
    const e = failure(await api.importPack({ text: bigPack() }));
    expect(e.code).toBe('too-large');
    expect(e.message).toMatch(/checking this pack's 40 quizzes against the engine takes longer than 1 s \(\d+ checked\); nothing was imported/);
    expect(seen.checks).toBeLessThan(40);
    expect(value(await api.listPacks()).map((p) => p.id)).not.toContain('big');
  });

  it('cancelled by the caller: cancelled, the checks stop, nothing imported', async () => {
    const { runner, seen } = slowEngine();
    const api = createTrainerService(store, runner);
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 3 * CHECK_MS + 50);
    const e = failure(await api.importPack({ text: bigPack() }, { signal: abort.signal }));
    expect(e.code).toBe('cancelled');
    expect(seen.checks).toBeLessThanOrEqual(5);
    expect(value(await api.listPacks()).map((p) => p.id)).not.toContain('big');
  });

  it('within the bound it imports as before', async () => {
    const { runner } = slowEngine();
    const api = createTrainerService(store, runner, { importTimeLimitMs: 60_000 });
    const raw = validRawPack();
    expect(value(await api.importPack({ text: JSON.stringify(raw) })).outcome).toBe('added');
  });

  it('says how far the checks are while they run (checked of the engine-decided quizzes), and nothing once done', async () => {
    const { runner } = slowEngine();
    const api = createTrainerService(store, runner);
    expect(value(await api.importProgress())).toBeNull();
    const importing = api.importPack({ text: bigPack() });
    const seen: { checked: number; total: number }[] = [];
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
      const now = value(await api.importProgress());
      if (now !== null) seen.push(now);
    }
    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const p of seen) expect(p.total).toBe(40);
    // The count moves with the checks, and never past the total.
    expect(seen.at(-1)!.checked).toBeGreaterThan(seen[0]!.checked);
    expect(seen.every((p) => p.checked >= 0 && p.checked < 40)).toBe(true);
    value(await importing);
    expect(value(await api.importProgress())).toBeNull();
  }, 30_000);

  it('a cancel while replacing a pack leaves the stored pack, its quizzes and the library exactly as they were', async () => {
    const { runner } = slowEngine();
    const api = createTrainerService(store, runner);
    const raw = validRawPack();
    value(await api.importPack({ text: JSON.stringify({ ...raw, id: 'big' }) }));
    const before = {
      packs: value(await api.listPacks()),
      quizzes: value(await api.listQuizzes({ packId: 'big' })),
      text: value(await api.exportPack({ packId: 'big' })).text,
    };
    const abort = new AbortController();
    const importing = api.importPack({ text: bigPack(), onConflict: 'replace' }, { signal: abort.signal });
    await new Promise((resolve) => setTimeout(resolve, 3 * CHECK_MS));
    expect(value(await api.importProgress())?.checked).toBeGreaterThan(0);
    abort.abort();
    expect(failure(await importing).code).toBe('cancelled');
    expect(value(await api.listPacks())).toEqual(before.packs);
    expect(value(await api.listQuizzes({ packId: 'big' }))).toEqual(before.quizzes);
    expect(value(await api.exportPack({ packId: 'big' })).text).toBe(before.text);
    expect(value(await api.importProgress())).toBeNull();
  }, 30_000);
});
