/**
 * The engine against the brute-force oracle (test/engine/oracle.ts) on random small boards. Every
 * property takes a RAW board, so a counterexample printed by fast-check is a board file that the CLI
 * and the other tests can load as is.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import type { Board, Declaration } from '#shared/engine/board';
import type { Explanation, Step3Requirements } from '#shared/engine/api-types';
import { countLegal, declarationKey, explainDeclaration, legalSet, parseBoard } from '#shared/engine/index';
import { arbBoard, type BoardOptions, type RawBoard, type RawEffect, type RawRequirement } from '../support/arbitraries.ts';
import {
  oracleCosts,
  oracleInOmega,
  oracleLegal,
  oracleOmega,
  oraclePayable,
  oracleReq,
  oracleRestricted,
  oracleSat,
  oracleSummaryRule,
  isEligible,
} from './oracle.ts';

/** Small enough for the oracle: at most 3 eligible creatures and 4 attackable defenders (≤ 125 declarations). */
const SMALL: BoardOptions = { maxCreatures: 3, maxOpponents: 2, maxDefenders: 2, maxEffects: 5 };
const smallBoards = arbBoard(SMALL);
const noConditionals = arbBoard({ ...SMALL, conditionals: false });

/**
 * Boards where the process of §3 matters: few creatures, mostly conditional requirements next to
 * restrictions that force choices. On general random boards the tree and the summary rule differ in
 * about 1 board of 500; here in about 1 of 25.
 */
function arbProcessBoard(): fc.Arbitrary<RawBoard> {
  return arbBoard({ maxCreatures: 3, maxOpponents: 2, maxDefenders: 1, maxEffects: 0, resources: false, ineligible: false }).chain((b) => {
    const ids = b.creatures.map((c) => c.id);
    const opponents = b.players.filter((p) => p !== b.activePlayer);
    const sel = fc.oneof(
      fc.constant({}),
      fc.subarray(ids, { minLength: 1, maxLength: Math.min(2, ids.length) }).map((x) => ({ ids: x })),
    );
    const opponent = fc.constantFrom(...opponents);
    const requirement: fc.Arbitrary<RawRequirement> = fc.oneof(
      sel.map((creatures) => ({ kind: 'mustAttack' as const, creatures })),
      fc.record({ creatures: sel, by: opponent }).map((r) => ({ kind: 'goad' as const, ...r })),
      fc.record({ creatures: sel, p: opponent }).map(({ creatures, p }) => ({ kind: 'atLeastOneAttacks' as const, creatures, defenders: { players: [p] } })),
    );
    const conditional: fc.Arbitrary<RawRequirement> = fc
      .record({ anyAttacks: sel, then: fc.array(requirement, { minLength: 1, maxLength: 2 }) })
      .map(({ anyAttacks, then }) => ({ kind: 'conditional' as const, if: { anyAttacks }, then }));
    const other: fc.Arbitrary<RawEffect> = fc.oneof(
      fc
        .record({ count: fc.integer({ min: 0, max: 2 }), p: fc.option(opponent, { nil: undefined }) })
        .map(({ count, p }) =>
          p === undefined
            ? { kind: 'maxAttackers' as const, count }
            : { kind: 'maxAttackers' as const, count, defenders: { players: [p], kinds: ['player' as const] } },
        ),
      sel.map((creatures) => ({ kind: 'cantAttackAlone' as const, creatures })),
      fc.record({ creatures: sel, p: opponent }).map(({ creatures, p }) => ({ kind: 'cantAttack' as const, creatures, defenders: { ids: [p] } })),
      // War Tax with X = 0: a free cost still splits the pools (spec §2).
      sel.map((creatures) => ({ kind: 'attackCost' as const, creatures, cost: { mana: '{0}' } })),
    );
    return fc
      .array(fc.oneof({ weight: 3, arbitrary: conditional }, { weight: 2, arbitrary: requirement }, { weight: 2, arbitrary: other }), {
        minLength: 2,
        maxLength: 5,
      })
      .map((effects): RawBoard => ({ ...b, effects }));
  });
}
const processBoards = arbProcessBoard();

