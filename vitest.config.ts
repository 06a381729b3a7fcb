import { defineConfig } from 'vitest/config';
import { sourceAliases } from './aliases.config.ts';

export default defineConfig({
  // `#shared/…` and `#main/…` imports run the TypeScript source (aliases.config.ts).
  resolve: { alias: sourceAliases(import.meta.dirname) },
  test: {
    include: ['test/**/*.test.ts'],
    // Browser tests (Playwright, own runner) live under test/e2e and never run under vitest.
    exclude: ['test/e2e/**', 'node_modules/**', 'out/**', 'dist/**'],
    environment: 'node',
    benchmark: {
      // `npm run bench` prints figures; benches are not timed tests and never run in `npm test`.
      include: ['bench/**/*.bench.ts'],
    },
  },
});
