import { describe, expect, it } from 'vitest';
import { parseQuiz, parseQuizPack, parseQuizPackText, utf8Length, QUIZ_PACK_LIMITS, type QuizPackError } from '#shared/quiz/index';
import { validRawPack } from './fixtures.ts';

type Raw = ReturnType<typeof validRawPack>;
type Q = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const quiz = (p: Raw, i: number): Q => p.quizzes[i] as Q;

type Mutate = (p: Raw) => unknown;

/** The object holding the last key of a dotted path from the pack's root ('quizzes.0.question.answer.1'), and that key. */
const holder = (p: Raw, keys: string): [Q, string] => {
  const names = keys.split('.');
  let o = p as Q;
  for (const k of names.slice(0, -1)) o = o[k] as Q;
  return [o, names[names.length - 1]!];
};

/** Sets the field at a dotted path (arrays by index) to `value`. */
const put =
  (keys: string, value: unknown): Mutate =>
  (p) => {
    const [o, k] = holder(p, keys);
    o[k] = value;
    return p;
  };

/** Removes the field at a dotted path. */
const drop =
  (keys: string): Mutate =>
  (p) => {
    const [o, k] = holder(p, keys);
    delete o[k];
    return p;
  };

/** Several edits, in order. */
const all =
  (...edits: readonly Mutate[]): Mutate =>
  (p) => {
    for (const edit of edits) edit(p);
    return p;
  };

interface Case {
  readonly name: string;
  readonly mutate: Mutate;
  readonly path: string;
  readonly code: QuizPackError['code'];
  readonly boardCode?: string;
}