/** Per-property wall clock for vitest; fast-check's own time is kept below ~5 s by numRuns. */
const TIMEOUT = 60_000;

function parsed(raw: RawBoard): Board {
  const r = parseBoard(JSON.parse(JSON.stringify(raw)));
  if (!r.ok) throw new Error(`arbBoard produced an invalid board: ${JSON.stringify(r.error)}`);
  return r.value;
}

const keys = (ds: readonly Declaration[]): string[] => ds.map(declarationKey);

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: unknown }, what: string): T {
  if (!r.ok) throw new Error(`${what} failed: ${JSON.stringify(r.error)}`);
  return r.value;
}

function explain(board: Board, d: Declaration): Explanation {
  return unwrap(explainDeclaration(board, d), `explainDeclaration(${declarationKey(d)})`);
}

function step3(x: Explanation): Step3Requirements | undefined {
  return x.steps.find((s): s is Step3Requirements => s.step === 3);
}

/** A witness must be in Ω(C(D)) and satisfy more units of req(D) than D (spec §3). */
function checkWitness(board: Board, d: Declaration, witness: Declaration): void {
  const label = `witness {${declarationKey(witness)}} for {${declarationKey(d)}}`;
  expect(oracleInOmega(board, witness), `${label} is in Ω`).toBe(true);
  expect(oracleRestricted(board, witness), `${label} breaks no restriction`).toBe(true);
  expect(oraclePayable(board, witness), `${label} is payable`).toBe(true);
  const plan = new Set(oracleCosts(board, d).map((c) => `${c.effectId}|${c.creatureId}`));
  for (const c of oracleCosts(board, witness))
    expect(plan.has(`${c.effectId}|${c.creatureId}`), `${label}: its cost ${c.effectId}|${c.creatureId} is in C(D)`).toBe(true);
  const r = oracleReq(board, d);
  expect(oracleSat(board, witness, r), `${label} satisfies more of req(D)`).toBeGreaterThan(oracleSat(board, d, r));
}

