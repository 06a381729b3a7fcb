import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';
import { sourceAliases } from './aliases.config.ts';

export default defineConfig({
  // The renderer's shared state lives in .svelte.ts classes (runes): compiled here too, so that their
  // logic (ExamSession) is unit-tested without a browser. Other files are not touched by the plugin.
  plugins: [svelte({ configFile: fileURLToPath(new URL('src-renderer/svelte.config.js', import.meta.url)) })],
  // `#shared/…` and `#main/…` imports run the TypeScript source (aliases.config.ts).
  resolve: { alias: sourceAliases(import.meta.dirname) },
  test: {
    include: ['test/**/*.test.ts'],
    // Browser tests (Playwright, own runner) live under test/e2e and never run under vitest.
    exclude: ['test/e2e/**', 'node_modules/**', 'out/**', 'dist/**'],
    environment: 'node',
    // Tests bound engine work by its budgets (cells, nodes, CPU clock), never by the wall clock: CI runs
    // files in parallel on two cores, where a walk that takes 3 s idle can take 6 s, so the per-test
    // timeout is only a guard against a hang.
    testTimeout: 60_000,
    benchmark: {
      // `npm run bench` prints figures; benches are not timed tests and never run in `npm test`.
      include: ['bench/**/*.bench.ts'],
    },
  },
});
