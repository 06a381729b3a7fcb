/**
 * The exact path of spec §3 for small boards whose payability depends on which creatures attack
 * (creature mana, `tapCreatures`; see creature-payment.ts). The main search assumes that a pool member
 * E with C(E) ⊆ C(D) is payable whenever D is; with creatures paying, E may attack with the creature
 * D taps for mana, so that shortcut is unsound here. This path enumerates Ω and evaluates §3
 * literally: restrictions, C(D), payable(D) per declaration, then the process in every pool Ω(C(D)).
 * Above MAX_EXACT_OMEGA declarations it answers `too-large` instead of running unbounded.
 */
import type { Board, Cost, Creature, CreatureSelector, Declaration, Defender, RequirementEffect } from './board.ts';
import type { EngineError, LegalOptions, LegalSet } from './api-types.ts';
import { isPayableWithCreatures } from './creature-payment.ts';
import { makeDeclaration, sortDeclarations } from './declaration.ts';
import { isAttackable, isEligible } from './model.ts';
import { err, ok, type Result } from './result.ts';
import { creatureMatches, defenderMatches } from './selectors.ts';

/** The most declarations in Ω this path enumerates. */
export const MAX_EXACT_OMEGA = 3_000;

interface Attack {
  readonly creature: Creature;
  readonly defender: Defender;
}

interface Unit {
  readonly id: string;
  readonly guards: readonly CreatureSelector[];
  readonly holds: (atts: readonly Attack[]) => boolean;
}

interface Entry {
  readonly index: number;
  readonly decl: Declaration;
  readonly restricted: boolean;
  readonly costKeys: readonly string[];
  readonly payable: boolean;
  readonly req: ReadonlySet<string>;
  readonly reqKey: string;
  readonly satisfied: ReadonlySet<string>;
}

/** Ω's size before the one-defending-player filter, or Infinity past the limit. */
function omegaBound(board: Board): number {
  const per = board.defenders.filter((d) => isAttackable(board, d)).length + 1;
  let n = 1;
  for (const c of board.creatures) {
    if (!isEligible(board, c)) continue;
    n *= per;
    if (n > MAX_EXACT_OMEGA) return Infinity;
  }
  return n;
}

function enumerateOmega(board: Board): Attack[][] {
  const eligible = board.creatures.filter((c) => isEligible(board, c));
  const attackable = board.defenders.filter((d) => isAttackable(board, d));
  let partial: Attack[][] = [[]];
  for (const creature of eligible) {
    const next: Attack[][] = [];
    for (const p of partial) {
      next.push(p);
      for (const defender of attackable) next.push([...p, { creature, defender }]);
    }
    partial = next;
  }
  // CR 506.2a: without the option to attack several players, every attack goes to one player's side.
  return partial.filter((p) => board.attackMultiplePlayers || new Set(p.map((a) => a.defender.player)).size <= 1);
}

function restrictionsHold(board: Board, atts: readonly Attack[]): boolean {
  for (const e of board.effects) {
    switch (e.kind) {
      case 'cantAttack':
        if (atts.some((a) => creatureMatches(e.creatures, a.creature) && defenderMatches(e.defenders, a.defender))) return false;
        break;
      case 'cantAttackAlone':
        if (atts.length < 2 && atts.some((a) => creatureMatches(e.creatures, a.creature))) return false;
        break;
      case 'attacksAlone':
        if (atts.length > 1 && atts.some((a) => creatureMatches(e.creatures, a.creature))) return false;
        break;
      case 'maxAttackers':
        if (atts.filter((a) => (e.creatures === undefined || creatureMatches(e.creatures, a.creature)) && defenderMatches(e.defenders, a.defender)).length > e.count) return false;
        break;
      case 'cantAttackUnless':
        for (const a of atts) {
          if (!creatureMatches(e.creatures, a.creature)) continue;
          if (atts.filter((o) => o.creature.id !== a.creature.id && creatureMatches(e.others, o.creature)).length < e.atLeast) return false;
        }
        break;
      default:
        break;
    }
  }
  return true;
}

