/**
 * `check FILE|- --attack goblin=alice,bear=bob`: explain one declaration step by step (the article's
 * seven steps). Exit 0 whether the declaration is legal or not: the answer is the output.
 */
import { explainDeclaration, parseAttackList } from '#shared/engine/index';
import { fileOperand, flag, stringOption } from '../args.ts';
import type { Command, ParsedArgs } from '../command.ts';
import { CLI_ENGINE_BUDGET } from '../engine-budget.ts';
import { EXIT_OK, InputError } from '../errors.ts';
import { boardFromJson, describeEngineError, parseJsonInput, readInput } from '../input.ts';
import { blockBoardFromJson, isBlockBoardJson, renderBlockExplanation } from '../block-board.ts';
import { explainBlockDeclaration, parseBlockList } from '#shared/engine/block/index';
import type { CliIo } from '../io.ts';
import { jsonLine } from '../output.ts';
import { renderExplanation } from '../render-explanation.ts';

export const checkCommand: Command = {
  name: 'check',
  summary: 'explain whether one declaration is legal, step by step',
  synopsis: 'check FILE|- [--attack CREATURE=DEFENDER,... | --block BLOCKER=ATTACKER,...] [--json]',
  options: {
    attack: { type: 'string', valueName: 'LIST', help: 'the declaration, e.g. goblin=alice,bear=bob (empty or absent: no attack)' },
    block: { type: 'string', valueName: 'LIST', help: 'block boards: e.g. bears=brute,wall=a1+a2 (empty or absent: no block)' },
    json: { type: 'boolean', help: 'print the Explanation object as one JSON line' },
  },
  details: [
    'The first line is the verdict: LEGAL, or ILLEGAL at step N: reason. The steps follow in order:',
    '1 choose the attackers, 2 check restrictions (with the costs planned), 3 check requirements (which are',
    'obeyed, the most any declaration can obey, a better declaration when there is one, and with conditional',
    'requirements whether the attack tree ends at it), 4 tap, 5 total the costs, 6–7 mana and payment;',
    'each step with the Comprehensive Rules it applies.',
    'A block board (format "block-board/1") is checked with --block: a creature blocking two is wall=a1+a2.',
    'Its steps are those of CR 509.1: 509.1a who may block what, 509.1b restrictions, 509.1c requirements',
    '(with a declaration that obeys more without paying more when there is one), 509.1d, 509.1e, 509.1f costs and payment.',
    'Exit 0 whether the declaration is legal or not.',
  ].join('\n'),

  async run(args: ParsedArgs, io: CliIo): Promise<number> {
    const file = fileOperand(checkCommand, args);
    const { name, text } = await readInput(file, io);
    const raw = parseJsonInput(name, text);
    if (isBlockBoardJson(raw)) return checkBlock(name, blockBoardFromJson(name, raw), args, io);
    if (stringOption(args, 'block') !== undefined)
      throw new InputError(`${name}: --block is for block boards (format "block-board/1"); this is an attack board: use --attack`);
    const board = boardFromJson(name, raw);
    const declaration = parseAttackList(board, stringOption(args, 'attack') ?? '');
    if (!declaration.ok) {
      const e = declaration.error;
      throw new InputError(`--attack: ${e.path ? `${e.path}: ` : ''}${e.message}`);
    }
    const explained = explainDeclaration(board, declaration.value, CLI_ENGINE_BUDGET);
    if (!explained.ok) throw new InputError(describeEngineError(name, explained.error));
    io.stdout.write(flag(args, 'json') ? jsonLine(explained.value) : renderExplanation(explained.value, board));
    return EXIT_OK;
  },
};

async function checkBlock(name: string, board: Parameters<typeof explainBlockDeclaration>[0], args: ParsedArgs, io: CliIo): Promise<number> {
  if (stringOption(args, 'attack') !== undefined)
    throw new InputError(`${name}: --attack is for attack boards; this is a block board (format "block-board/1"): use --block`);
  const declaration = parseBlockList(board, stringOption(args, 'block') ?? '');
  if (!declaration.ok) {
    const e = declaration.error;
    throw new InputError(`--block: ${e.path ? `${e.path}: ` : ''}${e.message}`);
  }
  const explained = explainBlockDeclaration(board, declaration.value, CLI_ENGINE_BUDGET);
  if (!explained.ok) throw new InputError(describeEngineError(name, explained.error));
  io.stdout.write(flag(args, 'json') ? jsonLine(explained.value) : renderBlockExplanation(explained.value));
  return EXIT_OK;
}
