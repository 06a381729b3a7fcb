/**
 * The main window's options. Every webPreferences entry that matters for security is written out even
 * where it equals Electron's default, so a future default change or a careless edit shows up in review
 * and in test/app/window-options.test.ts (Electron security checklist, items 2–4, 6, 8–9).
 */
import type { BrowserWindowConstructorOptions } from 'electron';

export const createWindowOptions = (preload: string): BrowserWindowConstructorOptions => ({
  width: 1200,
  height: 800,
  minWidth: 640,
  minHeight: 480,
  title: 'Attack Trainer',
  // Shown once the first paint is ready (main.ts), so the user never sees an empty white frame.
  show: false,
  webPreferences: {
    preload,
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
    spellcheck: false,
  },
});
