/**
 * `quiz list|validate|import|export`: quiz packs from the command line. Every subcommand but
 * validate works on the store in the data folder (--data-dir, else $ATTACK_TRAINER_DATA, else the
 * platform's), opened with the built-in pack seeded, so a fresh machine lists the built-in quizzes.
 */
import { writeFile } from 'node:fs/promises';
import type { ImportOutcome, ImportPackInput, TrainerApi } from '#main/contract/trainer-api';
import type { ApiError } from '#main/contract/api-result';
import { formatIssue } from '#main/api/errors';
import type { LintIssue, QuizWarning } from '#shared/quiz/index';
import { flag, stringOption } from '../args.ts';
import type { Command, ParsedArgs } from '../command.ts';
import { EXIT_OK, InputError, UsageError } from '../errors.ts';
import { readInput } from '../input.ts';
import type { CliIo } from '../io.ts';
import { jsonLine } from '../output.ts';
import { pluralWord } from '#shared/text/learner-text';

const NAME = 'quiz';
const SUBCOMMANDS = ['list', 'validate', 'lint', 'import', 'export'] as const;
type Subcommand = (typeof SUBCOMMANDS)[number];

export const quizCommand: Command = {
  name: NAME,
  summary: 'list, validate, lint, import and export quiz packs',
  synopsis:
    'quiz list [--json] [--data-dir DIR] | validate FILE|- | lint FILE|- | import FILE|- [--replace | --as-new [--title TITLE]] [--data-dir DIR] | export PACK_ID FILE|- [--data-dir DIR]',
  options: {
    replace: { type: 'boolean', help: 'quiz import: when a pack with the same id is in the library, replace it' },
    'as-new': { type: 'boolean', help: 'quiz import: when a pack with the same id is in the library, keep both (import under a new id)' },
    title: { type: 'string', valueName: 'TITLE', help: 'quiz import: the title the imported pack gets in the library' },
    json: { type: 'boolean', help: 'quiz list: print one JSON line, an array of {id, packId, title, type, tags, level}' },
    'data-dir': { type: 'string', valueName: 'DIR', help: 'the data folder (default: $ATTACK_TRAINER_DATA, else the per-user app data folder)' },
  },
  details: [
    'quiz list                 every quiz of every pack, the built-in pack first',
    'quiz validate FILE        check an attack-quiz-pack/1 file: exit 0 when valid (warnings, where a stored',
    '                          answer differs from the engine, are printed); exit 1 printing every error as',
    '                          FILE: path: message',
    'quiz lint FILE            check that a valid pack is content a judge can trust: every stored answer is the',
    "                          engine's, every creature has its printed power and toughness, every explanation",
    '                          step cites a rule of the rule table, every effect names a known card, no two',
    '                          quizzes share a board; exit 0 when clean, exit 1 printing every problem as',
    '                          FILE: path: message [code] (quiz ID)',
    'quiz import FILE          add the pack to the data folder; all or nothing: an invalid pack changes nothing.',
    '                          When a pack with the same id is already there, nothing is imported unless you',
    '                          choose --replace (replace that pack) or --as-new (keep both: the file gets a new id)',
    'quiz export PACK_ID FILE  write a stored pack to FILE (- for standard output)',
  ].join('\n'),

  async run(args: ParsedArgs, io: CliIo): Promise<number> {
    const [sub, ...operands] = args.positionals;
    if (sub === undefined) throw new UsageError(`missing subcommand (one of ${SUBCOMMANDS.join(', ')})`, NAME);
    if (!(SUBCOMMANDS as readonly string[]).includes(sub)) throw new UsageError(`unknown subcommand "${sub}" (one of ${SUBCOMMANDS.join(', ')})`, NAME);
    const subcommand = sub as Subcommand;
    if (flag(args, 'json') && subcommand !== 'list') throw new UsageError('--json applies to quiz list only', NAME);
    for (const name of ['replace', 'as-new', 'title'] as const) {
      if (subcommand !== 'import' && (name === 'title' ? stringOption(args, name) !== undefined : flag(args, name))) {
        throw new UsageError(`--${name} applies to quiz import only`, NAME);
      }
    }
    if (flag(args, 'replace') && flag(args, 'as-new')) throw new UsageError('choose one of --replace and --as-new', NAME);
    if (stringOption(args, 'data-dir') !== undefined && (subcommand === 'validate' || subcommand === 'lint')) {
      throw new UsageError(`quiz ${subcommand} checks a file and does not use the data folder: drop --data-dir`, NAME);
    }
    switch (subcommand) {
      case 'list':
        expectOperands(operands, []);
        return withService(args, (api) => list(api, flag(args, 'json'), io));
      case 'validate': {
        const [file] = expectOperands(operands, ['FILE']);
        return validate(file, io);
      }
      case 'lint': {
        const [file] = expectOperands(operands, ['FILE']);
        return lint(file, io);
      }
      case 'import': {
        const [file] = expectOperands(operands, ['FILE']);
        const { name, text } = await readInput(file, io);
        const choice = flag(args, 'replace') ? { onConflict: 'replace' as const } : flag(args, 'as-new') ? { onConflict: 'as-new' as const } : {};
        const title = stringOption(args, 'title');
        return withService(args, (api) => importPack(api, name, { text, ...choice, ...(title === undefined ? {} : { title }) }, io), true);
      }
      case 'export': {
        const [packId, file] = expectOperands(operands, ['PACK_ID', 'FILE']);
        return withService(args, (api) => exportPack(api, packId, file, io));
      }
    }
  },
};

