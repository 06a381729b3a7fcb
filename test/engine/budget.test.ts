/**
 * The call's clock budget (budget.ts) on a simulated machine: the test's clock advances with the work
 * the test reports, at a cost per unit it chooses, so how often the clock is read and how far past its
 * limit a call runs are exact numbers, whatever this machine's load.
 */
import { describe, expect, test } from 'vitest';
import { Budget, TooLarge } from '#shared/engine/budget';

/** A machine where each unit of work costs `cost` ms; counts clock readings. */
function machine(cost: number) {
  const m = { now: 0, readings: 0, cost };
  const clock = () => {
    m.readings++;
    return m.now;
  };
  return { m, clock };
}

/** Runs `units` single ticks (or passes of `pass` units) until the budget throws; the time it stopped at. */
function runUntilStopped(budget: Budget, m: { now: number; cost: number }, pass = 1, units = 1e9): number | undefined {
  try {
    for (let done = 0; done < units; done += pass) {
      m.now += m.cost * pass;
      if (pass === 1) budget.tick();
      else budget.work(pass);
    }
  } catch (e) {
    if (e instanceof TooLarge) return m.now;
    throw e;
  }
  return undefined;
}

describe('the time budget', () => {
  test.each([
    { cost: 1e-5, pass: 1, name: 'cheap ticks (10 ns a unit)' },
    { cost: 1e-3, pass: 1, name: 'dear ticks (1 µs a unit)' },
    { cost: 1e-4, pass: 5_000, name: 'passes of 5 000 units' },
    { cost: 0.05, pass: 1, name: 'very dear ticks (50 µs a unit)' },
  ])('$name: stops within 10% of a 1 s limit, reading the clock about once a millisecond', ({ cost, pass }) => {
    const { m, clock } = machine(cost);
    const budget = new Budget({ timeLimitMs: 1000, clock });
    const stopped = runUntilStopped(budget, m, pass);
    expect(stopped).toBeDefined();
    expect(stopped!).toBeGreaterThan(1000);
    expect(stopped!).toBeLessThanOrEqual(1100);
    // Reads: about one a millisecond once the stride has adapted (never one a unit of cheap work).
    expect(m.readings).toBeLessThan(3_000);
    if (cost * pass < 0.1) expect(m.readings).toBeGreaterThan(100);
  });

  test('work that turns 10× dearer midway still stops within 10% of the limit', () => {
    const { m, clock } = machine(1e-5);
    const budget = new Budget({ timeLimitMs: 1000, clock });
    expect(runUntilStopped(budget, m, 1, 5_000_000)).toBeUndefined(); // 50 ms of cheap work
    m.cost = 1e-4;
    const stopped = runUntilStopped(budget, m);
    expect(stopped!).toBeGreaterThan(1000);
    expect(stopped!).toBeLessThanOrEqual(1100);
  });

  test('a call within its limit is never stopped, however often the clock is read', () => {
    const { m, clock } = machine(1e-4);
    const budget = new Budget({ timeLimitMs: 1000, clock });
    expect(runUntilStopped(budget, m, 1, 9_000_000)).toBeUndefined(); // 900 ms
    expect(m.readings).toBeGreaterThan(100);
  });
});

describe('the memory probe', () => {
  /** Memory that grows by `perMs` bytes for every millisecond of the simulated machine's work. */
  function growing(m: { now: number }, perMs: number) {
    const probe = { reads: 0 };
    return { probe, read: () => (probe.reads++, 50e6 + m.now * perMs) };
  }

  test('a call whose memory passes the limit stops soon after, saying how much memory it needed', () => {
    const { m, clock } = machine(1e-4);
    const { probe, read } = growing(m, 1e6); // 1e6 bytes a millisecond: the limit (420 × 2^20 = 440.4e6) is reached at 390 ms
    const budget = new Budget({ timeLimitMs: 10_000, clock, memory: { read, limitBytes: 420 * 2 ** 20 } });
    const stopped = (() => {
      try {
        for (;;) {
          m.now += m.cost;
          budget.tick();
        }
      } catch (e) {
        return e;
      }
    })();
    expect(stopped).toBeInstanceOf(TooLarge);
    expect((stopped as TooLarge).message).toBe('the search needs more than 420 MB of memory');
    // Read at one clock read in eight (about every 8 ms here): stopped within 20 MB of the limit.
    expect(m.now).toBeGreaterThan(390);
    expect(m.now).toBeLessThan(410);
    expect(probe.reads).toBeLessThan(m.readings / 4);
  });

  test('memory under the limit never stops a call', () => {
    const { m, clock } = machine(1e-4);
    const { probe, read } = growing(m, 0.1e6);
    const budget = new Budget({ timeLimitMs: 1000, clock, memory: { read, limitBytes: 420 * 2 ** 20 } });
    expect(runUntilStopped(budget, m, 1, 9_000_000)).toBeUndefined(); // 900 ms, 140 MB
    expect(probe.reads).toBeGreaterThan(10);
  });
});
