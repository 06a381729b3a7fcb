/** The page's focus-intent watcher (focus-intent.ts) on the window's keys and presses. */
import { createFocusIntent, type FocusIntent } from './focus-intent.ts';

let shared: FocusIntent | null = null;

/** The page's one watcher, installed on first use (capture phase: it sees keys that handlers later stop). */
export function pageFocusIntent(): FocusIntent {
  if (shared !== null) return shared;
  const intent = createFocusIntent();
  window.addEventListener('keydown', (e) => intent.key(e.key, performance.now()), { capture: true });
  window.addEventListener('pointerdown', (e) => intent.press(e.target, performance.now()), { capture: true });
  shared = intent;
  return intent;
}

/** Whether this focus event follows the learner's own move. */
export function focusIsUsers(e: FocusEvent): boolean {
  return pageFocusIntent().isUsers(e.target, performance.now(), (outer, inner) => outer instanceof Node && inner instanceof Node && outer.contains(inner));
}
