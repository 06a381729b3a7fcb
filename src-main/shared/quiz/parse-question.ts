/**
 * The question of a quiz (docs/quiz-pack-format.md, "Questions"): its type must be one the board's
 * format takes (can-attack on an attack board, can-block on a block board), its ids must exist on the
 * board, and a legal-sets answer is a set of declarations written as the board's format writes them —
 * `{"attacks": {creature: defender}}` or `{"blocks": {blocker: attacker or [attackers]}}`.
 */
import { declarationKey, parseDeclaration, sortDeclarations, type Board, type EngineError, type Result } from '#shared/engine/index';
import { blockKey, type BlockBoard } from '#shared/engine/block/index';
import { compareBlockDeclarations, parseBlockDeclaration } from '#shared/engine/block/declaration';
import type { BlockQuestion, ChoiceOption, Question } from './pack-model.ts';
import { QUESTION_TYPES, QUESTION_TYPES_BY_BOARD, type QuestionType } from './pack-format.ts';
import { asObject, checkFields, has, readArray, readBoolean, readString, type Errors, type Obj } from './parse-errors.ts';
import { pathIndex, pathKey } from './path.ts';

const QUESTION_FIELDS: Readonly<Record<QuestionType, { all: readonly string[]; required: readonly string[] }>> = {
  'legal-sets': { all: ['type', 'answer'], required: ['type', 'answer'] },
  'can-attack': { all: ['type', 'creature', 'defender', 'answer'], required: ['type', 'creature', 'answer'] },
  'can-block': { all: ['type', 'creature', 'attacker', 'answer'], required: ['type', 'creature', 'answer'] },
  choice: { all: ['type', 'options', 'correct', 'multiple'], required: ['type', 'options', 'correct', 'multiple'] },
  number: { all: ['type', 'answer', 'tolerance'], required: ['type', 'answer'] },
};

/** The parsed board a question is checked against, tagged by its format; undefined when the board failed. */
export type ParsedBoard = { readonly format: 'attack'; readonly board: Board } | { readonly format: 'block'; readonly board: BlockBoard };

export function parseQuestion(
  e: Errors,
  raw: unknown,
  path: string,
  parsed: ParsedBoard | undefined,
  boardFormat: 'attack' | 'block',
): Question | BlockQuestion | undefined {
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
  const allowed: readonly QuestionType[] = QUESTION_TYPES_BY_BOARD[boardFormat === 'block' ? 'block-board/1' : 'attack-board/1'];
  if (!allowed.includes(t)) {
    const board = boardFormat === 'block' ? 'a block-board/1 board' : 'an attack-board/1 board';
    e.add(pathKey(path, 'type'), 'wrong-board-question', `a "${t}" question does not go with ${board} (it takes ${allowed.join(', ')})`);
    return undefined;
  }
  checkFields(e, o, path, QUESTION_FIELDS[t].all, QUESTION_FIELDS[t].required, `a ${t} question`);
  const attackBoard = parsed?.format === 'attack' ? parsed.board : undefined;
  const blockBoard = parsed?.format === 'block' ? parsed.board : undefined;
  let q: Question | BlockQuestion | undefined;
  switch (t) {
    case 'legal-sets':
      q = boardFormat === 'block' ? parseBlockLegalSets(e, o, path, blockBoard) : parseLegalSets(e, o, path, attackBoard);
      break;
    case 'can-attack':
      q = parseCanAttack(e, o, path, attackBoard);
      break;
    case 'can-block':
      q = parseCanBlock(e, o, path, blockBoard);
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
  const parse = board && ((rd: unknown) => parseDeclaration(board, rd));
  const out = readDeclarationSet(e, o, path, 'attacks', parse, declarationKey);
  // The answer is a set: stored in canonical order (spec §5) so that equal sets serialize equally.
  return out && { type: 'legal-sets', answer: sortDeclarations(out) };
}

/** A legal-sets answer on a block board: declarations `{"blocks": …}`, stored in §6's canonical order. */
function parseBlockLegalSets(e: Errors, o: Obj, path: string, board: BlockBoard | undefined): BlockQuestion | undefined {
  const parse = board && ((rd: unknown) => parseBlockDeclaration(board, rd));
  const out = readDeclarationSet(e, o, path, 'blocks', parse, blockKey);
  return out && { type: 'legal-sets', answer: [...out].sort(compareBlockDeclarations) };
}

/**
 * The declarations of a legal-sets answer, each read by the board's format (`{"attacks": …}` or
 * `{"blocks": …}`) and none twice. Without a valid board (`parse` undefined) the ids cannot be
 * checked: only the shape is, since the board's errors are reported already.
 */
function readDeclarationSet<D>(
  e: Errors,
  o: Obj,
  path: string,
  word: 'attacks' | 'blocks',
  parse: ((raw: unknown) => Result<D, EngineError>) | undefined,
  key: (d: D) => string,
): D[] | undefined {
  const arr = readArray(e, o, 'answer', path);
  if (!arr) return undefined;
  const ap = pathKey(path, 'answer');
  const out: D[] = [];
  const seen = new Map<string, number>();
  arr.forEach((rd, j) => {
    const p = pathIndex(ap, j);
    if (!parse) {
      if (typeof rd !== 'object' || rd === null || Array.isArray(rd)) e.add(p, 'bad-declaration', `a declaration is an object {"${word}": {...}}`);
      return;
    }
    const d = parse(rd);
    if (!d.ok) {
      e.add(declarationErrorPath(p, d.error.path, word), 'bad-declaration', d.error.message);
      return;
    }
    const k = key(d.value);
    const first = seen.get(k);
    if (first !== undefined) {
      e.add(p, 'duplicate-declaration', `the same declaration is answer[${first}]`);
      return;
    }
    seen.set(k, j);
    out.push(d.value);
  });
  return out;
}

/**
 * The declaration parsers name raw keys (`attacks.<creature id>`, `blocks.<creature id>`, or an
 * unknown field's name) that may hold any character, so they are re-quoted here rather than pasted
 * into the path.
 */
function declarationErrorPath(base: string, sub: string | undefined, word: 'attacks' | 'blocks'): string {
  if (sub === undefined || sub === '') return base;
  if (sub === word) return pathKey(base, word);
  if (sub.startsWith(`${word}.`)) return pathKey(pathKey(base, word), sub.slice(word.length + 1));
  return pathKey(base, sub);
}

/** Can this creature block (this attacker)? The creature is any on the board; the attacker must be attacking. */
function parseCanBlock(e: Errors, o: Obj, path: string, board: BlockBoard | undefined): BlockQuestion | undefined {
  const creature = readString(e, o, 'creature', path);
  const attacker = readString(e, o, 'attacker', path);
  const answer = readBoolean(e, o, 'answer', path);
  if (board && creature !== undefined && !board.creatures.some((c) => c.id === creature)) {
    e.add(pathKey(path, 'creature'), 'unknown-creature', `no creature on the board has id "${creature}"`);
  }
  if (board && attacker !== undefined && !board.creatures.some((c) => c.id === attacker && c.attacking !== undefined)) {
    e.add(pathKey(path, 'attacker'), 'unknown-attacker', `no attacking creature on the board has id "${attacker}"`);
  }
  if (creature === undefined || answer === undefined) return undefined;
  return attacker === undefined ? { type: 'can-block', creature, answer } : { type: 'can-block', creature, attacker, answer };
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
  return defender === undefined ? { type: 'can-attack', creature, answer } : { type: 'can-attack', creature, defender, answer };
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
