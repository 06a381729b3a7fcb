/**
 * Text pieces shared by the explanation and tree renderers. Pure functions of the engine's API types
 * (no node imports). The sentences themselves come from the shared text module (text/learner-text.ts),
 * so the CLI says what the app says; the CLI adds ids beside names, since its readers write boards.
 */
import type { Board, CostInstance, CostTotal, Declaration, Effect, EligibilityProblem, TreeRequirementSet } from '#shared/engine/index';
import { conditionalsOnText, costTotalText, countText, eligibilityText, playerName, pluralWord } from '#shared/text/learner-text';

/** Declarations are shown exactly as the engine returns them (spec §5 form). */
export function formatDeclaration(d: Declaration): string {
  return JSON.stringify(d);
}

/** "1 node", "3 nodes" (Intl.PluralRules, in the shared text module). */
export { countText as plural };

/** Names for ids, taken from the board when the caller has it; ids alone otherwise. */
export interface Names {
  creature(id: string): string;
  defender(id: string): string;
  permanent(id: string): string;
  /** An effect by its source card ("Magnetic Web"), for the conditionals that are on. */
  effect(id: string): string;
}

function effectSources(effects: readonly Effect[], into: Map<string, string>): Map<string, string> {
  for (const e of effects) {
    into.set(e.id, e.source);
    if (e.kind === 'conditional') effectSources(e.then, into);
  }
  return into;
}

export function namesFrom(board?: Board): Names {
  const creatures = new Map(board?.creatures.map((c) => [c.id, c.name]) ?? []);
  const defenders = new Map(board?.defenders.map((d) => [d.id, d.name]) ?? []);
  const permanents = new Map(board?.resources?.permanents.map((p) => [p.id, p.name]) ?? []);
  const effects = effectSources(board?.effects ?? [], new Map());
  // Players read as the app says them ("opp (opponent)"); other defenders by name.
  if (board !== undefined) for (const p of board.players) defenders.set(p, playerName(board, p));
  const label = (map: Map<string, string>, id: string) => {
    const name = map.get(id);
    return name === undefined || name === id ? id : `${id} (${name})`;
  };
  return {
    creature: (id) => label(creatures, id),
    defender: (id) => label(defenders, id),
    permanent: (id) => label(permanents, id),
    effect: (id) => effects.get(id) ?? id,
  };
}

export function formatCostInstance(c: CostInstance, names: Names = namesFrom()): string {
  return `${c.source} [${c.effectId}] for ${names.creature(c.creatureId)} attacking ${names.defender(c.defenderId)}`;
}

/** "{2}, 2 life, sacrifice 1 Land (2 costs to attack)"; War Tax with X = 0 still counts as a cost. */
export function formatCostTotal(t: CostTotal): string {
  const body = costTotalText(t);
  const instances = countText(t.instances, 'cost to attack', 'costs to attack');
  if (body === 'nothing')
    return t.instances === 0 ? 'nothing (no cost to attack)' : `nothing to pay (${instances} that ${pluralWord(t.instances, 'asks', 'ask')} for nothing)`;
  return `${body} (${instances})`;
}

/** R(σ) of spec §3: how many requirements, and whose conditional requirements are on (by card name). */
export function formatRequirementSet(r: TreeRequirementSet, names: Names = namesFrom()): string {
  return `${countText(r.units, 'requirement')} [${conditionalsOnText(r.conditionalsOn.map((id) => names.effect(id)))}]`;
}

export function formatEligibilityProblem(p: EligibilityProblem, names: Names = namesFrom()): string {
  return eligibilityText(p, names);
}
