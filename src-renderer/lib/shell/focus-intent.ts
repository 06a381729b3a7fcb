/**
 * Whether the learner moved the focus, or a script did. A tooltip opens on the learner's hover or
 * focus only (WAI-ARIA tooltip pattern): a question that focuses its first answer control, or a board
 * redrawn under a resting pointer, must not open a card's tooltip over the board. The learner's own
 * moves are Tab and the arrow keys (focus follows within a moment), and a pointer press on the element
 * that takes the focus.
 */

/** Keys that move the focus themselves. */
const NAVIGATION_KEYS: ReadonlySet<string> = new Set(['Tab', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/** How long after a navigation key or a press the focus that follows is the learner's, in ms. */
export const INTENT_WINDOW_MS = 400;

export interface FocusIntent {
  key(key: string, at: number): void;
  press(target: unknown, at: number): void;
  /** Whether focus arriving at `target` at time `at` follows the learner's own move. */
  isUsers(target: unknown, at: number, contains: (outer: unknown, inner: unknown) => boolean): boolean;
}

export function createFocusIntent(): FocusIntent {
  let keyAt = -Infinity;
  let pressAt = -Infinity;
  let pressed: unknown = null;
  return {
    key: (key, at) => {
      if (NAVIGATION_KEYS.has(key)) keyAt = at;
    },
    press: (target, at) => {
      pressAt = at;
      pressed = target;
    },
    isUsers: (target, at, contains) =>
      at - keyAt <= INTENT_WINDOW_MS || (at - pressAt <= INTENT_WINDOW_MS && pressed !== null && (contains(target, pressed) || contains(pressed, target))),
  };
}
