#!/usr/bin/env node
// `npm start`: build, then open the desktop app in Electron; where Electron cannot run, say why in one
// line and start the browser host (`attack-trainer serve`, which prints its URL) instead.
//
//   1. `npm run build` (main process, preload, renderer into out/).
//   2. Electron's binary: found where the electron package keeps it (or ELECTRON_OVERRIDE_DIST_PATH);
//      when missing, electron's own installer downloads it once, bounded in time.
//   3. better-sqlite3 for Electron's ABI in native/electron/ (scripts/build-electron-native.js), built
//      the first time Electron is there; npm's Node build in node_modules is never touched.
//   4. Electron with the app and `--native-binding=<that build>`.
// Offline (no binary, or no headers to build with) nothing fails: the browser host opens instead.
// Extra arguments go to the app or to `serve` (`npm start -- --port 5173`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronPackageDir, electronVersions, findElectronBinary, installElectron, lastLine } from './lib/electron.js';
import { expectedStamp, isNativeCurrent, nativeDir, nativeFile } from './lib/native.js';
import { runBounded, runNpmScript } from './lib/run.js';

const NATIVE_BUILD_TIMEOUT_MS = 20 * 60_000;

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
const say = (line) => process.stdout.write(`${line}\n`);

/** Runs an npm script of the app quietly; on failure shows its output and exits with its code. */
const buildWith = async (name) => {
  if (typeof scripts[name] !== 'string') return;
  const r = await runNpmScript(root, name);
  if (r.ok) return;
  process.stderr.write(r.output);
  process.stderr.write(`npm run ${name} failed\n`);
  process.exit(r.code ?? 1);
};

/** Runs a child with our stdio, passing SIGINT/SIGTERM on, and exits with its code. */
const runChild = (command, childArgs, env = process.env) => {
  const child = spawn(command, childArgs, { cwd: root, stdio: 'inherit', env });
  const forward = (signal) => {
    if (child.exitCode === null) child.kill(signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  child.on('error', (e) => {
    process.stderr.write(`cannot start ${command}: ${e.message}\n`);
    process.exit(1);
  });
};

/** Electron ready to open the app, or the one-line reason why it cannot. */
const prepareElectron = async () => {
  const electronDir = electronPackageDir(root);
  if (electronDir === undefined) return { reason: 'the electron package is not installed' };
  let binary = findElectronBinary(electronDir);
  if (binary === undefined) {
    const installed = await installElectron(electronDir, { onSlow: () => say("Downloading Electron's binary (once)…") });
    binary = findElectronBinary(electronDir);
    if (binary === undefined) {
      return { reason: installed.ok ? "Electron's installer left no binary" : `Electron's binary could not be downloaded (${installed.reason})` };
    }
  }
  const stamp = expectedStamp(electronVersions(electronDir));
  if (!isNativeCurrent(nativeDir(root), stamp)) {
    const built = await runBounded(process.execPath, [path.join(root, 'scripts', 'build-electron-native.js')], {
      cwd: root,
      timeoutMs: NATIVE_BUILD_TIMEOUT_MS,
      // Offline it fails within seconds (no prebuilt binary, no headers: one line says so); a real
      // compile takes minutes, and then a line says what the wait is for.
      slowMs: 15_000,
      onSlow: () => say(`Building the SQLite module for Electron ${stamp.electron} (once)…`),
    });
    if (!isNativeCurrent(nativeDir(root), stamp)) {
      return { reason: lastLine(built.output) || `the SQLite module could not be built for Electron ${stamp.electron}` };
    }
  }
  return { binary };
};

await buildWith('build');
const electron = await prepareElectron();
if (electron.binary !== undefined) {
  // ELECTRON_RUN_AS_NODE, if inherited, would turn the app into a plain Node process.
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  runChild(electron.binary, [root, `--native-binding=${nativeFile(root)}`, ...args], env);
} else {
  say(`${electron.reason}; starting the browser host instead`);
  // The host runs from the Node build out/cli (`build:node`, which `prepare` runs too); rebuild it so it
  // matches the source.
  await buildWith('build:node');
  runChild(process.execPath, [path.join(root, 'bin', 'attack-trainer.js'), 'serve', ...args]);
}
