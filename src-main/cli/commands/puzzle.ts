/**
 * `puzzle --seed N --theme T [--target K] [--json]` or `puzzle --id g1-…`: print the generated
 * puzzle. The generator is deterministic, so the same flags print the same puzzle on every
 * machine: a puzzle can be shared, reported and reproduced from its id.
 */
import type { Puzzle } from '#shared/generate/index';
import { GENERATOR_VERSION, isTarget, isTheme, TARGETS, THEMES } from '#shared/generate/puzzle-kinds';
import type { JsonObject } from '#shared/cards/preset-model';
import { flag, nonNegativeIntegerOption, stringOption } from '../args.ts';
import type { Command, ParsedArgs } from '../command.ts';
import { EXIT_OK, InputError, UsageError } from '../errors.ts';
import type { CliIo } from '../io.ts';
import { jsonLine } from '../output.ts';

const NAME = 'puzzle';
/** The blocking theme: block-board/1 puzzles from the blocking presets (shared/generate/block-puzzle.ts). */
const BLOCKING = 'blocking';

/**
 * `--theme blocking`: the puzzle's prompt, then its answer (every legal block declaration, as
 * `legal` prints them); --json prints the puzzle as one JSON line; --check checks it (exit 1 on a problem).
 */
async function blockingPuzzle(seed: number, target: number, args: ParsedArgs, io: CliIo): Promise<number> {
  if (!isTarget(target)) throw new UsageError(`--target must be one of ${TARGETS.join(', ')}`, NAME);
  const { checkBlockPuzzle, generateBlockPuzzle } = await import('#shared/generate/index');
  const { blockKey } = await import('#shared/engine/block/index');
  const r = generateBlockPuzzle(seed, target);
  if (!r.ok) throw new InputError(r.error);
  const p = r.value;
  if (flag(args, 'json')) io.stdout.write(jsonLine(p));
  else {
    const answer = p.legal.map((d) => `  {${blockKey(d)}}`);
    io.stdout.write([`${p.id}  Blocking`, '', p.prompt, '', `Answer: ${p.legal.length} legal declarations`, ...answer, ''].join('\n'));
  }
  if (flag(args, 'check')) {
    const problems = checkBlockPuzzle(p);
    if (problems.length > 0) throw new InputError(...problems.map((x) => `${p.id}: ${x}`));
  }
  return EXIT_OK;
}

function render(p: Puzzle): string {
  const q = p.quiz;
  const question = q.question as JsonObject;
  const explanation = q.explanation as JsonObject;
  const lines = [
    `${String(q.id)}  ${String(q.title)}`,
    `rating ${p.rating}, level ${String(q.level)}, ${String(question.type)} question, tags ${(q.tags as readonly string[]).join(', ')}`,
    '',
    String(q.prompt),
  ];
  if (question.type === 'choice') for (const o of question.options as readonly JsonObject[]) lines.push(`  ${String(o.id).toUpperCase()}. ${String(o.text)}`);
  lines.push('', `Answer: ${String(explanation.short)}`);
  for (const [step, text] of Object.entries((explanation.steps ?? {}) as JsonObject)) lines.push(`  step ${step}: ${String(text)}`);
  const f = p.features;
  lines.push(
    '',
    `features: ${f.creatures} creatures (${f.eligible} able to attack), ${f.effects} effects, ${f.players} players, ${f.defenders} planeswalkers/battles,`,
    `  ${f.costPlans} cost plans, tree depth ${f.treeDepth}, ${f.ties} ties, ${f.legalCount} legal of ${f.omega}, ${f.temptingFailed} tempting declarations fail` +
      ` (step 1: ${f.failedAtStep['1']}, 2: ${f.failedAtStep['2']}, 3: ${f.failedAtStep['3']}, 7: ${f.failedAtStep['7']})`,
    `generated from candidate ${p.stats.candidates}`,
  );
  return lines.join('\n') + '\n';
}

