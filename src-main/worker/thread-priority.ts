/**
 * A worker thread's scheduling priority. On Linux a nice value belongs to each thread, and
 * `setpriority(PRIO_PROCESS, 0, n)` — os.setPriority(n) — sets the calling thread's alone, so the
 * exploration and authoring lanes run below the learner's lane and the UI's thread: on a busy machine
 * the learner's short job gets the CPU first. Elsewhere (macOS, Windows) the same call would lower the
 * whole process, the UI's thread with it, so the lanes keep their threads' default priority there and
 * rely on their separate queues alone. A lane that runs as a child process (engine-thread.ts) lowers
 * that process, which holds nothing but the lane.
 */
import os from 'node:os';

/** Lowers the calling thread's priority by `niceness` (0 leaves it as it is); says whether it did. */
export const lowerThreadPriority = (niceness: number, platform: NodeJS.Platform = process.platform): boolean => {
  if (niceness <= 0 || platform !== 'linux') return false;
  try {
    os.setPriority(Math.min(19, os.getPriority() + niceness));
    return true;
  } catch {
    // Not allowed by the system: the lanes still keep their own queues.
    return false;
  }
};
