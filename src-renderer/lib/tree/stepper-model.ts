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
} from '#shared/engine/index';
import {
  costForText,
  costTotalText,
  countText,
  eligibilityText as sharedEligibilityText,
  requirementCountText,
  STEP_CHECKS,
  STEP_NUMBERS,
  STEP_RULES,
  STEP_TITLES,
  type StepNumber,
} from '#shared/text/learner-text';
import { creaturesTappedText, manaCreaturesText } from '#shared/text/creature-payment-text';

// One vocabulary for every screen (the shared text module): re-exported for the stepper's callers.
export { STEP_NUMBERS, STEP_TITLES, type StepNumber };

/** pass / fail: the step decides legality and did; info: the step only records something; skipped: not computed. */
export type StepStatus = 'pass' | 'fail' | 'info' | 'skipped';

/** A step's mark as the stepper shows it (the badge, and the words a screen reader hears on the step list). */
export type StepMarks = Readonly<Record<StepStatus, string>>;

export const STEP_MARKS: StepMarks = { pass: '✓ passes', fail: '✗ fails', info: '• recorded', skipped: '– not computed' };

export interface Finding {
  readonly text: string;
  /** A mark for one line: a unit satisfied or not, a problem, a cost. */
  readonly mark?: 'yes' | 'no';
}

/** One step of a worked example, attack or block, as the stepper draws it. */
export interface StepBody {
  readonly title: string;
  /** The Comprehensive Rules the step applies (numbers of src-main/shared/text/rules.ts), main rule first. */
  readonly rules: readonly string[];
  /** What the step checks, in general. */
  readonly checks: string;
  /** What it found for this declaration. */
  readonly findings: readonly Finding[];
  readonly status: StepStatus;
}

export interface StepView extends StepBody {
  readonly n: StepNumber;
}

/** How ids read on screen (card names; the quiz's labels when it has them). */
export interface Names {
  creature(id: string): string;
  defender(id: string): string;
  declaration(d: Declaration): string;
  /** A permanent of the resources by name (step 7); ids when absent. */
  permanent?(id: string): string;
}

export const ID_NAMES: Names = {
  creature: (id) => id,
  defender: (id) => id,
  declaration: (d) => {
    const e = Object.entries(d.attacks);
    return e.length === 0 ? 'No attack' : e.map(([c, t]) => `${c} → ${t}`).join(', ');
  },
};

const CHECKS = STEP_CHECKS;

/** Why a creature cannot attack as declared (the shared text module's words). */
export function eligibilityText(p: EligibilityProblem, names: Names): string {
  return sharedEligibilityText(p, names);
}

/** "{3}{W}, 2 life, sacrifice 1 artifact" or "no cost". */
export function totalText(t: CostTotal): string {
  const text = costTotalText(t);
  return text === 'nothing' ? 'no cost' : text;
}

const view = (n: StepNumber, findings: Finding[], status: StepStatus): StepView => ({
  n,
  title: STEP_TITLES[n],
  rules: STEP_RULES[n],
  checks: CHECKS[n],
  findings,
  status,
});

function find<N extends ExplanationStep['step']>(ex: Explanation, n: N): Extract<ExplanationStep, { step: N }> | undefined {
  return ex.steps.find((s): s is Extract<ExplanationStep, { step: N }> => s.step === n);
}

function notComputed(n: StepNumber, why: string): StepView {
  return view(n, [{ text: why }], 'skipped');
}

function step1(s: Step1Eligibility, ex: Explanation, names: Names): StepView {
  const attackers = Object.keys(ex.declaration.attacks);
  const findings: Finding[] = s.problems.map((p) => ({ text: eligibilityText(p, names), mark: 'no' }));
  if (s.ok) {
    findings.push({
      text:
        attackers.length === 0
          ? 'No creature attacks, so there is nothing to check.'
          : `${attackers.map(names.creature).join(', ')} may attack where declared.`,
      mark: 'yes',
    });
  }
  return view(1, findings, s.ok ? 'pass' : 'fail');
}

function step2(s: Step2Restrictions, names: Names): StepView {
  const findings: Finding[] = [];
  if (s.costsPlanned.length === 0) findings.push({ text: 'Costs planned: none.' });
  else {
    findings.push({ text: `Costs planned (${s.costsPlanned.length}); the restrictions these costs lift do not count:` });
    for (const c of s.costsPlanned) findings.push({ text: costForText(c.source, c.creatureId, c.defenderId, names) });
  }
  for (const b of s.broken) findings.push({ text: `${b.source}: ${b.message}`, mark: 'no' });
  if (s.ok) findings.push({ text: 'No restriction is broken.', mark: 'yes' });
  return view(2, findings, s.ok ? 'pass' : 'fail');
}

