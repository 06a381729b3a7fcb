import { describe, expect, it } from 'vitest';
import { generatePuzzle, GENERATOR_VERSION, type Puzzle } from '#shared/generate/index';
import { runCli } from './run-cli.ts';

describe('attack-trainer puzzle', () => {
  it("--json prints the generator's puzzle for that seed, theme and target", async () => {
    const run = await runCli(['puzzle', '--seed', '7', '--theme', 'goad', '--target', '3', '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const printed = JSON.parse(run.stdout) as Puzzle;
    const direct = generatePuzzle(7, { theme: 'goad', target: 3 });
    expect(direct.ok).toBe(true);
    expect(printed).toEqual(JSON.parse(JSON.stringify((direct as { value: Puzzle }).value)));
  });

  it('--id reproduces the same puzzle as --seed/--theme/--target', async () => {
    const bySeed = await runCli(['puzzle', '--seed', '12', '--theme', 'payment', '--target', '2']);
    const byId = await runCli(['puzzle', '--id', `g${GENERATOR_VERSION}-payment-2-12`, '--check']);
    expect(byId.code).toBe(0);
    expect(byId.stdout).toBe(bySeed.stdout);
    expect(byId.stdout.split('\n')[0]).toMatch(new RegExp(`^g${GENERATOR_VERSION}-payment-2-12 {2}Paying the costs: `));
    expect(byId.stdout).toMatch(/\nAnswer: /);
    expect(byId.stdout).toMatch(/\(CR 508\.1[a-m]/);
  });

  it.each([
    [['puzzle', '--theme', 'goad'], /--seed is required/],
    [['puzzle', '--seed', '1', '--theme', 'nonsense'], /--theme must be one of restrictions, /],
    [['puzzle', '--seed', '1', '--theme', 'goad', '--target', '9'], /--target must be one of 1, 2, 3, 4/],
    [['puzzle', '--id', 'g1-goad-2-1', '--seed', '3'], /--id already names/],
    [['puzzle', '--id', 'nope'], /is not a puzzle id/],
  ])('%j is a usage error (exit 2)', async (argv, message) => {
    const run = await runCli(argv);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
  });

  it('an id from another generator version is refused with exit 1', async () => {
    const run = await runCli(['puzzle', '--id', 'g99-goad-2-1']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/generator version 99/);
  });
});
