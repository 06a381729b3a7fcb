/**
 * Everything a generated puzzle must satisfy, checked from the stored puzzle alone: the quiz parses
 * and passes the pack lint, the stored answer is the engine's answer recomputed now, the prompt names
 * every card on the board and is true of it as written (check-prompt.ts), and the board still passes
 * the interest filter. The property test and the distribution report both run it.
 */
import { parseBoard } from '#shared/engine/index';
import type { JsonObject } from '#shared/cards/preset-model';
import { parseQuiz } from '#shared/quiz/parse-pack';
import { lintQuizPack } from '#shared/quiz/lint-pack';
import { canonicalBoardJson } from '#shared/quiz/board-json';
import { isBlockQuiz } from '#shared/quiz/quiz-kind';
import { analyze } from './analyze.ts';
import { checkPromptFacts } from './check-prompt.ts';
import type { Puzzle } from './generate.ts';
import { naiveBoard, teachingFailure, triviality } from './interest.ts';
import { answerOn, storedAnswer } from './question.ts';
import type { BoardDraft } from '#shared/cards/preset-model';

export function checkPuzzle(puzzle: Puzzle): string[] {
  const problems: string[] = [];
  const parsed = parseQuiz(puzzle.quiz);
  if (!parsed.ok) return parsed.error.map((e) => `does not parse: ${e.path}: ${e.message}`);
  const quiz = parsed.value;
  // Generated attack puzzles only: a block board is checked by the blocking puzzles' own checks.
  if (isBlockQuiz(quiz)) return ['the puzzle holds a block board, not an attack board'];
  const lint = lintQuizPack({ format: 'attack-quiz-pack/1', id: 'generated', title: 'g', description: '', author: 'g', version: '1', quizzes: [quiz] });
  for (const issue of lint) problems.push(`lint ${issue.code}: ${issue.path}: ${issue.message}`);
  const question = puzzle.quiz.question as JsonObject;
  const engine = answerOn(quiz.board, question, puzzle.options);
  if (engine === undefined) problems.push('the engine gives no answer now');
  else {
    if (engine !== puzzle.answerKey) problems.push(`the engine now answers ${engine}, the puzzle was made with ${puzzle.answerKey}`);
    if (engine !== storedAnswer(question)) problems.push(`the stored answer ${storedAnswer(question)} differs from the engine's ${engine}`);
  }
  const prompt = String(puzzle.quiz.prompt).toLowerCase();
  for (const name of puzzle.cardNames) if (!prompt.includes(name.toLowerCase())) problems.push(`the prompt does not name ${name}`);
  problems.push(...checkPromptFacts(puzzle.quiz.board as unknown as BoardDraft, puzzle.facts, String(puzzle.quiz.prompt)));
  const boardJson = puzzle.quiz.board as JsonObject;
  const analysis = analyze(quiz.board);
  if (analysis === 'too-large') problems.push('the board is now too large to analyze');
  else {
    const trivial = triviality(analysis);
    if (trivial !== undefined) problems.push(`trivial: ${trivial}`);
    if (teachingFailure(puzzle.theme, quiz.board, analysis) === undefined)
      problems.push(`no tempting declaration fails for the reason ${puzzle.theme} teaches`);
  }
  const naive = parseBoard(canonicalBoardJson(naiveBoard(boardJson as unknown as BoardDraft, puzzle.theme)));
  if (!naive.ok) problems.push('the naive board does not parse');
  else if (answerOn(naive.value, question, puzzle.options) === engine) problems.push('a naive reading of the board gives the same answer');
  return problems;
}
