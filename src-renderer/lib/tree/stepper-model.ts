/**
 * The worked example's seven steps (the article's order for declaring attackers), shaped from the
 * engine's Explanation: what each step checks, what it found for this declaration, and a mark. Pure,
 * so every shape is tested as a table; the Stepper component only draws these.
 */
import type {
  CostTotal,
  Declaration,
  EligibilityProblem,
  Explanation,
  ExplanationStep,
  Step1Eligibility,
  Step2Restrictions,
  Step3Requirements,
  Step4Tap,
  Step5Total,
  Step7Payment,
} from '../../../src-main/engine/index.ts';
import { plural } from '../count-text.ts';

export const STEP_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;
export type StepNumber = (typeof STEP_NUMBERS)[number];

export const STEP_TITLES: Readonly<Record<StepNumber, string>> = {
  1: 'Choose attackers',
  2: 'Restrictions',
  3: 'Requirements',
  4: 'Tap',
  5: 'Total cost',
  6: 'Mana abilities',
  7: 'Pay',
};

/** pass / fail: the step decides legality and did; info: the step only records something; skipped: not computed. */
export type StepStatus = 'pass' | 'fail' | 'info' | 'skipped';

export interface Finding {
  readonly text: string;
  /** A mark for one line: a unit satisfied or not, a problem, a cost. */
  readonly mark?: 'yes' | 'no';
}

export interface StepView {
  readonly n: StepNumber;
  readonly title: string;
  /** What the step checks, in general. */
  readonly checks: string;
  /** What it found for this declaration. */
  readonly findings: readonly Finding[];
  readonly status: StepStatus;
}

/** How ids read on screen (card names; the quiz's labels when it has them). */
export interface Names {
  creature(id: string): string;
  defender(id: string): string;
  declaration(d: Declaration): string;
}

export const ID_NAMES: Names = {
  creature: (id) => id,
  defender: (id) => id,
  declaration: (d) => {
    const e = Object.entries(d.attacks);
    return e.length === 0 ? 'No attack' : e.map(([c, t]) => `${c} → ${t}`).join(', ');
  },
};

const CHECKS: Readonly<Record<StepNumber, string>> = {
  1: 'Every attacker must be an untapped creature the active player controls that has been under their control since the turn began, and each must attack an opponent or a planeswalker or battle of an opponent.',
  2: 'No restriction may be broken. A restriction that a cost lifts does not count when the declaration plans to pay that cost.',
  3: 'The declaration must satisfy as many requirements as any declaration could without breaking a restriction or adding a cost it does not already plan to pay. With conditional requirements, it must be a terminal of the attack tree.',
  4: 'The attacking creatures become tapped.',
  5: 'The costs of all planned cost instances are added up into one total.',
  6: 'Before paying, the player may activate mana abilities to produce the mana part of the total.',
  7: 'The whole total must be paid; a declaration whose costs cannot be paid is not legal.',
};

export function eligibilityText(p: EligibilityProblem, names: Names): string {
  switch (p.kind) {
    case 'unknown-creature':
      return `there is no creature with id "${p.creatureId}"`;
    case 'not-controlled':
      return `${names.creature(p.creatureId)} is controlled by ${p.controller}, not by the active player`;
    case 'tapped':
      return `${names.creature(p.creatureId)} is tapped`;
    case 'sick':
      return `${names.creature(p.creatureId)} has not been under its controller's control since the turn began (summoning sickness)`;
    case 'unknown-defender':
      return `${names.creature(p.creatureId)} is declared against "${p.defenderId}", which is no player or defender`;
    case 'not-attackable':
      return `${names.creature(p.creatureId)} cannot attack ${names.defender(p.defenderId)}: ${p.player} is not an opponent`;
    case 'multiple-players':
      return `the attack goes to several players (${p.players.join(', ')}), which this game does not allow`;
  }
}

