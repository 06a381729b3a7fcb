// The one-way layers of docs/architecture.md, enforced by eslint-plugin-boundaries: every source file
// belongs to one layer (an "element"), and an import is allowed only along an arrow of the diagram.
// test/architecture/layers.test.ts proves the rules are live (a deliberate violation fails the lint).
import boundaries from 'eslint-plugin-boundaries';

/** Where each layer lives: one folder each (the folder is the layer). The first match decides a file's layer. */
export const LAYER_FOLDERS = {
  // Pure code that runs anywhere: the main process, the worker thread, the CLI and the renderer. The
  // engine and the text module are layers of their own inside it; the rest of src-main/shared is "shared".
  engine: ['src-main/shared/engine'],
  text: ['src-main/shared/text'],
  shared: ['src-main/shared'],
  // The API contract the renderer may import: its types, value lists, method names, the result/error
  // leaf and the learner's view of a quiz.
  contract: ['src-main/contract'],
  // Node-side layers, lowest first.
  store: ['src-main/store'],
  domain: ['src-main/domain'],
  worker: ['src-main/worker'],
  api: ['src-main/api'],
  // The composition root: one core per process (store, engine runner, service), the built-in pack and
  // the Content-Security-Policy both hosts apply.
  core: ['src-main/core'],
  electron: ['src-main/electron'],
  host: ['src-main/host'],
  cli: ['src-main/cli'],
  renderer: ['src-renderer'],
};

// Full-path descriptors (mode 'full'), matched in order so that the engine and the text module are taken
// before the rest of src-main/shared; this version of the plugin calls them legacy (warnings off below).
const LAYER_ELEMENTS = Object.entries(LAYER_FOLDERS).flatMap(([type, places]) => places.map((place) => ({ type, pattern: `${place}/**`, mode: 'full' })));

const PURE = ['engine', 'text', 'shared'];

/** Each layer and the layers it may import (itself included). Anything else is an error. */
const MAY_IMPORT = {
  // The rules engine imports nothing but itself — and the text module, whose sentences its explanations carry.
  engine: ['engine', 'text'],
  text: ['text'],
  shared: PURE,
  // The contract re-exports the domain's types so that its callers find every API type in one place.
  contract: ['contract', 'domain', ...PURE],
  store: ['store', ...PURE],
  domain: ['domain', 'store', ...PURE],
  // The worker returns the engine's Result; the API maps its failures to ApiError (api/engine.ts).
  worker: ['worker', ...PURE],
  api: ['api', 'contract', 'domain', 'store', 'worker', ...PURE],
  core: ['core', 'api', 'contract', 'domain', 'store', 'worker', ...PURE],
  electron: ['electron', 'core', 'api', 'contract', 'store', 'worker', ...PURE],
  host: ['host', 'core', 'api', 'contract', 'store', 'worker', ...PURE],
  cli: ['cli', 'host', 'core', 'api', 'contract', 'domain', 'store', 'worker', ...PURE],
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
    // Pure code runs in the renderer too. The engine's stricter rule comes after, so it wins there.
    files: [...LAYER_FOLDERS.text, ...LAYER_FOLDERS.shared].map((folder) => `${folder}/**/*.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: NODE_ONLY, message: 'shared code runs in the renderer too: no Node-side packages (docs/architecture.md)' }] },
      ],
    },
  },
  {
    // The engine imports no package at all.
    files: LAYER_FOLDERS.engine.map((folder) => `${folder}/**/*.ts`),
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^[^.#]', message: 'the engine imports no package, only itself (docs/architecture.md)' }] }],
    },
  },
];
