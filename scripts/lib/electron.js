// Electron's binary for `npm start`: where the electron package keeps it, and its download.
//
// electron ≥ 42 has no install script: its binary (about 100 MB, from GitHub, not from the npm
// registry) is fetched the first time `require('electron')` or its `install-electron` bin runs. The
// launcher runs that download itself, once, bounded in time, instead of letting `require('electron')`
// block or throw.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runBounded } from './run.js';

/** How long the one-time download may take: generous for 100 MB, finite for a stalled network. */
export const ELECTRON_INSTALL_TIMEOUT_MS = 10 * 60_000;

/** The electron package's folder as `root` resolves it, or undefined when it is not installed. */
export const electronPackageDir = (root) => {
  try {
    return path.dirname(createRequire(path.join(root, 'package.json')).resolve('electron/package.json'));
  } catch {
    return undefined;
  }
};

/** The executable's path inside Electron's dist folder, as electron's install.js names it. */
export const platformExecutable = (platform = process.platform) =>
  platform === 'darwin' || platform === 'mas' ? 'Electron.app/Contents/MacOS/Electron' : platform === 'win32' ? 'electron.exe' : 'electron';

/**
 * The Electron executable if it is really there: path.txt (written by a finished download) names it
 * inside dist/; ELECTRON_OVERRIDE_DIST_PATH points at a dist folder installed some other way, which
 * the electron package honours the same way.
 */
export const findElectronBinary = (electronDir, env = process.env) => {
  let relative = '';
  try {
    relative = fs.readFileSync(path.join(electronDir, 'path.txt'), 'utf8').trim();
  } catch {
    // No finished download.
  }
  const override = env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary =
    override !== undefined && override !== ''
      ? path.join(override, relative || platformExecutable())
      : relative === ''
        ? undefined
        : path.join(electronDir, 'dist', relative);
  return binary !== undefined && fs.statSync(binary, { throwIfNoEntry: false })?.isFile() === true ? binary : undefined;
};

/** The electron package's version and its Node module ABI (the file `abi_version` it ships). */
export const electronVersions = (electronDir) => {
  const { version } = JSON.parse(fs.readFileSync(path.join(electronDir, 'package.json'), 'utf8'));
  const abi = fs.readFileSync(path.join(electronDir, 'abi_version'), 'utf8').trim();
  return { version, abi };
};

/** The last line of a tool's output that says something, for a one-line report. */
export const lastLine = (text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('at '))
    .at(-1) ?? '';

/**
 * Runs electron's own installer (`install-electron`, i.e. its install.js) and resolves to
 * `{ ok: true }` or `{ ok: false, reason }` with one line of reason. It never rejects.
 */
export const installElectron = async (electronDir, { timeoutMs = ELECTRON_INSTALL_TIMEOUT_MS, onSlow } = {}) => {
  // A failed download (offline) ends within a second or two; `onSlow` only speaks for a real one.
  const r = await runBounded(process.execPath, [path.join(electronDir, 'install.js')], { cwd: electronDir, timeoutMs, onSlow, slowMs: 10_000 });
  if (r.ok) return { ok: true };
  if (r.timedOut) return { ok: false, reason: `no answer within ${Math.round(timeoutMs / 1000)} s` };
  const line = lastLine(r.output);
  return { ok: false, reason: line.replace(/^\w*Error:\s*/, '') || `install-electron exited with ${r.code}` };
};
