/**
 * Boards whose attack costs creatures help pay (creature mana, tapCreatures) are first-class: the legal
 * set, the breakdown, every explanation and the attack tree agree with the brute-force oracle
 * (test/engine/oracle.ts, which decides payable(D) with the joint payer of creature-payment.ts, itself
 * checked against a payer that tries every role of every creature in creature-payment.test.ts).
 * Boards are raw JSON, so a counterexample fast-check prints loads as a board file.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Board, Declaration } from '#shared/engine/board';
import type { Step3Requirements, Step4Tap, Step7Payment } from '#shared/engine/api-types';
import { buildAttackTree, countLegal, declarationKey, explainDeclaration, legalBreakdown, legalSet, parseBoard } from '#shared/engine/index';
import { canTapForCost, canTapForMana } from '#shared/engine/creature-payment';
import { oracleCosts, oracleInOmega, oracleLegal, oracleOmega, oraclePayable, oracleReq, oracleRestricted, oracleSat, oracleTerminals } from './oracle.ts';

const TIMEOUT = 60_000;

const CREATURE_KEYWORDS = [[], [], ['vigilance'], ['haste'], ['flying']] as const;

/**
 * 1–4 creatures of yours (some sick, tapped, vigilant, hasty or flying, some with a {T} mana ability),
 * an opponent's creature, one or two opponents, lands, and effects drawn from: a tax per attacker
 * (Propaganda), Hollow Warrior's tap cost on one creature (any creature, or a flyer), a creature that
 * must attack, Viashino Bey's conditional, a goad, and at most one attacker.
 */
