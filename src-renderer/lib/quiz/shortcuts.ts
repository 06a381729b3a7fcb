/**
 * The quiz screen's keyboard shortcuts: the list the shell's help dialog (opened with `?`) shows, and
 * the pure decision of what a key press means on the Answer tab, so the two stay in step.
 */

/** Same shape as the shell's Shortcut (lib/shell/shortcuts.ts), so the help dialog lists these as a group. */
export interface QuizShortcut {
  /** One key, alternatives (`or`), or a sequence pressed one after the other (`then`). */
  readonly keys: readonly string[];
  readonly join?: 'or' | 'then';
  readonly description: string;
}

export const QUIZ_SHORTCUTS: readonly QuizShortcut[] = [
  {
    keys: ['1 – 9'],
    description:
      'Item N, wherever the focus is on the answer: creature N attacks the next defender (on a row of identical creatures, one more attacks), or answer N is picked (1 = Yes, 2 = No; choices in the order shown)',
  },
  { keys: ['a'], description: 'Legal attacks: add the attack set shown to your declarations' },
  { keys: ['Enter'], description: 'Submit the answer (in an exam: the next question; not on other buttons or links)' },
  { keys: ['Esc'], description: 'Leave the quiz for the library (from anywhere on the page, also a menu)' },
  { keys: ['←', '→'], join: 'or', description: 'On the tabs: switch between Answer, Worked example and Attack tree' },
  { keys: ['n'], description: 'After answering: go to the next quiz' },
  { keys: ['1 – 4'], description: 'After answering: rate it Again, Hard, Good or Easy (review scheduling)' },
  { keys: ['r'], description: 'After answering: try the quiz again' },
];

/** The fields of a KeyboardEvent this reads. */
export interface QuizKeyPress {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

/** The fields of the event target this reads. */
export interface QuizKeyTarget {
  readonly tagName?: string;
  readonly type?: string;
  readonly isContentEditable?: boolean;
  readonly role?: string | null;
  /** A row's "next defender" button: where a quiz opens, so Enter there submits (Space still presses it). */
  readonly enterSubmits?: boolean;
  /** A creature's menu or a group's count field (`data-keys="answer"`): digits and `a` there are the answer's keys. */
  readonly answerField?: boolean;
}

/** What the key table reads of a focused element (an HTMLElement fits; tests pass plain objects). */
interface FocusedElement {
  readonly tagName: string;
  readonly isContentEditable: boolean;
  readonly dataset: Readonly<Record<string, string | undefined>>;
  getAttribute(name: string): string | null;
}

/** The key target of the element that has focus, as every screen with a legal-sets answer reads it. */
export function keyTargetOf(el: FocusedElement | null): QuizKeyTarget | null {
  if (el === null) return null;
  return {
    tagName: el.tagName,
    type: (el as { readonly type?: string }).type,
    isContentEditable: el.isContentEditable,
    role: el.getAttribute('role'),
    enterSubmits: el.dataset['enter'] === 'submit',
    answerField: el.dataset['keys'] === 'answer',
  };
}

export type QuizKeyAction =
  | { readonly kind: 'pick'; readonly index: number }
  | { readonly kind: 'submit' }
  | { readonly kind: 'add' }
  | { readonly kind: 'next' }
  | { readonly kind: 'rate'; readonly index: number }
  | { readonly kind: 'retry' };

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image']);

/** Keys typed here belong to the control: text fields, number fields, selects (type-ahead). */
export function ownsKeys(t: QuizKeyTarget | null | undefined): boolean {
  if (t === null || t === undefined) return false;
  if (t.isContentEditable === true) return true;
  const tag = (t.tagName ?? '').toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !NON_TEXT_INPUTS.has((t.type ?? 'text').toLowerCase());
}

/** Enter already means something on these: activate a button, follow a link, open a menu. */
function enterIsTaken(t: QuizKeyTarget | null | undefined): boolean {
  if (t === null || t === undefined || t.enterSubmits === true) return false;
  const tag = (t.tagName ?? '').toUpperCase();
  // Not SELECT: a closed menu does nothing with Enter, and Enter submits from the menus too.
  if (tag === 'BUTTON' || tag === 'A' || tag === 'TEXTAREA' || tag === 'SUMMARY') return true;
  if (tag === 'INPUT' && ['button', 'submit', 'reset', 'image'].includes((t.type ?? '').toLowerCase())) return true;
  const role = t.role ?? '';
  if (tag === 'SELECT') return false;
  return ['button', 'link', 'tab', 'treeitem', 'menuitem', 'option', 'combobox'].includes(role);
}

/**
 * What a key press means on the Answer tab, or null when it is not the quiz's. One model: a digit is
 * item N everywhere on the answer — creature N (also from inside a creature's menu or a group's count
 * field, whose counts change with ↑ ↓ or the row's button), or option N of a Yes/No or choice question;
 * only a text or number field of its own (a number question's answer) types digits.
 */
export function quizKeyAction(press: QuizKeyPress, target: QuizKeyTarget | null | undefined, answered: boolean): QuizKeyAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (press.key === 'Enter') return answered || enterIsTaken(target) ? null : { kind: 'submit' };
  // `a` and the digits work from a creature's menu too (its options are "No attack" and defenders'
  // names, so type-ahead loses little), and from a group's count field (type=number takes no letters but `e`).
  if (!answered && target?.answerField === true) {
    if (press.key === 'a' || press.key === 'A') return { kind: 'add' };
    if (/^[1-9]$/.test(press.key)) return { kind: 'pick', index: Number(press.key) - 1 };
  }
  if (ownsKeys(target)) return null;
  if (answered) {
    if (press.key === 'n' || press.key === 'N') return { kind: 'next' };
    if (press.key === 'r' || press.key === 'R') return { kind: 'retry' };
    if (/^[1-4]$/.test(press.key)) return { kind: 'rate', index: Number(press.key) - 1 };
    return null;
  }
  if (/^[1-9]$/.test(press.key)) return { kind: 'pick', index: Number(press.key) - 1 };
  if (press.key === 'a' || press.key === 'A') return { kind: 'add' };
  return null;
}
