#!/usr/bin/env node
// Builds better-sqlite3 for the installed Electron into native/electron/ (or --out DIR), leaving npm's
// Node build in node_modules untouched. Run by `npm start` the first time Electron is present and by
// `npm run dist`; by hand: `node scripts/build-electron-native.js`.
//
// It works on a copy of the package in a temporary folder: first prebuild-install (better-sqlite3's
// own way: a prebuilt binary for Electron's ABI from the package's GitHub releases), then node-gyp
// against Electron's headers (from electronjs.org; needs a C++ toolchain). Both need the internet, so
// offline it fails, saying so in one line; the full output goes to build.log in the output folder.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronPackageDir, electronVersions, lastLine } from './lib/electron.js';
import { expectedStamp, hasAbi, NATIVE_FILE, nativeDir, STAMP_FILE } from './lib/native.js';
import { runBounded } from './lib/run.js';

const PREBUILT_TIMEOUT_MS = 2 * 60_000;
const COMPILE_TIMEOUT_MS = 15 * 60_000;
const ELECTRON_HEADERS = 'https://electronjs.org/headers';
/** A failed download, as Node names it: offline machines stop here. */
const NETWORK_ERROR = /\b(?:getaddrinfo |connect )?(?:ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH)\b[ \t]*[\w.:-]*/;

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 && args[outIndex + 1] !== undefined ? path.resolve(args[outIndex + 1]) : nativeDir(root);
const shownOut = out.startsWith(root + path.sep) ? path.relative(root, out) : out;

const fail = (reason, log = '') => {
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'build.log'), log);
  process.stderr.write(`cannot build better-sqlite3 for Electron: ${reason} (log: ${path.join(shownOut, 'build.log')})\n`);
  process.exit(1);
};

const electronDir = electronPackageDir(root);
if (electronDir === undefined) fail('the electron package is not installed (run npm ci)');
const electron = electronVersions(electronDir);
const require = createRequire(path.join(root, 'package.json'));
const packageDir = path.dirname(require.resolve('better-sqlite3/package.json'));
const fromPackage = createRequire(path.join(packageDir, 'package.json'));

// npm exports its configuration to scripts as npm_config_*; node-gyp and prebuild-install read it,
// and a `nodedir` (Node's headers, set on these machines) would make an "Electron" build against
// Node. The Electron target is given only by the arguments below.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)));

/** node-gyp as installed with the app's tooling, else the copy npm itself bundles. */
const findNodeGyp = () => {
  try {
    return require.resolve('node-gyp/bin/node-gyp.js');
  } catch {
    const npmCli = process.env.npm_execpath ?? '';
    return path.join(path.dirname(path.dirname(npmCli)), 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  }
};

const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-native-'));
let log = `better-sqlite3 for Electron ${electron.version} (module ABI ${electron.abi}), ${process.platform}-${process.arch}\n`;
try {
  const copy = path.join(stage, 'better-sqlite3');
  fs.cpSync(packageDir, copy, { recursive: true, filter: (file) => path.relative(packageDir, file).split(path.sep)[0] !== 'build' });
  const built = path.join(copy, 'build', 'Release', NATIVE_FILE);
  const target = [`--runtime=electron`, `--target=${electron.version}`, `--arch=${process.arch}`];

  const prebuilt = await runBounded(process.execPath, [fromPackage.resolve('prebuild-install/bin.js'), ...target, `--platform=${process.platform}`], {
    cwd: copy,
    env,
    timeoutMs: PREBUILT_TIMEOUT_MS,
  });
  log += `\n$ prebuild-install ${target.join(' ')}\n${prebuilt.output}`;
  let reason = '';
  if (!prebuilt.ok || !fs.existsSync(built)) {
    const nodeGyp = findNodeGyp();
    const compiled = await runBounded(process.execPath, [nodeGyp, 'rebuild', '--release', ...target, `--dist-url=${ELECTRON_HEADERS}`], {
      cwd: copy,
      env,
      timeoutMs: COMPILE_TIMEOUT_MS,
    });
    log += `\n$ node-gyp rebuild --release ${target.join(' ')} --dist-url=${ELECTRON_HEADERS}\n${compiled.output}`;
    if (!compiled.ok) {
      const network = NETWORK_ERROR.exec(log);
      reason = compiled.timedOut
        ? `node-gyp did not finish within ${COMPILE_TIMEOUT_MS / 60_000} min`
        : network !== null
          ? `neither a prebuilt binary nor Electron's headers could be downloaded (${network[0].trim()})`
          : `no prebuilt binary, and node-gyp failed: ${
              lastLine(
                compiled.output
                  .split('\n')
                  .filter((line) => !line.startsWith('gyp ERR! '))
                  .join('\n'),
              ) || 'see the log'
            }`;
    }
  }
  if (reason !== '') fail(reason, log);
  if (!fs.existsSync(built)) fail(`the tools reported success but left no ${NATIVE_FILE}`, log);
  if (!hasAbi(built, electron.abi)) fail(`the result is not built for Electron's module ABI ${electron.abi}`, log);

  fs.mkdirSync(out, { recursive: true });
  // Copied under a temporary name and renamed: a half-written module is never taken for a build.
  fs.copyFileSync(built, path.join(out, `${NATIVE_FILE}.tmp`));
  fs.renameSync(path.join(out, `${NATIVE_FILE}.tmp`), path.join(out, NATIVE_FILE));
  fs.writeFileSync(path.join(out, STAMP_FILE), `${JSON.stringify(expectedStamp(electron), null, 2)}\n`);
  fs.writeFileSync(path.join(out, 'build.log'), log);
  process.stdout.write(`built better-sqlite3 for Electron ${electron.version} in ${shownOut}\n`);
} finally {
  fs.rmSync(stage, { recursive: true, force: true });
}
