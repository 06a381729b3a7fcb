/**
 * The data folder's lock survives what a user or a cleaning tool can do to the folder: a lock file
 * that is not a lock (set aside and replaced, with a message) and a lock file deleted under a running
 * holder (the owner file still names it: a second taker steps back while that process runs — the same
 * pid and the same start time).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireFolderLock, LOCK_FILE_NAME, OWNER_FILE_NAME } from '#main/store/folder-lock';
import { processStartMs } from '#main/store/process-start';
import { makeTempDir } from './fixtures.ts';

let tmp: { dir: string; cleanup: () => void };
let children: ChildProcess[] = [];
beforeEach(() => {
  tmp = makeTempDir();
});
afterEach(() => {
  for (const c of children) c.kill('SIGKILL');
  children = [];
  tmp.cleanup();
});

const lockFile = () => path.join(tmp.dir, LOCK_FILE_NAME);
const ownerFile = () => path.join(tmp.dir, OWNER_FILE_NAME);

/** Another live process (a sleeping node), as the holder named in an owner file. */
const otherProcess = async (): Promise<number> => {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
};

const writeOwner = (owner: Record<string, unknown>): void => fs.writeFileSync(ownerFile(), `${JSON.stringify(owner)}\n`);

describe('a lock file that is not a lock', () => {
  it('is set aside and replaced, with a message naming both; the new lock holds', () => {
    fs.writeFileSync(lockFile(), 'these bytes are no SQLite database, just text someone left here '.repeat(20));
    const lock = acquireFolderLock(tmp.dir, { role: 'test' });
    if (!lock.ok) expect.fail(lock.error.message);
    try {
      expect(lock.value.notices).toHaveLength(1);
      expect(lock.value.notices[0]).toMatch(/was not a lock file .*set aside as attack-trainer\.lock\.not-a-lock-.* and replaced/);
      const aside = fs.readdirSync(tmp.dir).filter((n) => n.startsWith(`${LOCK_FILE_NAME}.not-a-lock-`));
      expect(aside).toHaveLength(1);
      expect(fs.readFileSync(path.join(tmp.dir, aside[0]!), 'utf8')).toContain('no SQLite database');
      // The replaced lock is a real one: a second taker is refused.
      const second = acquireFolderLock(tmp.dir, { role: 'second' });
      expect(second.ok).toBe(false);
      expect(!second.ok && second.error.code).toBe('held');
    } finally {
      lock.value.release();
    }
  });
});

describe('a lock file deleted under its holder', () => {
  it('the owner file names a process that still runs: the folder is refused, naming it', async () => {
    const pid = await otherProcess();
    writeOwner({ pid, role: 'attack-trainer serve', since: new Date().toISOString(), started: processStartMs(pid) });
    expect(fs.existsSync(lockFile())).toBe(false);
    const lock = acquireFolderLock(tmp.dir, { role: 'second serve' });
    expect(lock.ok).toBe(false);
    if (lock.ok) return;
    expect(lock.error.code).toBe('held');
    expect(lock.error.message).toContain(`process ${pid} (attack-trainer serve`);
    // Refused before it wrote anything of its own: the holder's owner file is as it was.
    expect(JSON.parse(fs.readFileSync(ownerFile(), 'utf8'))).toMatchObject({ pid, role: 'attack-trainer serve' });
  });

  it.runIf(processStartMs(process.pid) !== undefined)('the same pid with another start time is a later process: the lock is taken', async () => {
    const pid = await otherProcess();
    writeOwner({ pid, role: 'attack-trainer serve', since: '2020-01-01T00:00:00.000Z', started: processStartMs(pid)! - 3_600_000 });
    const lock = acquireFolderLock(tmp.dir, { role: 'test' });
    if (!lock.ok) expect.fail(lock.error.message);
    expect(JSON.parse(fs.readFileSync(ownerFile(), 'utf8'))).toMatchObject({ pid: process.pid, role: 'test' });
    lock.value.release();
  });

  it('an owner file naming a process that has ended (a crash) does not keep the folder', async () => {
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    const pid = child.pid!;
    await new Promise((resolve) => child.once('exit', resolve));
    writeOwner({ pid, role: 'attack-trainer serve', since: new Date().toISOString() });
    const lock = acquireFolderLock(tmp.dir, { role: 'test' });
    if (!lock.ok) expect.fail(lock.error.message);
    lock.value.release();
  });
});
