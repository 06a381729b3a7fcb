/**
 * Parse an unknown JSON value into a QuizPack (docs/quiz-pack-format.md). Strict, as the board format
 * is (spec §1): an unknown field, a dangling id or a wrong type is an error with its JSON path,
 * because a typo must not silently change what a quiz asks. Never throws on bad data.
 */
import { err, ok, parseBoard, type Result } from '#shared/engine/index';
import { parseBlockBoard } from '#shared/engine/block/index';
import { BLOCK_BOARD_FORMAT } from '#shared/engine/block/block-format';
import { parsePackProgress, type QuizPackWithProgress } from './pack-progress.ts';
import { canonicalBoardJson } from './board-json.ts';
import { checkBoardLimits } from './limits.ts';
import { pathIndex, pathKey, rebasePath } from './path.ts';
import type { AttackQuiz, BlockQuestion, BlockQuiz, Question, Quiz, QuizExplanation } from './pack-model.ts';
import type { QuizPackError } from './pack-model.ts';
import {
  BLOCK_EXPLANATION_STEPS,
  EXPLANATION_STEPS,
  ID_PATTERN,
  QUIZ_LEVELS,
  QUIZ_PACK_FORMAT,
  QUIZ_PACK_LIMITS,
  TAG_PATTERN,
  type QuizLevel,
} from './pack-format.ts';
import { asObject, checkFields, Errors, has, readArray, readBoolean, readString, type Obj } from './parse-errors.ts';
import { parseQuestion, type ParsedBoard } from './parse-question.ts';

const PACK_FIELDS = ['format', 'id', 'title', 'description', 'author', 'version', 'quizzes'] as const;
/** Optional: the learner's history exported with the pack (docs/review-and-exams.md). */
const OPTIONAL_PACK_FIELDS = ['progress'] as const;
const QUIZ_FIELDS = ['id', 'title', 'prompt', 'board', 'question', 'explanation', 'tags', 'level', 'source', 'interpretation'] as const;

/** Parse and validate a whole pack (with its `progress`, when it has one). */
export function parseQuizPack(raw: unknown): Result<QuizPackWithProgress, QuizPackError[]> {
  const e = new Errors();
  const o = asObject(e, raw, '', 'a quiz pack');
  if (!o) return err(e.list);
  checkFields(e, o, '', [...PACK_FIELDS, ...OPTIONAL_PACK_FIELDS], PACK_FIELDS, 'a quiz pack');
  if (has(o, 'format') && o.format !== QUIZ_PACK_FORMAT) {
    e.add('format', 'bad-format', `"format" must be "${QUIZ_PACK_FORMAT}"`);
  }
  const id = readString(e, o, 'id', '', { id: true });
  const title = readString(e, o, 'title', '');
  const description = readString(e, o, 'description', '', { nonEmpty: false, long: true });
  const author = readString(e, o, 'author', '');
  const version = readString(e, o, 'version', '');
  const rawQuizzes = readArray(e, o, 'quizzes', '');
  const quizzes: Quiz[] = [];
  if (rawQuizzes) {
    if (rawQuizzes.length === 0) e.add('quizzes', 'empty', 'a pack holds at least one quiz');
    if (rawQuizzes.length > QUIZ_PACK_LIMITS.maxQuizzes) {
      // Refuse before parsing: the limit exists to bound the work an imported file can cause.
      e.add(
        'quizzes',
        'too-many-quizzes',
        `a pack holds at most ${QUIZ_PACK_LIMITS.maxQuizzes.toLocaleString('en-US')} quizzes (this one has ${rawQuizzes.length.toLocaleString('en-US')}): split it into several packs`,
      );
    } else {
      const firstIndex = new Map<string, number>();
      rawQuizzes.forEach((rq, i) => {
        const path = pathIndex('quizzes', i);
        const q = parseQuizInto(e, rq, path);
        const qid = q?.id ?? quizIdOf(rq);
        if (qid !== undefined) {
          const first = firstIndex.get(qid);
          if (first === undefined) firstIndex.set(qid, i);
          else e.add(`${path}.id`, 'duplicate-id', `quiz id "${qid}" is already used by quizzes[${first}]`);
        }
        if (q) quizzes.push(q);
      });
    }
  }
  const progress = has(o, 'progress') && e.count === 0 ? parsePackProgress(o.progress, new Set(quizzes.map((q) => q.id))) : undefined;
  // One by one, never spread: the list can be as long as the file.
  if (progress !== undefined && !progress.ok) for (const pe of progress.error) e.add(pe.path, pe.code, pe.message);
  if (e.count > 0) return err(e.list);
  return ok({
    format: QUIZ_PACK_FORMAT,
    id: id!,
    title: title!,
    description: description!,
    author: author!,
    version: version!,
    quizzes,
    ...(progress?.ok === true ? { progress: progress.value } : {}),
  });
}