/** "{3}{W}, 2 life, sacrifice 1 artifact" or "no cost". */
export function totalText(t: CostTotal): string {
  const parts: string[] = [];
  if (t.mana !== '') parts.push(t.mana);
  if (t.life > 0) parts.push(`${t.life} life`);
  for (const s of t.sacrifice) parts.push(`sacrifice ${s.count} ${s.filter}`);
  for (const r of t.returnToHand) parts.push(`return ${r.count} ${r.filter} to hand`);
  return parts.length === 0 ? 'no cost' : parts.join(', ');
}

function find<N extends ExplanationStep['step']>(ex: Explanation, n: N): Extract<ExplanationStep, { step: N }> | undefined {
  return ex.steps.find((s): s is Extract<ExplanationStep, { step: N }> => s.step === n);
}

function notComputed(n: StepNumber, why: string): StepView {
  return { n, title: STEP_TITLES[n], checks: CHECKS[n], findings: [{ text: why }], status: 'skipped' };
}

function step1(s: Step1Eligibility, ex: Explanation, names: Names): StepView {
  const attackers = Object.keys(ex.declaration.attacks);
  const findings: Finding[] = s.problems.map((p) => ({ text: eligibilityText(p, names), mark: 'no' }));
  if (s.ok) {
    findings.push({
      text: attackers.length === 0 ? 'No creature attacks, so there is nothing to check.' : `${attackers.map(names.creature).join(', ')} may attack where declared.`,
      mark: 'yes',
    });
  }
  return { n: 1, title: STEP_TITLES[1], checks: CHECKS[1], findings, status: s.ok ? 'pass' : 'fail' };
}

function step2(s: Step2Restrictions, names: Names): StepView {
  const findings: Finding[] = [];
  if (s.costsPlanned.length === 0) findings.push({ text: 'Costs planned: none.' });
  else {
    findings.push({ text: `Costs planned (${s.costsPlanned.length}); restrictions lifted by these costs are ignored:` });
    for (const c of s.costsPlanned) findings.push({ text: `${c.source}, for ${names.creature(c.creatureId)} attacking ${names.defender(c.defenderId)}` });
  }
  for (const b of s.broken) findings.push({ text: `${b.source}: ${b.message}`, mark: 'no' });
  if (s.ok) findings.push({ text: 'No restriction is broken.', mark: 'yes' });
  return { n: 2, title: STEP_TITLES[2], checks: CHECKS[2], findings, status: s.ok ? 'pass' : 'fail' };
}

function step3(s: Step3Requirements, names: Names): StepView {
  const findings: Finding[] = [];
  const satisfied = new Set(s.satisfied);
  const text = new Map(s.units.map((u) => [u.id, u.text]));
  if (s.units.length === 0) findings.push({ text: 'No requirement applies to this declaration.' });
  else {
    findings.push({ text: `Requirements (${s.units.length}); satisfied ${s.satisfied.length}, the best possible is ${s.best}:` });
    for (const u of s.units) findings.push({ text: `${u.text} — from ${u.source}`, mark: satisfied.has(u.id) ? 'yes' : 'no' });
  }
  if (s.witness) {
    findings.push({ text: `A declaration that does better: ${names.declaration(s.witness)}.` });
    for (const g of s.witnessGains ?? []) findings.push({ text: `it also satisfies: ${text.get(g) ?? g}`, mark: 'yes' });
    for (const l of s.witnessLosses ?? []) findings.push({ text: `it gives up: ${text.get(l) ?? l}`, mark: 'no' });
  }
  if (s.process) {
    // The reason itself is in the verdict line below; here only the tree's answer.
    findings.push({ text: `Attack tree (conditional requirements): ${s.process.terminal ? 'it is a terminal' : 'it is not a terminal'}.`, mark: s.process.terminal ? 'yes' : 'no' });
    if (s.process.path && s.process.path.length > 0) {
      findings.push({ text: `Path: ${s.process.path.map((d, i) => `S${i + 1} = ${names.declaration(d)}`).join('; ')}.` });
    }
  }
  findings.push({ text: `Verdict: ${s.message}`, mark: s.ok ? 'yes' : 'no' });
  return { n: 3, title: STEP_TITLES[3], checks: CHECKS[3], findings, status: s.ok ? 'pass' : 'fail' };
}

