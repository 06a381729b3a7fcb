/** When focus counts as the learner's own (a tooltip opens on it) and when a script moved it (no tooltip). */
import { describe, expect, it } from 'vitest';
import { createFocusIntent, INTENT_WINDOW_MS } from '../../src-renderer/lib/shell/focus-intent.ts';

/** Elements as nested paths: "a/b" is inside "a". */
const contains = (outer: unknown, inner: unknown): boolean => typeof outer === 'string' && typeof inner === 'string' && (inner + '/').startsWith(outer + '/');

describe('focus intent', () => {
  it.each([
    { name: 'nothing happened: a script focused it', moves: [], target: 'tile', at: 1000, users: false },
    { name: 'Tab just before', moves: [['key', 'Tab', 990]], target: 'tile', at: 1000, users: true },
    { name: 'an arrow key just before', moves: [['key', 'ArrowDown', 900]], target: 'tile', at: 1000, users: true },
    { name: 'Tab long before', moves: [['key', 'Tab', 1000 - INTENT_WINDOW_MS - 1]], target: 'tile', at: 1000, users: false },
    { name: 'Enter (an action whose handler moves focus)', moves: [['key', 'Enter', 995]], target: 'tile', at: 1000, users: false },
    { name: 'a digit answering (the answer keys)', moves: [['key', '1', 995]], target: 'tile', at: 1000, users: false },
    { name: 'a press on the element itself', moves: [['press', 'board/tile', 995]], target: 'board/tile', at: 1000, users: true },
    { name: 'a press inside the element', moves: [['press', 'board/tile/name', 995]], target: 'board/tile', at: 1000, users: true },
    {
      name: 'a press on a button elsewhere, then a script focuses a tile',
      moves: [['press', 'answer/submit', 995]],
      target: 'board/tile',
      at: 1000,
      users: false,
    },
  ] as const)('$name', ({ moves, target, at, users }) => {
    const intent = createFocusIntent();
    for (const [kind, what, when] of moves) {
      if (kind === 'key') intent.key(what, when);
      else intent.press(what, when);
    }
    expect(intent.isUsers(target, at, contains)).toBe(users);
  });
});
