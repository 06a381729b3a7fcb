/**
 * The learner's record in the TrainerApi: totals, progress over time, the CSV export, settings and the
 * database check.
 */
import { blockStepAccuracyOf, csvLine, localDayRanges, progressFromAggregates, stepAccuracyOf, zoneOf } from '#main/domain/progress/index';
import { apiOk, fromStoreError } from './errors.ts';
import type { ServiceContext } from './service-context.ts';

const CSV_HEADER = ['time', 'pack', 'quiz', 'title', 'tags', 'correct', 'timeMs', 'mode'] as const;

export function createRecordMethods(ctx: ServiceContext) {
  const { store, now, method } = ctx;

  return {
    stats: method('stats', () => {
      const r = store.stats();
      if (!r.ok) return fromStoreError(r.error);
      const { attempts, correct, byTag } = r.value;
      return apiOk({ attempts, correct, byTag: byTag.map((t) => ({ tag: t.tag, attempts: t.attempts, correct: t.correct })) });
    }),

    // A setting never set reads as null: JSON (and so the HTTP host) has no undefined.
    getSetting: method('getSetting', ({ key }) => {
      const r = store.getSetting(key);
      return r.ok ? apiOk(r.value === undefined ? null : r.value) : fromStoreError(r.error);
    }),

    setSetting: method('setSetting', ({ key, value }) => {
      const r = store.setSetting(key, value);
      return r.ok ? apiOk(null) : fromStoreError(r.error);
    }),

    progress: method('progress', (input) => {
      const options = {
        ...(input?.days === undefined ? {} : { days: input.days }),
        ...(input?.timeZone === undefined ? {} : { timeZone: input.timeZone }),
        ...(input?.utcOffsetMinutes === undefined ? {} : { utcOffsetMinutes: input.utcOffsetMinutes }),
      };
      const span = store.attemptSpan();
      const tallies = store.quizTallies();
      const quizTags = store.quizTags();
      if (!span.ok) return fromStoreError(span.error);
      if (!tallies.ok) return fromStoreError(tallies.error);
      if (!quizTags.ok) return fromStoreError(quizTags.error);
      // The history cut into pieces that each lie within one date of the learner's calendar, one index range each.
      const ranges = span.value === undefined ? [] : localDayRanges(zoneOf(options), Date.parse(span.value.first), Date.parse(span.value.last) + 1);
      const counts = store.tallyRanges(
        ranges.length === 0 ? [] : [...ranges.map((r) => new Date(r.start).toISOString()), new Date(ranges.at(-1)!.end).toISOString()],
      );
      if (!counts.ok) return fromStoreError(counts.error);
      const days = ranges.map((r, i) => ({ date: r.date, attempts: counts.value[i]?.attempts ?? 0, correct: counts.value[i]?.correct ?? 0 }));
      const tags = new Map(quizTags.value.map((q) => [`${q.packId}\u0000${q.quizId}`, q.tags]));
      const quizzes = tallies.value.map((t) => ({ attempts: t.attempts, correct: t.correct, tags: tags.get(`${t.packId}\u0000${t.quizId}`) ?? [] }));
      const runs = store.correctRuns();
      if (!runs.ok) return fromStoreError(runs.error);
      const steps = store.attemptSteps.tallies();
      if (!steps.ok) return fromStoreError(steps.error);
      return apiOk({
        ...progressFromAggregates(days, quizzes, runs.value, now(), options),
        stepAccuracy: stepAccuracyOf(steps.value.byFailedStep, steps.value.notRecorded),
        blockStepAccuracy: blockStepAccuracyOf(steps.value.byBlockStep),
      });
    }),

    checkDatabase: method('checkDatabase', (input) => {
      const full = input?.full === true;
      const r = store.checkHealth(full);
      return r.ok ? apiOk({ ok: r.value.ok, full, problems: r.value.problems }) : fromStoreError(r.error);
    }),

    // SQLite writes the lines (store/csv-export.ts); title and tags become CSV fields once per quiz, as
    // the only fields that can need quoting or the formula guard. A quiz deleted since: empty title, no tags.
    exportProgressCsv: method('exportProgressCsv', () => {
      const chunks: string[] = [`${csvLine(CSV_HEADER)}\r\n`];
      const done = store.eachCsvLine(
        (title, tags) => csvLine([title ?? '', (tags ?? []).join(' ')]),
        (line) => chunks.push(line),
      );
      if (!done.ok) return fromStoreError(done.error);
      return apiOk({ text: chunks.join('') });
    }),
  };
}
