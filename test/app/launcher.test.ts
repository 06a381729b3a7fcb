/**
 * `npm start` (scripts/start.js) in a child process, in a throw-away copy of the app
 * (launcher-fixture.ts): Electron's binary is a stub found through ELECTRON_OVERRIDE_DIST_PATH, the
 * Electron-ABI build command is a stub, and the download is really attempted, from an address that
 * refuses connections (as on a machine without internet).
 */
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { LauncherFixture, type Call } from './launcher-fixture.ts';

/** The executable's path in Electron's dist folder, as electron's install.js names it. */
const EXECUTABLE = process.platform === 'darwin' ? 'Electron.app/Contents/MacOS/Electron' : process.platform === 'win32' ? 'electron.exe' : 'electron';
/** Nothing listens on port 1 of the loopback: every download fails at once, as offline. */
const OFFLINE = { ELECTRON_MIRROR: 'http://127.0.0.1:1/' };
const BROWSER_HOST = '; starting the browser host instead\n';

const fixtures: LauncherFixture[] = [];
const fixture = (...args: ConstructorParameters<typeof LauncherFixture>): LauncherFixture => {
  const f = new LauncherFixture(...args);
  fixtures.push(f);
  return f;
};
afterEach(() => {
  for (const f of fixtures.splice(0)) f.remove();
});

const names = (calls: readonly Call[]): string[] => calls.map((c) => c.what);

describe('npm start without an Electron binary (offline)', () => {
  test("tries Electron's installer, says so in one line, exits 0 and opens the browser host", async () => {
    const f = fixture();
    const r = await f.launch(['--port', '0'], OFFLINE);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Electron's binary could not be downloaded \([^\n]+\); starting the browser host instead\n$/);
    expect(names(r.calls)).toEqual(['npm run build', 'npm run build:node', 'browser host']);
    expect(r.calls.at(-1)?.argv).toEqual(['serve', '--port', '0']);
  }, 120_000);
});

describe('npm start with an Electron binary', () => {
  const withBinary = (f: LauncherFixture) => {
    f.installStubElectron(EXECUTABLE);
    return { ...OFFLINE, ELECTRON_OVERRIDE_DIST_PATH: f.electronDist };
  };
  const electronCall = (calls: readonly Call[]): Call => {
    const call = calls.find((c) => c.what === 'electron');
    if (call === undefined) throw new Error(`Electron was not started: ${names(calls).join(', ')}`);
    return call;
  };
  const nativeBinding = (f: LauncherFixture) => `--native-binding=${path.join(f.root, 'native', 'electron', 'better_sqlite3.node')}`;

  test('builds the Electron-ABI module first, then launches Electron with the app and its path', async () => {
    const f = fixture('succeeds');
    const r = await f.launch(['--data-dir', '/tmp/x'], { ...withBinary(f), ELECTRON_RUN_AS_NODE: '1' });
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain(BROWSER_HOST);
    expect(names(r.calls)).toEqual(['npm run build', 'native build', 'electron']);
    expect(electronCall(r.calls).argv).toEqual([f.root, nativeBinding(f), '--data-dir', '/tmp/x']);
    // Inherited, it would make Electron run as plain Node instead of opening the app.
    expect(electronCall(r.calls).env).toEqual({});
  }, 120_000);

  test('a build for this Electron, platform and arch is used as it is', async () => {
    const f = fixture('succeeds');
    const env = withBinary(f);
    const first = await f.launch([], env);
    expect(names(first.calls)).toEqual(['npm run build', 'native build', 'electron']);
    const second = await f.launch([], env);
    expect(second.code).toBe(0);
    expect(names(second.calls)).toEqual(['npm run build', 'native build', 'electron', 'npm run build', 'electron']);
    expect(electronCall(second.calls.slice(3)).argv).toEqual([f.root, nativeBinding(f)]);
  }, 120_000);

  test('a build made for another Electron version is built again', async () => {
    const f = fixture('succeeds');
    f.writeNativeBuild({ electron: '1.0.0', abi: '1', platform: process.platform, arch: process.arch });
    const r = await f.launch([], withBinary(f));
    expect(names(r.calls)).toEqual(['npm run build', 'native build', 'electron']);
  }, 120_000);

  test('when the Electron-ABI module cannot be built: one line saying why, exit 0, browser host', async () => {
    const f = fixture('fails offline');
    const r = await f.launch([], withBinary(f));
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')).toEqual([
      "cannot build better-sqlite3 for Electron: neither a prebuilt binary nor Electron's headers could be downloaded (getaddrinfo ENOTFOUND github.com) (log: native/electron/build.log); starting the browser host instead",
      '',
    ]);
    expect(names(r.calls)).toEqual(['npm run build', 'native build', 'npm run build:node', 'browser host']);
  }, 120_000);
});
