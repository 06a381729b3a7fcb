/**
 * `npm run dist`'s packaging step, for real: electron-builder with electron-builder.yml packs the
 * built app (`--dir`, this platform) with two stand-ins for what it would download — a stub Electron
 * dist folder (electronDist) and, as the Electron-ABI SQLite module, a copy of npm's build — into a
 * temporary folder. The archive is then read back to show that what the main process loads at run
 * time is where it looks: migrations and the built-in pack inside app.asar, the engine worker runnable
 * from app.asar.unpacked, the native module in resources/native/.
 * Reads out/ as `npm ci` (prepare) or `npm run build` left it; writes nothing into the repository.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resolveNativeBinding, unpackedPath } from '#main/electron/native-binding';
import { findBuiltinPack } from '#main/core/load-builtin';
import { openAppStore } from '#main/core/open-app-store';
import { findMigrationsDir } from '#main/store/migrations';
import { createEngineRunner } from '#main/worker/runner';
import { CUB_GOBLIN_BOARD } from '../quiz/fixtures.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
// @electron/asar comes with electron-builder, which packs with it.
const asar = require('@electron/asar') as { extractAll(archive: string, dest: string): void };
const NODE_BUILD = path.join(path.dirname(require.resolve('better-sqlite3/package.json')), 'build', 'Release', 'better_sqlite3.node');
const BUILT = ['out/main/index.js', 'out/main/engine-worker.js', 'out/preload/index.cjs', 'out/renderer/index.html'];
const PLATFORM_FLAG: Record<string, string> = { linux: '--linux', darwin: '--mac', win32: '--win' };

let work = '';
let resources = '';
let extracted = '';

/** The folder holding app.asar in electron-builder's unpacked output (resources/ or Contents/Resources/). */
const findResources = (dir: string): string | undefined => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const at = path.join(dir, entry.name);
    if (fs.existsSync(path.join(at, 'app.asar'))) return at;
    const deeper = findResources(at);
    if (deeper !== undefined) return deeper;
  }
  return undefined;
};

beforeAll(async () => {
  const missing = BUILT.filter((file) => !fs.existsSync(path.join(ROOT, file)));
  if (missing.length > 0) throw new Error(`${missing.join(', ')} not built: run npm run build (npm ci does it)`);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-packaging-'));
  const electronDist = path.join(work, 'electron-dist');
  fs.mkdirSync(electronDist);
  const executable = process.platform === 'win32' ? 'electron.exe' : 'electron';
  fs.writeFileSync(path.join(electronDist, executable), '#!/bin/sh\n', { mode: 0o755 });
  fs.copyFileSync(NODE_BUILD, path.join(work, 'better_sqlite3.node'));
  // The repository's config, with the stand-ins; its own extraResources entry (native/electron/)
  // stays and is simply absent here, electron-builder merges the arrays.
  const config = path.join(work, 'config.json');
  fs.writeFileSync(
    config,
    JSON.stringify({
      extends: path.join(ROOT, 'electron-builder.yml'),
      electronDist,
      directories: { output: path.join(work, 'dist') },
      extraResources: [{ from: path.join(work, 'better_sqlite3.node'), to: 'native/better_sqlite3.node' }],
      // The fuses live in the real Electron binary; the stand-in is a shell script with none to flip.
      // The afterPack hook itself is tested with a stand-in packager (test/app/fuses.test.ts).
      afterPack: null,
    }),
  );
  const flag = PLATFORM_FLAG[process.platform];
  if (flag === undefined) throw new Error(`no electron-builder target for ${process.platform}`);
  const cli = require.resolve('electron-builder/cli.js');
  await promisify(execFile)(process.execPath, [cli, '--config', config, '--dir', flag], { cwd: ROOT, timeout: 170_000, maxBuffer: 64 * 1024 * 1024 });
  const found = findResources(path.join(work, 'dist'));
  if (found === undefined) throw new Error('electron-builder wrote no app.asar');
  resources = found;
  extracted = path.join(work, 'extracted');
  asar.extractAll(path.join(resources, 'app.asar'), extracted);
}, 180_000);

