/** The text renderers are pure functions of the API types: tested on hand-built answers. */
import { describe, expect, it } from 'vitest';
import { parseBoard, type AttackTree, type Declaration, type Explanation, type TreeNode } from '#shared/engine/index';
import { explanationVerdict, renderExplanation } from '#main/cli/render-explanation';
import { formatCostTotal } from '#main/cli/render-common';
import { renderTree, TERMINAL_MARK } from '#main/cli/render-tree';
import { vectorBoard } from './run-cli.ts';

const noCost = { mana: '', life: 0, sacrifice: [], returnToHand: [], instances: 0 };
const goblinUnit = { id: 'e1:goblin', effectId: 'e1', source: 'Crazed Goblin', creatureId: 'goblin', text: 'Crazed Goblin attacks', guards: [] };

const cubAlone: Explanation = {
  declaration: { attacks: { cub: 'opp' } },
  legal: false,
  failedStep: 3,
  summary: 'Another declaration satisfies more requirements.',
  steps: [
    { step: 1, ok: true, problems: [] },
    { step: 2, ok: true, costsPlanned: [], broken: [] },
    {
      step: 3,
      ok: false,
      units: [goblinUnit],
      satisfied: [],
      best: 1,
      witness: { attacks: { goblin: 'opp' } },
      witnessGains: ['e1:goblin'],
      witnessLosses: [],
      message: 'it satisfies 0 of 1 requirement units; 1 is possible',
    },
    { step: 4, tapped: ['cub'] },
    { step: 5, total: noCost },
    { step: 7, ok: true, message: 'nothing to pay' },
  ],
};

const stepTitles = ['Step 1 — ', 'Step 2 — ', 'Step 3 — ', 'Step 4 — ', 'Step 5 — ', 'Steps 6–7 — '];

