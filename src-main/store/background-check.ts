/**
 * The start-up check (quick_check) off the first screen's path. It reads every page of the file: at
 * 100,000 attempts that is 60 MB and seconds on a busy machine, all before the first answer. A host
 * (Electron's main process and the browser host, through core/create-core.ts) opens the store with
 * `healthCheck: 'background'`: the connection is read-only (`PRAGMA query_only`) until the check has
 * passed, so a damaged file is still never written to, and the check runs on a connection of its own
 * in a worker thread once the host's first screen is answered (core/first-screen.ts). The core's
 * dispatch holds any call that writes until the verdict and answers `storage` after a failed one.
 *
 * The worker is started from code (an `eval` worker requiring better-sqlite3 by its resolved path), so
 * no second bundle entry is needed; where it cannot start, the check runs on the main thread, after
 * the current turn of the event loop — later, but never skipped.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Database } from 'better-sqlite3';
import { checkHealth, MAX_CHECK_PROBLEMS, type HealthReport } from './health.ts';

const CHECK_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// Below the thread that serves the first screen, where a thread's priority is its own (Linux).
if (process.platform === 'linux') try { require('node:os').setPriority(10); } catch {}
const Database = require(workerData.module);
let lines;
try {
  const db = new Database(workerData.file, { readonly: true, fileMustExist: true, ...(workerData.nativeBinding ? { nativeBinding: workerData.nativeBinding } : {}) });
  try {
    lines = db.pragma('quick_check(' + workerData.max + ')').map((r) => String(Object.values(r)[0]));
  } finally {
    db.close();
  }
} catch (e) {
  lines = [e && e.message ? e.message : String(e)];
}
parentPort.postMessage(lines);
`;

const toReport = (lines: readonly string[]): HealthReport => {
  const ok = lines.length === 1 && lines[0] === 'ok';
  return { ok, problems: ok ? [] : lines };
};

/** On the main thread, after this turn of the event loop: the fallback. */
const checkLater = (db: Database): Promise<HealthReport> =>
  new Promise((resolve) => {
    setImmediate(() => {
      try {
        resolve(db.open ? checkHealth(db, false) : { ok: false, problems: ['the database was closed before it was checked'] });
      } catch (e) {
        resolve({ ok: false, problems: [e instanceof Error ? e.message : String(e)] });
      }
    });
  });

/** quick_check of `file` in a worker thread; `db` (the store's connection) is the fallback's. */
export const checkInBackground = (db: Database, file: string, nativeBinding: string | undefined): Promise<HealthReport> => {
  let module: string;
  try {
    module = createRequire(import.meta.url).resolve('better-sqlite3');
  } catch {
    return checkLater(db);
  }
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(CHECK_SOURCE, { eval: true, workerData: { module, file, nativeBinding, max: MAX_CHECK_PROBLEMS } });
    } catch {
      resolve(checkLater(db));
      return;
    }
    let settled = false;
    worker.once('message', (lines: string[]) => {
      settled = true;
      resolve(toReport(lines));
    });
    worker.once('error', () => {
      if (!settled) resolve(checkLater(db));
      settled = true;
    });
    worker.once('exit', () => {
      if (!settled) resolve(checkLater(db));
      settled = true;
    });
  });
};
