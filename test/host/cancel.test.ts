/**
 * Cancellation end to end over HTTP: the renderer's API client (the real one, on Node's fetch) against
 * the real browser host. The engine runner is a stand-in that holds each job until its signal aborts
 * (or answers at once for a board marked fast), so the test sees exactly which jobs the host stopped;
 * that the real worker stops a running job on abort is test/api/worker.test.ts's part.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult } from '#main/contract/trainer-api';
import { startBrowserHost, type BrowserHost } from '#main/host/browser-host';
import type { EngineJob } from '#main/worker/jobs';
import { createInProcessRunner, type EngineRunner, type RunOptions } from '#main/worker/runner';
import { createApiClient, type ClientScope, type HttpRequest } from '../../src-renderer/lib/api-client.ts';
import { CUB_GOBLIN_BOARD } from '../quiz/fixtures.ts';

const FAST = { ...CUB_GOBLIN_BOARD, note: 'fast' };
const inProcess = createInProcessRunner();

/** Jobs on a board without the fast mark wait until their signal aborts; every job is recorded. */
interface Seen {
  readonly job: EngineJob;
  readonly signal: AbortSignal | undefined;
  abortedAt?: number;
}
const seen: Seen[] = [];
const holdingRunner: EngineRunner = {
  run: ((job: EngineJob, options: RunOptions = {}) => {
    const entry: Seen = { job, signal: options.signal };
    seen.push(entry);
    const board = (job as { board?: { note?: string } }).board;
    if (board?.note === 'fast') {
      const { note: _note, ...real } = board;
      return inProcess.run({ ...job, board: real } as EngineJob);
    }
    return new Promise<ApiResult<unknown>>((resolve) => {
      const answer = () => {
        entry.abortedAt = Date.now();
        resolve({ ok: false, error: { code: 'cancelled', message: 'the request was cancelled' } });
      };
      if (options.signal?.aborted === true) answer();
      options.signal?.addEventListener('abort', answer, { once: true });
    });
  }) as EngineRunner['run'],
  close: () => Promise.resolve(),
};

let tmp = '';
let host: BrowserHost;
let scope: ClientScope;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-cancel-'));
  host = await startBrowserHost({ port: 0, dataDir: path.join(tmp, 'data'), rendererDir: path.join(tmp, 'renderer'), runner: holdingRunner });
  scope = {
    location: { search: `?token=${host.token}` },
    fetch: (url: string, init: HttpRequest) => fetch(`http://127.0.0.1:${host.port}${url}`, init),
  };
});
afterAll(async () => {
  await host.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const until = async (condition: () => boolean, what: string): Promise<void> => {
  const end = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('cancelling over HTTP', () => {
  it('a new edit aborts the previous one in the host, and the last edit’s answer arrives first', async () => {
    const api = createApiClient(scope);
    const before = seen.length;
    const order: string[] = [];
    const first = new AbortController();
    const stale = api.legalOverview({ board: CUB_GOBLIN_BOARD, limit: 50 }, { signal: first.signal }).then((r) => {
      order.push(`stale:${r.ok ? 'ok' : r.error.code}`);
      return r;
    });
    await until(() => seen.length > before, 'the first job to reach the runner');
    // The sandbox's next edit: abort the previous call, then ask again.
    first.abort();
    const fresh = api.legalOverview({ board: FAST, limit: 50 }, { signal: new AbortController().signal }).then((r) => {
      order.push(`fresh:${r.ok ? r.value.count : r.error.code}`);
      return r;
    });
    await Promise.all([stale, fresh]);
    expect(order).toEqual(['stale:cancelled', 'fresh:2']);
    const staleJob = seen[before]!;
    await until(() => staleJob.abortedAt !== undefined, 'the host to abort the stale job');
    expect(staleJob.job.kind).toBe('overview');
  });

  it('the cancel message alone stops a call whose connection stays open', async () => {
    const before = seen.length;
    const requestId = 'keep-open-1';
    const reply = new Promise<string>((resolve, reject) => {
      const body = JSON.stringify({ board: CUB_GOBLIN_BOARD });
      const req = http.request(
        {
          host: '127.0.0.1',
          port: host.port,
          method: 'POST',
          path: '/api/legalOverview',
          headers: {
            'content-type': 'application/json',
            'x-trainer-token': host.token,
            'x-trainer-request': requestId,
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve(text));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    await until(() => seen.length > before, 'the job to reach the runner');
    const cancel = await fetch(`http://127.0.0.1:${host.port}/api/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-trainer-token': host.token },
      body: JSON.stringify({ requestId }),
    });
    expect(await cancel.json()).toEqual({ ok: true, value: { cancelled: true } });
    expect(JSON.parse(await reply)).toEqual({ ok: false, error: { code: 'cancelled', message: 'the request was cancelled' } });
  });

  it('a cancel that overtakes its call (another connection) still cancels it', async () => {
    const requestId = 'early-1';
    const cancel = await fetch(`http://127.0.0.1:${host.port}/api/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-trainer-token': host.token },
      body: JSON.stringify({ requestId }),
    });
    expect(await cancel.json()).toEqual({ ok: true, value: { cancelled: false } });
    const call = await fetch(`http://127.0.0.1:${host.port}/api/legalOverview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-trainer-token': host.token, 'x-trainer-request': requestId },
      body: JSON.stringify({ board: CUB_GOBLIN_BOARD }),
    });
    expect(await call.json()).toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });

  it.each<[string, Record<string, string>, string, number]>([
    ['without the token', {}, JSON.stringify({ requestId: 'x' }), 401],
    ['with a bad request id', { 'x-trainer-token': 'TOKEN' }, JSON.stringify({ requestId: 'a/b' }), 400],
    ['with a body that is not JSON', { 'x-trainer-token': 'TOKEN' }, '{', 400],
  ])('the cancel route refuses a request %s', async (_name, headers, body, status) => {
    const withToken = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v === 'TOKEN' ? host.token : v]));
    const r = await fetch(`http://127.0.0.1:${host.port}/api/cancel`, { method: 'POST', headers: { 'content-type': 'application/json', ...withToken }, body });
    expect(r.status).toBe(status);
    expect(await r.json()).toMatchObject({ ok: false, error: { code: 'bad-input' } });
  });
});
