/**
 * Text pieces shared by the explanation and tree renderers. Pure functions of the engine's API types
 * (no node imports) so the renderer UI can reuse them.
 */
import type { Board, CostInstance, CostTotal, Declaration, EligibilityProblem, TreeRequirementSet } from '../engine/index.ts';

/** Declarations are shown exactly as the engine returns them (spec §5 form). */
export function formatDeclaration(d: Declaration): string {
  return JSON.stringify(d);
}

export function plural(n: number | string, one: string, many = `${one}s`): string {
  return `${n} ${String(n) === '1' ? one : many}`;
}

/** Names for ids, taken from the board when the caller has it; ids alone otherwise. */
export interface Names {
  creature(id: string): string;
  defender(id: string): string;
  permanent(id: string): string;
}

export function namesFrom(board?: Board): Names {
  const creatures = new Map(board?.creatures.map((c) => [c.id, c.name]) ?? []);
  const defenders = new Map(board?.defenders.map((d) => [d.id, d.name]) ?? []);
  const permanents = new Map(board?.resources?.permanents.map((p) => [p.id, p.name]) ?? []);
  const label = (map: Map<string, string>, id: string) => {
    const name = map.get(id);
    return name === undefined || name === id ? id : `${id} (${name})`;
  };
  return {
    creature: (id) => label(creatures, id),
    defender: (id) => label(defenders, id),
    permanent: (id) => label(permanents, id),
  };
}

export function formatCostInstance(c: CostInstance, names: Names = namesFrom()): string {
  return `${c.source} [${c.effectId}] for ${names.creature(c.creatureId)} attacking ${names.defender(c.defenderId)}`;
}

export function formatCostTotal(t: CostTotal): string {
  const parts: string[] = [];
  if (t.mana !== '') parts.push(t.mana);
  if (t.life > 0) parts.push(`${t.life} life`);
  for (const s of t.sacrifice) parts.push(`sacrifice ${s.count} × ${s.filter}`);
  for (const r of t.returnToHand) parts.push(`return ${r.count} × ${r.filter} to hand`);
  const instances = plural(t.instances, 'cost instance');
  if (parts.length === 0) return t.instances === 0 ? 'nothing (no cost to attack)' : `nothing to pay (${instances}, none with a component)`;
  return `${parts.join(', ')} (${instances})`;
}

/** R(σ) of spec §3: how many units, and which conditionals are on. */
export function formatRequirementSet(r: TreeRequirementSet): string {
  const on = r.conditionalsOn.length === 0 ? 'no conditional on' : `conditionals on: ${r.conditionalsOn.join(', ')}`;
  return `${plural(r.units, 'unit')} [${on}]`;
}

export function formatEligibilityProblem(p: EligibilityProblem, names: Names = namesFrom()): string {
  switch (p.kind) {
    case 'unknown-creature':
      return `there is no creature "${p.creatureId}"`;
    case 'not-controlled':
      return `${names.creature(p.creatureId)} is controlled by ${p.controller}, not the active player`;
    case 'tapped':
      return `${names.creature(p.creatureId)} is tapped`;
    case 'sick':
      return `${names.creature(p.creatureId)} has not been under its controller's control since the turn began (summoning sick)`;
    case 'unknown-defender':
      return `${names.creature(p.creatureId)} attacks "${p.defenderId}", which is not a player or defender`;
    case 'not-attackable':
      return `${names.creature(p.creatureId)} attacks ${names.defender(p.defenderId)}, which belongs to ${p.player}, not an opponent`;
    case 'multiple-players':
      return `the attack goes to several players (${p.players.join(', ')}) but this game allows attacking only one`;
  }
}
