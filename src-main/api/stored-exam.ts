/**
 * The exam rows' JSON read back from the store: the config written by startExam and the report written
 * by submitExam. The database file can be edited or written by another version of the app, so each is
 * checked on read; a value that no longer fits is a `storage` error naming the JSON path, never a crash
 * further down (docs/review-and-exams.md).
 */
import * as z from 'zod';
import type { Quiz, QuizAnswer, Score } from '#shared/quiz/index';
import { apiErr, apiOk } from './errors.ts';
import type { ExamReport } from '#main/contract/trainer-api';
import type { ApiResult } from '#main/contract/api-result';
import { zodIssues } from './validate.ts';

/** What an exam row's config holds (docs/review-and-exams.md). */
export interface ExamConfig {
  readonly count: number;
  readonly tags?: readonly string[];
  readonly levels?: readonly number[];
  readonly timeLimitMs?: number;
  readonly passMark: number;
  readonly seed: number;
  readonly deadline?: string;
}

const isObjectWith =
  (...keys: readonly string[]) =>
  (v: unknown): boolean =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && keys.every((k) => k in v);

const examConfig = z.object({
  count: z.int().nonnegative(),
  tags: z.array(z.string()).optional(),
  levels: z.array(z.number()).optional(),
  timeLimitMs: z.number().optional(),
  passMark: z.number(),
  seed: z.number(),
  deadline: z.string().optional(),
}) satisfies z.ZodType<ExamConfig>;

// The quiz, answer and score were written by this app from parsed values; their shape is checked to the
// fields the report screen reads first, not re-parsed (a quiz's board is not re-run through the engine).
const reportItem = z.object({
  packId: z.string(),
  quiz: z.custom<Quiz>(isObjectWith('id', 'title', 'question', 'explanation'), 'must be a quiz'),
  given: z.union([z.custom<QuizAnswer>(isObjectWith('type'), 'must be an answer'), z.null()]),
  score: z.union([z.custom<Score>(isObjectWith('correct'), 'must be a score'), z.null()]),
  correct: z.boolean(),
  late: z.boolean(),
  timeMs: z.number(),
});

const examReport = z.object({
  examId: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  deadline: z.string().optional(),
  score: z.number(),
  correct: z.number(),
  total: z.number(),
  passMark: z.number(),
  passed: z.boolean(),
  timeMs: z.number(),
  timedOut: z.boolean(),
  items: z.array(reportItem),
}) satisfies z.ZodType<ExamReport>;

const readStored = <T>(schema: z.ZodType<T>, raw: unknown, what: string): ApiResult<T> => {
  const r = schema.safeParse(raw);
  if (r.success) return apiOk(r.data);
  const first = zodIssues(r.error)[0];
  const where = first === undefined || first.path === '' ? '' : ` at ${first.path}`;
  return apiErr('storage', `the stored ${what} is no longer valid${where}: ${first?.message ?? 'unknown problem'}`);
};

export const readExamConfig = (examId: string, raw: unknown): ApiResult<ExamConfig> => readStored(examConfig, raw, `settings of exam ${examId}`);

export const readExamReport = (examId: string, raw: unknown): ApiResult<ExamReport> => readStored(examReport, raw, `report of exam ${examId}`);
