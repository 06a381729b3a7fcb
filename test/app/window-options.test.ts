import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, test } from 'vitest';
import { createMainWindow } from '#main/electron/window-options';

const PRELOAD = '/app/out/preload/index.cjs';

/** Stands in for Electron's BrowserWindow: keeps what it was constructed with. */
class RecordingWindow {
  constructor(readonly options: BrowserWindowConstructorOptions) {}
}

describe('createMainWindow', () => {
  const window = createMainWindow(RecordingWindow, PRELOAD);
  const prefs = window.options.webPreferences ?? {};

  test('constructs one window of the given class', () => {
    expect(window).toBeInstanceOf(RecordingWindow);
  });

  test.each([
    { name: 'sandboxed', key: 'sandbox', value: true },
    { name: 'context-isolated', key: 'contextIsolation', value: true },
    { name: 'no Node integration', key: 'nodeIntegration', value: false },
    { name: 'no Node integration in workers', key: 'nodeIntegrationInWorker', value: false },
    { name: 'no Node integration in subframes', key: 'nodeIntegrationInSubFrames', value: false },
    { name: 'web security on', key: 'webSecurity', value: true },
    { name: 'no insecure content', key: 'allowRunningInsecureContent', value: false },
    { name: 'no experimental features', key: 'experimentalFeatures', value: false },
    { name: 'no <webview>', key: 'webviewTag', value: false },
    { name: 'dropping a file does not navigate', key: 'navigateOnDragDrop', value: false },
    { name: 'middle-click events off', key: 'disableBlinkFeatures', value: 'Auxclick' },
  ] as const)('$name ($key: $value)', ({ key, value }) => {
    expect(prefs[key]).toBe(value);
  });

  test('the preload is the given file', () => {
    expect(prefs.preload).toBe(PRELOAD);
  });

  test('sets nothing that widens the renderer', () => {
    for (const key of ['enableBlinkFeatures', 'additionalArguments', 'partition', 'devTools', 'enableWebSQL'] as const) expect(prefs).not.toHaveProperty(key);
  });

  test('the window appears only once ready (no blank frame)', () => {
    expect(window.options.show).toBe(false);
  });
});
