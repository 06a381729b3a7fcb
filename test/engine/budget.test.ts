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
