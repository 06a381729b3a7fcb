/** The words of one outline row: what a screen reader says for a node of the attack tree. */
import type { TreeNode } from '../../../src-main/engine/index.ts';
import { countText, maxText, shortDeclaration } from './tree-format.ts';

export function outlineText(node: TreeNode, legal: boolean): string {
  if (node.step === 0) return `Step 0: start, no attack; next maximizes ${node.next.units} ${node.next.units === 1 ? 'unit' : 'units'}`;
  const parts = [`Step ${node.step}: ${node.sample.map(shortDeclaration).join('; ')}`];
  const extra = BigInt(node.count) - BigInt(node.sample.length);
  if (extra > 0n) parts[0] += ` and ${extra} more`;
  const count = countText(node);
  if (count) parts.push(`${count} declarations`);
  const max = maxText(node);
  if (max) parts.push(max);
  if (node.terminal) parts.push(legal ? 'terminal, legal' : 'terminal');
  return parts.join(' — ');
}
