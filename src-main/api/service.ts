/**
 * The TrainerApi behind both hosts (Electron IPC and the browser host): validates every argument at
 * the boundary (validate.ts), reads and writes the store, and sends all engine work to the runner
 * (a worker thread with a time limit). Every method resolves to an ApiResult; none throws.
 */
import type { JsonObject, JsonValue, Quiz } from '../quiz/index.ts';
import { ENGINE_QUESTION_TYPES, makeQuiz, makeQuizPack, parseQuiz, parseQuizPack, parseQuizPackText, QUIZ_PACK_FORMAT } from '../quiz/index.ts';
import type { QuizWarning } from '../quiz/index.ts';
import { randomBytes } from 'node:crypto';
import { buildExamReport, drawRandom, matchesCriteria, mulberry32, planExamItems, type ExamTiming, type ScoredItem } from '../exam/index.ts';
import { computeProgress, makePackProgress, packProgressOf, toCsv, type PackProgress } from '../progress/index.ts';
import { buildReviewQueue, parseCardJson, ratingFor, retentionOf, RETENTION_SETTING, reviewCard, type CardJson, type ReviewRating } from '../review/index.ts';
import type { AttemptInput, AttemptReviewInput, PackProgressInput, Store } from '../store/index.ts';
import type { EngineRunner } from '../worker/runner.ts';
import { apiErr, apiOk, badInput, fromStoreError, internalError, invalidPack } from './errors.ts';
import { toLearnerQuiz } from './learner-quiz.ts';
import { toStoredPack } from './stored-pack.ts';
import type { ApiResult, ExamReport, ExamSummary, QuizRef, StartExamInput, TrainerApi, TrainerApiMethod } from './trainer-api.ts';
import { validateInput, type ApiInput } from './validate.ts';

/** The pack saveUserQuiz writes to when no pack is named. */
export const USER_PACK_ID = 'my-quizzes';

const USER_PACK_HEADER = {
  format: QUIZ_PACK_FORMAT,
  id: USER_PACK_ID,
  title: 'My quizzes',
  description: 'Quizzes written in Attack Trainer.',
  author: 'Attack Trainer user',
  version: '1',
} as const;

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

/** What an exam row's config holds (docs/review-and-exams.md). */
interface ExamConfig {
  readonly count: number;
  readonly tags?: readonly string[];
  readonly levels?: readonly number[];
  readonly timeLimitMs?: number;
  readonly passMark: number;
  readonly seed: number;
  readonly deadline?: string;
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

