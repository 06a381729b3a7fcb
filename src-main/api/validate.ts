/**
 * The boundary: one zod schema per TrainerApi method. Arguments arrive from the renderer over IPC or
 * HTTP, where TypeScript vouches for nothing, so each is checked here before anything else sees it.
 * A bad argument is a `bad-input` value whose issues name JSON paths relative to the argument, in the
 * notation of the pack and board errors (`answer.declarations[2].attacks.goblin`).
 */
import * as z from 'zod';
import { FULL_LIST_LIMIT } from '#shared/engine/legal';
import { MAX_CREATURES } from '#shared/engine/parse-board';
import { ID_PATTERN, QUIZ_LEVELS, QUIZ_PACK_LIMITS, TAG_PATTERN } from '#shared/quiz/pack-format';
import { pathIndex, pathKey } from '#shared/quiz/path';
import { REVIEW_RATINGS } from '#main/domain/review/rating';
import { RETENTION } from '#main/domain/review/scheduler';
import { isTimeZone } from '#main/domain/progress/time-zone';
import { BLOCK_PROGRESS_STEPS } from '#main/domain/progress/progress-report';
import { badInput, type ApiIssue } from './errors.ts';
import { checkJsonShape } from './json-shape.ts';
import {
  EXAM_LIMITS,
  MAX_EXPLAINED_DECLARATIONS,
  MAX_PACK_TITLE,
  MAX_PROGRESS_DAYS,
  MAX_SETTING_CHARS,
  MAX_SETTING_KEY,
  MAX_SHORT_TEXT,
} from '#main/contract/limits';
import { isReservedPackId, reservedPackIdMessage } from './reserved-ids.ts';
import { IMPORT_CONFLICT_CHOICES, SUBMIT_MODES, type ApiError, type TrainerApiMethod } from '#main/contract/trainer-api';
import { PUZZLE_DIFFICULTIES, PUZZLE_THEME_CHOICES } from '#main/contract/puzzle-types';

/** A learner picks declarations from a list of at most FULL_LIST_LIMIT. */
const MAX_DECLARATIONS = FULL_LIST_LIMIT;
/** A pack's JSON text in UTF-16 units: its UTF-8 limit can never need more. */
const MAX_PACK_TEXT = QUIZ_PACK_LIMITS.maxBytes;

const id = z.string().regex(ID_PATTERN, 'must be an id: a letter or digit, then up to 99 of letters, digits, ".", "_", ":" or "-"');
const required = (what: string) => z.custom<unknown>((v) => v !== undefined, `${what} is required`);

/**
 * An optional argument may also be `null` (JSON has no undefined). Read as absent before the schema
 * runs, so that a wrong argument is reported at its own paths rather than as "no union member matched".
 */
const optionalArgument = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === null ? undefined : v), schema.optional());

/** Methods without an argument accept none, `null` (the HTTP host's empty body) or `{}`. */
const noArgument = optionalArgument(z.strictObject({}));

const declaration = z.strictObject({ attacks: z.record(z.string(), z.string()) });
/** block-board/1 §6: each blocking creature's id to the attacker it blocks, or the attackers (a creature that blocks several). */
const blockDeclaration = z.strictObject({
  blocks: z.record(z.string().max(100), z.union([z.string().max(100), z.array(z.string().max(100)).min(1).max(MAX_CREATURES)])),
});

const quizAnswer = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('legal-sets'), declarations: z.array(declaration).max(MAX_DECLARATIONS) }),
  z.strictObject({ type: z.literal('can-attack'), value: z.boolean() }),
  z.strictObject({ type: z.literal('legal-blocks'), declarations: z.array(blockDeclaration).max(MAX_DECLARATIONS) }),
  z.strictObject({ type: z.literal('can-block'), value: z.boolean() }),
  z.strictObject({ type: z.literal('choice'), selected: z.array(z.string().max(MAX_SHORT_TEXT)).max(100) }),
  z.strictObject({ type: z.literal('number'), value: z.number() }),
]);

