/**
 * The question a puzzle asks about its board, its answer computed by the engine, and the check that a
 * naive reading of the board (naiveBoard) would not give the same answer.
 */
import { countLegal, declarationKey, explainDeclaration, legalBreakdown, legalSet, type Board, type Declaration } from '#shared/engine/index';
import type { JsonObject } from '#shared/cards/preset-model';
import { ANALYSIS_BUDGET, MAX_LEGAL, type Analysis, type Tempting } from './analyze.ts';
import { declarationText, defenderName } from './reason.ts';
import type { Rng } from './rng.ts';
import type { PuzzleQuestionType } from './puzzle-kinds.ts';
import { pluralWord } from '#shared/text/learner-text';

export interface BuiltQuestion {
  readonly type: PuzzleQuestionType;
  /** The question as attack-quiz-pack/1 writes it. */
  readonly json: JsonObject;
  /** The sentence that ends the prompt. */
  readonly text: string;
  /** The answer in one line for the explanation. */
  readonly short: string;
  /** For choice questions: the declaration each option stands for (the pack stores only its text). */
  readonly options?: Readonly<Record<string, Declaration>>;
}

const MAX_NUMBER_ANSWER = 40;
const MAX_LISTED = 6;

const decl = (d: Declaration): JsonObject => ({ attacks: { ...d.attacks } });

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function legalSets(board: Board, analysis: Analysis): BuiltQuestion {
  const n = analysis.legal.length;
  return {
    type: 'legal-sets',
    json: { type: 'legal-sets', answer: analysis.legal.map(decl) },
    text: 'Which attack declarations are legal? Choose every legal one.',
    short: `${n} legal ${pluralWord(n, 'declaration')}: ${analysis.legal.map((d) => capital(declarationText(board, d))).join('; ')}.`,
  };
}

function canAttack(board: Board, analysis: Analysis, teaching: Tempting, rng: Rng): BuiltQuestion | undefined {
  const pairs = Object.entries(teaching.declaration.attacks);
  if (pairs.length === 0) return undefined;
  const [creature, defender] = rng.pick(pairs);
  const answer = analysis.legal.some((d) => d.attacks[creature] === defender);
  const name = board.creatures.find((c) => c.id === creature)!.name;
  const where = defenderName(board, defender);
  const example = analysis.legal.find((d) => d.attacks[creature] === defender);
  return {
    type: 'can-attack',
    json: { type: 'can-attack', creature, defender, answer },
    text: `Is there a legal attack declaration in which ${name} attacks ${where}?`,
    short: answer && example ? `Yes: for example, ${declarationText(board, example)}.` : `No: no legal declaration has ${name} attacking ${where}.`,
  };
}

const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;

function choice(board: Board, analysis: Analysis, teaching: Tempting, rng: Rng): BuiltQuestion | undefined {
  const wrong = [
    teaching.declaration,
    ...rng
      .shuffle(analysis.tempting.filter((t) => t !== teaching))
      .slice(0, rng.int(1, 2))
      .map((t) => t.declaration),
  ];
  const right = rng.shuffle(analysis.legal).slice(0, rng.int(1, 2));
  const picked = rng.shuffle([...wrong, ...right]).slice(0, OPTION_IDS.length);
  const legalKeys = new Set(analysis.legal.map(declarationKey));
  const options = picked.map((d, i) => ({ id: OPTION_IDS[i]!, text: capital(declarationText(board, d)) + '.', legal: legalKeys.has(declarationKey(d)) }));
  const correct = options.filter((o) => o.legal).map((o) => o.id);
  if (correct.length === 0) return undefined;
  return {
    type: 'choice',
    json: { type: 'choice', multiple: true, options: options.map(({ id, text }) => ({ id, text })), correct },
    text: 'Which of these attack declarations are legal? Choose every legal one.',
    short: `Legal: ${options
      .filter((o) => o.legal)
      .map((o) => o.id.toUpperCase())
      .join(', ')}; the others are not.`,
    options: Object.fromEntries(picked.map((d, i) => [OPTION_IDS[i]!, d])),
  };
}

function numberQuestion(analysis: Analysis): BuiltQuestion | undefined {
  const n = analysis.legal.length;
  if (n > MAX_NUMBER_ANSWER) return undefined;
  return {
    type: 'number',
    json: { type: 'number', answer: n },
    text: 'How many different legal attack declarations are there? Count "no creature attacks" if it is legal.',
    short: `${n}.`,
  };
}

export function buildQuestion(board: Board, analysis: Analysis, teaching: Tempting, rng: Rng): BuiltQuestion | undefined {
  const order: PuzzleQuestionType[] = rng.shuffle(['legal-sets', 'legal-sets', 'choice', 'choice', 'can-attack', 'number']);
  for (const type of order) {
    const q =
      type === 'legal-sets'
        ? analysis.legal.length <= MAX_LISTED
          ? legalSets(board, analysis)
          : undefined
        : type === 'can-attack'
          ? canAttack(board, analysis, teaching, rng)
          : type === 'choice'
            ? choice(board, analysis, teaching, rng)
            : numberQuestion(analysis);
    if (q !== undefined) return q;
  }
  return undefined;
}

/** The question's answer recomputed by the engine on a board; undefined when the engine gives none. */
export function answerOn(board: Board, question: JsonObject, options: Readonly<Record<string, Declaration>> = {}): string | undefined {
  switch (question.type) {
    case 'legal-sets': {
      const set = legalSet(board, { limit: MAX_LEGAL, budget: ANALYSIS_BUDGET });
      if (!set.ok) return undefined;
      return set.value.complete ? set.value.legal.map(declarationKey).join(';') : `more than ${MAX_LEGAL}`;
    }
    case 'can-attack': {
      const b = legalBreakdown(board, ANALYSIS_BUDGET);
      if (!b.ok) return undefined;
      const row = b.value.byCreature.find((r) => r.creatureId === question.creature);
      const count = row?.byDefender.find((x) => x.defenderId === question.defender)?.count ?? '0';
      return String(count !== '0');
    }
    case 'choice': {
      const legal: string[] = [];
      for (const o of question.options as readonly JsonObject[]) {
        const d = options[String(o.id)];
        if (d === undefined) return undefined;
        const e = explainDeclaration(board, d, ANALYSIS_BUDGET);
        if (!e.ok) return undefined;
        if (e.value.legal) legal.push(String(o.id));
      }
      return legal.join(',');
    }
    case 'number': {
      const c = countLegal(board, ANALYSIS_BUDGET);
      return c.ok ? c.value.count : undefined;
    }
    default:
      return undefined;
  }
}

/** The answer the quiz stores, written as answerOn writes the engine's. */
export function storedAnswer(question: JsonObject): string {
  switch (question.type) {
    case 'legal-sets': {
      const keys = (question.answer as readonly JsonObject[]).map((d) =>
        Object.entries(d.attacks as JsonObject)
          .map(([c, t]) => `${c}=${String(t)}`)
          .sort()
          .join(','),
      );
      return keys.join(';');
    }
    case 'can-attack':
      return String(question.answer);
    case 'choice':
      return (question.correct as readonly string[]).join(',');
    case 'number':
      return String(question.answer);
    default:
      return '';
  }
}
