/**
 * The SQL aggregates (which keep Progress fast at a community's volume, docs/volume.md) give exactly what reading every attempt gave: on random histories
 * (fast-check), progress by day in a random IANA zone, by tag and by step, stats, the library's
 * statuses, the review queue's split and the CSV export are compared with the in-memory computations
 * they replaced (computeProgress over listAttempts, tallies over listAttempts, toCsv over
 * listAttemptRecords).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createTrainerService } from '#main/api/service';
import type { ApiResult } from '#main/contract/trainer-api';
import { blockStepAccuracyOf, computeProgress, stepAccuracyOf, toCsv } from '#main/domain/progress/index';
import { offsetPeriods } from '#main/domain/progress/time-zone';
import { openStore } from '#main/store/open-store';
import type { Store } from '#main/store/index';
import type { EngineRunner } from '#main/worker/runner';
import { pack, quiz, unwrap } from '../store/fixtures.ts';

const ZONES = [
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/St_Johns',
  // Clocks turned back over midnight (24:00 → 23:00): a date repeats.
  'America/Santiago',
  'Africa/Casablanca',
] as const;

const FROM = Date.parse('2024-01-01T00:00:00Z');
const TO = Date.parse('2026-12-31T00:00:00Z');

/** The packs: tags that name steps, stand for steps, both, or none; one quiz tagged twice. */
const PACKS = [
  pack('p1', [
    quiz('a', ['costs', 'timing']),
    quiz('b', ['restrictions'], 2, '=cmd|"/c", a title a spreadsheet would run'),
    quiz('c', ['goad', 'requirements', 'costs', 'goad']),
  ]),
  pack('p2', [quiz('d', []), quiz('e', ['payment', 'mana-abilities'])]),
];
const REFS = [
  ['p1', 'a'],
  ['p1', 'b'],
  ['p1', 'c'],
  ['p2', 'd'],
  ['p2', 'e'],
] as const;

const noEngine = { run: () => Promise.reject(new Error('no engine here')), close: () => Promise.resolve() } as unknown as EngineRunner;

const value = <T>(r: ApiResult<T>): T => {
  if (!r.ok) expect.fail(`${r.error.code}: ${r.error.message}`);
  return r.value;
};

interface History {
  zone: (typeof ZONES)[number];
  attempts: { ref: number; at: number; correct: boolean; mode: 'rated' | 'practice' | 'exam'; timeMs: number }[];
  reviews: { ref: number; due: number }[];
  deleteP2: boolean;
  /** p1 imported again with other tags for 'a', without 'b' and with a history of its own. */
  reimportP1: { at: number; correct: boolean }[] | undefined;
  now: number;
  days: number;
}

/** Times spread over three years, and times within hours of the zone's offset changes and of midnights. */
const CHANGES = new Map(ZONES.map((zone) => [zone, offsetPeriods(zone, FROM, TO).map((p) => p.start)]));
const historyArb: fc.Arbitrary<History> = fc.constantFrom(...ZONES).chain((zone) => {
  const changes = CHANGES.get(zone)!;
  const near = fc
    .tuple(fc.constantFrom(...changes), fc.integer({ min: -3 * 3_600_000, max: 3 * 3_600_000 }))
    .map(([c, d]) => Math.min(TO, Math.max(FROM, c + d)));
  const time = fc.oneof(fc.integer({ min: FROM, max: TO }), near);
  return fc.record({
    zone: fc.constant(zone),
    attempts: fc.array(
      fc.record({
        ref: fc.integer({ min: 0, max: REFS.length - 1 }),
        at: time,
        correct: fc.boolean(),
        mode: fc.constantFrom('rated' as const, 'practice' as const, 'exam' as const),
        timeMs: fc.nat({ max: 120_000 }),
      }),
      { maxLength: 60 },
    ),
    reviews: fc.array(fc.record({ ref: fc.integer({ min: 0, max: REFS.length - 1 }), due: fc.integer({ min: FROM, max: TO }) }), { maxLength: 5 }),
    deleteP2: fc.boolean(),
    reimportP1: fc.option(fc.array(fc.record({ at: time, correct: fc.boolean() }), { maxLength: 6 }), { nil: undefined }),
    now: fc.oneof(time, fc.integer({ min: FROM, max: TO })),
    days: fc.integer({ min: 1, max: 366 }),
  });
});

const openFilled = (h: History): Store => {
  const store = unwrap(openStore({ file: ':memory:' }));
  for (const p of PACKS) unwrap(store.importPack(p));
  // Recorded in the generated order, not in time order: the latest attempt is the highest id.
  for (const a of h.attempts) {
    const [packId, quizId] = REFS[a.ref]!;
    unwrap(store.recordAttempt({ packId, quizId, answer: { n: a.ref }, correct: a.correct, timeMs: a.timeMs, at: new Date(a.at), mode: a.mode }));
  }
  for (const r of h.reviews) {
    const [packId, quizId] = REFS[r.ref]!;
    unwrap(store.setReviewState(packId, quizId, { state: { any: 1 }, due: new Date(r.due) }));
  }
  // History outlives its quizzes: attempts at a deleted pack count in totals and days, under no tag.
  if (h.deleteP2) unwrap(store.deletePack('p2'));
  // Tags as stored now: a pack replaced moves its history to its quizzes' new tags (or to none for a
  // quiz it no longer has), and an imported history counts as if answered here.
  if (h.reimportP1 !== undefined) {
    const attempts = h.reimportP1.map((a, i) => ({
      quizId: 'a',
      answer: { imported: i },
      correct: a.correct,
      timeMs: 700,
      at: new Date(a.at),
      mode: 'practice' as const,
    }));
    unwrap(
      store.importPack(
        pack('p1', [quiz('a', ['blocking', 'costs']), quiz('c', ['goad', 'requirements', 'costs', 'goad'])], { progress: { attempts, reviews: [] } }),
      ),
    );
  }
  return store;
};

