/**
 * generatePuzzle(seed, {theme, target}): candidate boards from the seed, one after another, until one
 * passes the interest filter; the accepted one becomes an attack-quiz-pack/1 quiz whose answer the
 * engine computed. Pure and deterministic: the same seed, theme, target and recent set give the same
 * puzzle (the id names all but the recent set, which only ever skips duplicates).
 */
import { parseBoard, type Declaration } from '#shared/engine/index';
import type { JsonObject } from '#shared/cards/preset-model';
import { canonicalBoardJson } from '#shared/quiz/board-json';
import { err, ok, type Result } from '#shared/engine/result';
import { analyzeLegal, analyzeTempting, type Tempting } from './analyze.ts';
import { buildBoard } from './build-board.ts';
import { initialRating, measureFeatures, type PuzzleFeatures } from './features.ts';
import { naiveBoard, teachingFailure, triviality } from './interest.ts';
import type { PromptFact } from './facts.ts';
import { boardPrompt, listText } from './prompt.ts';
import { answerOn, buildQuestion, storedAnswer } from './question.ts';
import { declarationText, missReason } from './reason.ts';
import { makeRng, subSeed } from './rng.ts';
import { GENERATOR_VERSION, isTarget, isTheme, THEME_LABELS, type RejectReason, type Target, type Theme } from './puzzle-kinds.ts';

export interface GenerateOptions {
  readonly theme: Theme;
  /** Default 2. */
  readonly target?: Target;
  /** Board keys of recent puzzles: a candidate with one of these boards is rejected as a duplicate. */
  readonly recent?: ReadonlySet<string>;
  /** Candidates tried before giving up (default DEFAULT_CANDIDATES, 200). */
  readonly maxCandidates?: number;
}

export interface Puzzle {
  readonly id: string;
  readonly seed: number;
  readonly theme: Theme;
  readonly target: Target;
  readonly version: number;
  /** The puzzle as an attack-quiz-pack/1 quiz (parseQuiz accepts it). */
  readonly quiz: JsonObject;
  /** For choice questions: the declaration behind each option id. */
  readonly options: Readonly<Record<string, Declaration>>;
  /** The engine's answer when the puzzle was made, as answerOn writes it. */
  readonly answerKey: string;
  readonly features: PuzzleFeatures;
  readonly rating: number;
  readonly boardKey: string;
  /** Every card name on the board (creatures, effect sources, planeswalkers, battles, resources). */
  readonly cardNames: readonly string[];
  /** What the prompt states about the board, one fact a sentence (facts.ts); the check derives each again. */
  readonly facts: readonly PromptFact[];
  readonly stats: GenerationStats;
}

export interface GenerationStats {
  readonly candidates: number;
  readonly rejected: Readonly<Partial<Record<RejectReason, number>>>;
}

export interface GenerationFailure {
  readonly code: 'no-puzzle';
  readonly message: string;
  readonly stats: GenerationStats;
}

const DEFAULT_CANDIDATES = 200;

export function puzzleId(seed: number, theme: Theme, target: Target): string {
  return `g${GENERATOR_VERSION}-${theme}-${target}-${seed}`;
}

export interface PuzzleSpec {
  readonly version: number;
  readonly theme: Theme;
  readonly target: Target;
  readonly seed: number;
}

export function parsePuzzleId(id: string): PuzzleSpec | undefined {
  const m = /^g(\d+)-([a-z-]+)-(\d)-(\d+)$/.exec(id);
  if (m === null) return undefined;
  const [, version, theme, target, seed] = m;
  const t = Number(target);
  const s = Number(seed);
  if (!isTheme(theme) || !isTarget(t) || !Number.isSafeInteger(s) || s > 0xffffffff) return undefined;
  return { version: Number(version), theme, target: t, seed: s };
}

function boardKeyOf(board: JsonObject): string {
  return JSON.stringify(canonicalBoardJson(board));
}

function tagsFor(theme: Theme, board: JsonObject): string[] {
  const kinds = new Set(((board.defenders as readonly JsonObject[] | undefined) ?? []).map((d) => String(d.kind)));
  const base: Record<Theme, string[]> = {
    restrictions: ['restrictions'],
    requirements: ['requirements'],
    maximizing: ['requirements', 'maximizing'],
    costs: ['costs'],
    payment: ['costs', 'payment'],
    conditional: ['conditional'],
    goad: ['goad', 'multiplayer'],
    multiplayer: ['multiplayer'],
    'planeswalkers-battles': [...(kinds.has('planeswalker') ? ['planeswalkers'] : []), ...(kinds.has('battle') ? ['battles'] : [])],
    'summoning-sickness': ['summoning-sickness'],
  };
  return [...new Set([...base[theme], 'generated'])];
}

/** The article's readings a puzzle's answer rests on (attack-quiz-pack/1 `interpretation`). */
function interpretationNote(board: JsonObject): string | undefined {
  const effects = board.effects as readonly JsonObject[];
  const text = JSON.stringify(effects);
  if (effects.some((e) => e.kind === 'conditional'))
    return "Conditional requirements are settled by the article's attack tree, which the Comprehensive Rules do not spell out (CR 508.1d).";
  if (effects.some((e) => e.kind === 'mustAttack' && JSON.stringify(e.creatures) === '{}'))
    return 'As the article reads it, "all creatures attack" is one requirement per creature (CR 508.1d).';
  if (text.includes('"attackCost"') && effects.some((e) => e.kind === 'attackCost' && !JSON.stringify(e.creatures).includes('"ids"'))) {
    return 'As the article reads it, a cost "for each creature" counts as one cost per attacking creature (CR 508.1d).';
  }
  return undefined;
}

