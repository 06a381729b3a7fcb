/**
 * Parse an unknown JSON value into a QuizPack (docs/quiz-pack-format.md). Strict, as the board format
 * is (spec §1): an unknown field, a dangling id or a wrong type is an error with its JSON path,
 * because a typo must not silently change what a quiz asks. Never throws on bad data.
 */
import {
  declarationKey,
  err,
  ok,
  parseBoard,
  parseDeclaration,
  sortDeclarations,
  type Board,
  type Declaration,
  type Result,
} from '#shared/engine/index';
import { parsePackProgress, type QuizPackWithProgress } from './pack-progress.ts';
import { canonicalBoardJson } from './board-json.ts';
import { checkBoardLimits } from './limits.ts';
import { pathIndex, pathKey, rebasePath } from './path.ts';
import type {
  ChoiceOption,
  Question,
  Quiz,
  QuizExplanation,
  QuizPackError,
} from './types.ts';
import {
  EXPLANATION_STEPS,
  ID_PATTERN,
  QUESTION_TYPES,
  QUIZ_LEVELS,
  QUIZ_PACK_FORMAT,
  QUIZ_PACK_LIMITS,
  TAG_PATTERN,
  type ExplanationStepKey,
  type QuestionType,
  type QuizLevel,
} from './vocabulary.ts';
import { isJsonObject, hasField, type JsonRecord } from '#shared/json/json-object';
import { checkJsonFields, readJsonArray } from '#shared/json/json-fields';

type Obj = JsonRecord;

const PACK_FIELDS = ['format', 'id', 'title', 'description', 'author', 'version', 'quizzes'] as const;
/** Optional: the learner's history exported with the pack (docs/review-and-exams.md). */
const OPTIONAL_PACK_FIELDS = ['progress'] as const;
const QUIZ_FIELDS = ['id', 'title', 'prompt', 'board', 'question', 'explanation', 'tags', 'level', 'source', 'interpretation'] as const;
const QUESTION_FIELDS: Readonly<Record<QuestionType, { all: readonly string[]; required: readonly string[] }>> = {
  'legal-sets': { all: ['type', 'answer'], required: ['type', 'answer'] },
  'can-attack': { all: ['type', 'creature', 'defender', 'answer'], required: ['type', 'creature', 'answer'] },
  choice: { all: ['type', 'options', 'correct', 'multiple'], required: ['type', 'options', 'correct', 'multiple'] },
  number: { all: ['type', 'answer', 'tolerance'], required: ['type', 'answer'] },
};

/**
 * Collects errors in document order, keeping the first QUIZ_PACK_LIMITS.maxReportedErrors and counting
 * the rest (issue 14 §8: 400k duplicate tags made a 29 MB answer, and spreading them overflowed the
 * stack). Paths and messages are clipped: they can quote a key or value of any length.
 */
