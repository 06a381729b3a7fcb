/** Every command the CLI knows, in the order the usage lists them. Add a command: one file, one line. */
import type { Command } from './command.ts';
import { cardsCommand } from './commands/cards.ts';
import { checkCommand } from './commands/check.ts';
import { dbCommand } from './commands/db.ts';
import { legalCommand } from './commands/legal.ts';
import { puzzleCommand } from './commands/puzzle.ts';
import { quizCommand } from './commands/quiz.ts';
import { serveCommand } from './commands/serve.ts';
import { shareCommand } from './commands/share.ts';
import { treeCommand } from './commands/tree.ts';

export const COMMANDS: readonly Command[] = [
  legalCommand,
  checkCommand,
  treeCommand,
  quizCommand,
  puzzleCommand,
  shareCommand,
  cardsCommand,
  serveCommand,
  dbCommand,
];

export function findCommand(name: string): Command | undefined {
  return COMMANDS.find((c) => c.name === name);
}
