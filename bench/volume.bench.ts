/**
 * The store and service at a judge community's volume (docs/volume.md; `npm run bench`, figures not timed
 * tests): 5,034 quizzes and 100,000 attempts from the volume fixture (scripts/fixture-volume.js).
 * Goal: each aggregate < 60 ms, the CSV export < 500 ms.
 */
import { afterAll, bench, describe } from 'vitest';
import { createTrainerService } from '#main/api/service';
import { openAppStore } from '#main/core/open-app-store';
import type { EngineRunner } from '#main/worker/runner';
import { volumeDataDir } from './volume-data.ts';

const opened = openAppStore(await volumeDataDir());
if (!opened.ok) throw new Error(opened.error.join('\n'));
const store = opened.value;
// None of the methods measured here reaches the engine.
const noEngine = { run: () => Promise.reject(new Error('no engine in this bench')), close: () => Promise.resolve() } as unknown as EngineRunner;
const api = createTrainerService(store, noEngine);
afterAll(() => store.close());

const OPTIONS = { time: 1500, iterations: 10, warmupIterations: 2 };

async function expectOk(p: Promise<{ ok: boolean; error?: { message: string } }>, what: string): Promise<void> {
  const r = await p;
  if (!r.ok) throw new Error(`${what}: ${r.error?.message ?? 'failed'}`);
}

describe('5,034 quizzes and 100,000 attempts through the service', () => {
  bench('libraryIndex (every library load)', () => expectOk(api.libraryIndex(), 'libraryIndex'), OPTIONS);
  bench('libraryStatuses (back from a quiz, < 60 ms)', () => expectOk(api.libraryStatuses(), 'libraryStatuses'), OPTIONS);
  bench('countDue (the top bar, every navigation)', () => expectOk(api.countDue(), 'countDue'), OPTIONS);
  bench('listQuizzes (quiz, exam and progress screens)', () => expectOk(api.listQuizzes({}), 'listQuizzes'), OPTIONS);
  bench('listProgress (< 60 ms)', () => expectOk(api.listProgress(), 'listProgress'), OPTIONS);
  bench('stats (< 60 ms)', () => expectOk(api.stats(), 'stats'), OPTIONS);
  bench('progress, 30 days, Europe/Paris (< 60 ms)', () => expectOk(api.progress({ days: 30, timeZone: 'Europe/Paris' }), 'progress'), OPTIONS);
  bench('reviewQueue (< 60 ms)', () => expectOk(api.reviewQueue(), 'reviewQueue'), OPTIONS);
  bench('exportProgressCsv (< 500 ms)', () => expectOk(api.exportProgressCsv(), 'exportProgressCsv'), OPTIONS);
});
