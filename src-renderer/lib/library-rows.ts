/**
 * Which quizzes of a pack to render (rendering all of them, 5,000 quizzes made 166,000 DOM nodes
 * and a 2 s library). Every pack keeps its heading on the page; inside it, the quiz list has the full height of
 * its rows (each exactly QUIZ_ROW_HEIGHT) and renders only the rows in or near the viewport. Pure, so
 * the range is tested without a browser.
 */

/** CSS pixels of one quiz row; QuizItem.svelte is styled to exactly this height. */
export const QUIZ_ROW_HEIGHT = 64;

/**
 * Up to this many quizzes shown, every row is rendered: a few hundred rows cost less than a window
 * that re-renders on scroll, and find-in-page then sees them all.
 */
export const WINDOW_FROM = 300;

/** Pixels rendered beyond each edge of the viewport, so a quick scroll does not show blank rows. */
export const OVERSCAN_PX = 600;

export interface RowRange {
  /** First row rendered. */
  readonly start: number;
  /** One past the last row rendered (start === end: none). */
  readonly end: number;
}

/**
 * The rows of a list of `count` rows whose top is at `listTop` (page coordinates) that meet the
 * viewport [viewTop, viewTop + viewHeight), widened by `overscan` on both sides.
 */
export function rowRange(count: number, listTop: number, viewTop: number, viewHeight: number, overscan = OVERSCAN_PX, rowHeight = QUIZ_ROW_HEIGHT): RowRange {
  if (count <= 0) return { start: 0, end: 0 };
  const from = viewTop - overscan - listTop;
  const to = viewTop + viewHeight + overscan - listTop;
  const start = Math.min(count, Math.max(0, Math.floor(from / rowHeight)));
  const end = Math.min(count, Math.max(0, Math.ceil(to / rowHeight)));
  return end <= start ? { start: 0, end: 0 } : { start, end };
}

/** The page y that puts row `index` of a list at `listTop` in the middle of a viewport of `viewHeight`. */
export const scrollTopFor = (index: number, listTop: number, viewHeight: number, rowHeight = QUIZ_ROW_HEIGHT): number =>
  Math.max(0, listTop + index * rowHeight + rowHeight / 2 - viewHeight / 2);

/** No list measured yet. */
export const NO_LIST_TOPS: ReadonlyMap<string, number> = new Map();

/** What readListTops reads of the DOM (this module is also compiled without the DOM's types, for tests). */
export interface ListContainer {
  querySelectorAll(selector: string): Iterable<{ getAttribute(name: string): string | null; getBoundingClientRect(): { readonly top: number } }>;
}

/**
 * The page top of every pack's quiz list under `container` (`ul[data-pack-list]`), read in one pass: the
 * first read lays the page out and the others reuse that layout, where each list reading its own top
 * as it was drawn laid the page out once per pack.
 */
export function readListTops(container: ListContainer | undefined, scrollY: number): ReadonlyMap<string, number> {
  const tops = new Map<string, number>();
  for (const list of container?.querySelectorAll('ul[data-pack-list]') ?? []) {
    tops.set(list.getAttribute('data-pack-list') ?? '', list.getBoundingClientRect().top + scrollY);
  }
  return tops;
}
