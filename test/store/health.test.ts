/**
 * A damaged database is found at start (quick_check), kept as it is, and the last
 * automatic backup is offered; backups are taken before each migration and daily, the newest 5 kept.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKUPS_KEPT, backupDirOf, listBackups } from '#main/store/backups';
import { openStore } from '#main/store/index';
import { runCli } from '../cli/run-cli.ts';
import { makeTempDir, pack, quiz, REPO_DB_DIR, unwrap, unwrapErr } from './fixtures.ts';

let tmp: { dir: string; cleanup: () => void };
beforeEach(() => {
  tmp = makeTempDir();
});
afterEach(() => tmp.cleanup());

const DAY = 24 * 60 * 60 * 1000;
const dbFile = () => path.join(tmp.dir, 'attack-trainer.sqlite');
const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** A store with enough rows to span many pages, closed (so the WAL is checkpointed into the file). */
const makeFilledStore = (at: Date) => {
  const store = unwrap(openStore({ dataDir: tmp.dir }, { now: () => at }));
  const quizzes = Array.from({ length: 400 }, (_, i) => quiz(`q${i}`, ['tag'], 1, `Quiz ${i} ${'x'.repeat(200)}`));
  unwrap(store.importPack(pack('big', quizzes)));
  store.close();
};

/** Overwrites one page in the middle of the file with garbage, as a bad sector or a stray write would. */
const garblePage = (file: string): void => {
  const pageSize = 4096;
  const fd = fs.openSync(file, 'r+');
  const pages = Math.floor(fs.fstatSync(fd).size / pageSize);
  fs.writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, Math.floor(pages / 2) * pageSize);
  fs.closeSync(fd);
};

/** Opens the store at `at`, lets the background daily backup (started at once here) finish, and closes it. */
const openAndSettle = async (at: Date): Promise<void> => {
  const store = unwrap(openStore({ dataDir: tmp.dir }, { now: () => at, dailyBackupDelayMs: 0 }));
  await store.whenIdle();
  store.close();
};

describe('automatic backups', () => {
  it('none for a new database; one a day after that; the newest 5 kept', async () => {
    const start = new Date('2026-01-01T10:00:00.000Z');
    makeFilledStore(start);
    expect(listBackups(backupDirOf(dbFile()))).toEqual([]);
    for (let day = 0; day < 8; day++) {
      const at = new Date(start.getTime() + day * DAY + 1000);
      await openAndSettle(at);
      // The same day again: no second backup.
      await openAndSettle(new Date(at.getTime() + 60_000));
    }
    const backups = listBackups(backupDirOf(dbFile()));
    expect(backups).toHaveLength(BACKUPS_KEPT);
    expect(backups.map((b) => b.reason)).toEqual(Array(BACKUPS_KEPT).fill('daily'));
    expect(backups[0]!.at).toBe(new Date(start.getTime() + 7 * DAY + 1000).toISOString());
    const copy = new Database(backups[0]!.file, { readonly: true });
    expect((copy.prepare('SELECT count(*) AS n FROM quizzes').get() as { n: number }).n).toBe(400);
    copy.close();
  });

  it('the daily backup is online and in the background: the store opens without it, answers and writes while it runs, and the copy is complete', async () => {
    makeFilledStore(new Date('2026-01-01T10:00:00.000Z'));
    const at = new Date('2026-01-02T10:00:00.000Z');
    const store = unwrap(openStore({ dataDir: tmp.dir }, { now: () => at, dailyBackupDelayMs: 0 }));
    // Opened: no backup file yet, the store already answers and takes writes.
    expect(listBackups(backupDirOf(dbFile()))).toEqual([]);
    expect(unwrap(store.listQuizzes({ packId: 'big' }))).toHaveLength(400);
    unwrap(store.importPack(pack('late', [quiz('z', ['tag'])])));
    await store.whenIdle();
    store.close();
    const [backup, ...others] = listBackups(backupDirOf(dbFile()));
    expect(others).toEqual([]);
    expect(backup).toMatchObject({ reason: 'daily', at: at.toISOString() });
    const copy = new Database(backup!.file, { readonly: true });
    expect(copy.pragma('quick_check', { simple: true })).toBe('ok');
    expect((copy.prepare("SELECT count(*) AS n FROM quizzes WHERE pack_id = 'big'").get() as { n: number }).n).toBe(400);
    copy.close();
    expect(fs.readdirSync(backupDirOf(dbFile())).filter((n) => n.endsWith('.partial'))).toEqual([]);
  });

  it('a daily backup cut short by closing the store leaves no file behind (nothing half-copied is ever offered)', async () => {
    makeFilledStore(new Date('2026-01-01T10:00:00.000Z'));
    const store = unwrap(openStore({ dataDir: tmp.dir }, { now: () => new Date('2026-01-02T10:00:00.000Z'), dailyBackupDelayMs: 0 }));
    store.close();
    await store.whenIdle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listBackups(backupDirOf(dbFile()))).toEqual([]);
    expect(fs.existsSync(backupDirOf(dbFile())) ? fs.readdirSync(backupDirOf(dbFile())) : []).toEqual([]);
  });

  it('one before a migration, holding the database as it was', () => {
    const onlyFirst = path.join(tmp.dir, 'migrations-1');
    fs.mkdirSync(onlyFirst);
    fs.copyFileSync(path.join(REPO_DB_DIR, '001-initial.sql'), path.join(onlyFirst, '001-initial.sql'));
    const data = path.join(tmp.dir, 'data');
    unwrap(openStore({ dataDir: data }, { migrationsDir: onlyFirst })).close();
    const store = unwrap(openStore({ dataDir: data }));
    expect(store.schemaVersion).toBeGreaterThan(1);
    store.close();
    const [backup] = listBackups(path.join(data, 'backups'));
    expect(backup?.reason).toBe('before-migration-2');
    const copy = new Database(backup!.file, { readonly: true });
    expect(copy.pragma('user_version', { simple: true })).toBe(1);
    copy.close();
  });
});

