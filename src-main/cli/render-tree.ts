/**
 * An AttackTree (spec §3, one tree per cost plan) as an indented outline: the plan, then each node
 * with its step, the grouped choice (count and sample declarations), the requirement set it
 * maximized and the maximum, the constraints in force, and "■ terminal" marks with which terminals
 * are legal. Cuts made by the engine's limits are stated, never hidden. Pure: no node imports.
 */
import { declarationKey, type AttackTree, type Board, type PlanTree, type TreeConstraint, type TreeNode } from '#shared/engine/index';
import { formatCostInstance, formatDeclaration, formatRequirementSet, namesFrom, plural, type Names } from './render-common.ts';

export const TERMINAL_MARK = '■ terminal';
const INDENT = '  ';

export function renderTree(tree: AttackTree, board?: Board): string {
  const names = namesFrom(board);
  const lines: string[] = [`Attack tree: ${plural(tree.plans.length, 'cost plan')}, ${plural(tree.nodeCount, 'node')}`];
  if (tree.truncated) lines.push(`TRUNCATED: ${tree.truncation ?? 'the engine cut plans, nodes or samples to stay within its limits'}`);
  tree.plans.forEach((plan, i) => {
    lines.push('', ...renderPlan(plan, i + 1, tree.plans.length, names));
  });
  if (tree.truncated) lines.push('', 'The tree above is incomplete (see TRUNCATED at the top).');
  return `${lines.join('\n')}\n`;
}

function renderPlan(plan: PlanTree, index: number, total: number, names: Names): string[] {
  const lines: string[] = [];
  if (plan.plan.length === 0) {
    lines.push(`Plan ${index} of ${total}: no costs planned`);
  } else {
    lines.push(`Plan ${index} of ${total}: pay ${plural(plan.plan.length, 'cost to attack', 'costs to attack')}`);
    for (const c of plan.plan) lines.push(`${INDENT}- ${formatCostInstance(c, names)}`);
  }
  const legalKeys = new Set(plan.legal.map((d) => declarationKey(d)));
  lines.push(...renderNode(plan.root, 1, legalKeys, names));
  if (plan.legal.length === 0) {
    lines.push(`${INDENT}Legal declarations from this plan: none`);
  } else {
    lines.push(`${INDENT}Legal declarations from this plan (${plan.legal.length}):`);
    for (const d of plan.legal) lines.push(`${INDENT}${INDENT}${formatDeclaration(d)}`);
  }
  return lines;
}

function renderNode(node: TreeNode, depth: number, legalKeys: ReadonlySet<string>, names: Names): string[] {
  const pad = INDENT.repeat(depth);
  const more = pad + INDENT;
  const lines: string[] = [];
  if (node.step === 0) {
    lines.push(`${pad}[${node.id}] step 0: S0 = ${node.sample.map(formatDeclaration).join(', ') || '{"attacks":{}}'} (no attack)`);
  } else {
    lines.push(`${pad}[${node.id}] step ${node.step}: ${choiceText(node)}`);
  }
  if (node.maximized !== undefined) {
    lines.push(`${more}maximized ${formatRequirementSet(node.maximized, names)}: max ${node.max ?? '?'}`);
  }
  if (node.constraints.length > 0) {
    lines.push(`${more}constraints: ${node.constraints.map((c) => formatConstraint(c, names)).join('; ')}`);
  }
  lines.push(`${more}next maximizes: ${formatRequirementSet(node.next, names)}`);
  if (node.terminal) lines.push(`${more}${terminalText(node, legalKeys)}`);
  for (const child of node.children) lines.push(...renderNode(child, depth + 1, legalKeys, names));
  return lines;
}

/** The grouped choice: how many declarations, the samples, and how many are not shown. */
function choiceText(node: TreeNode): string {
  const shown = node.sample.map(formatDeclaration).join(', ');
  const count = node.count;
  const hidden = /^[0-9]+$/.test(count) ? BigInt(count) - BigInt(node.sample.length) : 0n;
  const rest = hidden > 0n ? ` (+${hidden} more not shown)` : '';
  if (count === '1' && node.sample.length === 1) return `${shown}`;
  return `${plural(count, 'declaration')}, e.g. ${shown || '(none shown)'}${rest}`;
}

function formatConstraint(c: TreeConstraint, names: Names): string {
  return `at least ${c.atLeast} of ${formatRequirementSet(c.requirements, names)}`;
}

/** A terminal's declarations are legal only when their own costs are exactly this plan (spec §3). */
function terminalText(node: TreeNode, legalKeys: ReadonlySet<string>): string {
  const legal = node.sample.filter((d) => legalKeys.has(declarationKey(d)));
  if (legal.length > 0) {
    return `${TERMINAL_MARK} — legal: ${legal.map(formatDeclaration).join(', ')}`;
  }
  if (node.sample.length === 0) return `${TERMINAL_MARK} — (no sample shown)`;
  return `${TERMINAL_MARK} — not legal under this plan (the shown declarations plan other costs than exactly these)`;
}
