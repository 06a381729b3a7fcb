/**
 * The screens besides the library, each loaded when first shown: the library at volume is
 * the screen most often opened first, and the code of the others (the engine's board parser, the card
 * presets, d3, the sandbox) was most of what the page compiled and ran before it could ask for its data.
 * The browser keeps each loaded module, so a second visit waits for nothing.
 */
export const SCREENS = {
  start: () => import('../../components/start/StartScreen.svelte'),
  summary: () => import('../../components/practice/StudySummary.svelte'),
  quiz: () => import('../../components/quiz/QuizScreen.svelte'),
  sandbox: () => import('../../components/sandbox/SandboxScreen.svelte'),
  blockSandbox: () => import('../../components/block/BlockSandboxScreen.svelte'),
  review: () => import('../../components/practice/ReviewScreen.svelte'),
  exam: () => import('../../components/practice/ExamScreen.svelte'),
  progress: () => import('../../components/practice/ProgressScreen.svelte'),
  puzzles: () => import('../../components/puzzles/PuzzlesScreen.svelte'),
} as const;
