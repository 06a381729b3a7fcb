/**
 * The CLI's engine budget, stated here rather than left to the engine's default: the CLI documents
 * 10 s, and runs the engine on its own thread (nothing else waits on a one-shot command), so the
 * engine's own clock and state budget are what stop a heavy board.
 */
import type { EngineBudget } from '../engine/index.ts';

export const CLI_TIME_LIMIT_MS = 10_000;

export const CLI_ENGINE_BUDGET: EngineBudget = { timeLimitMs: CLI_TIME_LIMIT_MS };
