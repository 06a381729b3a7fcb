#!/usr/bin/env node
// The folder relayout of issue 11 (docs/architecture.md, "Folders"): the pure code that also runs in the
// renderer moves into src-main/shared/, and imports that cross a module use path aliases instead of
// ../../ chains. Idempotent, and it globs rather than lists files, so it can run again on a tree that
// gained files since (a merge): `node scripts/relayout.mjs` from anywhere in the repository.
//
//  1. moves src-main/{engine,text,json,quiz,cards,share,generate}/** to src-main/shared/… (a file already
//     there is left alone);
//  2. rewrites import specifiers in src-main, src-renderer, test, bench and scripts: an import of a
//     src-main file from another module becomes `#shared/<dir>/<file>` or `#main/<dir>/<file>` (no
//     extension: package.json "imports" maps it to the .ts source for TypeScript, Vite and vitest, and
//     to the compiled .js in out/node for Node); imports within a module, and every other relative path
//     (file URLs, test/e2e specs, which Playwright loads), stay relative, re-aimed at the moved files;
//  3. rewrites `src-main/<moved dir>` to `src-main/shared/<moved dir>` in every other text file
//     (configs, docs, comments, tests' paths);
//  4. adds the "imports" aliases to package.json, and the same to knip.json's "paths" (knip resolves
//     them with Node's conditions, which lead to out/node rather than the source).
// It prints what it changed; `git diff --stat` shows the rest. Nothing is staged or committed.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SHARED_DIRS = ['engine', 'text', 'json', 'quiz', 'cards', 'share', 'generate'];
const SHARED_ROOT = 'src-main/shared';
const CODE_ROOTS = ['src-main', 'src-renderer', 'test', 'bench', 'scripts'];
const CODE_FILE = /\.(?:ts|mts|cts|js|mjs|cjs|svelte)$/;
const TEXT_FILE = /\.(?:ts|mts|cts|js|mjs|cjs|svelte|json|md|yml|yaml|html|css)$/;
const SKIP_DIRS = new Set(['node_modules', 'out', 'dist', '.git', 'test-results', 'playwright-report', '.vite', 'native']);
const SKIP_FILES = new Set(['package-lock.json', 'scripts/relayout.mjs']);
const ALIASES = {
  '#shared/*': { source: `./${SHARED_ROOT}/*.ts`, default: './out/node/shared/*.js' },
  '#main/*': { source: './src-main/*.ts', default: './out/node/*.js' },
};

const posix = path.posix;
const abs = (rel) => path.join(ROOT, rel);
const exists = (rel) => fs.existsSync(abs(rel));
const isFile = (rel) => exists(rel) && fs.statSync(abs(rel)).isFile();

/** Every file under `dir` (repository-relative, posix), skipping build output and dependencies. */
function walk(dir) {
  if (!exists(dir)) return [];
  return fs.readdirSync(abs(dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : walk(rel);
    return entry.isFile() ? [rel] : [];
  });
}

const SHARED_PATH = new RegExp(`^src-main/(${SHARED_DIRS.join('|')})(/|$)`);
/** Where a repository path lives after the move (unchanged outside the moved folders). */
const relocate = (rel) => rel.replace(SHARED_PATH, `${SHARED_ROOT}/$1$2`);
/** Where a moved path lived before it. */
const unlocate = (rel) => rel.replace(new RegExp(`^${SHARED_ROOT}/(${SHARED_DIRS.join('|')})(/|$)`), 'src-main/$1$2');

// 1. Move.
const moved = new Map(); // new path → old path, for files moved by this run
for (const dir of SHARED_DIRS) {
  for (const from of walk(`src-main/${dir}`)) {
    const to = relocate(from);
    if (exists(to)) {
      console.warn(`kept ${from}: ${to} exists already`);
      continue;
    }
    fs.mkdirSync(path.dirname(abs(to)), { recursive: true });
    fs.renameSync(abs(from), abs(to));
    moved.set(to, from);
  }
  const left = `src-main/${dir}`;
  if (exists(left) && walk(left).length === 0) fs.rmSync(abs(left), { recursive: true });
}
console.log(`moved ${moved.size} files into ${SHARED_ROOT}/`);

