/**
 * Where the Electron main process finds what a packaged app cannot take from inside app.asar.
 *
 * better-sqlite3 is compiled twice, side by side (README "Two builds of the SQLite module"): npm's
 * build in node_modules has Node's ABI and serves the CLI, the browser host and the tests; the
 * Electron-ABI build lives in native/electron/ (made by scripts/build-electron-native.js) and is the
 * one this process loads, through better-sqlite3's `nativeBinding` option. Nothing is rebuilt in place.
 */
import path from 'node:path';

/** `npm start` passes the Electron-ABI build as `--native-binding=<file>` (scripts/start.js). */
export const NATIVE_BINDING_FLAG = '--native-binding';

/** The packaged app's copy, beside app.asar (electron-builder.yml `extraResources`). */
export const PACKAGED_NATIVE_BINDING = path.join('native', 'better_sqlite3.node');

export interface NativeBindingContext {
  readonly argv: readonly string[];
  readonly packaged: boolean;
  /** process.resourcesPath: the folder holding app.asar in a packaged app. */
  readonly resourcesPath: string;
}

/** The value of `--native-binding=<file>` or `--native-binding <file>`, if given and not empty. */
export const nativeBindingFlag = (argv: readonly string[]): string | undefined => {
  for (const [i, arg] of argv.entries()) {
    if (arg.startsWith(`${NATIVE_BINDING_FLAG}=`)) return arg.slice(NATIVE_BINDING_FLAG.length + 1) || undefined;
    if (arg === NATIVE_BINDING_FLAG) return argv[i + 1] || undefined;
  }
  return undefined;
};

/**
 * The Electron-ABI better-sqlite3 module to open the store with. A packaged app always takes its own
 * copy and ignores the flag: a native module from the command line would run with the app's rights
 * for whoever double-clicks it with other arguments. Undefined only in development without the flag
 * (better-sqlite3 then loads npm's Node-ABI build, and the store's error says the ABI is wrong).
 */
export const resolveNativeBinding = (context: NativeBindingContext): string | undefined =>
  context.packaged ? path.join(context.resourcesPath, PACKAGED_NATIVE_BINDING) : nativeBindingFlag(context.argv);

/**
 * A file of a packaged app as it sits outside the archive (electron-builder.yml `asarUnpack`):
 * `…/app.asar/out/main/x.js` → `…/app.asar.unpacked/out/main/x.js`. The engine's worker is
 * started from there as a utility process (engine-process.ts), with the chunk it imports and
 * package.json (which makes its .js an ES module), so that it needs no asar support.
 */
export const unpackedPath = (file: string): string => file.replace(/\.asar([\\/])/, '.asar.unpacked$1');
