/**
 * Failures the CLI reports to the user. Each carries its exit code (0 success, 1 invalid input,
 * 2 usage) and the lines to print on stderr; main() prints them and never a stack trace.
 */

export const EXIT_OK = 0;
export const EXIT_INPUT = 1;
export const EXIT_USAGE = 2;

export abstract class CliError extends Error {
  abstract readonly exitCode: number;
  /** The lines for stderr, each a complete sentence about one problem. */
  readonly lines: readonly string[];
  constructor(lines: readonly string[]) {
    super(lines.join('\n'));
    this.lines = lines;
  }
}

/** The input (board file, JSON, --attack, engine limits) cannot be answered: exit 1. */
export class InputError extends CliError {
  readonly exitCode = EXIT_INPUT;
  constructor(...lines: string[]) {
    super(lines);
  }
}

/** The command line itself is wrong: exit 2, followed by the command's short usage. */
export class UsageError extends CliError {
  readonly exitCode = EXIT_USAGE;
  /** The command whose usage to show, or undefined for the top-level usage. */
  readonly command: string | undefined;
  constructor(message: string, command?: string) {
    super([message]);
    this.command = command;
  }
}
