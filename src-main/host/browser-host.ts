/**
 * The browser host: the app without Electron, for machines where Electron cannot run. A plain
 * node:http server on 127.0.0.1 serves the built renderer and the TrainerApi as `POST /api/<method>`
 * (JSON body = the method's one argument, JSON response = its ApiResult). See security.ts for why
 * each request check exists.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';
import { createServiceSession, createTrainerService } from '#main/api/service';
import { createCancelRegistry } from '#main/api/cancel-registry';
import { warmLibrary } from '#main/api/library-index-service';
import {
  CANCEL_ROUTE,
  REQUEST_ID_HEADER,
  TOKEN_HEADER,
  TRAINER_API_METHODS,
  httpRoute,
  isRequestId,
  type ApiResult,
  type TrainerApi,
  type TrainerApiMethod,
} from '#main/contract/trainer-api';
import { openAppStore } from '#main/core/open-app-store';
import { acquireFolderLock, type Store } from '#main/store/index';
import { createEngineRunner, withSignal, type EngineRunner } from '#main/worker/runner';
import { hostAllowed, LOOPBACK, makeToken, originAllowed, SECURITY_HEADERS, tokenMatches } from './security.ts';
import { contentType, findRendererDir, resolveStaticFile } from './static-files.ts';

/**
 * Request bodies above this are refused (413): a quiz pack is at most 20 MB of JSON (QUIZ_PACK_LIMITS),
 * sent as a JSON string whose escaping (quotes, newlines) adds up to a few percent on real packs.
 */
export const MAX_BODY_BYTES = 24 * 1024 * 1024;
/** A refused body is drained this far (so the client can read the 413), then the connection is cut. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

const API_PREFIX = '/api';

export interface BrowserHostOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly dataDir: string;
  /** The built renderer; out/renderer above this module by default. */
  readonly rendererDir?: string;
  /** The engine runner to use (tests inject one); by default a worker with the 5 s limit, closed with the host. */
  readonly runner?: EngineRunner;
  readonly timeLimitMs?: number;
  /** The built-in pack file; found above this module by default. */
  readonly builtinFile?: string;
}

export interface BrowserHost {
  /** The page with the token: `http://127.0.0.1:<port>/?token=…`. */
  readonly url: string;
  readonly port: number;
  readonly token: string;
  readonly address: AddressInfo;
  /** What was repaired at start (a lock file that was not a lock), for the user. */
  readonly notices: readonly string[];
  close(): Promise<void>;
}

/** Why the host could not start; `lines` are complete sentences for the user. */
export class HostStartError extends Error {
  readonly lines: readonly string[];
  constructor(lines: readonly string[]) {
    super(lines.join('\n'));
    this.lines = lines;
  }
}

const isApiMethod = (name: string): name is TrainerApiMethod => (TRAINER_API_METHODS as readonly string[]).includes(name);

const send = (res: http.ServerResponse, status: number, type: string, body: string, extra: Record<string, string> = {}): void => {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'no-store', ...extra });
  res.end(body);
};

const sendText = (res: http.ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void =>
  send(res, status, 'text/plain; charset=utf-8', `${text}\n`, extra);

const sendJson = (res: http.ServerResponse, status: number, value: ApiResult<unknown>, extra: Record<string, string> = {}): void =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value), extra);

const apiFailure = (code: 'bad-input' | 'not-found' | 'storage', message: string): ApiResult<never> => ({ ok: false, error: { code, message } });

type Body = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: 'too-large' | 'not-utf8' | 'gone' };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The whole body as UTF-8 (invalid UTF-8 is refused, as in share codes: issue 14 §11), or why not. */
const readBody = (req: http.IncomingMessage): Promise<Body> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return resolve({ ok: false, reason: 'too-large' });
      try {
        resolve({ ok: true, text: utf8.decode(Buffer.concat(chunks)) });
      } catch {
        resolve({ ok: false, reason: 'not-utf8' });
      }
    });
    req.on('error', () => resolve({ ok: false, reason: 'gone' }));
    req.on('close', () => resolve({ ok: false, reason: size > MAX_BODY_BYTES ? 'too-large' : 'gone' }));
  });

const tooLargeMessage = `the request body is larger than ${MAX_BODY_BYTES} bytes`;

/**
 * Every request's body is bounded, whoever sent it (issue 14 §11: bodies of refused, unauthenticated
 * requests used to be read to their end, however long). A declared length over the limit is answered
 * 413 at once; a body that grows past it is answered 413 as soon as it does (unless an answer went out
 * already); the rest is drained and discarded, and a client that keeps sending past MAX_DRAIN_BYTES is
 * cut off.
 */
