/**
 * The TrainerApi behind both hosts (Electron IPC and the browser host): validates every argument at
 * the boundary (validate.ts), reads and writes the store, and sends all engine work to the runner
 * (a worker thread with a time limit). Every method resolves to an ApiResult; none throws.
 */
import type { JsonObject, JsonValue, Quiz } from '../quiz/index.ts';
import { ENGINE_QUESTION_TYPES, makeQuiz, makeQuizPack, parseQuiz, parseQuizPack, parseQuizPackText } from '../quiz/index.ts';
import type { QuizWarning } from '../quiz/index.ts';
import { randomBytes } from 'node:crypto';
import { buildExamReport, drawRandom, matchesCriteria, mulberry32, planExamItems, type ExamTiming, type ScoredItem } from '../exam/index.ts';
import { csvLine, localDayRanges, makePackProgress, progressFromAggregates, zoneOf, type PackProgress } from '../progress/index.ts';
import { buildReviewQueue, quizStatusOf, parseCardJson, ratingFor, retentionOf, RETENTION_SETTING, reviewCard, type CardJson, type ReviewRating } from '../review/index.ts';
import type { AttemptInput, AttemptReviewInput, PackProgressInput, PackSummary, Store } from '../store/index.ts';
import { packSearchTerms, type QuizSearchTerms } from './quiz-search.ts';
import type { EngineRunner, RunOptions } from '../worker/runner.ts';
import { apiErr, apiOk, badInput, fromStoreError, internalError, invalidPack } from './errors.ts';
import { toLearnerQuiz } from './learner-quiz.ts';
import { importPackText } from './import-pack.ts';
import { USER_PACK_HEADER, userPackId } from './user-pack.ts';
import { toStoredPack } from './stored-pack.ts';
import type { ApiResult, CallOptions, ExamSummary, QuizRef, StartExamInput, TrainerApi, TrainerApiMethod } from './trainer-api.ts';
import { validateInput, type ApiInput } from './validate.ts';
import { createPuzzleMethods } from './puzzle-service.ts';
import { readExamConfig, readExamReport, type ExamConfig } from './stored-exam.ts';
import { parseStoredPackObject, storedTags } from './stored-json.ts';

const CSV_HEADER = ['time', 'pack', 'quiz', 'title', 'tags', 'correct', 'timeMs', 'mode'] as const;


const isEngineDecided = (quiz: Quiz): boolean => (ENGINE_QUESTION_TYPES as readonly string[]).includes(quiz.question.type);