class Errors {
  readonly #kept: QuizPackError[] = [];
  #dropped = 0;
  add(path: string, code: QuizPackError['code'], message: string, extra: Partial<QuizPackError> = {}): void {
    if (this.#kept.length >= QUIZ_PACK_LIMITS.maxReportedErrors) {
      this.#dropped++;
      return;
    }
    this.#kept.push({ path: clipText(path), code, message: clipText(message), ...extra });
  }
  /** Every error found, listed or not (the parsers compare counts to see whether a part failed). */
  get count(): number {
    return this.#kept.length + this.#dropped;
  }
  /** The listed errors, and one more saying how many were left out. */
  get list(): QuizPackError[] {
    if (this.#dropped === 0) return [...this.#kept];
    const { maxReportedErrors } = QUIZ_PACK_LIMITS;
    return [
      ...this.#kept,
      { path: '', code: 'too-many-errors', message: `and ${this.#dropped} more problems (only the first ${maxReportedErrors} are listed)` },
    ];
  }
}

/** A path or message cut to QUIZ_PACK_LIMITS.maxErrorText characters, with "…" where it was cut. */
export const clipText = (text: string): string => {
  const max = QUIZ_PACK_LIMITS.maxErrorText;
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
};

const has = hasField;

function asObject(e: Errors, raw: unknown, path: string, what: string): Obj | undefined {
  if (!isJsonObject(raw)) {
    e.add(path, 'not-object', `${what} must be a JSON object`);
    return undefined;
  }
  return raw;
}

/** Unknown fields and missing required ones (the shared strict reader, json-fields.ts). */
function checkFields(e: Errors, o: Obj, path: string, all: readonly string[], required: readonly string[], what: string): void {
  checkJsonFields((p, code, message) => e.add(p, code, message), o, path, all, required, what);
}

interface StringRule {
  /** Default true: '' (or only spaces) is refused. */
  readonly nonEmpty?: boolean;
  readonly id?: boolean;
  /** Default false: at most maxShortTextChars; true: at most maxLongTextChars (prose). */
  readonly long?: boolean;
}

function readString(e: Errors, o: Obj, key: string, path: string, rule: StringRule = {}): string | undefined {
  if (!has(o, key)) return undefined; // reported by checkFields when required
  const v = o[key];
  const p = pathKey(path, key);
  if (typeof v !== 'string') {
    e.add(p, 'wrong-type', `"${key}" must be a string`);
    return undefined;
  }
  if (rule.id === true) {
    if (!ID_PATTERN.test(v)) {
      e.add(p, 'bad-id', `"${key}" must be 1–100 letters, digits, '.', '_', ':' or '-', starting with a letter or digit`);
      return undefined;
    }
  } else if ((rule.nonEmpty ?? true) && v.trim() === '') {
    e.add(p, 'empty', `"${key}" must not be empty`);
    return undefined;
  }
  const max = rule.long === true ? QUIZ_PACK_LIMITS.maxLongTextChars : QUIZ_PACK_LIMITS.maxShortTextChars;
  if (v.length > max) {
    e.add(p, 'too-long', `"${key}" is at most ${max} characters (this one has ${v.length})`);
    return undefined;
  }
  return v;
}

function readBoolean(e: Errors, o: Obj, key: string, path: string): boolean | undefined {
  if (!has(o, key)) return undefined;
  const v = o[key];
  if (typeof v !== 'boolean') {
    e.add(pathKey(path, key), 'wrong-type', `"${key}" must be true or false`);
    return undefined;
  }
  return v;
}

function readArray(e: Errors, o: Obj, key: string, path: string): readonly unknown[] | undefined {
  return readJsonArray((p, code, message) => e.add(p, code, message), o, key, path);
}

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
      e.add('quizzes', 'too-many-quizzes', `a pack holds at most ${QUIZ_PACK_LIMITS.maxQuizzes.toLocaleString('en-US')} quizzes (this one has ${rawQuizzes.length.toLocaleString('en-US')}): split it into several packs`);
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
  // One by one, never spread: the list can be as long as the file (issue 14 §8).
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

  let board: Board | undefined;
  const boardPath = pathKey(path, 'board');
  // The quiz limits first (limits.ts): a board past them is not handed to the engine at all.
  if (has(o, 'board') && checkBoardLimits(e, o.board, boardPath)) {
    // The engine validates boards (spec §1); its paths are relative to the board, so re-root them.
    const parsed = parseBoard(o.board);
    if (parsed.ok) board = parsed.value;
    else {
      for (const be of parsed.error) e.add(rebasePath(boardPath, be.path), 'bad-board', be.message, { boardCode: be.code });
    }
  }

  const question = has(o, 'question') ? parseQuestion(e, o.question, pathKey(path, 'question'), board) : undefined;
  const explanation = has(o, 'explanation') ? parseExplanation(e, o.explanation, pathKey(path, 'explanation')) : undefined;
  const tags = parseTags(e, o, path);
  const level = parseLevel(e, o, path);
  const source = readString(e, o, 'source', path);
  const interpretation = readBoolean(e, o, 'interpretation', path);

