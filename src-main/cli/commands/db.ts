/**
 * `db check [--full]` and `db restore`: the database's health from the command line (issue 14 §10;
 * there is no settings panel in the app, so this and the API's checkDatabase are the on-demand
 * check). `check` opens the file read-only and runs quick_check (integrity_check with --full), so it
 * works on a damaged file that the app refuses to open. `restore` takes the data folder's lock, keeps
 * the damaged file as `<name>.damaged-<time>` and puts the newest automatic backup in its place.
 */
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { flag, stringOption } from '../args.ts';
import type { Command, ParsedArgs } from '../command.ts';
import { EXIT_INPUT, EXIT_OK, InputError, UsageError } from '../errors.ts';
import type { CliIo } from '../io.ts';

const NAME = 'db';

export const dbCommand: Command = {
  name: NAME,
  summary: 'check the database for damage, or restore its last automatic backup',
  synopsis: 'db check [--full] [--data-dir DIR] | db restore [--data-dir DIR]',
  options: {
    full: { type: 'boolean', help: 'db check: the full integrity_check (slower) instead of quick_check' },
    'data-dir': { type: 'string', valueName: 'DIR', help: 'the data folder (default: $ATTACK_TRAINER_DATA, else the per-user app data folder)' },
  },
  details: [
    'db check     exit 0 and "ok" when SQLite finds no damage; exit 1 listing what it found',
    'db restore   replace the database with the newest automatic backup (taken daily and before each',
    '             upgrade, in the data folder\'s backups/); the damaged file is kept beside it, renamed',
    '             attack-trainer.sqlite.damaged-<time>. Close the app and stop serve first.',
  ].join('\n'),

  async run(args: ParsedArgs, io: CliIo): Promise<number> {
    const [sub, ...rest] = args.positionals;
    if (sub !== 'check' && sub !== 'restore') throw new UsageError(sub === undefined ? 'missing subcommand (check or restore)' : `unknown subcommand "${sub}" (check or restore)`, NAME);
    if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0] ?? ''}"`, NAME);
    if (sub === 'restore' && flag(args, 'full')) throw new UsageError('--full applies to db check only', NAME);
    // The store and better-sqlite3 load here, not at start-up: the engine commands share the CLI's
    // start and need neither (issue 13, "lean CLI start"; test/cli/lean-start.test.ts).
    const store = await import('#main/store/index');
    const dataDir = store.resolveDataDir({ flag: stringOption(args, 'data-dir') });
    const file = path.join(dataDir, store.DATABASE_FILE_NAME);
    return sub === 'check' ? check(store, file, flag(args, 'full'), io) : restore(store, dataDir, file, io);
  },
};

type StoreModule = typeof import('#main/store/index');

async function check(store: StoreModule, file: string, full: boolean, io: CliIo): Promise<number> {
  if (!fs.existsSync(file)) throw new InputError(`db: there is no database at ${file}`);
  let db: Database.Database;
  try {
    const { default: openDatabase } = await import('better-sqlite3');
    db = new openDatabase(file, { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new InputError(`db: cannot open ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
  let problems: readonly string[];
  try {
    problems = store.checkHealth(db, full).problems;
  } catch (e) {
    problems = [e instanceof Error ? e.message : String(e)];
  } finally {
    db.close();
  }
  const what = full ? 'integrity_check' : 'quick_check';
  if (problems.length === 0) {
    io.stdout.write(`${file}: ok (${what})\n`);
    return EXIT_OK;
  }
  for (const p of problems) io.stderr.write(`${file}: ${p}\n`);
  const newest = store.listBackups(store.backupDirOf(file))[0];
  io.stderr.write(
    newest === undefined
      ? `db: the database is damaged (${what}); no automatic backup exists yet\n`
      : `db: the database is damaged (${what}); run "attack-trainer db restore" with the same --data-dir to restore the backup of ${newest.at}\n`,
  );
  return EXIT_INPUT;
}

async function restore(store: StoreModule, dataDir: string, file: string, io: CliIo): Promise<number> {
  const lock = store.acquireFolderLock(dataDir, { role: 'attack-trainer db restore', waitMs: 3000 });
  if (!lock.ok) throw new InputError(`db: ${lock.error.message}`, 'db: nothing was restored; close the app or stop serve first');
  try {
    const done = store.restoreNewestBackup(file, new Date());
    if (done === undefined) throw new InputError(`db: there is no automatic backup in ${store.backupDirOf(file)}; nothing was changed`);
    io.stdout.write(`restored ${done.restored}\nthe previous database is kept as ${done.keptAs}\n`);
    return EXIT_OK;
  } finally {
    lock.value.release();
  }
}
