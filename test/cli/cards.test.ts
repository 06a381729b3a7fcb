import { describe, expect, it } from 'vitest';
import { BLOCK_PRESETS, CARD_PRESETS } from '#shared/cards/index';
import { legalSet, parseBoard } from '#shared/engine/index';
import { blockKey, legalBlockSet, parseBlockBoard } from '#shared/engine/block/index';
import { declarationSet, runCli } from './run-cli.ts';

describe('cards list', () => {
  it('prints every preset, attack and blocking, as {id, name, kind, format, summary} with --json', async () => {
    const run = await runCli(['cards', 'list', '--json']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const list = JSON.parse(run.stdout) as { id: string; name: string; kind: string; format: string; summary: string }[];
    expect(list).toHaveLength(CARD_PRESETS.length + BLOCK_PRESETS.length);
    expect(list.find((e) => e.id === 'propaganda')).toEqual({
      id: 'propaganda',
      name: 'Propaganda',
      kind: 'permanent',
      format: 'attack-board/1',
      summary: CARD_PRESETS.find((p) => p.id === 'propaganda')!.summary,
    });
    expect(list.find((e) => e.id === 'lure')).toMatchObject({ name: 'Lure', kind: 'aura', format: 'block-board/1' });
    expect(list.filter((e) => e.id === 'silent-arbiter').map((e) => e.format)).toEqual(['attack-board/1', 'block-board/1']);
    expect(Object.keys(list[0]!)).toEqual(['id', 'name', 'kind', 'format', 'summary']);
  });

  it('prints one line per preset without --json, with its format', async () => {
    const run = await runCli(['cards', 'list']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(CARD_PRESETS.length + BLOCK_PRESETS.length);
    expect(lines.find((l) => l.startsWith('hollow-warrior '))).toMatch(/attack-board\/1 +creature +Hollow Warrior: /);
    expect(lines.find((l) => l.startsWith('palace-guard '))).toMatch(/block-board\/1 +creature +Palace Guard: /);
  });
});

describe('cards board', () => {
  it('builds a board from presets with default params that the engine answers', async () => {
    const run = await runCli(['cards', 'board', 'grizzly-bears', 'llanowar-elves', 'pacifism', '--json']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const board = parseBoard(JSON.parse(run.stdout));
    expect(board.ok).toBe(true);
    if (!board.ok) return;
    // Pacifism takes the first creature (the bears): only the elves may attack.
    const legal = legalSet(board.value);
    expect(legal.ok && declarationSet(legal.value.legal)).toEqual(['', 'llanowar-elves=opp']);
  });

  it('lists creatures and effects without --json', async () => {
    const run = await runCli(['cards', 'board', 'crazed-goblin', 'propaganda']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('creature crazed-goblin: Crazed Goblin (you) 1/1');
    expect(run.stdout).toContain('effect propaganda.1: Propaganda — attackCost');
  });

  it.each([
    [['cards', 'board', 'no-such-card'], 1, /no preset has id "no-such-card"/],
    [['cards', 'board'], 2, /missing preset ids/],
    [['cards'], 2, /missing subcommand/],
    [['cards', 'shuffle'], 2, /unknown subcommand "shuffle"/],
    [['cards', 'board', 'pacifism'], 1, /Pacifism: Enchanted creature: choose a creature/],
    [['cards', 'board', 'lure'], 1, /no preset has id "lure" among the attack-board\/1 presets \(it is a blocking preset: add --block\)/],
    [['cards', 'board', '--block', 'propaganda'], 1, /no preset has id "propaganda" among the block-board\/1 presets \(it is an attack-board\/1 preset\)/],
    [['cards', 'board', 'attack:crazed-goblin'], 1, /attacking creatures are written on block boards only/],
    [['cards', 'board', '--block', 'attack:lure'], 1, /only a creature can attack/],
    [['cards', 'board', '--block', 'x=1'], 1, /"x=1" is a param but no preset comes before it/],
    [['cards', 'board', '--block', 'war-cadence', 'y=1'], 1, /War Cadence has no param "y"/],
    [['cards', 'board', '--block', 'lure'], 1, /Lure: Enchanted creature: choose a creature/],
    [['cards', 'list', '--block'], 2, /--block goes with "cards board"/],
  ] as const)('%j exits %i', async (args, code, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(message);
  });
});

describe('cards board --block', () => {
  async function legal(words: readonly string[]): Promise<string[]> {
    const run = await runCli(['cards', 'board', '--block', ...words, '--json']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const board = parseBlockBoard(JSON.parse(run.stdout));
    if (!board.ok) throw new Error(JSON.stringify(board.error));
    const set = legalBlockSet(board.value);
    if (!set.ok) throw new Error(set.error.message);
    return set.value.legal.map(blockKey).sort();
  }

  it('builds a block-board/1 board: attack:ID attacks you, a card about an attacker takes the last one', async () => {
    // Lure on the menace Brute, two creatures able to block it: both must (docs/block-board-v1.md §4).
    expect(await legal(['attack:boggart-brute', 'lure', 'giant-spider', 'serra-angel'])).toEqual(['giant-spider=boggart-brute,serra-angel=boggart-brute']);
  });

  it('takes NAME=VALUE params: provoke names its target, War Cadence its X', async () => {
    expect(await legal(['giant-spider', 'attack:deftblade-elite', 'provoked=giant-spider', 'attack:prized-unicorn'])).toEqual([
      'giant-spider=deftblade-elite',
      'giant-spider=prized-unicorn',
    ]);
    const run = await runCli(['cards', 'board', '--block', 'attack:stalking-tiger', 'war-cadence', 'x=2', '--json']);
    const board = JSON.parse(run.stdout) as { effects: { kind: string; cost?: { mana: string } }[] };
    expect(board.effects.filter((e) => e.kind === 'blockCost')).toEqual([expect.objectContaining({ cost: { mana: '{2}' } })]);
  });

  it('prints the board as text without --json', async () => {
    const run = await runCli(['cards', 'board', '--block', 'swamp', 'attack:bog-wraith', 'culling-mark']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Culling Mark: Target creature: choose a creature/);
    const ok = await runCli(['cards', 'board', '--block', 'swamp', 'attack:bog-wraith', 'giant-spider', 'culling-mark']);
    expect(ok).toMatchObject({ code: 0, stderr: '' });
    expect(ok.stdout).toContain('block-board/1, players: opp, you (active: opp, defending: you)');
    expect(ok.stdout).toContain('land swamp: Swamp (you)');
    expect(ok.stdout).toContain('creature bog-wraith: Bog Wraith (opp) 3/3, attacking you');
    expect(ok.stdout).toContain('creature giant-spider: Giant Spider (you) 2/4');
    expect(ok.stdout).toContain('effect culling-mark.1: Culling Mark — mustBlock');
  });
});

describe('cards: long and many unknown ids, help', () => {
  it('a 100,000-character unknown id is clipped in the message, not echoed', async () => {
    const run = await runCli(['cards', 'board', 'x'.repeat(100_000)]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/no preset has id "x{60}…"/);
    expect(run.stderr.length).toBeLessThan(1_000);
  });

  it('many unknown ids: five are named, the rest counted', async () => {
    const run = await runCli(['cards', 'board', ...Array.from({ length: 1000 }, (_, i) => `nope-${i}`)]);
    expect(run.code).toBe(1);
    expect(run.stderr.match(/no preset has id/g)).toHaveLength(5);
    expect(run.stderr).toContain('and 995 more problems');
  });

  it('--help names --json once', async () => {
    const run = await runCli(['cards', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ +--json +print JSON/m);
    expect(run.stdout).not.toContain('--json  --json');
  });
});
