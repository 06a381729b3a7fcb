// Flat config. Not type-aware on purpose: `tsc --noEmit` already checks types, and a type-aware lint
// would double the cost of `npm test` on CI's two cores.
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import { layers } from './eslint.layers.js';

const TS_FILES = ['**/*.ts', '**/*.mts', '**/*.cts'];
const SVELTE_FILES = ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'];

// Node's globals for the few plain-JS files (bin/, this config). Written out rather than taken from
// the `globals` package, which is only here as a dependency of another package.
const NODE_GLOBALS = {
  process: 'readonly',
  console: 'readonly',
  URL: 'readonly',
  Buffer: 'readonly',
  setTimeout: 'readonly',
  clearTimeout: 'readonly',
};

export default defineConfig(
  globalIgnores(['out/', 'dist/', 'node_modules/', 'test-results/', 'playwright-report/', '.vite/']),
  js.configs.recommended,
  { files: [...TS_FILES, ...SVELTE_FILES], extends: [tseslint.configs.recommended] },
  {
    files: TS_FILES,
    rules: {
      // `_unused` is the convention for a deliberately ignored parameter or binding.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: NODE_GLOBALS },
  },
  // Svelte 5 components of the renderer (src-renderer/).
  svelte.configs.recommended,
  {
    files: SVELTE_FILES,
    languageOptions: {
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] },
    },
    // As for .ts files (typescript-eslint's advice): the compiler and svelte-check catch undefined
    // names, and `no-undef` misreads type-only names and browser globals in components.
    rules: { 'no-undef': 'off' },
  },
  {
    // A file a newcomer can read in one sitting, split along its concepts beyond that; a function that
    // fits on a screen or two. Real lines are counted: blank lines and comments are part of the reading.
    files: ['src-main/**/*.ts', 'src-renderer/**/*.ts', 'src-renderer/**/*.svelte'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  // The one-way layers of docs/architecture.md.
  ...layers,
);
