/**
 * A brute-force oracle of attack-board/1 §1–§4, written from the spec text alone and deliberately
 * literal: it enumerates Ω, evaluates every restriction, unit and cost by its table row, and runs the
 * process of §3 as a depth-first search over the whole attack tree. It is slow (exponential) on
 * purpose and only meant for small boards; the engine is checked against it.
 *
 * The only engine pieces it borrows are the leaf predicates the spec delegates to other sections:
 * selector matching (§1), cost payment (§4), board parsing and canonical order (§5).
 */
import type { Board, Cost, Creature, CreatureSelector, Declaration, Defender, RequirementEffect } from '#shared/engine/board';
import { declarationKey, makeDeclaration, sortDeclarations } from '#shared/engine/declaration';
import { isPayableWithCreatures, needsCreaturePayment } from '#shared/engine/creature-payment';
import { payNeed, sumCosts } from '#shared/engine/payment';
import { creatureMatches, defenderMatches } from '#shared/engine/selectors';

/** One attacking creature and what it attacks. */
interface Attack {
  readonly creature: Creature;
  readonly defender: Defender;
}

/** A requirement unit of §2 with an identity that is the same in every declaration. */
export interface OracleUnit {
  /** `effects[i]:creature`, `effects[i].then[j]:creature`, `…:attacks` / `…:player` for goad. */
  readonly id: string;
  /** `if.anyAttacks` selectors of the enclosing conditionals, outermost first. */
  readonly guards: readonly CreatureSelector[];
  /** Whether an attack satisfies the unit (independent of whether the unit exists in it). */
  readonly holds: (attacks: readonly Attack[]) => boolean;
}

/** A cost instance of §2: identity is (effect id, creature id). */
export interface OracleCostInstance {
  readonly effectId: string;
  readonly creatureId: string;
}

/** Everything the oracle knows about one declaration of Ω. */
interface Entry {
  readonly index: number;
  readonly key: string;
  readonly decl: Declaration;
  readonly attacks: readonly Attack[];
  readonly restricted: boolean;
  /** Sorted `effectId|creatureId` keys of C(D). */
  readonly costKeys: readonly string[];
  readonly payable: boolean;
  /** req(D) as unit ids. */
  readonly req: ReadonlySet<string>;
  readonly reqKey: string;
  /** Every unit (existing or not) that D satisfies, for sat(D, R) = |R ∩ satisfied|. */
  readonly satisfied: ReadonlySet<string>;
}

interface Analysis {
  readonly board: Board;
  readonly units: readonly OracleUnit[];
  readonly entries: readonly Entry[];
  readonly byKey: ReadonlyMap<string, Entry>;
  readonly empty: Entry;
}

// ---------------------------------------------------------------------------------------------------
// §1: eligibility, attackability and Ω

export function isEligible(board: Board, c: Creature): boolean {
  // Haste lets a creature attack the turn it arrives (CR 702.10).
  return c.controller === board.activePlayer && !c.tapped && (!c.sick || c.keywords.includes('haste'));
}

export function isAttackable(board: Board, d: Defender): boolean {
  // CR 506.2a (spec §1): without the option only the chosen defending player's side can be attacked.
  if (!board.attackMultiplePlayers && board.defendingPlayer !== undefined && d.player !== board.defendingPlayer) return false;
  return d.player !== board.activePlayer && board.players.includes(d.player);
}

/** Every map eligible creature → attackable defender or nothing, filtered by attackMultiplePlayers. */
function enumerateOmega(board: Board): Declaration[] {
  const eligible = board.creatures.filter((c) => isEligible(board, c));
  const attackable = board.defenders.filter((d) => isAttackable(board, d));
  let partial: [string, Defender][][] = [[]];
  for (const c of eligible) {
    const next: [string, Defender][][] = [];
    for (const p of partial) {
      next.push(p); // c does not attack
      for (const d of attackable) next.push([...p, [c.id, d]]);
    }
    partial = next;
  }
  return partial
    .filter((p) => board.attackMultiplePlayers || new Set(p.map(([, d]) => d.player)).size <= 1)
    .map((p) => makeDeclaration(p.map(([c, d]) => [c, d.id] as const)));
}

function attacksOf(board: Board, decl: Declaration): Attack[] {
  return Object.entries(decl.attacks).map(([cid, did]) => {
    const creature = board.creatures.find((c) => c.id === cid);
    const defender = board.defenders.find((d) => d.id === did);
    if (creature === undefined || defender === undefined) throw new Error(`oracle: unknown id in ${cid}=${did}`);
    return { creature, defender };
  });
}

// ---------------------------------------------------------------------------------------------------
// §2 restrictions, one table row each

