/**
 * Engine work as jobs: plain-JSON in, the engine's Result out (failures as JobError), so a job can cross a worker_threads boundary
 * (structured clone) and the same function serves the worker and the in-process runner. Boards and
 * quizzes travel as their JSON and are parsed where the engine runs: the parsed forms never cross.
 * Pure: no node imports.
 */
import {
  buildAttackTree,
  explainDeclaration,
  legalBreakdown,
  legalOverview,
  legalSet,
  parseBoard,
  parseDeclaration,
  type AttackTree,
  type BoardError,
  type EngineBudget,
  type EngineClock,
  type EngineMemory,
  type EngineError,
  type Explanation,
  type LegalBreakdown,
  type LegalOverview,
  type LegalSet,
} from '#shared/engine/index';
import {
  checkPackAgainstEngine,
  parseQuiz,
  scoreAnswer,
  type JsonValue,
  type QuizAnswer,
  type QuizPack,
  type QuizWarning,
  type Score,
} from '#shared/quiz/index';
import { QUIZ_PACK_FORMAT } from '#shared/quiz/pack-format';
import { err, ok } from '#shared/engine/result';
import { jobCrash, jobFailure, type JobError, type JobOutcome } from './job-error.ts';
import type { Puzzle } from '#shared/generate/index';
import { runGenerateJob, type GenerateJob } from './generate-job.ts';
import { runAnswerStepJob, type AnswerStepJob, type AnswerStepResult } from './answer-step-job.ts';
import { runBlockJob, type BlockEngineJob, type BlockJobResults } from './block-jobs.ts';

export interface LegalJob {
  readonly kind: 'legal';
  readonly board: unknown;
  readonly limit?: number;
  readonly attackers?: number;
}
/** The sandbox's one job per edit: first page, exact count and breakdown from one graph build. */
export interface OverviewJob {
  readonly kind: 'overview';
  readonly board: unknown;
  readonly limit?: number;
}
export interface BreakdownJob {
  readonly kind: 'breakdown';
  readonly board: unknown;
}
export interface CheckJob {
  readonly kind: 'check';
  readonly board: unknown;
  readonly declaration: unknown;
}
export interface TreeJob {
  readonly kind: 'tree';
  readonly board: unknown;
}
/** Score an answer to a quiz given as its attack-quiz-pack/1 JSON (makeQuiz). */
export interface ScoreJob {
  readonly kind: 'score';
  readonly quiz: JsonValue;
  readonly answer: QuizAnswer;
}
/** The engine check of one quiz of a pack; warnings name `quizzes[index]` paths. */
export interface CheckQuizJob {
  readonly kind: 'check-quiz';
  readonly quiz: JsonValue;
  readonly index: number;
}
export type EngineJob = LegalJob | OverviewJob | BreakdownJob | CheckJob | TreeJob | ScoreJob | CheckQuizJob | GenerateJob | AnswerStepJob | BlockEngineJob;

export interface JobResults extends BlockJobResults {
  readonly legal: LegalSet;
  readonly overview: LegalOverview;
  readonly breakdown: LegalBreakdown;
  readonly check: Explanation;
  readonly tree: AttackTree;
  readonly score: Score;
  readonly 'check-quiz': readonly QuizWarning[];
  readonly generate: Puzzle;
  readonly 'answer-step': AnswerStepResult | null;
}

export type JobResult<J extends EngineJob> = JobOutcome<JobResults[J['kind']]>;

export interface JobOptions {
  /** The engine's own time budget; the runner's hard wall-clock limit stands behind it. */
  readonly engineTimeLimitMs?: number;
  /** The clock that budget is read on (the engine's default: wall time); a worker process passes its CPU time. */
  readonly engineClock?: EngineClock;
  /** The memory the engine reads against a limit (budget.ts); a worker process passes its own. */
  readonly engineMemory?: EngineMemory;
}

