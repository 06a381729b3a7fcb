/** Quiz packs (attack-quiz-pack/1): parse, serialize, check against the engine, score. Pure TypeScript. */
export type * from './pack-model.ts';
export * from './pack-format.ts';
export { parseQuizPack, parseQuiz } from './parse-pack.ts';
export { parseQuizPackText, utf8Length } from './parse-pack-text.ts';
export { makeQuizPack, makeQuiz } from './make-pack.ts';
export { engineAnswer, checkPackAgainstEngine } from './engine-answer.ts';
export { scoreAnswer } from './score.ts';
export { isBlockQuiz } from './quiz-kind.ts';
export { lintQuizPack, sourceCardName, isKnownCard, LINT_CODES, type LintIssue, type LintCode } from './lint-pack.ts';
export { ONE_OFF_CARDS } from './one-off-cards.ts';
export { shuffleOptions, makeOptionSeed, isOptionSeed, OPTION_SEED_RANGE } from './shuffle-options.ts';