/** Exactly the named operands, none empty. */
function expectOperands<const N extends readonly string[]>(operands: readonly string[], names: N): { [K in keyof N]: string } {
  const missing = names[operands.length];
  if (missing !== undefined) throw new UsageError(`missing ${missing}`, NAME);
  if (operands.length > names.length) throw new UsageError(`unexpected argument "${operands[names.length] ?? ''}"`, NAME);
  operands.forEach((op, i) => {
    if (op === '') throw new UsageError(`${names[i] ?? 'an argument'} is empty`, NAME);
  });
  return operands as unknown as { [K in keyof N]: string };
}

/** How long a write command waits for the app or `serve` to let go of the data folder before refusing. */
export const CLI_LOCK_WAIT_MS = 3000;

/**
 * The service of the process's core (core/create-core.ts) over the seeded store of the data folder; the
 * engine runs in-process (a one-shot command). A write command first takes the folder's lock (one
 * writer per folder), waiting up to CLI_LOCK_WAIT_MS, and otherwise refuses, naming the process that
 * holds it. The store (better-sqlite3), zod and the runner are imported here, not at the top: the
 * engine commands share this process's start-up and need none of them (test/cli/lean-start.test.ts).
 */
async function withService(args: ParsedArgs, body: (api: TrainerApi) => Promise<number>, writes = false): Promise<number> {
  const [{ createCore }, { resolveDataDir }, { createInProcessRunner, DEFAULT_TIME_LIMIT_MS }] = await Promise.all([
    import('#main/core/create-core'),
    import('#main/store/index'),
    import('#main/worker/runner'),
  ]);
  const made = createCore({
    dataDir: resolveDataDir({ flag: stringOption(args, 'data-dir') }),
    ...(writes ? { lock: { role: 'attack-trainer quiz import', waitMs: CLI_LOCK_WAIT_MS } } : {}),
    runner: () => createInProcessRunner({ timeLimitMs: DEFAULT_TIME_LIMIT_MS }),
  });
  if (!made.ok) {
    const failure = made.error;
    if (failure.kind === 'store') throw new InputError(...failure.lines);
    throw new InputError(
      ...(failure.error.code === 'held'
        ? [
            `quiz: ${failure.error.message}`,
            "quiz: nothing was imported; close the app or stop serve, then run the command again (or import from the app's library)",
          ]
        : [`quiz: ${failure.error.message}`]),
    );
  }
  try {
    return await body(made.value.service);
  } finally {
    await made.value.close();
  }
}

/** `name: path: message` for each issue, or `name: message` when there are none. */
function errorLines(name: string, error: ApiError): string[] {
  const issues = error.issues ?? [];
  if (issues.length === 0) return [`${name}: ${error.message}`];
  return issues.map((i) => `${name}: ${formatIssue(i)}`);
}

function warningLines(warnings: readonly QuizWarning[]): string[] {
  return warnings.map((w) => `warning: ${formatIssue(w)} (quiz ${w.quizId})`);
}

async function list(api: TrainerApi, json: boolean, io: CliIo): Promise<number> {
  const r = await api.listQuizzes();
  if (!r.ok) throw new InputError(`quiz list: ${r.error.message}`);
  const quizzes = r.value.map((q) => ({ id: q.id, packId: q.packId, title: q.title, type: q.type, tags: q.tags, level: q.level }));
  if (json) {
    io.stdout.write(jsonLine(quizzes));
    return EXIT_OK;
  }
  const refs = quizzes.map((q) => `${q.packId}/${q.id}`);
  const refWidth = Math.max(0, ...refs.map((s) => s.length)) + 2;
  const typeWidth = Math.max(0, ...quizzes.map((q) => q.type.length)) + 2;
  quizzes.forEach((q, i) => {
    const tags = q.tags.length > 0 ? `  [${q.tags.join(', ')}]` : '';
    io.stdout.write(`${(refs[i] ?? '').padEnd(refWidth)}level ${q.level}  ${q.type.padEnd(typeWidth)}${q.title}${tags}\n`);
  });
  io.stdout.write(`${quizzes.length} ${pluralWord(quizzes.length, 'quiz', 'quizzes')}\n`);
  return EXIT_OK;
}

