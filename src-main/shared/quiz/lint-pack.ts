/**
 * The pack checks itself: what a valid attack-quiz-pack/1 file must also satisfy to be
 * content a judge can trust. Pure: the test over quizzes/builtin.json and `attack-trainer quiz lint`
 * both call `lintQuizPack` on a parsed pack and print every issue with its JSON path.
 */
import { BLOCK_PRESETS, CARD_PRESETS } from '#shared/cards/presets';
import type { EngineBudget } from '#shared/engine/index';
import { citedRules, isRuleNumber, miswrittenRuleNumbers } from '#shared/text/rules';
import { canonicalJson } from './board-json.ts';
import { checkPackAgainstEngine } from './engine-answer.ts';
import { ONE_OFF_CARDS } from './one-off-cards.ts';
import { pathIndex, pathKey } from './path.ts';
import type { JsonObject, JsonValue, QuizPack } from './pack-model.ts';

export const LINT_CODES = [
  'snapshot-differs',
  'engine-error',
  'missing-power-toughness',
  'zero-power-toughness',
  'no-steps',
  'step-without-citation',
  'unknown-rule',
  /** A rule number not written as the Comprehensive Rules write it (`508.1D`, `508.1g–i`, `508.1a,508.1b`). */
  'rule-format',
  'missing-source',
  'unknown-source',
  'duplicate-board',
] as const;
export type LintCode = (typeof LINT_CODES)[number];

export interface LintIssue {
  /** JSON path from the pack root, e.g. `quizzes[3].explanation.steps.2`. */
  readonly path: string;
  readonly quizId: string;
  readonly code: LintCode;
  readonly message: string;
}

/**
 * Creatures that may stand at 0/0 on a board: printed 0/0 (their size comes from counters as they
 * enter: Walking Ballista, Hangarback Walker, Endless One, Phyrexian Marauder), or printed with stars (a
 * size that is 0 in some board states: Gaea's Liege with no Forests). Any other creature at 0/0 is a
 * modeling slip.
 */
export const PRINTED_ZERO_ZERO = ['Walking Ballista', 'Hangarback Walker', 'Endless One', 'Phyrexian Marauder', "Gaea's Liege"] as const;

export interface LintOptions {
  /** The engine's budget for each engine-decided quiz. */
  readonly budget?: EngineBudget;
}

/**
 * Multiplayer options of the Comprehensive Rules that restrict attacks as a card would (CR 803.1a and
 * 803.1b): a board may name one as an effect's source, since no card creates that restriction.
 */
const PLAY_OPTIONS = ['Attack left option', 'Attack right option'] as const;

const PRESET_NAMES: ReadonlySet<string> = new Set([
  ...CARD_PRESETS.map((p) => p.name.toLowerCase()),
  ...PLAY_OPTIONS.map((n) => n.toLowerCase()),
  ...BLOCK_PRESETS.map((p) => p.name.toLowerCase()),
  ...ONE_OFF_CARDS.map((n) => n.toLowerCase()),
]);
const ZERO_ZERO: ReadonlySet<string> = new Set(PRINTED_ZERO_ZERO.map((n) => n.toLowerCase()));

/** A source carries a note after the card name ("Propaganda (alice)", "War Tax (X=2)"): the card is the part before it. */
export function sourceCardName(source: string): string {
  return source.trim().replace(/\s*\([^)]*\)\s*$/, '');
}

export function isKnownCard(name: string): boolean {
  return PRESET_NAMES.has(name.toLowerCase());
}

const asObject = (v: JsonValue | undefined): JsonObject | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as JsonObject) : undefined;
const asArray = (v: JsonValue | undefined): readonly JsonValue[] => (Array.isArray(v) ? (v as readonly JsonValue[]) : []);

/** The board's identity for "no two quizzes share a board": canonical JSON without the generated effect ids. */
function boardKey(board: JsonObject): string {
  const effects = asArray(board.effects).map((e) => {
    const o = asObject(e);
    if (o === undefined) return e;
    const { id: _id, ...rest } = o;
    return rest;
  });
  return JSON.stringify(canonicalJson({ ...board, effects }));
}

