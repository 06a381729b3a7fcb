/** `puzzle --theme blocking`: block-board/1 puzzles from the command line, checked over many seeds. */
import { describe, expect, it } from 'vitest';
import { parseBlockBoard } from '#shared/engine/block/index';
import { runCli } from './run-cli.ts';

describe('puzzle --theme blocking', () => {
  it('prints a puzzle that passes --check, for many seeds', async () => {
    for (let seed = 100; seed < 140; seed++) {
      const run = await runCli(['puzzle', '--theme', 'blocking', '--seed', String(seed), '--target', String((seed % 4) + 1), '--check']);
      expect(run.stderr, `seed ${seed}`).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(
        /^b2-blocking-\d-\d+ {2}Blocking\n\n.+ attacks you with .+Which block declarations are legal\? List every one\.\n\nAnswer: \d+ legal declarations\n/s,
      );
    }
  }, 120_000);

  it('prints the puzzle as JSON with a block-board/1 board', async () => {
    const run = await runCli(['puzzle', '--theme', 'blocking', '--seed', '5', '--json']);
    expect(run.code).toBe(0);
    const p = JSON.parse(run.stdout) as { id: string; board: unknown; legal: unknown[] };
    expect(p.id).toBe('b2-blocking-2-5');
    expect(parseBlockBoard(p.board).ok).toBe(true);
    expect(p.legal.length).toBeGreaterThan(0);
  });

  it('refuses a bad target', async () => {
    const run = await runCli(['puzzle', '--theme', 'blocking', '--seed', '5', '--target', '9']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--target must be one of 1, 2, 3, 4/);
  });
});
