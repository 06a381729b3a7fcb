import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { explainDeclaration, parseBoard, type Explanation } from '#shared/engine/index';
import { legalityVerdictText } from '#shared/text/learner-text';
import { ID_NAMES, eligibilityText, moveStep, stepViews, totalText, type StepStatus } from '../../src-renderer/lib/tree/stepper-model.ts';

interface Vector {
  readonly name: string;
  readonly board: unknown;
}
const vectors = JSON.parse(readFileSync(new URL('../fixtures/spec/vectors/article.json', import.meta.url), 'utf8')) as Vector[];

function explain(name: string, attacks: Record<string, string>): Explanation {
  const v = vectors.find((x) => x.name === name);
  if (!v) throw new Error(`no vector ${name}`);
  const board = parseBoard(v.board);
  if (!board.ok) throw new Error(`bad board ${name}`);
  const r = explainDeclaration(board.value, { attacks });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const statuses = (ex: Explanation): StepStatus[] => stepViews(ex).map((s) => s.status);

describe('stepViews from the engine', () => {
  const cases: { name: string; vector: string; attacks: Record<string, string>; statuses: StepStatus[]; contains: [number, string][] }[] = [
    {
      name: 'legal attack: every deciding step passes',
      vector: 'example-crawlspace-avatar',
      attacks: { goblin: 'opp', avatar: 'opp' },
      statuses: ['pass', 'pass', 'pass', 'info', 'info', 'info', 'pass'],
      contains: [
        [1, 'may attack where declared'],
        [2, 'Costs planned: none.'],
        [4, 'Tapped: avatar, goblin.'],
        [5, 'Total: no cost (0 costs to attack)'],
        [6, 'no mana part'],
      ],
    },
    {
      name: 'too many attackers: step 2 fails with the restriction',
      vector: 'example-crawlspace-avatar',
      attacks: { goblin: 'opp', avatar: 'opp', cub: 'opp' },
      statuses: ['pass', 'fail', 'skipped', 'info', 'info', 'info', 'pass'],
      contains: [
        [2, 'Crawlspace: Crawlspace allows at most 2'],
        [3, 'already fails at step 2'],
      ],
    },
    {
      name: 'a requirement left unsatisfied: step 3 fails with a witness',
      vector: 'example-crawlspace-avatar',
      attacks: { cub: 'opp', avatar: 'opp' },
      statuses: ['pass', 'pass', 'fail', 'info', 'info', 'info', 'pass'],
      contains: [
        [3, 'A declaration that obeys more (3):'],
        [3, 'it also obeys:'],
        [3, 'it gives up:'],
      ],
    },
    {
      name: 'an ineligible creature: step 1 fails',
      vector: 'example-crawlspace-avatar',
      attacks: { wall: 'you' },
      statuses: ['fail', 'skipped', 'skipped', 'skipped', 'skipped', 'skipped', 'skipped'],
      contains: [
        [1, 'wall cannot attack you'],
        [2, 'fails at step 1'],
      ],
    },
    {
      name: 'conditional board: the process verdict and the planned costs',
      vector: 'q26-full',
      attacks: { cub: 'bob' },
      statuses: ['pass', 'pass', 'fail', 'info', 'info', 'info', 'pass'],
      contains: [
        [2, "Brainwash's cost for cub attacking bob"],
        [3, 'the process does not end at this declaration'],
        [5, 'Total: {3} (1 cost to attack)'],
        [6, 'Mana part of the total: {3}'],
      ],
    },
    {
      name: 'conditional board: a terminal',
      vector: 'q26-full',
      attacks: { cub: 'bob', flunkies: 'bob' },
      statuses: ['pass', 'pass', 'pass', 'info', 'info', 'info', 'pass'],
      contains: [[3, 'the process ends at this declaration']],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const ex = explain(c.vector, c.attacks);
      const views = stepViews(ex);
      expect(views.map((v) => v.n)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(views.map((v) => v.title)).toEqual([
        'Choose the attackers',
        'Check restrictions',
        'Check requirements',
        'Tap the attackers',
        'Total the costs',
        'Activate mana abilities',
        'Pay the costs',
      ]);
      // Every step cites the rules it applies; step 1 includes haste, step 4 vigilance (haste: CR 702.10; vigilance: CR 702.20).
      expect(views.map((v) => v.rules[0])).toEqual(['508.1a', '508.1c', '508.1d', '508.1f', '508.1h', '508.1i', '508.1j']);
      expect(views[0]!.checks).toMatch(/haste/);
      expect(views[3]!.checks).toMatch(/vigilance/);
      expect(statuses(ex)).toEqual(c.statuses);
      for (const [n, text] of c.contains) {
        const all = views[n - 1]!.findings.map((f) => f.text).join('\n');
        expect(all).toContain(text);
      }
    });
  }
});

describe('stepViews from hand-made explanations', () => {
  const base = { declaration: { attacks: { knight: 'opp' } }, steps: [] };
  it('unpayable: step 3 not evaluated, steps 6 and 7 fail together as the summary says, step 6 shows the mana part', () => {
    const ex: Explanation = {
      ...base,
      legal: false,
      failedStep: 7,
      summary: 'Steps 6–7 fail: not enough mana.',
      steps: [
        { step: 1, ok: true, problems: [] },
        { step: 2, ok: true, costsPlanned: [{ effectId: 'e1', source: 'Ghostly Prison', creatureId: 'knight', defenderId: 'opp' }], broken: [] },
        { step: 4, tapped: ['knight'] },
        { step: 5, total: { mana: '{2}', life: 2, sacrifice: [{ count: 1, filter: 'artifact' }], returnToHand: [], instances: 1 } },
        { step: 7, ok: false, message: 'not enough mana' },
      ],
    };
    const v = stepViews(ex);
    expect(v.map((s) => s.status)).toEqual(['pass', 'pass', 'skipped', 'info', 'info', 'fail', 'fail']);
    expect(v[2]!.findings[0]!.text).toContain('costs cannot be paid');
    expect(v[5]!.findings.at(-1)).toEqual({ text: 'The mana abilities cannot produce a payment for the total: this step fails with step 7.', mark: 'no' });
    expect(v[4]!.findings[0]!.text).toBe('Total: {2}, 2 life, sacrifice 1 artifact (1 cost to attack).');
    expect(v[5]!.findings[0]!.text).toBe('Mana part of the total: {2}.');
    expect(v[6]!.findings[0]).toEqual({ text: 'It cannot be paid: not enough mana.', mark: 'no' });
    expect(legalityVerdictText(ex)).toBe('Not legal. Steps 6–7 fail: not enough mana.');
  });
  it('paid: mana sources and life paid are listed', () => {
    const ex: Explanation = {
      ...base,
      legal: true,
      summary: 'Legal: it satisfies 0.',
      steps: [
        { step: 5, total: { mana: '{W}{1}', life: 0, sacrifice: [], returnToHand: [], instances: 1 } },
        { step: 7, ok: true, message: 'the total can be paid', manaSources: [0, 2], lifePaid: 3, permanentsUsed: ['clue'] },
      ],
    };
    const v = stepViews(ex);
    expect(v[5]!.findings.map((f) => f.text)).toContain('Mana sources used, one per symbol: source 1, source 3.');
    expect(v[6]!.findings.map((f) => f.text)).toEqual(['It can be paid: the total can be paid.', 'Life paid: 3.', 'Permanents used: clue.']);
    expect(legalityVerdictText(ex)).toBe('Legal: it satisfies 0.');
  });
  it('paid with creatures: the tap cost is in the total, tapped creatures and mana creatures are named', () => {
    const ex: Explanation = {
      ...base,
      legal: true,
      summary: 'Legal: it satisfies 0.',
      steps: [
        { step: 5, total: { mana: '{1}', life: 0, sacrifice: [], returnToHand: [], tapCreatures: [{ count: 1, filter: 'creature' }], instances: 2 } },
        { step: 7, ok: true, message: 'the total can be paid', manaSources: [0], lifePaid: 0, creaturesTapped: ['bearers'], manaCreatures: ['elf'] },
      ],
    };
    const v = stepViews(ex);
    expect(v[4]!.findings[0]!.text).toBe("Total: {1}, tap 1 untapped creature you control that isn't attacking (2 costs to attack).");
    expect(v[6]!.findings.map((f) => f.text)).toEqual([
      'It can be paid: the total can be paid.',
      'Mana abilities of creatures used: elf.',
      'Tapped to pay: bearers.',
    ]);
  });
  it('names come from the given lookup', () => {
    const ex = explain('example-crawlspace-avatar', { goblin: 'opp' });
    const names = { ...ID_NAMES, creature: (id: string) => id.toUpperCase() };
    expect(stepViews(ex, names)[3]!.findings[0]!.text).toBe('Tapped: GOBLIN.');
  });
});

describe('small helpers', () => {
  const eligibility: [Parameters<typeof eligibilityText>[0], string][] = [
    [{ kind: 'tapped', creatureId: 'bear' }, 'bear is tapped'],
    [
      { kind: 'sick', creatureId: 'bear' },
      "bear has summoning sickness: it has not been under its controller's control since the turn began, and it has no haste (CR 302.6)",
    ],
    [{ kind: 'not-controlled', creatureId: 'bear', controller: 'opp' }, 'controlled by opp'],
    [{ kind: 'not-attackable', creatureId: 'bear', defenderId: 'jace', player: 'you' }, 'bear cannot attack jace: it belongs to you, who is not an opponent'],
    [{ kind: 'multiple-players', players: ['a', 'b'] }, 'attacking several players, but the attack goes to a and b'],
    [{ kind: 'unknown-defender', creatureId: 'bear', defenderId: 'zed' }, '"zed"'],
    [{ kind: 'unknown-creature', creatureId: 'zed' }, 'no creature "zed" on the board'],
  ];
  for (const [p, text] of eligibility) it(`eligibility ${p.kind}`, () => expect(eligibilityText(p, ID_NAMES)).toContain(text));
  it('totalText of nothing', () => expect(totalText({ mana: '', life: 0, sacrifice: [], returnToHand: [], instances: 1 })).toBe('no cost'));
  const moves: [1 | 2 | 3 | 4 | 5 | 6 | 7, number, number][] = [
    [1, -1, 1],
    [1, 1, 2],
    [6, 1, 7],
    [7, 1, 7],
    [4, -1, 3],
  ];
  for (const [from, d, to] of moves) it(`moveStep ${from}${d > 0 ? '+' : ''}${d} → ${to}`, () => expect(moveStep(from, d)).toBe(to));
});
