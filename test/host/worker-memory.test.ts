/**
 * The browser host lives on when an engine worker runs out of memory: a real board too large for a
 * small heap is sent to the real host with the real engine worker (a child process, the default);
 * the call answers `too-large` naming the memory limit (the engine's probe of the worker's memory, or the
 * lane after the heap ran out and a fresh worker started), and the host answers the next call. (A job that blows its heap in one allocation, fatal to a whole process when
 * run in a thread, is test/api/worker.test.ts's part: no valid board makes one any more.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '#main/contract/trainer-api';
import { startBrowserHost, type BrowserHost } from '#main/host/browser-host';
import { createEngineRunner, tooMuchMemoryMessage } from '#main/worker/runner';
import { conditionalBoard } from '../support/families.ts';
import { CUB_GOBLIN_BOARD } from '../quiz/fixtures.ts';
import { buildWorker } from '../api/helpers.ts';

const MEMORY_MB = 48;
let tmp = '';
let host: BrowserHost;
let worker: { url: URL; cleanup: () => void };

beforeAll(async () => {
  worker = buildWorker();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-memory-'));
  const runner = createEngineRunner({ workerUrl: worker.url, memoryLimitMb: MEMORY_MB, timeLimitMs: 20_000 });
  host = await startBrowserHost({ port: 0, dataDir: path.join(tmp, 'data'), rendererDir: path.join(tmp, 'renderer'), runner });
}, 180_000);
afterAll(async () => {
  await host.close();
  worker.cleanup();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const call = async (method: string, body: unknown): Promise<{ ok: boolean; value?: { count?: string }; error?: { code: string; message: string } }> => {
  const res = await fetch(`http://127.0.0.1:${host.port}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: host.token },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { ok: boolean };
};

describe('a worker out of memory behind the browser host', () => {
  it('answers too-large, and the host answers the next calls', async () => {
    // The ring of 24 conditionals on 24 creatures against two opponents holds hundreds of MB before its cell budget stops it.
    const heavy = await call('legalOverview', { board: conditionalBoard('ring', 24, { creatures: 24, opponents: 2 }), limit: 5 });
    expect(heavy.ok).toBe(false);
    // Said by the engine's memory probe (its pools live in typed arrays, outside V8's heap) or, for a
    // heap that runs out first, by the lane that replaces the worker: either names the limit.
    expect(heavy.error?.code).toBe('too-large');
    expect([tooMuchMemoryMessage(MEMORY_MB), `the search needs more than ${MEMORY_MB} MB of memory`]).toContain(heavy.error?.message);
    const next = await call('legalOverview', { board: CUB_GOBLIN_BOARD, limit: 5 });
    expect(next.ok).toBe(true);
    expect(next.value?.count).toBe('2');
  }, 120_000);
});
