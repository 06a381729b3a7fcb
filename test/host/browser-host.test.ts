/**
 * The browser host over real sockets: raw node:http requests, so the tests control every header
 * (Host, Origin, the token) and the exact request path. The engine runs in-process here; the real
 * worker is tested in test/api/worker.test.ts and end to end by test/cli/serve.test.ts.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '#main/core/csp';
import { HostStartError, MAX_BODY_BYTES, startBrowserHost, type BrowserHost } from '#main/host/browser-host';
import { createInProcessRunner } from '#main/worker/runner';
import { CUB_GOBLIN_BOARD } from '../quiz/fixtures.ts';

const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>\n';

let tmp = '';
let host: BrowserHost;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-host-'));
  const renderer = path.join(tmp, 'renderer');
  fs.mkdirSync(path.join(renderer, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(renderer, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(renderer, 'assets', 'app.js'), 'console.log("app");\n');
  fs.writeFileSync(path.join(renderer, 'assets', 'app.css'), 'body { margin: 0 }\n');
  fs.writeFileSync(path.join(renderer, '.env'), 'SECRET=1\n');
  fs.writeFileSync(path.join(tmp, 'secret.txt'), 'outside the renderer\n');
  fs.symlinkSync(path.join(tmp, 'secret.txt'), path.join(renderer, 'assets', 'link.txt'));
  host = await startBrowserHost({ port: 0, dataDir: path.join(tmp, 'data'), rendererDir: renderer, runner: createInProcessRunner() });
});
afterAll(async () => {
  await host.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface Reply {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

interface RawRequest {
  readonly method?: string;
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string | Buffer;
  /** Send no token header (by default the API requests carry the right one). */
  readonly token?: string | null;
  readonly hostHeader?: string;
}

function raw(req: RawRequest): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host: req.hostHeader ?? `127.0.0.1:${host.port}`, ...req.headers };
    const token = req.token === undefined ? host.token : req.token;
    if (token !== null) headers['x-trainer-token'] = token;
    const r = http.request({ host: '127.0.0.1', port: host.port, method: req.method ?? 'GET', path: req.path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    r.on('error', reject);
    r.end(req.body);
  });
}

const api = (method: string, body?: unknown, extra: Partial<RawRequest> = {}) =>
  raw({
    method: 'POST',
    path: `/api/${method}`,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    ...extra,
  });

