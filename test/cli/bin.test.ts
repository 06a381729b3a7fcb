/**
 * The real bin, end to end in a child process, on the same build `npm ci` runs as `prepare` — made
 * from the current source into a temporary copy of the app, never into the repository's own out/:
 * <tmp>/out/cli bundled by scripts/build-node.js, bin/ copied, and package.json, db/, quizzes/ and
 * node_modules/ linked, so the bundle finds its version, migrations, pack and packages by walking up as
 * it does at home. (`serve` and its engine worker run from the same bundle in serve.test.ts.)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'rolldown/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCliBundle } from '../api/helpers.ts';
import { declarationSet, loadVectors, runCli } from './run-cli.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
let dir = '';
let root = '';
let bin = '';
let bundle = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'attack-trainer-bin-'));
  root = join(dir, 'app');
  bin = join(root, 'bin', 'attack-trainer.js');
  bundle = join(root, 'out', 'cli');
  cpSync(join(repo, 'bin'), join(root, 'bin'), { recursive: true });
  for (const linked of ['package.json', 'db', 'quizzes', 'node_modules']) symlinkSync(join(repo, linked), join(root, linked));
  buildCliBundle(bundle);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function node(args: string[], input = '') {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, input, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('bin/attack-trainer.js', () => {
  it('legal <vector board file> prints the expected set', () => {
    const v = loadVectors().find((x) => x.name === 'example-crawlspace-avatar')!;
    const file = join(dir, 'board.json');
    writeFileSync(file, JSON.stringify(v.board));
    const r = node(['legal', file]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { legal: { attacks: Record<string, string> }[]; count: number };
    expect(declarationSet(out.legal)).toEqual(declarationSet(v.legal));
    expect(out.count).toBe(v.legal.length);
  });

  it('reads standard input with -', () => {
    const v = loadVectors().find((x) => x.name === 'cub-goblin')!;
    const r = node(['legal', '-', '--count'], JSON.stringify(v.board));
    expect(r).toEqual({ code: 0, stdout: '{"count":2}\n', stderr: '' });
  });

  it('exit 1 on bad JSON and exit 2 on a usage error, one line and no stack trace', () => {
    const bad = node(['legal', '-'], '{"players": [1, 2,]}');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe("<stdin>: invalid JSON at line 1 column 19: unexpected character ']' (expected a value)\n");
    const usage = node(['legal', '--nope', '-']);
    expect(usage.code).toBe(2);
    expect(usage.stderr.split('\n')[0]).toMatch(/^attack-trainer legal: Unknown option '--nope'/);
    expect(usage.stderr).not.toMatch(/^\s+at /m);
  });

  it('--version prints the package version', () => {
    const r = node(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^attack-trainer \d+\.\d+\.\d+/);
  });

  it('ends quietly when the reader closes the pipe early (| head)', () => {
    // 4^8 = 65,536 declarations: far more output than a pipe buffers.
    const board = {
      format: 'attack-board/1',
      players: ['you', 'a', 'b', 'c'],
      activePlayer: 'you',
      creatures: Array.from({ length: 8 }, (_, i) => ({ id: `c${i}`, name: `Creature ${i}`, controller: 'you' })),
    };
    const file = join(dir, 'big.json');
    writeFileSync(file, JSON.stringify(board));
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${bin}" legal "${file}" | head -c 9`], { encoding: 'utf8', timeout: 60_000 });
    expect(r.stdout).toBe('{"legal":');
    expect(r.stderr).toBe('');
  });

  it('check explains a declaration on the commander board as the in-process CLI does', async () => {
    const board = join(repo, 'bench', 'boards', 'commander.json');
    const r = node(['check', board]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^(LEGAL|ILLEGAL at step \d)/);
    expect(r).toEqual(await runCli(['check', board]));
  });

  it('quiz list on a fresh data folder: the migrations and the built-in pack are found above out/cli', () => {
    const r = node(['quiz', 'list', '--json', '--data-dir', join(dir, 'data')]);
    expect([r.code, r.stderr]).toEqual([0, '']);
    const quizzes = JSON.parse(r.stdout) as { packId: string }[];
    const builtin = JSON.parse(readFileSync(join(repo, 'quizzes', 'builtin.json'), 'utf8')) as { quizzes: unknown[] };
    expect(quizzes.filter((q) => q.packId === 'builtin')).toHaveLength(builtin.quizzes.length);
  });

  it('without the bundle (not built yet) says how to build it, in one line, exit 1', () => {
    const bare = join(dir, 'unbuilt');
    cpSync(join(repo, 'bin'), join(bare, 'bin'), { recursive: true });
    symlinkSync(join(repo, 'package.json'), join(bare, 'package.json'));
    const r = spawnSync(process.execPath, [join(bare, 'bin', 'attack-trainer.js'), '--version'], { encoding: 'utf8', timeout: 60_000 });
    expect({ code: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr: 'attack-trainer: the command line is not built (out/cli/main.js is missing): run `npm run build:node` in its folder\n',
    });
  });
});

/**
 * Every import of the bundle's chunks, read by the bundler's own parser: static imports and
 * re-exports, and dynamic import()s (their specifier as written, quotes stripped when it is a string).
 */
