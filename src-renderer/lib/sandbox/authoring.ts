/**
 * Writing a quiz from a sandbox board — the attack sandbox's (attack-board/1) or the blocking
 * sandbox's (block-board/1): the form's fields turned into an attack-quiz-pack/1 quiz, its answer
 * taken from the engine's legal set (the stored answer is a snapshot of the engine's, as the pack
 * format requires), and the lint an author sees before saving. The board's format decides the
 * question types (can-attack or can-block) and the explanation's steps (the article's 1–7 or CR 509.1a–509.1d).
 */
import type { BoardDraft } from '#shared/cards/index';
import type { LegalSet } from '#shared/engine/index';
import type { BlockLegalSet } from '#shared/engine/block/index';
import { BLOCK_EXPLANATION_STEPS, EXPLANATION_STEPS, type BlockExplanationStepKey, type ExplanationStepKey } from '#shared/quiz/pack-format';

/** Which sandbox writes the quiz: its board's format. */
export type AuthoringKind = 'attack' | 'block';
export const kindOfBoard = (board: { readonly format?: unknown }): AuthoringKind => (board.format === 'block-board/1' ? 'block' : 'attack');

/** The engine's legal set of the board: attack declarations or block declarations. */
export type AnswerSet = LegalSet | BlockLegalSet;

type StepKey = ExplanationStepKey | BlockExplanationStepKey;
/** The explanation's step keys of a kind of board. */
export const stepKeysOf = (kind: AuthoringKind): readonly StepKey[] => (kind === 'block' ? BLOCK_EXPLANATION_STEPS : EXPLANATION_STEPS);

export interface QuizForm {
  readonly id: string;
  readonly title: string;
  readonly prompt: string;
  readonly type: 'legal-sets' | 'can-attack' | 'can-block';
  /** can-attack and can-block only: the creature id. */
  readonly creature: string;
  /** can-attack only: a defender id or '' for "any defender". */
  readonly defender: string;
  /** can-block only: an attacking creature's id or '' for "any attacker". */
  readonly attacker: string;
  readonly short: string;
  readonly steps: Readonly<Partial<Record<StepKey, string>>>;
  /** Comma-separated. */
  readonly tags: string;
  readonly level: 1 | 2 | 3;
  readonly source: string;
}

/** More legal declarations than this and the answer is too big for a learner to enter by hand. */
export const ENORMOUS_ANSWER = 30;