/** The id of a quiz that failed to parse, when it has a well-formed one, so duplicates still show. */
function quizIdOf(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const id = (raw as Obj).id;
  return typeof id === 'string' && ID_PATTERN.test(id) ? id : undefined;
}

/**
 * Parse one quiz on its own (the store keeps quizzes one by one). `path` prefixes error paths, e.g.
 * `quizzes[3]` to report as the pack parser would.
 */
export function parseQuiz(raw: unknown, path = ''): Result<Quiz, QuizPackError[]> {
  const e = new Errors();
  const q = parseQuizInto(e, raw, path);
  return q && e.count === 0 ? ok(q) : err(e.list);
}

function parseQuizInto(e: Errors, raw: unknown, path: string): Quiz | undefined {
  const start = e.count;
  const o = asObject(e, raw, path, 'a quiz');
  if (!o) return undefined;
  checkFields(e, o, path, QUIZ_FIELDS, QUIZ_FIELDS, 'a quiz');
  const id = readString(e, o, 'id', path, { id: true });
  const title = readString(e, o, 'title', path);
  const prompt = readString(e, o, 'prompt', path, { long: true });

  // The board's `format` decides which engine reads it; anything else goes to the attack engine, which names the problem.
  const boardFormat = isBlockBoardJson(o.board) ? 'block' : 'attack';
  const board = has(o, 'board') ? parseQuizBoard(e, o.board, pathKey(path, 'board'), boardFormat) : undefined;
  const question = has(o, 'question') ? parseQuestion(e, o.question, pathKey(path, 'question'), board, boardFormat) : undefined;
  const explanation = has(o, 'explanation') ? parseExplanation(e, o.explanation, pathKey(path, 'explanation'), boardFormat) : undefined;
  const tags = parseTags(e, o, path);
  const level = parseLevel(e, o, path);
  const source = readString(e, o, 'source', path);
  const interpretation = readBoolean(e, o, 'interpretation', path);

  if (e.count > start || board === undefined) return undefined;
  const common = {
    id: id!,
    title: title!,
    prompt: prompt!,
    boardJson: canonicalBoardJson(o.board),
    explanation: explanation!,
    tags: tags!,
    level: level!,
    source: source!,
    interpretation: interpretation!,
  };
  // parseQuestion only returns question types the board's format takes (QUESTION_TYPES_BY_BOARD).
  return board.format === 'block'
    ? ({ ...common, board: board.board, question: question as BlockQuestion } satisfies BlockQuiz)
    : ({ ...common, board: board.board, question: question as Question } satisfies AttackQuiz);
}

const isBlockBoardJson = (raw: unknown): boolean =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw) && (raw as Obj).format === BLOCK_BOARD_FORMAT;

/**
 * The quiz limits first (limits.ts): a board past them is not handed to the engine at all. Then the
 * engine of the board's format validates it (attack-board/1 §1, block-board/1 §1); its paths are
 * relative to the board, so they are re-rooted.
 */
