/**
 * Start to first response of the browser host (`npm run bench`; figures, not timed tests): the small
 * folder (a fresh data folder: the built-in pack only) against the volume fixture (5,000 quizzes,
 * 100,000 attempts; bench/volume-data.ts). Each round starts a host on the folder — the folder lock,
 * opening and checking the store, seeding the built-in pack, listening — asks for the page's first
 * calls as the renderer does (`countDue` for the top bar, `libraryIndex` for the library) and stops
 * the host. Goal: the volume folder's first response within 1.3× the small one's.
 * The daily backup is due in every round of the volume folder (the fixture has none): it must not
 * delay the answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, bench, describe } from 'vitest';
import { startBrowserHost } from '#main/host/browser-host';
import { createInProcessRunner } from '#main/worker/runner';
import { volumeDataDir } from './volume-data.ts';

const volume = await volumeDataDir();
const small = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-small-'));

/** The daily backup is due at every start: the volume fixture keeps none, so each round pays for it if start-up does. */
const dropBackups = (dir: string): void => fs.rmSync(path.join(dir, 'backups'), { recursive: true, force: true });

const call = async (host: { port: number; token: string }, method: string): Promise<void> => {
  const res = await fetch(`http://127.0.0.1:${host.port}/api/${method}`, { method: 'POST', headers: { 'x-trainer-token': host.token }, body: '' });
  const text = await res.text();
  if (res.status !== 200 || !text.startsWith('{"ok":true')) throw new Error(`${method}: ${res.status} ${text.slice(0, 200)}`);
};

/** Start to answer of each round, by folder and method: stopping the host (which a round also does) is not start-up. */
const measured = new Map<string, number[]>();
afterAll(() => {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  for (const method of ['countDue', 'libraryIndex']) {
    const smallMs = median(measured.get(`small ${method}`) ?? []);
    const bigMs = median(measured.get(`volume ${method}`) ?? []);
    console.log(
      `start → ${method} answered, median: small folder ${Math.round(smallMs)} ms, volume folder ${Math.round(bigMs)} ms (${(bigMs / smallMs).toFixed(2)}×)`,
    );
  }
  fs.rmSync(small, { recursive: true, force: true });
});

/** Starts a host on `dataDir`, asks `method` at once, and stops the host once it has answered. */
const startAndAsk = async (which: 'small' | 'volume', method: string): Promise<void> => {
  const dataDir = which === 'small' ? small : volume;
  dropBackups(dataDir);
  const started = performance.now();
  const host = await startBrowserHost({ port: 0, dataDir, runner: createInProcessRunner() });
  try {
    await call(host, method);
    const key = `${which} ${method}`;
    measured.set(key, [...(measured.get(key) ?? []), performance.now() - started]);
  } finally {
    await host.close();
  }
};

const OPTIONS = { time: 3000, iterations: 6, warmupIterations: 1 };

describe('browser host: start to first response (countDue, the top bar)', () => {
  bench('small folder (built-in pack only)', () => startAndAsk('small', 'countDue'), OPTIONS);
  bench('volume folder (5,000 quizzes, 100,000 attempts)', () => startAndAsk('volume', 'countDue'), OPTIONS);
});

describe('browser host: start to the library (libraryIndex)', () => {
  bench('small folder (built-in pack only)', () => startAndAsk('small', 'libraryIndex'), OPTIONS);
  bench('volume folder (5,000 quizzes, 100,000 attempts)', () => startAndAsk('volume', 'libraryIndex'), OPTIONS);
});
