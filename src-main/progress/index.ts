/** Progress: the dashboard's figures, the CSV export and the `progress` object of pack files. */
export { progressFromAggregates, zoneOf, type DayCount, type QuizCount } from './aggregate-progress.ts';
export { isTimeZone, dateInZone, localDayRanges, offsetPeriods, zoneOffsetMinutes, type DayRange } from './time-zone.ts';
export { computeProgress, dayOf, streaks, DEFAULT_PROGRESS_DAYS, WEAKEST_COUNT, WEAKEST_MIN_ATTEMPTS, type ProgressAttempt, type ProgressOptions } from './progress.ts';
export { stepOf, STEP_SPECIFICITY, TAG_STEPS } from './steps.ts';
export { csvField, csvLine, toCsv } from './csv.ts';
export {
  parsePackProgress,
  makePackProgress,
  packProgressOf,
  type PackProgress,
  type PackProgressAttempt,
  type PackProgressReview,
  type QuizPackWithProgress,
} from '../quiz/pack-progress.ts';
