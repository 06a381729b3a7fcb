/**
 * `check FILE|- --attack goblin=alice,bear=bob`: explain one declaration step by step (the article's
 * seven steps). Exit 0 whether the declaration is legal or not: the answer is the output.
 */
import { explainDeclaration, parseAttackList } from '#shared/engine/index';
import { fileOperand, flag, stringOption } from '../args.ts';
import type { Command, ParsedArgs } from '../command.ts';
import { CLI_ENGINE_BUDGET } from '../engine-budget.ts';
import { EXIT_OK, InputError } from '../errors.ts';
import { describeEngineError, loadBoard } from '../input.ts';
import type { CliIo } from '../io.ts';
import { jsonLine } from '../output.ts';
import { renderExplanation } from '../render-explanation.ts';

export const checkCommand: Command = {
  name: 'check',
  summary: 'explain whether one declaration is legal, step by step',
  synopsis: 'check FILE|- [--attack CREATURE=DEFENDER,...] [--json]',
  options: {
    attack: { type: 'string', valueName: 'LIST', help: 'the declaration, e.g. goblin=alice,bear=bob (empty or absent: no attack)' },
    json: { type: 'boolean', help: 'print the Explanation object as one JSON line' },
  },
  details: [
    'The first line is the verdict: LEGAL, or ILLEGAL at step N: reason. The steps follow in order:',
    '1 choose the attackers, 2 check restrictions (with the costs planned), 3 check requirements (which are',
    'obeyed, the most any declaration can obey, a better declaration when there is one, and with conditional',
    'requirements whether the attack tree ends at it), 4 tap, 5 total the costs, 6–7 mana and payment;',
    'each step with the Comprehensive Rules it applies.',
    'Exit 0 whether the declaration is legal or not.',
  ].join('\n'),

  async run(args: ParsedArgs, io: CliIo): Promise<number> {
    const file = fileOperand(checkCommand, args);
    const { name, board } = await loadBoard(file, io);
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
