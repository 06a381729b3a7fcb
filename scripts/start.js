#!/usr/bin/env node
// `npm start`: build, then launch the desktop app with Electron. Where Electron's binary is not
// installed (it is downloaded from outside the npm registry, which some machines cannot reach), say
// so in one line and start the browser host instead (`attack-trainer serve`), which prints its URL.
// Extra arguments go to the app or to `serve` (`npm start -- --port 5173`).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const scripts = pkg.scripts ?? {};

/** Runs an npm script quietly; on failure prints its output and exits with its code. */
function runScript(name) {
  const npmCli = process.env.npm_execpath;
  const [command, commandArgs] =
    npmCli !== undefined && npmCli.endsWith('.js')
      ? [process.execPath, [npmCli, 'run', '--silent', name]]
      : [process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', name]];
  const r = spawnSync(command, commandArgs, { cwd: root, encoding: 'utf8', shell: process.platform === 'win32' });
  if (r.status !== 0) {
    process.stderr.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
    process.stderr.write(`npm run ${name} failed${r.error ? `: ${r.error.message}` : ''}\n`);
    process.exit(r.status ?? 1);
  }
}

/**
 * The Electron executable, if it is really there. The electron package only records where its
 * binary is (path.txt, written when the download succeeds); ELECTRON_OVERRIDE_DIST_PATH points at a
 * binary installed some other way, as the package itself honours it.
 */
function electronBinary() {
  let dir;
  try {
    dir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return undefined;
  }
  let relative;
  try {
    relative = fs.readFileSync(path.join(dir, 'path.txt'), 'utf8').trim();
  } catch {
    return undefined;
  }
  if (relative === '') return undefined;
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const binary = override ? path.join(override, relative) : path.join(dir, 'dist', relative);
  return fs.existsSync(binary) ? binary : undefined;
}

/** Runs a child with our stdio, passing SIGINT/SIGTERM on, and exits with its code. */
function runChild(command, childArgs) {
  const child = spawn(command, childArgs, { cwd: root, stdio: 'inherit' });
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
}

if (typeof scripts.build === 'string') runScript('build');

const electron = electronBinary();
if (electron !== undefined) {
  runChild(electron, [root, ...args]);
} else {
  process.stdout.write('Electron is not available on this machine; starting the browser host instead\n');
  // The host runs from out/node (compiled by `prepare`); rebuild it so it matches the source.
  if (typeof scripts['build:node'] === 'string') runScript('build:node');
  runChild(process.execPath, [path.join(root, 'bin', 'attack-trainer.js'), 'serve', ...args]);
}
