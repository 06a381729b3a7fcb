/**
 * Writing a quiz from the sandbox board: the form's fields turned into an attack-quiz-pack/1 quiz,
 * its answer taken from the engine's legal set (the stored answer is a snapshot of the engine's, as
 * the pack format requires), and the lint an author sees before saving.
 */
import type { BoardDraft } from '#shared/cards/index';
import type { Declaration, LegalSet } from '#shared/engine/index';
import { EXPLANATION_STEPS, type ExplanationStepKey } from '#shared/quiz/pack-format';

export interface QuizForm {
  readonly id: string;
  readonly title: string;
  readonly prompt: string;
  readonly type: 'legal-sets' | 'can-attack';
  /** can-attack only: the creature id, and a defender id or '' for "any defender". */
  readonly creature: string;
  readonly defender: string;
  readonly short: string;
  readonly steps: Readonly<Partial<Record<ExplanationStepKey, string>>>;
  /** Comma-separated. */
  readonly tags: string;
  readonly level: 1 | 2 | 3;
  readonly source: string;
}

/** More legal declarations than this and the answer is too big for a learner to enter by hand. */
export const ENORMOUS_ANSWER = 30;

export const emptyForm = (): QuizForm => ({
  id: '',
  title: '',
  prompt: 'Select every legal attack declaration.',
  type: 'legal-sets',
  creature: '',
  defender: '',
  short: '',
  steps: {},
  tags: '',
  level: 1,
  source: 'written in the sandbox',
});

/** A quiz id from its title: lower-case words joined by "-", unique among `taken`. */
export function quizIdFor(title: string, taken: ReadonlySet<string>): string {
  const base =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || 'quiz';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export const parseTags = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== ''),
  ),
];

/** Can the creature attack (that defender)? Read off a complete legal set. */
export function canAttack(set: LegalSet, creature: string, defender: string): boolean {
  return set.legal.some((d) => (defender === '' ? d.attacks[creature] !== undefined : d.attacks[creature] === defender));
}

export type Lint = { readonly level: 'error' | 'warning'; readonly message: string };

/** What an author should know about the engine's answer before saving. */
export function lintQuiz(form: QuizForm, set: LegalSet): Lint[] {
  const out: Lint[] = [];
  if (form.title.trim() === '') out.push({ level: 'error', message: 'Give the quiz a title.' });
  if (form.prompt.trim() === '') out.push({ level: 'error', message: 'Write the question the learner is asked.' });
  if (form.short.trim() === '') out.push({ level: 'error', message: 'Write a short explanation of the answer.' });
  if (!set.complete) out.push({ level: 'error', message: `The board has ${set.count} legal declarations: too many to store as an answer.` });
  if (form.type === 'can-attack' && form.creature === '') out.push({ level: 'error', message: 'Choose the creature the question asks about.' });
  if (form.type === 'legal-sets' && set.complete) {
    const only = set.legal[0];
    if (set.legal.length === 1 && only !== undefined && Object.keys(only.attacks).length === 0) {
      out.push({ level: 'warning', message: 'The only legal declaration is "no attack": the answer is trivial.' });
    } else if (set.legal.length === 1) out.push({ level: 'warning', message: 'Only one legal declaration: the learner has little to find.' });
    if (set.legal.length > ENORMOUS_ANSWER) {
      out.push({ level: 'warning', message: `${set.legal.length} legal declarations: an enormous answer to enter by hand.` });
    }
  }
  return out;
}

/** The quiz as attack-quiz-pack/1 JSON; `set` must be the board's complete legal set. */
export function buildQuiz(form: QuizForm, board: BoardDraft, set: LegalSet): Record<string, unknown> {
  const steps: Partial<Record<ExplanationStepKey, string>> = {};
  for (const k of EXPLANATION_STEPS) {
    const text = form.steps[k]?.trim();
    if (text !== undefined && text !== '') steps[k] = text;
  }
  const question =
    form.type === 'legal-sets'
      ? { type: 'legal-sets', answer: set.legal.map((d: Declaration) => ({ attacks: { ...d.attacks } })) }
      : {
          type: 'can-attack',
          creature: form.creature,
          ...(form.defender === '' ? {} : { defender: form.defender }),
          answer: canAttack(set, form.creature, form.defender),
        };
  return {
    id: form.id,
    title: form.title.trim(),
    level: form.level,
    tags: parseTags(form.tags),
    source: form.source.trim(),
    interpretation: false,
    prompt: form.prompt.trim(),
    board,
    question,
    explanation: { short: form.short.trim(), ...(Object.keys(steps).length > 0 ? { steps } : {}) },
  };
}

/** The form back from a stored quiz (for "Edit" and "Duplicate"); undefined for types the sandbox does not write. */
export function formOfQuiz(quiz: Record<string, unknown>): QuizForm | undefined {
  const q = quiz['question'] as { type?: string; creature?: string; defender?: string } | undefined;
  if (q?.type !== 'legal-sets' && q?.type !== 'can-attack') return undefined;
  const ex = (quiz['explanation'] ?? {}) as { short?: string; steps?: Partial<Record<ExplanationStepKey, string>> };
  const level = quiz['level'];
  return {
    id: String(quiz['id'] ?? ''),
    title: String(quiz['title'] ?? ''),
    prompt: String(quiz['prompt'] ?? ''),
    type: q.type,
    creature: q.creature ?? '',
    defender: q.defender ?? '',
    short: ex.short ?? '',
    steps: { ...(ex.steps ?? {}) },
    tags: Array.isArray(quiz['tags']) ? (quiz['tags'] as unknown[]).map(String).join(', ') : '',
    level: level === 2 || level === 3 ? level : 1,
    source: String(quiz['source'] ?? ''),
  };
}

/** The setting that keeps the quiz being written across navigation and reload, as the board is kept. */
export const QUIZ_FORM_SETTING_KEY = 'sandbox.quizForm';

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * A stored form read back: each field kept when it has the form's type, else the empty form's value
 * (a setting written by another version, or damaged, still gives a usable form). null when nothing was
 * stored or the stored value is not an object.
 */
export function parseQuizForm(value: unknown): QuizForm | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const base = emptyForm();
  const stepsIn = typeof v['steps'] === 'object' && v['steps'] !== null ? (v['steps'] as Record<string, unknown>) : {};
  const steps: Partial<Record<ExplanationStepKey, string>> = {};
  for (const k of EXPLANATION_STEPS) {
    const s = text(stepsIn[k]);
    if (s !== undefined) steps[k] = s;
  }
  const level = v['level'];
  return {
    id: text(v['id']) ?? base.id,
    title: text(v['title']) ?? base.title,
    prompt: text(v['prompt']) ?? base.prompt,
    type: v['type'] === 'can-attack' || v['type'] === 'legal-sets' ? v['type'] : base.type,
    creature: text(v['creature']) ?? base.creature,
    defender: text(v['defender']) ?? base.defender,
    short: text(v['short']) ?? base.short,
    steps,
    tags: text(v['tags']) ?? base.tags,
    level: level === 1 || level === 2 || level === 3 ? level : base.level,
    source: text(v['source']) ?? base.source,
  };
}
