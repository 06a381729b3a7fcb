/**
 * The TrainerApi behind both hosts (Electron IPC and the browser host): validates every argument at
 * the boundary (validate.ts), reads and writes the store, and sends all engine work to the runner
 * (a worker thread with a time limit). Every method resolves to an ApiResult; none throws.
 */
import type { JsonObject, JsonValue, Quiz } from '../quiz/index.ts';
import { ENGINE_QUESTION_TYPES, makeQuiz, makeQuizPack, parseQuiz, parseQuizPack, parseQuizPackText, QUIZ_PACK_FORMAT } from '../quiz/index.ts';
import type { QuizWarning } from '../quiz/index.ts';
import type { Store } from '../store/index.ts';
import type { EngineRunner } from '../worker/runner.ts';
import { apiErr, apiOk, fromStoreError, internalError, invalidPack } from './errors.ts';
import { toLearnerQuiz } from './learner-quiz.ts';
import { toStoredPack } from './stored-pack.ts';
import type { ApiResult, TrainerApi, TrainerApiMethod } from './trainer-api.ts';
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

export function createTrainerService(store: Store, engine: EngineRunner): TrainerApi {
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

    submitAnswer: method('submitAnswer', async ({ packId, quizId, answer, timeMs }) => {
      const loaded = loadQuiz(packId, quizId);
      if (!loaded.ok) return loaded;
      const scored = await engine.run({ kind: 'score', quiz: loaded.value.json, answer });
      if (!scored.ok) return scored;
      const attempt = store.recordAttempt({ packId, quizId, answer, correct: scored.value.correct, timeMs });
      if (!attempt.ok) return fromStoreError(attempt.error);
      return apiOk({ score: scored.value, quiz: loaded.value.quiz, attemptId: attempt.value });
    }),

    legal: method('legal', ({ board, limit }) => engine.run(limit === undefined ? { kind: 'legal', board } : { kind: 'legal', board, limit })),

    check: method('check', ({ board, declaration }) => engine.run({ kind: 'check', board, declaration })),

    tree: method('tree', ({ board }) => engine.run({ kind: 'tree', board })),

    importPack: method('importPack', async ({ text }) => {
      const parsed = parseQuizPackText(text);
      if (!parsed.ok) return invalidPack(parsed.error);
      const warnings = await checkQuizzes(parsed.value.quizzes);
      if (!warnings.ok) return warnings;
      const stored = store.importPack(toStoredPack(parsed.value, false));
      if (!stored.ok) return fromStoreError(stored.error);
      return apiOk({ packId: parsed.value.id, quizCount: parsed.value.quizzes.length, warnings: warnings.value });
    }),

    exportPack: method('exportPack', ({ packId }) => {
      const r = store.exportPack(packId);
      return r.ok ? apiOk({ text: r.value }) : fromStoreError(r.error);
    }),

    // No await between reading the pack and writing it back: the store is synchronous, so no other
    // call of this process can interleave and lose a quiz.
    saveUserQuiz: method('saveUserQuiz', ({ packId = USER_PACK_ID, quiz }) => {
      let base: JsonObject;
      const existing = store.getPack(packId);
      if (existing.ok) {
        if (existing.value.builtin) return apiErr('readonly', `pack ${packId} is a builtin pack; save the quiz into a pack of your own`);
        const current = parseQuizPackText(existing.value.json);
        if (!current.ok) return apiErr('storage', `the stored pack ${packId} is no longer valid: ${current.error[0]?.message ?? 'unknown problem'}`);
        base = makeQuizPack(current.value);
      } else if (existing.error.code === 'not-found') {
        base = { ...USER_PACK_HEADER, id: packId, quizzes: [] };
      } else {
        return fromStoreError(existing.error);
      }
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
  };
}
