/** The CLI with block-board/1 boards: legal (every mode, mixed --jsonl), check --block, share. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadVectors, runCli } from './run-cli.ts';

interface BlockVector {
  readonly name: string;
  readonly board: unknown;
  readonly legal: readonly { readonly blocks: Readonly<Record<string, string | readonly string[]>> }[];
}
const blockVectors = JSON.parse(readFileSync(new URL('../fixtures/spec/vectors-blockers/blockers.json', import.meta.url), 'utf8')) as BlockVector[];
const board = (name: string) => JSON.stringify(blockVectors.find((v) => v.name === name)!.board);
const canon = (ds: readonly unknown[]) => ds.map((d) => JSON.stringify(d)).sort();

describe('legal with block boards', () => {
  it('answers every vector on one line in §6 form, mixed with attack boards in --jsonl', async () => {
    const attack = loadVectors();
    const lines = blockVectors.flatMap((v, i) => [JSON.stringify(v.board), ...(attack[i] === undefined ? [] : [JSON.stringify(attack[i]!.board)])]);
    const run = await runCli(['legal', '--jsonl', '-'], `${lines.join('\n')}\n`);
    expect(run.code).toBe(0);
    const out = run.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { legal: unknown[]; count: number });
    expect(out).toHaveLength(lines.length);
    let k = 0;
    blockVectors.forEach((v, i) => {
      expect(Object.keys(out[k]!)).toEqual(['legal', 'count']);
      expect(canon(out[k]!.legal)).toEqual(canon(v.legal));
      expect(out[k]!.count).toBe(v.legal.length);
      k += attack[i] === undefined ? 1 : 2;
    });
  });

  it('counts, limits, filters by size and breaks down', async () => {
    const b = board('block-additional-with-two-lures');
    expect(JSON.parse((await runCli(['legal', '-', '--count'], b)).stdout)).toEqual({ count: 2 });
    expect(JSON.parse((await runCli(['legal', '-', '--limit', '1'], b)).stdout)).toEqual({
      legal: [{ blocks: { bears: 'elf', brigade: ['elf', 'unicorn'] } }],
      count: 2,
      complete: false,
    });
    expect(JSON.parse((await runCli(['legal', '-', '--blockers', '1'], board('menace-needs-two'))).stdout)).toEqual({ legal: [], count: 0 });
    const breakdown = JSON.parse((await runCli(['legal', '-', '--breakdown'], b)).stdout) as {
      bySize: unknown;
      byCreature: { creatureId: string; noBlock: number }[];
    };
    expect(breakdown.bySize).toEqual([{ blockers: 2, count: 2 }]);
    expect(breakdown.byCreature.map((c) => c.creatureId)).toEqual(['bears', 'brigade']);
  });

  it('rejects --attackers on a block board and reports bad boards with their path', async () => {
    const wrong = await runCli(['legal', '-', '--attackers', '1'], board('menace-needs-two'));
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/--blockers/);
    const bad = await runCli(['legal', '-'], JSON.stringify({ ...(JSON.parse(board('menace-needs-two')) as object), defendingPlayer: 'opp' }));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/defendingPlayer: the defending player must differ/);
  });
});

describe('check --block', () => {
  it('explains by the steps of 509.1 with card names', async () => {
    const run = await runCli(['check', '-', '--block', 'bears=brute'], board('menace-needs-two'));
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toMatch(/^ILLEGAL at CR 509\.1b: Boggart Brute has menace/);
    for (const step of ['509.1a', '509.1b', '509.1c', '509.1d']) expect(run.stdout).toContain(`${step} — `);
  });
  it('takes a creature blocking two as wall=a1+a2', async () => {
    const run = await runCli(['check', '-', '--block', 'brigade=elf+unicorn,bears=unicorn'], board('block-additional-with-two-lures'));
    expect(run.stdout.split('\n')[0]).toBe('LEGAL');
  });
  it('prints JSON with --json and refuses --attack on a block board', async () => {
    const json = JSON.parse((await runCli(['check', '-', '--block', '', '--json'], board('lure-menace-two-able'))).stdout) as {
      legal: boolean;
      failedStep: string;
    };
    expect(json).toMatchObject({ legal: false, failedStep: '509.1c' });
    const wrong = await runCli(['check', '-', '--attack', 'giant=brute'], board('lure-menace-two-able'));
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/use --block/);
  });
  it('reports unknown ids in --block', async () => {
    const run = await runCli(['check', '-', '--block', 'ghost=brute'], board('menace-needs-two'));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/no creature has id "ghost"/);
  });
});

describe('share with block boards', () => {
  it('encodes and decodes a block board, and refuses an invalid one with its path', async () => {
    const original = board('palace-guard-three-lures');
    const code = (await runCli(['share', 'encode', '-'], original)).stdout.trim();
    expect(code).toMatch(/^AT2\.b\./);
    const decoded = await runCli(['share', 'decode', code]);
    expect(decoded.code).toBe(0);
    const legalBefore = (await runCli(['legal', '-'], original)).stdout;
    expect((await runCli(['legal', '-'], decoded.stdout)).stdout).toBe(legalBefore);
    const bad = await runCli(['share', 'encode', '-'], JSON.stringify({ ...(JSON.parse(original) as object), effects: [{ kind: 'lure' }] }));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/effects\[0\]\.attackers/);
  });
});

describe('tree with a block board', () => {
  it('says in one line that there is no tree to draw', async () => {
    const run = await runCli(['tree', '-'], board('two-lures'));
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/no attack tree.*check --block/);
  });
});
