/**
 * The composition root: what a process runs on, built in one place for Electron's main process, the
 * browser host and the CLI's store commands. One core per process: the data folder's lock, the store
 * (seeded with the built-in pack), the engine runner, ONE service (so what it keeps between calls —
 * quizzes opened, puzzles served, the library's search terms — lives as long as the process), the
 * dispatch every host call goes through (cancellable per call), and one close for all of it.
 */
import { err, ok, type Result } from '#shared/engine/result';
import { createDispatch, type CallDispatch } from '#main/api/dispatch';
import { createTrainerService, type ServiceOptions, type TrainerService } from '#main/api/service';
import { acquireFolderLock, type FolderLock, type Store } from '#main/store/index';
import type { EngineRunner } from '#main/worker/runner';
import { createFirstScreen } from './first-screen.ts';
import { openAppStore, type AppStoreOptions } from './open-app-store.ts';

export interface CoreOptions {
  readonly dataDir: string;
  /** Takes the data folder's lock for the core's life (one writer per folder); absent: no lock. */
  readonly lock?: Parameters<typeof acquireFolderLock>[1];
  /** How the store opens: the native binding (Electron), the built-in pack file. */
  readonly store?: AppStoreOptions;
  /**
   * The engine runner. A function makes it once the store is open, and the core closes it; a runner
   * given as it is belongs to the caller (a test's), which closes it.
   */
  readonly runner: EngineRunner | (() => EngineRunner);
  readonly service?: ServiceOptions;
  /**
   * A host serving a first screen (Electron's main process, the browser host): the store opens
   * without its check, which runs after the first screen is answered (first-screen.ts) and gates the
   * calls that write; then the built-in pack is seeded, the library's search terms warmed and the
   * daily backup taken. Without it (the CLI) the store is checked at open.
   */
  readonly firstScreen?: boolean;
}

/** Why the folder's lock was refused (held by another process, or the lock file could not be used). */
type FolderLockError = Extract<ReturnType<typeof acquireFolderLock>, { readonly ok: false }>['error'];

/** Why no core: the folder is locked by another process (or the lock failed), or the store did not open. */
export type CoreError = { readonly kind: 'lock'; readonly error: FolderLockError } | { readonly kind: 'store'; readonly lines: readonly string[] };

export interface Core {
  readonly store: Store;
  readonly runner: EngineRunner;
  readonly service: TrainerService;
  /**
   * How a host calls the service: by method name, cancellable per call (api/dispatch.ts); for a host
   * serving a first screen, gated by the start-up check (first-screen.ts).
   */
  readonly calls: CallDispatch;
  /** What was repaired at start (a lock file that was not a lock), for the user. */
  readonly notices: readonly string[];
  /** Closes the store, releases the lock and ends the runner (when the core made it). Idempotent. */
  close(): Promise<void>;
}

export function createCore(options: CoreOptions): Result<Core, CoreError> {
  let lock: FolderLock | undefined;
  if (options.lock !== undefined) {
    const locked = acquireFolderLock(options.dataDir, options.lock);
    if (!locked.ok) return err({ kind: 'lock', error: locked.error });
    lock = locked.value;
  }
  const firstScreen = options.firstScreen === true ? createFirstScreen() : undefined;
  const storeOptions =
    firstScreen === undefined ? options.store : { ...options.store, healthCheck: 'background' as const, backgroundWorkAfter: firstScreen.answered };
  const opened = openAppStore(options.dataDir, storeOptions);
  if (!opened.ok) {
    lock?.release();
    return err({ kind: 'store', lines: opened.error });
  }
  const store = opened.value;
  const ownsRunner = typeof options.runner === 'function';
  const runner = typeof options.runner === 'function' ? options.runner() : options.runner;
  const service = createTrainerService(store, runner, options.service);
  const dispatch = createDispatch(service);
  // After the check (and the built-in pack's seeding, registered first by openAppStore): the search
  // terms parsed while the store could not write are stored, the others read ahead of the library.
  if (firstScreen !== undefined) void store.health().then((verdict) => (verdict.ok ? service.warmLibrary() : undefined));
  let closing: Promise<void> | undefined;
  return ok({
    store,
    runner,
    service,
    calls: firstScreen === undefined ? dispatch : firstScreen.gate(dispatch, () => store.health()),
    notices: lock?.notices ?? [],
    close() {
      // The store closes at once, in this turn (Electron's will-quit does not wait for a promise); the
      // runner's jobs answer `cancelled` and write nothing.
      closing ??= (() => {
        const ended = ownsRunner ? runner.close() : Promise.resolve();
        store.close();
        firstScreen?.release();
        lock?.release();
        return ended;
      })();
      return closing;
    },
  });
}