const arbCreatureBoard = fc
  .record({
    creatures: fc.array(
      fc.record({
        keywords: fc.constantFrom(...CREATURE_KEYWORDS),
        sick: fc.boolean(),
        tapped: fc.integer({ min: 0, max: 5 }),
        mana: fc.constantFrom('', '', 'G', 'W', 'WUBRG', '{C}{C}{C}'),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    opponents: fc.integer({ min: 1, max: 2 }),
    lands: fc.array(fc.constantFrom('G', 'W', 'C'), { maxLength: 2 }),
    tax: fc.constantFrom('', '{1}', '{2}', '{G}'),
    taxOnlyFirstOpponent: fc.boolean(),
    tapCost: fc.option(fc.record({ on: fc.nat(3), count: fc.integer({ min: 1, max: 2 }), flyers: fc.boolean() }), { nil: undefined }),
    must: fc.option(fc.nat(3), { nil: undefined }),
    bey: fc.option(fc.nat(3), { nil: undefined }),
    goad: fc.option(fc.nat(3), { nil: undefined }),
    maxOne: fc.boolean(),
  })
  .map((k) => {
    const ids = k.creatures.map((_, i) => `c${i + 1}`);
    const opponents = Array.from({ length: k.opponents }, (_, i) => `opp${i + 1}`);
    const creatures: Record<string, unknown>[] = k.creatures.map((c, i) => ({
      id: ids[i],
      name: `Creature ${i + 1}`,
      controller: 'you',
      power: 2,
      toughness: 2,
      keywords: [...c.keywords],
      // Sick and tapped only now and then, so most creatures can attack.
      ...(c.sick && i % 2 === 1 ? { sick: true } : {}),
      ...(c.tapped === 0 ? { tapped: true } : {}),
    }));
    creatures.push({ id: 'theirs', name: 'Their Creature', controller: 'opp1', power: 1, toughness: 1 });
    const pick = (n: number) => ids[n % ids.length]!;
    const effects: Record<string, unknown>[] = [];
    if (k.tax !== '') {
      effects.push({
        id: 'tax',
        source: 'Propaganda',
        kind: 'attackCost',
        creatures: {},
        ...(k.taxOnlyFirstOpponent ? { defenders: { players: ['opp1'] } } : {}),
        cost: { mana: k.tax },
      });
    }
    if (k.tapCost !== undefined) {
      const filter = k.tapCost.flyers ? { keywords: ['flying'] } : {};
      effects.push({
        id: 'hollow',
        source: 'Hollow Warrior',
        kind: 'attackCost',
        creatures: { ids: [pick(k.tapCost.on)] },
        cost: { tapCreatures: { count: k.tapCost.count, filter } },
      });
    }
    if (k.must !== undefined) effects.push({ id: 'must', source: 'Crazed Goblin', kind: 'mustAttack', creatures: { ids: [pick(k.must)] } });
    if (k.bey !== undefined) {
      effects.push({
        id: 'bey',
        source: 'Viashino Bey',
        kind: 'conditional',
        if: { anyAttacks: { ids: [pick(k.bey)] } },
        then: [{ kind: 'mustAttack', creatures: { controller: 'you' } }],
      });
    }
    if (k.goad !== undefined) effects.push({ id: 'goad', source: 'Disrupt Decorum', kind: 'goad', creatures: { ids: [pick(k.goad)] }, by: 'opp1' });
    if (k.maxOne) effects.push({ id: 'arbiter', source: 'Silent Arbiter', kind: 'maxAttackers', count: 1 });
    const mana: unknown[] = [...k.lands, ...k.creatures.flatMap((c, i) => (c.mana === '' ? [] : [{ mana: c.mana, from: ids[i] }]))];
    return {
      format: 'attack-board/1',
      players: ['you', ...opponents],
      activePlayer: 'you',
      creatures,
      effects,
      resources: { mana, life: 20 },
    };
  });

function parsed(raw: unknown): Board {
  const r = parseBoard(JSON.parse(JSON.stringify(raw)));
  if (!r.ok) throw new Error(`invalid board: ${JSON.stringify(r.error)}`);
  return r.value;
}

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: unknown }, what: string): T {
  if (!r.ok) throw new Error(`${what} failed: ${JSON.stringify(r.error)}`);
  return r.value;
}

const keys = (ds: readonly Declaration[]): string[] => ds.map(declarationKey);
const attackersOf = (d: Declaration): Set<string> => new Set(Object.keys(d.attacks));

describe('creature-payment boards against the oracle', () => {
  test(
    "the legal set, its count and the breakdown are the oracle's",
    () => {
      fc.assert(
        fc.property(arbCreatureBoard, (raw) => {
          const b = parsed(raw);
          const want = oracleLegal(b);
          const got = unwrap(legalSet(b), 'legalSet');
          expect(keys(got.legal)).toEqual(keys(want));
          // Whatever strategy is asked for: only enumeration is sound when creatures pay.
          for (const strategy of ['layered', 'single-pool'] as const)
            expect(keys(unwrap(legalSet(b, { budget: { strategy } }), strategy).legal)).toEqual(keys(want));
          expect(unwrap(countLegal(b), 'countLegal').count).toBe(String(want.length));
          const breakdown = unwrap(legalBreakdown(b), 'legalBreakdown');
          expect(breakdown.count).toBe(String(want.length));
          for (const size of breakdown.bySize)
            expect(size.count, `size ${size.attackers}`).toBe(String(want.filter((d) => Object.keys(d.attacks).length === size.attackers).length));
          for (const c of breakdown.byCreature) {
            for (const x of c.byDefender)
              expect(x.count, `${c.creatureId}→${x.defenderId}`).toBe(String(want.filter((d) => d.attacks[c.creatureId] === x.defenderId).length));
            expect(c.noAttack, `${c.creatureId} stays home`).toBe(String(want.filter((d) => d.attacks[c.creatureId] === undefined).length));
          }
        }),
        { numRuns: 250 },
      );
    },
    TIMEOUT,
  );

  test(
    "every declaration of Ω is explained with the oracle's verdict, a sound witness and a valid payment",
    () => {
      fc.assert(
        fc.property(arbCreatureBoard, (raw) => {
          const b = parsed(raw);
          const legal = new Set(keys(oracleLegal(b)));
          for (const d of oracleOmega(b)) {
            const label = `{${declarationKey(d)}}`;
            const x = unwrap(explainDeclaration(b, d), `explain ${label}`);
            expect(x.legal, label).toBe(legal.has(declarationKey(d)));
            const restricted = oracleRestricted(b, d);
            const payable = oraclePayable(b, d);
            if (!x.legal) {
              if (!restricted) expect(x.failedStep, `${label} breaks a restriction`).toBe(2);
              else if (!payable) expect(x.failedStep, `${label} cannot be paid`).toBe(7);
              else expect(x.failedStep, `${label} is restricted and payable`).toBe(3);
            }
            const pay = x.steps.find((s): s is Step7Payment => s.step === 7);
            expect(pay?.ok, `${label} step 7`).toBe(payable);
            const attackers = attackersOf(d);
            // A payment plan the rules allow: creatures tapped for costs are untapped, yours and not
            // attacking; creatures tapped for mana can use {T} and are not also tapped for a cost.
            for (const id of pay?.creaturesTapped ?? [])
              expect(
                canTapForCost(
                  b,
                  b.creatures.find((c) => c.id === id)!,
                  attackers,
                ),
                `${label}: ${id} tapped for a cost`,
              ).toBe(true);
            for (const id of pay?.manaCreatures ?? []) {
              expect(
                canTapForMana(
                  b.creatures.find((c) => c.id === id)!,
                  attackers,
                ),
                `${label}: ${id} taps for mana`,
              ).toBe(true);
              expect(pay?.creaturesTapped ?? [], `${label}: ${id} does not do both`).not.toContain(id);
            }
            expect(new Set(pay?.creaturesTapped ?? []).size).toBe((pay?.creaturesTapped ?? []).length);
            // Step 4: attackers tap unless they have vigilance (CR 508.1f, 702.20).
            const tapped = x.steps.find((s): s is Step4Tap => s.step === 4);
            if (tapped) {
              const want = [...attackers].filter((id) => !b.creatures.find((c) => c.id === id)!.keywords.includes('vigilance')).sort();
              expect([...tapped.tapped].sort()).toEqual(want);
            }
            const s3 = x.steps.find((s): s is Step3Requirements => s.step === 3);
            if (s3?.witness !== undefined) {
              const w = s3.witness;
              expect(oracleInOmega(b, w) && oracleRestricted(b, w) && oraclePayable(b, w), `${label}: witness is a pool member`).toBe(true);
              const plan = new Set(oracleCosts(b, d).map((c) => `${c.effectId}|${c.creatureId}`));
              for (const c of oracleCosts(b, w)) expect(plan.has(`${c.effectId}|${c.creatureId}`)).toBe(true);
              expect(oracleSat(b, w, oracleReq(b, d))).toBeGreaterThan(oracleSat(b, d, oracleReq(b, d)));
            }
          }
        }),
        { numRuns: 120 },
      );
    },
    TIMEOUT,
  );

  test(
    "the attack tree: one plan per cost plan of a legal declaration, its legal list and terminals the oracle's",
    () => {
      fc.assert(
        fc.property(arbCreatureBoard, (raw) => {
          const b = parsed(raw);
          const tree = unwrap(buildAttackTree(b, { maxPlans: 100, maxNodes: 100_000 }), 'buildAttackTree');
          expect(tree.truncated).toBe(false);
          const listed = tree.plans.flatMap((p) => p.legal);
          expect(keys(listed).sort()).toEqual(keys(oracleLegal(b)).sort());
          for (const p of tree.plans) {
            const plan = p.plan.map((c) => ({ effectId: c.effectId, creatureId: c.creatureId }));
            const terminals = new Set(keys(oracleTerminals(b, plan)));
            const planKey = (cs: readonly { effectId: string; creatureId: string }[]) =>
              cs
                .map((c) => `${c.effectId}|${c.creatureId}`)
                .sort()
                .join(',');
            for (const d of p.legal) expect(planKey(oracleCosts(b, d)), `{${declarationKey(d)}} has this plan`).toBe(planKey(plan));
            const walk = (n: (typeof p)['root']): void => {
              if (n.terminal) for (const s of n.sample) expect(terminals.has(declarationKey(s)), `terminal sample {${declarationKey(s)}}`).toBe(true);
              n.children.forEach(walk);
            };
            walk(p.root);
          }
        }),
        { numRuns: 120 },
      );
    },
    TIMEOUT,
  );
});
