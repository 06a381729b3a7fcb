/**
 * The main window and its options. Every webPreferences entry that matters for security is written
 * out even where it equals Electron's default, so a future default change or a careless edit shows up
 * in review and in the tests (Electron security checklist, items 2–4, 6, 8–9). The options are a
 * literal at the `new BrowserWindow` call on purpose: that is where a reviewer, and electronegativity
 * (test/app/electronegativity.test.ts), look for them.
 */
import type { BrowserWindowConstructorOptions } from 'electron';

export type WindowConstructor<W> = new (options: BrowserWindowConstructorOptions) => W;

/** `BrowserWindow` is Electron's class in main.ts, a recording fake in tests. */
export const createMainWindow = <W>(BrowserWindow: WindowConstructor<W>, preload: string): W =>
  new BrowserWindow({
    width: 1200,
    height: 800,
    minWidth: 640,
    minHeight: 480,
    title: 'Attack Trainer',
    // Shown once the first paint is ready (main.ts), so the user never sees an empty white frame.
    show: false,
    webPreferences: {
      // electronegativity flags every preload for review (PRELOAD_JS_CHECK). Reviewed: it exposes one
      // function per TrainerApi method and nothing else (src-main/electron/preload/, docs/security.md).
      preload, // eng-disable PRELOAD_JS_CHECK
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      // A middle click on a link asks for a new window; the window-open handler denies it anyway,
      // and this stops the event from reaching page script at all.
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
    },
  });
