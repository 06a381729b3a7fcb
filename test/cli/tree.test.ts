import { describe, expect, it } from 'vitest';
import type { AttackTree, TreeNode } from '#shared/engine/index';
import { TERMINAL_MARK } from '#main/cli/render-tree';
import { runCli, vectorBoard } from './run-cli.ts';

const bey = JSON.stringify(vectorBoard('viashino-bey-alone'));

function terminals(node: TreeNode): TreeNode[] {
  return [...(node.terminal ? [node] : []), ...node.children.flatMap(terminals)];
}

describe('tree', () => {
  it('outlines the Viashino Bey process and marks both legal terminals', async () => {
    const run = await runCli(['tree', '-'], bey);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Attack tree: \d+ cost plans?, \d+ nodes?\n/);
    expect(run.stdout).toContain('Plan 1 of 1: no costs planned');
    const marks = run.stdout.split('\n').filter((l) => l.includes(TERMINAL_MARK));
    expect(marks.length).toBeGreaterThanOrEqual(2);
    expect(marks.some((l) => l.includes('legal: {"attacks":{}}'))).toBe(true);
    expect(marks.some((l) => l.includes('legal: {"attacks":{"bey":"opp"}}'))).toBe(true);
    expect(run.stdout).not.toContain('TRUNCATED');
  });

  it('--json prints the AttackTree, whose terminals the text marks', async () => {
    const json = await runCli(['tree', '-', '--json'], bey);
    expect(json.code).toBe(0);
    const tree = JSON.parse(json.stdout) as AttackTree;
    expect(tree.plans).toHaveLength(1);
    expect(tree.truncated).toBe(false);
    const text = (await runCli(['tree', '-'], bey)).stdout;
    const marked = text.split('\n').filter((l) => l.includes(TERMINAL_MARK)).length;
    expect(marked).toBe(terminals(tree.plans[0]!.root).length);
  });

  it('says TRUNCATED when the node limit cuts the tree', async () => {
    const full = JSON.parse((await runCli(['tree', '-', '--json'], bey)).stdout) as AttackTree;
    expect(full.nodeCount).toBeGreaterThan(1);
    const cut = await runCli(['tree', '-', '--max-nodes', '1'], bey);
    expect(cut.code).toBe(0);
    expect(cut.stdout.split('\n')[1]).toMatch(/^TRUNCATED: /);
  });
});
