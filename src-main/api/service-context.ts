/**
 * What every part of the TrainerApi service shares: the store, the engine runner, the clock and seed,
 * the boundary wrapper of each method (validate, run, never throw), transactions, the stored quiz read
 * back, and the review record of an answer.
 */
import type { JsonValue, Quiz } from '#shared/quiz/index';
import { parseQuiz } from '#shared/quiz/index';
import { randomBytes } from 'node:crypto';
import { parseCardJson, retentionOf, RETENTION_SETTING, reviewCard, type CardJson, type ReviewRating } from '#main/domain/review/index';
import type { AttemptReviewInput, Store } from '#main/store/index';
import type { EngineRunner, RunOptions } from '#main/worker/runner';
import { apiEngine, type ApiEngine } from './engine.ts';
import { makeStepRecorder } from './exam-progress-service.ts';
import { apiErr, apiOk, fromStoreError, internalError } from './errors.ts';
import type { CallOptions, TrainerApiMethod } from '#main/contract/trainer-api';
import type { ApiResult } from '#main/contract/api-result';
import { validateInput, type ApiInput } from './validate.ts';
import type { Servings } from './servings.ts';
import { createServiceSession, type ServiceSession } from './service-session.ts';

export interface ServiceOptions {
  /** The clock of reviews, exams and progress (tests pin it). */
  readonly now?: () => Date;
  /** The seed of each exam's draw; by default 32 random bits from the OS. */
  readonly seed?: () => number;
  /** The bound on one import's engine checks, in ms (default IMPORT_TIME_LIMIT_MS). */
  readonly importTimeLimitMs?: number;
  /** What is remembered between calls (quizzes opened, puzzles served, rushes); by default this service's own. */
  readonly session?: ServiceSession;
}

/** Two minutes of engine checks for one pack: thousands of ordinary quizzes, a few dozen at the engine's own limit. */
export const IMPORT_TIME_LIMIT_MS = 120_000;

export const cardOrUndefined = (state: unknown): CardJson | undefined => {
  if (state === null || state === undefined) return undefined;
  const card = parseCardJson(state);
  // A state the scheduler did not write (an older app, a hand edit) is treated as never scheduled.
  return card.ok ? card.value : undefined;
};

/** Validates, then runs; anything thrown below (a bug) still comes back as a value. */
export type ServiceMethod = <M extends TrainerApiMethod, T>(
  name: M,
  body: (input: ApiInput<M>, options: RunOptions) => ApiResult<T> | Promise<ApiResult<T>>,
) => (raw?: unknown, options?: CallOptions) => Promise<ApiResult<T>>;

export interface ServiceContext {
  readonly store: Store;
  /** The runner behind the API's error mapping (api/engine.ts): jobs answer with ApiResult. */
  readonly engine: ApiEngine;
  readonly now: () => Date;
  readonly nextSeed: () => number;
  readonly importTimeLimitMs: number;
  readonly method: ServiceMethod;
  readonly atomically: <T>(fn: () => ApiResult<T>) => ApiResult<T>;
  readonly loadQuiz: (packId: string, quizId: string) => ApiResult<{ quiz: Quiz; json: JsonValue }>;
  readonly retention: () => number;
  readonly reviewFor: (packId: string, quizId: string, rating: ReviewRating, at: Date) => ApiResult<AttemptReviewInput>;
  /** Records the step where an answer went wrong (issue 12, accuracy by step). */
  readonly recordStep: ReturnType<typeof makeStepRecorder>;
  /** The quizzes handed out and not answered yet, with their hints (servings.ts). */
  readonly servings: Servings;
  readonly session: ServiceSession;
}

export function makeServiceContext(store: Store, runner: EngineRunner, options: ServiceOptions = {}): ServiceContext {
  const engine = apiEngine(runner);
  const now = options.now ?? (() => new Date());
  const nextSeed = options.seed ?? (() => randomBytes(4).readUInt32LE(0));

  /** A read-modify-write of the store as one IMMEDIATE transaction (store.atomically; issue 14 §3). */
  const atomically = <T>(fn: () => ApiResult<T>): ApiResult<T> => {
    const r = store.atomically(fn);
    return r.ok ? r.value : fromStoreError(r.error);
  };

  const method: ServiceMethod =
    <M extends TrainerApiMethod, T>(name: M, body: (input: ApiInput<M>, options: RunOptions) => ApiResult<T> | Promise<ApiResult<T>>) =>
    async (raw?: unknown, options?: CallOptions): Promise<ApiResult<T>> => {
      try {
        const input = validateInput(name, raw);
        if (!input.ok) return input;
        return await body(input.value, options?.signal === undefined ? {} : { signal: options.signal });
      } catch (e) {
        return internalError(e);
      }
    };

  /** The stored quiz, parsed again: what the store holds was written by this code, but files can be edited. */
  const loadQuiz = (packId: string, quizId: string): ApiResult<{ quiz: Quiz; json: JsonValue }> => {
    const stored = store.getQuiz(packId, quizId);
    if (!stored.ok) return fromStoreError(stored.error);
    let json: JsonValue;
    try {
      json = JSON.parse(stored.value.json) as JsonValue;
    } catch {
      return apiErr('storage', `the stored quiz ${quizId} of pack ${packId} is not valid JSON`);
    }
    const quiz = parseQuiz(json);
    if (!quiz.ok) return apiErr('storage', `the stored quiz ${quizId} of pack ${packId} is no longer valid: ${quiz.error[0]?.message ?? 'unknown problem'}`);
    return apiOk({ quiz: quiz.value, json });
  };

  const retention = (): number => {
    const r = store.getSetting(RETENTION_SETTING);
    return retentionOf(r.ok ? r.value : undefined);
  };

  /** The review record of an answer rated `rating` at `at`, from the quiz's current state. */
  const reviewFor = (packId: string, quizId: string, rating: ReviewRating, at: Date): ApiResult<AttemptReviewInput> => {
    const current = store.getReviewState(packId, quizId);
    if (!current.ok) return fromStoreError(current.error);
    const before = cardOrUndefined(current.value?.state);
    const after = reviewCard(before, rating, at, retention());
    return apiOk({ rating, before: before ?? null, after, due: after.due });
  };

  const session = options.session ?? createServiceSession();

  return {
    store,
    engine,
    now,
    nextSeed,
    importTimeLimitMs: options.importTimeLimitMs ?? IMPORT_TIME_LIMIT_MS,
    method,
    atomically,
    loadQuiz,
    retention,
    reviewFor,
    recordStep: makeStepRecorder(store, engine),
    servings: session.servings,
    session,
  };
}
