// The Electron-ABI build of better-sqlite3, kept in its own folder beside npm's Node-ABI build.
//
// npm compiles better-sqlite3 for Node into node_modules (the CLI, the browser host and the tests use
// it). Electron embeds its own Node with another module ABI, so the main process needs a second
// build; it lives in native/electron/ and is loaded through better-sqlite3's `nativeBinding` option.
// Neither build is ever rebuilt into the other's place.
import fs from 'node:fs';
import path from 'node:path';

export const NATIVE_DIR = path.join('native', 'electron');
export const NATIVE_FILE = 'better_sqlite3.node';
/** What the build was made for; a different Electron, platform or arch means building again. */
export const STAMP_FILE = 'build.json';

export const nativeDir = (root) => path.join(root, NATIVE_DIR);
export const nativeFile = (root) => path.join(nativeDir(root), NATIVE_FILE);

/** The stamp a build for this Electron on this machine carries. */
export const expectedStamp = ({ version, abi }, platform = process.platform, arch = process.arch) => ({ electron: version, abi, platform, arch });

/** Whether `dir` holds a build made for exactly `stamp`. */
export const isNativeCurrent = (dir, stamp) => {
  try {
    const found = JSON.parse(fs.readFileSync(path.join(dir, STAMP_FILE), 'utf8'));
    return fs.existsSync(path.join(dir, NATIVE_FILE)) && Object.entries(stamp).every(([key, value]) => found[key] === value);
  } catch {
    return false;
  }
};

/**
 * Whether a compiled Node addon was built for module ABI `abi`: a non-N-API addon such as
 * better-sqlite3 exports `node_register_module_v<ABI>`, so the name is in the file. This catches a
 * build tool that "succeeds" and leaves Node's build behind (docs: toolchain traps).
 */
export const hasAbi = (file, abi) => {
  const symbol = Buffer.from(`node_register_module_v${abi}\0`);
  return fs.readFileSync(file).includes(symbol);
};
