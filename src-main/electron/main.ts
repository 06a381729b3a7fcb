/**
 * The Electron main process (built by electron-vite to out/main/index.js). One window, sandboxed and
 * context-isolated, whose page reaches the app only through the preload's TrainerApi bridge; see
 * docs/security.md for each measure and its test. Everything testable lives in the small modules
 * beside this file; this one wires them to Electron.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, net, protocol, session, utilityProcess } from 'electron';
import { createCore } from '#main/core/create-core';
import { DATA_DIR_ENV, dataDirFlag } from '#main/store/index';
import { startupErrorMessage } from './startup-error.ts';
import { createEngineRunner } from '#main/worker/runner';
import { APP_SCHEME_PRIVILEGES, serveAppScheme } from './app-protocol.ts';
import { utilityProcessSpawner } from './engine-process.ts';
import { isAppUrl, resolveAppUrl } from './app-url.ts';
import { registerCancelHandler, registerTrainerHandlers } from './ipc.ts';
import { resolveNativeBinding, unpackedPath } from './native-binding.ts';
import { guardNavigation } from './navigation.ts';
import { isTrustedSender } from './sender.ts';
import { applySessionPolicy } from './session-policy.ts';
import { createMainWindow } from './window-options.ts';

// Beside the bundle: out/main/index.js, out/preload/index.cjs, out/renderer/ (served as app://).
const here = path.dirname(fileURLToPath(import.meta.url));
export const RENDERER_DIR = path.join(here, '..', 'renderer');
export const PRELOAD = path.join(here, '..', 'preload', 'index.cjs');
/** The engine's worker, bundled beside this file (electron.vite.config.ts); each lane runs it as a utility process. */
export const ENGINE_WORKER = path.join(here, 'engine-worker.js');

const appUrl = resolveAppUrl({ packaged: app.isPackaged });
const isOwnUrl = (url: string): boolean => isAppUrl(url, appUrl);

let mainWindow: BrowserWindow | undefined;

/** --data-dir or $ATTACK_TRAINER_DATA when given (tests, portable use), else Electron's userData. */
const dataDir = (): string => {
  const fromEnv = process.env[DATA_DIR_ENV];
  return dataDirFlag(process.argv) || (fromEnv !== undefined && fromEnv !== '' ? fromEnv : app.getPath('userData'));
};

const mainFrame = () => (mainWindow === undefined || mainWindow.isDestroyed() ? undefined : mainWindow.webContents.mainFrame);

const openMainWindow = (): BrowserWindow => {
  const win = createMainWindow(BrowserWindow, PRELOAD);
  mainWindow = win;
  win.once('ready-to-show', () => win.show());
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = undefined;
  });
  void win.loadURL(appUrl.href);
  return win;
};

const start = async (): Promise<void> => {
  await app.whenReady();
  applySessionPolicy(session.defaultSession);
  serveAppScheme(protocol, RENDERER_DIR, (fileUrl) => net.fetch(fileUrl));

  const nativeBinding = resolveNativeBinding({ argv: process.argv, packaged: app.isPackaged, resourcesPath: process.resourcesPath });
  // One owner per data folder: requestSingleInstanceLock covers a second app, not a `serve` or another
  // app started with the same --data-dir; the core's folder lock covers both. The second one exits.
  const made = createCore({
    dataDir: dataDir(),
    lock: { role: 'the Attack Trainer app' },
    // Checked once the first screen is answered (core/first-screen.ts), as the browser host does.
    firstScreen: true,
    store: nativeBinding === undefined ? {} : { nativeBinding },
    runner: () =>
      createEngineRunner({
        workerUrl: pathToFileURL(app.isPackaged ? unpackedPath(ENGINE_WORKER) : ENGINE_WORKER),
        // Utility processes, not threads: a worker that runs out of memory dies alone (engine-process.ts).
        // The runner starts them on the first job, after ready, as utilityProcess.fork requires.
        spawn: utilityProcessSpawner((modulePath, args, options) => utilityProcess.fork(modulePath, args, options)),
      }),
  });
  if (!made.ok) {
    const failure = made.error;
    const message =
      failure.kind === 'store' ? failure.lines.join('\n') : failure.error.code === 'held' ? `${failure.error.message}. Close it first.` : failure.error.message;
    dialog.showErrorBox('Attack Trainer cannot start', message);
    app.exit(1);
    return;
  }
  const core = made.value;
  // A lock file that was not one was set aside and replaced: said on the console, as the host says it.
  for (const notice of core.notices) console.warn(notice);
  const isTrusted = (event: Parameters<typeof isTrustedSender>[0]) => isTrustedSender(event, mainFrame(), isOwnUrl);
  registerTrainerHandlers(ipcMain, core.calls, isTrusted);
  registerCancelHandler(ipcMain, core.calls, isTrusted);
  app.once('will-quit', () => void core.close());

  openMainWindow();
  // Found after the first screen: every call now answers with the damage, and the user is told at once.
  let quitting = false;
  app.once('before-quit', () => {
    quitting = true;
  });
  void core.store.health().then((verdict) => {
    if (!verdict.ok && !quitting) dialog.showErrorBox('Attack Trainer: the database is damaged', verdict.message);
  });
  app.on('activate', () => {
    // macOS: clicking the dock icon with no window open brings the window back.
    if (mainWindow === undefined) openMainWindow();
  });
};

// One instance: a second one would open the same database and show a second, disconnected window.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // Every renderer sandboxed, whatever its webPreferences say; must be called before `ready`.
  app.enableSandbox();
  // app:// has an origin of its own and serves out/renderer only (app-protocol.ts); must precede `ready`.
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  // Guards every web contents, the main window's included, as it is created (checklist 13–15).
  app.on('web-contents-created', (_event, contents) => guardNavigation(contents, isOwnUrl));
  app.on('second-instance', () => {
    if (mainWindow === undefined) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('window-all-closed', () => app.quit());
  start().catch((e: unknown) => {
    // The message only: a stack trace tells the user nothing and shows the app's internals.
    console.error(e);
    dialog.showErrorBox('Attack Trainer cannot start', startupErrorMessage(e));
    app.exit(1);
  });
}
