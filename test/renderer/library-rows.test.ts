import { describe, expect, test } from 'vitest';
import { QUIZ_ROW_HEIGHT as H, readListTops, rowRange, scrollTopFor } from '../../src-renderer/lib/library-rows.ts';

describe('rowRange: the rows of a pack list near the viewport', () => {
  const cases: {
    name: string;
    count: number;
    listTop: number;
    viewTop: number;
    viewHeight: number;
    overscan: number;
    range: { start: number; end: number };
  }[] = [
    { name: 'an empty list renders nothing', count: 0, listTop: 0, viewTop: 0, viewHeight: 700, overscan: 0, range: { start: 0, end: 0 } },
    { name: 'a list at the top shows the rows that fit', count: 500, listTop: 0, viewTop: 0, viewHeight: 10 * H, overscan: 0, range: { start: 0, end: 10 } },
    {
      name: 'overscan adds rows below (none above the first)',
      count: 500,
      listTop: 0,
      viewTop: 0,
      viewHeight: 10 * H,
      overscan: 2 * H,
      range: { start: 0, end: 12 },
    },
    {
      name: 'scrolled into the middle, with overscan both sides',
      count: 500,
      listTop: 100,
      viewTop: 100 + 50 * H,
      viewHeight: 10 * H,
      overscan: 2 * H,
      range: { start: 48, end: 62 },
    },
    { name: 'a partly visible row counts', count: 500, listTop: 0, viewTop: H / 2, viewHeight: H, overscan: 0, range: { start: 0, end: 2 } },
    { name: 'the end is clamped to the list', count: 20, listTop: 0, viewTop: 15 * H, viewHeight: 10 * H, overscan: 0, range: { start: 15, end: 20 } },
    { name: 'a list below the viewport renders nothing', count: 500, listTop: 5000, viewTop: 0, viewHeight: 700, overscan: 100, range: { start: 0, end: 0 } },
    {
      name: 'a list above the viewport renders nothing',
      count: 10,
      listTop: 0,
      viewTop: 10 * H + 200,
      viewHeight: 700,
      overscan: 100,
      range: { start: 0, end: 0 },
    },
  ];
  test.each(cases)('$name', ({ count, listTop, viewTop, viewHeight, overscan, range }) => {
    expect(rowRange(count, listTop, viewTop, viewHeight, overscan)).toEqual(range);
  });

  test('5,000 rows in a 700 px window render at most the window and its overscan', () => {
    for (const viewTop of [0, 12_345, 100_000, 5000 * H - 700]) {
      const { start, end } = rowRange(5000, 0, viewTop, 700);
      expect(end - start).toBeLessThanOrEqual(Math.ceil((700 + 2 * 600) / H) + 1);
      expect(start * H).toBeLessThanOrEqual(viewTop);
      expect(end * H).toBeGreaterThanOrEqual(Math.min(5000 * H, viewTop + 700));
    }
  });
});

describe('scrollTopFor', () => {
  test('centres the row in the viewport, never above the page top', () => {
    expect(scrollTopFor(100, 200, 700)).toBe(200 + 100 * H + H / 2 - 350);
    expect(scrollTopFor(0, 0, 700)).toBe(0);
  });
});

describe('readListTops', () => {
  const list = (packId: string, top: number) => ({
    getAttribute: (name: string) => (name === 'data-pack-list' ? packId : null),
    getBoundingClientRect: () => ({ top }),
  });
  test('every list by its pack id, in page coordinates', () => {
    const asked: string[] = [];
    const container = {
      querySelectorAll: (selector: string) => {
        asked.push(selector);
        return [list('builtin', 120), list('mine', -3000)];
      },
    };
    expect([...readListTops(container, 5000)]).toEqual([
      ['builtin', 5120],
      ['mine', 2000],
    ]);
    expect(asked).toEqual(['ul[data-pack-list]']);
  });

  test('no container yet: no lists', () => {
    expect(readListTops(undefined, 0).size).toBe(0);
  });
});
