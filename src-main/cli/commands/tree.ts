/** `tree FILE|-`: the attack tree of spec §3 (one per cost plan) as an outline, or --json. */
import { buildAttackTree, type TreeOptions } from '#shared/engine/index';
import { fileOperand, flag, positiveIntegerOption } from '../args.ts';
import type { Command, ParsedArgs } from '../command.ts';
import { CLI_ENGINE_BUDGET } from '../engine-budget.ts';
import { EXIT_OK, InputError } from '../errors.ts';
import { boardFromJson, describeEngineError, parseJsonInput, readInput } from '../input.ts';
import { isBlockBoardJson } from '../block-board.ts';
import type { CliIo } from '../io.ts';
import { jsonLine } from '../output.ts';
import { renderTree } from '../render-tree.ts';

export const treeCommand: Command = {
  name: 'tree',
  summary: 'show the attack tree (the process for conditional requirements)',
  synopsis: 'tree FILE|- [--json] [--max-plans N] [--max-nodes N]',
  options: {
    json: { type: 'boolean', help: 'print the AttackTree object as one JSON line' },
    'max-plans': { type: 'string', valueName: 'N', help: 'show at most N cost plans' },
    'max-nodes': { type: 'string', valueName: 'N', help: 'show at most N nodes in all' },
  },
  details: [
    'One tree per cost plan: the plan, then the nodes (step, the grouped choice with its count and sample',
    'declarations, the requirement set it maximized and the maximum, the constraints in force). Nodes',
    'that end the process are marked "■ terminal", with the terminals that are legal under that plan.',
    'When limits cut the tree, the output says TRUNCATED and what was cut.',
  ].join('\n'),

  async run(args: ParsedArgs, io: CliIo): Promise<number> {
    const file = fileOperand(treeCommand, args);
    const maxPlans = positiveIntegerOption(treeCommand, args, 'max-plans');
    const maxNodes = positiveIntegerOption(treeCommand, args, 'max-nodes');
    const { name, text } = await readInput(file, io);
    const raw = parseJsonInput(name, text);
    // block-board/1 has no conditional requirements (its §4), so there is no process to draw.
    if (isBlockBoardJson(raw))
      throw new InputError(`${name}: a block board has no attack tree (block-board/1 has no conditional requirements): use legal, or check --block`);
    const board = boardFromJson(name, raw);
    const options: TreeOptions = {
      budget: CLI_ENGINE_BUDGET,
      ...(maxPlans === undefined ? {} : { maxPlans }),
      ...(maxNodes === undefined ? {} : { maxNodes }),
    };
    const built = buildAttackTree(board, options);
    if (!built.ok) throw new InputError(describeEngineError(name, built.error));
    io.stdout.write(flag(args, 'json') ? jsonLine(built.value) : renderTree(built.value, board));
    return EXIT_OK;
  },
};
