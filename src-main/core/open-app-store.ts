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
  if (storeOptions.healthCheck === 'background') {
    // Seeding may write: only once the check has passed (the store is read-only until then). A pack
    // that cannot be stored leaves the one stored before; the host says so on its console.
    const store = opened.value;
    void store.health().then((verdict) => {
      if (!verdict.ok) return;
      const seeded = seedBuiltinPack(store, builtinFile);
      if (!seeded.ok) console.error(seeded.error.join('\n'));
    });
    return ok(store);
  }
  const seeded = seedBuiltinPack(opened.value, builtinFile);
  if (!seeded.ok) {
    opened.value.close();
    return seeded;
  }
  return ok(opened.value);
};
