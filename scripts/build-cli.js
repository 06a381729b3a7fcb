#!/usr/bin/env node
// The command line's bundle (`npm run build:node` → out/cli/), what bin/attack-trainer.js runs: the
// TypeScript source of src-main/cli/main.ts and everything it reaches — the commands' dynamic imports
// (store, api, host, worker runner, built-in pack, generator, cards) become lazy chunks — bundled and
// minified by rolldown into a few ES modules. Why: Node loading tsc's out/node module by module (70
// files read, resolved and compiled one at a time) cost about half of a `check` (docs/engine.md,
// "Scale (issue 13)"; docs/architecture.md, "How the Node side is built").
//
//   out/cli/main.js            the CLI (bin/attack-trainer.js imports it)
//   out/cli/engine-worker.js   the engine's worker thread: src-main/worker/runner.ts starts it as
//                              new URL('./engine-worker.js', import.meta.url), which rolldown leaves
//                              as it is, so it must sit in the same folder as the chunk holding the runner
//   out/cli/<name>-<hash>.js   shared and lazy chunks, one copy of each module for both entries
//
// `#shared/*` and `#main/*` resolve through package.json "imports" with the `source` condition, the
// same mapping TypeScript, Vite and vitest read, so the bundle never touches out/node and every module
// is in it exactly once (a `#main/…` left external would load a second copy of the modules it shares
// with the bundle: two engines, two `instanceof` classes). Node's builtins and the package's
// `dependencies` stay external: better-sqlite3 is native, and node_modules is there at run time.
// Any warning (an unresolved import rolldown would quietly leave external, say) fails the build, and so
// does a bundled module from outside src-main (out/node's copy, were the `source` condition missed); a
// failed build leaves no bundle behind.
//
// Usage: node scripts/build-cli.js [OUT_DIR]   (default out/cli; the tests build into a temp folder)
import { builtinModules } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The bundle empties its folder first, so an earlier build leaves no stale chunk; a folder holding
 * anything but .js files (a mistyped OUT_DIR such as the project itself) is refused, not emptied.
 */
const checkOutDir = (outDir) => {
  const foreign = fs.existsSync(outDir) ? fs.readdirSync(outDir, { withFileTypes: true }).filter((e) => !(e.isFile() && e.name.endsWith('.js'))) : [];
  if (foreign.length > 0) throw new Error(`${outDir} holds more than a CLI bundle (${foreign[0].name}): not emptying it`);
};

/** Builds the CLI bundle into `outDir` (emptied first); resolves when it is written, throws on any warning. */
export const buildCli = async (outDir = path.join(root, 'out', 'cli')) => {
  checkOutDir(outDir);
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const packages = [...builtinModules, ...Object.keys(pkg.dependencies ?? {})].map(escapeRegExp).join('|');
  const problems = [];
  const { output } = await build({
    cwd: root,
    input: { main: 'src-main/cli/main.ts', 'engine-worker': 'src-main/worker/engine-worker.ts' },
    platform: 'node',
    external: [/^node:/, new RegExp(`^(${packages})(/|$)`)],
    resolve: { conditionNames: ['source', 'node', 'import', 'default'] },
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
  // Only the TypeScript source goes in (and rolldown's own helpers, whose ids start with \0): a module
  // from out/node here would mean the `source` condition was missed.
  const source = path.join(root, 'src-main') + path.sep;
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    for (const id of chunk.moduleIds) if (!id.startsWith(source) && !id.startsWith('\0')) problems.push(`${chunk.fileName}: ${id} is not in src-main`);
  }
  if (problems.length > 0) {
    // A bundle with problems is not left for the bin to run: without it the bin says to build again.
    fs.rmSync(outDir, { recursive: true, force: true });
    throw new Error(`the CLI bundle has problems:\n${problems.join('\n')}`);
  }
};

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] === undefined ? undefined : path.resolve(process.argv[2]);
  try {
    await buildCli(outDir);
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  }
}
