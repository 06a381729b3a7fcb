/** The puzzle generator (docs/puzzles.md): pure TypeScript, shared by the service, the CLI and the tests. */
export * from './puzzle-kinds.ts';
export { generatePuzzle, parsePuzzleId, puzzleId, quizLevel, type GenerateOptions, type GenerationFailure, type GenerationStats, type Puzzle, type PuzzleSpec } from './generate.ts';
export { answerOn } from './question.ts';
export { initialRating, type PuzzleFeatures } from './features.ts';
export { missReason, declarationText } from './reason.ts';
export { CATALOG } from './catalog.ts';
export { checkPuzzle } from './check-puzzle.ts';
export { checkPromptFacts } from './check-prompt.ts';
export { candidatePrompt, type CandidatePrompt } from './prompt.ts';
export { factsText, type PromptFact } from './facts.ts';
export { generateBlockPuzzle, checkBlockPuzzle, type BlockPuzzle } from './block-puzzle.ts';