const bundleImports = (): { chunk: string; spec: string; dynamic: boolean }[] =>
  readdirSync(bundle).flatMap((chunk) => {
    const code = readFileSync(join(bundle, chunk), 'utf8');
    const { module, errors } = parseSync(chunk, code);
    expect(errors, chunk).toEqual([]);
    const reexports = module.staticExports.flatMap((e) => e.entries.flatMap((entry) => (entry.moduleRequest === null ? [] : [entry.moduleRequest.value])));
    return [
      ...[...module.staticImports.map((i) => i.moduleRequest.value), ...reexports].map((spec) => ({ chunk, spec, dynamic: false })),
      ...module.dynamicImports.map((i) => ({
        chunk,
        spec: code.slice(i.moduleRequest.start, i.moduleRequest.end).replace(/^(["'`])([^"'`$]*)\1$/, '$2'),
        dynamic: true,
      })),
    ];
  });

describe('the CLI bundle (out/cli)', () => {
  it('imports only its own chunks, Node built-ins and the package dependencies: no second copy of the source from out/node', () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const chunks = new Set(readdirSync(bundle));
    const imports = bundleImports();
    expect(imports.length).toBeGreaterThan(10);
    const stray = imports.filter(({ spec }) => !(spec.startsWith('node:') || spec in pkg.dependencies || (spec.startsWith('./') && chunks.has(spec.slice(2)))));
    expect(stray).toEqual([]);
    // The worker starts from beside the runner's chunk (src-main/worker/runner.ts).
    expect(chunks.has('engine-worker.js')).toBe(true);
  });

  it('holds every engine module once: each message the engine source writes once is in one chunk once', () => {
    const sourceOf = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && e.name.endsWith('.ts'))
        .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'));
    const allSource = sourceOf(join(repo, 'src-main')).join('\n');
    const occurrences = (text: string, part: string): number => text.split(part).length - 1;
    const literals = [
      ...new Set(sourceOf(join(repo, 'src-main', 'shared', 'engine')).flatMap((text) => [...text.matchAll(/'([^'\\\n]{24,})'/g)].map((m) => m[1]!))),
    ].filter((literal) => occurrences(allSource, literal) === 1);
    const code = readdirSync(bundle)
      .map((chunk) => readFileSync(join(bundle, chunk), 'utf8'))
      .join('\n');
    const counts = literals.map((literal) => [literal, occurrences(code, literal)] as const);
    expect(counts.filter(([, n]) => n === 1).length).toBeGreaterThan(20);
    expect(counts.filter(([, n]) => n > 1)).toEqual([]);
  });

  it('loads no store, zod, HTTP or worker thread before a command asks: main.js and its static chunks import none', () => {
    const imports = bundleImports();
    const loaded = new Set<string>();
    const todo = ['main.js'];
    while (todo.length > 0) {
      const chunk = todo.pop()!;
      if (loaded.has(chunk)) continue;
      loaded.add(chunk);
      for (const i of imports) if (i.chunk === chunk && !i.dynamic && i.spec.startsWith('./')) todo.push(i.spec.slice(2));
    }
    const eager = imports.filter((i) => loaded.has(i.chunk) && !i.dynamic && !i.spec.startsWith('./')).map((i) => i.spec);
    expect(eager.filter((spec) => !spec.startsWith('node:') || ['node:http', 'node:worker_threads', 'node:net', 'node:crypto'].includes(spec))).toEqual([]);
  });
});