// Each case breaks one thing in a valid pack; the error must name exactly this path and code.
const MALFORMED: readonly Case[] = [
  { name: 'root is an array', mutate: () => [], path: '', code: 'not-object' },
  { name: 'wrong format', mutate: (p) => ({ ...p, format: 'attack-quiz-pack/2' }), path: 'format', code: 'bad-format' },
  { name: 'missing title', mutate: drop('title'), path: 'title', code: 'missing-field' },
  { name: 'unknown pack field', mutate: (p) => ({ ...p, extra: 1 }), path: 'extra', code: 'unknown-field' },
  { name: 'pack id with a space', mutate: (p) => ({ ...p, id: 'my pack' }), path: 'id', code: 'bad-id' },
  { name: 'version is a number', mutate: (p) => ({ ...p, version: 1 }), path: 'version', code: 'wrong-type' },
  { name: 'no quizzes', mutate: (p) => ({ ...p, quizzes: [] }), path: 'quizzes', code: 'empty' },
  {
    name: 'more than 500 quizzes',
    mutate: (p) => ({ ...p, quizzes: Array.from({ length: QUIZ_PACK_LIMITS.maxQuizzes + 1 }, (_, i) => ({ ...p.quizzes[0], id: `q${i}` })) }),
    path: 'quizzes',
    code: 'too-many-quizzes',
  },
  { name: 'duplicate quiz id', mutate: put('quizzes.1.id', 'legal'), path: 'quizzes[1].id', code: 'duplicate-id' },
  { name: 'quiz is a string', mutate: put('quizzes.2', 'quiz'), path: 'quizzes[2]', code: 'not-object' },
  { name: 'unknown quiz field', mutate: put('quizzes.0.hint', 'x'), path: 'quizzes[0].hint', code: 'unknown-field' },
  { name: 'odd field name is quoted', mutate: put('quizzes.0.a b', 1), path: 'quizzes[0]["a b"]', code: 'unknown-field' },
  { name: 'missing board', mutate: drop('quizzes.0.board'), path: 'quizzes[0].board', code: 'missing-field' },
  { name: 'empty prompt', mutate: put('quizzes.0.prompt', '  '), path: 'quizzes[0].prompt', code: 'empty' },
  { name: 'level 4', mutate: put('quizzes.0.level', 4), path: 'quizzes[0].level', code: 'bad-level' },
  { name: 'level as text', mutate: put('quizzes.0.level', '1'), path: 'quizzes[0].level', code: 'wrong-type' },
  { name: 'tag with capitals', mutate: put('quizzes.0.tags', ['Costs']), path: 'quizzes[0].tags[0]', code: 'bad-tag' },
  { name: 'tag listed twice', mutate: put('quizzes.0.tags', ['costs', 'goad', 'costs']), path: 'quizzes[0].tags[2]', code: 'duplicate-tag' },
  { name: 'interpretation as text', mutate: put('quizzes.0.interpretation', 'yes'), path: 'quizzes[0].interpretation', code: 'wrong-type' },
  {
    name: 'board: unknown effect kind (re-rooted engine error)',
    mutate: put('quizzes.0.board.effects', [{ kind: 'mustAtack', creatures: {} }]),
    path: 'quizzes[0].board.effects[0].kind',
    code: 'bad-board',
    boardCode: 'unknown-kind',
  },
  {
    name: 'board: misspelled creature field',
    mutate: put('quizzes.3.board.creatures', [{ id: 'c', name: 'C', controller: 'you', powr: 1 }]),
    path: 'quizzes[3].board.creatures[0].powr',
    code: 'bad-board',
    boardCode: 'unknown-field',
  },
  {
    name: 'board: more than 64 creatures',
    mutate: all(
      put('quizzes.3.board.effects', []),
      put(
        'quizzes.3.board.creatures',
        Array.from({ length: 65 }, (_, i) => ({ id: `c${i}`, name: 'X', controller: 'you' })),
      ),
    ),
    path: 'quizzes[3].board.creatures',
    // The pack's own per-quiz limit (docs/quiz-pack-format.md) refuses it before the engine sees the board.
    code: 'too-many',
  },
  { name: 'board is not an object', mutate: put('quizzes.3.board', 7), path: 'quizzes[3].board', code: 'bad-board', boardCode: 'not-object' },
  { name: 'unknown question type', mutate: put('quizzes.0.question.type', 'essay'), path: 'quizzes[0].question.type', code: 'unknown-question-type' },
  { name: 'question field of another type', mutate: put('quizzes.0.question.options', []), path: 'quizzes[0].question.options', code: 'unknown-field' },
  {
    name: 'legal-sets: unknown creature in a declaration',
    mutate: put('quizzes.0.question.answer.1', { attacks: { ghost: 'opp' } }),
    path: 'quizzes[0].question.answer[1].attacks.ghost',
    code: 'bad-declaration',
  },
  {
    name: 'legal-sets: unknown defender in a declaration',
    mutate: put('quizzes.0.question.answer.0', { attacks: { goblin: 'nobody' } }),
    path: 'quizzes[0].question.answer[0].attacks.goblin',
    code: 'bad-declaration',
  },
  {
    name: 'legal-sets: the same declaration twice',
    mutate: put('quizzes.0.question.answer.2', { attacks: { goblin: 'opp' } }), // after the two declarations
    path: 'quizzes[0].question.answer[2]',
    code: 'duplicate-declaration',
  },
  {
    name: 'legal-sets: odd creature key is quoted in the path',
    mutate: put('quizzes.0.question.answer.0', { attacks: { 'x y': 'opp' } }),
    path: 'quizzes[0].question.answer[0].attacks["x y"]',
    code: 'bad-declaration',
  },
  {
    name: 'legal-sets: unknown field in a declaration',
    mutate: put('quizzes.0.question.answer.0', { attacks: {}, note: 'x' }),
    path: 'quizzes[0].question.answer[0].note',
    code: 'bad-declaration',
  },
  { name: 'legal-sets: answer not an array', mutate: put('quizzes.0.question.answer', {}), path: 'quizzes[0].question.answer', code: 'wrong-type' },
  { name: 'can-attack: unknown creature', mutate: put('quizzes.1.question.creature', 'cub'), path: 'quizzes[1].question.creature', code: 'unknown-creature' },
  { name: 'can-attack: unknown defender', mutate: put('quizzes.1.question.defender', 'carol'), path: 'quizzes[1].question.defender', code: 'unknown-defender' },
  { name: 'can-attack: missing answer', mutate: drop('quizzes.1.question.answer'), path: 'quizzes[1].question.answer', code: 'missing-field' },
  {
    name: 'choice: correct names no option',
    mutate: put('quizzes.2.question.correct', ['six']),
    path: 'quizzes[2].question.correct[0]',
    code: 'unknown-option',
  },
  {
    name: 'choice: duplicate option id',
    mutate: all(put('quizzes.2.question.options.1.id', 'two'), put('quizzes.2.question.correct', ['two'])),
    path: 'quizzes[2].question.options[1].id',
    code: 'duplicate-id',
  },
  {
    name: 'choice: two answers for a single choice',
    mutate: put('quizzes.2.question.correct', ['two', 'five']),
    path: 'quizzes[2].question.correct',
    code: 'bad-choice',
  },
  { name: 'choice: nothing correct', mutate: put('quizzes.4.question.correct', []), path: 'quizzes[4].question.correct', code: 'bad-choice' },
  {
    name: 'choice: one option only',
    mutate: put('quizzes.2.question.options', [{ id: 'five', text: 'Step 5' }]),
    path: 'quizzes[2].question.options',
    code: 'bad-choice',
  },
  {
    name: 'choice: option without text',
    mutate: drop('quizzes.2.question.options.0.text'),
    path: 'quizzes[2].question.options[0].text',
    code: 'missing-field',
  },
  { name: 'number: negative tolerance', mutate: put('quizzes.5.question.tolerance', -1), path: 'quizzes[5].question.tolerance', code: 'bad-number' },
  { name: 'number: answer as text', mutate: put('quizzes.3.question.answer', '3'), path: 'quizzes[3].question.answer', code: 'wrong-type' },
  { name: 'explanation: step 8', mutate: put('quizzes.0.explanation.steps.8', 'x'), path: 'quizzes[0].explanation.steps.8', code: 'unknown-field' },
  { name: 'explanation: missing short', mutate: put('quizzes.3.explanation', { steps: {} }), path: 'quizzes[3].explanation.short', code: 'missing-field' },
];

