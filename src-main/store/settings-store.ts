/** The store's settings: one JSON value per key. */
import type { Database } from 'better-sqlite3';
import type { Result } from '#shared/engine/result';
import { makeStatementCache, makeStoreGuard } from './statements.ts';
import type { StoreError } from './errors.ts';
import { toJson } from './store-values.ts';

export interface SettingsStore {
  /** Undefined when the setting was never set. */
  getSetting(key: string): Result<unknown, StoreError>;
  setSetting(key: string, value: unknown): Result<void, StoreError>;
}

export const createSettingsStore = (db: Database): SettingsStore => {
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
        sql('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, toJson(value, `setting ${key}`));
      }),
  };
};
