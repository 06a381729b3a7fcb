/**
 * A download the client abandons must not keep its file open. Static files need no
 * token, so any web page can start and abort downloads (no-cors fetches); one leaked handle each
 * exhausted the process's file limit. The handle count is read from /proc/self/fd (Linux).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserHost, type BrowserHost } from '#main/host/browser-host';
import { createInProcessRunner } from '#main/worker/runner';

const ABORTED_DOWNLOADS = 2000;
const AT_ONCE = 50;

let tmp = '';
let host: BrowserHost;

const openHandles = (): number => fs.readdirSync('/proc/self/fd').length;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-abort-'));
  const renderer = path.join(tmp, 'renderer');
  fs.mkdirSync(path.join(renderer, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>t</title>\n');
  // Far larger than the socket buffers, so the server is still reading the file when the client leaves.
  fs.writeFileSync(path.join(renderer, 'assets', 'big.js'), Buffer.alloc(4 * 1024 * 1024, 0x61));
  host = await startBrowserHost({ port: 0, dataDir: path.join(tmp, 'data'), rendererDir: renderer, runner: createInProcessRunner() });
});
afterAll(async () => {
  await host.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** GET the big file, and destroy the connection as soon as the first bytes of the body arrive. */
const abortedDownload = (): Promise<void> =>
  new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port: host.port, path: '/assets/big.js', headers: { host: `127.0.0.1:${host.port}` }, agent: false },
      (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      },
    );
    req.on('error', () => resolve());
    req.end();
  });

const settle = async (baseline: number): Promise<number> => {
  let now = openHandles();
  for (let i = 0; i < 100 && now > baseline; i++) {
    await new Promise((r) => setTimeout(r, 20));
    now = openHandles();
  }
  return now;
};

describe.runIf(process.platform === 'linux')('aborted static downloads', () => {
  it(`${ABORTED_DOWNLOADS} aborted downloads leave the open handle count where it was`, async () => {
    await abortedDownload(); // warm up lazily opened handles (the server's own, the store's)
    const before = await settle(0);
    for (let done = 0; done < ABORTED_DOWNLOADS; done += AT_ONCE) {
      await Promise.all(Array.from({ length: AT_ONCE }, () => abortedDownload()));
    }
    const after = await settle(before);
    expect(after).toBeLessThanOrEqual(before);
  }, 120_000);
});
