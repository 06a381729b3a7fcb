/**
 * The CLI states its engine budget (10 s of CPU time, cli/engine-budget.ts) on every engine call
 * instead of relying on the engine's default: each command's call is spied on and its budget read.
 */
import { describe, expect, test, vi } from 'vitest';
import { CLI_MEMORY, CLI_TIME_LIMIT_MS, cpuClock } from '#main/cli/engine-budget';
import { runCli, vectorBoard } from './run-cli.ts';

const budgets = vi.hoisted(() => [] as { fn: string; timeLimitMs: unknown; clock: unknown; memory: unknown }[]);

vi.mock('#shared/engine/index', async (importOriginal) => {
  type Engine = typeof import('#shared/engine/index');
  type Budget = import('#shared/engine/index').EngineBudget;
  const engine = await importOriginal<Engine>();
  const seen = (fn: string, budget: Budget | undefined) => budgets.push({ fn, timeLimitMs: budget?.timeLimitMs, clock: budget?.clock, memory: budget?.memory });
  const spied: Partial<Engine> = {
    legalSet: (board, options = {}) => (seen('legalSet', options.budget), engine.legalSet(board, options)),
    countLegal: (board, budget) => (seen('countLegal', budget), engine.countLegal(board, budget)),
    legalBreakdown: (board, budget) => (seen('legalBreakdown', budget), engine.legalBreakdown(board, budget)),
    explainDeclaration: (board, d, budget) => (seen('explainDeclaration', budget), engine.explainDeclaration(board, d, budget)),
    buildAttackTree: (board, options = {}) => (seen('buildAttackTree', options.budget), engine.buildAttackTree(board, options)),
  };
  return { ...engine, ...spied };
});

describe('the CLI engine budget', () => {
  const board = JSON.stringify(vectorBoard('example-crawlspace-avatar'));
  test.each<[string[], string]>([
    [['legal', '-'], 'legalSet'],
    [['legal', '-', '--count'], 'countLegal'],
    [['legal', '-', '--count', '--attackers', '1'], 'legalSet'],
    [['legal', '-', '--breakdown'], 'legalBreakdown'],
    [['check', '-'], 'explainDeclaration'],
    [['tree', '-'], 'buildAttackTree'],
  ])('%j passes a %s budget of 10 s of CPU time and 420 MB of resident memory', async (args, fn) => {
    budgets.length = 0;
    const r = await runCli(args, board);
    expect(r.stderr).toBe('');
    expect(budgets).toEqual([{ fn, timeLimitMs: CLI_TIME_LIMIT_MS, clock: cpuClock, memory: CLI_MEMORY }]);
    expect(CLI_TIME_LIMIT_MS).toBe(10_000);
  });

  // The clock is CPU time in milliseconds (process.cpuUsage counts microseconds).
  test("the clock counts this process's CPU time in milliseconds", () => {
    const before = cpuClock();
    let spin = 0;
    const until = process.cpuUsage().user + 20_000;
    while (process.cpuUsage().user < until) spin++;
    expect(spin).toBeGreaterThan(0);
    expect(cpuClock() - before).toBeGreaterThanOrEqual(20);
    expect(cpuClock() - before).toBeLessThan(20_000);
  });

  // The promise is 500 MB peak: the probe stops a call under it, on this process's resident memory.
  test('the memory probe reads the resident memory of this process, limited below 500 MB', () => {
    expect(CLI_MEMORY.limitBytes).toBeLessThanOrEqual(450e6);
    const before = CLI_MEMORY.read();
    expect(before).toBeGreaterThan(10e6);
    const held = new Float64Array(8e6).fill(1); // 64 MB touched
    expect(CLI_MEMORY.read()).toBeGreaterThan(before + 50e6);
    expect(held[0]).toBe(1);
  });
});
