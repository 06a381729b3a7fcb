/**
 * When a process started, to tell the holder named in a folder's owner file from a later process that
 * was given the same pid. Linux reads it from /proc (`starttime`, field 22 of /proc/<pid>/stat, in
 * clock ticks after boot, plus the boot time from /proc/stat); elsewhere only whether the pid is alive
 * is known, and a live pid counts as the holder (a refusal names it, and the owner file can be removed
 * by hand).
 */
import fs from 'node:fs';

/** Clock ticks per second of /proc's times: 100 on every Linux the app runs on (USER_HZ). */
const TICKS_PER_SECOND = 100;
/** /proc's start time has tick precision; Node's own estimate of it a few milliseconds more. */
const START_TIME_TOLERANCE_MS = 1000;

/** The process's start, in ms since the epoch (Linux), or undefined where it cannot be read. */
export const processStartMs = (pid: number): number | undefined => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: fields are counted after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    const btime = /^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'));
    if (!Number.isFinite(ticks) || btime === null) return undefined;
    return Number(btime[1]) * 1000 + (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
};

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, owned by someone else.
    return typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === 'EPERM';
  }
};

/** Is `pid` the process that started at `startedMs` (when known) and is still running? */
export const isSameLiveProcess = (pid: number, startedMs: number | undefined): boolean => {
  if (!alive(pid)) return false;
  const actual = processStartMs(pid);
  if (actual === undefined || startedMs === undefined) return true;
  return Math.abs(actual - startedMs) <= START_TIME_TOLERANCE_MS;
};
