/**
 * The learner's record in the TrainerApi: totals, progress over time, the CSV export, settings and the
 * database check.
 */
import { csvLine, localDayRanges, progressFromAggregates, splitByWindow, stepAccuracyOf, zoneOf } from '#main/domain/progress/index';
import { apiOk, fromStoreError } from './errors.ts';
import type { ServiceContext } from './service-context.ts';

/** A day range as the store's index reads it: ISO times. */
const toIsoRange = (r: { readonly start: number; readonly end: number; readonly date: string }) => ({
  start: new Date(r.start).toISOString(),
  end: new Date(r.end).toISOString(),
  date: r.date,
});

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
      const tagSets = store.tagSetTallies();
      if (!span.ok) return fromStoreError(span.error);
      if (!tagSets.ok) return fromStoreError(tagSets.error);
      // The history cut into pieces that each lie within one date of the learner's calendar: those of
      // the window are counted (one index range each), the others only probed (one index seek each).
      const at = now();
      const ranges = span.value === undefined ? [] : localDayRanges(zoneOf(options), Date.parse(span.value.first), Date.parse(span.value.last) + 1);
      const { inWindow, outside } = splitByWindow(ranges.map(toIsoRange), at, options);
      const counts = store.tallyRanges(inWindow);
      const active = store.activeRanges(outside);
      if (!counts.ok) return fromStoreError(counts.error);
      if (!active.ok) return fromStoreError(active.error);
      const windowDays = inWindow.map((r, i) => ({ date: r.date, attempts: counts.value[i]?.attempts ?? 0, correct: counts.value[i]?.correct ?? 0 }));
      const activeDates = [...windowDays.filter((d) => d.attempts > 0), ...outside.filter((_, i) => active.value[i] === true)].map((r) => r.date);
      const runs = store.correctRuns();
      if (!runs.ok) return fromStoreError(runs.error);
      const steps = store.attemptSteps.tallies();
      if (!steps.ok) return fromStoreError(steps.error);
      return apiOk({
        ...progressFromAggregates({ windowDays, activeDates, tagSets: tagSets.value }, runs.value, at, options),
        stepAccuracy: stepAccuracyOf(steps.value.byFailedStep, steps.value.notRecorded),
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
