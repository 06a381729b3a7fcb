/**
 * The library's search terms of each pack as the service derived them from the pack's JSON
 * (db/008-start-up-reads.sql): read back at start instead of parsing the packs again. Derived data
 * only: a change of the pack removes its row (the migration's trigger), and a row that cannot be
 * written (the store is read-only until its start-up check passes) is simply derived again later.
 */
import type { Database } from 'better-sqlite3';
import type { Result } from '#shared/engine/result';
import { makeStatementCache, makeStoreGuard } from './statements.ts';
import type { StoreError } from './errors.ts';

export interface SearchTermsStore {
  /** The pack's stored terms (JSON text, as given to `put`); undefined when none are stored. */
  get(packId: string): Result<string | undefined, StoreError>;
  /** Stores `terms` (a JSON array) for the pack as it is now; an error when the store may not write. */
  put(packId: string, terms: string): Result<void, StoreError>;
}

export const createSearchTermsStore = (db: Database): SearchTermsStore => {
  const sql = makeStatementCache(db);
  const guard = makeStoreGuard(db);
  return {
    get: (packId) => guard(() => sql('SELECT terms FROM pack_search_terms WHERE pack_id = ?').pluck().get(packId) as string | undefined),

    put: (packId, terms) =>
      guard(() => {
        sql('INSERT INTO pack_search_terms (pack_id, terms) VALUES (?, ?) ON CONFLICT (pack_id) DO UPDATE SET terms = excluded.terms').run(packId, terms);
      }),
  };
};
