import { describe, expect, test } from 'vitest';
import type { LearnerQuiz } from '#main/contract/trainer-api';
import type { Board, Declaration } from '#shared/engine/index';
import { parseBoard } from '#shared/engine/index';
import {
  EMPTY_DRAFT,
  NO_ATTACK,
  addDeclaration,
  assignmentToDeclaration,
  declarationToAssignment,
  digitIndex,
  emptyAssignment,
  encodeAnswer,
  removeDeclaration,
  toggleChoice,
  type AnswerDraft,
  type EncodeResult,
} from '../../src-renderer/lib/quiz/answer.ts';
import { keyTargetOf, QUIZ_SHORTCUTS, quizKeyAction, type QuizKeyAction, type QuizKeyTarget } from '../../src-renderer/lib/quiz/shortcuts.ts';

const parsed = parseBoard({
  format: 'attack-board/1',
  players: ['you', 'opp'],
  activePlayer: 'you',
  defenders: [{ id: 'jace', kind: 'planeswalker', player: 'opp', name: 'Jace Beleren' }],
  creatures: [
    { id: 'goblin', name: 'Crazed Goblin', controller: 'you' },
    { id: 'cub', name: 'Bear Cub', controller: 'you' },
    { id: 'sick', name: 'Raging Goblin', controller: 'you', sick: true },
  ],
  effects: [],
});
if (!parsed.ok) throw new Error('fixture board is invalid');
const BOARD: Board = parsed.value;

describe('assignments ↔ declarations', () => {
  test('the empty assignment lists the eligible creatures only, all at "No attack"', () => {
    expect(emptyAssignment(BOARD)).toEqual({ goblin: NO_ATTACK, cub: NO_ATTACK });
  });

  const cases: { name: string; assignment: Record<string, string>; declaration: Declaration }[] = [
    { name: 'nobody attacks', assignment: { goblin: NO_ATTACK, cub: NO_ATTACK }, declaration: { attacks: {} } },
    { name: 'one attacker', assignment: { goblin: 'opp', cub: NO_ATTACK }, declaration: { attacks: { goblin: 'opp' } } },
    { name: 'two attackers, canonical key order', assignment: { goblin: 'jace', cub: 'opp' }, declaration: { attacks: { cub: 'opp', goblin: 'jace' } } },
  ];
  test.each(cases)('$name', ({ assignment, declaration }) => {
    const d = assignmentToDeclaration(assignment);
    expect(d).toEqual(declaration);
    expect(Object.keys(d.attacks)).toEqual(Object.keys(declaration.attacks));
    expect(declarationToAssignment(BOARD, d)).toEqual({ ...emptyAssignment(BOARD), ...assignment });
  });

  test('a declaration naming an ineligible creature or an unknown defender is not shown in the selects', () => {
    expect(declarationToAssignment(BOARD, { attacks: { sick: 'opp', goblin: 'nowhere' } })).toEqual({ goblin: NO_ATTACK, cub: NO_ATTACK });
  });
});

describe('your declarations: duplicates refused', () => {
  const a: Declaration = { attacks: { goblin: 'opp' } };
  const b: Declaration = { attacks: { cub: 'opp', goblin: 'opp' } };
  const cases: { name: string; list: Declaration[]; add: Declaration; result: { ok: true; list: Declaration[] } | { ok: false; index: number } }[] = [
    { name: 'into an empty list', list: [], add: a, result: { ok: true, list: [a] } },
    { name: 'a different one', list: [a], add: b, result: { ok: true, list: [a, b] } },
    { name: 'the same one again', list: [a, b], add: { attacks: { goblin: 'opp' } }, result: { ok: false, index: 0 } },
    { name: 'the same one with keys in another order', list: [a, b], add: { attacks: { goblin: 'opp', cub: 'opp' } }, result: { ok: false, index: 1 } },
    { name: 'No attack twice', list: [{ attacks: {} }], add: { attacks: {} }, result: { ok: false, index: 0 } },
    {
      name: 'same creatures, other defender',
      list: [a],
      add: { attacks: { goblin: 'jace' } },
      result: { ok: true, list: [a, { attacks: { goblin: 'jace' } }] },
    },
  ];
  test.each(cases)('$name', ({ list, add, result }) => {
    const r = addDeclaration(list, add);
    if (result.ok) expect(r).toEqual({ ok: true, list: result.list });
    else expect(r).toEqual({ ok: false, reason: 'duplicate', index: result.index });
  });

  test('remove takes out exactly the one at the index', () => {
    expect(removeDeclaration([a, b, { attacks: {} }], 1)).toEqual([a, { attacks: {} }]);
  });
});