describe('renderExplanation', () => {
  it('starts with the verdict and shows the witness with the unit-by-unit difference', () => {
    const text = renderExplanation(cubAlone);
    const lines = text.split('\n');
    expect(lines[0]).toBe('ILLEGAL at step 3: it satisfies 0 of 1 requirement units; 1 is possible');
    expect(text).toContain('Declaration: {"attacks":{"cub":"opp"}}');
    expect(text).toContain('[ ] e1:goblin: Crazed Goblin attacks');
    expect(text).toContain('Obeyed: 0 of 1');
    expect(text).toContain('A better declaration (obeys 1): {"attacks":{"goblin":"opp"}}');
    expect(text).toMatch(/\+ e1:goblin: Crazed Goblin attacks {2}\(the better one obeys it/);
  });

  it('prints the summary only when it adds to the verdict', () => {
    expect(renderExplanation(cubAlone).split('\n')[1]).toBe('Another declaration satisfies more requirements.');
    const restated = { ...cubAlone, summary: 'Step 3 fails: it satisfies 0 of 1 requirement units; 1 is possible.' };
    expect(renderExplanation(restated).split('\n')[1]).toBe('Declaration: {"attacks":{"cub":"opp"}}');
  });

  it('keeps the article step order', () => {
    const text = renderExplanation(cubAlone);
    const at = stepTitles.map((t) => text.indexOf(t));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('names creatures when given the board', () => {
    const board = parseBoard(vectorBoard('cub-goblin'));
    if (!board.ok) throw new Error('vector board must parse');
    expect(renderExplanation(cubAlone, board.value)).toContain('Step 4 — Tap the attackers (CR 508.1f, 702.20): cub (Bear Cub)');
  });

  it('says LEGAL for a legal declaration', () => {
    const legal: Explanation = {
      ...cubAlone,
      declaration: { attacks: { goblin: 'opp' } },
      legal: true,
      failedStep: undefined,
      summary: 'Legal.',
      steps: cubAlone.steps.map((s) =>
        s.step === 3 ? { ...s, ok: true, satisfied: ['e1:goblin'], witness: undefined, witnessGains: undefined, message: '' } : s,
      ),
    };
    const text = renderExplanation(legal);
    expect(text.split('\n')[0]).toBe('LEGAL');
    expect(text).toContain('[x] e1:goblin');
    expect(text).not.toContain('Witness');
  });

  const verdicts: Record<string, [Explanation, string]> = {
    'step 1: the first eligibility problem': [
      {
        ...cubAlone,
        failedStep: 1,
        steps: [
          {
            step: 1,
            ok: false,
            problems: [
              { kind: 'tapped', creatureId: 'cub' },
              { kind: 'sick', creatureId: 'goblin' },
            ],
          },
        ],
      },
      'ILLEGAL at step 1: cub is tapped (and 1 more problem)',
    ],
    'step 2: the broken restriction': [
      {
        ...cubAlone,
        failedStep: 2,
        steps: [
          { step: 1, ok: true, problems: [] },
          {
            step: 2,
            ok: false,
            costsPlanned: [],
            broken: [
              { effectId: 'e2', source: 'Silent Arbiter', kind: 'maxAttackers', creatureIds: ['cub', 'goblin'], message: 'at most 1 creature can attack' },
            ],
          },
        ],
      },
      'ILLEGAL at step 2: Silent Arbiter: at most 1 creature can attack',
    ],
    'step 7: the payment message': [
      { ...cubAlone, failedStep: 7, steps: [{ step: 7, ok: false, message: 'needs {2} but only 1 mana source' }] },
      'ILLEGAL at step 7: needs {2} but only 1 mana source',
    ],
  };
  it.each(Object.entries(verdicts))('verdict at %s', (_name, [ex, verdict]) => {
    expect(explanationVerdict(ex)).toBe(verdict);
    expect(renderExplanation(ex).split('\n')[0]).toBe(verdict);
  });

  it('marks steps the engine did not compute', () => {
    const text = renderExplanation(verdicts['step 1: the first eligibility problem']![0]);
    expect(text).toContain('Step 3 — Check requirements (CR 508.1d): not evaluated (the declaration already fails at step 1)');
  });

  it('shows whether the declaration is a terminal of the tree, with the branch and the reason', () => {
    const branch: Declaration[] = [{ attacks: {} }, { attacks: { goblin: 'opp' } }];
    const ex: Explanation = {
      ...cubAlone,
      steps: cubAlone.steps.map((s) =>
        s.step === 3
          ? {
              ...s,
              process: {
                terminal: false,
                path: branch,
                reason: 'no branch of the process ends at it',
              },
            }
          : s,
      ),
    };
    const text = renderExplanation(ex);
    expect(text).toContain('the attack tree does NOT end at this declaration');
    expect(text).toContain('S2 = {"attacks":{"goblin":"opp"}}');
    expect(text).toContain('Why: no branch of the process ends at it');
  });

  it('lists costs planned and payment details', () => {
    const ex: Explanation = {
      declaration: { attacks: { goblin: 'alice' } },
      legal: true,
      summary: 'Legal.',
      steps: [
        { step: 1, ok: true, problems: [] },
        { step: 2, ok: true, costsPlanned: [{ effectId: 'e3', source: 'Propaganda', creatureId: 'goblin', defenderId: 'alice' }], broken: [] },
        { step: 3, ok: true, units: [], satisfied: [], best: 0, message: '' },
        { step: 4, tapped: ['goblin'] },
        { step: 5, total: { mana: '{2}', life: 2, sacrifice: [{ count: 1, filter: 'Land' }], returnToHand: [], instances: 2 } },
        { step: 7, ok: true, message: 'paid', manaSources: [0, 2], lifePaid: 2, permanentsUsed: ['isl1'] },
      ],
    };
    const text = renderExplanation(ex);
    expect(text).toContain('- Propaganda [e3] for goblin attacking alice');
    expect(text).toContain('Step 5 — Total the costs (CR 508.1h): {2}, 2 life, sacrifice 1 Land (2 costs to attack)');
    expect(text).toContain('Mana: symbol 1 from source #1, symbol 2 from source #3');
    expect(text).toContain('Permanents used: isl1');
  });
});

describe('formatCostTotal', () => {
  const table: [string, Parameters<typeof formatCostTotal>[0], string][] = [
    ['no cost', noCost, 'nothing (no cost to attack)'],
    ['War Tax with X = 0', { ...noCost, instances: 1 }, 'nothing to pay (1 cost to attack that asks for nothing)'],
    [
      'mana and return',
      { ...noCost, mana: '{1}{W/P}', returnToHand: [{ count: 2, filter: 'Island' }], instances: 3 },
      "{1}{W/P}, return 2 Island to its owner's hand (3 costs to attack)",
    ],
  ];
  it.each(table)('%s', (_name, total, text) => expect(formatCostTotal(total)).toBe(text));
});

const req0 = { conditionalsOn: [], units: 0 };
const req1 = { conditionalsOn: ['e1'], units: 1 };
const node = (n: Partial<TreeNode> & Pick<TreeNode, 'id' | 'step'>): TreeNode => ({
  count: '1',
  sample: [],
  constraints: [],
  next: req0,
  terminal: false,
  children: [],
  ...n,
});

/** Viashino Bey alone: S0 = no attack; S1 = no attack (terminal) or Bey, which then must attack. */
const beyTree: AttackTree = {
  nodeCount: 4,
  truncated: false,
  plans: [
    {
      plan: [],
      legal: [{ attacks: {} }, { attacks: { bey: 'opp' } }],
      root: node({
        id: 'n0',
        step: 0,
        sample: [{ attacks: {} }],
        children: [
          node({ id: 'n1', step: 1, sample: [{ attacks: {} }], maximized: req0, max: 0, constraints: [{ requirements: req0, atLeast: 0 }], terminal: true }),
          node({
            id: 'n2',
            step: 1,
            sample: [{ attacks: { bey: 'opp' } }],
            maximized: req0,
            max: 0,
            next: req1,
            children: [
              node({
                id: 'n3',
                step: 2,
                sample: [{ attacks: { bey: 'opp' } }],
                maximized: req1,
                max: 1,
                constraints: [
                  { requirements: req0, atLeast: 0 },
                  { requirements: req1, atLeast: 1 },
                ],
                next: req1,
                terminal: true,
              }),
            ],
          }),
        ],
      }),
    },
  ],
};

describe('renderTree', () => {
  it('outlines the plan and nodes, indented by depth, and marks terminals with the legal ones', () => {
    const text = renderTree(beyTree);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Attack tree: 1 cost plan, 4 nodes');
    expect(text).toContain('Plan 1 of 1: no costs planned');
    expect(lines).toContain('  [n0] step 0: S0 = {"attacks":{}} (no attack)');
    expect(lines).toContain('    [n1] step 1: {"attacks":{}}');
    expect(lines).toContain('      [n3] step 2: {"attacks":{"bey":"opp"}}');
    expect(lines).toContain("        maximized 1 requirement [e1's requirement is on]: max 1");
    expect(lines).toContain(
      "        constraints: at least 0 of 0 requirements [no conditional requirement is on]; at least 1 of 1 requirement [e1's requirement is on]",
    );
    expect(lines.filter((l) => l.includes(TERMINAL_MARK))).toEqual([
      `      ${TERMINAL_MARK} — legal: {"attacks":{}}`,
      `        ${TERMINAL_MARK} — legal: {"attacks":{"bey":"opp"}}`,
    ]);
    expect(text).toContain('Legal declarations from this plan (2):');
    expect(text).not.toContain('TRUNCATED');
  });

  it('shows grouped choices with their count and the samples not shown', () => {
    const grouped: AttackTree = {
      ...beyTree,
      plans: [
        {
          ...beyTree.plans[0]!,
          root: node({ id: 'n0', step: 1, count: '12', sample: [{ attacks: { a: 'opp' } }, { attacks: { b: 'opp' } }], maximized: req0, max: 0 }),
        },
      ],
    };
    expect(renderTree(grouped)).toContain('[n0] step 1: 12 declarations, e.g. {"attacks":{"a":"opp"}}, {"attacks":{"b":"opp"}} (+10 more not shown)');
  });

  it('says so when a terminal is not legal under its plan', () => {
    const costly: AttackTree = {
      ...beyTree,
      plans: [
        {
          plan: [{ effectId: 'e2', source: 'Propaganda', creatureId: 'bey', defenderId: 'opp' }],
          legal: [],
          root: node({ id: 'n0', step: 0, sample: [{ attacks: {} }], children: [node({ id: 'n1', step: 1, sample: [{ attacks: {} }], terminal: true })] }),
        },
      ],
    };
    const text = renderTree(costly);
    expect(text).toContain('Plan 1 of 1: pay 1 cost to attack');
    expect(text).toContain('- Propaganda [e2] for bey attacking opp');
    expect(text).toContain(`${TERMINAL_MARK} — not legal under this plan`);
    expect(text).toContain('Legal declarations from this plan: none');
  });

  it('states truncation at the top and the bottom', () => {
    const text = renderTree({ ...beyTree, truncated: true, truncation: 'only the first 1 of 3 plans' });
    const lines = text.trimEnd().split('\n');
    expect(lines[1]).toBe('TRUNCATED: only the first 1 of 3 plans');
    expect(lines[lines.length - 1]).toMatch(/incomplete/);
  });
});
