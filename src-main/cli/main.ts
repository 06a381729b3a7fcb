/**
 * The attack-trainer command line: `main(argv, io)` returns the exit code and talks only through the
 * injected streams, so tests run it in-process. Failures are one clear line each on stderr (exit 1 for
 * input, 2 for usage); a stack trace never reaches the user.
 */
import { flag, parseCommandArgs } from './args.ts';
import { CliError, EXIT_INPUT, EXIT_OK, EXIT_USAGE, UsageError } from './errors.ts';
import { guardOutput, type CliIo } from './io.ts';
import { findCommand } from './registry.ts';
import { terminalSafe } from './terminal-safe.ts';
import { commandHelp, PROGRAM, shortUsage, topUsage } from './usage.ts';
import { packageVersion } from './version.ts';

export type { CliIo } from './io.ts';

export async function main(argv: readonly string[], raw: CliIo): Promise<number> {
  guardOutput(raw.stdout, raw.stderr);
  // Every command writes through these: no control character from a pack reaches the terminal.
  const io: CliIo = { stdin: raw.stdin, stdout: terminalSafe(raw.stdout), stderr: terminalSafe(raw.stderr) };
  try {
    return await dispatch(argv, io);
  } catch (e) {
    return report(e, io);
  }
}

async function dispatch(argv: readonly string[], io: CliIo): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    io.stderr.write(topUsage());
    return EXIT_USAGE;
  }
  if (first === 'help' || first === '--help' || first === '-h') {
    const topic = first === 'help' ? rest[0] : undefined;
    if (topic === undefined) {
      io.stdout.write(topUsage());
      return EXIT_OK;
    }
    const command = findCommand(topic);
    if (command === undefined) throw new UsageError(`unknown command "${topic}"`);
    io.stdout.write(commandHelp(command));
    return EXIT_OK;
  }
  if (first === '--version' || first === '-V') {
    io.stdout.write(`${PROGRAM} ${packageVersion()}\n`);
    return EXIT_OK;
  }
  if (first.startsWith('-')) throw new UsageError(`unknown option "${first}" (options go after the command)`);
  const command = findCommand(first);
  if (command === undefined) throw new UsageError(`unknown command "${first}"`);
  const args = parseCommandArgs(command, rest);
  if (flag(args, 'help')) {
    io.stdout.write(commandHelp(command));
    return EXIT_OK;
  }
  return await command.run(args, io);
}

function report(e: unknown, io: CliIo): number {
  if (e instanceof UsageError) {
    const command = e.command === undefined ? undefined : findCommand(e.command);
    io.stderr.write(`${PROGRAM}${command ? ` ${command.name}` : ''}: ${e.lines.join(' ')}\n`);
    io.stderr.write(shortUsage(command));
    return e.exitCode;
  }
  if (e instanceof CliError) {
    for (const line of e.lines) io.stderr.write(`${line}\n`);
    return e.exitCode;
  }
  // A bug (or an engine part not built yet): still one line, no stack trace.
  const message = e instanceof Error ? e.message : String(e);
  io.stderr.write(`${PROGRAM}: internal error: ${message.split('\n')[0] ?? message}\n`);
  return EXIT_INPUT;
}