describe('parseQuizPack: malformed packs name the exact path', () => {
  it('the fixture itself is valid', () => {
    const r = parseQuizPack(validRawPack());
    expect(r.ok ? [] : r.error).toEqual([]);
  });

  it.each(MALFORMED)('$name → $path ($code)', ({ mutate, path, code, boardCode }) => {
    const r = parseQuizPack(mutate(validRawPack()));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const hit = r.error.find((e) => e.path === path && e.code === code);
    expect(hit, JSON.stringify(r.error, null, 1)).toBeDefined();
    if (boardCode !== undefined) expect(hit?.boardCode).toBe(boardCode);
    for (const e of r.error) expect(e.message.length).toBeGreaterThan(0);
  });

  it('reports several independent errors in document order', () => {
    const p = validRawPack();
    p.title = 5;
    quiz(p, 1).level = 0;
    quiz(p, 2).question.correct = ['nope'];
    const r = parseQuizPack(p);
    expect(r.ok ? [] : r.error.map((e) => e.path)).toEqual(['title', 'quizzes[1].level', 'quizzes[2].question.correct[0]']);
  });

  it('stops at the quiz limit without parsing the quizzes', () => {
    const p = validRawPack();
    p.quizzes = Array.from({ length: QUIZ_PACK_LIMITS.maxQuizzes + 1 }, () => ({ broken: true }));
    const r = parseQuizPack(p);
    expect(r.ok ? [] : r.error.map((e) => e.code)).toEqual(['too-many-quizzes']);
    // The message names the limit that was hit and the pack's count.
    expect(r.ok ? '' : r.error[0]?.message).toBe('a pack holds at most 5,000 quizzes (this one has 5,001): split it into several packs');
  });
});

