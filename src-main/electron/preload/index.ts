/**
 * Preload of the main window. It runs sandboxed (webPreferences.sandbox), where `require` knows only
 * 'electron' and a few polyfills, so it is bundled to one CommonJS file with everything else inlined
 * (electron.vite.config.ts). The bridge object is frozen and holds functions only.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { makeBridge } from './bridge.ts';

// Pass `arg` through as given: invoke() clones it with the structured-clone algorithm, so page code
// cannot hand the main process a live object, a function or a prototype.
contextBridge.exposeInMainWorld(
  'trainer',
  makeBridge((channel, arg) => ipcRenderer.invoke(channel, arg)),
);