afterAll(() => {
  if (work !== '') fs.rmSync(work, { recursive: true, force: true });
});

describe('the packaged app', () => {
  test('app.asar holds the bundled main process, preload, renderer, every migration and the built-in pack', () => {
    for (const file of BUILT) expect(fs.existsSync(path.join(extracted, file)), file).toBe(true);
    const migrations = fs.readdirSync(path.join(ROOT, 'db')).filter((name) => name.endsWith('.sql'));
    expect(migrations.length).toBeGreaterThan(0);
    expect(fs.readdirSync(path.join(extracted, 'db')).sort()).toEqual(migrations.sort());
    expect(fs.readFileSync(path.join(extracted, 'quizzes', 'builtin.json'), 'utf8')).toBe(fs.readFileSync(path.join(ROOT, 'quizzes', 'builtin.json'), 'utf8'));
    expect((JSON.parse(fs.readFileSync(path.join(extracted, 'package.json'), 'utf8')) as { main: string }).main).toBe('out/main/index.js');
  });

  test("better-sqlite3 is there as JavaScript only: no Node build, no sources; the package's self-link is left out", () => {
    expect(fs.existsSync(path.join(extracted, 'node_modules', 'better-sqlite3', 'lib', 'database.js'))).toBe(true);
    for (const absent of ['build', 'deps', 'src']) expect(fs.existsSync(path.join(extracted, 'node_modules', 'better-sqlite3', absent)), absent).toBe(false);
    expect(fs.existsSync(path.join(extracted, 'node_modules', 'attack-trainer'))).toBe(false);
  });

  test('from the packaged main module, the store finds the packaged migrations and pack and opens', () => {
    const mainModule = path.join(extracted, 'out', 'main', 'index.js');
    const migrationsDir = findMigrationsDir(mainModule);
    const builtinFile = findBuiltinPack(mainModule);
    expect(migrationsDir).toBe(path.join(extracted, 'db'));
    expect(builtinFile).toBe(path.join(extracted, 'quizzes', 'builtin.json'));
    const opened = openAppStore(path.join(work, 'data'), {
      migrationsDir,
      builtinFile,
      nativeBinding: resolveNativeBinding({ argv: [], packaged: true, resourcesPath: resources }),
    });
    expect(opened.ok ? 'opened' : opened.error).toBe('opened');
    if (opened.ok) {
      const packs = opened.value.listPacks();
      expect(packs.ok && packs.value.some((pack) => pack.builtin)).toBe(true);
      opened.value.close();
    }
  });

  test('the SQLite module sits where the packaged main process loads it', () => {
    const loaded = resolveNativeBinding({ argv: ['--native-binding=/elsewhere.node'], packaged: true, resourcesPath: resources });
    expect(loaded).toBe(path.join(resources, 'native', 'better_sqlite3.node'));
    // Buffer.equals: a deep toEqual over 2 MB takes half a minute.
    expect(fs.readFileSync(loaded ?? '').equals(fs.readFileSync(NODE_BUILD))).toBe(true);
  });

  test('the engine worker runs from app.asar.unpacked, as main.ts starts it', async () => {
    const inArchive = path.join(resources, 'app.asar', 'out', 'main', 'engine-worker.js');
    // As main.ts starts it: threads, since the packaged app cannot start itself as Node (RunAsNode fuse off).
    const runner = createEngineRunner({ workerUrl: pathToFileURL(unpackedPath(inArchive)), isolation: 'thread' });
    try {
      const result = await runner.run({ kind: 'legal', board: CUB_GOBLIN_BOARD });
      expect(result).toMatchObject({ ok: true, value: { count: '2', complete: true } });
    } finally {
      await runner.close();
    }
  });
});
