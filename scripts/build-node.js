#!/usr/bin/env node
// The one Node build (`npm run build:node` → out/cli/), made by rolldown from the TypeScript source:
// everything that runs under plain Node, bundled and minified into a few ES modules. The Electron app
// has its own build (electron-vite, electron.vite.config.ts); nothing else compiles the source.
//
//   out/cli/main.js            the CLI, `serve` (the browser host) included: bin/attack-trainer.js imports it
//   out/cli/engine-worker.js   the engine's worker: src-main/worker/runner.ts starts it as
//                              new URL('./engine-worker.js', import.meta.url), which rolldown leaves
//                              as it is, so it must sit in the same folder as the chunk holding the runner
//   out/cli/<script>.js        the scripts that need the app's code (docs-cards, puzzles-report,
//                              fixture-volume) and bench/volume-cpu.js: `npm run <script>` runs them from here
//   out/cli/<name>-<hash>.js   shared and lazy chunks, one copy of each module for every entry
//
// Why a bundle rather than one .js per .ts: Node loading ~70 modules one by one (read, resolve, compile)
// cost about half of a `check` (docs/architecture.md, "How the Node side is built").
// `#shared/*` and `#main/*` resolve through package.json "imports" to the source, so every module is in
// the bundle exactly once (two copies would mean two engines and two `instanceof` classes). Node's
// builtins and the package's `dependencies` stay external: better-sqlite3 is native, and node_modules is
// there at run time. Any warning (an unresolved import rolldown would quietly leave external, say) fails
// the build, and so does a bundled module from outside the repository's source folders (a dependency or
// build output); a failed build leaves no bundle behind.
//
// Usage: node scripts/build-node.js [OUT_DIR] [--entry NAME=FILE]... [--only]
//   OUT_DIR defaults to out/cli; the tests build into a temp folder. --entry adds an entry (a test's own
//   worker or script); --only builds the --entry ones alone.
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'rolldown';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** What `npm run build:node` builds: output name → source file. */
export const NODE_ENTRIES = Object.freeze({
  main: 'src-main/cli/main.ts',
  'engine-worker': 'src-main/worker/engine-worker.ts',
  'docs-cards': 'scripts/docs-cards.js',
  'puzzles-report': 'scripts/puzzles-report.js',
  'fixture-volume': 'scripts/fixture-volume.js',
  'volume-cpu': 'bench/volume-cpu.js',
});

/** Where bundled modules may come from: the repository's own code, never node_modules or out/. */
const SOURCE_FOLDERS = ['src-main', 'scripts', 'bench', 'test'].map((folder) => path.join(root, folder) + path.sep);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The bundle empties its folder first, so an earlier build leaves no stale chunk; a folder holding
 * anything but .js files (a mistyped OUT_DIR such as the project itself) is refused, not emptied.
 */
const checkOutDir = (outDir) => {
  const foreign = fs.existsSync(outDir) ? fs.readdirSync(outDir, { withFileTypes: true }).filter((e) => !(e.isFile() && e.name.endsWith('.js'))) : [];
  if (foreign.length > 0) throw new Error(`${outDir} holds more than a Node build (${foreign[0].name}): not emptying it`);
};

/** Builds `entries` into `outDir` (emptied first); resolves when it is written, throws on any warning. */
export const buildNode = async (outDir = path.join(root, 'out', 'cli'), entries = NODE_ENTRIES) => {
  checkOutDir(outDir);
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const packages = [...builtinModules, ...Object.keys(pkg.dependencies ?? {})].map(escapeRegExp).join('|');
  const problems = [];
  const { output } = await build({
    cwd: root,
    input: { ...entries },
    platform: 'node',
    external: [/^node:/, new RegExp(`^(${packages})(/|$)`)],
    // The oldest Node package.json "engines" allows: nothing newer in the syntax than it runs.
    transform: { target: 'node20.19' },
    onLog: (level, log) => {
      if (level === 'warn') problems.push(log.message);
    },
    output: {
      dir: outDir,
      format: 'esm',
      minify: true,
      cleanDir: true,
      entryFileNames: '[name].js',
      chunkFileNames: '[name]-[hash].js',
    },
  });
  // rolldown's own helpers have ids starting with \0; everything else is the repository's source.
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    for (const id of chunk.moduleIds) {
      if (!id.startsWith('\0') && !SOURCE_FOLDERS.some((folder) => id.startsWith(folder)))
        problems.push(`${chunk.fileName}: ${id} is not the repository's source`);
    }
  }
  if (problems.length > 0) {
    // A bundle with problems is not left for the bin to run: without it the bin says to build again.
    fs.rmSync(outDir, { recursive: true, force: true });
    throw new Error(`the Node build has problems:\n${problems.join('\n')}`);
  }
};

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { entry: { type: 'string', multiple: true, default: [] }, only: { type: 'boolean', default: false } },
    });
    const extra = Object.fromEntries(
      values.entry.map((spec) => {
        const at = spec.indexOf('=');
        if (at <= 0) throw new Error(`--entry ${spec}: expected NAME=FILE`);
        return [spec.slice(0, at), path.resolve(spec.slice(at + 1))];
      }),
    );
    const outDir = positionals[0] === undefined ? undefined : path.resolve(positionals[0]);
    await buildNode(outDir, values.only ? extra : { ...NODE_ENTRIES, ...extra });
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  }
}
