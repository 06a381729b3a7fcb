/**
 * `cards list [--json]` and `cards board ID… [--json]`: the card library (src-main/shared/cards) from the
 * command line. `list` prints every preset (`[{"id","name","kind","summary"}, …]` with --json);
 * `board` builds an attack-board/1 board from presets with their default params, players `you` and
 * `opp` (a creature reference takes the first creature already on the board).
 */
import type { BoardDraft } from '#shared/cards/index';
import type { Command, ParsedArgs } from '../command.ts';
import { EXIT_OK, InputError, UsageError } from '../errors.ts';
import type { CliIo } from '../io.ts';
import { NO_RESOURCES_NOTE } from '#shared/text/board-notes';

const NAME = 'cards';
const SUBCOMMANDS = ['list', 'board'] as const;

export const cardsCommand: Command = {
  name: NAME,
  summary: 'list the card presets, or build a board from some of them',
  synopsis: 'cards list [--json] | board ID… [--json]',
  options: { json: { type: 'boolean', help: '--json  print JSON (the list as an array, the board as attack-board/1)' } },
  details: [
    'cards list         one line per preset: id, kind, name and what it does to attacking',
    'cards board ID…    a board for players you (active) and opp with each preset applied in order,',
    '                   default params; a param naming a creature takes the first creature on the board',
  ].join('\n'),

  async run(args: ParsedArgs, io: CliIo): Promise<number> {
    // The card library loads here, not at start-up: the engine commands never need it (lean CLI start).
    const cards = await import('#shared/cards/index');
    const [sub, ...ids] = args.positionals;
    const json = args.values.json === true;
    if (sub === undefined) throw new UsageError(`missing subcommand (one of ${SUBCOMMANDS.join(', ')})`, NAME);
    if (sub === 'list') {
      if (ids.length > 0) throw new UsageError(`unexpected argument "${ids[0] ?? ''}" (list takes none)`, NAME);
      return list(cards, json, io);
    }
    if (sub === 'board') {
      if (ids.length === 0) throw new UsageError('missing preset ids (see "attack-trainer cards list")', NAME);
      return board(cards, ids, json, io);
    }
    throw new UsageError(`unknown subcommand "${sub}" (one of ${SUBCOMMANDS.join(', ')})`, NAME);
  },
};

type Cards = typeof import('#shared/cards/index');

function list({ makeCardList }: Cards, json: boolean, io: CliIo): number {
  const entries = makeCardList();
  if (json) io.stdout.write(`${JSON.stringify(entries, null, 2)}\n`);
  else {
    const width = Math.max(...entries.map((e) => e.id.length));
    for (const e of entries) io.stdout.write(`${e.id.padEnd(width)}  ${e.kind.padEnd(9)}  ${e.name}: ${e.summary}\n`);
  }
  return EXIT_OK;
}

function board({ applyPreset, CARD_PRESETS, findPreset, makeBoardDraft }: Cards, ids: readonly string[], json: boolean, io: CliIo): number {
  const unknown = ids.filter((id) => findPreset(id) === undefined);
  if (unknown.length > 0) throw new InputError(...unknown.map((id) => `${NAME} board: no preset has id "${id}" (${CARD_PRESETS.length} presets: see "attack-trainer cards list")`));
  let draft: BoardDraft = makeBoardDraft(['you', 'opp'], 'you');
  for (const id of ids) {
    const preset = findPreset(id)!;
    const first = draft.creatures[0]?.id;
    const refs = Object.fromEntries(preset.params.filter((s) => s.type === 'creatureRef' && first !== undefined).map((s) => [s.name, first!]));
    const applied = applyPreset(draft, preset, refs);
    if (!applied.ok) throw new InputError(...applied.error.map((e) => `${NAME} board: ${preset.name}: ${e.message}`));
    draft = applied.value.board;
  }
  if (json) io.stdout.write(`${JSON.stringify(draft, null, 2)}\n`);
  else {
    io.stdout.write(`players: ${draft.players.join(', ')} (active: ${draft.activePlayer})\n`);
    for (const c of draft.creatures) io.stdout.write(`creature ${c.id}: ${c.name} (${c.controller}) ${c.power ?? 0}/${c.toughness ?? 0}\n`);
    for (const e of draft.effects) io.stdout.write(`effect ${e.id}: ${e.source} — ${e.kind}\n`);
    if (draft.resources === undefined) io.stdout.write(`${NO_RESOURCES_NOTE}\n`);
  }
  return EXIT_OK;
}
