/**
 * Answering and reviewing, in the TrainerApi: an answer is scored by the engine, recorded, and (when
 * rated) reschedules its quiz; the review queue and each quiz's status read the schedule back. Only the
 * first answer after the quiz was opened is graded (servings.ts); the hint and the attack tree of a
 * stored quiz go through the same record.
 */
import { isBlockQuiz, makeQuiz, parseQuiz } from '#shared/quiz/index';
import { buildReviewQueue, quizStatusOf, ratingFor, ratingIntervals, reviewCard } from '#main/domain/review/index';
import { apiErr, apiOk, badInput, fromStoreError, invalidPack } from './errors.ts';
import { cardOrUndefined, type ServiceContext } from './service-context.ts';
import type { DeclarationExplanation, SubmitResult } from '#main/contract/trainer-api';
import type { ApiResult } from '#main/contract/api-result';
import type { RunOptions } from '#main/worker/runner';
import type { ApiInput } from './validate.ts';
import { refuseIfInExam } from './exam-lock.ts';

const notOpened = (quizId: string) => badInput([{ path: 'quizId', message: `quiz ${quizId} is not open: open it (getQuiz) first` }]);

/**
 * quizExplain: the engine's explanation of each declaration, once the answer was submitted — by the
 * article's seven steps on an attack board, by the steps of CR 509.1 on a block board (the worked
 * example of a block quiz and the "why" of its diff). A declaration of the other half of combat is
 * refused at its path: it cannot be judged on this board.
 */
async function explainDeclarations(
  ctx: ServiceContext,
  { packId, quizId, declarations }: ApiInput<'quizExplain'>,
  run: RunOptions,
): Promise<ApiResult<ApiResult<DeclarationExplanation>[]>> {
  const loaded = ctx.loadQuiz(packId, quizId);
  if (!loaded.ok) return loaded;
  const inExam = refuseIfInExam(ctx.store, { packId, quizId }, ctx.now());
  if (inExam !== undefined) return inExam;
  const state = ctx.servings.state({ packId, quizId })?.state;
  if (state === undefined) return notOpened(quizId);
  if (state === 'open') return badInput([{ path: 'quizId', message: 'the explanations state the answer: they open once the answer is submitted' }]);
  const blocks = isBlockQuiz(loaded.value.quiz);
  const wrongKind = declarations.findIndex((d) => 'blocks' in d !== blocks);
  if (wrongKind >= 0) {
    const message = blocks
      ? 'this quiz is about declaring blockers: give each declaration as {"blocks": …}'
      : 'this quiz is about declaring attackers: give each declaration as {"attacks": …}';
    return badInput([{ path: `declarations[${wrongKind}]`, message }]);
  }
  const board = loaded.value.quiz.boardJson;
  const explained: ApiResult<DeclarationExplanation>[] = [];
  for (const declaration of declarations) {
    const r = await ctx.engine.run(blocks ? { kind: 'block-check', board, declaration } : { kind: 'check', board, declaration }, run);
    if (!r.ok && r.error.code === 'cancelled') return r;
    explained.push(r);
  }
  return apiOk(explained);
}

/** rateAttempt: the "latest rated attempt" check and the re-rating are one transaction, so no other process re-rates in between. */
function rerateAttempt(ctx: ServiceContext, { attemptId, rating }: ApiInput<'rateAttempt'>) {
  const { store, atomically, retention } = ctx;
  return atomically(() => {
    const record = store.getAttemptRecord(attemptId);
    if (!record.ok) return fromStoreError(record.error);
    const attempt = record.value;
    if (attempt === undefined) return apiErr('not-found', `no attempt ${attemptId}`);
    if (attempt.review === undefined) {
      return badInput([
        { path: 'attemptId', message: `attempt ${attemptId} did not change the schedule (a practice answer, or one given after an exam's deadline)` },
      ]);
    }
    const latest = store.latestReviewedAttempt(attempt.packId, attempt.quizId);
    if (!latest.ok) return fromStoreError(latest.error);
    // Later reviews were scheduled from this one's outcome; re-rating it would silently contradict them.
    if (latest.value !== attemptId) {
      return badInput([
        { path: 'attemptId', message: `only the latest rated attempt of quiz ${attempt.quizId} can be re-rated (that is attempt ${latest.value})` },
      ]);
    }
    const after = reviewCard(cardOrUndefined(attempt.review.before), rating, new Date(attempt.at), retention());
    const r = store.rerateAttempt(attemptId, { rating, before: attempt.review.before, after, due: after.due });
    if (!r.ok) return fromStoreError(r.error);
    return apiOk({ attemptId, rating, due: after.due });
  });
}

