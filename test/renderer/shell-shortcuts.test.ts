import { describe, expect, test } from 'vitest';
import {
  hasCommandModifier,
  isTextEntry,
  matchGlobalKey,
  NO_SEQUENCE,
  SEQUENCE_TIMEOUT_MS,
  SHORTCUT_GROUPS,
  type KeyTarget,
  type SequenceState,
} from '../../src-renderer/lib/shell/shortcuts.ts';
import { QUIZ_SHORTCUTS } from '../../src-renderer/lib/quiz/shortcuts.ts';

describe('isTextEntry', () => {
  const cases: { name: string; target: KeyTarget | null; text: boolean }[] = [
    { name: 'no target', target: null, text: false },
    { name: 'a link', target: { tagName: 'A' }, text: false },
    { name: 'a button', target: { tagName: 'BUTTON' }, text: false },
    { name: 'a search box', target: { tagName: 'INPUT', type: 'search' }, text: true },
    { name: 'an input without a type', target: { tagName: 'INPUT' }, text: true },
    { name: 'a number field', target: { tagName: 'INPUT', type: 'number' }, text: true },
    { name: 'a radio button', target: { tagName: 'INPUT', type: 'radio' }, text: false },
    { name: 'a checkbox (any case)', target: { tagName: 'input', type: 'CHECKBOX' }, text: false },
    { name: 'a select', target: { tagName: 'SELECT' }, text: true },
    { name: 'a textarea', target: { tagName: 'TEXTAREA' }, text: true },
    { name: 'editable content', target: { tagName: 'DIV', isContentEditable: true }, text: true },
  ];
  test.each(cases)('$name', ({ target, text }) => {
    expect(isTextEntry(target)).toBe(text);
  });
});

describe('hasCommandModifier', () => {
  const plain = { key: '?', ctrlKey: false, metaKey: false, altKey: false };
  test.each([
    { name: 'none', press: plain, modified: false },
    { name: 'ctrl', press: { ...plain, ctrlKey: true }, modified: true },
    { name: 'meta', press: { ...plain, metaKey: true }, modified: true },
    { name: 'alt', press: { ...plain, altKey: true }, modified: true },
  ])('$name', ({ press, modified }) => {
    expect(hasCommandModifier(press)).toBe(modified);
  });
});

describe('matchGlobalKey', () => {
  const after = (keys: readonly [string, number][], onQuiz = false): { actions: (string | undefined)[]; state: SequenceState } => {
    let state = NO_SEQUENCE;
    const actions: (string | undefined)[] = [];
    for (const [key, at] of keys) {
      const r = matchGlobalKey(state, key, at, onQuiz);
      actions.push(r.action);
      state = r.state;
    }
    return { actions, state };
  };

  const cases: { name: string; keys: [string, number][]; actions: (string | undefined)[] }[] = [
    { name: '? shows the help', keys: [['?', 0]], actions: ['show-help'] },
    {
      name: 'g then l goes to the library',
      keys: [
        ['g', 0],
        ['l', 300],
      ],
      actions: [undefined, 'go-library'],
    },
    {
      name: 'g then l just in time',
      keys: [
        ['g', 0],
        ['l', SEQUENCE_TIMEOUT_MS],
      ],
      actions: [undefined, 'go-library'],
    },
    {
      name: 'g then l too late',
      keys: [
        ['g', 0],
        ['l', SEQUENCE_TIMEOUT_MS + 1],
      ],
      actions: [undefined, undefined],
    },
    { name: 'l alone does nothing', keys: [['l', 0]], actions: [undefined] },
    {
      name: 'another key in between breaks the sequence',
      keys: [
        ['g', 0],
        ['x', 10],
        ['l', 20],
      ],
      actions: [undefined, undefined, undefined],
    },
    {
      name: 'g g l still completes',
      keys: [
        ['g', 0],
        ['g', 10],
        ['l', 20],
      ],
      actions: [undefined, undefined, 'go-library'],
    },
    {
      name: 'G (shift) is not g',
      keys: [
        ['G', 0],
        ['l', 10],
      ],
      actions: [undefined, undefined],
    },
    {
      name: 'g then ? shows the help',
      keys: [
        ['g', 0],
        ['?', 10],
      ],
      actions: [undefined, 'show-help'],
    },
  ];
  test.each(cases)('$name', ({ keys, actions }) => {
    expect(after(keys).actions).toEqual(actions);
  });

  test.each([
    { name: 'Escape on a quiz goes to the library', onQuiz: true, action: 'go-library' },
    { name: 'Escape on the library does nothing', onQuiz: false, action: undefined },
  ])('$name', ({ onQuiz, action }) => {
    expect(after([['Escape', 0]], onQuiz).actions).toEqual([action]);
  });

  test('g l works on a quiz too', () => {
    expect(
      after(
        [
          ['g', 0],
          ['l', 5],
        ],
        true,
      ).actions,
    ).toEqual([undefined, 'go-library']);
  });

  test('a completed sequence leaves nothing pending', () => {
    expect(
      after([
        ['g', 0],
        ['l', 1],
      ]).state,
    ).toEqual(NO_SEQUENCE);
  });
});

describe('SHORTCUT_GROUPS', () => {
  const keysOf = (title: string): string[] => SHORTCUT_GROUPS.find((g) => g.title === title)?.shortcuts.map((s) => s.keys.join(' ')) ?? [];

  test.each([
    { title: 'Anywhere', keys: ['?', 'g l', 'Esc'] },
    { title: 'Library', keys: ['/', '↓ ↑', 'Home End', 'Enter'] },
    { title: 'Quiz: answering', keys: ['Esc', 'Enter', 'a', 'n', 'r'] },
    { title: 'Quiz: worked example', keys: ['← →'] },
    { title: 'Quiz: attack tree outline', keys: ['↓ ↑', '→', '←', 'Home End', 'Enter Space'] },
  ])('$title lists $keys', ({ title, keys }) => {
    expect(keysOf(title)).toEqual(expect.arrayContaining(keys));
  });

  test("the quiz screen's own list is included whole", () => {
    const answering = SHORTCUT_GROUPS.find((g) => g.title === 'Quiz: answering')?.shortcuts ?? [];
    for (const shortcut of QUIZ_SHORTCUTS) expect(answering).toContainEqual(shortcut);
  });

  test('descriptions are unique within a group (they key the rendered list)', () => {
    for (const group of SHORTCUT_GROUPS) {
      const descriptions = group.shortcuts.map((s) => s.description);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
  });
});