export const puzzleCommand: Command = {
  name: NAME,
  summary: 'print a generated puzzle (seed + theme, or its id)',
  synopsis: 'puzzle --seed N --theme THEME [--target 1-4] [--json] [--check] | puzzle --id ID [--json] [--check]',
  options: {
    seed: { type: 'string', valueName: 'N', help: 'the seed, 0 to 4294967295' },
    theme: { type: 'string', valueName: 'THEME', help: `one of ${[...THEMES].join(', ')}, or blocking (a block-board/1 puzzle)` },
    target: { type: 'string', valueName: 'K', help: 'target difficulty 1–4 (default 2): the size of the board' },
    id: { type: 'string', valueName: 'ID', help: `a puzzle id such as g${GENERATOR_VERSION}-restrictions-2-7 (version, theme, target, seed)` },
    json: { type: 'boolean', help: 'print the puzzle (quiz, answer key, features, rating) as one JSON line' },
    check: {
      type: 'boolean',
      help: 'also check the puzzle (parses, engine answer, prompt names every card and every fact it states matches the board, interest filter); exit 1 on a problem',
    },
  },
  details: [
    'The puzzle is an attack-quiz-pack/1 quiz whose answer the engine computed. The same seed, theme and',
    'target always give the same puzzle for this generator version. Exit 1 when no candidate passes the',
    'interest filter (the reasons are counted on stderr), 2 on a usage error.',
  ].join('\n'),

  async run(args: ParsedArgs, io: CliIo): Promise<number> {
    // The generator (and through it the quiz pack code) loads when this command runs, not at the CLI's
    // start: the engine commands share that start (test/cli/lean-start.test.ts).
    const { checkPuzzle, generatePuzzle, parsePuzzleId } = await import('#shared/generate/index');
    const id = stringOption(args, 'id');
    let seed: number;
    let theme: string | undefined;
    let target: number;
    if (id !== undefined) {
      if (stringOption(args, 'seed') !== undefined || stringOption(args, 'theme') !== undefined)
        throw new UsageError('--id already names the seed and theme: drop --seed/--theme', NAME);
      const spec = parsePuzzleId(id);
      if (spec === undefined) throw new UsageError(`--id: "${id}" is not a puzzle id like g${GENERATOR_VERSION}-restrictions-2-7`, NAME);
      if (spec.version !== GENERATOR_VERSION)
        throw new InputError(`${id} was made by generator version ${spec.version}; this is version ${GENERATOR_VERSION}, which makes other puzzles`);
      ({ seed, theme, target } = spec);
    } else {
      const s = nonNegativeIntegerOption(puzzleCommand, args, 'seed');
      if (s === undefined) throw new UsageError('--seed is required (or --id)', NAME);
      if (s > 0xffffffff) throw new UsageError('--seed must be at most 4294967295', NAME);
      seed = s;
      theme = stringOption(args, 'theme');
      target = nonNegativeIntegerOption(puzzleCommand, args, 'target') ?? 2;
    }
    if (theme === BLOCKING && id === undefined) return blockingPuzzle(seed, target, args, io);
    if (!isTheme(theme)) throw new UsageError(`--theme must be one of ${[...THEMES, BLOCKING].join(', ')}`, NAME);
    if (!isTarget(target)) throw new UsageError(`--target must be one of ${TARGETS.join(', ')}`, NAME);
    const r = generatePuzzle(seed, { theme, target });
    if (!r.ok) {
      const counts = Object.entries(r.error.stats.rejected)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
      throw new InputError(`${r.error.message} (rejected: ${counts})`);
    }
    io.stdout.write(flag(args, 'json') ? jsonLine(r.value) : render(r.value));
    if (flag(args, 'check')) {
      const problems = checkPuzzle(r.value);
      if (problems.length > 0) throw new InputError(...problems.map((p) => `${r.value.id}: ${p}`));
    }
    return EXIT_OK;
  },
};