/** The module a file belongs to: a folder of src-main (or of src-main/shared), else its top folder. */
function moduleOf(rel) {
  const shared = rel.match(new RegExp(`^${SHARED_ROOT}/([^/]+)/`));
  if (shared) return `shared/${shared[1]}`;
  const main = rel.match(/^src-main\/([^/]+)\//);
  return main ? `main/${main[1]}` : rel.split('/')[0];
}

/** `#shared/engine/index` or `#main/api/service` for a src-main TypeScript file. */
function aliasOf(rel) {
  if (!/\.ts$/.test(rel) || /\.d\.ts$/.test(rel)) return undefined;
  const bare = rel.replace(/\.ts$/, '');
  if (bare.startsWith(`${SHARED_ROOT}/`)) return `#shared/${bare.slice(SHARED_ROOT.length + 1)}`;
  if (bare.startsWith('src-main/')) return `#main/${bare.slice('src-main/'.length)}`;
  return undefined;
}

const relativeSpec = (fromFile, target) => {
  const spec = posix.relative(posix.dirname(fromFile), target);
  return spec.startsWith('.') ? spec : `./${spec}`;
};

/** The file a relative specifier means, wherever the importing file or the target sat before the move. */
function targetOf(file, spec) {
  const dirs = [moved.get(file), file, unlocate(file)].filter((d) => d !== undefined).map((f) => posix.dirname(f));
  for (const dir of dirs) {
    const rel = posix.normalize(posix.join(dir, spec));
    if (rel.startsWith('..')) return undefined;
    const target = relocate(rel);
    if (isFile(target)) return target;
  }
  return undefined;
}

// `from '…'`, `import '…'`, `import('…')`, `vi.mock('…')` and friends: the specifier is a module.
const IMPORT_SPEC =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|unmock|doUnmock|importActual|importMock)\s*\(\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\2/g;
// Any other quoted relative path (file URLs, paths handed to fs): re-aimed, never aliased.
const RELATIVE_STRING = /(['"`])(\.\.?\/[^'"`\n$]+)\1/g;
const OUT_NODE = /^(?:\.\.\/)+out\/node\/(.+)\.js$/;

function rewriteImports(file, text) {
  const e2e = file.startsWith('test/e2e/');
  let out = text.replace(IMPORT_SPEC, (whole, lead, quote, spec) => {
    const compiled = spec.match(OUT_NODE);
    if (compiled && posix.normalize(posix.join(posix.dirname(file), spec)).startsWith('out/node/')) {
      // A script importing the compiled CLI: the alias's `default` target is that compiled file.
      const alias = aliasOf(relocate(`src-main/${compiled[1]}.ts`));
      return alias === undefined ? whole : `${lead}${quote}${alias}${quote}`;
    }
    if (!spec.startsWith('.')) return whole;
    const target = targetOf(file, spec);
    if (target === undefined) return whole;
    const alias = !e2e && moduleOf(target) !== moduleOf(file) ? aliasOf(target) : undefined;
    return `${lead}${quote}${alias ?? relativeSpec(file, target)}${quote}`;
  });
  out = out.replace(RELATIVE_STRING, (whole, quote, spec) => {
    const target = targetOf(file, spec);
    if (target === undefined) return whole;
    const plain = posix.normalize(posix.join(posix.dirname(file), spec));
    return plain === target ? whole : `${quote}${relativeSpec(file, target)}${quote}`;
  });
  // scripts/fixture-volume.js names compiled files by their path under out/node.
  return out.replace(new RegExp(`\\bcompiled\\((['"])(${SHARED_DIRS.join('|')})/`, 'g'), 'compiled($1shared/$2/');
}

const PATH_TEXT = new RegExp(`(?<![\\w.-])src-main/(${SHARED_DIRS.join('|')})(?![\\w-])`, 'g');
const rewritePaths = (text) => text.replace(PATH_TEXT, `${SHARED_ROOT}/$1`);

// 2 and 3. Rewrite imports in code, then folder names in every text file.
const codeFiles = new Set(CODE_ROOTS.flatMap(walk).filter((f) => CODE_FILE.test(f)));
const textFiles = walk('.')
  .map((f) => posix.normalize(f))
  .filter((f) => TEXT_FILE.test(f) && !SKIP_FILES.has(f) && !f.startsWith('test/fixtures/') && !f.startsWith('tools/electronegativity/node_modules/'));
let changed = 0;
for (const file of new Set([...codeFiles, ...textFiles])) {
  const before = fs.readFileSync(abs(file), 'utf8');
  const after = rewritePaths(codeFiles.has(file) ? rewriteImports(file, before) : before);
  if (after !== before) {
    fs.writeFileSync(abs(file), after);
    changed++;
  }
}
console.log(`rewrote ${changed} files`);

// 4. The aliases, for TypeScript (customConditions: ["source"]), Node (default) and Vite (aliases.config.ts).
const pkgFile = abs('package.json');
const pkgText = fs.readFileSync(pkgFile, 'utf8');
const pkg = JSON.parse(pkgText);
if (JSON.stringify(pkg.imports) !== JSON.stringify(ALIASES)) {
  const entries = Object.entries(pkg);
  const at = entries.findIndex(([key]) => key === 'bin');
  const rest = entries.filter(([key]) => key !== 'imports');
  rest.splice(at < 0 ? rest.length : at + 1, 0, ['imports', ALIASES]);
  fs.writeFileSync(pkgFile, `${JSON.stringify(Object.fromEntries(rest), null, 2)}\n`);
  console.log('package.json: "imports" aliases #shared/* and #main/*');
}

const knipFile = abs('knip.json');
if (fs.existsSync(knipFile)) {
  const knip = JSON.parse(fs.readFileSync(knipFile, 'utf8'));
  const paths = Object.fromEntries(Object.entries(ALIASES).map(([key, target]) => [key, [target.source.replace(/^\.\//, '').replace(/\.ts$/, '')]]));
  if (JSON.stringify(knip.paths) !== JSON.stringify(paths)) {
    fs.writeFileSync(knipFile, `${JSON.stringify({ ...knip, paths }, null, 2)}\n`);
    console.log('knip.json: "paths" for the aliases');
  }
}
