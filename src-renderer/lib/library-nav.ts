/**
 * Arrow-key movement through the library's quiz links (one flat list across packs, in screen order).
 * Up and Down stop at the ends rather than wrapping: wrapping from the last quiz to the first would
 * scroll the page by its whole length, which reads as a jump, not a step.
 */

export const NAV_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'] as const;
export type NavKey = (typeof NAV_KEYS)[number];

export const isNavKey = (key: string): key is NavKey => (NAV_KEYS as readonly string[]).includes(key);

/**
 * The index to focus after `key`, from `current` (-1 when no quiz has focus, e.g. from the search
 * box: Down then enters the list at its first quiz), or undefined when nothing should move.
 */
export const moveIndex = (current: number, count: number, key: NavKey): number | undefined => {
  if (count === 0) return undefined;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowDown':
      return current < 0 ? 0 : current < count - 1 ? current + 1 : undefined;
    case 'ArrowUp':
      return current <= 0 ? undefined : Math.min(current, count) - 1;
  }
};
