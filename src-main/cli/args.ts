/** Command-line parsing helpers: strict node:util parseArgs, with every failure a UsageError (exit 2). */
import { parseArgs } from 'node:util';
import type { Command, ParsedArgs } from './command.ts';
import { UsageError } from './errors.ts';

export function parseCommandArgs(command: Command, argv: readonly string[]): ParsedArgs {
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = {
    help: { type: 'boolean', short: 'h' },
  };
  for (const [name, spec] of Object.entries(command.options)) {
    options[name] = spec.short === undefined ? { type: spec.type } : { type: spec.type, short: spec.short };
  }
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
    return { values: values as Record<string, string | boolean | undefined>, positionals };
  } catch (e) {
    throw new UsageError(firstLine(e), command.name);
  }
}

/** parseArgs messages run over several lines with advice about `--`; the first line says it all. */
function firstLine(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return (text.split('\n')[0] ?? text).trim();
}

/** Exactly one FILE operand (a path, or `-` for standard input). */
export function fileOperand(command: Command, args: ParsedArgs): string {
  const [file, ...rest] = args.positionals;
  if (file === undefined) throw new UsageError('missing FILE (a board file, or - to read standard input)', command.name);
  if (rest.length > 0) throw new UsageError(`unexpected argument "${rest[0]}" (one FILE only)`, command.name);
  if (file === '') throw new UsageError('FILE is empty (give a path, or - to read standard input)', command.name);
  return file;
}

export function flag(args: ParsedArgs, name: string): boolean {
  return args.values[name] === true;
}

export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const v = args.values[name];
  return typeof v === 'string' ? v : undefined;
}

/** A positive integer option (`--limit 5`); absent → undefined; anything else is a usage error. */
export function positiveIntegerOption(command: Command, args: ParsedArgs, name: string): number | undefined {
  return integerOption(command, args, name, 1, 'a positive integer');
}

export function nonNegativeIntegerOption(command: Command, args: ParsedArgs, name: string): number | undefined {
  return integerOption(command, args, name, 0, 'a whole number (0 or more)');
}

function integerOption(command: Command, args: ParsedArgs, name: string, min: number, what: string): number | undefined {
  const raw = stringOption(args, name);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!/^[0-9]+$/.test(raw) || !Number.isSafeInteger(n) || n < min) {
    throw new UsageError(`--${name} must be ${what}, got "${raw}"`, command.name);
  }
  return n;
}
