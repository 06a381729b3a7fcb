#!/usr/bin/env node
// @ts-check
/**
 * `npm run build:node && node out/cli/volume-cpu.js [--data-dir DIR] [--runs N] [--only METHOD]...`: the CPU time of each
 * library, progress and export call of the service at volume (docs/volume.md), from process.cpuUsage(): on
 * a shared machine the wall times of `npx vitest bench --run bench/volume.bench.ts` grow with the other
 * jobs' load, the CPU a call needs much less. DIR is a folder built by `npm run fixture:volume`
 * (default: $ATTACK_TRAINER_VOLUME_DIR). Calls as the browser host makes them: a new service per call,
 * the result turned into JSON. `--only` measures the named methods alone (more runs of one call in the
 * time the export alone takes). Figures, not pass/fail.
 */
import path from 'node:path';
import { setInterval, clearInterval } from 'node:timers';
import { parseArgs } from 'node:util';
import { createTrainerService } from '#main/api/service';
import { openAppStore } from '#main/core/open-app-store';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, runs: { type: 'string', default: '7' }, only: { type: 'string', multiple: true, default: [] } },
});
const dataDir = values['data-dir'] ?? process.env['ATTACK_TRAINER_VOLUME_DIR'];
if (dataDir === undefined) {
  process.stderr.write('usage: node out/cli/volume-cpu.js --data-dir DIR [--runs N] [--only METHOD]... (DIR from npm run fixture:volume)\n');
  process.exit(2);
}
const runs = Number(values.runs);

const opened = openAppStore(path.resolve(dataDir));
if (!opened.ok) throw new Error(opened.error.join('\n'));
const store = opened.value;
// The day's backup runs in the background once the store is open: measured alongside, it is counted
// in whichever call it overlaps (process.cpuUsage counts every thread). Its steps keep no timer
// alive, hence the interval while waiting.
const awake = setInterval(() => {}, 1000);
await store.whenIdle();
clearInterval(awake);
const noEngine = { run: () => Promise.reject(new Error('no engine in this bench')), close: () => Promise.resolve() };

/** What is called: a name, the method and its argument. */
/** @type {[string, string, unknown][]} */
const calls = [
  ['libraryIndex (library arrival)', 'libraryIndex', undefined],
  ['librarySearchTerms (beside it)', 'librarySearchTerms', undefined],
  ['libraryStatuses (return from a quiz)', 'libraryStatuses', undefined],
  ['countDue (top bar, every navigation)', 'countDue', undefined],
  ['listQuizzes (with cards and rules)', 'listQuizzes', undefined],
  ['listProgress', 'listProgress', undefined],
  ['stats', 'stats', undefined],
  ['progress, 30 days, Europe/Paris', 'progress', { days: 30, timeZone: 'Europe/Paris' }],
  ['reviewQueue', 'reviewQueue', undefined],
  ['exportProgressCsv', 'exportProgressCsv', undefined],
];

process.stdout.write(`CPU time per call (${runs} runs after one warm-up; median and range), ${dataDir}:\n`);
for (const [name, method, argument] of calls) {
  if (values.only.length > 0 && !values.only.includes(method)) continue;
  // An older build (for a "before" figure) may lack a method: it is left out.
  if (typeof createTrainerService(store, noEngine)[method] !== 'function') continue;
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i <= runs; i++) {
    const before = process.cpuUsage();
    const result = await createTrainerService(store, noEngine)[method](argument);
    if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result)}`);
    JSON.stringify(result);
    const used = process.cpuUsage(before);
    if (i > 0) times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  process.stdout.write(`  ${name.padEnd(40)} ${median.toFixed(0).padStart(5)} ms  (${(times[0] ?? 0).toFixed(0)}–${(times.at(-1) ?? 0).toFixed(0)})\n`);
}
store.close();
