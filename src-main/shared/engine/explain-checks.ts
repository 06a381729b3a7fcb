/**
 * The first two steps' checks of a declaration, as explain.ts reports them: who may attack what (step 1,
 * CR 508.1a) and which restrictions the declaration breaks (step 2, CR 508.1c).
 */
import type { Board, Creature, Declaration, Defender, Effect } from './board.ts';
import type { BrokenRestriction, EligibilityProblem } from './api-types.ts';
import { hasDefender, isAttackable } from './model.ts';
import { creatureMatches, defenderMatches } from './selectors.ts';
import { eligibilityText, namesOfBoard, pluralWord } from '#shared/text/learner-text';

export interface Attack {
  readonly creature: Creature;
  readonly defender: Defender;
}

export function eligibilityProblems(board: Board, d: Declaration): EligibilityProblem[] {
  const out: EligibilityProblem[] = [];
  const players = new Set<string>();
  for (const [cid, did] of Object.entries(d.attacks)) {
    const c = board.creatures.find((x) => x.id === cid);
    if (!c) {
      out.push({ kind: 'unknown-creature', creatureId: cid });
      continue;
    }
    if (c.controller !== board.activePlayer) out.push({ kind: 'not-controlled', creatureId: cid, controller: c.controller });
    else if (c.tapped) out.push({ kind: 'tapped', creatureId: cid });
    else if (c.sick && !c.keywords.includes('haste')) out.push({ kind: 'sick', creatureId: cid });
    const def = board.defenders.find((x) => x.id === did);
    // Players are defenders only as opponents (spec §1); naming the active player is "not attackable".
    if (!def && board.players.includes(did)) out.push({ kind: 'not-attackable', creatureId: cid, defenderId: did, player: did });
    else if (!def) out.push({ kind: 'unknown-defender', creatureId: cid, defenderId: did });
    else if (!isAttackable(board, def)) {
      const chosen = board.defendingPlayer;
      const opponent = def.player !== board.activePlayer && board.players.includes(def.player);
      if (opponent && chosen !== undefined && !board.attackMultiplePlayers) {
        out.push({ kind: 'not-defending-player', creatureId: cid, defenderId: did, player: def.player, defendingPlayer: chosen });
      } else out.push({ kind: 'not-attackable', creatureId: cid, defenderId: did, player: def.player });
    } else players.add(def.player);
  }
  if (!board.attackMultiplePlayers && players.size > 1) out.push({ kind: 'multiple-players', players: [...players].sort() });
  return out;
}

/** Step 1's reason in card names and judge language (the shared text module words it). */
export function describeEligibility(p: EligibilityProblem, board: Board): string {
  return eligibilityText(p, namesOfBoard(board));
}

export function brokenRestrictions(board: Board, attacks: readonly Attack[]): BrokenRestriction[] {
  const out: BrokenRestriction[] = [];
  const names = (as: readonly Attack[]) => as.map((a) => a.creature.name).join(', ');
  const label = namesOfBoard(board);
  const report = (e: Effect, culprits: readonly Attack[], message: string) => {
    if (culprits.length > 0) out.push({ effectId: e.id, source: e.source, kind: e.kind, creatureIds: culprits.map((a) => a.creature.id), message });
  };
  for (const a of attacks) {
    if (!hasDefender(a.creature)) continue;
    const id = a.creature.id;
    out.push({
      effectId: `${id}.defender`,
      source: a.creature.name,
      kind: 'cantAttack',
      creatureIds: [id],
      message: `${a.creature.name} has defender, so it can't attack`,
    });
  }
  for (const e of board.effects) {
    switch (e.kind) {
      case 'cantAttack': {
        const c = attacks.filter((a) => creatureMatches(e.creatures, a.creature) && defenderMatches(e.defenders, a.defender));
        report(e, c, `${e.source} says ${names(c)} can't attack${e.defenders ? ' ' + c.map((a) => label.defender(a.defender.id)).join(', ') : ''}`);
        break;
      }
      case 'cantAttackAlone': {
        const c = attacks.length === 1 ? attacks.filter((a) => creatureMatches(e.creatures, a.creature)) : [];
        report(e, c, `${e.source}: ${names(c)} can't attack alone`);
        break;
      }
      case 'attacksAlone': {
        const c = attacks.length > 1 ? attacks.filter((a) => creatureMatches(e.creatures, a.creature)) : [];
        report(e, c, `${e.source}: ${names(c)} can only attack alone, but ${attacks.length} creatures attack`);
        break;
      }
      case 'maxAttackers': {
        const c = attacks.filter((a) => (!e.creatures || creatureMatches(e.creatures, a.creature)) && defenderMatches(e.defenders, a.defender));
        if (c.length > e.count) report(e, c, `${e.source} allows at most ${e.count} of these attackers, but ${c.length} attack (${names(c)})`);
        break;
      }
      case 'cantAttackUnless': {
        const c = attacks.filter((a) => {
          if (!creatureMatches(e.creatures, a.creature)) return false;
          const others = attacks.filter((b) => b !== a && creatureMatches(e.others, b.creature)).length;
          return others < e.atLeast;
        });
        report(
          e,
          c,
          `${e.source}: ${names(c)} can't attack unless at least ${e.atLeast} other matching ${pluralWord(e.atLeast, 'creature')} ${pluralWord(e.atLeast, 'attacks', 'attack')}`,
        );
        break;
      }
      default:
        break;
    }
  }
  return out;
}
