#!/usr/bin/env node
// Installs the Electron security scanner's own npm project (tools/electronegativity) when what its
// lockfile pins is not what is installed; `npm test` runs this before the unit tests, so a fresh
// clone needs no extra step. When everything is already in place it does nothing and needs no
// network (offline machines keep passing). The scanner is kept apart from the app's lockfile because
// it breaks when the app's newer `commander` is hoisted beside it (docs/security.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const tool = path.join(root, 'tools', 'electronegativity');

/** The lockfile's packages that are not installed at their pinned version. */
const missing = () => {
  const { packages } = JSON.parse(fs.readFileSync(path.join(tool, 'package-lock.json'), 'utf8'));
  return Object.entries(packages).filter(([where, pinned]) => {
    if (where === '' || pinned.link === true) return false;
    try {
      return JSON.parse(fs.readFileSync(path.join(tool, where, 'package.json'), 'utf8')).version !== pinned.version;
    } catch {
      return pinned.optional !== true;
    }
  });
};

if (missing().length > 0) {
  process.stdout.write('Installing the Electron security scanner (tools/electronegativity, its own lockfile)…\n');
  const npmCli = process.env.npm_execpath;
  const [command, prefix] =
    npmCli !== undefined && npmCli.endsWith('.js') ? [process.execPath, [npmCli]] : [process.platform === 'win32' ? 'npm.cmd' : 'npm', []];
  const r = spawnSync(command, [...prefix, 'ci', '--prefix', tool, '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32' && prefix.length === 0,
  });
  if (r.status !== 0) {
    process.stderr.write(`cannot install tools/electronegativity (npm ci exited with ${r.status ?? r.error?.message})\n`);
    process.exit(1);
  }
  const still = missing();
  if (still.length > 0) {
    process.stderr.write(`tools/electronegativity is still incomplete after npm ci: ${still[0][0]}\n`);
    process.exit(1);
  }
}
