/**
 * src-main/electron/main.ts wired to a fake `electron` (Electron cannot run here) and the real service,
 * store and built-in pack, with the engine in-process instead of in a worker thread.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { CANCEL_CHANNEL, TRAINER_API_METHODS, ipcChannel } from '#main/contract/trainer-api';
import { CONTENT_SECURITY_POLICY } from '#main/core/csp';
import { APP_INDEX_URL, APP_SCHEME_PRIVILEGES } from '#main/electron/app-protocol';
import type { FrameRef, SenderEvent } from '#main/electron/sender';
import { engineForkOptions } from '#main/electron/engine-process';
import type { EngineSpawner } from '#main/worker/engine-thread';
import { resourceLimitsFor } from '#main/worker/lane-limits';

type Listener = (...args: unknown[]) => unknown;

const fake = vi.hoisted(() => {
  const on = (map: Map<string, Listener[]>) => (event: string, listener: Listener) => {
    map.set(event, [...(map.get(event) ?? []), listener]);
  };
  const appListeners = new Map<string, Listener[]>();
  const handlers = new Map<string, Listener>();
  const windows: FakeWindow[] = [];
  class FakeWindow {
    readonly options: unknown;
    readonly listeners = new Map<string, Listener[]>();
    readonly webContents = { mainFrame: { url: '', processId: 7, routingId: 1 } };
    readonly loadFile = vi.fn(async (_file: string) => {});
    readonly loadURL = vi.fn(async (_url: string) => {});
    readonly show = vi.fn();
    readonly on = on(this.listeners);
    readonly once = on(this.listeners);
    constructor(options: unknown) {
      this.options = options;
      windows.push(this);
    }
    isDestroyed = () => false;
    isMinimized = () => false;
    restore = vi.fn();
    focus = vi.fn();
  }
  const session = {
    headersListener: undefined as Listener | undefined,
    permissionRequest: undefined as Listener | undefined,
    permissionCheck: undefined as Listener | undefined,
  };
  const electron = {
    app: {
      isPackaged: false,
      requestSingleInstanceLock: vi.fn(() => true),
      enableSandbox: vi.fn(),
      whenReady: vi.fn(async () => {}),
      on: vi.fn(on(appListeners)),
      once: vi.fn(on(appListeners)),
      getPath: vi.fn((_name: string) => '/nonexistent/userData'),
      quit: vi.fn(),
      exit: vi.fn(),
    },
    BrowserWindow: FakeWindow,
    ipcMain: { handle: vi.fn((channel: string, listener: Listener) => handlers.set(channel, listener)) },
    dialog: { showErrorBox: vi.fn() },
    // The runner's spawner is checked by calling it: what it asks of utilityProcess.fork is recorded.
    utilityProcess: {
      fork: vi.fn((_modulePath: string, _args: string[], _options: unknown) => {
        const child = { on: vi.fn(() => child), postMessage: vi.fn(), kill: vi.fn(() => true), pid: 1, stderr: null };
        return child;
      }),
    },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: (l: Listener) => (session.headersListener = l) },
        setPermissionRequestHandler: (l: Listener) => (session.permissionRequest = l),
        setPermissionCheckHandler: (l: Listener) => (session.permissionCheck = l),
      },
    },
  };
  const storeOptions: unknown[] = [];
  const runnerOptions: unknown[] = [];
  const schemes = new Map<string, (request: Request) => Promise<Response>>();
  Object.assign(electron, {
    protocol: {
      registerSchemesAsPrivileged: vi.fn(),
      handle: vi.fn((scheme: string, handler: (request: Request) => Promise<Response>) => schemes.set(scheme, handler)),
    },
    // Electron's net.fetch reads file: URLs; here the test answers with the path it was asked for.
    net: { fetch: vi.fn(async (url: string) => new Response(url, { headers: { 'content-type': 'text/html' } })) },
  });
  return {
    electron: electron as typeof electron & { protocol: { registerSchemesAsPrivileged: Listener; handle: Listener } },
    appListeners,
    handlers,
    windows,
    session,
    storeOptions,
    runnerOptions,
    schemes,
  };
});

vi.mock('electron', () => ({ ...fake.electron, default: fake.electron }));
// The built app runs the engine in out/main/engine-worker.js; the source tree has no compiled worker.
vi.mock('#main/worker/runner', async (importActual) => {
  const actual = await importActual<typeof import('#main/worker/runner')>();
  return { ...actual, createEngineRunner: (options?: { workerUrl?: URL }) => fake.runnerOptions.push(options) && actual.createInProcessRunner() };
});
// The real store opening, with its options recorded: the main process must pass the Electron build.
vi.mock('#main/core/open-app-store', async (importActual) => {
  const actual = await importActual<typeof import('#main/core/open-app-store')>();
  return {
    ...actual,
    openAppStore: (dir: string, options?: { nativeBinding?: string }) => {
      fake.storeOptions.push(options);
      return actual.openAppStore(dir, options);
    },
  };
});

const { electron, appListeners, handlers, windows, session } = fake;
let dataDir: string;
let main: typeof import('#main/electron/main');
const savedEnv = { data: process.env['ATTACK_TRAINER_DATA'], renderer: process.env['ELECTRON_RENDERER_URL'] };
const savedArgv = process.argv;
/** What `npm start` passes: here npm's own build, the one module Node can load in this test. */
const NATIVE_BINDING = path.join(
  path.dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json')),
  'build',
  'Release',
  'better_sqlite3.node',
);