describe('parseQuizPack: what a valid pack becomes', () => {
  const r = parseQuizPack(validRawPack());
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const pack = r.value;

  it('keeps the parsed board for the engine and the authored board for export', () => {
    const q = pack.quizzes[0]!;
    expect(q.board.creatures.map((c) => c.id)).toEqual(['cub', 'goblin']);
    expect(q.board.defenders.some((d) => d.id === 'opp')).toBe(true);
    expect(q.boardJson).toEqual(validRawPack().quizzes[0]!.board);
    expect(Object.keys(q.boardJson)).toEqual(['format', 'players', 'activePlayer', 'creatures', 'effects']);
  });

  it('stores a legal-sets answer in canonical order (spec §5)', () => {
    const p = validRawPack();
    quiz(p, 0).question.answer.reverse();
    const again = parseQuizPack(p);
    expect(again.ok && again.value.quizzes[0]!.question).toEqual(pack.quizzes[0]!.question);
  });

  it('keeps optional fields absent and fills nothing in', () => {
    expect(pack.quizzes[3]!.question).toEqual({ type: 'number', answer: 3 });
    expect(pack.quizzes[1]!.explanation).toEqual({ short: 'No.' });
    expect(pack.quizzes[5]!.question).toEqual({ type: 'number', answer: 10, tolerance: 1 });
  });

  it('parses a single quiz with a path prefix', () => {
    const one = parseQuiz({ ...validRawPack().quizzes[0], level: 9 }, 'quizzes[7]');
    expect(one.ok ? [] : one.error.map((e) => e.path)).toEqual(['quizzes[7].level']);
    expect(parseQuiz(validRawPack().quizzes[2]).ok).toBe(true);
  });

  it('normalizes -0 so that the value survives JSON', () => {
    const p = validRawPack();
    quiz(p, 3).question.answer = -0;
    const q = parseQuizPack(p);
    expect(q.ok && Object.is((q.value.quizzes[3]!.question as { answer: number }).answer, 0)).toBe(true);
  });
});

describe('parseQuizPackText', () => {
  const text = JSON.stringify(validRawPack(), null, 2);

  it('parses a valid file, also with a byte-order mark', () => {
    expect(parseQuizPackText(text).ok).toBe(true);
    expect(parseQuizPackText('\uFEFF' + text).ok).toBe(true);
  });

  it.each([
    { name: 'trailing comma', text: '{\n  "a": 1,\n}', line: 3, column: 1 },
    { name: 'single quotes', text: "{\n  'format': 1\n}", line: 2, column: 3 },
    { name: 'truncated', text: '{"quizzes": [', line: 1, column: 14 },
    { name: 'text after the value', text: '{}\n{}', line: 2, column: 1 },
  ])('reports JSON syntax errors with line and column: $name', ({ text: t, line, column }) => {
    const r = parseQuizPackText(t);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toHaveLength(1);
    expect(r.error[0]).toMatchObject({ path: '', code: 'bad-json', line, column });
    expect(r.error[0]!.message).toContain(`line ${line}, column ${column}`);
  });

  it('refuses more than 20,000,000 bytes before parsing, counting UTF-8 bytes', () => {
    expect(QUIZ_PACK_LIMITS.maxBytes).toBe(20_000_000);
    const big = text.replace('"description": ""', `"description": "${'x'.repeat(QUIZ_PACK_LIMITS.maxBytes)}"`);
    const refused = parseQuizPackText(big);
    expect(refused).toMatchObject({ ok: false, error: [{ path: '', code: 'too-large' }] });
    // The message says which limit was hit and how far over the file is.
    expect(refused.ok ? '' : refused.error[0]?.message).toMatch(
      /^this file is 20\.0 MB \([\d,]+ bytes\); a quiz pack file is at most 20\.0 MB \(20,000,000 bytes\) of JSON/,
    );
    // Three-byte characters: fewer UTF-16 units than the limit, more bytes.
    const third = Math.ceil(QUIZ_PACK_LIMITS.maxBytes / 3);
    const wide = text.replace('"description": ""', `"description": "${'€'.repeat(third + 1000)}"`);
    expect(wide.length).toBeLessThan(QUIZ_PACK_LIMITS.maxBytes);
    expect(parseQuizPackText(wide)).toMatchObject({ ok: false, error: [{ code: 'too-large' }] });
    // Within the byte limit, so parsed: then refused by the description's own limit (docs/quiz-pack-format.md).
    const fits = text.replace('"description": ""', `"description": "${'€'.repeat(1_600_000)}"`);
    expect(parseQuizPackText(fits)).toMatchObject({ ok: false, error: [{ path: 'description', code: 'too-long' }] });
  });

  it('passes pack errors through', () => {
    const r = parseQuizPackText(JSON.stringify({ ...validRawPack(), format: 'x' }));
    expect(r.ok ? [] : r.error.map((e) => e.path)).toEqual(['format']);
  });
});

describe('utf8Length', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['€', 3],
    ['😀', 4],
    ['\ud83d', 3], // lone surrogate: written as U+FFFD
  ])('%j is %i bytes', (s, n) => {
    expect(utf8Length(s)).toBe(n);
  });
});
