/** The puzzle generator (docs/puzzles.md): pure TypeScript, shared by the service, the CLI and the tests. */
export * from './puzzle-kinds.ts';
export { generatePuzzle, parsePuzzleId, type Puzzle } from './generate.ts';
export { CATALOG } from './catalog.ts';
export { checkPuzzle } from './check-puzzle.ts';
export { checkPromptFacts } from './check-prompt.ts';
export { candidatePrompt, type CandidatePrompt } from './prompt.ts';
export { factsText, type PromptFact } from './facts.ts';
export { generateBlockPuzzle, checkBlockPuzzle, type BlockPuzzle } from './block-puzzle.ts';
export { blockPuzzleRating } from './block-rating.ts';
export { checkBlockPromptFacts } from './block-check-prompt.ts';