const boundBody = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
  const declared = Number(req.headers['content-length'] ?? '0');
  const refuse = (): void => {
    // No `Connection: close` here: closing while the client is still sending makes the kernel reset the
    // connection, and the client can lose the 413 it was sent. The rest is drained (up to MAX_DRAIN_BYTES).
    if (!res.headersSent) sendJson(res, 413, apiFailure('bad-input', tooLargeMessage));
  };
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) refuse();
    if (size > MAX_DRAIN_BYTES) req.destroy();
  });
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    refuse();
    return false;
  }
  return true;
};

const pageNotBuilt = [
  '<!doctype html>',
  '<html lang="en"><head><meta charset="utf-8"><title>Attack Trainer</title></head>',
  '<body><h1>Attack Trainer</h1><p>The user interface is not built yet (out/renderer/index.html is missing).',
  'Run <code>npm run build</code>, then start the host again.</p></body></html>',
  '',
].join('\n');

/**
 * Calls that only read: answered while the start-up check still runs (the store is read-only until
 * it passes). Any other call waits for the check's verdict.
 */
const READS_BEFORE_CHECK: ReadonlySet<string> = new Set<TrainerApiMethod>([
  'libraryIndex',
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

export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new HostStartError([`the port must be an integer from 0 to 65535, not ${port}`]);
  // One owner per data folder (issue 14 §3): a second host on the same folder is refused, naming the first.
  const lock = acquireFolderLock(options.dataDir, { role: 'attack-trainer serve' });
  if (!lock.ok) {
    throw new HostStartError(
      lock.error.code === 'held' ? [lock.error.message, 'stop that process first, or give this one another --data-dir'] : [lock.error.message],
    );
  }
  // Checked in the background (store/background-check.ts): the first screen's reads do not wait for it.
  const opened = openAppStore(options.dataDir, { healthCheck: 'background', ...(options.builtinFile === undefined ? {} : { builtinFile: options.builtinFile }) });
  if (!opened.ok) {
    lock.value.release();
    throw new HostStartError(opened.error);
  }
  const store: Store = opened.value;
  let health: Awaited<ReturnType<Store['health']>> | undefined;
  void store.health().then((verdict) => {
    health = verdict;
  });
  const ownRunner = options.runner === undefined;
  const runner = options.runner ?? createEngineRunner(options.timeLimitMs === undefined ? {} : { timeLimitMs: options.timeLimitMs });
  const rendererDir = options.rendererDir ?? findRendererDir();
  const token = makeToken();
  const calls = createCancelRegistry();
  // One service per request (each carries its cancel signal), one memory for all: a quiz opened by one
  // request is answered by another, and a rush runs over many.
  const session = createServiceSession();
  let boundPort = port;

  const serveStatic = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'method not allowed', { Allow: 'GET, HEAD' });
    const file = rendererDir === undefined ? undefined : resolveStaticFile(rendererDir, pathname);
    if (file === undefined) {
      if (pathname === '/' && (rendererDir === undefined || !fs.existsSync(rendererDir))) {
        return send(res, 503, 'text/html; charset=utf-8', pageNotBuilt);
      }
      return sendText(res, 404, 'not found');
    }
    let size: number;
    try {
      size = fs.statSync(file).size;
    } catch {
      return sendText(res, 404, 'not found');
    }
    res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': contentType(file), 'Content-Length': String(size), 'Cache-Control': 'no-cache' });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // pipeline, not pipe: when the client goes away (or the read fails) it destroys both ends, so
    // the file is closed. With pipe() an abandoned download kept its handle open forever, and any web
    // page could exhaust the process's file limit with no-cors fetches (issue 14 §1).
    pipeline(fs.createReadStream(file), res, () => undefined);
  };

  const serveApi = async (req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<void> => {
    if (req.method !== 'POST') {
      return sendJson(res, 405, apiFailure('bad-input', 'the API takes POST requests only'), { Allow: 'POST' });
    }
    if (!tokenMatches(req.headers[TOKEN_HEADER], token)) {
      return sendJson(res, 401, apiFailure('bad-input', `missing or wrong ${TOKEN_HEADER} header`));
    }
    if (pathname === CANCEL_ROUTE) return serveCancel(req, res);
    const name = pathname.slice(API_PREFIX.length + 1);
    if (!isApiMethod(name) || pathname !== httpRoute(name)) {
      return sendJson(res, 404, apiFailure('not-found', `no API method ${JSON.stringify(name)}`));
    }
    const body = await readBody(req);
    if (!body.ok) return answerUnreadBody(res, body.reason);
    let argument: unknown;
    if (body.text.trim() !== '') {
      try {
        argument = JSON.parse(body.text) as unknown;
      } catch {
        return sendJson(res, 400, apiFailure('bad-input', 'the request body is not valid JSON'));
      }
    }
    // A client that goes away cancels its engine work (a search may take up to the time limit), and
    // so does a cancel message naming this call's request id (serveCancel).
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    const handle = calls.begin(req.headers[REQUEST_ID_HEADER]);
    const signal = handle.signal === undefined ? abort.signal : AbortSignal.any([abort.signal, handle.signal]);
    // A call that may write waits for the start-up check; after a failed one every call answers `corrupt`.
    const verdict = health ?? (READS_BEFORE_CHECK.has(name) ? undefined : await store.health());
    if (verdict !== undefined && !verdict.ok) {
      handle.end();
      return sendJson(res, 200, apiFailure('storage', verdict.message));
    }
    const api: TrainerApi = createTrainerService(store, withSignal(runner, signal), { session });
    const call = api[name] as (arg?: unknown) => Promise<ApiResult<unknown>>;
    try {
      const result = await call(argument);
      if (!res.destroyed) sendJson(res, 200, result);
    } finally {
      handle.end();
    }
  };

  /** A body that could not be read: too large (413), not UTF-8 (400), or the client went away (nothing). */
  const answerUnreadBody = (res: http.ServerResponse, reason: Exclude<Body, { ok: true }>['reason']): void => {
    if (res.headersSent) return;
    if (reason === 'too-large') sendJson(res, 413, apiFailure('bad-input', tooLargeMessage), { Connection: 'close' });
    else if (reason === 'not-utf8') sendJson(res, 400, apiFailure('bad-input', 'the request body is not valid UTF-8 text'));
  };

  /** POST /api/cancel `{"requestId": "…"}`: aborts that call; answers whether one was in flight. */
  const serveCancel = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const body = await readBody(req);
    if (!body.ok) return answerUnreadBody(res, body.reason);
    let requestId: unknown;
    try {
      requestId = (JSON.parse(body.text) as { requestId?: unknown } | null)?.requestId;
    } catch {
      return sendJson(res, 400, apiFailure('bad-input', 'the request body is not valid JSON'));
    }
    if (!isRequestId(requestId)) {
      const issue = { path: 'requestId', message: 'must be 1 to 64 letters, digits, "_" or "-"' };
      return sendJson(res, 400, { ok: false, error: { code: 'bad-input', message: `${issue.path}: ${issue.message}`, issues: [issue] } });
    }
    sendJson(res, 200, { ok: true, value: { cancelled: calls.cancel(requestId) } });
  };

  const server = http.createServer((req, res) => {
    if (!boundBody(req, res)) return;
    const target = req.url ?? '/';
    // Only origin-form targets: an absolute URL or `*` has no business here.
    if (!target.startsWith('/')) return sendText(res, 400, 'bad request');
    if (!hostAllowed(req.headers.host, boundPort)) return sendText(res, 403, 'forbidden: this host answers to 127.0.0.1 and localhost only');
    const origin = req.headers.origin;
    if (origin !== undefined && !originAllowed(origin, boundPort)) return sendText(res, 403, 'forbidden: foreign origin');
    const pathname = target.split('?')[0] ?? '/';
    if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
      serveApi(req, res, pathname).catch(() => {
        if (!res.headersSent) sendJson(res, 500, { ok: false, error: { code: 'internal', message: 'internal error' } });
        else res.destroy();
      });
      return;
    }
    serveStatic(req, res, pathname);
  });

  const closeAll = async (): Promise<void> => {
    if (ownRunner) await runner.close();
    store.close();
    lock.value.release();
  };

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, LOOPBACK, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (e) {
    await closeAll();
    const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
    throw new HostStartError([
      code === 'EADDRINUSE'
        ? `port ${port} on ${LOOPBACK} is already in use (choose another with --port, or 0 for any free port)`
        : `cannot listen on ${LOOPBACK}:${port}: ${e instanceof Error ? e.message : String(e)}`,
    ]);
  }
  const address = server.address() as AddressInfo;
  boundPort = address.port;
  let closing: Promise<void> | undefined;
  void warmLibrary(store);

  return {
    url: `http://${LOOPBACK}:${boundPort}/?token=${token}`,
    port: boundPort,
    token,
    address,
    notices: lock.value.notices,
    close(): Promise<void> {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await closeAll();
      })();
      return closing;
    },
  };
}
