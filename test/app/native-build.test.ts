/**
 * The two builds of better-sqlite3 side by side: the Electron-ABI build's folder and stamp
 * (scripts/lib/native.js), the ABI check that refuses a Node build passed off as Electron's, and the
 * store opened through better-sqlite3's `nativeBinding` option as the main process opens it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectedStamp, hasAbi, isNativeCurrent, NATIVE_FILE, STAMP_FILE } from '../../scripts/lib/native.js';
import { openAppStore } from '#main/core/open-app-store';

const require = createRequire(import.meta.url);
/** npm's build: Node's ABI, in node_modules, where the CLI, the host and these tests load it from. */
const NODE_BUILD = path.join(path.dirname(require.resolve('better-sqlite3/package.json')), 'build', 'Release', NATIVE_FILE);
const ELECTRON_ABI = fs.readFileSync(path.join(path.dirname(require.resolve('electron/package.json')), 'abi_version'), 'utf8').trim();

let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-native-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('hasAbi', () => {
  test("npm's build carries this Node's module ABI and not Electron's", () => {
    expect(ELECTRON_ABI).not.toBe(process.versions.modules);
    expect(hasAbi(NODE_BUILD, process.versions.modules)).toBe(true);
    expect(hasAbi(NODE_BUILD, ELECTRON_ABI)).toBe(false);
  });

  test('a prefix of the ABI number is not a match', () => {
    expect(hasAbi(NODE_BUILD, process.versions.modules.slice(0, -1))).toBe(false);
  });
});

describe('isNativeCurrent', () => {
  const stamp = expectedStamp({ version: '45.5.0', abi: '150' }, 'linux', 'x64');
  const write = (name: string, found: unknown, withModule = true): string => {
    const at = path.join(dir, name);
    fs.mkdirSync(at, { recursive: true });
    fs.writeFileSync(path.join(at, STAMP_FILE), typeof found === 'string' ? found : JSON.stringify(found));
    if (withModule) fs.writeFileSync(path.join(at, NATIVE_FILE), '');
    return at;
  };

  test.each([
    { name: 'the same Electron, platform and arch', found: stamp, withModule: true, current: true },
    { name: 'another Electron version', found: { ...stamp, electron: '44.0.0' }, withModule: true, current: false },
    { name: 'another arch', found: { ...stamp, arch: 'arm64' }, withModule: true, current: false },
    { name: 'another platform', found: { ...stamp, platform: 'win32' }, withModule: true, current: false },
    { name: 'a stamp without its module', found: stamp, withModule: false, current: false },
    { name: 'a stamp that is not JSON', found: '{"electron": ', withModule: true, current: false },
  ])('$name → $current', ({ name, found, withModule, current }) => {
    expect(isNativeCurrent(write(name, found, withModule), stamp)).toBe(current);
  });

  test('no folder at all', () => {
    expect(isNativeCurrent(path.join(dir, 'absent'), stamp)).toBe(false);
  });
});

describe('the store opened with nativeBinding', () => {
  test('loads the module at the given path', () => {
    // A copy of npm's build elsewhere (Node can load it; Electron's build only loads in Electron). The
    // next test shows the option is not ignored: a path with no module fails.
    const copy = path.join(dir, 'copy', NATIVE_FILE);
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    fs.copyFileSync(NODE_BUILD, copy);
    const opened = openAppStore(path.join(dir, 'data-ok'), { nativeBinding: copy });
    expect(opened.ok).toBe(true);
    if (opened.ok) opened.value.close();
  });

  test('a missing module is a clear error, not a crash, and names the data folder', () => {
    const missing = path.join(dir, 'nowhere', NATIVE_FILE);
    const opened = openAppStore(path.join(dir, 'data-missing'), { nativeBinding: missing });
    expect(opened.ok).toBe(false);
    if (!opened.ok)
      expect(opened.error.join('\n')).toMatch(/cannot open the data folder .*data-missing: cannot open .*Cannot find module '.*nowhere.*better_sqlite3\.node'/);
  });
});