async function validate(file: string, io: CliIo): Promise<number> {
  const { name, text } = await readInput(file, io);
  const [{ checkPackAgainstEngine, parseQuizPackText }, { DEFAULT_TIME_LIMIT_MS }] = await Promise.all([
    import('#shared/quiz/index'),
    import('#main/worker/runner'),
  ]);
  const parsed = parseQuizPackText(text);
  if (!parsed.ok) throw new InputError(...parsed.error.map((e) => `${name}: ${formatIssue(e)}`));
  const pack = parsed.value;
  const warnings = checkPackAgainstEngine(pack, { timeLimitMs: DEFAULT_TIME_LIMIT_MS });
  const count = `${pack.quizzes.length} ${pluralWord(pack.quizzes.length, 'quiz', 'quizzes')}`;
  const tail = warnings.length === 0 ? '' : `, ${warnings.length} ${pluralWord(warnings.length, 'warning')}`;
  io.stdout.write(`${name}: valid quiz pack "${pack.id}" (${count}${tail})\n`);
  for (const line of warningLines(warnings)) io.stdout.write(`${line}\n`);
  return EXIT_OK;
}

function lintLine(name: string, issue: LintIssue): string {
  return `${name}: ${issue.path === '' ? '' : `${issue.path}: `}${issue.message} [${issue.code}] (quiz ${issue.quizId})`;
}

/** Parse errors and lint issues both exit 1, each on its own line with its JSON path. */
async function lint(file: string, io: CliIo): Promise<number> {
  const { name, text } = await readInput(file, io);
  const [{ lintQuizPack, parseQuizPackText }, { DEFAULT_TIME_LIMIT_MS }] = await Promise.all([import('#shared/quiz/index'), import('#main/worker/runner')]);
  const parsed = parseQuizPackText(text);
  if (!parsed.ok) throw new InputError(...parsed.error.map((e) => `${name}: ${formatIssue(e)}`));
  const pack = parsed.value;
  const issues = lintQuizPack(pack, { budget: { timeLimitMs: DEFAULT_TIME_LIMIT_MS } });
  const count = `${pack.quizzes.length} ${pluralWord(pack.quizzes.length, 'quiz', 'quizzes')}`;
  if (issues.length > 0) {
    throw new InputError(
      ...issues.map((i) => lintLine(name, i)),
      `${name}: ${issues.length} ${pluralWord(issues.length, 'problem')} in quiz pack "${pack.id}" (${count})`,
    );
  }
  io.stdout.write(`${name}: quiz pack "${pack.id}" passes the lint (${count})\n`);
  return EXIT_OK;
}

const IMPORT_DONE: Readonly<Record<ImportOutcome, string>> = {
  added: 'imported',
  replaced: 'replaced',
  'added-as-new': 'imported as a new pack',
  unchanged: 'already in the library, unchanged',
  'progress-restored': 'restored progress of the built-in pack',
};

async function importPack(api: TrainerApi, name: string, input: ImportPackInput, io: CliIo): Promise<number> {
  const r = await api.importPack(input);
  if (!r.ok) {
    if (r.error.code === 'conflict') {
      throw new InputError(
        `${name}: ${r.error.message}`,
        `${name}: nothing was imported; run again with --replace to replace that pack, or --as-new to keep both`,
      );
    }
    throw new InputError(...errorLines(name, r.error));
  }
  const { packId, title, quizCount, warnings, outcome } = r.value;
  io.stdout.write(`${IMPORT_DONE[outcome]}: pack "${packId}" ("${title}", ${quizCount} ${pluralWord(quizCount, 'quiz', 'quizzes')}) from ${name}\n`);
  for (const line of warningLines(warnings)) io.stdout.write(`${line}\n`);
  return EXIT_OK;
}

async function exportPack(api: TrainerApi, packId: string, file: string, io: CliIo): Promise<number> {
  const r = await api.exportPack({ packId });
  if (!r.ok) throw new InputError(...errorLines(packId, r.error));
  if (file === '-') {
    io.stdout.write(r.value.text);
    return EXIT_OK;
  }
  try {
    await writeFile(file, r.value.text, 'utf8');
  } catch (e) {
    const code = typeof e === 'object' && e !== null && 'code' in e ? String((e as { code: unknown }).code) : '';
    throw new InputError(`${file}: cannot write the file${code === '' ? '' : ` (${code})`}`);
  }
  io.stdout.write(`exported pack "${packId}" to ${file}\n`);
  return EXIT_OK;
}
