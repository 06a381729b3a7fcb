/**
 * Why a declaration is illegal, in plain words with rule citations, from the engine's explanation.
 * Written here rather than reused from the engine's summary because the learner must read card and
 * player names, never board ids (BRIEF: judge language).
 */
import type { Board, Declaration, EligibilityProblem, Explanation, Step2Restrictions, Step3Requirements, Step7Payment } from '#shared/engine/index';
import { hasGoadUnit } from './goad-units.ts';
import { listText, playerName } from './prompt.ts';
import { pluralWord } from '#shared/text/learner-text';

function creatureName(board: Board, id: string): string {
  return board.creatures.find((c) => c.id === id)?.name ?? id;
}

export function defenderName(board: Board, id: string): string {
  const d = board.defenders.find((x) => x.id === id);
  if (d === undefined || d.kind === 'player') return playerName(id);
  return d.name ?? id;
}

/** "Grizzly Bears attacks Alice and Juggernaut attacks Jace Beleren"; "no creature attacks". */
export function declarationText(board: Board, d: Declaration): string {
  const pairs = Object.entries(d.attacks);
  if (pairs.length === 0) return 'no creature attacks';
  return listText(pairs.map(([c, t]) => `${creatureName(board, c)} attacks ${defenderName(board, t)}`));
}

function eligibilityText(board: Board, p: EligibilityProblem): string {
  switch (p.kind) {
    case 'sick':
      return `${creatureName(board, p.creatureId)} came under your control this turn and has no haste, so it can't attack (CR 302.6, 508.1a).`;
    case 'tapped':
      return `${creatureName(board, p.creatureId)} is tapped, and only untapped creatures can be declared as attackers (CR 508.1a).`;
    case 'multiple-players':
      return `This game lets you attack only one opponent in a combat, and this attack goes to ${listText(p.players.map(playerName))} (CR 506.2a, 508.1b).`;
    case 'not-defending-player':
      return `This game lets you attack only one opponent in a combat, and ${playerName(p.defendingPlayer)} was chosen as the defending player at the beginning of combat (CR 506.2a).`;
    case 'not-controlled':
      return `${creatureName(board, p.creatureId)} is not your creature (CR 508.1a).`;
    case 'not-attackable':
    case 'unknown-defender':
      return `${creatureName(board, p.creatureId)} can only attack an opponent or what an opponent controls or protects (CR 508.1b).`;
    case 'unknown-creature':
      return `There is no such creature (CR 508.1a).`;
  }
}

function restrictsDefenders(board: Board, effectId: string): boolean {
  const e = board.effects.find((x) => x.id === effectId);
  return e === undefined || (e.kind === 'cantAttack' && e.defenders !== undefined);
}

function restrictionText(board: Board, step: Step2Restrictions): string {
  const b = step.broken[0]!;
  const names = listText(b.creatureIds.map((id) => creatureName(board, id)));
  const what: Record<string, string> = {
    // A restriction without a defender selector forbids attacking at all (defender, Pacifism), not "there".
    cantAttack: `${names} can't attack${restrictsDefenders(board, b.effectId) ? ' there' : ''}`,
    cantAttackAlone: `${names} can't attack alone`,
    attacksAlone: `${names} can only attack alone, yet other creatures attack too`,
    maxAttackers: `it caps how many creatures may attack, and ${names} are too many`,
    cantAttackUnless: `${names} may attack only alongside the creatures it names`,
  };
  return `${b.source} forbids it: ${what[b.kind] ?? 'a restriction is broken'}. A declaration that breaks a restriction is never legal (CR 508.1c).`;
}

function requirementText(board: Board, step: Step3Requirements): string {
  const n = step.units.length;
  const goad = hasGoadUnit(board, step.units) ? ', 701.15' : '';
  const own = step.satisfied.length;
  if (step.process !== undefined) {
    const why = step.process.reason.replace(/^it is not a terminal of the attack tree: /, '');
    return `The attack tree (the article's process for conditional requirements) never ends at this attack: ${why} (CR 508.1d${goad}).`;
  }
  const better = step.witness === undefined ? 'another declaration' : `the declaration where ${declarationText(board, step.witness)}`;
  return `It obeys ${own} of the ${n} attack ${pluralWord(n, 'requirement')} that apply, but ${better} obeys ${step.best} without paying any cost this one does not pay; the most requirements possible must be obeyed (CR 508.1d${goad}).`;
}

function paymentText(step: Step7Payment): string {
  return `The total cost can't be paid: ${step.message} (CR 508.1h, 508.1j).`;
}

/** One or two sentences: the failing step's reason, citing the rule. Legal declarations get "". */
export function missReason(board: Board, e: Explanation): string {
  switch (e.failedStep) {
    case undefined:
      return '';
    case 1: {
      const s = e.steps.find((x) => x.step === 1);
      return s?.step === 1 && s.problems[0] !== undefined ? eligibilityText(board, s.problems[0]) : 'A creature that attacks is not able to (CR 508.1a).';
    }
    case 2: {
      const s = e.steps.find((x) => x.step === 2);
      return s?.step === 2 && s.broken.length > 0 ? restrictionText(board, s) : 'It breaks a restriction (CR 508.1c).';
    }
    case 3: {
      const s = e.steps.find((x) => x.step === 3);
      return s?.step === 3 ? requirementText(board, s) : 'It obeys fewer requirements than it could (CR 508.1d).';
    }
    case 7: {
      const s = e.steps.find((x) => x.step === 7);
      return s?.step === 7 ? paymentText(s) : 'Its costs cannot be paid (CR 508.1j).';
    }
  }
}
