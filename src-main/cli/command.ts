/**
 * A CLI command: its name, help, the options it accepts (node:util parseArgs, strict) and what it does.
 * Commands live one per file in ./commands and are listed in ./registry.ts, so a new command (quiz,
 * serve, share …) is one new file plus one line there.
 */
import type { CliIo } from './io.ts';

export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
  /** Shown in the command's help, e.g. "--limit N  list at most N declarations". */
  readonly help: string;
  /** For string options: the placeholder in help, e.g. "N". */
  readonly valueName?: string;
}

export interface ParsedArgs {
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
}

export interface Command {
  readonly name: string;
  /** One line for the top-level usage. */
  readonly summary: string;
  /** The synopsis after the program name, e.g. "legal FILE|- [--count] [--limit N] [--jsonl]". */
  readonly synopsis: string;
  /** Longer help text printed after the options (output format, notes). */
  readonly details?: string;
  readonly options: Readonly<Record<string, OptionSpec>>;
  run(args: ParsedArgs, io: CliIo): Promise<number>;
}
