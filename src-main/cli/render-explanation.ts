/**
 * An Explanation as readable text, in the article's step order (choose attackers, restrictions,
 * requirements, tap, total cost, mana and payment). The first line is the verdict. Pure: no node
 * imports, so the renderer UI can reuse it.
 */
import type {
  Board,
  Explanation,
  ExplanationStep,
  RequirementUnit,
  Step1Eligibility,
  Step2Restrictions,
  Step3Requirements,
  Step4Tap,
  Step5Total,
  Step7Payment,
} from '#shared/engine/index';
import { formatCostInstance, formatCostTotal, formatDeclaration, formatEligibilityProblem, namesFrom, plural, type Names } from './render-common.ts';
import { STEP_TITLES, stepCitation, type StepNumber, pluralWord } from '#shared/text/learner-text';
import { creaturesTappedText, manaCreaturesText } from '#shared/text/creature-payment-text';

const INDENT = '  ';

/** "Step 3 — Check requirements (CR 508.1d)": the app's step titles, with the rules each applies. */
const title = (n: StepNumber): string => `Step ${n} — ${STEP_TITLES[n]} (${stepCitation(n)})`;
const PAY_TITLE = `Steps 6–7 — ${STEP_TITLES[6]} and ${STEP_TITLES[7].toLowerCase()} (CR 508.1i, 508.1j, 118.3)`;

/** `LEGAL`, or `ILLEGAL at step N: reason` with the reason taken from the failing step. */
export function explanationVerdict(ex: Explanation, board?: Board): string {
  if (ex.legal) return 'LEGAL';
  const names = namesFrom(board);
  const step = ex.failedStep;
  if (step === undefined) return `ILLEGAL: ${ex.summary}`;
  return `ILLEGAL at step ${step}: ${failureReason(ex, step, names) ?? ex.summary}`;
}

function failureReason(ex: Explanation, failed: 1 | 2 | 3 | 7, names: Names): string | undefined {
  const step = ex.steps.find((s) => s.step === failed);
  if (step === undefined) return undefined;
  switch (step.step) {
    case 1: {
      const [first, ...rest] = step.problems;
      if (first === undefined) return undefined;
      return formatEligibilityProblem(first, names) + (rest.length > 0 ? ` (and ${plural(rest.length, 'more problem')})` : '');
    }
    case 2: {
      const [first, ...rest] = step.broken;
      if (first === undefined) return undefined;
      return `${first.source}: ${first.message}` + (rest.length > 0 ? ` (and ${plural(rest.length, 'more broken restriction')})` : '');
    }
    case 3:
    case 7:
      return step.message;
    default:
      return undefined;
  }
}

export function renderExplanation(ex: Explanation, board?: Board): string {
  const names = namesFrom(board);
  const verdict = explanationVerdict(ex, board);
  const lines: string[] = [verdict];
  // The summary often restates the failing step's reason; print it only when it adds something.
  const reason = ex.failedStep === undefined ? undefined : failureReason(ex, ex.failedStep, names);
  const core = (t: string) => t.trim().replace(/[.]$/, '');
  const repeats = ex.summary.trim() === '' || verdict.includes(core(ex.summary)) || (reason !== undefined && ex.summary.includes(core(reason)));
  if (!repeats) lines.push(ex.summary);
  lines.push(`Declaration: ${formatDeclaration(ex.declaration)}`);
  const byStep = new Map<number, ExplanationStep>(ex.steps.map((s) => [s.step, s]));
  const failed = ex.failedStep;
  const notComputed = (title: string) => `${title}: not evaluated${failed === undefined ? '' : ` (the declaration already fails at step ${failed})`}`;

  const s1 = byStep.get(1) as Step1Eligibility | undefined;
  lines.push('', ...(s1 ? renderStep1(s1, names) : [notComputed(title(1))]));
  const s2 = byStep.get(2) as Step2Restrictions | undefined;
  lines.push('', ...(s2 ? renderStep2(s2, names) : [notComputed(title(2))]));
  const s3 = byStep.get(3) as Step3Requirements | undefined;
  lines.push('', ...(s3 ? renderStep3(s3) : [notComputed(title(3))]));
  const s4 = byStep.get(4) as Step4Tap | undefined;
  lines.push('', ...(s4 ? renderStep4(s4, names) : [notComputed(title(4))]));
  const s5 = byStep.get(5) as Step5Total | undefined;
  lines.push('', ...(s5 ? [`${title(5)}: ${formatCostTotal(s5.total)}`] : [notComputed(title(5))]));
  const s7 = byStep.get(7) as Step7Payment | undefined;
  lines.push('', ...(s7 ? renderStep7(s7, names) : [notComputed(PAY_TITLE)]));
  if (failed !== undefined && !ex.legal) {
    lines.push('', `Verdict: illegal; the first step that fails is step ${failed}${failed === 7 ? ' (paying the costs)' : ''}.`);
  } else if (ex.legal) {
    lines.push('', 'Verdict: legal; every step succeeds.');
  }
  return `${lines.join('\n')}\n`;
}

function status(ok: boolean): string {
  return ok ? 'ok' : 'FAILS';
}

function renderStep1(s: Step1Eligibility, names: Names): string[] {
  const lines = [`${title(1)}: ${status(s.ok)}`];
  if (s.problems.length === 0) lines.push(`${INDENT}Every attacking creature is eligible and attacks an attackable defender.`);
  for (const p of s.problems) lines.push(`${INDENT}- ${formatEligibilityProblem(p, names)}`);
  return lines;
}

