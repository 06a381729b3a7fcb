/**
 * What the engine says about a candidate board: the legal set, the near-miss declarations a learner
 * is tempted by (one creature added, dropped or sent elsewhere from a legal attack, "everything
 * attacks", "nothing attacks") with the step at which each fails, and the attack tree's shape.
 */
import {
  buildAttackTree,
  declarationKey,
  explainDeclaration,
  legalSet,
  makeDeclaration,
  type Board,
  type Declaration,
  type EngineBudget,
  type Explanation,
  type TreeNode,
} from '#shared/engine/index';

/**
 * Per-call engine budget. The state limit decides "too large", so the verdict is the same on every
 * machine and the generator stays deterministic; a wall-clock limit would reject different candidates
 * on a busy machine (the 2,000-seed check caught that). The time limit is only a safety net.
 */
export const ANALYSIS_BUDGET: EngineBudget = { timeLimitMs: 30_000, maxStates: 200_000 };
/** Legal sets larger than this are not listed (the candidate is rejected: no question reads well). */
export const MAX_LEGAL = 64;
const MAX_TEMPTING = 24;

export interface Tempting {
  readonly declaration: Declaration;
  readonly explanation: Explanation;
  readonly failedStep: 1 | 2 | 3 | 7;
}

export interface TreeShape {
  readonly costPlans: number;
  /** Deepest step of the process reached (1 = one maximization settles it). */
  readonly depth: number;
  /** Nodes where more than one choice leads on: the tree branches. */
  readonly ties: number;
}

export interface Analysis {
  readonly legal: readonly Declaration[];
  /** Every declaration before restrictions (spec §3's Ω), respecting attackMultiplePlayers. */
  readonly omega: number;
  readonly tempting: readonly Tempting[];
  readonly tree: TreeShape;
}

export type AnalysisFailure = 'too-large';

export function attackable(board: Board): string[] {
  const opponents = new Set(board.players.filter((p) => p !== board.activePlayer));
  return board.defenders.filter((d) => opponents.has(d.player)).map((d) => d.id);
}

export function eligible(board: Board): string[] {
  return board.creatures.filter((c) => c.controller === board.activePlayer && !c.tapped && !c.sick).map((c) => c.id);
}

export function omegaSize(board: Board): number {
  const n = eligible(board).length;
  const targets = attackable(board);
  if (board.attackMultiplePlayers) return (targets.length + 1) ** n;
  // CR 506.2a: only the defending player chosen at the beginning of combat can be attacked.
  const chosen = board.defendingPlayer;
  if (chosen !== undefined) return (targets.filter((id) => board.defenders.find((d) => d.id === id)!.player === chosen).length + 1) ** n;
  const byPlayer = new Map<string, number>();
  for (const id of targets) {
    const p = board.defenders.find((d) => d.id === id)!.player;
    byPlayer.set(p, (byPlayer.get(p) ?? 0) + 1);
  }
  return 1 + [...byPlayer.values()].reduce((sum, k) => sum + (k + 1) ** n - 1, 0);
}

/** Declarations one edit away from a legal one, plus the all-out and empty attacks. */
function nearMisses(board: Board, legal: readonly Declaration[]): Declaration[] {
  const targets = attackable(board);
  // Sick creatures are where summoning-sickness puzzles tempt; tapped ones tempt no one.
  const creatures = board.creatures.filter((c) => c.controller === board.activePlayer && !c.tapped).map((c) => c.id);
  const out: Declaration[] = [makeDeclaration([])];
  out.push(makeDeclaration(creatures.map((c) => [c, targets[0]!] as const)));
  out.push(makeDeclaration(eligible(board).map((c, i) => [c, targets[i % targets.length]!] as const)));
  for (const d of legal.slice(0, 8)) {
    const pairs = Object.entries(d.attacks);
    for (const c of creatures) {
      if (d.attacks[c] !== undefined) continue;
      for (const t of targets) out.push(makeDeclaration([...pairs, [c, t]]));
    }
    for (const [c, t] of pairs) {
      out.push(makeDeclaration(pairs.filter(([x]) => x !== c)));
      for (const t2 of targets) if (t2 !== t) out.push(makeDeclaration(pairs.map(([x, y]) => (x === c ? [x, t2] : [x, y]) as [string, string])));
    }
  }
  return out;
}

function treeShape(board: Board): TreeShape | undefined {
  const tree = buildAttackTree(board, { maxPlans: 32, maxNodes: 300, budget: ANALYSIS_BUDGET });
  if (!tree.ok) return undefined;
  let depth = 0;
  let ties = 0;
  const visit = (n: TreeNode): void => {
    depth = Math.max(depth, n.step);
    if (n.children.length > 1) ties++;
    n.children.forEach(visit);
  };
  for (const p of tree.value.plans) visit(p.root);
  return { costPlans: tree.value.plans.length, depth, ties };
}

export type LegalPart = Pick<Analysis, 'legal' | 'omega'>;

/** The legal set and Ω alone: enough to reject a trivial board before any near-miss is explained. */
export function analyzeLegal(board: Board): LegalPart | AnalysisFailure {
  const set = legalSet(board, { limit: MAX_LEGAL, budget: ANALYSIS_BUDGET });
  if (!set.ok || !set.value.complete) return 'too-large';
  return { legal: set.value.legal, omega: omegaSize(board) };
}

/** The near-misses and the tree, for a board whose legal set analyzeLegal gave. */
export function analyzeTempting(board: Board, part: LegalPart): Analysis | AnalysisFailure {
  const { legal } = part;
  const legalKeys = new Set(legal.map(declarationKey));
  const seen = new Set<string>();
  const tempting: Tempting[] = [];
  for (const d of nearMisses(board, legal)) {
    const key = declarationKey(d);
    if (seen.has(key) || legalKeys.has(key)) continue;
    seen.add(key);
    const explained = explainDeclaration(board, d, ANALYSIS_BUDGET);
    if (!explained.ok) return 'too-large';
    const e = explained.value;
    if (e.failedStep !== undefined) tempting.push({ declaration: d, explanation: e, failedStep: e.failedStep });
    if (tempting.length >= MAX_TEMPTING) break;
  }
  const tree = treeShape(board);
  if (tree === undefined) return 'too-large';
  return { ...part, tempting, tree };
}

export function analyze(board: Board): Analysis | AnalysisFailure {
  const part = analyzeLegal(board);
  return part === 'too-large' ? part : analyzeTempting(board, part);
}