  if (e.count > start) return undefined;
  return {
    id: id!,
    title: title!,
    prompt: prompt!,
    board: board!,
    boardJson: canonicalBoardJson(o.board),
    question: question!,
    explanation: explanation!,
    tags: tags!,
    level: level!,
    source: source!,
    interpretation: interpretation!,
  };
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

function parseExplanation(e: Errors, raw: unknown, path: string): QuizExplanation | undefined {
  const start = e.count;
  const o = asObject(e, raw, path, 'an explanation');
  if (!o) return undefined;
  checkFields(e, o, path, ['short', 'steps'], ['short'], 'an explanation');
  const short = readString(e, o, 'short', path, { long: true });
  let steps: Partial<Record<ExplanationStepKey, string>> | undefined;
  if (has(o, 'steps')) {
    const sp = pathKey(path, 'steps');
    const so = asObject(e, o.steps, sp, '"steps"');
    if (so) {
      checkFields(e, so, sp, EXPLANATION_STEPS, [], '"steps" (keys are the article\'s steps "1" to "7")');
      const built: Partial<Record<ExplanationStepKey, string>> = {};
      // Built in step order, whatever the order in the file: the export is then stable.
      for (const k of EXPLANATION_STEPS) {
        const text = readString(e, so, k, sp, { long: true });
        if (text !== undefined) built[k] = text;
      }
      steps = built;
    }
  }
  if (e.count > start) return undefined;
  return steps === undefined ? { short: short! } : { short: short!, steps };
}

function parseQuestion(e: Errors, raw: unknown, path: string, board: Board | undefined): Question | undefined {
  const start = e.count;
  const o = asObject(e, raw, path, 'a question');
  if (!o) return undefined;
  if (!has(o, 'type')) {
    e.add(pathKey(path, 'type'), 'missing-field', `a question needs "type" (one of ${QUESTION_TYPES.join(', ')})`);
    return undefined;
  }
  const type = o.type;
  if (typeof type !== 'string' || !(QUESTION_TYPES as readonly string[]).includes(type)) {
    e.add(pathKey(path, 'type'), 'unknown-question-type', `"type" must be one of ${QUESTION_TYPES.join(', ')}`);
    return undefined;
  }
  const t = type as QuestionType;
  checkFields(e, o, path, QUESTION_FIELDS[t].all, QUESTION_FIELDS[t].required, `a ${t} question`);
  let q: Question | undefined;
  switch (t) {
    case 'legal-sets':
      q = parseLegalSets(e, o, path, board);
      break;
    case 'can-attack':
      q = parseCanAttack(e, o, path, board);
      break;
    case 'choice':
      q = parseChoice(e, o, path);
      break;
    case 'number':
      q = parseNumber(e, o, path);
      break;
  }
  return e.count > start ? undefined : q;
}

function parseLegalSets(e: Errors, o: Obj, path: string, board: Board | undefined): Question | undefined {
  const arr = readArray(e, o, 'answer', path);
  if (!arr) return undefined;
  const ap = pathKey(path, 'answer');
  const out: Declaration[] = [];
  const seen = new Map<string, number>();
  arr.forEach((rd, j) => {
    const p = pathIndex(ap, j);
    if (!board) {
      // Without a valid board the ids cannot be checked; the board's errors are reported already.
      if (typeof rd !== 'object' || rd === null || Array.isArray(rd)) e.add(p, 'bad-declaration', 'a declaration is an object {"attacks": {...}}');
      return;
    }
    const d = parseDeclaration(board, rd);
    if (!d.ok) {
      e.add(declarationErrorPath(p, d.error.path), 'bad-declaration', d.error.message);
      return;
    }
    const key = declarationKey(d.value);
    const first = seen.get(key);
    if (first !== undefined) {
      e.add(p, 'duplicate-declaration', `the same declaration is answer[${first}]`);
      return;
    }
    seen.set(key, j);
    out.push(d.value);
  });
  // The answer is a set: stored in canonical order (spec §5) so that equal sets serialize equally.
  return { type: 'legal-sets', answer: sortDeclarations(out) };
}

/**
 * parseDeclaration names raw keys (`attacks.<creature id>`, or an unknown field's name) that may hold
 * any character, so they are re-quoted here rather than pasted into the path.
 */
function declarationErrorPath(base: string, sub: string | undefined): string {
  if (sub === undefined || sub === '') return base;
  if (sub === 'attacks') return pathKey(base, 'attacks');
  if (sub.startsWith('attacks.')) return pathKey(pathKey(base, 'attacks'), sub.slice('attacks.'.length));
  return pathKey(base, sub);
}

function parseCanAttack(e: Errors, o: Obj, path: string, board: Board | undefined): Question | undefined {
  const creature = readString(e, o, 'creature', path);
  const defender = readString(e, o, 'defender', path);
  const answer = readBoolean(e, o, 'answer', path);
  if (board && creature !== undefined && !board.creatures.some((c) => c.id === creature)) {
    e.add(pathKey(path, 'creature'), 'unknown-creature', `no creature on the board has id "${creature}"`);
  }
  if (board && defender !== undefined && !board.defenders.some((d) => d.id === defender)) {
    e.add(pathKey(path, 'defender'), 'unknown-defender', `no player, planeswalker or battle on the board has id "${defender}"`);
  }
  if (creature === undefined || answer === undefined) return undefined;
  return defender === undefined
    ? { type: 'can-attack', creature, answer }
    : { type: 'can-attack', creature, defender, answer };
}

function parseChoice(e: Errors, o: Obj, path: string): Question | undefined {
  const start = e.count;
  const options: ChoiceOption[] = [];
  const optionIds = new Map<string, number>();
  const op = pathKey(path, 'options');
  const rawOptions = readArray(e, o, 'options', path);
  if (rawOptions) {
    if (rawOptions.length < 2) e.add(op, 'bad-choice', 'a choice question offers at least two options');
    rawOptions.forEach((ro, i) => {
      const p = pathIndex(op, i);
      const oo = asObject(e, ro, p, 'an option');
      if (!oo) return;
      checkFields(e, oo, p, ['id', 'text'], ['id', 'text'], 'an option');
      const id = readString(e, oo, 'id', p, { id: true });
      const text = readString(e, oo, 'text', p, { long: true });
      if (id !== undefined) {
        const first = optionIds.get(id);
        if (first !== undefined) e.add(pathKey(p, 'id'), 'duplicate-id', `option id "${id}" is already used by options[${first}]`);
        else optionIds.set(id, i);
      }
      if (id !== undefined && text !== undefined) options.push({ id, text });
    });
  }
  const multiple = readBoolean(e, o, 'multiple', path);
  const correct: string[] = [];
  const cp = pathKey(path, 'correct');
  const rawCorrect = readArray(e, o, 'correct', path);
  if (rawCorrect) {
    if (rawCorrect.length === 0) e.add(cp, 'bad-choice', 'at least one option must be correct');
    const seen = new Set<string>();
    rawCorrect.forEach((c, i) => {
      const p = pathIndex(cp, i);
      if (typeof c !== 'string') e.add(p, 'wrong-type', 'a correct option is named by its id (a string)');
      else if (seen.has(c)) e.add(p, 'duplicate-id', `option "${c}" is listed twice`);
      else {
        seen.add(c);
        if (rawOptions && !optionIds.has(c)) e.add(p, 'unknown-option', `no option has id "${c}"`);
        correct.push(c);
      }
    });
    if (multiple === false && rawCorrect.length > 1) {
      e.add(cp, 'bad-choice', 'a single-answer question ("multiple": false) has exactly one correct option');
    }
  }
  if (e.count > start || multiple === undefined) return undefined;
  return { type: 'choice', options, correct, multiple };
}

function parseNumber(e: Errors, o: Obj, path: string): Question | undefined {
  const read = (key: string, nonNegative: boolean): number | undefined => {
    if (!has(o, key)) return undefined;
    const v = o[key];
    const p = pathKey(path, key);
    if (typeof v !== 'number') {
      e.add(p, 'wrong-type', `"${key}" must be a number`);
      return undefined;
    }
    if (!Number.isFinite(v) || (nonNegative && v < 0)) {
      e.add(p, 'bad-number', `"${key}" must be a finite number${nonNegative ? ' ≥ 0' : ''}`);
      return undefined;
    }
    return v === 0 ? 0 : v; // -0 would not survive JSON (it prints as 0)
  };
  const answer = read('answer', false);
  const tolerance = read('tolerance', true);
  if (answer === undefined) return undefined;
  return has(o, 'tolerance') ? { type: 'number', answer, tolerance: tolerance! } : { type: 'number', answer };
}
