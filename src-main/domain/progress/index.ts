/** Progress: the dashboard's figures and the CSV export (the `progress` object of pack files is quiz/pack-progress.ts). */
export { progressFromAggregates, splitByWindow, zoneOf } from './aggregate-progress.ts';
export { localDayRanges } from './time-zone.ts';
export { computeProgress } from './progress.ts';
export { csvLine, toCsv } from './csv.ts';
export { makePackProgress, packProgressOf, type PackProgress } from '#shared/quiz/pack-progress';
export { stepAccuracyOf } from './step-accuracy.ts';