function unitsOf(board: Board): Unit[] {
  const out: Unit[] = [];
  const walk = (e: RequirementEffect, path: string, guards: readonly CreatureSelector[]): void => {
    if (e.kind === 'conditional') {
      e.then.forEach((t, j) => walk(t, `${path}.${j}`, [...guards, e.if.anyAttacks]));
      return;
    }
    if (e.kind === 'atLeastOneAttacks') {
      const sel = e.creatures;
      out.push({ id: path, guards, holds: (atts) => atts.some((a) => (sel === undefined || creatureMatches(sel, a.creature)) && defenderMatches(e.defenders, a.defender)) });
      return;
    }
    for (const c of board.creatures) {
      if (!creatureMatches(e.creatures, c)) continue;
      if (e.kind === 'mustAttack') {
        out.push({ id: `${path}:${c.id}`, guards, holds: (atts) => atts.some((a) => a.creature.id === c.id && defenderMatches(e.defenders, a.defender)) });
      } else {
        out.push({ id: `${path}:${c.id}:attacks`, guards, holds: (atts) => atts.some((a) => a.creature.id === c.id) });
        out.push({
          id: `${path}:${c.id}:player`,
          guards,
          holds: (atts) => atts.some((a) => a.creature.id === c.id && a.defender.kind === 'player' && a.defender.player !== e.by),
        });
      }
    }
  };
  board.effects.forEach((e, i) => {
    if (e.kind === 'mustAttack' || e.kind === 'atLeastOneAttacks' || e.kind === 'goad' || e.kind === 'conditional') walk(e, `e${i}`, []);
  });
  return out;
}

function costsOf(board: Board, atts: readonly Attack[]): { key: string; cost: Cost }[] {
  const out: { key: string; cost: Cost }[] = [];
  for (const e of board.effects) {
    if (e.kind !== 'attackCost') continue;
    for (const a of atts) if (creatureMatches(e.creatures, a.creature) && defenderMatches(e.defenders, a.defender)) out.push({ key: `${e.id}|${a.creature.id}`, cost: e.cost });
  }
  return out.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
}

function analyse(board: Board): Entry[] {
  const units = unitsOf(board);
  return enumerateOmega(board).map((atts, index) => {
    const costs = costsOf(board, atts);
    const req = new Set(units.filter((u) => u.guards.every((g) => atts.some((a) => creatureMatches(g, a.creature)))).map((u) => u.id));
    return {
      index,
      decl: makeDeclaration(atts.map((a) => [a.creature.id, a.defender.id] as const)),
      restricted: restrictionsHold(board, atts),
      costKeys: costs.map((c) => c.key),
      payable: isPayableWithCreatures(board, new Set(atts.map((a) => a.creature.id)), costs.map((c) => c.cost)),
      req,
      reqKey: [...req].sort().join(','),
      satisfied: new Set(units.filter((u) => u.holds(atts)).map((u) => u.id)),
    };
  });
}

/** sat(E, R) for every E of Ω, per distinct R (by its key): the process asks the same R again and again. */
class SatTable {
  private readonly byReq = new Map<string, Int32Array>();
  constructor(private readonly entries: readonly Entry[]) {}
  of(r: Entry): Int32Array {
    const hit = this.byReq.get(r.reqKey);
    if (hit !== undefined) return hit;
    const row = new Int32Array(this.entries.length);
    for (const e of this.entries) {
      let n = 0;
      for (const id of r.req) if (e.satisfied.has(id)) n++;
      row[e.index] = n;
    }
    this.byReq.set(r.reqKey, row);
    return row;
  }
}

/**
 * The terminals of the process of §3 in one pool, by a depth-first walk of the attack tree with the
 * two exact reductions proved in test/engine/oracle.ts: memoizing on (candidates, Rk, visited
 * candidates), and ending a branch at a maximizer every maximizer ties with (it is a terminal and its
 * subtree adds nothing else).
 */
