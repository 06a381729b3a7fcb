import { describe, expect, it } from 'vitest';
import { CARD_PRESETS } from '#shared/cards/index';
import { legalSet, parseBoard } from '#shared/engine/index';
import { declarationSet, runCli } from './run-cli.ts';

describe('cards list', () => {
  it('prints every preset as {id, name, kind, summary} with --json', async () => {
    const run = await runCli(['cards', 'list', '--json']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const list = JSON.parse(run.stdout) as { id: string; name: string; kind: string; summary: string }[];
    expect(list).toHaveLength(CARD_PRESETS.length);
    expect(list.find((e) => e.id === 'propaganda')).toEqual({ id: 'propaganda', name: 'Propaganda', kind: 'permanent', summary: CARD_PRESETS.find((p) => p.id === 'propaganda')!.summary });
    expect(Object.keys(list[0]!)).toEqual(['id', 'name', 'kind', 'summary']);
  });

  it('prints one line per preset without --json', async () => {
    const run = await runCli(['cards', 'list']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(CARD_PRESETS.length);
    expect(lines.find((l) => l.startsWith('hollow-warrior '))).toMatch(/creature +Hollow Warrior: /);
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
  ] as const)('%j exits %i', async (args, code, message) => {
    const run = await runCli(args);
    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(message);
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
    expect(run.stderr).toContain('and 995 more unknown ids');
  });

  it('--help names --json once', async () => {
    const run = await runCli(['cards', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ +--json +print JSON/m);
    expect(run.stdout).not.toContain('--json  --json');
  });
});
