/**
 * Short text for the attack tree: declarations, cost plans and requirement sets, the same words in the
 * SVG, the outline and the details, so a judge reading either sees one vocabulary. The sentences come
 * from the shared text module (src-main/shared/text/learner-text.ts); ids become card names through `TreeNames`.
 */
import type { Board, CostInstance, Declaration, Effect, TreeNode, TreeRequirementSet } from '#shared/engine/index';
import { declarationPairs } from '#shared/engine/index';
import {
  costPlanText,
  countText as plural,
  declarationText,
  ID_NAMES,
  namesOfBoard,
  requirementSetText as setText,
  type TextNames,
} from '#shared/text/learner-text';

/** Card names for the tree: creatures, defenders, and the source card of each effect (for conditionals). */
export interface TreeNames extends TextNames {
  effect(id: string): string;
}

export const TREE_ID_NAMES: TreeNames = { ...ID_NAMES, effect: (id) => id };

function effectSources(effects: readonly Effect[], into: Map<string, string>): Map<string, string> {
  for (const e of effects) {
    into.set(e.id, e.source);
    if (e.kind === 'conditional') effectSources(e.then, into);
  }
  return into;
}

export function treeNamesOf(board: Board): TreeNames {
  const names = namesOfBoard(board);
  const effects = effectSources(board.effects, new Map());
  return {
    ...names,
    effect: (id) => {
      const s = effects.get(id);
      return s === undefined ? id : (names.source?.(s) ?? s);
    },
  };
}

/** "Crazed Goblin → opponent, Ekundu Cyclops → opponent" in canonical pair order (spec §5); "no attack" for the empty one. */
export function shortDeclaration(d: Declaration, names: TextNames = ID_NAMES): string {
  const order = declarationPairs(d).map((p) => p.slice(0, p.indexOf('=')));
  return declarationText(d.attacks, names, order);
}

/** One cost plan C(D) (spec §2): "pay nothing" or "pay Propaganda's cost for Bear Cub attacking Alice". */
export function planText(plan: readonly CostInstance[], names: TextNames = ID_NAMES): string {
  return costPlanText(plan, names);
}

/** "4 requirements; Magnetic Web's requirement is on". */
export function requirementSetText(r: TreeRequirementSet, names: TreeNames = TREE_ID_NAMES): string {
  return setText(
    r.units,
    r.conditionalsOn.map((id) => names.effect(id)),
  );
}

/** "obeys 2 of 3" for a node that maximized a requirement set; undefined for the root. */
export function maxText(node: TreeNode): string | undefined {
  if (node.maximized === undefined || node.max === undefined) return undefined;
  return `obeys ${node.max} of ${plural(node.maximized.units, 'requirement')}`;
}

/** "×count" when a node groups several tied declarations; counts are decimal strings (can exceed 2^53). */
export function countText(node: TreeNode): string | undefined {
  return node.count === '1' || node.count === '0' ? undefined : `×${node.count}`;
}

/**
 * A declaration's pairs on at most `lines` lines of about `width` characters, breaking between pairs
 * (never inside a card name); the last line says how many more attackers there are instead of cutting.
 */
export function wrapPairs(text: string, width: number, lines: number): string[] {
  const pairs = text.split(', ');
  const out: string[] = [];
  let i = 0;
  while (i < pairs.length && out.length < lines) {
    let line = pairs[i++]!;
    while (i < pairs.length && line.length + 2 + pairs[i]!.length <= width) line += `, ${pairs[i++]!}`;
    out.push(i < pairs.length ? `${line},` : line);
  }
  if (i < pairs.length) out[out.length - 1] = `${out[out.length - 1]!} +${pairs.length - i} more`;
  return out;
}
