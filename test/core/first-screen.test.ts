/**
 * A host's start-up (core/first-screen.ts): the first screen is answered before the store's check and
 * the daily backup run; a write asked before the check waits for it; a database found damaged after
 * start is reported by every call and never copied over a sound backup.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#main/core/create-core';
import { backupDirOf, listBackups } from '#main/store/backups';
import { openStore } from '#main/store/index';
import { createInProcessRunner } from '#main/worker/runner';
import { makeTempDir, pack, quiz, unwrap } from '../store/fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2026-01-01T10:00:00.000Z');

let tmp: { dir: string; cleanup: () => void };
let core: Core | undefined;
beforeEach(() => {
  tmp = makeTempDir();
});
afterEach(async () => {
  await core?.close();
  core = undefined;
  tmp.cleanup();
});

const dbFile = () => path.join(tmp.dir, 'attack-trainer.sqlite');
const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** A database spanning many pages, with a sound daily backup taken at `backupAt`, closed. */
const makeFilledFolder = async (backupAt: number): Promise<void> => {
  const store = unwrap(openStore({ dataDir: tmp.dir }, { now: () => new Date(T0) }));
  unwrap(
    store.importPack(
      pack(
        'big',
        Array.from({ length: 400 }, (_, i) => quiz(`q${i}`, ['tag'], 1, `Quiz ${i} ${'x'.repeat(200)}`)),
      ),
    ),
  );
  store.close();
  const again = unwrap(openStore({ dataDir: tmp.dir }, { now: () => new Date(backupAt), dailyBackupDelayMs: 0 }));
  await again.whenIdle();
  again.close();
};

/** Overwrites one page in the middle of the file with garbage, as a bad sector would. */
const garblePage = (file: string): void => {
  const fd = fs.openSync(file, 'r+');
  const pages = Math.floor(fs.fstatSync(fd).size / 4096);
  fs.writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, Math.floor(pages / 2) * 4096);
  fs.closeSync(fd);
};

/** The core as a host makes it, on the clock `at`. */
const hostCore = (at: number): Core => {
  const made = createCore({ dataDir: tmp.dir, firstScreen: true, store: { now: () => new Date(at) }, runner: createInProcessRunner() });
  if (!made.ok) throw new Error(JSON.stringify(made.error));
  return made.value;
};

/** Whether `p` has settled within `ms`. */
const settlesWithin = (p: Promise<unknown>, ms: number): Promise<boolean> =>
  Promise.race([p.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('a host starts serving before its start-up work', () => {
  it('neither the check nor the daily backup runs before the first answer; both follow it', async () => {
    await makeFilledFolder(T0 + DAY);
    const before = listBackups(backupDirOf(dbFile()));
    core = hostCore(T0 + 3 * DAY);
    // No call yet: the store is not checked (so it takes no write) and nothing is copied.
    expect(await settlesWithin(core.store.health(), 1000)).toBe(false);
    expect(listBackups(backupDirOf(dbFile()))).toEqual(before);
    expect(fs.readdirSync(backupDirOf(dbFile())).filter((n) => n.endsWith('.partial'))).toEqual([]);
    expect(await core.calls.call('countDue', undefined)).toEqual({ ok: true, value: { due: 0 } });
    expect(await core.store.health()).toEqual({ ok: true });
    await core.store.whenIdle();
    const after = listBackups(backupDirOf(dbFile()));
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ reason: 'daily', at: new Date(T0 + 3 * DAY).toISOString() });
  });

  it('a call that writes, asked first, waits for the check (started at once for it) and is then done', async () => {
    await makeFilledFolder(T0 + DAY);
    core = hostCore(T0 + DAY + 1000);
    const started = Date.now();
    expect(await core.calls.call('setSetting', { key: 'theme', value: 'dark' })).toEqual({ ok: true, value: null });
    // Well before the wait for a first screen that never calls.
    expect(Date.now() - started).toBeLessThan(4000);
    expect(await core.calls.call('getSetting', { key: 'theme' })).toEqual({ ok: true, value: 'dark' });
  });

  it('a host closed before its first answer settles its start-up work at once (nothing checked, nothing copied)', async () => {
    await makeFilledFolder(T0 + DAY);
    const before = listBackups(backupDirOf(dbFile()));
    core = hostCore(T0 + 3 * DAY);
    const { store } = core;
    await core.close();
    expect(await settlesWithin(store.whenIdle(), 1000)).toBe(true);
    expect((await store.health()).ok).toBe(false);
    expect(listBackups(backupDirOf(dbFile()))).toEqual(before);
  });
});

describe('a database found damaged after start', () => {
  it('is reported by every call with the backup to restore, left as it is, and never copied over the sound backups', async () => {
    await makeFilledFolder(T0 + DAY);
    garblePage(dbFile());
    const backups = listBackups(backupDirOf(dbFile()));
    core = hostCore(T0 + 5 * DAY);
    const before = sha(dbFile());
    // The first screen is answered (a read that meets the damaged page answers `storage` itself).
    await core.calls.call('countDue', undefined);
    const verdict = await core.store.health();
    expect(verdict.ok).toBe(false);
    for (const [method, arg] of [
      ['setSetting', { key: 'theme', value: 'dark' }],
      ['countDue', undefined],
      ['libraryIndex', undefined],
    ] as const) {
      const answer = await core.calls.call(method, arg);
      expect(answer.ok).toBe(false);
      const error = answer.ok ? undefined : answer.error;
      expect(error?.code).toBe('storage');
      expect(error?.message).toContain(`the database ${dbFile()} is damaged`);
      expect(error?.message).toContain('attack-trainer db restore');
    }
    await core.store.whenIdle();
    await core.close();
    core = undefined;
    // The daily backup was due (the newest is four days old): a copy of the damaged file would have
    // pushed a sound one out of the five kept.
    expect(listBackups(backupDirOf(dbFile()))).toEqual(backups);
    expect(sha(dbFile())).toBe(before);
  });
});
