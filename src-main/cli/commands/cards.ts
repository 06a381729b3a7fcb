/**
 * `cards list [--json]` and `cards board [--block] WORD… [--json]`: the card library
 * (src-main/shared/cards) from the command line. `list` prints every preset, attack and blocking
 * (`[{"id","name","kind","format","summary"}, …]` with --json); `board` builds an attack-board/1 board,
 * or with --block a block-board/1 board, from presets (see cards-board.ts for the words).
 */
import type { BoardDraft } from '#shared/cards/index';
import type { Command, ParsedArgs } from '../command.ts';
import { EXIT_OK, UsageError } from '../errors.ts';
import type { CliIo } from '../io.ts';
import { buildBoard, parseBoardWords } from './cards-board.ts';
import { NO_RESOURCES_NOTE } from '#shared/text/board-notes';

const NAME = 'cards';
const SUBCOMMANDS = ['list', 'board'] as const;

export const cardsCommand: Command = {
  name: NAME,
  summary: 'list the card presets, or build a board from some of them',
  synopsis: 'cards list [--json] | board [--block] WORD… [--json]',
  options: {
    json: { type: 'boolean', help: 'print JSON (the list as an array, the board as attack-board/1 or block-board/1)' },
    block: { type: 'boolean', help: 'build a block-board/1 board from the blocking presets' },
  },
  details: [
    'cards list             one line per preset: id, format, kind, name and what it does',
    'cards board ID…        an attack board for players you (active) and opp with each preset applied in',
    '                       order; a param naming a creature takes the first creature on the board',
    'cards board --block …  a block board: opp attacks, you declare blockers. attack:ID adds the creature',
    '                       attacking you; a plain ID is yours (a creature that may block, or a card).',
    '                       A card about an attacker (Lure) takes the last attacker, one about a blocker',
    '                       (Culling Mark) your last creature',
    'NAME=VALUE             a param of the preset before it, e.g. war-cadence x=2, attack:deftblade-elite',
    '                       provoked=giant-spider, rakdos-cackler unleashed=1',
  ].join('\n'),

  async run(args: ParsedArgs, io: CliIo): Promise<number> {
    // The card library loads here, not at start-up: the engine commands never need it (lean CLI start).
    const cards = await import('#shared/cards/index');
    const [sub, ...ids] = args.positionals;
    const json = args.values.json === true;
    if (sub === undefined) throw new UsageError(`missing subcommand (one of ${SUBCOMMANDS.join(', ')})`, NAME);
    if (sub === 'list' && args.values.block === true) throw new UsageError('--block goes with "cards board"', NAME);
    if (sub === 'list') {
      if (ids.length > 0) throw new UsageError(`unexpected argument "${ids[0] ?? ''}" (list takes none)`, NAME);
      return list(cards.makeCardList(), json, io);
    }
    if (sub === 'board') {
      if (ids.length === 0) throw new UsageError('missing preset ids (see "attack-trainer cards list")', NAME);
      return board(cards, ids, args.values.block === true, json, io);
    }
    throw new UsageError(`unknown subcommand "${sub}" (one of ${SUBCOMMANDS.join(', ')})`, NAME);
  },
};

type Cards = typeof import('#shared/cards/index');

function list(entries: ReturnType<Cards['makeCardList']>, json: boolean, io: CliIo): number {
  if (json) io.stdout.write(`${JSON.stringify(entries, null, 2)}\n`);
  else {
    const width = Math.max(...entries.map((e) => e.id.length));
    for (const e of entries) io.stdout.write(`${e.id.padEnd(width)}  ${e.format.padEnd(14)}  ${e.kind.padEnd(9)}  ${e.name}: ${e.summary}\n`);
  }
  return EXIT_OK;
}

function board(cards: Cards, words: readonly string[], block: boolean, json: boolean, io: CliIo): number {
  const draft: BoardDraft = buildBoard(cards, parseBoardWords(cards, words, block, NAME), block, NAME);
  if (json) io.stdout.write(`${JSON.stringify(draft, null, 2)}\n`);
  else {
    const defending = draft.defendingPlayer === undefined ? '' : `, defending: ${draft.defendingPlayer}`;
    io.stdout.write(`${draft.format}, players: ${draft.players.join(', ')} (active: ${draft.activePlayer}${defending})\n`);
    for (const l of draft.lands ?? []) io.stdout.write(`land ${l.id}: ${l.name ?? l.id} (${l.controller})\n`);
    for (const c of draft.creatures) {
      const attacking = c.attacking === undefined ? '' : `, attacking ${c.attacking}`;
      io.stdout.write(`creature ${c.id}: ${c.name} (${c.controller}) ${c.power ?? 0}/${c.toughness ?? 0}${attacking}\n`);
    }
    for (const e of draft.effects) io.stdout.write(`effect ${e.id}: ${e.source} — ${e.kind}\n`);
    // Spec §1: an attack board without resources decides tap costs only; the block contract has its own rule.
    if (draft.format === 'attack-board/1' && draft.resources === undefined) io.stdout.write(`${NO_RESOURCES_NOTE}\n`);
  }
  return EXIT_OK;
}