const mainWindow = () => {
  const win = windows[0];
  if (win === undefined) throw new Error('no window was created');
  return win;
};
const call = (channel: string, frame: FrameRef | null, arg?: unknown) => {
  const handler = handlers.get(channel);
  if (handler === undefined) throw new Error(`no handler on ${channel}`);
  const event: SenderEvent = { senderFrame: frame };
  return handler(event, arg) as Promise<unknown>;
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-main-'));
  process.env['ATTACK_TRAINER_DATA'] = dataDir;
  delete process.env['ELECTRON_RENDERER_URL'];
  process.argv = [...savedArgv, `--native-binding=${NATIVE_BINDING}`];
  main = await import('#main/electron/main');
  await vi.waitFor(() => expect(handlers.size).toBeGreaterThan(0));
  // What Electron does once the page has loaded: the main frame now shows the app.
  mainWindow().webContents.mainFrame.url = APP_INDEX_URL;
});

afterAll(() => {
  process.argv = savedArgv;
  for (const listener of appListeners.get('will-quit') ?? []) listener();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (savedEnv.data === undefined) delete process.env['ATTACK_TRAINER_DATA'];
  else process.env['ATTACK_TRAINER_DATA'] = savedEnv.data;
  if (savedEnv.renderer !== undefined) process.env['ELECTRON_RENDERER_URL'] = savedEnv.renderer;
});

describe('start-up', () => {
  test('takes the single-instance lock and sandboxes every renderer', () => {
    expect(electron.app.requestSingleInstanceLock).toHaveBeenCalledTimes(1);
    expect(electron.app.enableSandbox).toHaveBeenCalledTimes(1);
    expect(electron.dialog.showErrorBox).not.toHaveBeenCalled();
  });

  test('opens exactly one window, sandboxed and isolated, with the built preload', () => {
    expect(windows).toHaveLength(1);
    const options = mainWindow().options as { webPreferences: Record<string, unknown> };
    expect(options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      preload: main.PRELOAD,
    });
    expect(main.PRELOAD.endsWith(path.join('preload', 'index.cjs'))).toBe(true);
  });

  test('loads the built renderer from app://, never from file://', () => {
    expect(mainWindow().loadURL).toHaveBeenCalledExactlyOnceWith(APP_INDEX_URL);
    expect(mainWindow().loadFile).not.toHaveBeenCalled();
    expect(main.RENDERER_DIR.endsWith('renderer')).toBe(true);
  });

  test('app:// is privileged before ready and served from the renderer folder with the CSP', async () => {
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledExactlyOnceWith([APP_SCHEME_PRIVILEGES]);
    const registered = vi.mocked(electron.protocol.registerSchemesAsPrivileged).mock.invocationCallOrder[0]!;
    expect(registered).toBeLessThan(vi.mocked(electron.app.whenReady).mock.invocationCallOrder[0]!);
    const handler = fake.schemes.get('app');
    expect(handler).toBeDefined();
    const page = await handler!(new Request(APP_INDEX_URL));
    expect(await page.text()).toBe(pathToFileURL(path.join(main.RENDERER_DIR, 'index.html')).href);
    expect(page.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect((await handler!(new Request('app://attack-trainer/..%2f..%2fpackage.json'))).status).toBe(404);
  });

  test('the store lives in the data folder given by the environment', () => {
    expect(fs.existsSync(path.join(dataDir, 'attack-trainer.sqlite'))).toBe(true);
  });

  test('the store is opened with the SQLite module npm start passed (--native-binding)', () => {
    expect(fake.storeOptions).toEqual([expect.objectContaining({ nativeBinding: NATIVE_BINDING })]);
  });

  test('the store is not checked before the first screen: read-only until its check, run once the first screen is answered (as in the browser host)', async () => {
    expect(fake.storeOptions).toEqual([expect.objectContaining({ healthCheck: 'background', backgroundWorkAfter: expect.any(Promise) })]);
    // The page's first call is answered before the check; then the check passes and nothing is reported.
    expect(await call(ipcChannel('countDue'), mainWindow().webContents.mainFrame)).toMatchObject({ ok: true });
    const opened = fake.storeOptions[0] as { backgroundWorkAfter: Promise<void> };
    await opened.backgroundWorkAfter;
    expect(await call(ipcChannel('setSetting'), mainWindow().webContents.mainFrame, { key: 'theme', value: 'dark' })).toMatchObject({ ok: true });
    expect(electron.dialog.showErrorBox).not.toHaveBeenCalled();
  });

  test('the engine worker is the one bundled beside the main process, started as a utility process', () => {
    expect(fake.runnerOptions).toEqual([{ workerUrl: pathToFileURL(main.ENGINE_WORKER), spawn: expect.any(Function) }]);
    const { workerUrl, spawn } = fake.runnerOptions[0] as { workerUrl: URL; spawn: EngineSpawner };
    spawn(workerUrl, { workerData: { cpuClock: true }, limits: resourceLimitsFor(384) });
    expect(electron.utilityProcess.fork).toHaveBeenCalledWith(
      main.ENGINE_WORKER,
      [],
      engineForkOptions({ workerData: { cpuClock: true }, limits: resourceLimitsFor(384) }),
    );
    // out/main/engine-worker.js beside out/main/index.js, as electron.vite.config.ts bundles it.
    expect(path.basename(main.ENGINE_WORKER)).toBe('engine-worker.js');
    expect(path.dirname(path.dirname(main.ENGINE_WORKER))).toBe(path.dirname(path.dirname(main.PRELOAD)));
  });
});

