/**
 * The step of declaring attackers that decides a quiz, from its tags (docs/review-and-exams.md,
 * "Steps"). A quiz counts for one step only: the most specific one it is tagged with. A tag that is
 * not a step name but belongs to one (mana abilities are paid with the costs, triggers are about when
 * things happen, goad is a requirement) stands for that step.
 */
import { PROGRESS_STEPS, type BlockProgressStep, type ProgressStep } from './progress-report.ts';

/**
 * Most specific first. Paying and conditional requirements only arise once there is a cost or a
 * requirement to reason about; timing questions (when a cost locks in, what triggers) sit on top of
 * costs; costs are decided after requirements (spec §3: the pool depends on the cost plan); and
 * restrictions, which every quiz meets first, are the least specific.
 */
export const STEP_SPECIFICITY: readonly ProgressStep[] = ['payment', 'conditional', 'timing', 'costs', 'requirements', 'restrictions'];

/** Tags that stand for a step without being its name. */
export const TAG_STEPS: Readonly<Record<string, ProgressStep>> = {
  'mana-abilities': 'payment',
  triggers: 'timing',
  goad: 'requirements',
};

const stepOfTag = (tag: string): ProgressStep | undefined => ((PROGRESS_STEPS as readonly string[]).includes(tag) ? (tag as ProgressStep) : TAG_STEPS[tag]);

/**
 * The tags of blocking quizzes that name a step of CR 509.1, most specific first for the same reason
 * as the attack side's: costs are weighed after requirements, requirements after restrictions, and
 * choosing the blockers comes first for every quiz.
 */
export const BLOCK_STEP_TAGS: readonly (readonly [string, BlockProgressStep])[] = [
  ['block-costs', '509.1d'],
  ['block-requirements', '509.1c'],
  ['block-restrictions', '509.1b'],
  ['block-choose', '509.1a'],
];

/** The step of CR 509.1 a blocking quiz counts for; undefined for a quiz with no such tag. */
export function blockStepOf(tags: readonly string[]): BlockProgressStep | undefined {
  const found = BLOCK_STEP_TAGS.find(([tag]) => tags.includes(tag));
  return found === undefined ? undefined : found[1];
}

/** Undefined when no tag names or stands for a step (such a quiz counts under no step). */
export function stepOf(tags: readonly string[]): ProgressStep | undefined {
  const steps = new Set(tags.map(stepOfTag).filter((s) => s !== undefined));
  return STEP_SPECIFICITY.find((s) => steps.has(s));
}