const keyOf = (packId: string, quizId: string): string => `${packId}/${quizId}`;

describe('aggregates equal the in-memory computations they replaced', () => {
  test('progress by day in the zone, by tag, by step; streaks and weakest', async () => {
    await fc.assert(
      fc.asyncProperty(historyArb, fc.boolean(), async (h, byOffset) => {
        const store = openFilled(h);
        try {
          const now = new Date(h.now);
          const api = createTrainerService(store, noEngine, { now: () => now });
          const tags = new Map(unwrap(store.listQuizzes()).map((q) => [keyOf(q.packId, q.id), q.tags]));
          const rows = unwrap(store.listAttempts()).map((a) => ({ at: a.at, correct: a.correct, tags: tags.get(keyOf(a.packId, a.quizId)) ?? [] }));
          // Older clients send a fixed offset; it must agree too.
          const options = byOffset ? { days: h.days, utcOffsetMinutes: -210 } : { days: h.days, timeZone: h.zone };
          // No attempt here has a recorded step (written straight to the store): all are "not recorded".
          expect(value(await api.progress(options))).toEqual({
            ...computeProgress(rows, now, options),
            stepAccuracy: stepAccuracyOf(new Map(), rows.length),
            blockStepAccuracy: blockStepAccuracyOf(new Map()),
          });
        } finally {
          store.close();
        }
      }),
      { numRuns: 120 },
    );
  }, 120_000);

  test('stats, listProgress, statuses against the review queue, and the CSV export', async () => {
    await fc.assert(
      fc.asyncProperty(historyArb, async (h) => {
        const store = openFilled(h);
        try {
          const now = new Date(h.now);
          const api = createTrainerService(store, noEngine, { now: () => now });
          const attempts = unwrap(store.listAttempts());
          const quizzes = unwrap(store.listQuizzes());
          const existing = new Map(quizzes.map((q) => [keyOf(q.packId, q.id), q]));

          const byTag = new Map<string, { attempts: number; correct: number }>();
          for (const a of attempts) {
            for (const tag of new Set(existing.get(keyOf(a.packId, a.quizId))?.tags ?? [])) {
              const t = byTag.get(tag) ?? { attempts: 0, correct: 0 };
              t.attempts += 1;
              t.correct += a.correct ? 1 : 0;
              byTag.set(tag, t);
            }
          }
          const correct = attempts.filter((a) => a.correct).length;
          expect(value(await api.stats())).toEqual({
            attempts: attempts.length,
            correct,
            byTag: [...byTag].sort(([x], [y]) => (x < y ? -1 : 1)).map(([tag, t]) => ({ tag, ...t })),
          });

          const latest = new Map<string, (typeof attempts)[number]>();
          const counts = new Map<string, number>();
          for (const a of attempts) {
            const k = keyOf(a.packId, a.quizId);
            counts.set(k, (counts.get(k) ?? 0) + 1);
            if ((latest.get(k)?.id ?? -1) < a.id) latest.set(k, a);
          }
          const dues = new Map(
            h.reviews.map((r) => {
              const [packId, quizId] = REFS[r.ref]!;
              return [keyOf(packId, quizId), new Date(r.due).toISOString()];
            }),
          );
          const expected = quizzes
            .filter((q) => counts.has(keyOf(q.packId, q.id)) || dues.has(keyOf(q.packId, q.id)))
            .map((q) => {
              const k = keyOf(q.packId, q.id);
              const last = latest.get(k);
              return {
                packId: q.packId,
                quizId: q.id,
                attempts: counts.get(k) ?? 0,
                ...(last === undefined ? {} : { lastCorrect: last.correct, lastAttemptAt: last.at }),
                ...(dues.has(k) ? { due: dues.get(k) } : {}),
              };
            });
          expect(unwrap(store.listProgress())).toEqual(expected);

          // "Missed" and "Due" in the library are exactly Review's lists (fewer than its cap of 50 here).
          const statuses = value(await api.listProgress());
          const queue = value(await api.reviewQueue());
          const named = (status: string) =>
            statuses
              .filter((s) => s.status === status)
              .map((s) => keyOf(s.packId, s.quizId))
              .sort();
          expect(named('missed')).toEqual(queue.missed.map((i) => keyOf(i.packId, i.quizId)).sort());
          expect(named('due')).toEqual(queue.due.map((i) => keyOf(i.packId, i.quizId)).sort());
          // The library's statuses from one SQL aggregate are listProgress's, less the new ones; the top bar's count is the queue's.
          const lean = value(await api.libraryStatuses());
          const leanNamed = (status: 'correct' | 'missed' | 'due') => lean.packs.flatMap((p) => p[status].map((id) => keyOf(p.packId, id))).sort();
          for (const status of ['correct', 'missed', 'due'] as const) expect(leanNamed(status)).toEqual(named(status));
          expect(lean.due).toBe(queue.due.length);
          expect(value(await api.countDue()).due).toBe(queue.due.length);
          expect(value(await api.libraryIndex()).statuses).toEqual(lean);

          const records = unwrap(store.listAttemptRecords());
          const csv = toCsv(
            ['time', 'pack', 'quiz', 'title', 'tags', 'correct', 'timeMs', 'mode'],
            records.map((a) => {
              const q = existing.get(keyOf(a.packId, a.quizId));
              return [a.at, a.packId, a.quizId, q?.title ?? '', (q?.tags ?? []).join(' '), a.correct, a.timeMs, a.mode];
            }),
          );
          expect(value(await api.exportProgressCsv()).text).toBe(csv);
        } finally {
          store.close();
        }
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});
