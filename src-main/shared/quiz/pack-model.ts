/**
 * The typed, validated quiz pack of attack-quiz-pack/1: its quizzes, questions, learners' answers and
 * scores. Produced by `parseQuizPack`, so every board is a parsed engine board (attack-board/1 or
 * block-board/1) and every id a question names exists on it.
 */
import type { BoardErrorCode } from '#shared/engine/board-format';
import type { Board, Declaration } from '#shared/engine/board';
import type { BlockBoard, BlockDeclaration } from '#shared/engine/block/board';
import type { EngineError } from '#shared/engine/api-types';
import type { BlockExplanationStepKey, ExplanationStepKey, QuizErrorCode, QuizLevel, QuizWarningCode } from './pack-format.ts';

/** A JSON value as JSON.parse returns it. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | JsonObject;
export interface JsonObject {
  readonly [key: string]: JsonValue;
}

/** Choose every legal attack; the stored answer is a snapshot of the engine's legal set. */
export interface LegalSetsQuestion {
  readonly type: 'legal-sets';
  /** Canonical order (spec §5), no duplicates. */
  readonly answer: readonly Declaration[];
}

/** Can `creature` attack (`defender`, when given)? The answer is a snapshot of the engine's. */
export interface CanAttackQuestion {
  readonly type: 'can-attack';
  readonly creature: string;
  readonly defender?: string;
  readonly answer: boolean;
}

export interface ChoiceOption {
  readonly id: string;
  readonly text: string;
}

/** Authored: for what the engine does not decide (triggers, when the total cost locks in, step order). */
export interface ChoiceQuestion {
  readonly type: 'choice';
  readonly options: readonly ChoiceOption[];
  /** Ids of the right options; exactly one unless `multiple`. */
  readonly correct: readonly string[];
  /** True: the learner picks every right option ("select all that apply"). */
  readonly multiple: boolean;
}

/** Authored number, e.g. how many times something triggers. */
export interface NumberQuestion {
  readonly type: 'number';
  readonly answer: number;
  /** An answer within this distance is right; absent = exact (0). */
  readonly tolerance?: number;
}

export type Question = LegalSetsQuestion | CanAttackQuestion | ChoiceQuestion | NumberQuestion;

/** Choose every legal block declaration (block-board/1 §6); the stored answer is a snapshot of the engine's. */
export interface BlockLegalSetsQuestion {
  readonly type: 'legal-sets';
  /** Canonical order (block-board/1 §6), no duplicates. */
  readonly answer: readonly BlockDeclaration[];
}

/** Can `creature` block (`attacker`, when given)? The answer is a snapshot of the engine's. */
export interface CanBlockQuestion {
  readonly type: 'can-block';
  readonly creature: string;
  readonly attacker?: string;
  readonly answer: boolean;
}

export type BlockQuestion = BlockLegalSetsQuestion | CanBlockQuestion | ChoiceQuestion | NumberQuestion;

/**
 * The short answer first, then optional notes per step: the article's seven steps ("1"…"7") on an
 * attack board, the steps of CR 509.1 ("509.1a"…"509.1d", costs grouped under 509.1d) on a block board.
 */
export interface QuizExplanation {
  readonly short: string;
  readonly steps?: Readonly<Partial<Record<ExplanationStepKey | BlockExplanationStepKey, string>>>;
}

interface QuizCommon {
  readonly id: string;
  readonly title: string;
  readonly prompt: string;
  /**
   * The board as authored (defaults not filled in, effect ids not generated), keys in canonical order:
   * what `makeQuizPack` writes back, so export → import is lossless.
   */
  readonly boardJson: JsonObject;
  readonly explanation: QuizExplanation;
  readonly tags: readonly string[];
  readonly level: QuizLevel;
  /** Where the quiz comes from, e.g. "modeled on article question 12". */
  readonly source: string;
  /** True when the answer rests on the article's reading where the Comprehensive Rules are silent or wrong. */
  readonly interpretation: boolean;
}

/** A quiz on declaring attackers (attack-board/1). */
export interface AttackQuiz extends QuizCommon {
  /** The parsed board, as the engine takes it. */
  readonly board: Board;
  readonly question: Question;
}

/** A quiz on declaring blockers (block-board/1). */
export interface BlockQuiz extends QuizCommon {
  /** The parsed board, as the blocking engine takes it. */
  readonly board: BlockBoard;
  readonly question: BlockQuestion;
}

