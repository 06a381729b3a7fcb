/**
 * electron-vite build of the desktop app (`npm run build` → out/):
 *   main      src-main/electron/main.ts       → out/main/index.js   (ESM; package.json "main")
 *             src-main/worker/engine-worker.ts → out/main/engine-worker.js (the engine's worker thread;
 *             main.ts starts it from beside itself, or from app.asar.unpacked in a packaged app, and
 *             its shared code lands in out/main/chunks/, unpacked with it: electron-builder.yml)
 *   preload   src-main/electron/preload/index.ts  → out/preload/index.cjs
 *   renderer  src-renderer/index.html    → out/renderer/        (also what the browser host serves)
 * No Electron binary is needed to build; `npm ci` runs this build too (`prepare`), so the browser host
 * has its renderer on a fresh clone.
 */
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { sourceAliases } from './aliases.config.ts';

const root = import.meta.dirname;
const at = (...parts: string[]): string => resolve(root, ...parts);
// `#shared/…` and `#main/…` imports bundle the TypeScript source (aliases.config.ts).
const alias = sourceAliases(root);

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: at('out/main'),
      // electron-vite leaves every build unminified by default; the shipped app is minified (smaller to load at start).
      minify: true,
      rolldownOptions: {
        input: { index: at('src-main/electron/main.ts'), 'engine-worker': at('src-main/worker/engine-worker.ts') },
      },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: at('out/preload'),
      minify: true,
      // A sandboxed preload is run as a classic script whose `require` knows only 'electron': it must be
      // CommonJS (with "type": "module" electron-vite would emit ESM) and must bundle every import.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: at('src-main/electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: at('src-renderer'),
    resolve: { alias },
    build: {
      outDir: at('out/renderer'),
      minify: true,
      rolldownOptions: { input: { index: at('src-renderer/index.html') } },
    },
    plugins: [svelte({ configFile: at('src-renderer/svelte.config.js') })],
  },
});