function renderStep2(s: Step2Restrictions, names: Names): string[] {
  const lines = [`${title(2)}: ${status(s.ok)}`];
  if (s.costsPlanned.length === 0) {
    lines.push(`${INDENT}Costs planned: none`);
  } else {
    lines.push(`${INDENT}Costs planned (their restrictions are ignored, since these costs will be paid):`);
    for (const c of s.costsPlanned) lines.push(`${INDENT}${INDENT}- ${formatCostInstance(c, names)}`);
  }
  if (s.broken.length === 0) {
    lines.push(`${INDENT}No restriction is broken.`);
  } else {
    lines.push(`${INDENT}Broken restrictions:`);
    for (const b of s.broken) {
      const who = b.creatureIds.map((id) => names.creature(id)).join(', ');
      lines.push(`${INDENT}${INDENT}- ${b.source} [${b.effectId}, ${b.kind}]${who ? ` by ${who}` : ''}: ${b.message}`);
    }
  }
  return lines;
}

function unitLine(u: RequirementUnit, mark: string): string {
  const guard = u.guards.length > 0 ? ` (exists because ${u.guards.join(', ')} ${pluralWord(u.guards.length, 'is', 'are')} on)` : '';
  return `${mark} ${u.id}: ${u.text}${guard}`;
}

function renderStep3(s: Step3Requirements): string[] {
  const lines = [`${title(3)}: ${status(s.ok)}`];
  const satisfied = new Set(s.satisfied);
  const byId = new Map(s.units.map((u) => [u.id, u]));
  const describe = (id: string) => {
    const u = byId.get(id);
    return u ? `${u.id}: ${u.text}` : id;
  };
  if (s.units.length === 0) {
    lines.push(`${INDENT}Requirements for this declaration: none`);
  } else {
    lines.push(`${INDENT}Requirements for this declaration (${s.units.length}; [x] = obeyed):`);
    for (const u of s.units) lines.push(`${INDENT}${INDENT}${unitLine(u, satisfied.has(u.id) ? '[x]' : '[ ]')}`);
  }
  lines.push(
    `${INDENT}Obeyed: ${s.satisfied.length} of ${s.units.length}; ` +
      `the most any declaration obeys that breaks no restriction, can be paid and plans no cost this one doesn't: ${s.best}`,
  );
  if (s.witness !== undefined) {
    lines.push(`${INDENT}A better declaration (obeys ${s.best}): ${formatDeclaration(s.witness)}`);
    for (const id of s.witnessGains ?? []) lines.push(`${INDENT}${INDENT}+ ${describe(id)}  (the better one obeys it, this declaration does not)`);
    for (const id of s.witnessLosses ?? []) lines.push(`${INDENT}${INDENT}- ${describe(id)}  (this declaration obeys it, the better one does not)`);
  }
  if (s.process !== undefined) {
    const p = s.process;
    lines.push(
      `${INDENT}Conditional requirements: ${p.terminal ? 'the attack tree ENDS at this declaration' : 'the attack tree does NOT end at this declaration'}`,
    );
    if (p.path !== undefined && p.path.length > 0) {
      lines.push(`${INDENT}${INDENT}Branch that ends at it:`);
      p.path.forEach((d, i) => lines.push(`${INDENT}${INDENT}${INDENT}S${i + 1} = ${formatDeclaration(d)}`));
    }
    if (!s.message.includes(p.reason)) lines.push(`${INDENT}${INDENT}Why: ${p.reason}`);
  }
  if (s.message !== '') lines.push(`${INDENT}${s.message}`);
  return lines;
}

function renderStep4(s: Step4Tap, names: Names): string[] {
  if (s.tapped.length === 0) return [`${title(4)}: nothing to tap (no creature attacks)`];
  // The engine leaves attackers with vigilance out (CR 702.20): they stay untapped.
  return [`${title(4)}: ${s.tapped.map((id) => names.creature(id)).join(', ')}`];
}

function renderStep7(s: Step7Payment, names: Names): string[] {
  const lines = [`${PAY_TITLE}: ${status(s.ok)}`];
  if (s.message !== '') lines.push(`${INDENT}${s.message}`);
  if (s.manaSources !== undefined && s.manaSources.length > 0) {
    lines.push(`${INDENT}Mana: ${s.manaSources.map((src, i) => `symbol ${i + 1} from source #${src + 1}`).join(', ')}`);
  }
  if (s.lifePaid !== undefined && s.lifePaid > 0) lines.push(`${INDENT}Life paid: ${s.lifePaid}`);
  if (s.permanentsUsed !== undefined && s.permanentsUsed.length > 0) {
    lines.push(`${INDENT}Permanents used: ${s.permanentsUsed.map((id) => names.permanent(id)).join(', ')}`);
  }
  if (s.manaCreatures !== undefined && s.manaCreatures.length > 0) lines.push(`${INDENT}${manaCreaturesText(s.manaCreatures.map((id) => names.creature(id)))}`);
  if (s.creaturesTapped !== undefined && s.creaturesTapped.length > 0)
    lines.push(`${INDENT}${creaturesTappedText(s.creaturesTapped.map((id) => names.creature(id)))}`);
  return lines;
}
