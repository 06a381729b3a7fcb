/**
 * The interest filter (docs/puzzles.md): a candidate is kept only when its answer is not trivial, when the
 * theme's lesson decides it (reading the board without that lesson gives another answer), and when a
 * tempting declaration fails for the reason the theme teaches.
 */
import type { BoardDraft, DraftEffect, JsonObject, JsonValue } from '#shared/cards/preset-model';
import { RESTRICTION_KINDS } from '#shared/engine/board-format';
import type { Board } from '#shared/engine/index';
import type { Analysis, LegalPart, Tempting } from './analyze.ts';
import { hasGoadUnit } from './goad-units.ts';
import type { Theme } from './puzzle-kinds.ts';

const RESTRICTIONS: ReadonlySet<string> = new Set(RESTRICTION_KINDS);
const REQUIREMENTS: ReadonlySet<string> = new Set(['mustAttack', 'atLeastOneAttacks', 'goad', 'conditional']);

function withoutEffects(draft: BoardDraft, drop: (e: DraftEffect) => boolean): BoardDraft {
  return { ...draft, effects: draft.effects.filter((e) => !drop(e)) };
}

/** Every defender selector with some of its fields taken out (a reader who ignores who or what is attacked). */
function stripDefenderFields(draft: BoardDraft, fields: readonly string[]): BoardDraft {
  const strip = (v: JsonValue): JsonValue => {
    if (Array.isArray(v)) return (v as readonly JsonValue[]).map(strip);
    if (typeof v !== 'object' || v === null) return v;
    const out: Record<string, JsonValue> = {};
    for (const [k, x] of Object.entries(v as JsonObject)) {
      if (k === 'defenders' && typeof x === 'object' && x !== null && !Array.isArray(x)) {
        out[k] = Object.fromEntries(Object.entries(x as JsonObject).filter(([f]) => !fields.includes(f)));
      } else out[k] = strip(x);
    }
    return out;
  };
  return { ...draft, effects: draft.effects.map((e) => strip(e) as DraftEffect) };
}

/**
 * The board as a learner who has not learned the theme reads it: restrictions ignored, requirements
 * ignored, costs free, summoning sickness forgotten, a planeswalker treated like its player… If the
 * answer on this board is the same, the puzzle can be solved for the wrong reason.
 */
export function naiveBoard(draft: BoardDraft, theme: Theme): BoardDraft {
  switch (theme) {
    case 'restrictions':
      return withoutEffects(draft, (e) => RESTRICTIONS.has(e.kind));
    case 'requirements':
    case 'maximizing':
      return withoutEffects(draft, (e) => REQUIREMENTS.has(e.kind));
    case 'conditional':
      return withoutEffects(draft, (e) => e.kind === 'conditional');
    case 'goad':
      return withoutEffects(draft, (e) => e.kind === 'goad');
    case 'costs':
      return withoutEffects(draft, (e) => e.kind === 'attackCost');
    case 'payment': {
      const { resources: _r, ...rest } = draft;
      return rest;
    }
    case 'summoning-sickness':
      return { ...draft, creatures: draft.creatures.map((c) => ({ ...c, sick: false })) };
    case 'multiplayer': {
      // With the option every opponent is a defending player (CR 802.2): no chosen one remains.
      const { defendingPlayer: _chosen, ...rest } = stripDefenderFields(draft, ['players', 'notPlayers']);
      return { ...rest, attackMultiplePlayers: true };
    }
    case 'planeswalkers-battles':
      return stripDefenderFields(draft, ['kinds']);
  }
}

/** Does this failure show what the theme teaches? */
function teaches(theme: Theme, board: Board, t: Tempting): boolean {
  const step3 = t.explanation.steps.find((s) => s.step === 3);
  const step1 = t.explanation.steps.find((s) => s.step === 1);
  switch (theme) {
    case 'restrictions':
      return t.failedStep === 2;
    case 'requirements':
    case 'maximizing':
      return t.failedStep === 3;
    case 'conditional':
      return t.failedStep === 3 && step3?.step === 3 && step3.process !== undefined;
    case 'goad':
      return t.failedStep === 3 && step3?.step === 3 && hasGoadUnit(board, step3.units);
    case 'costs':
      return (t.failedStep === 3 || t.failedStep === 7) && board.effects.some((e) => e.kind === 'attackCost');
    case 'payment':
      return t.failedStep === 7;
    case 'summoning-sickness':
      return (
        (t.failedStep === 1 && step1?.step === 1 && step1.problems.some((p) => p.kind === 'sick')) ||
        (t.failedStep === 3 && board.creatures.some((c) => c.sick))
      );
    case 'multiplayer':
      return (
        board.players.length >= 3 &&
        (t.failedStep !== 1 || (step1?.step === 1 && step1.problems.some((p) => p.kind === 'multiple-players' || p.kind === 'not-defending-player')))
      );
    case 'planeswalkers-battles':
      return Object.values(t.declaration.attacks).some((id) => board.defenders.find((d) => d.id === id)?.kind !== 'player');
  }
}

/** The tempting declaration the puzzle is built around: the first that fails for the theme's reason, deepest step first. */
export function teachingFailure(theme: Theme, board: Board, analysis: Analysis): Tempting | undefined {
  const order = [3, 7, 2, 1];
  const candidates = analysis.tempting.filter((t) => teaches(theme, board, t));
  return candidates.sort((a, b) => order.indexOf(a.failedStep) - order.indexOf(b.failedStep))[0];
}

export type Triviality = 'trivial-all-legal' | 'trivial-no-attack' | undefined;

export function triviality(analysis: LegalPart): Triviality {
  if (analysis.legal.length >= analysis.omega) return 'trivial-all-legal';
  if (analysis.legal.length === 1 && Object.keys(analysis.legal[0]!.attacks).length === 0) return 'trivial-no-attack';
  return undefined;
}
