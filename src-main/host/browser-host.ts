/**
 * The browser host: the app without Electron, for machines where Electron cannot run. A plain
 * node:http server on 127.0.0.1 serves the built renderer and the TrainerApi as `POST /api/<method>`
 * (JSON body = the method's one argument, JSON response = its ApiResult). See security.ts for why
 * each request check exists.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTrainerService } from '../api/service.ts';
import { TOKEN_HEADER, TRAINER_API_METHODS, httpRoute, type ApiResult, type TrainerApi, type TrainerApiMethod } from '../api/trainer-api.ts';
import { openAppStore } from '../builtin/open-app-store.ts';
import type { Store } from '../store/index.ts';
import { createEngineRunner, withSignal, type EngineRunner } from '../worker/runner.ts';
import { hostAllowed, LOOPBACK, makeToken, originAllowed, SECURITY_HEADERS, tokenMatches } from './security.ts';
import { contentType, findRendererDir, resolveStaticFile } from './static-files.ts';

/**
 * Request bodies above this are refused (413): a quiz pack is at most 20 MB of JSON (QUIZ_PACK_LIMITS),
 * sent as a JSON string whose escaping (quotes, newlines) adds up to a few percent on real packs.
 */
export const MAX_BODY_BYTES = 24 * 1024 * 1024;
/** A refused body is read to its end (so the client sees the 413), but not forever. */
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

const apiFailure = (code: 'bad-input' | 'not-found', message: string): ApiResult<never> => ({ ok: false, error: { code, message } });

type Body = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly tooLarge: boolean };

/** The whole body as UTF-8, or `tooLarge` once past the limit (read to its end, up to a hard cap). */
const readBody = (req: http.IncomingMessage): Promise<Body> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_DRAIN_BYTES) {
        req.destroy();
        return;
      }
      if (size > MAX_BODY_BYTES) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? { ok: false, tooLarge: true } : { ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', () => resolve({ ok: false, tooLarge: false }));
    req.on('close', () => resolve({ ok: false, tooLarge }));
  });

const pageNotBuilt = [
  '<!doctype html>',
  '<html lang="en"><head><meta charset="utf-8"><title>Attack Trainer</title></head>',
  '<body><h1>Attack Trainer</h1><p>The user interface is not built yet (out/renderer/index.html is missing).',
  'Run <code>npm run build</code>, then start the host again.</p></body></html>',
  '',
].join('\n');

export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new HostStartError([`the port must be an integer from 0 to 65535, not ${port}`]);
  const opened = openAppStore(options.dataDir, options.builtinFile === undefined ? {} : { builtinFile: options.builtinFile });
  if (!opened.ok) throw new HostStartError(opened.error);
  const store: Store = opened.value;
  const ownRunner = options.runner === undefined;
  const runner = options.runner ?? createEngineRunner(options.timeLimitMs === undefined ? {} : { timeLimitMs: options.timeLimitMs });
  const rendererDir = options.rendererDir ?? findRendererDir();
  const token = makeToken();
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
    const stream = fs.createReadStream(file);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  };

  const serveApi = async (req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<void> => {
    if (req.method !== 'POST') {
      return sendJson(res, 405, apiFailure('bad-input', 'the API takes POST requests only'), { Allow: 'POST' });
    }
    if (!tokenMatches(req.headers[TOKEN_HEADER], token)) {
      return sendJson(res, 401, apiFailure('bad-input', `missing or wrong ${TOKEN_HEADER} header`));
    }
    const name = pathname.slice(API_PREFIX.length + 1);
    if (!isApiMethod(name) || pathname !== httpRoute(name)) {
      return sendJson(res, 404, apiFailure('not-found', `no API method ${JSON.stringify(name)}`));
    }
    const body = await readBody(req);
    if (!body.ok) {
      if (body.tooLarge) sendJson(res, 413, apiFailure('bad-input', `the request body is larger than ${MAX_BODY_BYTES} bytes`), { Connection: 'close' });
      return;
    }
    let argument: unknown;
    if (body.text.trim() !== '') {
      try {
        argument = JSON.parse(body.text) as unknown;
      } catch {
        return sendJson(res, 400, apiFailure('bad-input', 'the request body is not valid JSON'));
      }
    }
    // A client that goes away cancels its engine work (a search may take up to the time limit).
    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    const api: TrainerApi = createTrainerService(store, withSignal(runner, abort.signal));
    const call = api[name] as (arg?: unknown) => Promise<ApiResult<unknown>>;
    const result = await call(argument);
    if (!res.destroyed) sendJson(res, 200, result);
  };

  const server = http.createServer((req, res) => {
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

  return {
    url: `http://${LOOPBACK}:${boundPort}/?token=${token}`,
    port: boundPort,
    token,
    address,
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
