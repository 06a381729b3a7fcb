/**
 * `db restore` replaces only a damaged database unless --force, says what it replaces with what, and
 * keeps the replaced file; an empty (0-byte) database file is damaged, at start and for `db check`.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupDirOf, listBackups, openStore, type Store } from '#main/store/index';
import { makeTempDir, pack, quiz, unwrap, unwrapErr } from '../store/fixtures.ts';
import { runCli } from './run-cli.ts';

let tmp: { dir: string; cleanup: () => void };
beforeEach(() => {
  tmp = makeTempDir();
});
afterEach(() => tmp.cleanup());

const dbFile = () => path.join(tmp.dir, 'attack-trainer.sqlite');
const T0 = Date.parse('2026-01-01T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

const attemptsIn = (file: string): number => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT count(*) FROM attempts').pluck().get() as number;
  } finally {
    db.close();
  }
};

/** 9 attempts, a daily backup of them the next day, then 121 more: the backup is behind the database. */
const historyAheadOfBackup = async (): Promise<void> => {
  const answer = (store: Store, n: number, at: number) => {
    for (let i = 0; i < n; i++)
      unwrap(store.recordAttempt({ packId: 'p', quizId: 'a', answer: {}, correct: true, timeMs: 1, at: new Date(at + i), mode: 'rated' }));
  };
  const first = unwrap(openStore({ dataDir: tmp.dir }, { now: () => new Date(T0) }));
  unwrap(first.importPack(pack('p', [quiz('a', ['tag'])])));
  answer(first, 9, T0);
  first.close();
  // The next day: the daily backup (of the 9) completes, then 121 more answers.
  const second = unwrap(openStore({ dataDir: tmp.dir }, { now: () => new Date(T0 + DAY), dailyBackupDelayMs: 0 }));
  await second.whenIdle();
  answer(second, 121, T0 + DAY);
  second.close();
  expect(listBackups(backupDirOf(dbFile()))).toHaveLength(1);
  expect(attemptsIn(dbFile())).toBe(130);
};

describe('db restore', () => {
  it('a sound database is not rolled back: refused, nothing changed, both sides described', async () => {
    await historyAheadOfBackup();
    const before = fs.readFileSync(dbFile());
    const run = await runCli(['db', 'restore', '--data-dir', tmp.dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('is not damaged');
    expect(run.stderr).toMatch(/it holds last changed .*, 1 quizzes, 130 attempts/);
    expect(run.stderr).toMatch(/the newest backup, of 2026-01-02T10:00:00.000Z, holds .*, 1 quizzes, 9 attempts/);
    expect(run.stderr).toContain('--force');
    expect(fs.readFileSync(dbFile()).equals(before)).toBe(true);
    expect(attemptsIn(dbFile())).toBe(130);
  });

  it('--force replaces it, says what with what, and keeps the replaced file', async () => {
    await historyAheadOfBackup();
    const run = await runCli(['db', 'restore', '--force', '--data-dir', tmp.dir]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/replaced the sound database \(last changed .*, 130 attempts\)\nwith the backup of 2026-01-02T10:00:00.000Z \(.*, 9 attempts\)/);
    expect(attemptsIn(dbFile())).toBe(9);
    const kept = fs.readdirSync(tmp.dir).find((n) => n.startsWith('attack-trainer.sqlite.replaced-'));
    expect(kept).toBeDefined();
    expect(attemptsIn(path.join(tmp.dir, kept!))).toBe(130);
  });
});

describe('an empty (0-byte) database file', () => {
  it('is damaged: the start is refused with the backup offered, db check says so, db restore brings the backup back', async () => {
    await historyAheadOfBackup();
    fs.writeFileSync(dbFile(), '');
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${dbFile()}${suffix}`, { force: true });
    const e = unwrapErr(openStore({ dataDir: tmp.dir }));
    expect(e.code).toBe('corrupt');
    expect(e.message).toContain('the file is empty (0 bytes)');
    expect(e.message).toContain('attack-trainer db restore');
    expect(fs.statSync(dbFile()).size).toBe(0);

    const checked = await runCli(['db', 'check', '--data-dir', tmp.dir]);
    expect(checked.code).toBe(1);
    expect(checked.stderr).toContain('the file is empty (0 bytes)');

    const restored = await runCli(['db', 'restore', '--data-dir', tmp.dir]);
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('replaced the damaged database');
    expect(attemptsIn(dbFile())).toBe(9);
  });

  it('a missing file is still a new database', () => {
    const store = unwrap(openStore({ dataDir: path.join(tmp.dir, 'fresh') }));
    expect(unwrap(store.listPacks())).toEqual([]);
    store.close();
  });
});
