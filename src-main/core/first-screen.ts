/**
 * What a host's start-up work waits for: the first screen answered. At a community's volume the
 * start-up check reads a 60 MB file and the daily backup copies it; on a two-core machine either one
 * running beside the first calls delayed the first screen by seconds. So the check (and after it the
 * backup and the library's warm-up) starts once the host has answered its first calls and none has
 * been in flight for IDLE_MS, or FIRST_SCREEN_WAIT_MS after start when no call comes (a window still
 * loading), or at once when a call that writes must wait for the check's verdict.
 *
 * Until the check has passed the store is read-only: calls that only read are answered at once; any
 * other call waits for the verdict. After a failed check every call answers `storage` with the
 * damaged message and the backup to restore (store/health.ts).
 */
import type { CallDispatch } from '#main/api/dispatch';
import type { TrainerApiMethod } from '#main/contract/trainer-api';
import type { StoreHealth } from '#main/store/index';

/** With no call at all, the start-up work starts this long after the store opened. */
export const FIRST_SCREEN_WAIT_MS = 5000;
/** The quiet after the first answers that marks the first screen as answered (its calls come together). */
export const IDLE_MS = 200;

/**
 * Calls that only read: answered while the start-up check still runs (the store is read-only until
 * it passes). Any other call waits for the check's verdict.
 */
const READS_BEFORE_CHECK: ReadonlySet<string> = new Set<TrainerApiMethod>([
  'libraryIndex',
  'librarySearchTerms',
  'libraryStatuses',
  'countDue',
  'listPacks',
  'listQuizzes',
  'getQuiz',
  'getSetting',
  'stats',
  'listProgress',
  'reviewQueue',
  'progress',
  'listExams',
  'getExam',
  'exportPack',
  'exportProgressCsv',
  'checkDatabase',
  'legal',
  'legalOverview',
  'legalBreakdown',
  'check',
  'tree',
  'scoreQuiz',
]);

export interface FirstScreen {
  /** Settles once the first screen is answered (or FIRST_SCREEN_WAIT_MS passed, or a write asked). */
  readonly answered: Promise<void>;
  /** `calls` with the start-up gate: reads at once, other calls after the check, none after a failed one. */
  gate(calls: CallDispatch, health: () => Promise<StoreHealth>): CallDispatch;
  /** Settles `answered` now (the host is closing: what waits on it settles at once, on a closed store). */
  release(): void;
}

export function createFirstScreen(waitMs = FIRST_SCREEN_WAIT_MS, idleMs = IDLE_MS): FirstScreen {
  let settle: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    settle = resolve;
  });
  let done = false;
  let inFlight = 0;
  let idle: NodeJS.Timeout | undefined;
  const finish = (): void => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    clearTimeout(idle);
    settle();
  };
  const fallback = setTimeout(finish, waitMs);
  fallback.unref();

  return {
    answered,
    release: finish,
    gate(calls, health) {
      let verdict: StoreHealth | undefined;
      void health().then((v) => {
        verdict = v;
      });
      return {
        async call(method, arg, how) {
          if (verdict === undefined && !READS_BEFORE_CHECK.has(method)) {
            // A write waits for the verdict: the check starts now rather than after the first screen.
            finish();
            verdict = await health();
          }
          if (verdict !== undefined && !verdict.ok) return { ok: false, error: { code: 'storage', message: verdict.message } };
          inFlight += 1;
          clearTimeout(idle);
          try {
            return await calls.call(method, arg, how);
          } finally {
            inFlight -= 1;
            if (inFlight === 0 && !done) {
              idle = setTimeout(finish, idleMs);
              idle.unref();
            }
          }
        },
        cancel: (requestId) => calls.cancel(requestId),
      };
    },
  };
}
