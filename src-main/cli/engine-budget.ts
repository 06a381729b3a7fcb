/**
 * The CLI's engine budget, stated here rather than left to the engine's default: the CLI documents
 * 10 s, and runs the engine on its own thread (nothing else waits on a one-shot command), so the
 * engine's own clock and state budget are what stop a heavy board.
 *
 * The clock is this process's CPU time, not the wall clock: on a machine busy with other work the
 * wall clock runs on while the engine waits for a core, and a board answered on a quiet machine would
 * be refused on a busy one. CPU time counts only the engine's own work, so the same board gets the
 * same answer (docs/engine.md "Budgets"). The engine reads it about once a millisecond (budget.ts).
 */
import type { EngineBudget, EngineClock, EngineMemory } from '#shared/engine/index';

export const CLI_TIME_LIMIT_MS = 10_000;

/**
 * The process's resident memory, held under 420 MB (2^20 bytes each) while the engine runs: the CLI promises to stop
 * inside 500 MB (docs/engine.md "Robustness"), and the cells the engine counts are an estimate that
 * pools of many small profiles outgrow (about 45 to 75 bytes a cell against the 16 they stand for).
 * The probe is read every few milliseconds of work, so the peak stays within a few MB of the limit.
 */
export const CLI_MEMORY: EngineMemory = { read: () => process.memoryUsage.rss(), limitBytes: 420 * 2 ** 20 };

/** Milliseconds of CPU time (user + system) this process has used. */
export const cpuClock: EngineClock = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

export const CLI_ENGINE_BUDGET: EngineBudget = { timeLimitMs: CLI_TIME_LIMIT_MS, clock: cpuClock, memory: CLI_MEMORY };
