import { describe, expect, it } from 'vitest';
import type { Explanation } from '#shared/engine/index';
import { runCli, vectorBoard } from './run-cli.ts';

const cubGoblin = JSON.stringify(vectorBoard('cub-goblin'));
const firstLine = (text: string) => text.split('\n')[0];

describe('check on the cub-goblin vector', () => {
  it('cub alone is illegal at step 3, and the witness shows a better declaration', async () => {
    const run = await runCli(['check', '-', '--attack', 'cub=opp'], cubGoblin);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(firstLine(run.stdout)).toMatch(/^ILLEGAL at step 3: /);
    // Both legal declarations satisfy the goblin's requirement; either is a fair witness.
    expect(run.stdout).toMatch(/A better declaration \(obeys 1\): \{"attacks":\{("cub":"opp",)?"goblin":"opp"\}\}/);
    expect(run.stdout).toMatch(/\+ \S+: .*\(the better one obeys it, this declaration does not\)/);
  });

  it('goblin attacking is LEGAL', async () => {
    const run = await runCli(['check', '-', '--attack', 'goblin=opp'], cubGoblin);
    expect(run.code).toBe(0);
    expect(firstLine(run.stdout)).toBe('LEGAL');
    expect(run.stdout).not.toContain('Witness');
  });

  it('no --attack and --attack "" both mean no attack, which is illegal here', async () => {
    const none = await runCli(['check', '-'], cubGoblin);
    const empty = await runCli(['check', '-', '--attack', ''], cubGoblin);
    expect(none.code).toBe(0);
    expect(none.stdout).toBe(empty.stdout);
    expect(none.stdout).toContain('Declaration: {"attacks":{}}');
    expect(firstLine(none.stdout)).toMatch(/^ILLEGAL at step 3: /);
  });

  it('--json prints the Explanation object', async () => {
    const run = await runCli(['check', '-', '--attack', 'cub=opp', '--json'], cubGoblin);
    expect(run.code).toBe(0);
    const ex = JSON.parse(run.stdout) as Explanation;
    expect(ex.declaration).toEqual({ attacks: { cub: 'opp' } });
    expect(ex.legal).toBe(false);
    expect(ex.failedStep).toBe(3);
    expect(ex.steps.map((s) => s.step)).toContain(3);
  });
});

describe('check on other boards', () => {
  it('a conditional board says whether the declaration is a terminal of the tree', async () => {
    const run = await runCli(['check', '-', '--attack', 'bey=opp'], JSON.stringify(vectorBoard('viashino-bey-alone')));
    expect(run.code).toBe(0);
    expect(firstLine(run.stdout)).toBe('LEGAL');
    expect(run.stdout).toContain('the attack tree ENDS at this declaration');
  });

  it('a tapped attacker fails at step 1', async () => {
    const board = {
      format: 'attack-board/1',
      players: ['you', 'opp'],
      activePlayer: 'you',
      creatures: [{ id: 'cub', name: 'Bear Cub', controller: 'you', tapped: true }],
    };
    const run = await runCli(['check', '-', '--attack', 'cub=opp'], JSON.stringify(board));
    expect(run.code).toBe(0);
    expect(firstLine(run.stdout)).toBe('ILLEGAL at step 1: cub (Bear Cub) is tapped');
  });

  it('three attackers break Crawlspace at step 2', async () => {
    const run = await runCli(['check', '-', '--attack', 'goblin=opp,avatar=opp,cub=opp'], JSON.stringify(vectorBoard('example-crawlspace-avatar')));
    expect(run.code).toBe(0);
    expect(firstLine(run.stdout)).toMatch(/^ILLEGAL at step 2: Crawlspace: /);
  });
});
