/**
 * Request bodies are bounded whoever sends them. A body declared or grown past the limit
 * is answered 413 at once (not read to its end, not reset), with or without the token; a body that is
 * not UTF-8 is refused as share codes are.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, startBrowserHost, type BrowserHost } from '#main/host/browser-host';
import { createInProcessRunner } from '#main/worker/runner';

let tmp = '';
let host: BrowserHost;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-body-'));
  const renderer = path.join(tmp, 'renderer');
  fs.mkdirSync(renderer);
  fs.writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>t</title>\n');
  host = await startBrowserHost({ port: 0, dataDir: path.join(tmp, 'data'), rendererDir: renderer, runner: createInProcessRunner() });
});
afterAll(async () => {
  await host.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface Sent {
  readonly status: number;
  readonly body: string;
  /** Body bytes written before the answer arrived. */
  readonly written: number;
}

/**
 * A raw POST declaring `declared` bytes (or chunked when undefined), written 64 KB at a time until the
 * server answers or `max` bytes are out; resolves with the answer's status and how much was written.
 */
const post = (target: string, opts: { declared?: number; max: number; token?: boolean; body?: Buffer }): Promise<Sent> =>
  new Promise((resolve, reject) => {
    const socket = net.connect(host.port, '127.0.0.1');
    let answer = '';
    let written = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4), written });
    };
    socket.on('data', (c: Buffer) => {
      answer += c.toString('latin1');
      if (answer.includes('\r\n\r\n') && /(\}|\r\n0\r\n\r\n)$/.test(answer)) finish();
    });
    socket.on('close', finish);
    socket.on('error', (e) => (answer === '' ? reject(e) : finish()));
    const headers = [
      `POST ${target} HTTP/1.1`,
      `Host: 127.0.0.1:${host.port}`,
      'Content-Type: application/json',
      ...(opts.token === true ? [`x-trainer-token: ${host.token}`] : []),
      opts.declared === undefined && opts.body === undefined ? 'Transfer-Encoding: chunked' : `Content-Length: ${opts.body?.length ?? opts.declared}`,
      '',
      '',
    ].join('\r\n');
    socket.write(headers);
    if (opts.body !== undefined) {
      socket.write(opts.body);
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!done && written < opts.max) {
        const piece = opts.declared === undefined ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk;
        written += chunk.length;
        if (!socket.write(piece)) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });

describe('request bodies', () => {
  it('a declared length over the limit → 413 at once, without the token', async () => {
    const r = await post('/api/listPacks', { declared: 100 * 1024 * 1024, max: 2 * MAX_BODY_BYTES });
    expect(r.status).toBe(413);
    expect(r.written).toBeLessThan(2 * MAX_BODY_BYTES);
  });

  it('a declared length over the limit → 413 at once, with the token', async () => {
    const r = await post('/api/listPacks', { declared: 100 * 1024 * 1024, max: 2 * MAX_BODY_BYTES, token: true });
    expect(r.status).toBe(413);
    expect(r.written).toBeLessThan(2 * MAX_BODY_BYTES);
  });

  it('a chunked body growing past the limit → 413 as soon as it does, not at its end', async () => {
    const r = await post('/api/listPacks', { max: 3 * MAX_BODY_BYTES, token: true });
    expect(r.status).toBe(413);
    expect(r.written).toBeLessThan(3 * MAX_BODY_BYTES);
  });

  it('a body that is not UTF-8 → 400 bad-input', async () => {
    const r = await post('/api/importPack', { max: 0, token: true, body: Buffer.from([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) });
    expect(r.status).toBe(400);
    expect(r.body).toContain('not valid UTF-8');
  });
});