/** `quizzes[7].board.x` → `quiz.board.x`: errors of the saved quiz, located in the caller's argument. */
const toQuizPath = (path: string, index: number): string => {
  const prefix = `quizzes[${index}]`;
  if (path === prefix) return 'quiz';
  if (path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`)) return `quiz${path.slice(prefix.length)}`;
  return path;
};

const quizIdOf = (raw: unknown): string | undefined => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const id = (raw as { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
};

export interface ServiceOptions {
  /** The clock of reviews, exams and progress (tests pin it). */
  readonly now?: () => Date;
  /** The seed of each exam's draw; by default 32 random bits from the OS. */
  readonly seed?: () => number;
}

const cardOrUndefined = (state: unknown): CardJson | undefined => {
  if (state === null || state === undefined) return undefined;
  const card = parseCardJson(state);
  // A state the scheduler did not write (an older app, a hand edit) is treated as never scheduled.
  return card.ok ? card.value : undefined;
};

export function createTrainerService(store: Store, engine: EngineRunner, options: ServiceOptions = {}): TrainerApi {
  const now = options.now ?? (() => new Date());
  const nextSeed = options.seed ?? (() => randomBytes(4).readUInt32LE(0));

  /** A user pack's JSON as stored (`not-found`, or `readonly` for a built-in pack). */
  const readUserPack = (packId: string, hint = ''): ApiResult<JsonObject> => {
    const existing = store.getPack(packId);
    if (!existing.ok) return fromStoreError(existing.error);
    if (existing.value.builtin) return apiErr('readonly', `pack ${packId} is a builtin pack and cannot be changed${hint}`);
    const current = parseQuizPackText(existing.value.json);
    if (!current.ok) return apiErr('storage', `the stored pack ${packId} is no longer valid: ${current.error[0]?.message ?? 'unknown problem'}`);
    return apiOk(makeQuizPack(current.value));
  };

  /** A read-modify-write of the store as one IMMEDIATE transaction (store.atomically; issue 14 §3). */
  const atomically = <T>(fn: () => ApiResult<T>): ApiResult<T> => {
    const r = store.atomically(fn);
    return r.ok ? r.value : fromStoreError(r.error);
  };

  /** Validates, then runs; anything thrown below (a bug) still comes back as a value. */
  const method =
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

  /** One engine check per engine-decided quiz, each within the runner's limit; a refusal is a warning too. */
  const checkQuizzes = async (quizzes: readonly Quiz[]): Promise<ApiResult<QuizWarning[]>> => {
    const warnings: QuizWarning[] = [];
    for (const [index, quiz] of quizzes.entries()) {
      if (!isEngineDecided(quiz)) continue;
      const r = await engine.run({ kind: 'check-quiz', quiz: makeQuiz(quiz), index });
      if (r.ok) {
        warnings.push(...r.value);
      } else if (r.error.code === 'cancelled') {
        return r;
      } else {
        warnings.push({
          path: `quizzes[${index}].board`,
          quizId: quiz.id,
          code: 'engine-error',
          message: `the engine gave no answer (${r.error.code}): ${r.error.message}`,
          ...(r.error.code === 'too-large' ? { engineError: { code: 'too-large' as const, message: r.error.message } } : {}),
        });
      }
    }
    return apiOk(warnings);
  };

  /**
   * Search terms per pack, read from the pack's JSON once per version of it: every write of a pack sets
   * importedAt (to the millisecond), and a quiz saved or deleted also changes the count.
   */
  const termsCache = new Map<string, { readonly version: string; readonly terms: Map<string, QuizSearchTerms> }>();
  const searchTerms = (packs: readonly PackSummary[]): ReadonlyMap<string, Map<string, QuizSearchTerms>> => {
    const current = new Map<string, Map<string, QuizSearchTerms>>();
    for (const pack of packs) {
      const version = `${pack.importedAt}|${pack.quizCount}|${pack.version}`;
      let cached = termsCache.get(pack.id);
      if (cached?.version !== version) {
        const stored = store.getPack(pack.id);
        cached = { version, terms: stored.ok ? packSearchTerms(stored.value.json) : new Map() };
        termsCache.set(pack.id, cached);
      }
      current.set(pack.id, cached.terms);
    }
    for (const id of termsCache.keys()) if (!current.has(id)) termsCache.delete(id);
    return current;
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

  const examSummary = (e: { id: string; startedAt: string; quizRefs: readonly QuizRef[]; report?: unknown }): ApiResult<ExamSummary> => {
    const summary = { id: e.id, startedAt: e.startedAt, count: e.quizRefs.length };
    if (e.report === undefined) return apiOk(summary);
    const report = readExamReport(e.id, e.report);
    return report.ok ? apiOk({ ...summary, score: report.value.score, passed: report.value.passed }) : report;
  };

  /** Keeps the card reviewed last: an import must not roll back a schedule this machine has moved on. */
  const newerReviews = (packId: string, progress: PackProgress): PackProgressInput['reviews'] =>
    progress.reviews.filter((r) => {
      const existing = store.getReviewState(packId, r.quizId);
      const mine = existing.ok ? cardOrUndefined(existing.value?.state) : undefined;
      if (mine === undefined) return true;
      return (r.state.last_review ?? '') > (mine.last_review ?? '');
    });

  const toProgressInput = (packId: string, progress: PackProgress): PackProgressInput => ({
    attempts: progress.attempts.map((a) => ({ quizId: a.quizId, at: a.at, correct: a.correct, timeMs: a.timeMs, mode: a.mode, answer: a.answer })),
    reviews: newerReviews(packId, progress),
  });

  const base = {
    listPacks: method('listPacks', () => {
      const r = store.listPacks();
      return r.ok ? apiOk(r.value) : fromStoreError(r.error);
    }),

    listQuizzes: method('listQuizzes', (filter) => {
      const r = store.listQuizzes(filter ?? {});
      if (!r.ok) return fromStoreError(r.error);
      const packs = store.listPacks();
      if (!packs.ok) return fromStoreError(packs.error);
      const terms = searchTerms(packs.value);
      return apiOk(
        r.value.map((q) => {
          const t = terms.get(q.packId)?.get(q.id);
          return t === undefined ? q : { ...q, cards: t.cards, rules: t.rules };
        }),
      );
    }),

    getQuiz: method('getQuiz', ({ packId, quizId }) => {
      const loaded = loadQuiz(packId, quizId);
      return loaded.ok ? apiOk(toLearnerQuiz(loaded.value.quiz, packId)) : loaded;
    }),

    submitAnswer: method('submitAnswer', async ({ packId, quizId, answer, timeMs, mode = 'rated', hinted = false }) => {
      const loaded = loadQuiz(packId, quizId);
      if (!loaded.ok) return loaded;
      const scored = await engine.run({ kind: 'score', quiz: loaded.value.json, answer });
      if (!scored.ok) return scored;
      // An answer given after a hint is recorded as a miss (issue 12): the history, the review queue's
      // "missed" and the schedule all treat it as not known yet. The learner still sees the real score.
      const correct = scored.value.correct && !hinted;
      const withHint = hinted ? { hinted: true } : {};
      const at = now();
      if (mode === 'practice') {
        const attempt = store.recordAttempt({ packId, quizId, answer, correct, timeMs, at, mode });
        if (!attempt.ok) return fromStoreError(attempt.error);
        return apiOk({ score: scored.value, quiz: loaded.value.quiz, attemptId: attempt.value, ...withHint });
      }
      // Read after the await, in one transaction with the write: no other call or process can move the schedule meanwhile.
      const rating = ratingFor({ correct, timeMs, level: loaded.value.quiz.level });
      const recorded = atomically(() => {
        const review = reviewFor(packId, quizId, rating, at);
        if (!review.ok) return review;
        const attempt = store.recordAttempt({ packId, quizId, answer, correct, timeMs, at, mode, review: review.value });
        return attempt.ok ? apiOk({ review: review.value, attemptId: attempt.value }) : fromStoreError(attempt.error);
      });
      if (!recorded.ok) return recorded;
      const { review, attemptId } = recorded.value;
      return apiOk({ score: scored.value, quiz: loaded.value.quiz, attemptId, rating, due: new Date(review.due).toISOString(), ...withHint });
    }),

    // The quiz is checked here, so that its errors name paths in the caller's argument (`quiz.board…`).
    scoreQuiz: method('scoreQuiz', async ({ quiz, answer }, run) => {
      const parsed = parseQuiz(quiz, 'quiz');
      if (!parsed.ok) return invalidPack(parsed.error, 'the quiz is not valid');
      return engine.run({ kind: 'score', quiz: makeQuiz(parsed.value), answer }, run);
    }),

    legal: method('legal', ({ board, limit, attackers }, run) =>
      engine.run({ kind: 'legal', board, ...(limit === undefined ? {} : { limit }), ...(attackers === undefined ? {} : { attackers }) }, run),
    ),

    legalOverview: method('legalOverview', ({ board, limit }, run) => engine.run({ kind: 'overview', board, ...(limit === undefined ? {} : { limit }) }, run)),

    legalBreakdown: method('legalBreakdown', ({ board }, run) => engine.run({ kind: 'breakdown', board }, run)),

    check: method('check', ({ board, declaration }, run) => engine.run({ kind: 'check', board, declaration }, run)),

    tree: method('tree', ({ board }, run) => engine.run({ kind: 'tree', board }, run)),

    importPack: method('importPack', (input) => importPackText({ store, checkQuizzes, toProgressInput, atomically }, input)),

    exportPack: method('exportPack', ({ packId, withProgress }) => {
      const r = store.exportPack(packId);
      if (!r.ok) return fromStoreError(r.error);
      if (withProgress !== true) return apiOk({ text: r.value });
      const quizzes = store.listQuizzes({ packId });
      const attempts = store.listAttemptRecords({ packId });
      const reviews = store.listReviewStates(packId);
      if (!quizzes.ok) return fromStoreError(quizzes.error);
      if (!attempts.ok) return fromStoreError(attempts.error);
      if (!reviews.ok) return fromStoreError(reviews.error);
      // Only quizzes the pack still holds: the parser refuses progress of a quiz the file does not contain.
      const ids = new Set(quizzes.value.map((q) => q.id));
      const progress: PackProgress = {
        attempts: attempts.value
          .filter((a) => ids.has(a.quizId))
          .map((a) => ({ quizId: a.quizId, at: a.at, correct: a.correct, timeMs: a.timeMs, mode: a.mode, answer: a.answer as JsonValue })), // the store's JSON.parse output: JSON by construction
        reviews: reviews.value.flatMap((s) => {
          const card = cardOrUndefined(s.state);
          return card === undefined ? [] : [{ quizId: s.quizId, due: s.due, state: card }];
        }),
      };
      const pack = parseStoredPackObject(packId, r.value);
      if (!pack.ok) return pack;
      return apiOk({ text: `${JSON.stringify({ ...pack.value, progress: makePackProgress(progress) }, null, 2)}\n` });
    }),

    // The read and the write are one IMMEDIATE transaction: another process on the same database
    // cannot write the pack in between and have its quiz lost (issue 14 §3).
    saveUserQuiz: method('saveUserQuiz', ({ packId: named, quiz }) => atomically((): ApiResult<QuizRef> => {
      const packId = named ?? userPackId(store);
      const existing = readUserPack(packId, '; save the quiz into a pack of your own');
      if (!existing.ok && existing.error.code !== 'not-found') return existing;
      const base: JsonObject = existing.ok ? existing.value : { ...USER_PACK_HEADER, id: packId, quizzes: [] };
      const quizzes = [...((base['quizzes'] ?? []) as readonly JsonValue[])];
      const id = quizIdOf(quiz);
      const found = quizzes.findIndex((q) => quizIdOf(q) === id);
      const index = found >= 0 ? found : quizzes.length;
      quizzes[index] = quiz as JsonValue;
      const pack = parseQuizPack({ ...base, quizzes });
      if (!pack.ok) {
        return invalidPack(
          pack.error.map((e) => ({ ...e, path: toQuizPath(e.path, index) })),
          'the quiz is not valid',
        );
      }
      const saved = pack.value.quizzes[index];
      if (saved === undefined) return apiErr('internal', 'internal error: the saved quiz went missing');
      const stored = store.importPack(toStoredPack(pack.value, false));
      if (!stored.ok) return fromStoreError(stored.error);
      return apiOk({ packId, quizId: saved.id });
    })),

    // One transaction from read to write, like saveUserQuiz.
    deleteQuiz: method('deleteQuiz', ({ packId, quizId }) => atomically((): ApiResult<{ readonly packDeleted: boolean }> => {
      const existing = readUserPack(packId);
      if (!existing.ok) return existing;
      const quizzes = (existing.value['quizzes'] ?? []) as readonly JsonValue[];
      const kept = quizzes.filter((q) => quizIdOf(q) !== quizId);
      if (kept.length === quizzes.length) return apiErr('not-found', `no quiz ${quizId} in pack ${packId}`);
      if (kept.length === 0) {
        const deleted = store.deletePack(packId);
        return deleted.ok ? apiOk({ packDeleted: true }) : fromStoreError(deleted.error);
      }
      const pack = parseQuizPack({ ...existing.value, quizzes: kept });
      if (!pack.ok) return apiErr('storage', `the pack ${packId} would no longer be valid: ${pack.error[0]?.message ?? 'unknown problem'}`);
      const stored = store.importPack(toStoredPack(pack.value, false));
      return stored.ok ? apiOk({ packDeleted: false }) : fromStoreError(stored.error);
    })),

    deletePack: method('deletePack', ({ packId }) => {
      const deleted = store.deletePack(packId);
      return deleted.ok ? apiOk(null) : fromStoreError(deleted.error);
    }),

    stats: method('stats', () => {
      const r = store.stats();
      if (!r.ok) return fromStoreError(r.error);
      const { attempts, correct, byTag } = r.value;
      return apiOk({ attempts, correct, byTag: byTag.map((t) => ({ tag: t.tag, attempts: t.attempts, correct: t.correct })) });
    }),

    listProgress: method('listProgress', () => {
      const r = store.listProgress();
      if (!r.ok) return fromStoreError(r.error);
      // The service's clock, as the review queue's: both must call the same quizzes missed or due.
      const at = now().toISOString();
      return apiOk(
        r.value.map((p) => ({
          packId: p.packId,
          quizId: p.quizId,
          status: quizStatusOf(p, at),
          attempts: p.attempts,
          ...(p.lastAttemptAt === undefined ? {} : { lastAttemptAt: p.lastAttemptAt }),
        })),
      );
    }),

    // A setting never set reads as null: JSON (and so the HTTP host) has no undefined.
    getSetting: method('getSetting', ({ key }) => {
      const r = store.getSetting(key);
      return r.ok ? apiOk(r.value === undefined ? null : r.value) : fromStoreError(r.error);
    }),

    setSetting: method('setSetting', ({ key, value }) => {
      const r = store.setSetting(key, value);
      return r.ok ? apiOk(null) : fromStoreError(r.error);
    }),

    // The "latest rated attempt" check and the re-rating are one transaction (issue 14 §3).
    rateAttempt: method('rateAttempt', ({ attemptId, rating }) => atomically(() => {
      const record = store.getAttemptRecord(attemptId);
      if (!record.ok) return fromStoreError(record.error);
      const attempt = record.value;
      if (attempt === undefined) return apiErr('not-found', `no attempt ${attemptId}`);
      if (attempt.review === undefined) {
        return badInput([{ path: 'attemptId', message: `attempt ${attemptId} did not change the schedule (a practice answer, or one given after an exam's deadline)` }]);
      }
      const latest = store.latestReviewedAttempt(attempt.packId, attempt.quizId);
      if (!latest.ok) return fromStoreError(latest.error);
      // Later reviews were scheduled from this one's outcome; re-rating it would silently contradict them.
      if (latest.value !== attemptId) {
        return badInput([{ path: 'attemptId', message: `only the latest rated attempt of quiz ${attempt.quizId} can be re-rated (that is attempt ${latest.value})` }]);
      }
      const after = reviewCard(cardOrUndefined(attempt.review.before), rating, new Date(attempt.at), retention());
      const r = store.rerateAttempt(attemptId, { rating, before: attempt.review.before, after, due: after.due });
      if (!r.ok) return fromStoreError(r.error);
      return apiOk({ attemptId, rating, due: after.due });
    })),

    reviewQueue: method('reviewQueue', (input) => {
      const rows = store.listProgress();
      const quizzes = store.listQuizzes({});
      if (!rows.ok) return fromStoreError(rows.error);
      if (!quizzes.ok) return fromStoreError(quizzes.error);
      return apiOk(buildReviewQueue(rows.value, quizzes.value, input?.now === undefined ? now() : new Date(input.now)));
    }),

    startExam: method('startExam', (input: StartExamInput) => {
      const quizzes = store.listQuizzes({});
      if (!quizzes.ok) return fromStoreError(quizzes.error);
      const candidates = quizzes.value.filter((q) => matchesCriteria(q, input));
      const seed = nextSeed() >>> 0;
      const drawn = drawRandom(candidates, input.count, mulberry32(seed));
      if (!drawn.ok) {
        const n = drawn.error.available;
        return badInput([{ path: 'count', message: `only ${n} quiz${n === 1 ? '' : 'zes'} match${n === 1 ? 'es' : ''} the exam's tags and levels; ask for at most ${n}` }]);
      }
      const started = now();
      const startedAt = started.toISOString();
      const timeLimitMs = input.timeLimitMs ?? undefined;
      const deadline = timeLimitMs === undefined ? undefined : new Date(started.getTime() + timeLimitMs).toISOString();
      const examId = `exam-${started.getTime().toString(36)}-${seed.toString(16).padStart(8, '0')}`;
      const quizRefs = drawn.value.map((q) => ({ packId: q.packId, quizId: q.id }));
      const config: ExamConfig = {
        count: input.count,
        ...(input.tags === undefined ? {} : { tags: input.tags }),
        ...(input.levels === undefined ? {} : { levels: input.levels }),
        ...(timeLimitMs === undefined ? {} : { timeLimitMs }),
        passMark: input.passMark,
        seed,
        ...(deadline === undefined ? {} : { deadline }),
      };
      const created = store.createExam({ id: examId, startedAt, config, quizRefs });
      if (!created.ok) return fromStoreError(created.error);
      return apiOk({ examId, quizRefs, startedAt, ...(deadline === undefined ? {} : { deadline }) });
    }),

    submitExam: method('submitExam', async ({ examId, answers, timedOut }) => {
      const exam = store.getExam(examId);
      if (!exam.ok) return fromStoreError(exam.error);
      if (exam.value.report !== undefined) return badInput([{ path: 'examId', message: `exam ${examId} was already submitted` }]);
      const storedConfig = readExamConfig(examId, exam.value.config);
      if (!storedConfig.ok) return storedConfig;
      const config = storedConfig.value;
      const timing: ExamTiming = {
        startedAt: exam.value.startedAt,
        ...(config.deadline === undefined ? {} : { deadline: config.deadline }),
        ...(config.timeLimitMs === undefined ? {} : { timeLimitMs: config.timeLimitMs }),
      };
      const finished = now();
      const planned = planExamItems(exam.value.quizRefs, answers, timing, finished);
      if (!planned.ok) return badInput(planned.error, 'the exam answers are not valid');
      const items: ScoredItem[] = [];
      for (const item of planned.value) {
        const loaded = loadQuiz(item.packId, item.quizId);
        if (!loaded.ok) return loaded;
        let score = null;
        if (item.given !== null) {
          const scored = await engine.run({ kind: 'score', quiz: loaded.value.json, answer: item.given });
          if (!scored.ok) return scored;
          score = scored.value;
        }
        items.push({ ...item, quiz: loaded.value.quiz, score });
      }
      const report = buildExamReport(items, { examId, timing, passMark: config.passMark, timedOut, finishedAt: finished });
      // Answers given in time are rated like any review; late ones are recorded (as wrong) without
      // moving the schedule, and unanswered quizzes are not attempts at all (docs/review-and-exams.md).
      const attempts: AttemptInput[] = [];
      for (const [i, item] of items.entries()) {
        if (item.given === null) continue;
        const correct = report.items[i]?.correct ?? false;
        const base = { packId: item.packId, quizId: item.quizId, answer: item.given, correct, timeMs: item.timeMs, at: finished, mode: 'exam' as const };
        if (item.late) {
          attempts.push(base);
          continue;
        }
        const review = reviewFor(item.packId, item.quizId, ratingFor({ correct, timeMs: item.timeMs, level: item.quiz.level }), finished);
        if (!review.ok) return review;
        attempts.push({ ...base, review: review.value });
      }
      const stored = store.finishExam(examId, report, finished, attempts);
      if (!stored.ok) {
        return stored.error.code === 'conflict' ? badInput([{ path: 'examId', message: stored.error.message }]) : fromStoreError(stored.error);
      }
      return apiOk(report);
    }),

    listExams: method('listExams', () => {
      const r = store.listExams();
      if (!r.ok) return fromStoreError(r.error);
      const summaries: ExamSummary[] = [];
      for (const exam of r.value) {
        const summary = examSummary(exam);
        if (!summary.ok) return summary;
        summaries.push(summary.value);
      }
      return apiOk(summaries);
    }),

    getExam: method('getExam', ({ examId }) => {
      const r = store.getExam(examId);
      if (!r.ok) return fromStoreError(r.error);
      if (r.value.report === undefined) return badInput([{ path: 'examId', message: `exam ${examId} has not been submitted yet` }]);
      return readExamReport(examId, r.value.report);
    }),

    progress: method('progress', (input) => {
      const options = {
        ...(input?.days === undefined ? {} : { days: input.days }),
        ...(input?.timeZone === undefined ? {} : { timeZone: input.timeZone }),
        ...(input?.utcOffsetMinutes === undefined ? {} : { utcOffsetMinutes: input.utcOffsetMinutes }),
      };
      const span = store.attemptSpan();
      const tallies = store.quizTallies();
      const quizTags = store.quizTags();
      if (!span.ok) return fromStoreError(span.error);
      if (!tallies.ok) return fromStoreError(tallies.error);
      if (!quizTags.ok) return fromStoreError(quizTags.error);
      // The history cut into pieces that each lie within one date of the learner's calendar, one index range each.
      const ranges = span.value === undefined ? [] : localDayRanges(zoneOf(options), Date.parse(span.value.first), Date.parse(span.value.last) + 1);
      const counts = store.tallyRanges(ranges.length === 0 ? [] : [...ranges.map((r) => new Date(r.start).toISOString()), new Date(ranges.at(-1)!.end).toISOString()]);
      if (!counts.ok) return fromStoreError(counts.error);
      const days = ranges.map((r, i) => ({ date: r.date, attempts: counts.value[i]?.attempts ?? 0, correct: counts.value[i]?.correct ?? 0 }));
      const tags = new Map(quizTags.value.map((q) => [`${q.packId}\u0000${q.quizId}`, q.tags]));
      const quizzes = tallies.value.map((t) => ({ attempts: t.attempts, correct: t.correct, tags: tags.get(`${t.packId}\u0000${t.quizId}`) ?? [] }));
      const runs = store.correctRuns();
      if (!runs.ok) return fromStoreError(runs.error);
      return apiOk(progressFromAggregates(days, quizzes, runs.value, now(), options));
    }),

    checkDatabase: method('checkDatabase', (input) => {
      const full = input?.full === true;
      const r = store.checkHealth(full);
      return r.ok ? apiOk({ ok: r.value.ok, full, problems: r.value.problems }) : fromStoreError(r.error);
    }),

    // Row by row from the database into the text: no attempt objects, no answers parsed (the CSV has none).
    exportProgressCsv: method('exportProgressCsv', () => {
      const chunks: string[] = [`${csvLine(CSV_HEADER)}\r\n`];
      // Title and tags as CSV fields once per quiz: they are the only fields that can need quoting or
      // the formula guard. The others are ISO times, ids (ID_PATTERN), booleans, numbers and modes.
      const quizFields = new Map<string, string>();
      const done = store.eachAttemptForCsv((a) => {
        const key = `${a.packId}\u0000${a.quizId}`;
        let fields = quizFields.get(key);
        if (fields === undefined) {
          // A quiz deleted since keeps its row, with an empty title and no tags.
          fields = csvLine([a.title ?? '', a.tags === null ? '' : storedTags(a.tags).join(' ')]);
          quizFields.set(key, fields);
        }
        chunks.push(`${a.at},${a.packId},${a.quizId},${fields},${String(a.correct)},${a.timeMs},${a.mode}\r\n`);
      });
      if (!done.ok) return fromStoreError(done.error);
      return apiOk({ text: chunks.join('') });
    }),
  };
  // Generated puzzles (issue 18) are answered through submitAnswer and saved with saveUserQuiz.
  return { ...base, ...createPuzzleMethods({ store, engine, method, submitAnswer: base.submitAnswer, saveUserQuiz: base.saveUserQuiz, nextSeed }) };
}