function step3(s: Step3Requirements, names: Names): StepView {
  const findings: Finding[] = [];
  const satisfied = new Set(s.satisfied);
  const text = new Map(s.units.map((u) => [u.id, u.text]));
  if (s.units.length === 0) findings.push({ text: 'No requirement applies to this declaration.' });
  else {
    findings.push({
      text: `${requirementCountText(s.units.length, s.satisfied.length)}; the most any declaration that plans no cost this one doesn't can obey is ${s.best}:`,
    });
    for (const u of s.units) findings.push({ text: `${u.text} — ${u.source}'s requirement`, mark: satisfied.has(u.id) ? 'yes' : 'no' });
  }
  if (s.witness) {
    findings.push({ text: `A declaration that obeys more (${s.best}): ${names.declaration(s.witness)}.` });
    for (const g of s.witnessGains ?? []) findings.push({ text: `it also obeys: ${text.get(g) ?? g}`, mark: 'yes' });
    for (const l of s.witnessLosses ?? []) findings.push({ text: `it gives up: ${text.get(l) ?? l}`, mark: 'no' });
  }
  if (s.process) {
    // The reason itself is in the verdict line below; here only the tree's answer.
    findings.push({
      text: `Attack tree (requirements that switch on when something attacks): ${s.process.terminal ? 'the process ends at this declaration' : 'the process does not end at this declaration'}.`,
      mark: s.process.terminal ? 'yes' : 'no',
    });
    if (s.process.path && s.process.path.length > 0) {
      findings.push({ text: `The choices that lead there: ${s.process.path.map((d, i) => `step ${i + 1}: ${names.declaration(d)}`).join('; ')}.` });
    }
  }
  findings.push({ text: `Verdict: ${s.message}`, mark: s.ok ? 'yes' : 'no' });
  return view(3, findings, s.ok ? 'pass' : 'fail');
}

function step4(s: Step4Tap, names: Names): StepView {
  const findings = s.tapped.length === 0 ? [{ text: 'Nothing becomes tapped.' }] : [{ text: `Tapped: ${s.tapped.map(names.creature).join(', ')}.` }];
  return view(4, findings, 'info');
}

function step5(s: Step5Total): StepView {
  const findings: Finding[] = [{ text: `Total: ${totalText(s.total)} (${countText(s.total.instances, 'cost to attack', 'costs to attack')}).` }];
  return view(5, findings, 'info');
}

function step6(total: Step5Total | undefined, pay: Step7Payment | undefined): StepView {
  if (!total) return notComputed(6, 'Not reached: there is no total to pay.');
  const mana = total.total.mana;
  const findings: Finding[] = [{ text: mana === '' ? 'The total has no mana part: no mana ability is needed.' : `Mana part of the total: ${mana}.` }];
  if (mana !== '' && pay?.manaSources && pay.manaSources.length > 0) {
    findings.push({ text: `Mana sources used, one per symbol: ${pay.manaSources.map((i) => `source ${i + 1}`).join(', ')}.`, mark: 'yes' });
  }
  // Mana abilities are activated to pay the total (CR 508.1g) and the payment follows (508.1h): the
  // engine decides both at once, so an unpayable total fails this step too, as the summary says.
  if (pay !== undefined && !pay.ok) {
    findings.push({ text: 'The mana abilities cannot produce a payment for the total: this step fails with step 7.', mark: 'no' });
    return view(6, findings, 'fail');
  }
  return view(6, findings, 'info');
}

function step7(s: Step7Payment, names: Names): StepView {
  const findings: Finding[] = [{ text: s.ok ? `It can be paid: ${s.message}.` : `It cannot be paid: ${s.message}.`, mark: s.ok ? 'yes' : 'no' }];
  if (s.lifePaid !== undefined && s.lifePaid > 0) findings.push({ text: `Life paid: ${s.lifePaid}.` });
  if (s.permanentsUsed && s.permanentsUsed.length > 0)
    findings.push({ text: `Permanents used: ${s.permanentsUsed.map((id) => names.permanent?.(id) ?? id).join(', ')}.` });
  if (s.manaCreatures && s.manaCreatures.length > 0) findings.push({ text: `${manaCreaturesText(s.manaCreatures.map(names.creature))}.` });
  if (s.creaturesTapped && s.creaturesTapped.length > 0) findings.push({ text: `${creaturesTappedText(s.creaturesTapped.map(names.creature))}.` });
  return view(7, findings, s.ok ? 'pass' : 'fail');
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
    s3
      ? step3(s3, names)
      : notComputed(
          3,
          stop === 7
            ? "Not evaluated: its costs cannot be paid, so there are no declarations that plan no cost this one doesn't to compare it with."
            : stop
              ? earlier(stop)
              : 'Not computed.',
        ),
    s4 ? step4(s4, names) : notComputed(4, stop ? earlier(stop) : 'Not computed.'),
    s5 ? step5(s5) : notComputed(5, stop ? earlier(stop) : 'Not computed.'),
    step6(s5, s7),
    s7 ? step7(s7, names) : notComputed(7, stop ? earlier(stop) : 'Not computed.'),
  ];
}

/** Step navigation: clamp to 1..7. */
export function moveStep(current: StepNumber, delta: number): StepNumber {
  return Math.min(7, Math.max(1, current + delta)) as StepNumber;
}
