/** The words of one outline row: what a screen reader says for a node of the attack tree. */
import type { TreeNode } from '#shared/engine/index';
import { countText as plural } from '#shared/text/learner-text';
import { countText, maxText, requirementSetText, shortDeclaration, TREE_ID_NAMES, type TreeNames } from './tree-format.ts';

export function outlineText(node: TreeNode, legal: boolean, names: TreeNames = TREE_ID_NAMES): string {
  if (node.step === 0) return `Step 0: start, no attack; next obeys as many as it can of ${requirementSetText(node.next, names)}`;
  const parts = [`Step ${node.step}: ${node.sample.map((d) => shortDeclaration(d, names)).join('; ')}`];
  const extra = BigInt(node.count) - BigInt(node.sample.length);
  if (extra > 0n) parts[0] += ` and ${extra} more`;
  const count = countText(node);
  if (count) parts.push(plural(node.count, 'declaration'));
  const max = maxText(node);
  if (max) parts.push(max);
  if (node.terminal) parts.push(legal ? 'the process ends here, legal' : 'the process ends here');
  return parts.join(' — ');
}
