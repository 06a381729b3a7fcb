/**
 * Short text for the attack tree and the stepper: declarations, cost plans and requirement sets, the
 * same words in the SVG, the outline and the details, so a judge reading either sees one vocabulary.
 */
import type { CostInstance, Declaration, TreeNode, TreeRequirementSet } from '../../../src-main/engine/index.ts';
import { declarationPairs } from '../../../src-main/engine/index.ts';

/** "goblin→opp, cyclops→opp" in canonical pair order (spec §5); "no attack" for the empty one. */
export function shortDeclaration(d: Declaration): string {
  const pairs = declarationPairs(d);
  if (pairs.length === 0) return 'no attack';
  return pairs.map((p) => p.replace('=', '→')).join(', ');
}

/** One cost instance: "Propaganda (alice) for cub→alice". */
export function costInstanceText(c: CostInstance): string {
  return `${c.source} for ${c.creatureId}→${c.defenderId}`;
}

/** A cost plan C(D) (spec §2); the empty plan is "pay nothing". */
export function planText(plan: readonly CostInstance[]): string {
  if (plan.length === 0) return 'pay nothing';
  return plan.map(costInstanceText).join('; ');
}

/** "4 units (conditionals on: e4)" / "2 units (no conditional on)". */
export function requirementSetText(r: TreeRequirementSet): string {
  const units = `${r.units} ${r.units === 1 ? 'unit' : 'units'}`;
  return r.conditionalsOn.length === 0 ? `${units} (no conditional on)` : `${units} (conditionals on: ${r.conditionalsOn.join(', ')})`;
}

/** "max m of n" for a node that maximized a requirement set; undefined for the root. */
export function maxText(node: TreeNode): string | undefined {
  if (node.maximized === undefined || node.max === undefined) return undefined;
  return `max ${node.max} of ${node.maximized.units}`;
}

/** "×count" when a node groups several tied declarations; counts are decimal strings (can exceed 2^53). */
export function countText(node: TreeNode): string | undefined {
  return node.count === '1' || node.count === '0' ? undefined : `×${node.count}`;
}

/** Cut text to at most `max` characters with an ellipsis, for the fixed-width SVG boxes. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}