function explanationSteps(
  board: ReturnType<typeof parseBoard> & { ok: true },
  teaching: Tempting,
  others: readonly Tempting[],
  note: string | undefined,
): JsonObject {
  const steps: Record<string, string> = {};
  const write = (t: Tempting) => {
    steps[String(t.failedStep)] = `When ${declarationText(board.value, t.declaration)}, the declaration is illegal. ${missReason(board.value, t.explanation)}`;
  };
  write(teaching);
  const second = others.find((t) => steps[String(t.failedStep)] === undefined);
  if (second !== undefined) write(second);
  if (note !== undefined) steps['3'] = steps['3'] === undefined ? note : `${steps['3']} ${note}`;
  return steps;
}

function cardNamesOf(board: JsonObject): string[] {
  const names = new Set<string>();
  for (const c of board.creatures as readonly JsonObject[]) names.add(String(c.name));
  for (const e of board.effects as readonly JsonObject[]) names.add(String(e.source).replace(/\s*\([^)]*\)\s*$/, ''));
  for (const d of (board.defenders as readonly JsonObject[] | undefined) ?? []) names.add(String(d.name));
  const res = board.resources as JsonObject | undefined;
  for (const p of (res?.permanents as readonly JsonObject[] | undefined) ?? []) names.add(String(p.name));
  return [...names];
}

export function quizLevel(rating: number): 1 | 2 | 3 {
  return rating < 1150 ? 1 : rating < 1600 ? 2 : 3;
}

export function generatePuzzle(seed: number, options: GenerateOptions): Result<Puzzle, GenerationFailure> {
  const { theme } = options;
  const target = options.target ?? 2;
  const rejected: Partial<Record<RejectReason, number>> = {};
  const reject = (r: RejectReason) => {
    rejected[r] = (rejected[r] ?? 0) + 1;
  };
  const max = options.maxCandidates ?? DEFAULT_CANDIDATES;
  for (let n = 0; n < max; n++) {
    const rng = makeRng(subSeed(seed >>> 0, n));
    const built = buildBoard(theme, target, rng);
    if (built === undefined) {
      reject('invalid-board');
      continue;
    }
    const boardJson = canonicalBoardJson(built.draft);
    const board = parseBoard(boardJson);
    if (!board.ok) {
      reject('invalid-board');
      continue;
    }
    // Triviality needs only the legal set: checked before the near-misses are explained (most of the cost).
    const legal = analyzeLegal(board.value);
    if (legal === 'too-large') {
      reject('too-large');
      continue;
    }
    const trivial = triviality(legal);
    if (trivial !== undefined) {
      reject(trivial);
      continue;
    }
    const analysis = analyzeTempting(board.value, legal);
    if (analysis === 'too-large') {
      reject('too-large');
      continue;
    }
    const teaching = teachingFailure(theme, board.value, analysis);
    if (teaching === undefined) {
      reject('off-theme');
      continue;
    }
    const question = buildQuestion(board.value, analysis, teaching, rng);
    if (question === undefined) {
      reject('no-question');
      continue;
    }
    // The question was written from the engine's legal set and explanations, so its answer is the
    // engine's; checkPuzzle asks the engine again through answerOn (legal set, exact count,
    // per-creature breakdown, or one explanation per option).
    const answerKey = storedAnswer(question.json);
    const naive = parseBoard(canonicalBoardJson(naiveBoard(built.draft, theme)));
    if (!naive.ok) {
      reject('too-large');
      continue;
    }
    if (answerOn(naive.value, question.json, question.options) === answerKey) {
      reject('naive-reading');
      continue;
    }
    const boardKey = boardKeyOf(boardJson);
    if (options.recent?.has(boardKey) === true) {
      reject('duplicate');
      continue;
    }
    const features = measureFeatures(board.value, analysis, teaching, question.type);
    const rating = initialRating(features);
    const id = puzzleId(seed >>> 0, theme, target);
    const cardNames = cardNamesOf(boardJson);
    const effectCards = [...new Set((boardJson.effects as readonly JsonObject[]).map((e) => String(e.source).replace(/\s*\([^)]*\)\s*$/, '')))];
    const note = interpretationNote(boardJson);
    const described = boardPrompt(built);
    const quiz: JsonObject = {
      id,
      title: `${THEME_LABELS[theme]}: ${listText(effectCards.slice(0, 3))}`,
      level: quizLevel(rating),
      tags: tagsFor(theme, boardJson),
      source: `generated: puzzle generator v${GENERATOR_VERSION}, seed ${seed >>> 0}, theme ${theme}, target ${target}`,
      interpretation: note !== undefined,
      prompt: `${described.text} ${question.text}`,
      board: boardJson,
      question: question.json,
      explanation: {
        short: question.short,
        steps: explanationSteps(
          board,
          teaching,
          analysis.tempting.filter((t) => t !== teaching),
          note,
        ),
      },
    };
    return ok({
      id,
      seed: seed >>> 0,
      theme,
      target,
      version: GENERATOR_VERSION,
      quiz,
      options: question.options ?? {},
      answerKey,
      features,
      rating,
      boardKey,
      cardNames,
      facts: described.facts,
      stats: { candidates: n + 1, rejected },
    });
  }
  return err({ code: 'no-puzzle', message: `no candidate of ${max} passed the interest filter for theme ${theme}`, stats: { candidates: max, rejected } });
}
