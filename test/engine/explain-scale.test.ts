/**
 * Every call here runs on the CPU clock, as in the engine's worker: its time limit then protects the
 * same way on a loaded machine (CI runs test files in parallel) as on a quiet one.
 *
 * Explanations and the tree on the conditional stress families (test/support/families.ts): they
 * answer where the count answers, their verdict is the legal set's, and a call stops at its time limit.
 * The verdicts themselves are checked against the brute-force oracle on small boards (properties.test.ts);
 * here the boards are too large for the oracle, so the legal set (property-tested the same way) is the
 * reference.
 */
import { describe, expect, test } from 'vitest';
import { buildAttackTree, explainDeclaration, legalSet, parseBoard, type Board, type Declaration } from '#shared/engine/index';
import { declarationKey } from '#shared/engine/declaration';
import { TREE_ENDS_UNSHOWN_TEXT, TREE_NEVER_UNSHOWN_TEXT } from '#shared/text/learner-text';
import { cpuClock } from '#main/cli/engine-budget';
import { conditionalBoard, type Shape } from '../support/families.ts';

function board(shape: Shape, k: number, n: number): Board {
  const parsed = parseBoard(conditionalBoard(shape, k, { creatures: n, max: 4 }));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}

function legalKeys(b: Board): { keys: Set<string>; legal: readonly Declaration[] } {
  const listed = legalSet(b, { limit: 100_000, budget: { clock: cpuClock } });
  if (!listed.ok || !listed.value.complete) throw new Error('the legal set should be listed whole');
  return { keys: new Set(listed.value.legal.map(declarationKey)), legal: listed.value.legal };
}

/** Legal declarations spread over the set, and illegal neighbours of them (one attacker more or fewer). */
function sample(b: Board, legal: readonly Declaration[], count: number): Declaration[] {
  const picked = Array.from({ length: count }, (_, i) => legal[Math.floor((i * legal.length) / count)]!);
  const ids = b.creatures.map((c) => c.id);
  const neighbours = picked.flatMap((d) => {
    const attackers = Object.keys(d.attacks);
    const idle = ids.find((id) => !(id in d.attacks));
    return [
      { attacks: Object.fromEntries(attackers.slice(1).map((id) => [id, d.attacks[id]!])) },
      ...(idle === undefined ? [] : [{ attacks: { ...d.attacks, [idle]: 'opp1' } }]),
    ];
  });
  return [...picked, ...neighbours, { attacks: {} }, { attacks: { c1: 'opp1' } }];
}

function processReason(d: Declaration, b: Board): { legal: boolean; reason: string | undefined } {
  const explained = explainDeclaration(b, d, { clock: cpuClock });
  if (!explained.ok) throw new Error(`${declarationKey(d)}: ${explained.error.message}`);
  const step3 = explained.value.steps.find((s) => s.step === 3);
  return { legal: explained.value.legal, reason: step3 && 'process' in step3 ? step3.process?.reason : undefined };
}

describe("explanations answer on the conditional families, with the legal set's verdict", () => {
  test.each([
    { shape: 'ring', k: 12, n: 24, count: 8 },
    { shape: 'chain', k: 12, n: 24, count: 8 },
    { shape: 'star', k: 12, n: 24, count: 8 },
    { shape: 'ring', k: 16, n: 24, count: 2 },
  ] as const)('$shape of $k on $n creatures', ({ shape, k, n, count }) => {
    const b = board(shape, k, n);
    const { keys, legal } = legalKeys(b);
    for (const d of sample(b, legal, count)) {
      const { legal: verdict, reason } = processReason(d, b);
      expect(verdict, declarationKey(d)).toBe(keys.has(declarationKey(d)));
      // These are small enough that every explanation shows its branch.
      expect(reason).not.toBe(TREE_ENDS_UNSHOWN_TEXT);
      expect(reason).not.toBe(TREE_NEVER_UNSHOWN_TEXT);
    }
  });

  test('past the work an explanation may do, the verdict stands and the branch is said to be too long', () => {
    // The star of 24: a lone first attacker is beaten in every branch, which are too many to walk.
    const b = board('star', 24, 24);
    const { legal, reason } = processReason({ attacks: { c1: 'opp1' } }, b);
    expect(legal).toBe(false);
    expect(reason).toBe(TREE_NEVER_UNSHOWN_TEXT);
  });
});

describe('the tree draws the start of a process too large to walk whole', () => {
  test('the ring of 20 conditionals on 24 creatures: a tree cut at its node limit, not "too large"', () => {
    const tree = buildAttackTree(board('ring', 20, 24), { maxNodes: 300, budget: { clock: cpuClock } });
    expect(tree.ok).toBe(true);
    if (!tree.ok) return;
    expect(tree.value.truncated).toBe(true);
    expect(tree.value.nodeCount).toBe(300);
    // The first step's groups are real choices: each stands for at least one declaration.
    for (const group of tree.value.plans[0]!.root.children) expect(BigInt(group.count)).toBeGreaterThan(0n);
  });
});

describe('explanations and the tree stop at their time limit (CPU clock)', () => {
  // The star of 24: the pool and the verdict take about 0.2 s, the walk shown to the learner seconds.
  // Before the walks reported to the budget, explaining on the ring of 24 ran 20 s past a 10 s limit.
  test.each([
    {
      what: 'explaining a declaration',
      run: (b: Board, limit: number) => explainDeclaration(b, { attacks: { c1: 'opp1' } }, { timeLimitMs: limit, clock: cpuClock }),
    },
    { what: 'the tree', run: (b: Board, limit: number) => buildAttackTree(b, { budget: { timeLimitMs: limit, clock: cpuClock } }) },
  ])('$what on the star of 24 with a 700 ms limit', ({ run }) => {
    const b = board('star', 24, 24);
    const before = cpuClock();
    const result = run(b, 700);
    const used = cpuClock() - before;
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('too-large');
    // Generous (the limit is 700 ms): what it guards against is a walk that never reads the clock.
    expect(used).toBeLessThan(2_000);
  });
});
