/** The service over a temp store with a clock the test moves and a fixed exam seed (review, exam and progress tests). */
import { afterEach, beforeEach } from 'vitest';
import { createTrainerService } from '#main/api/service';
import type { TrainerApi } from '#main/contract/trainer-api';
import { openStore, type Store } from '#main/store/index';
import { createInProcessRunner } from '#main/worker/runner';
import { validRawPack } from '../quiz/fixtures.ts';
import { makeTempDir } from '../store/fixtures.ts';
import { value } from '../api/helpers.ts';

export const T0 = new Date('2026-03-02T09:00:00.000Z');
export const MINUTE = 60_000;
export const DAY = 86_400_000;

export interface ClockedHarness {
  readonly store: Store;
  readonly api: TrainerApi;
  /** The service's current time. */
  now(): Date;
  set(time: Date | string): void;
  advance(ms: number): void;
  close(): void;
}

export const openClockedHarness = (start: Date = T0, seed = 42): ClockedHarness => {
  const { dir, cleanup } = makeTempDir();
  let time = start.getTime();
  // Without the builtin pack: exams draw from every pack, and the tests count on the fixture pack alone.
  const opened = openStore({ dataDir: dir }, { now: () => new Date(time) });
  if (!opened.ok) throw new Error(opened.error.message);
  const store = opened.value;
  const runner = createInProcessRunner();
  let nextSeed = seed;
  return {
    store,
    api: createTrainerService(store, runner, { now: () => new Date(time), seed: () => nextSeed++ }),
    now: () => new Date(time),
    set: (t) => {
      time = new Date(t).getTime();
    },
    advance: (ms) => {
      time += ms;
    },
    close: () => {
      void runner.close();
      store.close();
      cleanup();
    },
  };
};

export const importFixturePack = async (h: ClockedHarness): Promise<void> => {
  value(await h.api.importPack({ text: JSON.stringify(validRawPack()) }));
};

/**
 * A harness with the fixture pack imported, fresh for every test of the file or describe block that
 * calls this: opened before each test and closed after it. The object returned always speaks to the
 * current test's harness, so a test file holds it in one `const` instead of its own hooks.
 */
export const useFixtureHarness = (): ClockedHarness => {
  let current: ClockedHarness | undefined;
  beforeEach(async () => {
    current = openClockedHarness();
    await importFixturePack(current);
  });
  afterEach(() => {
    current?.close();
    current = undefined;
  });
  const open = (): ClockedHarness => {
    if (current === undefined) throw new Error('the fixture harness is open only while a test runs');
    return current;
  };
  return {
    get store() {
      return open().store;
    },
    get api() {
      return open().api;
    },
    now: () => open().now(),
    set: (time) => open().set(time),
    advance: (ms) => open().advance(ms),
    close: () => open().close(),
  };
};

/** The fixture's authored quizzes (scored without the engine's search): choice, multi and number. */
export const AUTHORED = { tags: ['timing', 'triggers'] } as const;

/** Right and wrong answers to the fixture pack's authored quizzes (scored without the engine's search). */
export const RIGHT = {
  choice: { type: 'choice', selected: ['five'] },
  number: { type: 'number', value: 3 },
  approx: { type: 'number', value: 10 },
  multi: { type: 'choice', selected: ['s2', 's3', 's7'] },
  can: { type: 'can-attack', value: false },
} as const;
export const WRONG = {
  choice: { type: 'choice', selected: ['two'] },
  number: { type: 'number', value: 4 },
  approx: { type: 'number', value: 20 },
  multi: { type: 'choice', selected: ['s4'] },
  can: { type: 'can-attack', value: true },
} as const;