  /** Validates, then runs; anything thrown below (a bug) still comes back as a value. */
  const method =
    <M extends TrainerApiMethod, T>(name: M, body: (input: ApiInput<M>) => ApiResult<T> | Promise<ApiResult<T>>) =>
    async (raw?: unknown): Promise<ApiResult<T>> => {
      try {
        const input = validateInput(name, raw);
        if (!input.ok) return input;
        return await body(input.value);
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

  const examSummary = (e: { id: string; startedAt: string; quizRefs: readonly QuizRef[]; report?: unknown }): ExamSummary => {
    const report = e.report as ExamReport | undefined;
    return {
      id: e.id,
      startedAt: e.startedAt,
      count: e.quizRefs.length,
      ...(report === undefined ? {} : { score: report.score, passed: report.passed }),
    };
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

  return {
    listPacks: method('listPacks', () => {
      const r = store.listPacks();
      return r.ok ? apiOk(r.value) : fromStoreError(r.error);
    }),

    listQuizzes: method('listQuizzes', (filter) => {
      const r = store.listQuizzes(filter ?? {});
      return r.ok ? apiOk(r.value) : fromStoreError(r.error);
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
      // Read after the await, then written with no await in between: no other call can move the schedule meanwhile.
      const rating = ratingFor({ correct, timeMs, level: loaded.value.quiz.level });
      const review = reviewFor(packId, quizId, rating, at);
      if (!review.ok) return review;
      const attempt = store.recordAttempt({ packId, quizId, answer, correct, timeMs, at, mode, review: review.value });
      if (!attempt.ok) return fromStoreError(attempt.error);
      return apiOk({ score: scored.value, quiz: loaded.value.quiz, attemptId: attempt.value, rating, due: new Date(review.value.due).toISOString(), ...withHint });
    }),

    // The quiz is checked here, so that its errors name paths in the caller's argument (`quiz.board…`).
    scoreQuiz: method('scoreQuiz', async ({ quiz, answer }) => {
      const parsed = parseQuiz(quiz, 'quiz');
      if (!parsed.ok) return invalidPack(parsed.error, 'the quiz is not valid');
      return engine.run({ kind: 'score', quiz: makeQuiz(parsed.value), answer });
    }),

    legal: method('legal', ({ board, limit, attackers }) =>
      engine.run({ kind: 'legal', board, ...(limit === undefined ? {} : { limit }), ...(attackers === undefined ? {} : { attackers }) }),
    ),

    legalBreakdown: method('legalBreakdown', ({ board }) => engine.run({ kind: 'breakdown', board })),

    check: method('check', ({ board, declaration }) => engine.run({ kind: 'check', board, declaration })),

    tree: method('tree', ({ board }) => engine.run({ kind: 'tree', board })),

    importPack: method('importPack', async ({ text }) => {
      const parsed = parseQuizPackText(text);
      if (!parsed.ok) return invalidPack(parsed.error);
      const progress = packProgressOf(parsed.value);
      // A builtin pack cannot be replaced, but the learner's history of it can move between machines:
      // its progress is restored onto the stored builtin quizzes, and the file's quizzes are ignored.
      const existing = store.getPack(parsed.value.id);
      if (progress !== undefined && existing.ok && existing.value.builtin) {
        const quizzes = store.listQuizzes({ packId: parsed.value.id });
        if (!quizzes.ok) return fromStoreError(quizzes.error);
        const ids = new Set(quizzes.value.map((q) => q.id));
        const kept = { attempts: progress.attempts.filter((a) => ids.has(a.quizId)), reviews: progress.reviews.filter((r) => ids.has(r.quizId)) };
        const restored = store.restoreProgress(parsed.value.id, toProgressInput(parsed.value.id, kept));
        if (!restored.ok) return fromStoreError(restored.error);
        return apiOk({ packId: parsed.value.id, quizCount: ids.size, warnings: [] });
      }
      const warnings = await checkQuizzes(parsed.value.quizzes);
      if (!warnings.ok) return warnings;
      const packInput = toStoredPack(parsed.value, false);
      const stored = store.importPack(progress === undefined ? packInput : { ...packInput, progress: toProgressInput(parsed.value.id, progress) });
      if (!stored.ok) return fromStoreError(stored.error);
      return apiOk({ packId: parsed.value.id, quizCount: parsed.value.quizzes.length, warnings: warnings.value });
    }),

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
          .map((a) => ({ quizId: a.quizId, at: a.at, correct: a.correct, timeMs: a.timeMs, mode: a.mode, answer: a.answer as JsonValue })),
        reviews: reviews.value.flatMap((s) => {
          const card = cardOrUndefined(s.state);
          return card === undefined ? [] : [{ quizId: s.quizId, due: s.due, state: card }];
        }),
      };
      const pack = JSON.parse(r.value) as JsonObject;
      return apiOk({ text: `${JSON.stringify({ ...pack, progress: makePackProgress(progress) }, null, 2)}\n` });
    }),

    // No await between reading the pack and writing it back: the store is synchronous, so no other
    // call of this process can interleave and lose a quiz.
    saveUserQuiz: method('saveUserQuiz', ({ packId = USER_PACK_ID, quiz }) => {
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
    }),

    // Synchronous from read to write, like saveUserQuiz.
    deleteQuiz: method('deleteQuiz', ({ packId, quizId }): ApiResult<{ readonly packDeleted: boolean }> => {
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
    }),

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
      const now = new Date().toISOString();
      return apiOk(
        r.value.map((p) => ({
          packId: p.packId,
          quizId: p.quizId,
          // A due review outranks the last outcome: the library's "due" filter is what to practise now.
          status: p.due !== undefined && p.due <= now ? ('due' as const) : p.lastCorrect === undefined ? ('new' as const) : p.lastCorrect ? ('correct' as const) : ('missed' as const),
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

    rateAttempt: method('rateAttempt', ({ attemptId, rating }) => {
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
    }),

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
      const config = exam.value.config as ExamConfig;
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
      return r.ok ? apiOk(r.value.map(examSummary)) : fromStoreError(r.error);
    }),

    getExam: method('getExam', ({ examId }) => {
      const r = store.getExam(examId);
      if (!r.ok) return fromStoreError(r.error);
      if (r.value.report === undefined) return badInput([{ path: 'examId', message: `exam ${examId} has not been submitted yet` }]);
      return apiOk(r.value.report as ExamReport);
    }),

    progress: method('progress', (input) => {
      const attempts = store.listAttempts();
      const quizzes = store.listQuizzes({});
      if (!attempts.ok) return fromStoreError(attempts.error);
      if (!quizzes.ok) return fromStoreError(quizzes.error);
      const tags = new Map(quizzes.value.map((q) => [`${q.packId}\u0000${q.id}`, q.tags]));
      const rows = attempts.value.map((a) => ({ at: a.at, correct: a.correct, tags: tags.get(`${a.packId}\u0000${a.quizId}`) ?? [] }));
      return apiOk(
        computeProgress(rows, now(), {
          ...(input?.days === undefined ? {} : { days: input.days }),
          ...(input?.utcOffsetMinutes === undefined ? {} : { utcOffsetMinutes: input.utcOffsetMinutes }),
        }),
      );
    }),

    exportProgressCsv: method('exportProgressCsv', () => {
      const attempts = store.listAttemptRecords();
      const quizzes = store.listQuizzes({});
      if (!attempts.ok) return fromStoreError(attempts.error);
      if (!quizzes.ok) return fromStoreError(quizzes.error);
      const byRef = new Map(quizzes.value.map((q) => [`${q.packId}\u0000${q.id}`, q]));
      const rows = attempts.value.map((a) => {
        const q = byRef.get(`${a.packId}\u0000${a.quizId}`);
        // A quiz deleted since keeps its row, with an empty title and no tags.
        return [a.at, a.packId, a.quizId, q?.title ?? '', (q?.tags ?? []).join(' '), a.correct, a.timeMs, a.mode];
      });
      return apiOk({ text: toCsv(['time', 'pack', 'quiz', 'title', 'tags', 'correct', 'timeMs', 'mode'], rows) });
    }),
  };
}
