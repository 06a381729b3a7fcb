/**
 * Work limits of one engine call. State budgets DECIDE (they count work, so a board gets the same
 * answer on a busy machine and a quiet one); the clock only PROTECTS (a call never runs much past its
 * time limit). The clock is injected: the engine reads no global time itself except through
 * `defaultClock`, and a host may pass a CPU clock (the worker) or a test a clock that moves on demand.
 */
import type { EngineBudget, EngineClock, EngineMemory, EngineStrategy } from './api-types.ts';

export class TooLarge extends Error {}

/** Monotonic milliseconds from the host's high-resolution timer: the one place the engine reads time. */
export const defaultClock: EngineClock = () => globalThis.performance.now();

/**
 * Cells (numbers held in pool summaries and process states, ~8–16 bytes each with their arrays)
 * allowed by default: together with the layer nodes this keeps one call under ~500 MB.
 */
export const DEFAULT_MAX_CELLS = 12_000_000;
export const DEFAULT_MAX_STATES = 2_000_000;

/** The clock is read about this often (in the clock's milliseconds of work) by `tick` and `work`. */
export const CLOCK_READ_EVERY_MS = 1;

/** The memory probe is read at one clock read in this many (a resident-memory read is a system call). */
export const MEMORY_READ_EVERY_CLOCK_READS = 8;

export class Budget {
  readonly deadline: number;
  readonly maxStates: number;
  /**
   * States the verdict walk (terminal-walk.ts) may expand in one call: a tenth of the search's, as each
   * holds a list of candidates rather than a few numbers.
   */
  readonly maxWalkStates: number;
  readonly maxCells: number;
  readonly clock: EngineClock;
  readonly strategy: EngineStrategy;
  private readonly memory: EngineMemory | undefined;
  private clockReads = 0;
  private cells = 0;
  /** Work units since the clock was last read, and how many to let pass between reads. */
  private pending = 0;
  private stride = 1024;
  private lastRead: number;

  constructor(b: EngineBudget = {}) {
    this.clock = b.clock ?? defaultClock;
    this.lastRead = this.clock();
    this.deadline = this.lastRead + (b.timeLimitMs ?? 10_000);
    this.maxStates = b.maxStates ?? DEFAULT_MAX_STATES;
    this.maxWalkStates = Math.max(1, Math.floor(this.maxStates / 10));
    this.maxCells = b.maxCells ?? DEFAULT_MAX_CELLS;
    this.strategy = b.strategy ?? 'auto';
    this.memory = b.memory;
  }

  /** Reads the clock now; throws TooLarge past the time limit. For coarse points (a layer, a walk). */
  checkTime(): void {
    const now = this.clock();
    // The stride follows the work rate measured since the last read, so the clock is read about every
    // CLOCK_READ_EVERY_MS whatever a unit costs on this board: often enough that a call stops within a
    // few milliseconds of its limit, rarely enough that a CPU clock (a system call) costs nothing.
    const elapsed = now - this.lastRead;
    if (this.pending > 0) {
      const ideal = elapsed > 0 ? (this.pending * CLOCK_READ_EVERY_MS) / elapsed : this.pending * 2;
      this.stride = Math.max(16, Math.min(this.stride * 2, Math.floor(ideal)));
    }
    this.pending = 0;
    this.lastRead = now;
    if (now > this.deadline) throw new TooLarge('the board is too large to answer within the time limit');
    if (this.memory !== undefined && ++this.clockReads % MEMORY_READ_EVERY_CLOCK_READS === 0 && this.memory.read() > this.memory.limitBytes)
      throw new TooLarge(`the search needs more than ${Math.round(this.memory.limitBytes / 2 ** 20)} MB of memory`);
  }

  /** One unit of inner-loop work (a state stepped, an entry compared). */
  tick(): void {
    if (++this.pending >= this.stride) this.checkTime();
  }

  /** `units` units of work done at once (a pass over that many entries). */
  work(units: number): void {
    this.pending += units;
    if (this.pending >= this.stride) this.checkTime();
  }

  /** Account for `n` more cells held; throws TooLarge beyond the memory budget. */
  hold(n: number): void {
    this.cells += n;
    if (this.cells > this.maxCells) throw new TooLarge(`the search needs more than ${this.maxCells} cells of memory`);
  }

  /** Cells held now (a caller that frees a temporary structure returns to this mark with `releaseTo`). */
  get held(): number {
    return this.cells;
  }

  /** Forget cells held since `mark`: the structure they counted is no longer reachable. */
  releaseTo(mark: number): void {
    if (mark < this.cells) this.cells = mark;
  }
}

export function makeBudget(b: EngineBudget = {}): Budget {
  return new Budget(b);
}

export function checkTime(budget: Budget): void {
  budget.checkTime();
}
