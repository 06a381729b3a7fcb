/** The closed vocabularies and limits of attack-quiz-pack/1 (docs/quiz-pack-format.md). */
import { BLOCK_BOARD_FORMAT } from '#shared/engine/block/block-format';

export const QUIZ_PACK_FORMAT = 'attack-quiz-pack/1' as const;

/**
 * `legal-sets` and `can-attack` are decided by the engine (their stored answer is a snapshot of it);
 * `choice` and `number` are authored, for what the engine does not model (triggers, timing).
 */
export const QUESTION_TYPES = ['legal-sets', 'can-attack', 'can-block', 'choice', 'number'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const ENGINE_QUESTION_TYPES = ['legal-sets', 'can-attack', 'can-block'] as const satisfies readonly QuestionType[];

/** The question types a board of each format takes: "can it attack" on attack boards, "can it block" on block boards. */
export const QUESTION_TYPES_BY_BOARD = {
  'attack-board/1': ['legal-sets', 'can-attack', 'choice', 'number'],
  [BLOCK_BOARD_FORMAT]: ['legal-sets', 'can-block', 'choice', 'number'],
} as const satisfies Readonly<Record<string, readonly QuestionType[]>>;

/**
 * A learner's answer types: a question's type, except that every legal block declaration is answered
 * as `legal-blocks` (its declarations are `{"blocks": …}`, not `{"attacks": …}`).
 */
export const ANSWER_TYPES = ['legal-sets', 'can-attack', 'legal-blocks', 'can-block', 'choice', 'number'] as const;

/**
 * How an attempt was made: `rated` reschedules the quiz (spaced repetition), `practice` is recorded but
 * leaves the schedule alone, `exam` is an answer given in an exam (rated too, docs/review-and-exams.md).
 * Part of the pack format: a pack's `progress` carries its attempts with their modes.
 */
export const ATTEMPT_MODES = ['rated', 'practice', 'exam'] as const;
export type AttemptMode = (typeof ATTEMPT_MODES)[number];

export const QUIZ_LEVELS = [1, 2, 3] as const;
export type QuizLevel = (typeof QUIZ_LEVELS)[number];

/** Keys of `explanation.steps`: the article's seven steps of declaring attackers. */
export const EXPLANATION_STEPS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type ExplanationStepKey = (typeof EXPLANATION_STEPS)[number];

/**
 * Keys of `explanation.steps` on a block board: the steps of CR 509.1 as the blocking engine explains
 * them (509.1a choose, 509.1b restrictions, 509.1c requirements, 509.1d costs with 509.1e and 509.1f).
 */
export const BLOCK_EXPLANATION_STEPS = ['509.1a', '509.1b', '509.1c', '509.1d'] as const;
export type BlockExplanationStepKey = (typeof BLOCK_EXPLANATION_STEPS)[number];

/** Why a pack is rejected; every error also carries a JSON path and a readable reason. */
export const QUIZ_ERROR_CODES = [
  'bad-json',
  'too-large',
  /** JSON nested deeper than QUIZ_PACK_LIMITS.maxDepth. */
  'too-deep',
  /** The last entry of a capped error list: how many more problems were found but not listed. */
  'too-many-errors',
  /** A string longer than its limit (QUIZ_PACK_LIMITS.maxShortTextChars, maxLongTextChars). */
  'too-long',
  /** More tags, effects, creatures or counters than a quiz may hold. */
  'too-many',
  'too-many-quizzes',
  'not-object',
  'wrong-type',
  'missing-field',
  'unknown-field',
  'bad-format',
  'bad-id',
  'bad-tag',
  'duplicate-id',
  'duplicate-tag',
  'empty',
  'bad-level',
  'unknown-question-type',
  'bad-choice',
  'unknown-option',
  'unknown-creature',
  'unknown-defender',
  /** A can-block question's `attacker` that is not an attacking creature on the board. */
  'unknown-attacker',
  /** A question type the quiz's board format does not take (can-block on an attack board…). */
  'wrong-board-question',
  'bad-declaration',
  'duplicate-declaration',
  'bad-number',
  'bad-board',
] as const;
export type QuizErrorCode = (typeof QUIZ_ERROR_CODES)[number];

/** What `checkPackAgainstEngine` can say about a valid pack. */
export const QUIZ_WARNING_CODES = ['snapshot-differs', 'engine-error'] as const;
export type QuizWarningCode = (typeof QUIZ_WARNING_CODES)[number];

/**
 * Limits that keep an imported file from exhausting the app. The board's own limit (at most 64
 * creatures) is enforced by the engine's parseBoard.
 */
export const QUIZ_PACK_LIMITS = {
  /**
   * UTF-8 bytes of the JSON text: 20 MB, a community's bank of 5,000 quizzes at about 2.5 KB each with
   * room for long explanations (the volume fixture's 500-quiz packs are 1.3 MB).
   */
  maxBytes: 20_000_000,
  /** Quizzes per pack: a judge community's whole bank in one file. */
  maxQuizzes: 5_000,
  /** Nesting of the JSON text: a pack needs about 10; deeper is refused before parsing (no recursion can overflow). */
  maxDepth: 64,
  /** Errors listed for one pack; the rest are counted in a last `too-many-errors` entry. */
  maxReportedErrors: 100,
  /** Characters of an error's path or message: a huge key or value quoted in it is clipped. */
  maxErrorText: 300,
  /** Characters of a pack or quiz title. */
  maxTitleChars: 200,
  /**
   * Per quiz (valid but pathological packs make the UI unusable — 300k tags, 60k
   * effects, 200k-character strings). Far above what a real quiz needs (the built-in pack's largest:
   * 5 tags, 5 effects, 4 creatures, 1 counter kind, a 637-character explanation step).
   */
  maxTagsPerQuiz: 20,
  maxEffectsPerBoard: 64,
  /** The engine's own limit (MAX_CREATURES), checked here first so the board is not parsed at all. */
  maxCreaturesPerBoard: 64,
  /** Counter kinds on one creature. */
  maxCountersPerCreature: 16,
  /** Titles, author, version, source, and every string and key of a board (card names, sources). */
  maxShortTextChars: 200,
  /** Description, prompt, explanations (short and each step), choice option texts. */
  maxLongTextChars: 4000,
} as const;

/** Pack, quiz and option ids: short, URL- and file-name-safe, so they can key the store and routes. */
export const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

/** Tags are lowercase words joined by hyphens, so that filtering by tag is exact. */
export const TAG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