export type Quiz = AttackQuiz | BlockQuiz;

export interface QuizPack {
  readonly format: 'attack-quiz-pack/1';
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly author: string;
  readonly version: string;
  readonly quizzes: readonly Quiz[];
}

export interface QuizPackError {
  /** JSON path from the pack root, e.g. `quizzes[4].board.effects[2].kind`; '' for the root. */
  readonly path: string;
  readonly code: QuizErrorCode;
  readonly message: string;
  /** For `bad-board`: the engine's own code. */
  readonly boardCode?: BoardErrorCode;
  /** For `bad-json`: 1-based position of the syntax error. */
  readonly line?: number;
  readonly column?: number;
}

/** The engine's answer to an engine-decided question. */
export type EngineAnswer =
  | { readonly type: 'legal-sets'; readonly answer: readonly Declaration[] }
  | { readonly type: 'can-attack'; readonly answer: boolean }
  | { readonly type: 'legal-blocks'; readonly answer: readonly BlockDeclaration[] }
  | { readonly type: 'can-block'; readonly answer: boolean };

/** A valid pack whose stored snapshot disagrees with the engine (a rules change or a wrong board). */
export interface QuizWarning {
  readonly path: string;
  readonly quizId: string;
  readonly code: QuizWarningCode;
  readonly message: string;
  /** The engine's answer, when it gave one. */
  readonly engineAnswer?: EngineAnswer['answer'];
  readonly engineError?: EngineError;
}

/** A learner's answer, tagged with the question type it answers. */
export type QuizAnswer =
  | { readonly type: 'legal-sets'; readonly declarations: readonly Declaration[] }
  | { readonly type: 'can-attack'; readonly value: boolean }
  /** Every legal block declaration, for a legal-sets question on a block board. */
  | { readonly type: 'legal-blocks'; readonly declarations: readonly BlockDeclaration[] }
  | { readonly type: 'can-block'; readonly value: boolean }
  | { readonly type: 'choice'; readonly selected: readonly string[] }
  | { readonly type: 'number'; readonly value: number };

/** A declaration the learner included that is not legal, with the engine's reason. */
export interface IllegalPick {
  readonly declaration: Declaration;
  /** The engine's one-sentence verdict (explainDeclaration), or why there is none. */
  readonly summary: string;
  readonly failedStep?: 1 | 2 | 3 | 7;
}

/**
 * Where the right answer came from: the engine, or the stored snapshot when the engine gave no
 * answer (e.g. `too-large`).
 */
export type AnswerBasis = 'engine' | 'snapshot';

/** A block declaration the learner included that is not legal, with the engine's reason (CR 509.1). */
export interface IllegalBlockPick {
  readonly declaration: BlockDeclaration;
  readonly summary: string;
  readonly failedStep?: BlockExplanationStepKey;
}

/** The score of a legal-sets question (attacks or blocks): the right set, what was left out, what is not legal. */
interface SetScore<T extends string, D, Pick> {
  readonly type: T;
  readonly correct: boolean;
  readonly basis: AnswerBasis;
  readonly expected: readonly D[];
  /** Legal declarations the learner left out. */
  readonly missed: readonly D[];
  /** Declarations the learner included that are not legal. */
  readonly illegal: readonly Pick[];
}

/** The score of a can-attack or can-block question. */
interface YesNoScore<T extends string> {
  readonly type: T;
  readonly correct: boolean;
  readonly basis: AnswerBasis;
  readonly expected: boolean;
  /** Absent when the answer given was not an answer of this type. */
  readonly given?: boolean;
}

export type Score =
  | SetScore<'legal-blocks', BlockDeclaration, IllegalBlockPick>
  | YesNoScore<'can-block'>
  | SetScore<'legal-sets', Declaration, IllegalPick>
  | YesNoScore<'can-attack'>
  | {
      readonly type: 'choice';
      readonly correct: boolean;
      readonly expected: readonly string[];
      /** Right options not selected, and selected options that are wrong. */
      readonly missed: readonly string[];
      readonly wrong: readonly string[];
    }
  | {
      readonly type: 'number';
      readonly correct: boolean;
      readonly expected: number;
      readonly tolerance: number;
      readonly given?: number;
    };

/** A stored quiz: the pack holding it and its id in that pack. */
export interface QuizRef {
  readonly packId: string;
  readonly quizId: string;
}
