/**
 * Blocking puzzle benchmarks (`npm run bench`): figures to read, not timed tests. (a) one puzzle made
 * at each target (the generator's candidates until one whose cards matter); (b) what serving costs the
 * engine worker: four candidates made and the nearest the target rating kept (job block-generate);
 * (c) grading an answer (block-score: the legal set again, and the declarations left out explained).
 */
import { bench, describe } from 'vitest';
import { generateBlockPuzzle, TARGETS } from '#shared/generate/index';
import { runBlockJob } from '#main/worker/block-jobs';

const OPTIONS = { time: 300, iterations: 5, warmupIterations: 1 };
let seed = 1;

describe('blocking puzzles', () => {
  for (const target of TARGETS) {
    bench(
      `generate one, target ${target}`,
      () => {
        const r = generateBlockPuzzle(seed++, target);
        if (!r.ok) throw new Error(r.error);
      },
      OPTIONS,
    );
  }
  bench(
    'serve: four candidates at target 3, nearest rating 1500 kept',
    () => {
      const r = runBlockJob(
        {
          kind: 'block-generate',
          candidates: [0, 1, 2, 3].map((i) => ({ seed: seed * 4 + i, target: 3 as const })),
          targetRating: 1500,
          recent: [],
        },
        {},
      );
      seed++;
      if (!r.ok) throw new Error('no puzzle');
    },
    OPTIONS,
  );
  const p = generateBlockPuzzle(42, 4);
  if (!p.ok) throw new Error(p.error);
  bench(
    'grade an answer that leaves one declaration out (target 4)',
    () => {
      const r = runBlockJob({ kind: 'block-score', board: p.value.board, declarations: p.value.legal.slice(1) }, {});
      if (!r.ok) throw new Error('not graded');
    },
    OPTIONS,
  );
});