describe('encodeAnswer', () => {
  const legal: LearnerQuiz['question'] = { type: 'legal-sets' };
  const canAttack: LearnerQuiz['question'] = { type: 'can-attack', creature: 'goblin' };
  const single: LearnerQuiz['question'] = {
    type: 'choice',
    multiple: false,
    options: [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
    ],
  };
  const multi: LearnerQuiz['question'] = {
    type: 'choice',
    multiple: true,
    options: [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
      { id: 'c', text: 'C' },
    ],
  };
  const number: LearnerQuiz['question'] = { type: 'number' };
  const draft = (d: Partial<AnswerDraft>): AnswerDraft => ({ ...EMPTY_DRAFT, ...d });

  const cases: { name: string; question: LearnerQuiz['question']; draft: AnswerDraft; result: EncodeResult | 'refused' }[] = [
    { name: 'legal-sets with nothing listed is refused', question: legal, draft: draft({}), result: 'refused' },
    {
      name: 'legal-sets sends the list as given',
      question: legal,
      draft: draft({ declarations: [{ attacks: {} }, { attacks: { goblin: 'opp' } }] }),
      result: { ok: true, answer: { type: 'legal-sets', declarations: [{ attacks: {} }, { attacks: { goblin: 'opp' } }] } },
    },
    { name: 'can-attack without a pick is refused', question: canAttack, draft: draft({}), result: 'refused' },
    { name: 'can-attack No', question: canAttack, draft: draft({ yesNo: false }), result: { ok: true, answer: { type: 'can-attack', value: false } } },
    { name: 'choice without a pick is refused', question: single, draft: draft({}), result: 'refused' },
    { name: 'choice, one pick', question: single, draft: draft({ selected: ['b'] }), result: { ok: true, answer: { type: 'choice', selected: ['b'] } } },
    {
      name: 'multiple choice in option order, unknown ids dropped',
      question: multi,
      draft: draft({ selected: ['c', 'zzz', 'a'] }),
      result: { ok: true, answer: { type: 'choice', selected: ['a', 'c'] } },
    },
    { name: 'number, empty is refused', question: number, draft: draft({ numberText: '  ' }), result: 'refused' },
    { name: 'number, not a number is refused', question: number, draft: draft({ numberText: 'abc' }), result: 'refused' },
    { name: 'number', question: number, draft: draft({ numberText: ' 2 ' }), result: { ok: true, answer: { type: 'number', value: 2 } } },
    { name: 'number zero', question: number, draft: draft({ numberText: '0' }), result: { ok: true, answer: { type: 'number', value: 0 } } },
  ];
  test.each(cases)('$name', ({ question, draft: d, result }) => {
    const r = encodeAnswer(question, d);
    if (result === 'refused') {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message.length).toBeGreaterThan(0);
    } else {
      expect(r).toEqual(result);
    }
  });
});

describe('toggleChoice', () => {
  const cases: { name: string; selected: string[]; id: string; multiple: boolean; result: string[] }[] = [
    { name: 'single: picking replaces', selected: ['a'], id: 'b', multiple: false, result: ['b'] },
    { name: 'single: picking the same keeps it', selected: ['a'], id: 'a', multiple: false, result: ['a'] },
    { name: 'multiple: adds', selected: ['a'], id: 'b', multiple: true, result: ['a', 'b'] },
    { name: 'multiple: removes', selected: ['a', 'b'], id: 'a', multiple: true, result: ['b'] },
  ];
  test.each(cases)('$name', ({ selected, id, multiple, result }) => {
    expect(toggleChoice(selected, id, multiple)).toEqual(result);
  });
});