const quizFilter = z.strictObject({
  packId: id.optional(),
  tags: z.array(z.string().regex(TAG_PATTERN, 'must be a tag: lowercase words joined by "-"')).max(50).optional(),
  level: z.union(QUIZ_LEVELS.map((l) => z.literal(l))).optional(),
  // SQLite's LIKE stops reading a pattern at a NUL, so "\u0000" would match every quiz; no title or id holds a control character.
  search: z
    .string()
    .max(MAX_SHORT_TEXT)
    .refine((text) => ![...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f), 'must not contain control characters')
    .optional(),
});

const quizRef = z.strictObject({ packId: id, quizId: id });

const settingKey = z
  .string()
  .min(1, 'must not be empty')
  .max(MAX_SETTING_KEY)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be a setting name: letters, digits, ".", "_" or "-"');

const tag = z.string().regex(TAG_PATTERN, 'must be a tag: lowercase words joined by "-"');
const level = z.union(QUIZ_LEVELS.map((l) => z.literal(l)));
const isoTime = z.iso.datetime({ offset: true });

const examAnswer = z.strictObject({
  packId: id,
  quizId: id,
  answer: z.union([quizAnswer, z.null()]),
  timeMs: z.int().nonnegative(),
});

/** Generated puzzle ids: g<version>-<theme>-<target>-<seed> (src-main/shared/generate). */
const puzzleId = z
  .string()
  .max(100)
  .regex(/^g\d+-[a-z-]+-\d-\d+$/, 'must be a generated puzzle id like g1-restrictions-2-7');
const rushMinutes = z.union([z.literal(3), z.literal(5)]);
/** Blocking puzzle ids: b<version>-blocking-<target>-<seed> (src-main/shared/generate/block-puzzle.ts). */
const blockPuzzleId = z
  .string()
  .max(100)
  .regex(/^b\d+-blocking-\d-\d+$/, 'must be a blocking puzzle id like b1-blocking-2-7');
/** What the next attack or blocking puzzle is aimed at: a difficulty or a rating, and the rush or run it belongs to. */
const PUZZLE_TARGET = {
  difficulty: z.enum(PUZZLE_DIFFICULTIES).optional(),
  rating: z.number().min(0).max(4000).optional(),
  rushId: id.optional(),
  runId: id.optional(),
};

interface PuzzleTarget {
  readonly difficulty?: string;
  readonly rating?: number;
  readonly rushId?: string;
  readonly runId?: string;
}

/** The rules between the fields of PUZZLE_TARGET, for the attack and the blocking puzzles alike. */
const oneTarget = <T extends z.ZodType<PuzzleTarget>>(request: T) =>
  request
    .refine((x) => x.rushId === undefined || (x.rating === undefined && x.difficulty === undefined), {
      // A rush's target is the service's (it rises with every puzzle served), never the client's.
      message: 'a rush puzzle takes no rating or difficulty: the rush sets its own',
      path: ['rushId'],
    })
    .refine((x) => x.rushId === undefined || x.runId === undefined, { message: 'a puzzle belongs to a rush or to a run, not both', path: ['runId'] });

/** A puzzle's legal set is at most a dozen declarations; this bounds an answer without limiting a real one. */
const MAX_BLOCK_ANSWER = 200;

/** Settings with a meaning to the app are checked when set; any other key takes any JSON value. */
export const KNOWN_SETTINGS: Readonly<Record<string, z.ZodType>> = {
  'review.desiredRetention': z
    .number()
    .min(RETENTION.min, `must be between ${RETENTION.min} and ${RETENTION.max}`)
    .max(RETENTION.max, `must be between ${RETENTION.min} and ${RETENTION.max}`),
  // The user's own pack (service.ts, USER_PACK_SETTING), never one the app owns (reserved-ids.ts).
  // Effect families shown in a practice quiz before the answer (renderer lib/quiz/effect-labels.ts).
  'ui.effectFamilies': z.boolean(),
  userPackId: id.refine((v) => !isReservedPackId(v), { error: (issue) => `${reservedPackIdMessage(String(issue.input))}; choose another id` }),
};