describe('a damaged database', () => {
  it('is refused at start, left byte for byte as it was, with the backup offered; db check finds it; db restore brings the backup back', async () => {
    makeFilledStore(new Date('2026-01-01T10:00:00.000Z'));
    // A daily backup of the sound database, the next day.
    await openAndSettle(new Date('2026-01-02T10:00:00.000Z'));
    garblePage(dbFile());
    const before = sha(dbFile());

    const e = unwrapErr(openStore({ dataDir: tmp.dir }));
    expect(e.code).toBe('corrupt');
    expect(e.message).toContain(`the database ${dbFile()} is damaged`);
    expect(e.message).toContain('the file was left as it is');
    expect(e.message).toContain('attack-trainer db restore');
    expect(e.message).toContain('2026-01-02T10:00:00.000Z');
    expect(sha(dbFile())).toBe(before);

    const checked = await runCli(['db', 'check', '--data-dir', tmp.dir]);
    expect(checked.code).toBe(1);
    expect(checked.stderr).toContain('the database is damaged (quick_check)');
    expect((await runCli(['db', 'check', '--full', '--data-dir', tmp.dir])).code).toBe(1);
    expect(sha(dbFile())).toBe(before);

    const restored = await runCli(['db', 'restore', '--data-dir', tmp.dir]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    const kept = fs.readdirSync(tmp.dir).find((n) => n.startsWith('attack-trainer.sqlite.damaged-'));
    expect(kept).toBeDefined();
    expect(sha(path.join(tmp.dir, kept!))).toBe(before);

    expect(await runCli(['db', 'check', '--full', '--data-dir', tmp.dir])).toMatchObject({ code: 0, stdout: `${dbFile()}: ok (integrity_check)\n` });
    const store = unwrap(openStore({ dataDir: tmp.dir }));
    expect(unwrap(store.listQuizzes({ packId: 'big' }))).toHaveLength(400);
    expect(unwrap(store.checkHealth(true))).toEqual({ ok: true, problems: [] });
    store.close();
  });
});

describe('the start-up check in the background (a host: the first screen does not wait for it)', () => {
  it('a sound database opens read-only, answers reads at once, and takes writes once the check has passed', async () => {
    makeFilledStore(new Date('2026-01-01T10:00:00.000Z'));
    const store = unwrap(openStore({ dataDir: tmp.dir }, { healthCheck: 'background' }));
    try {
      expect(unwrap(store.listQuizzes({ packId: 'big' }))).toHaveLength(400);
      expect(store.importPack(pack('early', [quiz('e', ['tag'])])).ok).toBe(false);
      expect(await store.health()).toEqual({ ok: true });
      unwrap(store.importPack(pack('later', [quiz('l', ['tag'])])));
      expect(unwrap(store.listQuizzes({ packId: 'later' }))).toHaveLength(1);
    } finally {
      store.close();
    }
  });

  it('a damaged database is found by the background check, never written to, and the backup is offered', async () => {
    makeFilledStore(new Date('2026-01-01T10:00:00.000Z'));
    await openAndSettle(new Date('2026-01-02T10:00:00.000Z'));
    garblePage(dbFile());
    const before = sha(dbFile());
    const store = unwrap(openStore({ dataDir: tmp.dir }, { healthCheck: 'background' }));
    try {
      const verdict = await store.health();
      expect(verdict.ok).toBe(false);
      expect(!verdict.ok && verdict.message).toContain(`the database ${dbFile()} is damaged`);
      expect(!verdict.ok && verdict.message).toContain('attack-trainer db restore');
      expect(store.importPack(pack('after', [quiz('a', ['tag'])])).ok).toBe(false);
    } finally {
      store.close();
    }
    expect(sha(dbFile())).toBe(before);
  });
});

describe('checkDatabase (the API)', () => {
  it('answers ok with no problems for a sound database, quick or full', async () => {
    const { openHarness } = await import('../api/helpers.ts');
    const h = openHarness();
    try {
      expect(await h.api.checkDatabase()).toEqual({ ok: true, value: { ok: true, full: false, problems: [] } });
      expect(await h.api.checkDatabase({ full: true })).toEqual({ ok: true, value: { ok: true, full: true, problems: [] } });
    } finally {
      h.close();
    }
  });
});
