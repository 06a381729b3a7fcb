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
  { keys: ['1 – 9'], description: 'In a creature’s attack menu: pick its Nth choice (1 = No attack, 2 = the first defender, …)' },
  { keys: ['1 – 9'], description: 'Legal attacks, outside a menu: the Nth creature attacks the next defender (then No attack again)' },
  { keys: ['1 – 9'], description: 'Legal attacks, on a row of identical creatures (“Glory Seeker ×3”): one more of them attacks (then none again)' },
  { keys: ['1 – 9'], description: 'Yes/No and multiple-choice questions: pick the Nth option (1 = Yes, 2 = No)' },
  { keys: ['a'], description: 'Legal attacks: add the attack set in the menus to your declarations (also from a menu or a count field)' },
  { keys: ['Enter'], description: 'Submit the answer (also from a menu, a count field or a row’s number button; not on other buttons or links)' },
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
  return { tagName: el.tagName, type: (el as { readonly type?: string }).type, isContentEditable: el.isContentEditable, role: el.getAttribute('role'), enterSubmits: el.dataset['enter'] === 'submit' };
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
  // Not SELECT: a closed menu does nothing with Enter, and issue 12 wants Enter to submit from the menus too.
  if (tag === 'BUTTON' || tag === 'A' || tag === 'TEXTAREA' || tag === 'SUMMARY') return true;
  if (tag === 'INPUT' && ['button', 'submit', 'reset', 'image'].includes((t.type ?? '').toLowerCase())) return true;
  const role = t.role ?? '';
  if (tag === 'SELECT') return false;
  return ['button', 'link', 'tab', 'treeitem', 'menuitem', 'option', 'combobox'].includes(role);
}

/** A creature's menu or a group's count field: `a` there still adds the declaration. */
function isAnswerField(t: QuizKeyTarget | null | undefined): boolean {
  const tag = (t?.tagName ?? '').toUpperCase();
  return tag === 'SELECT' || (tag === 'INPUT' && (t?.type ?? '').toLowerCase() === 'number');
}

/**
 * What a key press means on the Answer tab, or null when it is not the quiz's. Number keys inside a
 * creature's select are handled by the select itself (it knows its options); here they pick the Nth
 * option of a Yes/No or choice question.
 */
export function quizKeyAction(press: QuizKeyPress, target: QuizKeyTarget | null | undefined, answered: boolean): QuizKeyAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (press.key === 'Enter') return answered || enterIsTaken(target) ? null : { kind: 'submit' };
  // `a` adds from a creature's menu too (its options are "No attack" and defenders' names, so type-ahead loses little).
  // And from a group's count field (type=number takes no letters but `e`).
  if (!answered && (press.key === 'a' || press.key === 'A') && isAnswerField(target)) return { kind: 'add' };
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