export const emptyForm = (kind: AuthoringKind = 'attack'): QuizForm => ({
  id: '',
  title: '',
  prompt: kind === 'block' ? 'Select every legal block declaration.' : 'Select every legal attack declaration.',
  type: 'legal-sets',
  creature: '',
  defender: '',
  attacker: '',
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

/** Can the creature block (that attacker)? Read off a complete legal set of block declarations. */
export function canBlock(set: BlockLegalSet, creature: string, attacker: string): boolean {
  return set.legal.some((d) => {
    const blocked = d.blocks[creature];
    const list = blocked === undefined ? [] : typeof blocked === 'string' ? [blocked] : blocked;
    return attacker === '' ? list.length > 0 : list.includes(attacker);
  });
}

/** The engine's yes or no to a can-attack or can-block form, from the board's complete legal set (of that form's kind). */
export function canAnswer(form: QuizForm, set: AnswerSet): boolean {
  return form.type === 'can-block' ? canBlock(set as BlockLegalSet, form.creature, form.attacker) : canAttack(set as LegalSet, form.creature, form.defender);
}
/** "No attack" or "no block": the declaration that declares nothing. */
const declaresNothing = (d: AnswerSet['legal'][number]): boolean => Object.keys('blocks' in d ? d.blocks : d.attacks).length === 0;

export type Lint = { readonly level: 'error' | 'warning'; readonly message: string };

/** What an author should know about the engine's answer before saving. */
export function lintQuiz(form: QuizForm, set: AnswerSet): Lint[] {
  const out: Lint[] = [];
  if (form.title.trim() === '') out.push({ level: 'error', message: 'Give the quiz a title.' });
  if (form.prompt.trim() === '') out.push({ level: 'error', message: 'Write the question the learner is asked.' });
  if (form.short.trim() === '') out.push({ level: 'error', message: 'Write a short explanation of the answer.' });
  if (!set.complete) out.push({ level: 'error', message: `The board has ${set.count} legal declarations: too many to store as an answer.` });
  if (form.type !== 'legal-sets' && form.creature === '') out.push({ level: 'error', message: 'Choose the creature the question asks about.' });
  if (form.type === 'legal-sets' && set.complete) {
    const only = set.legal[0];
    if (set.legal.length === 1 && only !== undefined && declaresNothing(only)) {
      const nothing = 'blocks' in only ? 'no block' : 'no attack';
      out.push({ level: 'warning', message: `The only legal declaration is "${nothing}": the answer is trivial.` });
    } else if (set.legal.length === 1) out.push({ level: 'warning', message: 'Only one legal declaration: the learner has little to find.' });
    if (set.legal.length > ENORMOUS_ANSWER) {
      out.push({ level: 'warning', message: `${set.legal.length} legal declarations: an enormous answer to enter by hand.` });
    }
  }
  return out;
}

/** The question of the form, its answer read off `set` (the board's complete legal set). */
function questionOf(form: QuizForm, set: AnswerSet): Record<string, unknown> {
  if (form.type === 'legal-sets') {
    // Copies: the pack stores plain JSON, never the engine's frozen objects.
    return { type: 'legal-sets', answer: set.legal.map((d) => ('blocks' in d ? { blocks: { ...d.blocks } } : { attacks: { ...d.attacks } })) };
  }
  if (form.type === 'can-block')
    return { type: 'can-block', creature: form.creature, ...(form.attacker === '' ? {} : { attacker: form.attacker }), answer: canAnswer(form, set) };
  return { type: 'can-attack', creature: form.creature, ...(form.defender === '' ? {} : { defender: form.defender }), answer: canAnswer(form, set) };
}

/** The quiz as attack-quiz-pack/1 JSON; `set` must be the board's complete legal set. */
export function buildQuiz(form: QuizForm, board: BoardDraft, set: AnswerSet): Record<string, unknown> {
  const steps: Partial<Record<StepKey, string>> = {};
  for (const k of stepKeysOf(kindOfBoard(board))) {
    const text = form.steps[k]?.trim();
    if (text !== undefined && text !== '') steps[k] = text;
  }
  return {
    id: form.id,
    title: form.title.trim(),
    level: form.level,
    tags: parseTags(form.tags),
    source: form.source.trim(),
    interpretation: false,
    prompt: form.prompt.trim(),
    board,
    question: questionOf(form, set),
    explanation: { short: form.short.trim(), ...(Object.keys(steps).length > 0 ? { steps } : {}) },
  };
}

/**
 * The form back from a stored quiz (for "Edit" and "Duplicate"); undefined for types the sandbox does
 * not write and for a quiz on the other kind of board (the other sandbox edits it).
 */
export function formOfQuiz(quiz: Record<string, unknown>, kind: AuthoringKind = 'attack'): QuizForm | undefined {
  const q = quiz['question'] as { type?: string; creature?: string; defender?: string; attacker?: string } | undefined;
  const board = quiz['board'];
  if (typeof board !== 'object' || board === null || kindOfBoard(board) !== kind) return undefined;
  if (q?.type !== 'legal-sets' && q?.type !== (kind === 'block' ? 'can-block' : 'can-attack')) return undefined;
  const ex = (quiz['explanation'] ?? {}) as { short?: string; steps?: Partial<Record<StepKey, string>> };
  const level = quiz['level'];
  return {
    id: String(quiz['id'] ?? ''),
    title: String(quiz['title'] ?? ''),
    prompt: String(quiz['prompt'] ?? ''),
    type: q.type,
    creature: q.creature ?? '',
    defender: q.defender ?? '',
    attacker: q.attacker ?? '',
    short: ex.short ?? '',
    steps: { ...(ex.steps ?? {}) },
    tags: Array.isArray(quiz['tags']) ? (quiz['tags'] as unknown[]).map(String).join(', ') : '',
    level: level === 2 || level === 3 ? level : 1,
    source: String(quiz['source'] ?? ''),
  };
}

/** The setting that keeps the quiz being written across navigation and reload, as the board is kept: one per sandbox. */
export const quizFormSettingKey = (kind: AuthoringKind): string => (kind === 'block' ? 'sandbox.blockQuizForm' : 'sandbox.quizForm');

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * A stored form read back: each field kept when it has the form's type, else the empty form's value
 * (a setting written by another version, or damaged, still gives a usable form). null when nothing was
 * stored or the stored value is not an object.
 */
export function parseQuizForm(value: unknown, kind: AuthoringKind = 'attack'): QuizForm | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const base = emptyForm(kind);
  const stepsIn = typeof v['steps'] === 'object' && v['steps'] !== null ? (v['steps'] as Record<string, unknown>) : {};
  const steps: Partial<Record<StepKey, string>> = {};
  for (const k of stepKeysOf(kind)) {
    const s = text(stepsIn[k]);
    if (s !== undefined) steps[k] = s;
  }
  const level = v['level'];
  return {
    id: text(v['id']) ?? base.id,
    title: text(v['title']) ?? base.title,
    prompt: text(v['prompt']) ?? base.prompt,
    type: v['type'] === 'legal-sets' || v['type'] === (kind === 'block' ? 'can-block' : 'can-attack') ? (v['type'] as QuizForm['type']) : base.type,
    creature: text(v['creature']) ?? base.creature,
    defender: text(v['defender']) ?? base.defender,
    attacker: text(v['attacker']) ?? base.attacker,
    short: text(v['short']) ?? base.short,
    steps,
    tags: text(v['tags']) ?? base.tags,
    level: level === 1 || level === 2 || level === 3 ? level : base.level,
    source: text(v['source']) ?? base.source,
  };
}