describe('keys', () => {
  const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });

  test.each([
    { key: '1', index: 0 },
    { key: '9', index: 8 },
    { key: '0', index: -1 },
    { key: 'a', index: -1 },
    { key: '12', index: -1 },
  ])('digitIndex($key) = $index', ({ key, index }) => {
    expect(digitIndex(press(key))).toBe(index);
  });
  test('digitIndex ignores chords', () => {
    expect(digitIndex(press('1', { ctrlKey: true }))).toBe(-1);
  });

  const BODY: QuizKeyTarget = { tagName: 'BODY' };
  const SELECT: QuizKeyTarget = { tagName: 'SELECT' };
  /** A creature's menu and a group's count field on the answer (data-keys="answer"). */
  const MENU: QuizKeyTarget = { tagName: 'SELECT', answerField: true };
  const COUNT: QuizKeyTarget = { tagName: 'INPUT', type: 'number', answerField: true };
  const RADIO: QuizKeyTarget = { tagName: 'INPUT', type: 'radio' };
  const NUMBER: QuizKeyTarget = { tagName: 'INPUT', type: 'number' };
  const BUTTON: QuizKeyTarget = { tagName: 'BUTTON' };
  const TAB: QuizKeyTarget = { tagName: 'BUTTON', role: 'tab' };
  const cases: { name: string; key: string; target: QuizKeyTarget; answered: boolean; mods?: { ctrlKey: boolean }; action: QuizKeyAction | null }[] = [
    { name: 'Enter on the page submits', key: 'Enter', target: BODY, answered: false, action: { kind: 'submit' } },
    { name: 'Enter on a radio submits', key: 'Enter', target: RADIO, answered: false, action: { kind: 'submit' } },
    { name: 'Enter in the number field submits', key: 'Enter', target: NUMBER, answered: false, action: { kind: 'submit' } },
    { name: 'Enter in a select submits', key: 'Enter', target: SELECT, answered: false, action: { kind: 'submit' } },
    { name: '3 after answering rates Good', key: '3', target: {}, answered: true, action: { kind: 'rate', index: 2 } },
    { name: '5 after answering is nothing', key: '5', target: {}, answered: true, action: null },
    { name: 'a in a creature’s menu adds the declaration', key: 'a', target: MENU, answered: false, action: { kind: 'add' } },
    { name: 'a in a group’s count field adds the declaration', key: 'a', target: COUNT, answered: false, action: { kind: 'add' } },
    { name: 'a in another select is the select’s', key: 'a', target: SELECT, answered: false, action: null },
    { name: 'other letters in a creature’s menu stay type-ahead', key: 'b', target: MENU, answered: false, action: null },
    { name: '2 in a creature’s menu is creature 2 (one meaning for digits)', key: '2', target: MENU, answered: false, action: { kind: 'pick', index: 1 } },
    { name: '3 in a group’s count field is creature 3', key: '3', target: COUNT, answered: false, action: { kind: 'pick', index: 2 } },
    { name: 'Enter on a button is the button’s', key: 'Enter', target: BUTTON, answered: false, action: null },
    {
      name: 'Enter on a row’s number button submits (the quiz opens there)',
      key: 'Enter',
      target: { tagName: 'BUTTON', enterSubmits: true },
      answered: false,
      action: { kind: 'submit' },
    },
    { name: 'Enter on a tab is the tab’s', key: 'Enter', target: TAB, answered: false, action: null },
    { name: 'Enter after answering does nothing', key: 'Enter', target: BODY, answered: true, action: null },
    { name: '3 on a radio picks the third option', key: '3', target: RADIO, answered: false, action: { kind: 'pick', index: 2 } },
    { name: 'digits typed in the number field are text', key: '3', target: NUMBER, answered: false, action: null },
    { name: 'digits in a select outside the answer are the select’s own', key: '2', target: SELECT, answered: false, action: null },
    { name: 'a adds the declaration', key: 'a', target: BODY, answered: false, action: { kind: 'add' } },
    { name: 'n after answering: next quiz', key: 'n', target: BUTTON, answered: true, action: { kind: 'next' } },
    { name: 'r after answering: try again', key: 'r', target: BODY, answered: true, action: { kind: 'retry' } },
    { name: 'n before answering does nothing', key: 'n', target: BODY, answered: false, action: null },
    { name: 'Ctrl+1 is the browser’s', key: '1', target: BODY, answered: false, mods: { ctrlKey: true }, action: null },
  ];
  test.each(cases)('$name', ({ key, target, answered, mods, action }) => {
    expect(quizKeyAction(press(key, mods), target, answered)).toEqual(action);
  });

  test('the help lists every key the quiz screen acts on', () => {
    const listed = new Set(QUIZ_SHORTCUTS.flatMap((s) => s.keys));
    for (const k of ['1 – 9', 'Enter', 'a', 'n', 'r']) expect(listed.has(k)).toBe(true);
    // The help dialog keys its rows by description.
    expect(new Set(QUIZ_SHORTCUTS.map((s) => s.description)).size).toBe(QUIZ_SHORTCUTS.length);
  });
});

describe('keyTargetOf', () => {
  const element = (tagName: string, attrs: { type?: string; role?: string; enter?: string; keys?: string } = {}) => ({
    tagName,
    isContentEditable: false,
    ...(attrs.type === undefined ? {} : { type: attrs.type }),
    dataset: { ...(attrs.enter === undefined ? {} : { enter: attrs.enter }), ...(attrs.keys === undefined ? {} : { keys: attrs.keys }) },
    getAttribute: (name: string) => (name === 'role' ? (attrs.role ?? null) : null),
  });
  test.each([
    ['nothing focused', null, null],
    [
      'a count field',
      element('INPUT', { type: 'number', keys: 'answer' }),
      { tagName: 'INPUT', type: 'number', isContentEditable: false, role: null, enterSubmits: false, answerField: true },
    ],
    [
      'a row button',
      element('BUTTON', { enter: 'submit' }),
      { tagName: 'BUTTON', type: undefined, isContentEditable: false, role: null, enterSubmits: true, answerField: false },
    ],
    [
      'a tab',
      element('BUTTON', { role: 'tab' }),
      { tagName: 'BUTTON', type: undefined, isContentEditable: false, role: 'tab', enterSubmits: false, answerField: false },
    ],
  ])('%s', (_name, el, expected) => {
    expect(keyTargetOf(el)).toEqual(expected);
  });
});
