/**
 * The desktop app itself: Electron's real window, opened the way `npm start` opens it (the app folder
 * and `--native-binding=` the Electron-ABI build of better-sqlite3), driven with Playwright's Electron
 * support. It needs Electron's binary, which `npm start` downloads where Electron's releases can be
 * reached. playwright.config.ts runs this file only where the binary is installed, and says so in one
 * line where it is not (offline machines).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test } from '@playwright/test';
import { electronPackageDir, electronVersions, findElectronBinary } from '../../scripts/lib/electron.js';
import { expectedStamp, isNativeCurrent, nativeDir, nativeFile } from '../../scripts/lib/native.js';
import { builtinPack } from './helpers.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ELECTRON_DIR = electronPackageDir(ROOT);
const BINARY = ELECTRON_DIR === undefined ? undefined : findElectronBinary(ELECTRON_DIR);

if (BINARY === undefined) {
  throw new Error(
    "no Electron binary on this machine: npm start downloads it where Electron's releases can be reached (playwright.config.ts leaves this file out then)",
  );
}

let dataDir = '';

test.beforeAll(() => {
  test.setTimeout(20 * 60_000);
  // What npm start does the first time: build better-sqlite3 for Electron beside npm's Node build.
  if (ELECTRON_DIR !== undefined && !isNativeCurrent(nativeDir(ROOT), expectedStamp(electronVersions(ELECTRON_DIR)))) {
    const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-electron-native.js')], { cwd: ROOT, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`the Electron build of better-sqlite3 failed: ${built.stderr}`);
  }
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-electron-'));
});

test.afterAll(() => {
  if (dataDir !== '') fs.rmSync(dataDir, { recursive: true, force: true });
});

test('Electron opens the library on the store, sandboxed, with only the preload bridge', async () => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key, value]) => key !== 'ELECTRON_RUN_AS_NODE' && value !== undefined)) as Record<
    string,
    string
  >;
  // Chromium refuses to start as root with its sandbox (CI containers run as root).
  const rootOnly = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  const app = await electron.launch({
    executablePath: BINARY,
    args: [...rootOnly, ROOT, `--native-binding=${nativeFile(ROOT)}`, '--data-dir', dataDir],
    env,
  });
  try {
    expect(await app.evaluate(({ app: electronApp }) => electronApp.isPackaged)).toBe(false);
    const window = await app.firstWindow();
    // The app opens on its start screen; the library is one link away.
    await expect(window.getByRole('heading', { name: 'Start' })).toBeVisible();
    await window.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library', exact: true }).click();
    await expect(window.getByRole('heading', { name: 'Library' })).toBeVisible();
    // The built-in pack was seeded into the store this window reads through IPC.
    const { quizzes } = builtinPack();
    await expect.poll(async () => (await window.getByRole('main').getByRole('link').allInnerTexts()).length).toBe(quizzes.length);
    expect(fs.existsSync(path.join(dataDir, 'attack-trainer.sqlite'))).toBe(true);
    // No Node in the page; the preload's frozen bridge is all it has.
    expect(await window.evaluate(() => [typeof (globalThis as { require?: unknown }).require, typeof (globalThis as { process?: unknown }).process])).toEqual([
      'undefined',
      'undefined',
    ]);
    expect(await window.evaluate(() => typeof (globalThis as { trainer?: unknown }).trainer)).toBe('object');
    await window.screenshot({ path: test.info().outputPath('electron-library.png') });
  } finally {
    await app.close();
  }
});