function terminals(pool: readonly Entry[], empty: Entry, table: SatTable): Set<Entry> {
  const memo = new Map<string, Set<Entry>>();
  const ties = (m: readonly Entry[], s: Entry): boolean => {
    const row = table.of(s);
    return m.every((e) => row[e.index] === row[m[0]!.index]);
  };
  // Candidate lists are named by how they were made (parent list, R, m): exact, and no long keys.
  const names = new Map<string, number>();
  const nameOf = (text: string): number => {
    let n = names.get(text);
    if (n === undefined) names.set(text, (n = names.size));
    return n;
  };
  const step = (ss: readonly Entry[], candidatesIn: readonly Entry[], listName: number, constraints: readonly { row: Int32Array; req: string; m: number }[]): Set<Entry> => {
    const last = ss[ss.length - 1]!;
    const latest = constraints[constraints.length - 1];
    // Constraints only accumulate: the candidates are the previous ones that meet the newest.
    const candidates = latest === undefined ? candidatesIn : candidatesIn.filter((e) => latest.row[e.index]! >= latest.m);
    const name = latest === undefined ? listName : nameOf(`${listName}|${latest.req}|${latest.m}`);
    const inCandidates = new Set(candidates);
    const visited = ss.filter((s) => inCandidates.has(s)).map((e) => e.index);
    const key = `${name}|${last.reqKey}|${visited.sort((a, b) => a - b).join(',')}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const row = table.of(last);
    let mk = -1;
    for (const e of candidates) if (row[e.index]! > mk) mk = row[e.index]!;
    const maximizers = candidates.filter((e) => row[e.index] === mk);
    const out = new Set<Entry>();
    for (const s of maximizers) {
      if (ss.includes(s) || ties(maximizers, s)) out.add(s);
      else for (const t of step([...ss, s], candidates, name, [...constraints, { row, req: last.reqKey, m: mk }])) out.add(t);
    }
    memo.set(key, out);
    return out;
  };
  return step([empty], pool, nameOf('pool'), []);
}

/** The legal set of §3 by enumeration; `too-large` past MAX_EXACT_OMEGA declarations. */
export function exactLegal(board: Board): Result<Declaration[], EngineError> {
  if (omegaBound(board) > MAX_EXACT_OMEGA) {
    return err({
      code: 'too-large',
      message: `a board whose attack costs are paid with creatures is answered by enumeration, which stops at ${MAX_EXACT_OMEGA} possible declarations; this one has more`,
    });
  }
  const entries = analyse(board);
  const table = new SatTable(entries);
  const empty = entries.find((e) => Object.keys(e.decl.attacks).length === 0)!;
  const groups = new Map<string, Entry[]>();
  for (const e of entries) {
    if (!e.restricted || !e.payable) continue;
    const k = e.costKeys.join(',');
    groups.set(k, [...(groups.get(k) ?? []), e]);
  }
  const legal: Declaration[] = [];
  for (const group of groups.values()) {
    const plan = new Set(group[0]!.costKeys);
    const pool = entries.filter((e) => e.restricted && e.payable && e.costKeys.every((k) => plan.has(k)));
    const ends = terminals(pool, empty, table);
    for (const d of group) if (ends.has(d)) legal.push(d.decl);
  }
  return ok(sortDeclarations(legal));
}

/** LegalSet of the exact path, honoring `limit` and `attackers` like legalSet. */
export function exactLegalSet(board: Board, options: LegalOptions = {}): Result<LegalSet, EngineError> {
  const all = exactLegal(board);
  if (!all.ok) return all;
  const wanted = options.attackers === undefined ? all.value : all.value.filter((d) => Object.keys(d.attacks).length === options.attackers);
  const legal = options.limit === undefined ? wanted : wanted.slice(0, options.limit);
  return ok({ legal, count: String(wanted.length), complete: legal.length === wanted.length });
}