describe('session', () => {
  test('every response carries the CSP header', () => {
    const callback = vi.fn();
    session.headersListener?.({ responseHeaders: { 'content-security-policy': ['*'] } }, callback);
    expect(callback).toHaveBeenCalledExactlyOnceWith({ responseHeaders: { 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });

  test('permission requests are denied', () => {
    const callback = vi.fn();
    session.permissionRequest?.({}, 'media', callback);
    expect(callback).toHaveBeenCalledExactlyOnceWith(false);
    expect(session.permissionCheck?.({}, 'geolocation')).toBe(false);
  });
});

describe('web contents', () => {
  test('every created web contents gets the navigation guard', () => {
    const listeners = appListeners.get('web-contents-created') ?? [];
    expect(listeners).toHaveLength(1);
    const events = new Map<string, Listener>();
    let openHandler: Listener | undefined;
    const contents = { on: (e: string, l: Listener) => events.set(e, l), setWindowOpenHandler: (h: Listener) => (openHandler = h) };
    listeners[0]?.({}, contents);
    expect(openHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    const blocked = { url: 'https://evil.example/', preventDefault: vi.fn() };
    events.get('will-navigate')?.(blocked);
    expect(blocked.preventDefault).toHaveBeenCalled();
    const file = { url: 'file:///etc/passwd', preventDefault: vi.fn() };
    events.get('will-navigate')?.(file);
    expect(file.preventDefault).toHaveBeenCalled();
    const own = { url: `${APP_INDEX_URL}#/library`, preventDefault: vi.fn() };
    events.get('will-navigate')?.(own);
    expect(own.preventDefault).not.toHaveBeenCalled();
  });
});

describe('IPC', () => {
  test('exactly the API methods, each on its own channel, and the cancel channel', () => {
    expect([...handlers.keys()]).toEqual([...TRAINER_API_METHODS.map((m) => ipcChannel(m)), CANCEL_CHANNEL]);
  });

  test('the main frame reaches the real service: the built-in pack is listed', async () => {
    const result = (await call(ipcChannel('listPacks'), mainWindow().webContents.mainFrame)) as { ok: boolean; value: { id: string; builtin: boolean }[] };
    expect(result.ok).toBe(true);
    expect(result.value.some((pack) => pack.builtin)).toBe(true);
  });

  test('the payload reaches the service, which validates it', async () => {
    const frame = mainWindow().webContents.mainFrame;
    expect(await call(ipcChannel('getQuiz'), frame, { packId: 'builtin', quizId: 'no-such-quiz' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await call(ipcChannel('getQuiz'), frame, { packId: 42 })).toMatchObject({ ok: false, error: { code: 'bad-input' } });
  });

  test.each([
    { name: 'a subframe of the main window', frame: () => ({ ...mainWindow().webContents.mainFrame, routingId: 2 }) },
    { name: 'a frame of another window', frame: () => ({ ...mainWindow().webContents.mainFrame, processId: 99 }) },
    { name: 'the main frame showing a foreign page', frame: () => ({ ...mainWindow().webContents.mainFrame, url: 'https://evil.example/' }) },
    { name: 'a destroyed frame', frame: () => null },
  ])('$name is refused and nothing is written', async ({ frame }) => {
    const refused = await call(ipcChannel('setSetting'), frame(), { key: 'theme', value: 'evil' });
    expect(refused).toEqual({ ok: false, error: { code: 'bad-input', message: 'unknown sender' } });
    const read = (await call(ipcChannel('getSetting'), mainWindow().webContents.mainFrame, { key: 'theme' })) as { ok: boolean; value: unknown };
    expect(read.ok).toBe(true);
    expect(read.value).not.toBe('evil');
  });
});
