/**
 * `db check [--full]` and `db restore`: the database's health from the command line (there is no settings panel in the app, so this and the API's checkDatabase are the on-demand
 * check). `check` opens the file read-only and runs quick_check (integrity_check with --full), so it
 * works on a damaged file that the app refuses to open; an empty (0-byte) file is damaged. `restore`
 * replaces only a database that `check` finds damaged (a sound one only with --force: a restore
 * silently rolled a learner's history back), says what it replaces with what (dates, quiz and attempt
 * counts), takes the data folder's lock, keeps the replaced file as `<name>.damaged-<time>` (or
 * `.replaced-<time>`) and puts the newest automatic backup in its place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { flag, stringOption } from '../args.ts';
import type { Command, ParsedArgs } from '../command.ts';
import { EXIT_INPUT, EXIT_OK, InputError, UsageError } from '../errors.ts';
import type { CliIo } from '../io.ts';

const NAME = 'db';

export const dbCommand: Command = {
  name: NAME,
  summary: 'check the database for damage, or restore its last automatic backup',
  synopsis: 'db check [--full] [--data-dir DIR] | db restore [--force] [--data-dir DIR]',
  options: {
    full: { type: 'boolean', help: 'db check: the full integrity_check (slower) instead of quick_check' },
    force: { type: 'boolean', help: 'db restore: replace the database even though db check finds no damage' },
    'data-dir': { type: 'string', valueName: 'DIR', help: 'the data folder (default: $ATTACK_TRAINER_DATA, else the per-user app data folder)' },
  },
  details: [
    'db check     exit 0 and "ok" when SQLite finds no damage; exit 1 listing what it found',
    'db restore   replace a damaged database with the newest automatic backup (taken daily and before',
    "             each upgrade, in the data folder's backups/), saying what is replaced with what; the",
    '             replaced file is kept beside it, renamed attack-trainer.sqlite.damaged-<time>. A sound',
    '             database is replaced only with --force (kept as .replaced-<time>). Close the app and',
    '             stop serve first.',
  ].join('\n'),

  async run(args: ParsedArgs, io: CliIo): Promise<number> {
    const [sub, ...rest] = args.positionals;
    if (sub !== 'check' && sub !== 'restore')
      throw new UsageError(sub === undefined ? 'missing subcommand (check or restore)' : `unknown subcommand "${sub}" (check or restore)`, NAME);
    if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0] ?? ''}"`, NAME);
    if (sub === 'restore' && flag(args, 'full')) throw new UsageError('--full applies to db check only', NAME);
    if (sub === 'check' && flag(args, 'force')) throw new UsageError('--force applies to db restore only', NAME);
    // The store and better-sqlite3 load here, not at start-up: the engine commands share the CLI's
    // start and need neither (test/cli/lean-start.test.ts).
    const store = await import('#main/store/index');
    const dataDir = store.resolveDataDir({ flag: stringOption(args, 'data-dir') });
    const file = path.join(dataDir, store.DATABASE_FILE_NAME);
    return sub === 'check' ? check(store, file, flag(args, 'full'), io) : restore(store, dataDir, file, flag(args, 'force'), io);
  },
};

type StoreModule = typeof import('#main/store/index');

type Database = import('better-sqlite3').Database;

const openReadOnly = async (file: string): Promise<Database> => {
  const { default: openDatabase } = await import('better-sqlite3');
  return new openDatabase(file, { readonly: true, fileMustExist: true });
};

/** What `check` finds: SQLite's problems (none when sound); an empty or unreadable file is damaged. */
async function problemsOf(store: StoreModule, file: string, full: boolean): Promise<readonly string[]> {
  if (store.isEmptyDatabaseFile(file)) return [store.EMPTY_FILE_PROBLEM];
  let db: Database;
  try {
    db = await openReadOnly(file);
  } catch (e) {
    return [`cannot open it: ${e instanceof Error ? e.message : String(e)}`];
  }
  try {
    return store.checkHealth(db, full).problems;
  } catch (e) {
    return [e instanceof Error ? e.message : String(e)];
  } finally {
    db.close();
  }
}

async function check(store: StoreModule, file: string, full: boolean, io: CliIo): Promise<number> {
  if (!fs.existsSync(file)) throw new InputError(`db: there is no database at ${file}`);
  const problems = await problemsOf(store, file, full);
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

/** "last changed …, 400 quizzes, 130 attempts", or why it cannot be read. */
async function describeDatabase(file: string): Promise<string> {
  let changed: string;
  try {
    const stat = fs.statSync(file);
    changed = `last changed ${stat.mtime.toISOString()}, ${stat.size} bytes`;
  } catch {
    return 'missing';
  }
  try {
    const db = await openReadOnly(file);
    try {
      const count = (table: string): number => (db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number) ?? 0;
      return `${changed}, ${count('quizzes')} quizzes, ${count('attempts')} attempts`;
    } finally {
      db.close();
    }
  } catch (e) {
    return `${changed}; its content cannot be read (${e instanceof Error ? e.message : String(e)})`;
  }
}

async function restore(store: StoreModule, dataDir: string, file: string, force: boolean, io: CliIo): Promise<number> {
  const newest = store.listBackups(store.backupDirOf(file))[0];
  if (newest === undefined) throw new InputError(`db: there is no automatic backup in ${store.backupDirOf(file)}; nothing was changed`);
  const damaged = fs.existsSync(file) ? (await problemsOf(store, file, false)).length > 0 : true;
  const current = await describeDatabase(file);
  const backup = await describeDatabase(newest.file);
  if (!damaged && !force) {
    throw new InputError(
      `db: ${file} is not damaged (quick_check found nothing wrong): it was left as it is`,
      `db: it holds ${current}; the newest backup, of ${newest.at}, holds ${backup}`,
      'db: to replace it with the backup anyway, run db restore --force (the database is kept beside it)',
    );
  }
  const lock = store.acquireFolderLock(dataDir, { role: 'attack-trainer db restore', waitMs: 3000 });
  if (!lock.ok) throw new InputError(`db: ${lock.error.message}`, 'db: nothing was restored; close the app or stop serve first');
  try {
    const done = store.restoreNewestBackup(file, new Date(), damaged ? 'damaged' : 'replaced');
    if (done === undefined) throw new InputError(`db: there is no automatic backup in ${store.backupDirOf(file)}; nothing was changed`);
    io.stdout.write(
      `replaced ${damaged ? 'the damaged' : 'the sound'} database (${current})\n` +
        `with the backup of ${newest.at} (${backup}): ${done.restored}\n` +
        `the previous database is kept as ${done.keptAs}\n`,
    );
    return EXIT_OK;
  } finally {
    lock.value.release();
  }
}
