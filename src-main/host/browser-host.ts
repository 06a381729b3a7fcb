/**
 * The browser host: the app without Electron, for machines where Electron cannot run. A plain
 * node:http server on 127.0.0.1 serves the built renderer (static-route.ts) and the TrainerApi as
 * `POST /api/<method>` (api-route.ts) over the process's one core (core/create-core.ts). See
 * security.ts for why each request check exists.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCore, type Core } from '#main/core/create-core';
import { createEngineRunner, type EngineRunner } from '#main/worker/runner';
import { API_PREFIX, createApiRoute } from './api-route.ts';
import { boundBody, sendJson, sendText } from './http-io.ts';
import { hostAllowed, LOOPBACK, makeToken, originAllowed } from './security.ts';
import { findRendererDir } from './static-files.ts';
import { serveStatic } from './static-route.ts';

export { MAX_BODY_BYTES } from './http-io.ts';

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

export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new HostStartError([`the port must be an integer from 0 to 65535, not ${port}`]);
  const core = openCore(options);
  const rendererDir = options.rendererDir ?? findRendererDir();
  const token = makeToken();
  const serveApi = createApiRoute(core, token);
  let boundPort = port;

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
    serveStatic(rendererDir, req, res, pathname);
  });

  await listen(server, port, core);
  const address = server.address() as AddressInfo;
  boundPort = address.port;
  let closing: Promise<void> | undefined;
  // Said where the host was started, too: every call answers with it, the terminal shows it once.
  void core.store.health().then((verdict) => {
    if (!verdict.ok && closing === undefined) console.error(verdict.message);
  });

  return {
    url: `http://${LOOPBACK}:${boundPort}/?token=${token}`,
    port: boundPort,
    token,
    address,
    notices: core.notices,
    close(): Promise<void> {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await core.close();
      })();
      return closing;
    },
  };
}

/** The process's core over the data folder, or the sentences that say why not. */
function openCore(options: BrowserHostOptions): Core {
  const made = createCore({
    dataDir: options.dataDir,
    // One owner per data folder: a second host on the same folder is refused, naming the first.
    lock: { role: 'attack-trainer serve' },
    // Checked once the first screen is answered (core/first-screen.ts): the first screen does not wait for it.
    firstScreen: true,
    store: options.builtinFile === undefined ? {} : { builtinFile: options.builtinFile },
    runner: options.runner ?? (() => createEngineRunner(options.timeLimitMs === undefined ? {} : { timeLimitMs: options.timeLimitMs })),
  });
  if (made.ok) return made.value;
  const failure = made.error;
  if (failure.kind === 'store') throw new HostStartError(failure.lines);
  throw new HostStartError(
    failure.error.code === 'held' ? [failure.error.message, 'stop that process first, or give this one another --data-dir'] : [failure.error.message],
  );
}

/** Listens on the loopback address; on failure the core is closed and the reason said in a sentence. */
async function listen(server: http.Server, port: number, core: Core): Promise<void> {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, LOOPBACK, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (e) {
    await core.close();
    const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
    throw new HostStartError([
      code === 'EADDRINUSE'
        ? `port ${port} on ${LOOPBACK} is already in use (choose another with --port, or 0 for any free port)`
        : `cannot listen on ${LOOPBACK}:${port}: ${e instanceof Error ? e.message : String(e)}`,
    ]);
  }
}