describe('listening', () => {
  it('binds 127.0.0.1 only, and the URL carries a 24-byte base64url token', () => {
    expect(host.address.address).toBe('127.0.0.1');
    expect(host.address.family).toBe('IPv4');
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/?token=${host.token}`);
    expect(host.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('each start draws a new token', async () => {
    const other = await startBrowserHost({
      port: 0,
      dataDir: path.join(tmp, 'data2'),
      rendererDir: path.join(tmp, 'renderer'),
      runner: createInProcessRunner(),
    });
    try {
      expect(other.token).not.toBe(host.token);
      expect(other.port).not.toBe(host.port);
    } finally {
      await other.close();
    }
  });

  it('a port in use is a HostStartError that says so', async () => {
    const start = startBrowserHost({
      port: host.port,
      dataDir: path.join(tmp, 'data3'),
      rendererDir: path.join(tmp, 'renderer'),
      runner: createInProcessRunner(),
    });
    await expect(start).rejects.toBeInstanceOf(HostStartError);
    await expect(start).rejects.toThrow(/already in use/);
  });
});

describe('static files', () => {
  it('serves index.html for / (with or without the token) with the CSP and nosniff headers', async () => {
    for (const p of ['/', `/?token=${host.token}`, '/index.html']) {
      const r = await raw({ path: p, token: null });
      expect(r.status).toBe(200);
      expect(r.body).toBe(INDEX_HTML);
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
    );
  });

  it.each([
    ['/assets/app.js', 'text/javascript; charset=utf-8'],
    ['/assets/app.css', 'text/css; charset=utf-8'],
  ])('%s is served as %s', async (p, type) => {
    const r = await raw({ path: p, token: null });
    expect([r.status, r.headers['content-type']]).toEqual([200, type]);
  });

  it('HEAD gives the headers without a body', async () => {
    const r = await raw({ method: 'HEAD', path: '/', token: null });
    expect([r.status, r.body, r.headers['content-length']]).toEqual([200, '', String(Buffer.byteLength(INDEX_HTML))]);
  });

  it.each([
    ['/../package.json'],
    ['/%2e%2e/package.json'],
    ['/assets/..%2f..%2fsecret.txt'],
    ['/assets/%2e%2e/%2e%2e/secret.txt'],
    ['/..%5csecret.txt'],
    ['/.env'],
    ['/assets/link.txt'],
    ['/assets'],
    ['/assets/'],
    ['/missing.js'],
    ['/%E0%A4%A'],
  ])('%s → 404, nothing outside the renderer, no listing', async (p) => {
    const r = await raw({ path: p, token: null });
    expect(r.status).toBe(404);
    expect(r.body).not.toMatch(/outside the renderer|SECRET|app\.js/);
  });

  it('other methods on pages → 405', async () => {
    const r = await raw({ method: 'POST', path: '/', token: null });
    expect([r.status, r.headers['allow']]).toEqual([405, 'GET, HEAD']);
  });
});

describe('request checks', () => {
  it.each([
    ['another name', () => `evil.example:${host.port}`],
    ['another port', () => '127.0.0.1:1'],
    ['no port', () => '127.0.0.1'],
    ['a name that merely starts like localhost', () => `localhost.evil.example:${host.port}`],
  ])('a Host header with %s → 403 (DNS rebinding)', async (_name, hostHeader) => {
    expect((await raw({ path: '/', hostHeader: hostHeader() })).status).toBe(403);
    expect((await api('listPacks', null, { hostHeader: hostHeader() })).status).toBe(403);
  });

  it('localhost:<port> is this host too', async () => {
    expect((await raw({ path: '/', hostHeader: `localhost:${host.port}` })).status).toBe(200);
  });

  it("a foreign Origin → 403; this host's own origin passes", async () => {
    expect((await api('listPacks', null, { headers: { origin: 'http://evil.example' } })).status).toBe(403);
    expect((await api('listPacks', null, { headers: { origin: `http://127.0.0.1:${host.port + 1}` } })).status).toBe(403);
    expect((await api('listPacks', null, { headers: { origin: 'null' } })).status).toBe(403);
    expect((await api('listPacks', null, { headers: { origin: `http://127.0.0.1:${host.port}` } })).status).toBe(200);
    expect((await api('listPacks', null, { headers: { origin: `http://localhost:${host.port}` } })).status).toBe(200);
  });

  it('the API without a token or with a wrong one → 401', async () => {
    expect((await api('listPacks', null, { token: null })).status).toBe(401);
    expect((await api('listPacks', null, { token: 'x'.repeat(32) })).status).toBe(401);
    expect((await api('listPacks', null, { token: host.token.slice(1) })).status).toBe(401);
    expect((await api('listPacks', null, { token: `${host.token}x` })).status).toBe(401);
  });

  it('the API takes POST only → 405 (before the token is even looked at)', async () => {
    for (const p of ['/api', '/api/', '/api/listPacks']) {
      const r = await raw({ path: p, token: null });
      expect([r.status, r.headers['allow']]).toEqual([405, 'POST']);
    }
  });

  it('an unknown method → 404', async () => {
    const r = await api('dropTables', null);
    expect(r.status).toBe(404);
    expect(JSON.parse(r.body)).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it(`a body over ${MAX_BODY_BYTES} bytes → 413`, async () => {
    const big = JSON.stringify({ text: 'x'.repeat(MAX_BODY_BYTES) });
    const r = await raw({ method: 'POST', path: '/api/importPack', body: big });
    expect(r.status).toBe(413);
  });

  it('a body that is not JSON → 400 bad-input', async () => {
    const r = await raw({ method: 'POST', path: '/api/getQuiz', body: '{packId:' });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toMatchObject({ ok: false, error: { code: 'bad-input' } });
  });
});

describe('the API over HTTP', () => {
  it('an empty body or null is "no argument"', async () => {
    for (const body of [undefined, null]) {
      const r = await api('listPacks', body);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      const result = JSON.parse(r.body) as { ok: boolean; value: { id: string }[] };
      expect(result.ok).toBe(true);
      expect(result.value.map((p) => p.id)).toEqual(['builtin']);
    }
  });

  it('results and failures are both JSON ApiResults with status 200', async () => {
    const legal = await api('legal', { board: CUB_GOBLIN_BOARD });
    expect(JSON.parse(legal.body)).toMatchObject({ ok: true, value: { count: '2', complete: true } });
    const bad = await api('getQuiz', { packId: 'builtin' });
    expect(bad.status).toBe(200);
    expect(JSON.parse(bad.body)).toMatchObject({ ok: false, error: { code: 'bad-input', issues: [{ path: 'quizId' }] } });
  });

  it('a quiz can be fetched and answered, and the attempt counts', async () => {
    const quizzes = JSON.parse((await api('listQuizzes', { packId: 'builtin' })).body) as { value: { id: string; type: string }[] };
    const choice = quizzes.value.find((q) => q.type === 'choice');
    expect(choice).toBeDefined();
    const quiz = JSON.parse((await api('getQuiz', { packId: 'builtin', quizId: choice!.id })).body) as { value: { question: Record<string, unknown> } };
    expect(Object.keys(quiz.value.question).sort()).toEqual(['multiple', 'options', 'type']);
    const submitted = await api('submitAnswer', { packId: 'builtin', quizId: choice!.id, answer: { type: 'choice', selected: [] }, timeMs: 1200 });
    expect(JSON.parse(submitted.body)).toMatchObject({ ok: true, value: { score: { type: 'choice', correct: false } } });
    expect(JSON.parse((await api('stats')).body)).toMatchObject({ ok: true, value: { attempts: 1, correct: 0 } });
    // Each request has its own service, and they share what was opened: the second answer, after the
    // answer was shown, is practice and recorded nowhere.
    const again = await api('submitAnswer', { packId: 'builtin', quizId: choice!.id, answer: { type: 'choice', selected: [] }, timeMs: 1200 });
    expect(JSON.parse(again.body)).toMatchObject({ ok: true, value: { answerShown: 'retry' } });
    expect(JSON.parse((await api('stats')).body)).toMatchObject({ ok: true, value: { attempts: 1 } });
  });
});

describe('without a built renderer', () => {
  it('/ explains that the renderer must be built (503), with the same headers', async () => {
    const bare = await startBrowserHost({
      port: 0,
      dataDir: path.join(tmp, 'data4'),
      rendererDir: path.join(tmp, 'no-renderer'),
      runner: createInProcessRunner(),
    });
    try {
      const r = await new Promise<Reply>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: bare.port, path: '/', agent: false }, (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
          })
          .on('error', reject);
      });
      expect(r.status).toBe(503);
      expect(r.body).toMatch(/npm run build/);
      expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    } finally {
      await bare.close();
    }
  });
});

describe('close()', () => {
  it('stops listening', async () => {
    const h = await startBrowserHost({ port: 0, dataDir: path.join(tmp, 'data5'), rendererDir: path.join(tmp, 'renderer'), runner: createInProcessRunner() });
    await h.close();
    await expect(
      new Promise((resolve, reject) => http.get({ host: '127.0.0.1', port: h.port, path: '/', agent: false }, resolve).on('error', reject)),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
