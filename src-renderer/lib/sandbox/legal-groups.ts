/**
 * How the sandbox shows a legal set too large to read, grouped rather than cut off: the exact
 * figures of the engine's LegalBreakdown turned into rows a person scans — one group per number of
 * attackers, and one row per creature saying where it attacks and how often.
 */
import type { LegalBreakdown } from '#shared/engine/index';
import { pluralWord } from '#shared/text/learner-text';

export interface SizeGroup {
  readonly attackers: number;
  readonly count: string;
  /** "No attack", "1 attacker", "3 attackers". */
  readonly label: string;
}

export function sizeGroups(b: LegalBreakdown): SizeGroup[] {
  return b.bySize.map((s) => ({
    attackers: s.attackers,
    count: s.count,
    label: s.attackers === 0 ? 'No attack' : `${s.attackers} ${pluralWord(s.attackers, 'attacker')}`,
  }));
}

/** What a creature does across the whole legal set, in the words a judge would use. */
export const CREATURE_VERDICTS = ['always-attacks', 'never-attacks', 'may-attack'] as const;
export type CreatureVerdict = (typeof CREATURE_VERDICTS)[number];

export interface CreatureRow {
  readonly creatureId: string;
  readonly name: string;
  /** Per column of `defenderColumns`: the count, or null when the creature cannot attack that defender at all. */
  readonly cells: readonly (string | null)[];
  readonly noAttack: string;
  readonly verdict: CreatureVerdict;
}

/** Every defender some creature can attack, in the engine's order (by id), once. */
export function defenderColumns(b: LegalBreakdown): string[] {
  const seen: string[] = [];
  for (const c of b.byCreature) for (const d of c.byDefender) if (!seen.includes(d.defenderId)) seen.push(d.defenderId);
  return seen;
}

export function creatureRows(b: LegalBreakdown, names: ReadonlyMap<string, string>): CreatureRow[] {
  const columns = defenderColumns(b);
  const nameOf = (id: string): string => names.get(id) ?? id;
  const seen = new Map<string, number>();
  for (const c of b.byCreature) seen.set(nameOf(c.creatureId), (seen.get(nameOf(c.creatureId)) ?? 0) + 1);
  return b.byCreature.map((c) => {
    const byId = new Map(c.byDefender.map((d) => [d.defenderId, d.count]));
    const name = nameOf(c.creatureId);
    return {
      creatureId: c.creatureId,
      // Five Grizzly Bears are five rows: their ids tell them apart.
      name: (seen.get(name) ?? 0) > 1 ? `${name} (${c.creatureId})` : name,
      cells: columns.map((d) => byId.get(d) ?? null),
      noAttack: c.noAttack,
      verdict: c.noAttack === '0' ? 'always-attacks' : c.noAttack === b.count ? 'never-attacks' : 'may-attack',
    };
  });
}

export const VERDICT_TEXT: Readonly<Record<CreatureVerdict, string>> = {
  'always-attacks': 'attacks in every legal declaration',
  'never-attacks': 'never attacks',
  'may-attack': 'may attack',
};