describe('engine vs oracle on random small boards', () => {
  test(
    '(1) the legal set is never empty (oracle and engine)',
    () => {
      fc.assert(
        fc.property(smallBoards, (raw) => {
          const b = parsed(raw);
          expect(oracleLegal(b).length).toBeGreaterThan(0);
          expect(unwrap(legalSet(b), 'legalSet').legal.length).toBeGreaterThan(0);
        }),
        { numRuns: 120 },
      );
    },
    TIMEOUT,
  );

  test(
    '(2) legalSet equals the oracle exactly, in canonical order; count and countLegal agree',
    () => {
      fc.assert(
        fc.property(smallBoards, (raw) => {
          const b = parsed(raw);
          const want = oracleLegal(b);
          const got = unwrap(legalSet(b), 'legalSet');
          expect(keys(got.legal)).toEqual(keys(want));
          expect(got.count).toBe(String(want.length));
          expect(got.complete).toBe(true);
          expect(unwrap(countLegal(b), 'countLegal').count).toBe(String(want.length));
        }),
        { numRuns: 200 },
      );
    },
    TIMEOUT,
  );

  test(
    '(2b) legalSet equals the oracle on process-heavy boards',
    () => {
      fc.assert(
        fc.property(processBoards, (raw) => {
          const b = parsed(raw);
          expect(keys(unwrap(legalSet(b), 'legalSet').legal)).toEqual(keys(oracleLegal(b)));
        }),
        { numRuns: 300 },
      );
    },
    TIMEOUT,
  );

  test(
    '(3) without conditional effects the engine equals the summary rule',
    () => {
      fc.assert(
        fc.property(noConditionals, (raw) => {
          const b = parsed(raw);
          expect(b.effects.some((e) => e.kind === 'conditional')).toBe(false);
          expect(keys(unwrap(legalSet(b), 'legalSet').legal)).toEqual(keys(oracleSummaryRule(b)));
        }),
        { numRuns: 200 },
      );
    },
    TIMEOUT,
  );

  test.each([
    { name: 'random small boards', boards: smallBoards, numRuns: 80 },
    { name: 'process-heavy boards', boards: processBoards, numRuns: 150 },
  ])(
    "(4) explainDeclaration on $name: its verdict is the oracle's for all of Ω; illegal D get a failed step, a reason and sound witnesses",
    ({ boards, numRuns }) => {
      fc.assert(
        fc.property(boards, (raw) => {
          const b = parsed(raw);
          const legalKeys = new Set(keys(oracleLegal(b)));
          for (const d of oracleOmega(b)) {
            const x = explain(b, d);
            const label = `{${declarationKey(d)}}`;
            expect(declarationKey(x.declaration)).toBe(declarationKey(d));
            const s3 = step3(x);
            const w = s3?.witness;
            if (w !== undefined) checkWitness(b, d, w);
            if (legalKeys.has(declarationKey(d))) {
              expect(x.legal, `${label} is legal`).toBe(true);
              expect(x.failedStep).toBeUndefined();
              continue;
            }
            expect(x.legal, `${label} is illegal`).toBe(false);
            expect(x.failedStep, `${label} has a failed step`).toBeDefined();
            expect(x.summary.trim().length, `${label} has a reason`).toBeGreaterThan(0);
            const restricted = oracleRestricted(b, d);
            const payable = oraclePayable(b, d);
            // Step order of the article: restrictions (2) before requirements (3) before payment (7).
            if (!restricted) expect(x.failedStep, `${label} breaks a restriction`).toBe(2);
            else if (payable) expect(x.failedStep, `${label} is restricted and payable`).toBe(3);
            else expect([3, 7], `${label} is unpayable`).toContain(x.failedStep);
            if (x.failedStep === 3) {
              expect(s3, `${label} fails step 3, which must be given`).toBeDefined();
              expect(s3!.ok).toBe(false);
              expect(s3!.message.trim().length, `${label} step 3 has a message`).toBeGreaterThan(0);
            }
          }
        }),
        { numRuns },
      );
    },
    TIMEOUT,
  );

  test(
    '(4b) a declaration outside Ω fails step 1',
    () => {
      fc.assert(
        fc.property(smallBoards, (raw) => {
          const b = parsed(raw);
          const attackable = b.defenders.filter((d) => d.player !== b.activePlayer);
          const target = attackable[0]!;
          for (const c of b.creatures.filter((c) => !isEligible(b, c))) {
            const x = explain(b, { attacks: { [c.id]: target.id } });
            expect(x.legal).toBe(false);
            expect(x.failedStep).toBe(1);
          }
          const eligible = b.creatures.filter((c) => isEligible(b, c));
          const players = [...new Set(attackable.map((d) => d.player))];
          // CR 506.2a: without the option an attack on an opponent who isn't the chosen defending player fails step 1.
          if (!b.attackMultiplePlayers && eligible.length >= 2 && players.length >= 2) {
            const d: Declaration = { attacks: { [eligible[0]!.id]: players[0]!, [eligible[1]!.id]: players[1]! } };
            expect(oracleInOmega(b, d)).toBe(false);
            const x = explain(b, d);
            expect(x.legal).toBe(false);
            expect(x.failedStep).toBe(1);
          }
        }),
        { numRuns: 150 },
      );
    },
    TIMEOUT,
  );

  test(
    '(5) legalSet with a limit lists the first n of the full list',
    () => {
      fc.assert(
        fc.property(smallBoards, fc.nat({ max: 12 }), (raw, n) => {
          const b = parsed(raw);
          const full = unwrap(legalSet(b), 'legalSet');
          const part = unwrap(legalSet(b, { limit: n }), `legalSet limit ${n}`);
          expect(keys(part.legal)).toEqual(keys(full.legal.slice(0, n)));
          expect(part.count).toBe(full.count);
          expect(part.complete).toBe(n >= full.legal.length);
        }),
        { numRuns: 200 },
      );
    },
    TIMEOUT,
  );
});
