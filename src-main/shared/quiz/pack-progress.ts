/**
 * The optional `progress` object of a pack file: the learner's attempts at the pack's quizzes and their
 * review cards, so a pack can move to another machine with its history and scheduling (like a deck
 * exported with its scheduling). Written by exportPack({withProgress: true}), validated by the pack
 * parser, restored by importPack. Pure.
 */
import { err, ok, type Result } from '#shared/engine/result';
import { pathIndex, pathKey } from './path.ts';
import type { JsonValue, QuizPack, QuizPackError } from './pack-model.ts';
import { isIsoTime, parseCardJson, type CardJson } from './review-card.ts';
import { ATTEMPT_MODES, type AttemptMode } from './pack-format.ts';
import { isJsonObject, type JsonRecord } from '#shared/json/json-object';
import { checkJsonFields, readJsonArray } from '#shared/json/json-fields';

export interface PackProgressAttempt {
  readonly quizId: string;
  /** ISO time. */
  readonly at: string;
  readonly correct: boolean;
  readonly timeMs: number;
  readonly mode: AttemptMode;
  readonly answer: JsonValue;
}

export interface PackProgressReview {
  readonly quizId: string;
  readonly due: string;
  readonly state: CardJson;
}

export interface PackProgress {
  readonly attempts: readonly PackProgressAttempt[];
  readonly reviews: readonly PackProgressReview[];
}

/** A parsed pack that may carry progress (parseQuizPack attaches it when the file has one). */
export type QuizPackWithProgress = QuizPack & { readonly progress?: PackProgress };

export const packProgressOf = (pack: QuizPack): PackProgress | undefined => (pack as QuizPackWithProgress).progress;

const ATTEMPT_FIELDS = ['quizId', 'at', 'correct', 'timeMs', 'mode', 'answer'] as const;
const REVIEW_FIELDS = ['quizId', 'due', 'state'] as const;

type Obj = JsonRecord;

const isObject = isJsonObject;

/** Validates `raw` (the value of the pack's `progress` field) against the pack's quiz ids. */
export function parsePackProgress(raw: unknown, quizIds: ReadonlySet<string>, path = 'progress'): Result<PackProgress, QuizPackError[]> {
  const errors: QuizPackError[] = [];
  const add = (p: string, code: QuizPackError['code'], message: string) => errors.push({ path: p, code, message });
  if (!isObject(raw)) return err([{ path, code: 'not-object', message: '"progress" must be a JSON object' }]);

  const fields = (o: Obj, p: string, all: readonly string[], what: string): boolean => {
    const start = errors.length;
    checkJsonFields(add, o, p, all, all, what);
    return errors.length === start;
  };
  const quizId = (o: Obj, p: string): boolean => {
    if (typeof o['quizId'] === 'string' && quizIds.has(o['quizId'])) return true;
    add(pathKey(p, 'quizId'), 'bad-id', `"quizId" must name a quiz of this pack`);
    return false;
  };
  const time = (o: Obj, key: string, p: string): boolean => {
    if (isIsoTime(o[key])) return true;
    add(pathKey(p, key), 'wrong-type', `"${key}" must be an ISO 8601 time, e.g. "2025-03-01T12:00:00.000Z"`);
    return false;
  };

  fields(raw, path, ['attempts', 'reviews'], '"progress"');
  const list = (key: string): readonly unknown[] => readJsonArray(add, raw, key, path) ?? [];

  const attempts: PackProgressAttempt[] = [];
  list('attempts').forEach((a, i) => {
    const p = pathIndex(pathKey(path, 'attempts'), i);
    if (!isObject(a)) return add(p, 'not-object', 'an attempt must be a JSON object');
    if (!fields(a, p, ATTEMPT_FIELDS, 'an attempt')) return;
    let good = quizId(a, p) && time(a, 'at', p);
    if (typeof a['correct'] !== 'boolean') good = !add(pathKey(p, 'correct'), 'wrong-type', '"correct" must be true or false');
    const timeMs = a['timeMs'];
    if (typeof timeMs !== 'number' || !Number.isSafeInteger(timeMs) || timeMs < 0)
      good = !add(pathKey(p, 'timeMs'), 'bad-number', '"timeMs" must be a whole number ≥ 0');
    if (!(ATTEMPT_MODES as readonly unknown[]).includes(a['mode']))
      good = !add(pathKey(p, 'mode'), 'wrong-type', `"mode" must be one of ${ATTEMPT_MODES.join(', ')}`);
    if (good) {
      attempts.push({
        quizId: a['quizId'] as string,
        at: new Date(a['at'] as string).toISOString(),
        correct: a['correct'] as boolean,
        timeMs: timeMs as number,
        mode: a['mode'] as AttemptMode,
        answer: a['answer'] as JsonValue,
      });
    }
  });

  const reviews: PackProgressReview[] = [];
  const reviewed = new Map<string, number>();
  list('reviews').forEach((r, i) => {
    const p = pathIndex(pathKey(path, 'reviews'), i);
    if (!isObject(r)) return add(p, 'not-object', 'a review must be a JSON object');
    if (!fields(r, p, REVIEW_FIELDS, 'a review')) return;
    let good = quizId(r, p) && time(r, 'due', p);
    const id = r['quizId'] as string;
    const first = reviewed.get(id);
    if (good && first !== undefined) good = !add(pathKey(p, 'quizId'), 'duplicate-id', `quiz "${id}" already has reviews[${first}]`);
    const card = parseCardJson(r['state']);
    if (!card.ok) {
      for (const issue of card.error) add(issue.path === '' ? pathKey(p, 'state') : pathKey(pathKey(p, 'state'), issue.path), 'wrong-type', issue.message);
      good = false;
    }
    if (good && card.ok) {
      reviewed.set(id, i);
      reviews.push({ quizId: id, due: new Date(r['due'] as string).toISOString(), state: card.value });
    }
  });

  return errors.length > 0 ? err(errors) : ok({ attempts, reviews });
}

/** The `progress` object of an exported pack, in the field order the parser documents. */
export const makePackProgress = (p: PackProgress): JsonValue => ({
  attempts: p.attempts.map((a) => ({ quizId: a.quizId, at: a.at, correct: a.correct, timeMs: a.timeMs, mode: a.mode, answer: a.answer })),
  reviews: p.reviews.map((r) => ({ quizId: r.quizId, due: r.due, state: r.state as unknown as JsonValue })),
});