/** A pack around one quiz, so that checkPackAgainstEngine (which works on packs) checks it alone. */
const packOf = (quiz: QuizPack['quizzes'][number]): QuizPack => ({
  format: QUIZ_PACK_FORMAT,
  id: 'check',
  title: 'check',
  description: '',
  author: 'check',
  version: '0',
  quizzes: [quiz],
});

const reindex = (path: string, index: number): string => path.replace(/^quizzes\[0\]/, `quizzes[${index}]`);

const invalidBoard = (errors: readonly BoardError[]) => err<JobError>({ code: 'invalid-board', errors });
const engineError = (error: EngineError) => err<JobError>({ code: 'engine', error });

function run(job: EngineJob, options: JobOptions): JobOutcome<unknown> {
  const budget: EngineBudget = {
    ...(options.engineTimeLimitMs === undefined ? {} : { timeLimitMs: options.engineTimeLimitMs }),
    ...(options.engineClock === undefined ? {} : { clock: options.engineClock }),
    ...(options.engineMemory === undefined ? {} : { memory: options.engineMemory }),
  };
  switch (job.kind) {
    case 'legal': {
      const board = parseBoard(job.board);
      if (!board.ok) return invalidBoard(board.error);
      const r = legalSet(board.value, {
        budget,
        ...(job.limit === undefined ? {} : { limit: job.limit }),
        ...(job.attackers === undefined ? {} : { attackers: job.attackers }),
      });
      return r.ok ? r : engineError(r.error);
    }
    case 'overview': {
      const board = parseBoard(job.board);
      if (!board.ok) return invalidBoard(board.error);
      const r = legalOverview(board.value, { budget, ...(job.limit === undefined ? {} : { limit: job.limit }) });
      return r.ok ? r : engineError(r.error);
    }
    case 'breakdown': {
      const board = parseBoard(job.board);
      if (!board.ok) return invalidBoard(board.error);
      const r = legalBreakdown(board.value, budget);
      return r.ok ? r : engineError(r.error);
    }
    case 'check': {
      const board = parseBoard(job.board);
      if (!board.ok) return invalidBoard(board.error);
      const declaration = parseDeclaration(board.value, job.declaration);
      if (!declaration.ok) return engineError(declaration.error);
      const r = explainDeclaration(board.value, declaration.value, budget);
      return r.ok ? r : engineError(r.error);
    }
    case 'tree': {
      const board = parseBoard(job.board);
      if (!board.ok) return invalidBoard(board.error);
      const r = buildAttackTree(board.value, { budget });
      return r.ok ? r : engineError(r.error);
    }
    case 'score': {
      const quiz = parseQuiz(job.quiz);
      if (!quiz.ok) return err({ code: 'invalid-pack', errors: quiz.error, stored: true });
      return ok(scoreAnswer(quiz.value, job.answer, budget));
    }
    case 'check-quiz': {
      const path = `quizzes[${job.index}]`;
      const quiz = parseQuiz(job.quiz, path);
      if (!quiz.ok) return err({ code: 'invalid-pack', errors: quiz.error, stored: false });
      const warnings = checkPackAgainstEngine(packOf(quiz.value), budget).map((w) => ({ ...w, path: reindex(w.path, job.index) }));
      return ok(warnings);
    }
    case 'generate':
      return runGenerateJob(job);
    case 'answer-step':
      return runAnswerStepJob(job, budget);
    case 'block-generate':
    case 'block-legal':
    case 'block-check':
    case 'block-score':
      return runBlockJob(job, budget);
    default:
      return jobFailure('bad-input', `unknown engine job "${String((job as { kind?: unknown }).kind)}"`);
  }
}

/** Runs one job; never throws (a bug becomes `internal`). */
export function runJob<J extends EngineJob>(job: J, options: JobOptions = {}): JobResult<J> {
  try {
    return run(job, options) as JobResult<J>;
  } catch (e) {
    return jobCrash(e);
  }
}