export function createAnswerMethods(ctx: ServiceContext) {
  const { store, engine, now, method, atomically, loadQuiz, retention, reviewFor, recordStep, servings } = ctx;

  return {
    submitAnswer: method('submitAnswer', async ({ packId, quizId, answer, timeMs, mode = 'rated' }, run): Promise<ApiResult<SubmitResult>> => {
      const ref = { packId, quizId };
      const loaded = loadQuiz(packId, quizId);
      if (!loaded.ok) return loaded;
      // Its score would show the answer of a quiz the exam in progress still asks.
      const inExam = refuseIfInExam(store, ref, now());
      if (inExam !== undefined) return inExam;
      // Taken before the engine's await, so that of two answers sent at once only one is graded.
      const serving = servings.take(ref);
      const scored = await engine.run({ kind: 'score', quiz: loaded.value.json, answer }, run);
      if (!scored.ok) {
        if (serving !== undefined) servings.restore(ref, serving);
        return scored;
      }
      const at = now();
      const result = { score: scored.value, quiz: loaded.value.quiz };
      // The answer was shown already (a retry, or a quiz answered without being opened): scored for the
      // learner to see, and nothing recorded, so the first answer stands for review and progress.
      if (serving === undefined) return apiOk({ ...result, answerShown: servings.state(ref)?.state === 'answered' ? 'retry' : 'not-opened' });
      // A hint recorded by quizCheck makes the answer a miss: the history, the review queue's
      // "missed" and the schedule all treat it as not known yet. The learner still sees the real score.
      const { hinted } = serving;
      const correct = scored.value.correct && !hinted;
      const withHint = hinted ? { hinted: true } : {};
      if (mode === 'practice') {
        const attempt = store.recordAttempt({ packId, quizId, answer, correct, timeMs, at, mode });
        if (!attempt.ok) return fromStoreError(attempt.error);
        await recordStep(attempt.value, loaded.value.json, answer, scored.value, run);
        return apiOk({ ...result, attemptId: attempt.value, ...withHint });
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
      await recordStep(attemptId, loaded.value.json, answer, scored.value, run);
      // From the card before this answer, as rateAttempt re-schedules: each button shows what it would store.
      const intervals = ratingIntervals(cardOrUndefined(review.before), at, retention());
      return apiOk({ ...result, attemptId, rating, due: new Date(review.due).toISOString(), intervals, ...withHint });
    }),

    // Before the answer this is the hint, recorded first so that no answer can overtake it.
    quizCheck: method('quizCheck', async ({ packId, quizId, declaration }, run) => {
      const loaded = loadQuiz(packId, quizId);
      if (!loaded.ok) return loaded;
      const inExam = refuseIfInExam(store, { packId, quizId }, now());
      if (inExam !== undefined) return inExam;
      // Checked before the hint is recorded: an attack declaration cannot be judged on a block board,
      // and a refused call must not turn the learner's answer into a miss.
      if (isBlockQuiz(loaded.value.quiz))
        return badInput([
          { path: 'quizId', message: 'this quiz is about declaring blockers: its worked example opens once the answer is submitted (quizExplain)' },
        ]);
      if (servings.hint({ packId, quizId }) === undefined) return notOpened(quizId);
      return engine.run({ kind: 'check', board: loaded.value.quiz.boardJson, declaration }, run);
    }),

    quizTree: method('quizTree', async ({ packId, quizId }, run) => {
      const loaded = loadQuiz(packId, quizId);
      if (!loaded.ok) return loaded;
      const inExam = refuseIfInExam(store, { packId, quizId }, now());
      if (inExam !== undefined) return inExam;
      const state = servings.state({ packId, quizId })?.state;
      if (state === undefined) return notOpened(quizId);
      if (state === 'open')
        return badInput([{ path: 'quizId', message: 'the attack tree lists the legal declarations: it opens once the answer is submitted' }]);
      return engine.run({ kind: 'tree', board: loaded.value.quiz.boardJson }, run);
    }),

    // One call for every declaration the answer got wrong: the board stays here, read once.
    quizExplain: method('quizExplain', (input, run) => explainDeclarations(ctx, input, run)),
    // The quiz is checked here, so that its errors name paths in the caller's argument (`quiz.board…`).
    // An author's preview: the authoring lane, so that a heavy one never delays a learner's answer.
    scoreQuiz: method('scoreQuiz', async ({ quiz, answer }, run) => {
      const parsed = parseQuiz(quiz, 'quiz');
      if (!parsed.ok) return invalidPack(parsed.error, 'the quiz is not valid');
      return engine.run({ kind: 'score', quiz: makeQuiz(parsed.value), answer }, { ...run, lane: 'authoring' });
    }),

    rateAttempt: method('rateAttempt', (input) => rerateAttempt(ctx, input)),

    reviewQueue: method('reviewQueue', (input) => {
      const rows = store.listProgress();
      const quizzes = store.listQuizzes({});
      if (!rows.ok) return fromStoreError(rows.error);
      if (!quizzes.ok) return fromStoreError(quizzes.error);
      return apiOk(buildReviewQueue(rows.value, quizzes.value, input?.now === undefined ? now() : new Date(input.now)));
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
  };
}
