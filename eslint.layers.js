// The one-way layers of docs/architecture.md, enforced by eslint-plugin-boundaries: every source file
// belongs to one layer (an "element"), and an import is allowed only along an arrow of the diagram.
// test/architecture/layers.test.ts proves the rules are live (a deliberate violation fails the lint).
import boundaries from 'eslint-plugin-boundaries';

/** Where each layer lives (folders, or the files of the contract). The first match decides a file's layer. */
export const LAYER_FOLDERS = {
  // Pure code that runs anywhere: the main process, the worker thread, the CLI and the renderer.
  engine: ['src-main/shared/engine'],
  text: ['src-main/shared/text'],
  shared: ['src-main/shared/json', 'src-main/shared/quiz', 'src-main/shared/cards', 'src-main/shared/share', 'src-main/shared/generate'],
  // Node-side layers, lowest first.
  store: ['src-main/store'],
  domain: ['src-main/review', 'src-main/exam', 'src-main/progress', 'src-main/puzzles'],
  worker: ['src-main/worker'],
  // The API contract the renderer may import: its types, value lists, method names and the learner's
  // view of a quiz.
  contract: ['src-main/api/trainer-api.ts', 'src-main/api/vocabulary.ts', 'src-main/api/puzzle-types.ts', 'src-main/api/learner-quiz.ts', 'src-main/api/exam-progress-types.ts', 'src-main/api/library-types.ts', 'src-main/api/limits.ts'],
  api: ['src-main/api'],
  builtin: ['src-main/builtin'],
  // Policies both hosts apply (the Content-Security-Policy): below app and host.
  security: ['src-main/security'],
  app: ['src-main/app', 'src-main/preload'],
  host: ['src-main/host'],
  cli: ['src-main/cli'],
  renderer: ['src-renderer'],
};

// Full-path descriptors (mode 'full'), so that files of the api folder can be an element of
// their own; this version of the plugin still reads them but calls them legacy (warnings off below).
const LAYER_ELEMENTS = Object.entries(LAYER_FOLDERS).flatMap(([type, places]) =>
  places.map((place) => ({ type, pattern: place.endsWith('.ts') ? place : `${place}/**`, mode: 'full' })),
);

const PURE = ['engine', 'text', 'shared'];

/** Each layer and the layers it may import (itself included). Anything else is an error. */
const MAY_IMPORT = {
  // The rules engine imports nothing but itself — and the text module, whose sentences its explanations carry.
  engine: ['engine', 'text'],
  text: ['text'],
  shared: PURE,
  store: ['store', ...PURE],
  domain: ['domain', 'store', ...PURE],
  // The worker returns the engine's Result; the API maps its failures to ApiError (api/engine.ts).
  worker: ['worker', ...PURE],
  contract: ['contract', 'domain', 'store', ...PURE],
  api: ['api', 'contract', 'domain', 'store', 'worker', ...PURE],
  builtin: ['builtin', 'domain', 'store', ...PURE],
  security: ['security'],
  app: ['app', 'security', 'api', 'contract', 'builtin', 'store', 'worker', ...PURE],
  host: ['host', 'security', 'api', 'contract', 'builtin', 'store', 'worker', ...PURE],
  cli: ['cli', 'host', 'api', 'contract', 'builtin', 'domain', 'store', 'worker', ...PURE],
  // The renderer sees the main side only through the API contract.
  renderer: ['renderer', 'contract', ...PURE],
};

const element = (types) => ({ element: { type: types } });

const LAYER_POLICIES = [
  ...Object.entries(MAY_IMPORT).map(([from, to]) => ({ from: element(from), allow: { to: element(to) } })),
  // The text module names the engine's cases by their types only, so no engine code runs from it.
  { from: element('text'), allow: { to: element('engine'), dependency: { kind: 'type' } } },
];

/** Packages that only the Node side may load (the pure layers also run in the renderer). */
const NODE_ONLY = ['node:*', 'electron', 'electron/*', 'better-sqlite3', 'svelte', 'svelte/*'];

export const layers = [
  {
    files: ['src-main/**/*.ts', 'src-renderer/**/*.ts', 'src-renderer/**/*.svelte'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': LAYER_ELEMENTS,
      'boundaries/include': ['src-main/**', 'src-renderer/**'],
      'boundaries/legacy-warnings': false,
      // `#shared/…` and `#main/…` path aliases resolve to their source (package.json "imports").
      'import/resolver': { './scripts/lib/eslint-resolver.cjs': {}, node: { extensions: ['.ts', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: LAYER_POLICIES }],
      // Every source file sits in a layer, and imports only files that do.
      'boundaries/no-unknown-files': 'error',
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
  {
    // The engine imports no package at all; the other pure layers none of the Node side's.
    files: LAYER_FOLDERS.engine.map((folder) => `${folder}/**/*.ts`),
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^[^.#]', message: 'the engine imports no package, only itself (docs/architecture.md)' }] }] },
  },
  {
    files: [...LAYER_FOLDERS.text, ...LAYER_FOLDERS.shared].map((folder) => `${folder}/**/*.ts`),
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: NODE_ONLY, message: 'shared code runs in the renderer too: no Node-side packages (docs/architecture.md)' }] }] },
  },
];