function parseQuizBoard(e: Errors, raw: unknown, boardPath: string, format: 'attack' | 'block'): ParsedBoard | undefined {
  if (!checkBoardLimits(e, raw, boardPath)) return undefined;
  if (format === 'block') {
    const parsed = parseBlockBoard(raw);
    if (parsed.ok) return { format, board: parsed.value };
    for (const be of parsed.error) e.add(rebasePath(boardPath, be.path), 'bad-board', be.message, { boardCode: be.code });
    return undefined;
  }
  const parsed = parseBoard(raw);
  if (parsed.ok) return { format, board: parsed.value };
  for (const be of parsed.error) e.add(rebasePath(boardPath, be.path), 'bad-board', be.message, { boardCode: be.code });
  return undefined;
}

function parseTags(e: Errors, o: Obj, path: string): string[] | undefined {
  const arr = readArray(e, o, 'tags', path);
  if (!arr) return undefined;
  if (arr.length > QUIZ_PACK_LIMITS.maxTagsPerQuiz) {
    e.add(pathKey(path, 'tags'), 'too-many', `a quiz has at most ${QUIZ_PACK_LIMITS.maxTagsPerQuiz} tags (this one has ${arr.length})`);
    return undefined;
  }
  const seen = new Set<string>();
  const tags: string[] = [];
  arr.forEach((t, i) => {
    const p = pathIndex(pathKey(path, 'tags'), i);
    if (typeof t !== 'string') e.add(p, 'wrong-type', 'a tag must be a string');
    else if (!TAG_PATTERN.test(t)) e.add(p, 'bad-tag', `tag "${t}" must be lowercase words joined by '-', e.g. "conditional" or "mana-abilities"`);
    else if (seen.has(t)) e.add(p, 'duplicate-tag', `tag "${t}" is listed twice`);
    else {
      seen.add(t);
      tags.push(t);
    }
  });
  return tags;
}

function parseLevel(e: Errors, o: Obj, path: string): QuizLevel | undefined {
  if (!has(o, 'level')) return undefined;
  const v = o.level;
  const p = pathKey(path, 'level');
  if (typeof v !== 'number') {
    e.add(p, 'wrong-type', '"level" must be the number 1, 2 or 3');
    return undefined;
  }
  if (!(QUIZ_LEVELS as readonly number[]).includes(v)) {
    e.add(p, 'bad-level', `"level" must be 1, 2 or 3 (got ${v})`);
    return undefined;
  }
  return v as QuizLevel;
}

function parseExplanation(e: Errors, raw: unknown, path: string, boardFormat: 'attack' | 'block'): QuizExplanation | undefined {
  const start = e.count;
  const o = asObject(e, raw, path, 'an explanation');
  if (!o) return undefined;
  checkFields(e, o, path, ['short', 'steps'], ['short'], 'an explanation');
  const short = readString(e, o, 'short', path, { long: true });
  let steps: Record<string, string> | undefined;
  if (has(o, 'steps')) {
    const sp = pathKey(path, 'steps');
    const so = asObject(e, o.steps, sp, '"steps"');
    if (so) {
      const keys = boardFormat === 'block' ? BLOCK_EXPLANATION_STEPS : EXPLANATION_STEPS;
      const what =
        boardFormat === 'block' ? '"steps" (keys are the steps of CR 509.1, "509.1a" to "509.1d")' : '"steps" (keys are the article\'s steps "1" to "7")';
      checkFields(e, so, sp, keys, [], what);
      const built: Record<string, string> = {};
      // Built in step order, whatever the order in the file: the export is then stable.
      for (const k of keys) {
        const text = readString(e, so, k, sp, { long: true });
        if (text !== undefined) built[k] = text;
      }
      steps = built;
    }
  }
  if (e.count > start) return undefined;
  return steps === undefined ? { short: short! } : { short: short!, steps };
}
