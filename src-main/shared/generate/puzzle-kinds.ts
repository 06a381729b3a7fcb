/**
 * The closed vocabularies of the puzzle generator: themes, question types, difficulty targets, why a
 * candidate is rejected and the rating bands. A puzzle id is `g<version>-<theme>-<target>-<seed>`: the
 * generator is deterministic, so the id alone reproduces the puzzle for as long as GENERATOR_VERSION
 * does not change.
 */

/** Bump when any change to the generator changes what a seed produces (old ids then stop resolving). */
export const GENERATOR_VERSION = 4;

export const THEMES = [
  'restrictions',
  'requirements',
  'maximizing',
  'costs',
  'payment',
  'conditional',
  'goad',
  'multiplayer',
  'planeswalkers-battles',
  'summoning-sickness',
] as const;
export type Theme = (typeof THEMES)[number];

/** Blocking: block-board/1 puzzles (block-puzzle.ts), served by their own API methods beside the attack themes. */
export const BLOCKING_THEME = 'blocking';
/** Every theme a learner can practise and be rated in. */
export const PUZZLE_THEMES = [...THEMES, BLOCKING_THEME] as const;

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Short labels for menus and reports. */
export const THEME_LABELS: Readonly<Record<Theme, string>> = {
  restrictions: 'Restrictions',
  requirements: 'Requirements',
  maximizing: 'Maximizing requirements',
  costs: 'Costs to attack',
  payment: 'Paying the costs',
  conditional: 'Conditional requirements',
  goad: 'Goad',
  multiplayer: 'Multiplayer',
  'planeswalkers-battles': 'Planeswalkers and battles',
  'summoning-sickness': 'Summoning sickness',
};

export const PUZZLE_QUESTION_TYPES = ['legal-sets', 'can-attack', 'choice', 'number'] as const;
export type PuzzleQuestionType = (typeof PUZZLE_QUESTION_TYPES)[number];

/** Target difficulty: sizes the board (creatures, effects, players). */
export const TARGETS = [1, 2, 3, 4] as const;
export type Target = (typeof TARGETS)[number];

export function isTarget(value: unknown): value is Target {
  return typeof value === 'number' && (TARGETS as readonly number[]).includes(value);
}

/** Why a candidate board was rejected (the report counts them). */
export const REJECT_REASONS = [
  'invalid-board',
  'too-large',
  'trivial-all-legal',
  'trivial-no-attack',
  'naive-reading',
  'off-theme',
  'duplicate',
  'no-question',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** Rating bands for the spread report and the quiz level (1–3) of a saved puzzle. */
export const RATING_BANDS = [
  { label: 'beginner', below: 1150 },
  { label: 'intermediate', below: 1450 },
  { label: 'advanced', below: 1750 },
  { label: 'expert', below: Infinity },
] as const;
export type RatingBand = (typeof RATING_BANDS)[number]['label'];

export function ratingBand(rating: number): RatingBand {
  return RATING_BANDS.find((b) => rating < b.below)!.label;
}
