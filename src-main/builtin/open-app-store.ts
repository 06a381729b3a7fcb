/**
 * The store as every entry point opens it (CLI commands, the browser host, the Electron main
 * process): at the resolved data folder, with the built-in pack seeded, so a fresh machine already
 * lists the built-in quizzes.
 */
import { err, ok, type Result } from '#shared/engine/result';
import { openStore, type Store, type StoreOptions } from '#main/store/index';
import { seedBuiltinPack } from './load-builtin.ts';

export interface AppStoreOptions extends StoreOptions {
  /** The built-in pack file; found above this module by default. */
  readonly builtinFile?: string;
}

/** The open, seeded store, or the lines saying why not (the store is closed again on failure). */
export const openAppStore = (dataDir: string, options: AppStoreOptions = {}): Result<Store, string[]> => {
  const { builtinFile, ...storeOptions } = options;
  const opened = openStore({ dataDir }, storeOptions);
  if (!opened.ok) return err([`cannot open the data folder ${dataDir}: ${opened.error.message}`]);
  const seeded = seedBuiltinPack(opened.value, builtinFile);
  if (!seeded.ok) {
    opened.value.close();
    return seeded;
  }
  return ok(opened.value);
};
