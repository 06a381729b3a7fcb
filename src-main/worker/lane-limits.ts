/**
 * The limits a lane enforces from outside the engine (lane.ts), and how they are said to the user: the
 * wall-clock time limit of a job, the V8 heap of its worker, the length of its queue. The limits are
 * stated as the UI speaks of them (seconds, MB, requests), never as engine terms.
 */

export const tooLargeMessage = (timeLimitMs: number): string => `this board is too large to answer within ${Number((timeLimitMs / 1000).toFixed(3))} s`;
export const tooMuchMemoryMessage = (memoryLimitMb: number): string => `this board needs more than ${memoryLimitMb} MB of memory to answer`;
export const busyMessage = (maxQueued: number): string => `the engine is busy: ${maxQueued} requests are already waiting; try again in a moment`;

/** V8's heap limits of a worker, in MB (engine-thread.ts turns them into a process's flags where needed). */
export interface WorkerHeapLimits {
  readonly maxOldGenerationSizeMb: number;
  readonly maxYoungGenerationSizeMb: number;
  readonly stackSizeMb: number;
}

/** A young generation of 1/8 of the heap (at least 8 MB): large enough that short-lived search states stay cheap. */
export const resourceLimitsFor = (memoryLimitMb: number): WorkerHeapLimits => {
  const young = Math.max(8, Math.floor(memoryLimitMb / 8));
  return { maxOldGenerationSizeMb: Math.max(16, memoryLimitMb - young), maxYoungGenerationSizeMb: young, stackSizeMb: 4 };
};