export const SCHEMAS = {
  listPacks: noArgument,
  listQuizzes: optionalArgument(quizFilter),
  getQuiz: quizRef,
  submitAnswer: z.strictObject({
    packId: id,
    quizId: id,
    answer: quizAnswer,
    // The store keeps whole milliseconds (an INTEGER column of a STRICT table).
    timeMs: z.int().nonnegative(),
    mode: z.enum(SUBMIT_MODES).optional(),
  }),
  quizCheck: z.strictObject({ packId: id, quizId: id, declaration }),
  quizTree: quizRef,
  // Either kind: the stored quiz's board decides which it must be (answer-service.ts).
  quizExplain: z.strictObject({
    packId: id,
    quizId: id,
    declarations: z
      .array(z.union([declaration, blockDeclaration]))
      .min(1)
      .max(MAX_EXPLAINED_DECLARATIONS),
  }),
  scoreQuiz: z.strictObject({ quiz: required('quiz'), answer: quizAnswer }),
  legal: z.strictObject({
    board: required('board'),
    limit: z.int().min(1).max(FULL_LIST_LIMIT).optional(),
    attackers: z.int().min(0).max(MAX_CREATURES).optional(),
  }),
  legalOverview: z.strictObject({
    board: required('board'),
    limit: z.int().min(1).max(FULL_LIST_LIMIT).optional(),
  }),
  legalBreakdown: z.strictObject({ board: required('board') }),
  check: z.strictObject({ board: required('board'), declaration }),
  tree: z.strictObject({ board: required('board') }),
  importPack: z.strictObject({
    text: z.string().max(MAX_PACK_TEXT, `a quiz pack file is at most ${MAX_PACK_TEXT.toLocaleString('en-US')} bytes of JSON (the file-size limit of a pack)`),
    onConflict: z.enum(IMPORT_CONFLICT_CHOICES).optional(),
    title: z.string().trim().min(1, 'must not be empty').max(MAX_PACK_TITLE, `must be at most ${MAX_PACK_TITLE} characters`).optional(),
  }),
  importProgress: noArgument,
  exportPack: z.strictObject({ packId: id, withProgress: z.literal(true).optional() }),
  saveUserQuiz: z.strictObject({ packId: id.optional(), quiz: required('quiz') }),
  deleteQuiz: quizRef,
  deletePack: z.strictObject({ packId: id }),
  stats: noArgument,
  listProgress: noArgument,
  libraryIndex: noArgument,
  librarySearchTerms: noArgument,
  libraryStatuses: noArgument,
  countDue: noArgument,
  getSetting: z.strictObject({ key: settingKey }),
  setSetting: z.strictObject({ key: settingKey, value: z.json() }).superRefine(({ key, value }, ctx) => {
    const chars = JSON.stringify(value).length;
    if (chars > MAX_SETTING_CHARS) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `is ${chars} characters of JSON; a setting holds at most ${MAX_SETTING_CHARS}` });
      return;
    }
    const schema = KNOWN_SETTINGS[key];
    if (schema === undefined) return;
    const r = schema.safeParse(value);
    if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: ['value', ...issue.path], message: issue.message });
  }),
  rateAttempt: z.strictObject({ attemptId: z.int().positive(), rating: z.enum(REVIEW_RATINGS) }),
  reviewQueue: optionalArgument(z.strictObject({ now: isoTime.optional() })),
  startExam: z.strictObject({
    count: z.int().min(EXAM_LIMITS.minQuestions).max(EXAM_LIMITS.maxQuestions),
    tags: z.array(tag).max(50).optional(),
    levels: z.array(level).max(QUIZ_LEVELS.length).optional(),
    timeLimitMs: z.union([z.int().min(EXAM_LIMITS.minTimeLimitMs, 'must be at least 1000 (one second)').max(EXAM_LIMITS.maxTimeLimitMs), z.null()]).optional(),
    passMark: z.number().min(0).max(1),
  }),
  submitExam: z.strictObject({
    examId: id,
    answers: z.array(examAnswer).max(EXAM_LIMITS.maxQuestions),
    timedOut: z.boolean(),
  }),
  listExams: noArgument,
  getExam: z.strictObject({ examId: id }),
  progress: optionalArgument(
    z.strictObject({
      days: z.int().min(1).max(MAX_PROGRESS_DAYS).optional(),
      // Real offsets run from UTC−12 to UTC+14.
      utcOffsetMinutes: z
        .int()
        .min(-12 * 60)
        .max(14 * 60)
        .optional(),
      timeZone: z.string().refine(isTimeZone, 'must be an IANA time zone name such as "Europe/Paris"').optional(),
    }),
  ),
  exportProgressCsv: noArgument,
  checkDatabase: optionalArgument(z.strictObject({ full: z.boolean().optional() })),
  nextPuzzle: optionalArgument(oneTarget(z.strictObject({ theme: z.enum(PUZZLE_THEME_CHOICES).optional(), ...PUZZLE_TARGET }))),
  submitPuzzle: z.strictObject({ puzzleId, answer: quizAnswer, timeMs: z.int().nonnegative() }),
  startRush: z.strictObject({ minutes: rushMinutes }),
  finishRush: z.strictObject({ rushId: id }),
  puzzleOverview: noArgument,
  startPuzzleRun: noArgument,
  finishPuzzleRun: z.strictObject({ runId: id }),
  blockLegal: z.strictObject({ board: required('board'), limit: z.int().min(1).max(FULL_LIST_LIMIT).optional() }),
  blockCheck: z.strictObject({ board: required('board'), declaration: blockDeclaration }),
  nextBlockPuzzle: optionalArgument(oneTarget(z.strictObject(PUZZLE_TARGET))),
  submitBlockPuzzle: z.strictObject({
    puzzleId: blockPuzzleId,
    declarations: z.array(blockDeclaration).max(MAX_BLOCK_ANSWER),
    timeMs: z.int().nonnegative(),
  }),
  saveExamProgress: z.strictObject({
    examId: id,
    position: z
      .int()
      .nonnegative()
      .max(EXAM_LIMITS.maxQuestions - 1),
    slots: z.array(z.strictObject({ answer: z.union([quizAnswer, z.null()]), timeMs: z.int().nonnegative(), seen: z.boolean() })).max(EXAM_LIMITS.maxQuestions),
  }),
  resumeExam: z.strictObject({ examId: id }),
  stepPractice: z.strictObject({
    step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6), z.literal(7), z.enum(BLOCK_PROGRESS_STEPS)]),
  }),
} as const satisfies Record<TrainerApiMethod, z.ZodType>;

export type ApiInput<M extends TrainerApiMethod> = z.output<(typeof SCHEMAS)[M]>;

/** zod's path (keys and indexes) in the notation of the pack and board errors; '' is the root. */
export function formatZodPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) out = typeof part === 'number' ? pathIndex(out, part) : pathKey(out, String(part));
  return out;
}

/** One issue per problem; an unknown key is reported at its own path rather than at its parent's. */
export function zodIssues(error: z.ZodError): ApiIssue[] {
  const issues: ApiIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) issues.push({ path: formatZodPath([...issue.path, key]), message: `unknown field "${key}"` });
    } else {
      issues.push({ path: formatZodPath(issue.path), message: issue.message });
    }
  }
  return issues;
}

export type Validated<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: ApiError };

export function validateInput<M extends TrainerApiMethod>(method: M, input: unknown): Validated<ApiInput<M>> {
  // Before zod, which recurses (z.json) and would overflow the stack on a 10,000-deep value.
  const shape = checkJsonShape(input);
  if (shape !== undefined) return badInput([shape], `the argument of ${method} is not valid`);
  const parsed = SCHEMAS[method].safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data as ApiInput<M> };
  return badInput(zodIssues(parsed.error), `the argument of ${method} is not valid`);
}