function creatureIssues(board: JsonObject, base: string, quizId: string): LintIssue[] {
  const issues: LintIssue[] = [];
  asArray(board.creatures).forEach((raw, j) => {
    const c = asObject(raw);
    if (c === undefined) return;
    const path = pathIndex(`${base}.board.creatures`, j);
    const name = typeof c.name === 'string' ? c.name : String(c.id);
    const missing = ['power', 'toughness'].filter((k) => typeof c[k] !== 'number');
    if (missing.length > 0) {
      issues.push({
        path,
        quizId,
        code: 'missing-power-toughness',
        message: `creature "${name}" has no ${missing.join(' or ')}: give its printed power and toughness`,
      });
    } else if (c.power === 0 && c.toughness === 0 && !ZERO_ZERO.has(name.toLowerCase())) {
      issues.push({
        path,
        quizId,
        code: 'zero-power-toughness',
        message: `creature "${name}" is 0/0, which it is not printed as (PRINTED_ZERO_ZERO in src-main/shared/quiz/lint-pack.ts lists the cards that are)`,
      });
    }
  });
  return issues;
}

function sourceIssues(board: JsonObject, base: string, quizId: string): LintIssue[] {
  const issues: LintIssue[] = [];
  asArray(board.effects).forEach((raw, j) => {
    const e = asObject(raw);
    if (e === undefined) return;
    const path = pathIndex(`${base}.board.effects`, j);
    if (typeof e.source !== 'string' || e.source.trim() === '') {
      issues.push({ path, quizId, code: 'missing-source', message: 'the effect names no source: write the name of the card that creates it' });
      return;
    }
    const card = sourceCardName(e.source);
    if (!isKnownCard(card)) {
      issues.push({
        path: `${path}.source`,
        quizId,
        code: 'unknown-source',
        message: `"${card}" is neither a card preset (src-main/shared/cards/presets.ts), a checked one-off card (src-main/shared/quiz/one-off-cards.ts) nor a multiplayer option (CR 803): check its Oracle text and add it to one of them`,
      });
    }
  });
  return issues;
}

function stepIssues(quiz: QuizPack['quizzes'][number], base: string): LintIssue[] {
  const steps = quiz.explanation.steps ?? {};
  const keys = Object.keys(steps) as (keyof typeof steps)[];
  if (keys.length === 0)
    return [
      {
        path: `${base}.explanation`,
        quizId: quiz.id,
        code: 'no-steps',
        message: 'the explanation has no steps: explain at least one step, citing the rule it applies',
      },
    ];
  const issues: LintIssue[] = [];
  for (const key of keys) {
    const text = steps[key] ?? '';
    const path = pathKey(`${base}.explanation.steps`, key);
    const cited = citedRules(text);
    if (cited.length === 0) {
      issues.push({
        path,
        quizId: quiz.id,
        code: 'step-without-citation',
        message: `step ${key} cites no rule: add one such as "(CR 508.1c)" (numbers from src-main/shared/text/rules.ts)`,
      });
    }
    for (const n of cited) {
      if (!isRuleNumber(n))
        issues.push({
          path,
          quizId: quiz.id,
          code: 'unknown-rule',
          message: `step ${key} cites CR ${n}, which is not in the rule table (src-main/shared/text/rules.ts): check the number or add the rule`,
        });
    }
  }
  const texts: [string, string][] = [
    [`${base}.prompt`, quiz.prompt],
    [`${base}.explanation.short`, quiz.explanation.short],
    ...keys.map((key): [string, string] => [pathKey(`${base}.explanation.steps`, key), steps[key] ?? '']),
  ];
  for (const [path, text] of texts) {
    for (const bad of miswrittenRuleNumbers(text)) {
      issues.push({
        path,
        quizId: quiz.id,
        code: 'rule-format',
        message: `"${bad}" is not how the Comprehensive Rules write rule numbers: write each in full, lower case, a list as "508.1a, 508.1b"`,
      });
    }
  }
  return issues;
}

/** Every problem of a parsed pack, quiz by quiz in pack order, then the engine's disagreements. */
export function lintQuizPack(pack: QuizPack, options: LintOptions = {}): LintIssue[] {
  const issues: LintIssue[] = [];
  const boards = new Map<string, { index: number; id: string }>();
  pack.quizzes.forEach((quiz, i) => {
    const base = pathIndex('quizzes', i);
    issues.push(...creatureIssues(quiz.boardJson, base, quiz.id));
    issues.push(...sourceIssues(quiz.boardJson, base, quiz.id));
    issues.push(...stepIssues(quiz, base));
    const key = boardKey(quiz.boardJson);
    const first = boards.get(key);
    if (first === undefined) boards.set(key, { index: i, id: quiz.id });
    else
      issues.push({
        path: `${base}.board`,
        quizId: quiz.id,
        code: 'duplicate-board',
        message: `the same board as quizzes[${first.index}] ("${first.id}"): change the board (or ask both questions in one quiz)`,
      });
  });
  for (const w of checkPackAgainstEngine(pack, options.budget)) issues.push({ path: w.path, quizId: w.quizId, code: w.code, message: w.message });
  return issues;
}
