/** Words the UI shows for the quiz vocabulary (attack-quiz-pack/1 question types and levels). */

const QUESTION_TYPE_LABELS: Readonly<Record<string, string>> = {
  'legal-sets': 'Legal attacks',
  'can-attack': 'Can it attack?',
  'can-block': 'Can it block?',
  choice: 'Multiple choice',
  number: 'Number',
};

const LEVEL_LABELS: Readonly<Record<number, string>> = { 1: 'Basic', 2: 'Intermediate', 3: 'Advanced' };

/** A type this UI does not know yet (a newer pack format) shows as written rather than vanishing. */
export const questionTypeLabel = (type: string): string => QUESTION_TYPE_LABELS[type] ?? type;

/** A quiz's question type as its own board reads it: every legal set of a blocking quiz is "Legal blocks" (its tag `blocking` says so). */
export const quizTypeLabel = (type: string, tags: readonly string[]): string =>
  type === 'legal-sets' && tags.includes('blocking') ? 'Legal blocks' : questionTypeLabel(type);

export const levelLabel = (level: number): string => LEVEL_LABELS[level] ?? `Level ${level}`;

/** The fields of a pack its label reads (the API's PackInfo has them). */
interface PackName {
  readonly id: string;
  readonly title: string;
  readonly builtin: boolean;
}

/**
 * A pack as the learner reads it: its title; the built-in pack "Built-in pack" until its title is
 * known; never the pack's id (an id reads as "builtin" or "my-pack-2").
 */
export const packLabel = (packId: string, packs: readonly PackName[]): string => {
  const pack = packs.find((p) => p.id === packId);
  if (pack !== undefined && pack.title.trim() !== '') return pack.title;
  return pack?.builtin === true || packId === 'builtin' ? 'Built-in pack' : 'Quiz pack';
};
