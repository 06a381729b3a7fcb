/**
 * Packs in the TrainerApi: import (engine-checked), export (optionally with progress), a user's own
 * quizzes saved and deleted, a user pack deleted.
 */
import type { JsonObject, JsonValue, Quiz } from '#shared/quiz/index';
import { ENGINE_QUESTION_TYPES, makeQuiz, makeQuizPack, parseQuizPack, parseQuizPackText } from '#shared/quiz/index';
import type { QuizWarning } from '#shared/quiz/index';
import { makePackProgress, type PackProgress } from '#main/domain/progress/index';
import type { PackProgressInput, Store } from '#main/store/index';
import { apiErr, apiOk, fromStoreError, invalidPack } from './errors.ts';
import { importPackText } from './import-pack.ts';
import { USER_PACK_HEADER, userPackId } from './user-pack.ts';
import { toStoredPack } from '#main/store/stored-pack';
import type { QuizRef } from '#main/contract/trainer-api';
import type { ApiResult } from '#main/contract/api-result';
import type { RunOptions } from '#main/worker/runner';
import { parseStoredPackObject } from './stored-json.ts';
import { cardOrUndefined, type ServiceContext } from './service-context.ts';

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

/** A user pack's JSON as stored (`not-found`, or `readonly` for a built-in pack). */
const readUserPack = (store: Store, packId: string, hint = ''): ApiResult<JsonObject> => {
  const existing = store.getPack(packId);
  if (!existing.ok) return fromStoreError(existing.error);
  if (existing.value.builtin) return apiErr('readonly', `pack ${packId} is a builtin pack and cannot be changed${hint}`);
  const current = parseQuizPackText(existing.value.json);
  if (!current.ok) return apiErr('storage', `the stored pack ${packId} is no longer valid: ${current.error[0]?.message ?? 'unknown problem'}`);
  return apiOk(makeQuizPack(current.value));
};

/**
 * One engine check per engine-decided quiz, each within the runner's limit; a refusal is a warning
 * too. The whole import is bounded as well (importTimeLimitMs): 5,000 heavy quizzes at up to 5 s
 * each would hold the data folder for hours. Past the bound, or when the caller cancels (the
 * library's Cancel, a client that goes away), nothing is imported.
 */
const checkQuizzes = async (ctx: ServiceContext, quizzes: readonly Quiz[], run: RunOptions = {}): Promise<ApiResult<QuizWarning[]>> => {
  // Counted for importProgress while the checks run: a long import says how far it is.
  const progress = { checked: 0, total: quizzes.filter(isEngineDecided).length };
  ctx.session.imports.add(progress);
  try {
    return await checkEach(ctx, quizzes, run, progress);
  } finally {
    ctx.session.imports.delete(progress);
  }
};

const checkEach = async (
  { engine, importTimeLimitMs }: ServiceContext,
  quizzes: readonly Quiz[],
  run: RunOptions,
  progress: { checked: number },
): Promise<ApiResult<QuizWarning[]>> => {
  const warnings: QuizWarning[] = [];
  const started = Date.now();
  for (const [index, quiz] of quizzes.entries()) {
    if (!isEngineDecided(quiz)) continue;
    if (run.signal?.aborted === true) return apiErr('cancelled', 'the import was cancelled; nothing was imported');
    if (Date.now() - started > importTimeLimitMs) {
      return apiErr(
        'too-large',
        `checking this pack's ${quizzes.length} quizzes against the engine takes longer than ${Math.round(importTimeLimitMs / 1000)} s (${index} checked); nothing was imported — split it into smaller packs`,
      );
    }
    const r = await engine.run({ kind: 'check-quiz', quiz: makeQuiz(quiz), index }, run);
    progress.checked++;
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

/** Keeps the card reviewed last: an import must not roll back a schedule this machine has moved on. */
const newerReviews = (store: Store, packId: string, progress: PackProgress): PackProgressInput['reviews'] =>
  progress.reviews.filter((r) => {
    const existing = store.getReviewState(packId, r.quizId);
    const mine = existing.ok ? cardOrUndefined(existing.value?.state) : undefined;
    if (mine === undefined) return true;
    return (r.state.last_review ?? '') > (mine.last_review ?? '');
  });

const toProgressInput = (store: Store, packId: string, progress: PackProgress): PackProgressInput => ({
  attempts: progress.attempts.map((a) => ({ quizId: a.quizId, at: a.at, correct: a.correct, timeMs: a.timeMs, mode: a.mode, answer: a.answer })),
  reviews: newerReviews(store, packId, progress),
});

/** exportPack: the stored pack as text, with the learner's progress on request. */
function exportPackText(store: Store, packId: string, withProgress: true | undefined): ApiResult<{ readonly text: string }> {
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
}

/** saveUserQuiz: the quiz added to (or replacing its namesake in) a user pack, made when absent. */
function saveQuiz(store: Store, named: string | undefined, quiz: unknown): ApiResult<QuizRef> {
  const packId = named ?? userPackId(store);
  const existing = readUserPack(store, packId, '; save the quiz into a pack of your own');
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
}

/** deleteQuiz: the quiz taken out of its user pack; the pack goes with its last quiz. */
function deleteQuizFrom(store: Store, packId: string, quizId: string): ApiResult<{ readonly packDeleted: boolean }> {
  const existing = readUserPack(store, packId);
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
}

export function createPackMethods(ctx: ServiceContext) {
  const { store, method, atomically } = ctx;
  return {
    importPack: method('importPack', (input, run) =>
      importPackText(
        {
          store,
          checkQuizzes: (quizzes) => checkQuizzes(ctx, quizzes, run),
          toProgressInput: (packId, progress) => toProgressInput(store, packId, progress),
          atomically,
        },
        input,
      ),
    ),

    // The newest import in progress: the library polls it while its import runs.
    importProgress: method('importProgress', () => {
      const newest = [...ctx.session.imports].at(-1);
      return apiOk(newest === undefined ? null : { checked: newest.checked, total: newest.total });
    }),

    exportPack: method('exportPack', ({ packId, withProgress }) => exportPackText(store, packId, withProgress)),

    // The read and the write are one IMMEDIATE transaction: another process on the same database
    // cannot write the pack in between and have its quiz lost.
    saveUserQuiz: method('saveUserQuiz', ({ packId, quiz }) => atomically(() => saveQuiz(store, packId, quiz))),

    // One transaction from read to write, like saveUserQuiz.
    deleteQuiz: method('deleteQuiz', ({ packId, quizId }) => atomically(() => deleteQuizFrom(store, packId, quizId))),

    deletePack: method('deletePack', ({ packId }) => {
      const deleted = store.deletePack(packId);
      return deleted.ok ? apiOk(null) : fromStoreError(deleted.error);
    }),
  };
}