function restrictionsHold(board: Board, atts: readonly Attack[]): boolean {
  // CR 702.3b (spec §1): the defender keyword is a restriction by itself.
  if (atts.some((a) => a.creature.keywords.includes('defender'))) return false;
  for (const e of board.effects) {
    switch (e.kind) {
      case 'cantAttack':
        if (atts.some((a) => creatureMatches(e.creatures, a.creature) && defenderMatches(e.defenders, a.defender))) return false;
        break;
      case 'cantAttackAlone':
        if (atts.some((a) => creatureMatches(e.creatures, a.creature)) && atts.length < 2) return false;
        break;
      case 'attacksAlone':
        if (atts.some((a) => creatureMatches(e.creatures, a.creature)) && atts.length > 1) return false;
        break;
      case 'maxAttackers': {
        const counted = atts.filter((a) => (e.creatures === undefined || creatureMatches(e.creatures, a.creature)) && defenderMatches(e.defenders, a.defender));
        if (counted.length > e.count) return false;
        break;
      }
      case 'cantAttackUnless':
        for (const a of atts) {
          if (!creatureMatches(e.creatures, a.creature)) continue;
          const others = atts.filter((o) => o.creature.id !== a.creature.id && creatureMatches(e.others, o.creature));
          if (others.length < e.atLeast) return false;
        }
        break;
      default:
        break;
    }
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------
// §2 requirements: unit requirements, counted one by one

export function oracleUnits(board: Board): OracleUnit[] {
  const out: OracleUnit[] = [];
  const walk = (e: RequirementEffect, path: string, guards: readonly CreatureSelector[]): void => {
    switch (e.kind) {
      case 'mustAttack':
        // One unit per matched creature on the board, whoever controls it (spec: "if able" is ignored).
        for (const c of board.creatures) {
          if (!creatureMatches(e.creatures, c)) continue;
          out.push({
            id: `${path}:${c.id}`,
            guards,
            holds: (atts) => atts.some((a) => a.creature.id === c.id && defenderMatches(e.defenders, a.defender)),
          });
        }
        break;
      case 'atLeastOneAttacks':
        out.push({
          id: path,
          guards,
          holds: (atts) =>
            atts.some((a) => (e.creatures === undefined || creatureMatches(e.creatures, a.creature)) && defenderMatches(e.defenders, a.defender)),
        });
        break;
      case 'goad':
        for (const c of board.creatures) {
          if (!creatureMatches(e.creatures, c)) continue;
          out.push({ id: `${path}:${c.id}:attacks`, guards, holds: (atts) => atts.some((a) => a.creature.id === c.id) });
          out.push({
            id: `${path}:${c.id}:player`,
            guards,
            holds: (atts) => atts.some((a) => a.creature.id === c.id && a.defender.kind === 'player' && a.defender.player !== e.by),
          });
        }
        break;
      case 'conditional':
        e.then.forEach((t, j) => walk(t, `${path}.then[${j}]`, [...guards, e.if.anyAttacks]));
        break;
    }
  };
  board.effects.forEach((e, i) => {
    if (e.kind === 'mustAttack' || e.kind === 'atLeastOneAttacks' || e.kind === 'goad' || e.kind === 'conditional') {
      walk(e, `effects[${i}]`, []);
    }
  });
  return out;
}

/** A unit exists in D iff, for each enclosing conditional, some creature it matches attacks in D. */
function unitExists(u: OracleUnit, atts: readonly Attack[]): boolean {
  return u.guards.every((g) => atts.some((a) => creatureMatches(g, a.creature)));
}

// ---------------------------------------------------------------------------------------------------
// §2 costs and §4 payment

function costInstances(board: Board, atts: readonly Attack[]): { key: string; cost: Cost }[] {
  const out: { key: string; cost: Cost }[] = [];
  for (const e of board.effects) {
    if (e.kind !== 'attackCost') continue;
    for (const a of atts) {
      if (creatureMatches(e.creatures, a.creature) && defenderMatches(e.defenders, a.defender)) {
        out.push({ key: `${e.id}|${a.creature.id}`, cost: e.cost });
      }
    }
  }
  return out.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
}

// ---------------------------------------------------------------------------------------------------
// Analysis of Ω, cached per parsed board (boards are immutable values)

const cache = new WeakMap<Board, Analysis>();

function analyse(board: Board): Analysis {
  const hit = cache.get(board);
  if (hit !== undefined) return hit;
  const units = oracleUnits(board);
  const entries: Entry[] = enumerateOmega(board).map((decl, index) => {
    const attacks = attacksOf(board, decl);
    const costs = costInstances(board, attacks);
    const req = new Set(units.filter((u) => unitExists(u, attacks)).map((u) => u.id));
    return {
      index,
      key: declarationKey(decl),
      decl,
      attacks,
      restricted: restrictionsHold(board, attacks),
      costKeys: costs.map((c) => c.key),
      // Creatures that pay (mana abilities, tapCreatures) make payability depend on the attackers.
      payable: needsCreaturePayment(board)
        ? isPayableWithCreatures(
            board,
            new Set(attacks.map((a) => a.creature.id)),
            costs.map((c) => c.cost),
          )
        : payNeed(sumCosts(costs.map((c) => c.cost)), board.resources).ok,
      req,
      reqKey: [...req].sort().join(','),
      satisfied: new Set(units.filter((u) => u.holds(attacks)).map((u) => u.id)),
    };
  });
  const byKey = new Map(entries.map((e) => [e.key, e]));
  const empty = byKey.get('');
  if (empty === undefined) throw new Error('oracle: the empty declaration is missing from Ω');
  const a: Analysis = { board, units, entries, byKey, empty };
  cache.set(board, a);
  return a;
}

function entryOf(a: Analysis, d: Declaration): Entry | undefined {
  return a.byKey.get(declarationKey(d));
}

function mustEntry(a: Analysis, d: Declaration): Entry {
  const e = entryOf(a, d);
  if (e === undefined) throw new Error(`oracle: declaration {${declarationKey(d)}} is not in Ω`);
  return e;
}

function satCount(e: Entry, r: ReadonlySet<string>): number {
  let n = 0;
  for (const id of r) if (e.satisfied.has(id)) n++;
  return n;
}

const isSubset = (xs: readonly string[], of: ReadonlySet<string>): boolean => xs.every((x) => of.has(x));

function poolOf(a: Analysis, plan: ReadonlySet<string>): Entry[] {
  return a.entries.filter((e) => e.restricted && e.payable && isSubset(e.costKeys, plan));
}

const planSet = (plan: readonly OracleCostInstance[]): Set<string> => new Set(plan.map((c) => `${c.effectId}|${c.creatureId}`));

// ---------------------------------------------------------------------------------------------------
// Public helpers

/** Ω of §3, canonical order. */
export function oracleOmega(board: Board): Declaration[] {
  return sortDeclarations(analyse(board).entries.map((e) => e.decl));
}

export function oracleInOmega(board: Board, d: Declaration): boolean {
  return entryOf(analyse(board), d) !== undefined;
}

export function oracleRestricted(board: Board, d: Declaration): boolean {
  return mustEntry(analyse(board), d).restricted;
}

export function oraclePayable(board: Board, d: Declaration): boolean {
  return mustEntry(analyse(board), d).payable;
}

/** C(D). */
export function oracleCosts(board: Board, d: Declaration): OracleCostInstance[] {
  return mustEntry(analyse(board), d).costKeys.map((k) => {
    const [effectId, creatureId] = k.split('|') as [string, string];
    return { effectId, creatureId };
  });
}

/** req(D) as unit ids (see OracleUnit.id). */
export function oracleReq(board: Board, d: Declaration): ReadonlySet<string> {
  return mustEntry(analyse(board), d).req;
}

/** sat(E, R). */
export function oracleSat(board: Board, e: Declaration, r: ReadonlySet<string>): number {
  return satCount(mustEntry(analyse(board), e), r);
}

/** Ω(P), canonical order. */
export function oraclePool(board: Board, plan: readonly OracleCostInstance[]): Declaration[] {
  return sortDeclarations(poolOf(analyse(board), planSet(plan)).map((e) => e.decl));
}

export interface ProcessOptions {
  /**
   * Use the proved shortcut described in `runProcess` (default true). `false` is the plain tree walk,
   * exponential in the number of tied declarations; tests compare both on small boards.
   */
  readonly shortcut?: boolean;
  /** Explored tree states before giving up loudly (default 200 000). */
  readonly maxNodes?: number;
}

/** The terminals of the process of §3 run in Ω(plan), canonical order. */
export function oracleTerminals(board: Board, plan: readonly OracleCostInstance[], options: ProcessOptions = {}): Declaration[] {
  const a = analyse(board);
  const pool = poolOf(a, planSet(plan));
  return sortDeclarations(runProcess(a, pool, options).map((e) => e.decl));
}

/**
 * The process of §3 in one pool, as a depth-first walk over the attack tree.
 *
 * Path state: S0 … S(k−1) and (R1, m1) … (R(k−1), m(k−1)). At step k the candidates are computed
 * literally from those constraints, Rk = req(S(k−1)), and every maximizer Sk is a branch; Sk ends the
 * branch as a terminal when it equals an earlier S.
 *
 * Memoization, exact: the subtree below step k depends only on (candidates at step k, Rk, the earlier
 * S's that are candidates). Later candidates are subsets of the current ones (constraints only
 * accumulate), later R's are req of later choices, and an earlier S that is no longer a candidate can
 * never be chosen again, so it can never end a branch.
 *
 * Shortcut (on by default), exact. Let M be the maximizers at step k. Call s ∈ M *tying* when every
 * member of M satisfies equally many units of req(s). Then no tying s needs a subtree:
 * (i) s is a terminal: after choosing s the candidates are M and R(k+1) = req(s), so all of M ties,
 *     s is a maximizer again and may be chosen a second time.
 * (ii) Choosing s leads to a state whose maximizers are again all of M, with the same successors
 *     (M, req(t)) for each t ∈ M as the current state, only with s visited. Visiting one more
 *     declaration v never adds a terminal other than v: branches make the same choices whatever was
 *     visited, and a branch either first hits v (terminal v) or hits exactly what it hits without v.
 *     By induction on the unvisited members of M, the subtree of s adds nothing but s itself.
 * So at each step: visited or tying maximizers are terminals, the others get a subtree. Without a
 * conditional effect every req is the same set, everything ties, and the tree is one level deep.
 */
function runProcess(a: Analysis, pool: readonly Entry[], options: ProcessOptions): Entry[] {
  const shortcut = options.shortcut ?? true;
  const maxNodes = options.maxNodes ?? 200_000;
  if (!pool.includes(a.empty)) throw new Error('oracle: the empty declaration is not in the pool');
  const memo = new Map<string, Set<Entry>>();
  let nodes = 0;
  const ties = (m: readonly Entry[], r: ReadonlySet<string>): boolean => m.every((e) => satCount(e, r) === satCount(m[0]!, r));

  const step = (ss: readonly Entry[], constraints: readonly { r: ReadonlySet<string>; m: number }[]): Set<Entry> => {
    const last = ss[ss.length - 1]!;
    const rk = last.req;
    const candidates = pool.filter((e) => constraints.every((c) => satCount(e, c.r) >= c.m));
    const visited = ss.filter((s) => candidates.includes(s));
    const memoKey = `${candidates.map((e) => e.index).join(',')}|${last.reqKey}|${visited
      .map((e) => e.index)
      .sort((x, y) => x - y)
      .join(',')}`;
    const hit = memo.get(memoKey);
    if (hit !== undefined) return hit;
    if (++nodes > maxNodes) throw new Error(`oracle: attack tree exceeds ${maxNodes} states; use a smaller board`);
    if (candidates.length === 0) throw new Error('oracle: no candidate (impossible: S(k−1) is always one)');

    const mk = Math.max(...candidates.map((e) => satCount(e, rk)));
    const maximizers = candidates.filter((e) => satCount(e, rk) === mk);
    const out = new Set<Entry>();
    for (const s of maximizers) {
      if (ss.includes(s)) {
        out.add(s); // Sk equals an earlier S: the process ends, Sk is a terminal
        continue;
      }
      if (shortcut && ties(maximizers, s.req)) {
        out.add(s);
        continue;
      }
      for (const t of step([...ss, s], [...constraints, { r: rk, m: mk }])) out.add(t);
    }
    memo.set(memoKey, out);
    return out;
  };

  return [...step([a.empty], [])].sort((x, y) => x.index - y.index);
}

/** The legal set of §3, canonical order (§5). */
export function oracleLegal(board: Board, options: ProcessOptions = {}): Declaration[] {
  const a = analyse(board);
  const byPlan = new Map<string, Entry[]>();
  for (const e of a.entries) {
    if (!e.restricted || !e.payable) continue;
    const k = e.costKeys.join(',');
    byPlan.set(k, [...(byPlan.get(k) ?? []), e]);
  }
  const legal: Declaration[] = [];
  for (const group of byPlan.values()) {
    const plan = new Set(group[0]!.costKeys);
    const terminals = new Set(runProcess(a, poolOf(a, plan), options));
    for (const d of group) if (terminals.has(d)) legal.push(d.decl);
  }
  return sortDeclarations(legal);
}

/** The article's summary rule: no E in Ω(C(D)) satisfies more of req(D) than D. Canonical order. */
export function oracleSummaryRule(board: Board): Declaration[] {
  const a = analyse(board);
  const out: Declaration[] = [];
  for (const d of a.entries) {
    if (!d.restricted || !d.payable) continue;
    const mine = satCount(d, d.req);
    const pool = poolOf(a, new Set(d.costKeys));
    if (pool.every((e) => satCount(e, d.req) <= mine)) out.push(d.decl);
  }
  return sortDeclarations(out);
}
