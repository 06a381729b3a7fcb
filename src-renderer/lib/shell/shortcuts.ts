/**
 * The app-wide keyboard shortcuts (`?` help, `g` then `l` to the library) and the list the help dialog
 * shows. Pure: the handlers pass the few fields of a KeyboardEvent this needs, so it is tested in node.
 */
import { QUIZ_SHORTCUTS } from '../quiz/shortcuts.ts';

/** The fields of a KeyboardEvent the shortcut logic reads. */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/** The fields of an event target that tell whether keys typed there are text. */
export interface KeyTarget {
  readonly tagName?: string;
  readonly type?: string;
  readonly isContentEditable?: boolean;
}

/** Input types whose keys are not text: a letter or `?` typed there is free for a shortcut. */
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/**
 * Keys typed into a text field, a select (type-ahead) or editable content belong to that control:
 * `/` must type a slash in the search box, not refocus it.
 */
export const isTextEntry = (target: KeyTarget | null | undefined): boolean => {
  if (target === null || target === undefined) return false;
  if (target.isContentEditable === true) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
};

/** Ctrl, Cmd and Alt combinations are the browser's and the system's (Shift is how `?` is typed). */
export const hasCommandModifier = (press: KeyPress): boolean => press.ctrlKey || press.metaKey || press.altKey;

export type GlobalAction = 'show-help' | 'go-library';

/** The second key of a two-key sequence must follow within this time, as in other keyboard-first apps. */
export const SEQUENCE_TIMEOUT_MS = 1500;

export interface SequenceState {
  /** The first key of a sequence in progress, and when it was pressed. */
  readonly pending: { readonly key: string; readonly at: number } | undefined;
}

export const NO_SEQUENCE: SequenceState = { pending: undefined };

/**
 * One key press outside text entry → the app-wide action it completes, if any, and the new sequence
 * state. Screens handle their own keys; this only knows `?`, `g l`, and Escape, which leaves a quiz
 * for the library (the quiz's own Escape uses, like dismissing a card tip, stop the key before it
 * gets here).
 */
export const matchGlobalKey = (state: SequenceState, key: string, now: number, onQuiz: boolean): { action: GlobalAction | undefined; state: SequenceState } => {
  const pending = state.pending !== undefined && now - state.pending.at <= SEQUENCE_TIMEOUT_MS ? state.pending.key : undefined;
  if (pending === 'g' && key === 'l') return { action: 'go-library', state: NO_SEQUENCE };
  if (key === 'Escape' && onQuiz) return { action: 'go-library', state: NO_SEQUENCE };
  if (key === '?') return { action: 'show-help', state: NO_SEQUENCE };
  if (key === 'g') return { action: undefined, state: { pending: { key, at: now } } };
  return { action: undefined, state: NO_SEQUENCE };
};

export interface Shortcut {
  /** One key, alternatives (`or`), or a sequence pressed one after the other (`then`). */
  readonly keys: readonly string[];
  readonly join?: 'or' | 'then';
  readonly description: string;
}

export interface ShortcutGroup {
  readonly title: string;
  readonly shortcuts: readonly Shortcut[];
}

/**
 * Every shortcut of the app, as the help dialog lists them. The quiz screen's Answer keys come from
 * the quiz screen's own list (lib/quiz/shortcuts.ts, which its key handling uses); the worked example
 * and the tree outline entries describe Stepper.svelte and lib/tree/outline-keys.ts.
 */
export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: 'Anywhere',
    shortcuts: [
      { keys: ['?'], description: 'Show these keyboard shortcuts' },
      { keys: ['g', 'l'], join: 'then', description: 'Go to the library' },
      { keys: ['Esc'], description: 'Close this dialog' },
    ],
  },
  {
    title: 'Library',
    shortcuts: [
      { keys: ['/'], description: 'Search quizzes' },
      { keys: ['↓', '↑'], join: 'or', description: 'Move to the next or previous quiz (↓ from Search enters the list)' },
      { keys: ['Home', 'End'], join: 'or', description: 'Move to the first or last quiz' },
      { keys: ['Enter'], description: 'Open the quiz' },
    ],
  },
  {
    title: 'Quiz: answering',
    shortcuts: QUIZ_SHORTCUTS,
  },
  {
    title: 'Quiz: worked example',
    shortcuts: [{ keys: ['←', '→'], join: 'or', description: 'Previous or next step (with the example focused)' }],
  },
  {
    title: 'Quiz: attack tree outline',
    shortcuts: [
      { keys: ['↓', '↑'], join: 'or', description: 'Move to the next or previous line' },
      { keys: ['→'], description: 'Open a closed line, or move to the first line inside an open one' },
      { keys: ['←'], description: 'Close an open line, or move to the line it belongs to' },
      { keys: ['Home', 'End'], join: 'or', description: 'Move to the first or last line' },
      { keys: ['Enter', 'Space'], join: 'or', description: 'Select the line and show its details' },
    ],
  },
];