function step4(s: Step4Tap, names: Names): StepView {
  const findings = s.tapped.length === 0 ? [{ text: 'Nothing becomes tapped.' }] : [{ text: `Tapped: ${s.tapped.map(names.creature).join(', ')}.` }];
  return { n: 4, title: STEP_TITLES[4], checks: CHECKS[4], findings, status: 'info' };
}

function step5(s: Step5Total): StepView {
  const findings: Finding[] = [{ text: `Total: ${totalText(s.total)} (${plural(s.total.instances, 'cost instance')}).` }];
  return { n: 5, title: STEP_TITLES[5], checks: CHECKS[5], findings, status: 'info' };
}

function step6(total: Step5Total | undefined, pay: Step7Payment | undefined): StepView {
  if (!total) return notComputed(6, 'Not reached: there is no total to pay.');
  const mana = total.total.mana;
  const findings: Finding[] = [{ text: mana === '' ? 'The total has no mana part: no mana ability is needed.' : `Mana part of the total: ${mana}.` }];
  if (mana !== '' && pay?.manaSources && pay.manaSources.length > 0) {
    findings.push({ text: `Mana sources used, one per symbol: ${pay.manaSources.map((i) => `#${i + 1}`).join(', ')}.`, mark: 'yes' });
  }
  return { n: 6, title: STEP_TITLES[6], checks: CHECKS[6], findings, status: 'info' };
}

function step7(s: Step7Payment): StepView {
  const findings: Finding[] = [{ text: s.ok ? `It can be paid: ${s.message}.` : `It cannot be paid: ${s.message}.`, mark: s.ok ? 'yes' : 'no' }];
  if (s.lifePaid !== undefined && s.lifePaid > 0) findings.push({ text: `Life paid: ${s.lifePaid}.` });
  if (s.permanentsUsed && s.permanentsUsed.length > 0) findings.push({ text: `Permanents used: ${s.permanentsUsed.join(', ')}.` });
  return { n: 7, title: STEP_TITLES[7], checks: CHECKS[7], findings, status: s.ok ? 'pass' : 'fail' };
}

/** The seven steps in order; a step the engine did not compute says why. */
export function stepViews(ex: Explanation, names: Names = ID_NAMES): StepView[] {
  const s1 = find(ex, 1);
  const s2 = find(ex, 2);
  const s3 = find(ex, 3);
  const s4 = find(ex, 4);
  const s5 = find(ex, 5);
  const s7 = find(ex, 7);
  const earlier = (n: number) => `Not computed: the declaration already fails at step ${n}.`;
  const stop = ex.failedStep ?? 0;
  return [
    s1 ? step1(s1, ex, names) : notComputed(1, 'Not computed.'),
    s2 ? step2(s2, names) : notComputed(2, stop ? earlier(stop) : 'Not computed.'),
    s3 ? step3(s3, names) : notComputed(3, stop === 7 ? 'Not evaluated: its costs cannot be paid, so there is no pool of declarations with the same costs to compare it with.' : stop ? earlier(stop) : 'Not computed.'),
    s4 ? step4(s4, names) : notComputed(4, stop ? earlier(stop) : 'Not computed.'),
    s5 ? step5(s5) : notComputed(5, stop ? earlier(stop) : 'Not computed.'),
    step6(s5, s7),
    s7 ? step7(s7) : notComputed(7, stop ? earlier(stop) : 'Not computed.'),
  ];
}

/** The verdict line above the steps. */
export function verdictText(ex: Explanation): string {
  // The engine's summary already opens with "Legal" or "Step N fails".
  return ex.legal ? ex.summary : `Not legal. ${ex.summary}`;
}

/** Step navigation: clamp to 1..7. */
export function moveStep(current: StepNumber, delta: number): StepNumber {
  return Math.min(7, Math.max(1, current + delta)) as StepNumber;
}
