/**
 * App-wide keys: `?` opens the shortcuts help, `g` then `l` (or Escape on a quiz) goes to the library.
 * Screens handle their own keys; keys typed into text fields and chords with Ctrl, Cmd or Alt are never taken.
 */
import { hasCommandModifier, isTextEntry, matchGlobalKey, NO_SEQUENCE, type GlobalAction, type SequenceState } from './shell/shortcuts.ts';

export class ShortcutsState {
  helpOpen = $state(false);

  #sequence: SequenceState = NO_SEQUENCE;
  readonly #actions: Readonly<Record<GlobalAction, () => void>>;

  readonly #onQuiz: () => boolean;

  /** `onQuiz` tells whether the quiz screen is showing (Escape then leaves it). */
  constructor(goLibrary: () => void, onQuiz: () => boolean) {
    this.#onQuiz = onQuiz;
    this.#actions = {
      'show-help': () => {
        this.helpOpen = true;
      },
      'go-library': goLibrary,
    };
  }

  /** For `<svelte:window onkeydown>`: runs the action a key completes and claims that key. */
  readonly onkeydown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.repeat || this.helpOpen) return;
    // Escape types nothing: on a quiz it leaves from a menu or a field too (one keyboard model).
    const leaving = event.key === 'Escape' && this.#onQuiz();
    if (hasCommandModifier(event) || (!leaving && isTextEntry(event.target as HTMLElement | null))) {
      this.#sequence = NO_SEQUENCE;
      return;
    }
    const { action, state } = matchGlobalKey(this.#sequence, event.key, event.timeStamp, this.#onQuiz());
    this.#sequence = state;
    if (action === undefined) return;
    event.preventDefault();
    this.#actions[action]();
  };
}
