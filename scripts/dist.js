#!/usr/bin/env node
// `npm run dist`: the installable desktop app for this platform and architecture, in dist/.
//
//   1. `npm run build` (out/main, out/preload, out/renderer).
//   2. better-sqlite3 for Electron's ABI in native/electron/ (scripts/build-electron-native.js) when it
//      is missing or was made for another Electron, platform or arch; electron-builder.yml ships it
//      beside app.asar, and it never replaces npm's Node build (electron-builder's `npmRebuild` is off).
//   3. electron-builder with electron-builder.yml; extra arguments go to it (`npm run dist -- --dir`).
// Steps 2 and 3 download (Electron's headers or a prebuilt module, Electron's zip), so packaging
// needs a connected machine; offline it stops at the first download with its reason.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronPackageDir, electronVersions } from './lib/electron.js';
import { expectedStamp, isNativeCurrent, nativeDir } from './lib/native.js';
import { runNpmScript } from './lib/run.js';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const stop = (line, code = 1) => {
  process.stderr.write(`${line}\n`);
  process.exit(code);
};

const built = await runNpmScript(root, 'build');
if (!built.ok) stop(`${built.output}npm run build failed`, built.code ?? 1);

const electronDir = electronPackageDir(root);
if (electronDir === undefined) stop('the electron package is not installed (run npm ci)');
if (!isNativeCurrent(nativeDir(root), expectedStamp(electronVersions(electronDir)))) {
  const native = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-electron-native.js')], { cwd: root, stdio: 'inherit' });
  if (native.status !== 0) stop('npm run dist needs the Electron build of better-sqlite3; see the line above', native.status ?? 1);
}

const builderCli = createRequire(path.join(root, 'package.json')).resolve('electron-builder/cli.js');
const packaged = spawnSync(process.execPath, [builderCli, '--config', 'electron-builder.yml', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(packaged.status ?? 1);
