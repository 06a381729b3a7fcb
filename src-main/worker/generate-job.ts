/**
 * The `generate` engine job: generate a few candidate puzzles and keep the one whose initial
 * rating is nearest the target, so the service serves puzzles near the learner's rating without
 * running the engine on the main thread. Pure: no node imports.
 */
import { generatePuzzle, type Puzzle, type Target, type Theme } from '#shared/generate/index';
import { ok } from '#shared/engine/result';
import { jobFailure, type JobOutcome } from './job-error.ts';

export interface GenerateJob {
  readonly kind: 'generate';
  readonly candidates: readonly { readonly seed: number; readonly theme: Theme; readonly target: Target }[];
  readonly targetRating: number;
  /** Board keys and puzzle ids to skip (recently served). */
  readonly recent: readonly string[];
}

export function runGenerateJob(job: GenerateJob): JobOutcome<Puzzle> {
  const recent = new Set(job.recent);
  let best: Puzzle | undefined;
  for (const c of job.candidates) {
    const r = generatePuzzle(c.seed, { theme: c.theme, target: c.target, recent });
    if (!r.ok || recent.has(r.value.id)) continue;
    if (best === undefined || Math.abs(r.value.rating - job.targetRating) < Math.abs(best.rating - job.targetRating)) best = r.value;
  }
  return best === undefined ? jobFailure('not-found', 'no candidate puzzle passed the interest filter; try again') : ok(best);
}
