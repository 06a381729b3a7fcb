/** The store's settings: one JSON value per key. */
import type { Database } from 'better-sqlite3';
import { makeStatementCache, makeStoreGuard } from './statements.ts';
import type { Store } from './store.ts';
import { toJson } from './store-values.ts';

export const createSettingsStore = (db: Database): Pick<Store, 'getSetting' | 'setSetting'> => {
  const sql = makeStatementCache(db);
  const guard = makeStoreGuard(db);
  return {
    getSetting: (key) =>
      guard(() => {
        const row = sql('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
        return row === undefined ? undefined : (JSON.parse(row.value) as unknown);
      }),

    setSetting: (key, value) =>
      guard(() => {
        sql('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(
          key,
          toJson(value, `setting ${key}`),
        );
      }),
  };
};
