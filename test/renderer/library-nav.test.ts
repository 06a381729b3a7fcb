import { describe, expect, test } from 'vitest';
import { isNavKey, moveIndex, type NavKey } from '../../src-renderer/lib/library-nav.ts';

describe('moveIndex', () => {
  const cases: { name: string; current: number; count: number; key: NavKey; next: number | undefined }[] = [
    { name: 'down to the next', current: 0, count: 3, key: 'ArrowDown', next: 1 },
    { name: 'down at the end stays', current: 2, count: 3, key: 'ArrowDown', next: undefined },
    { name: 'down from outside the list enters at the top', current: -1, count: 3, key: 'ArrowDown', next: 0 },
    { name: 'up to the previous', current: 2, count: 3, key: 'ArrowUp', next: 1 },
    { name: 'up at the top stays', current: 0, count: 3, key: 'ArrowUp', next: undefined },
    { name: 'up from outside does nothing', current: -1, count: 3, key: 'ArrowUp', next: undefined },
    { name: 'up from past a shrunk list goes to its last', current: 7, count: 3, key: 'ArrowUp', next: 2 },
    { name: 'home', current: 2, count: 3, key: 'Home', next: 0 },
    { name: 'end', current: 0, count: 3, key: 'End', next: 2 },
    { name: 'empty list', current: -1, count: 0, key: 'ArrowDown', next: undefined },
    { name: 'empty list, end', current: -1, count: 0, key: 'End', next: undefined },
  ];
  test.each(cases)('$name', ({ current, count, key, next }) => {
    expect(moveIndex(current, count, key)).toBe(next);
  });
});

describe('isNavKey', () => {
  test.each([
    { key: 'ArrowDown', nav: true },
    { key: 'ArrowUp', nav: true },
    { key: 'Home', nav: true },
    { key: 'End', nav: true },
    { key: 'ArrowLeft', nav: false },
    { key: 'Enter', nav: false },
    { key: 'j', nav: false },
  ])('$key', ({ key, nav }) => {
    expect(isNavKey(key)).toBe(nav);
  });
});
