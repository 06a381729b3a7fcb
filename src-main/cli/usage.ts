/** Help and usage texts, built from the command registry so new commands document themselves. */
import type { Command } from './command.ts';
import { COMMANDS } from './registry.ts';

export const PROGRAM = 'attack-trainer';

export function topUsage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length), 'help'.length) + 2;
  return [
    `Usage: ${PROGRAM} <command> [options]`,
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    `  ${'help'.padEnd(width)}show this help, or a command's help (help legal)`,
    '',
    'Options:',
    '  -h, --help     show help (also after a command: legal --help)',
    '  -V, --version  print the version',
    '',
    "FILE is an attack-board/1 JSON file; '-' reads it from standard input.",
    'Exit codes: 0 success, 1 invalid input (the reason is on stderr), 2 usage error.',
    '',
  ].join('\n');
}

export function commandHelp(command: Command): string {
  const entries = Object.entries(command.options).map(([name, spec]) => {
    const short = spec.short === undefined ? '    ' : `-${spec.short}, `;
    const value = spec.type === 'string' ? ` ${spec.valueName ?? 'VALUE'}` : '';
    return [`${short}--${name}${value}`, spec.help] as const;
  });
  entries.push(['-h, --help', 'show this help']);
  const width = Math.max(...entries.map(([left]) => left.length)) + 2;
  return [
    `Usage: ${PROGRAM} ${command.synopsis}`,
    '',
    `${command.summary[0]?.toUpperCase() ?? ''}${command.summary.slice(1)}.`,
    '',
    'Options:',
    ...entries.map(([left, help]) => `  ${left.padEnd(width)}${help}`),
    ...(command.details === undefined ? [] : ['', command.details]),
    '',
  ].join('\n');
}

/** The few lines printed after a usage error. */
export function shortUsage(command?: Command): string {
  if (command === undefined)
    return `Usage: ${PROGRAM} <command> [options]  (commands: ${COMMANDS.map((c) => c.name).join(', ')})\nRun '${PROGRAM} --help' for details.\n`;
  return `Usage: ${PROGRAM} ${command.synopsis}\nRun '${PROGRAM} help ${command.name}' for details.\n`;
}
