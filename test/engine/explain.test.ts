/** Explanations follow the article's steps and name the first step that fails (named tables). */
import { describe, expect, it } from 'vitest';
import { explainDeclaration, parseBoard, type Board, type Declaration, type Explanation } from '#shared/engine/index';

function board(raw: object): Board {
  const b = parseBoard({ format: 'attack-board/1', players: ['you', 'opp'], activePlayer: 'you', ...raw });
  if (!b.ok) throw new Error(JSON.stringify(b.error));
  return b.value;
}

function explain(b: Board, attacks: Record<string, string>): Explanation {
  const r = explainDeclaration(b, { attacks });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const cub = { id: 'cub', name: 'Bear Cub', controller: 'you' };
const goblin = { id: 'goblin', name: 'Crazed Goblin', controller: 'you' };
const mustGoblin = { source: 'Crazed Goblin', kind: 'mustAttack', creatures: { ids: ['goblin'] } };

describe('failing step', () => {
  const cases: [string, object, Record<string, string>, 1 | 2 | 3 | 7 | undefined, RegExp][] = [
    ['tapped creature', { creatures: [{ ...cub, tapped: true }] }, { cub: 'opp' }, 1, /tapped/],
    ['summoning sick', { creatures: [{ ...cub, sick: true }] }, { cub: 'opp' }, 1, /summoning sickness/],
    ["opponent's creature", { players: ['you', 'opp'], creatures: [{ ...cub, controller: 'opp' }] }, { cub: 'opp' }, 1, /controlled by opp/],
    ['attacking yourself', { creatures: [cub] }, { cub: 'you' }, 1, /not an opponent/],
    [
      'a player other than the chosen defending player (CR 506.2a)',
      { players: ['you', 'a', 'b'], attackMultiplePlayers: false, defendingPlayer: 'a', creatures: [cub, goblin] },
      { cub: 'a', goblin: 'b' },
      1,
      /A was chosen as the defending player/,
    ],
    ['cantAttack', { creatures: [cub], effects: [{ source: 'Wall', kind: 'cantAttack', creatures: { ids: ['cub'] } }] }, { cub: 'opp' }, 2, /can't attack/],
    [
      'cantAttackAlone',
      { creatures: [cub], effects: [{ source: 'Mogg Flunkies', kind: 'cantAttackAlone', creatures: { ids: ['cub'] } }] },
      { cub: 'opp' },
      2,
      /alone/,
    ],
    ['requirement not maximized', { creatures: [cub, goblin], effects: [mustGoblin] }, { cub: 'opp' }, 3, /1 requirement exists; this declaration obeys 0; /],
    [
      'cost that cannot be paid',
      { creatures: [cub], effects: [{ source: 'Propaganda', kind: 'attackCost', creatures: {}, cost: { mana: '{2}' } }], resources: { mana: ['G'] } },
      { cub: 'opp' },
      7,
      /mana|source/,
    ],
    ['legal attack', { creatures: [cub, goblin], effects: [mustGoblin] }, { goblin: 'opp' }, undefined, /^Legal/],
  ];
  it.each(cases)('%s', (_name, raw, attacks, failed, summary) => {
    const e = explain(board(raw), attacks);
    expect(e.failedStep).toBe(failed);
    expect(e.legal).toBe(failed === undefined);
    expect(e.summary).toMatch(summary);
  });
});

describe('step 3 witness', () => {
  it('names a declaration of the same pool that satisfies more units, unit by unit', () => {
    const e = explain(board({ creatures: [cub, goblin], effects: [mustGoblin] }), { cub: 'opp' });
    const s3 = e.steps.find((s) => s.step === 3);
    expect(s3 && s3.step === 3 && s3.witness).toBeTruthy();
    if (!s3 || s3.step !== 3) return;
    expect(s3.best).toBe(1);
    expect(s3.satisfied).toEqual([]);
    expect(s3.witness?.attacks.goblin).toBe('opp');
    expect(s3.witnessGains).toEqual(['e1:goblin']);
    expect(s3.witnessLosses).toEqual([]);
  });

  it('never uses a cost the declaration does not pay (a player is never forced to pay)', () => {
    // Goblin must attack, but attacking costs {2}: not attacking pays nothing and is legal.
    const b = board({ creatures: [goblin], effects: [mustGoblin, { source: 'Propaganda', kind: 'attackCost', creatures: {}, cost: { mana: '{2}' } }] });
    const none = explain(b, {});
    expect(none.legal).toBe(true);
    const s3 = none.steps.find((s) => s.step === 3);
    expect(s3 && s3.step === 3 && s3.witness).toBeFalsy();
  });
});

describe('steps 2, 5 and 7', () => {
  it('lists the planned cost instances, the total and the payment', () => {
    const b = board({
      players: ['you', 'alice', 'bob'],
      creatures: [cub, goblin],
      effects: [{ id: 'prop', source: 'Propaganda (alice)', kind: 'attackCost', creatures: {}, defenders: { players: ['alice'] }, cost: { mana: '{2}' } }],
      resources: { mana: ['G', 'G', 'R'], life: 20 },
    });
    const e = explain(b, { cub: 'alice', goblin: 'bob' });
    const s2 = e.steps.find((s) => s.step === 2);
    expect(s2?.step === 2 && s2.costsPlanned).toEqual([{ effectId: 'prop', source: 'Propaganda (alice)', creatureId: 'cub', defenderId: 'alice' }]);
    const s5 = e.steps.find((s) => s.step === 5);
    expect(s5?.step === 5 && s5.total.mana).toBe('{2}');
    const s7 = e.steps.find((s) => s.step === 7);
    expect(s7?.step === 7 && s7.ok).toBe(true);
    expect(e.legal).toBe(true);
  });
});

describe('conditional requirements: the process decides (article, Magnetic Web example)', () => {
  const web = board({
    creatures: [goblin, { id: 'cyclops', name: 'Ekundu Cyclops', controller: 'you', counters: { magnet: 1 } }, { ...cub, counters: { magnet: 1 } }],
    effects: [
      mustGoblin,
      { source: 'Crawlspace', kind: 'maxAttackers', count: 2, defenders: { players: ['opp'], kinds: ['player'] } },
      {
        source: 'Magnetic Web',
        kind: 'conditional',
        if: { anyAttacks: { counter: 'magnet' } },
        then: [{ kind: 'mustAttack', creatures: { counter: 'magnet' } }],
      },
      {
        source: 'Ekundu Cyclops',
        kind: 'conditional',
        if: { anyAttacks: { controller: 'you' } },
        then: [{ kind: 'mustAttack', creatures: { ids: ['cyclops'] } }],
      },
    ],
  });
  it('calls the tree terminal legal and gives a branch that ends there', () => {
    const d: Declaration = { attacks: { cyclops: 'opp', goblin: 'opp' } };
    const e = explain(web, d.attacks);
    expect(e.legal).toBe(true);
    const s3 = e.steps.find((s) => s.step === 3);
    if (!s3 || s3.step !== 3) throw new Error('no step 3');
    expect(s3.process?.terminal).toBe(true);
    expect(s3.process?.path?.at(-1)).toEqual(d);
  });
  it('rejects what the summary shortcut would allow, and says why', () => {
    const e = explain(web, { cyclops: 'opp', cub: 'opp' });
    expect(e.legal).toBe(false);
    expect(e.failedStep).toBe(3);
    const s3 = e.steps.find((s) => s.step === 3);
    if (!s3 || s3.step !== 3) throw new Error('no step 3');
    expect(s3.process?.terminal).toBe(false);
    // The shortcut finds no declaration that satisfies more of its own units.
    expect(s3.witness).toBeUndefined();
    expect(s3.process?.reason).toMatch(/first step/);
  });
});
