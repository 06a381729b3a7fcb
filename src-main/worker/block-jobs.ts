/**
 * The engine jobs of blocking boards (block-board/1, docs/block-board-v1.md): a blocking puzzle made
 * near a target rating, an answer graded against the engine's legal set, the sandbox's live legal set
 * (first page and exact count) and one declaration explained by the steps of CR 509.1. Boards travel as
 * JSON and are parsed here, where the engine runs. Pure: no node imports.
 */
import {
  blockKey,
  explainBlockDeclaration,
  legalBlockSet,
  parseBlockBoard,
  parseBlockDeclaration,
  type BlockDeclaration,
  type BlockExplanation,
  type BlockLegalSet,
} from '#shared/engine/block/index';
import type { BoardError, EngineBudget, EngineError } from '#shared/engine/index';
import { blockPuzzleRating, generateBlockPuzzle, type BlockPuzzle, type Target } from '#shared/generate/index';
import { err, ok } from '#shared/engine/result';
import { jobFailure, type JobError, type JobOutcome } from './job-error.ts';

export interface BlockGenerateJob {
  readonly kind: 'block-generate';
  readonly candidates: readonly { readonly seed: number; readonly target: Target }[];
  readonly targetRating: number;
  /** Puzzle ids to skip (recently served). */
  readonly recent: readonly string[];
}

export interface BlockLegalJob {
  readonly kind: 'block-legal';
  readonly board: unknown;
  readonly limit?: number;
}

export interface BlockCheckJob {
  readonly kind: 'block-check';
  readonly board: unknown;
  readonly declaration: unknown;
}

/** A learner's answer to "every legal block declaration" graded against the engine's set. */
export interface BlockScoreJob {
  readonly kind: 'block-score';
  readonly board: unknown;
  readonly declarations: readonly unknown[];
}

export type BlockEngineJob = BlockGenerateJob | BlockLegalJob | BlockCheckJob | BlockScoreJob;

/** A blocking puzzle as made, with its starting rating. */
export interface RatedBlockPuzzle extends BlockPuzzle {
  readonly rating: number;
}

/** Explanations sent back with a graded answer: enough to read, never a flood. */
const EXPLAINED_PER_SIDE = 6;
/** A puzzle's legal set is short (the generator keeps at most a dozen); this bounds a hand-made board. */
const SCORE_LIST_LIMIT = 1000;

export interface BlockScore {
  readonly correct: boolean;
  /** The engine's legal set (the answer), in canonical order. */
  readonly legal: readonly BlockDeclaration[];
  /** Legal declarations the answer left out, each explained (every step of 509.1 succeeds). */
  readonly missing: readonly BlockExplanation[];
  /** Declarations the answer gave that are not legal, each explained (the step that fails). */
  readonly extra: readonly BlockExplanation[];
  readonly missingCount: number;
  readonly extraCount: number;
}

export interface BlockJobResults {
  readonly 'block-generate': RatedBlockPuzzle;
  readonly 'block-legal': BlockLegalSet;
  readonly 'block-check': BlockExplanation;
  readonly 'block-score': BlockScore;
}

const invalidBoard = (errors: readonly BoardError[]) => err<JobError>({ code: 'invalid-board', errors });
const engineError = (error: EngineError) => err<JobError>({ code: 'engine', error });

function generate(job: BlockGenerateJob): JobOutcome<RatedBlockPuzzle> {
  const recent = new Set(job.recent);
  let best: RatedBlockPuzzle | undefined;
  for (const c of job.candidates) {
    const r = generateBlockPuzzle(c.seed, c.target);
    if (!r.ok || recent.has(r.value.id)) continue;
    const rated = { ...r.value, rating: blockPuzzleRating(r.value) };
    if (best === undefined || Math.abs(rated.rating - job.targetRating) < Math.abs(best.rating - job.targetRating)) best = rated;
  }
  return best === undefined ? jobFailure('not-found', 'no candidate blocking puzzle had cards that matter; try again') : ok(best);
}

function score(job: BlockScoreJob, budget: EngineBudget): JobOutcome<BlockScore> {
  const board = parseBlockBoard(job.board);
  if (!board.ok) return invalidBoard(board.error);
  const given: BlockDeclaration[] = [];
  for (const [i, raw] of job.declarations.entries()) {
    const d = parseBlockDeclaration(board.value, raw);
    if (!d.ok) return engineError({ ...d.error, path: `declarations[${i}]${d.error.path === undefined ? '' : `.${d.error.path}`}` });
    given.push(d.value);
  }
  const set = legalBlockSet(board.value, { limit: SCORE_LIST_LIMIT, budget });
  if (!set.ok) return engineError(set.error);
  if (!set.value.complete) return jobFailure('too-large', `the board has ${set.value.count} legal block declarations, too many to grade a list against`);
  const legalKeys = new Set(set.value.legal.map(blockKey));
  const givenKeys = new Set(given.map(blockKey));
  const missing = set.value.legal.filter((d) => !givenKeys.has(blockKey(d)));
  const extra = given.filter((d, i) => !legalKeys.has(blockKey(d)) && given.findIndex((x) => blockKey(x) === blockKey(d)) === i);
  const explain = (ds: readonly BlockDeclaration[]): JobOutcome<BlockExplanation[]> => {
    const out: BlockExplanation[] = [];
    for (const d of ds.slice(0, EXPLAINED_PER_SIDE)) {
      const e = explainBlockDeclaration(board.value, d, budget);
      if (!e.ok) return engineError(e.error);
      out.push(e.value);
    }
    return ok(out);
  };
  const m = explain(missing);
  if (!m.ok) return m;
  const x = explain(extra);
  if (!x.ok) return x;
  return ok({
    correct: missing.length === 0 && extra.length === 0,
    legal: set.value.legal,
    missing: m.value,
    extra: x.value,
    missingCount: missing.length,
    extraCount: extra.length,
  });
}

export function runBlockJob(job: BlockEngineJob, budget: EngineBudget): JobOutcome<unknown> {
  switch (job.kind) {
    case 'block-generate':
      return generate(job);
    case 'block-legal': {
      const board = parseBlockBoard(job.board);
      if (!board.ok) return invalidBoard(board.error);
      const r = legalBlockSet(board.value, { budget, ...(job.limit === undefined ? {} : { limit: job.limit }) });
      return r.ok ? r : engineError(r.error);
    }
    case 'block-check': {
      const board = parseBlockBoard(job.board);
      if (!board.ok) return invalidBoard(board.error);
      const d = parseBlockDeclaration(board.value, job.declaration);
      if (!d.ok) return engineError(d.error);
      const r = explainBlockDeclaration(board.value, d.value, budget);
      return r.ok ? r : engineError(r.error);
    }
    case 'block-score':
      return score(job, budget);
  }
}
