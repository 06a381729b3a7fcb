/**
 * What the sandbox waits for (`npm run bench`; figures, not timed tests): the engine behind the real
 * worker thread, round trip included — the live legal set of an article-sized board (under 50 ms keeps
 * typing live) and the grouped view of the commander board. The worker is compiled from the
 * current source into a temp folder first (test/api/helpers.ts), as the worker tests do.
 */
import { readFileSync } from 'node:fs';
import { afterAll, bench, describe } from 'vitest';
import { createEngineRunner } from '#main/worker/runner';
import type { JobOutcome } from '#main/worker/job-error';
import { fromJob } from '#main/api/errors';
import { buildWorker } from '../test/api/helpers.ts';

const VECTORS = new URL('../test/fixtures/spec/vectors/article.json', import.meta.url);
const COMMANDER = JSON.parse(readFileSync(new URL('./boards/commander.json', import.meta.url), 'utf8')) as unknown;
const crawlspace = (JSON.parse(readFileSync(VECTORS, 'utf8')) as { name: string; board: unknown }[]).find((v) => v.name === 'example-crawlspace-avatar')?.board;

const worker = buildWorker();
const runner = createEngineRunner({ workerUrl: worker.url, timeLimitMs: 10_000 });
afterAll(async () => {
  await runner.close();
  worker.cleanup();
});

const OPTIONS = { time: 1000, iterations: 20, warmupIterations: 3 };
const HEAVY = { time: 1000, iterations: 3, warmupIterations: 1 };

async function expectOk(p: Promise<JobOutcome<unknown>>, what: string): Promise<void> {
  const r = fromJob(await p);
  if (!r.ok) throw new Error(`${what}: ${r.error.message}`);
}

describe('(e) the sandbox through the engine worker, round trip included', () => {
  bench(
    'Crawlspace example: legal set, first 50 (< 50 ms)',
    () => expectOk(runner.run({ kind: 'legal', board: crawlspace, limit: 50 }), 'crawlspace legal'),
    OPTIONS,
  );
  bench('commander board: first 50 (count exact)', () => expectOk(runner.run({ kind: 'legal', board: COMMANDER, limit: 50 }), 'commander legal'), HEAVY);
  bench('commander board: breakdown for the grouped view', () => expectOk(runner.run({ kind: 'breakdown', board: COMMANDER }), 'commander breakdown'), HEAVY);
  bench(
    'commander board: one sandbox edit (overview: first 50, count and breakdown from one run)',
    () => expectOk(runner.run({ kind: 'overview', board: COMMANDER, limit: 50 }), 'commander overview'),
    HEAVY,
  );
});
