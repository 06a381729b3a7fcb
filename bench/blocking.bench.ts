/**
 * Blocking engine benchmarks (`npm run bench`): figures to read, not timed tests.
 *
 * (a) the commander-size blocking board (bench/boards/commander-blocks.json: 10 attackers, 12 potential
 *     blockers, two lures, menace, Palace Guard blocking any number): count (goal: < 0.3 s for the whole
 *     `legal --count` process), breakdown, listing the whole legal set, and writing it as JSON (goal:
 *     listing within 4× of writing its output);
 * (b) 40 random boards of up to 6 blockers × 4 attackers over the whole vocabulary: every legal set
 *     exactly (goal < 0.1 s each, in-process), with the brute force of the tests as reference in the
 *     same run (boards whose Ω the brute force can enumerate in reasonable time);
 * (c) the hardest 6 × 4 board found: every blocker taxed and able to block any number, with requirements
 *     and counting rules on every attacker (64 cost plans, 3 456 restriction states).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { bench, describe } from 'vitest';
import { countLegalBlocks, legalBlockBreakdown, legalBlockSet, parseBlockBoard, type BlockBoard } from '#shared/engine/block/index';
import { arbitraryBlockBoardOf } from '../test/engine/block/arbitrary.ts';
import { bruteLegalBlocks, omega } from '../test/engine/block/brute.ts';
import { hardestBlockBoard } from '../test/engine/block/hardest-board.ts';

const OPTIONS = { time: 300, iterations: 5, warmupIterations: 1 };

function parsed(raw: unknown, what: string): BlockBoard {
  const r = parseBlockBoard(raw);
  if (!r.ok) throw new Error(`${what}: not a valid block board: ${JSON.stringify(r.error.slice(0, 3))}`);
  return r.value;
}

const commander = parsed(JSON.parse(readFileSync(new URL('./boards/commander-blocks.json', import.meta.url), 'utf8')), 'commander-blocks');
const commanderSet = legalBlockSet(commander, { limit: 1_000_000 });
if (!commanderSet.ok) throw new Error(commanderSet.error.message);

describe('(a) commander-size blocking board: 10 attackers, 12 blockers, two lures, menace, Palace Guard', () => {
  bench(
    'count (whole process goal < 0.3 s)',
    () => {
      if (!countLegalBlocks(commander).ok) throw new Error('count failed');
    },
    OPTIONS,
  );
  bench(
    'breakdown by size and creature',
    () => {
      if (!legalBlockBreakdown(commander).ok) throw new Error('breakdown failed');
    },
    OPTIONS,
  );
  bench(
    `list all ${commanderSet.value.count} legal declarations`,
    () => {
      if (!legalBlockSet(commander, { limit: 1_000_000 }).ok) throw new Error('list failed');
    },
    OPTIONS,
  );
  bench(
    'write that list as JSON (listing goal: within 4× of this)',
    () => {
      JSON.stringify({ legal: commanderSet.value.legal, count: commanderSet.value.count });
    },
    OPTIONS,
  );
});

const randomBoards = fc.sample(arbitraryBlockBoardOf(4, 6), { numRuns: 40, seed: 2709 }).map((raw, i) => parsed(raw, `random block board ${i}`));
/** The brute force enumerates Ω and compares pools: kept to boards it finishes in well under a second. */
const bruteBoards = randomBoards.filter((b) => omega(b).length <= 20_000);

describe('(b) 40 random boards, up to 6 blockers × 4 attackers, whole vocabulary', () => {
  bench(
    'engine: all 40 legal sets exactly (goal < 0.1 s each)',
    () => {
      randomBoards.forEach((b, i) => {
        const r = legalBlockSet(b);
        if (!r.ok) throw new Error(`random block board ${i}: ${r.error.message}`);
      });
    },
    OPTIONS,
  );
  bench(
    `engine: the ${bruteBoards.length} boards the brute force can take`,
    () => {
      bruteBoards.forEach((b) => legalBlockSet(b));
    },
    OPTIONS,
  );
  bench(
    `brute force (reference): the same ${bruteBoards.length} boards`,
    () => {
      bruteBoards.forEach((b) => bruteLegalBlocks(b));
    },
    { time: 300, iterations: 2, warmupIterations: 0 },
  );
});

const hardest = parsed(hardestBlockBoard(), 'hardest 6 × 4');

describe('(c) the hardest 6 × 4 board found (64 plans, 3 456 states)', () => {
  bench(
    'count',
    () => {
      if (!countLegalBlocks(hardest).ok) throw new Error('count failed');
    },
    { time: 300, iterations: 3, warmupIterations: 1 },
  );
});
