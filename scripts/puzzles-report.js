#!/usr/bin/env node
// `npm run puzzles:report [-- --seeds N] [-- --check N]`: the generator's distribution report, which
// docs/puzzles.md quotes, run from the Node build (out/cli/puzzles-report.js). --check N also runs the
// property check on N seeds spread over every theme and target (the test suite runs a few hundred in
// shards; this is the full 2,000).
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { checkPuzzle, generatePuzzle, THEMES, TARGETS } from '#shared/generate/index';
import { distributionReport, reportMarkdown } from '#shared/generate/report';

const { values } = parseArgs({ options: { seeds: { type: 'string', default: '1000' }, check: { type: 'string', default: '0' } } });
const seeds = Number(values.seeds);
const checks = Number(values.check);

if (checks > 0) {
  const start = performance.now();
  let accepted = 0;
  let failed = 0;
  for (let i = 0; i < checks; i++) {
    const theme = THEMES[i % THEMES.length];
    const target = TARGETS[Math.floor(i / THEMES.length) % TARGETS.length];
    const seed = 100_000 + i;
    const a = generatePuzzle(seed, { theme, target });
    const b = generatePuzzle(seed, { theme, target });
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      failed++;
      console.error(`seed ${seed} ${theme}: not deterministic`);
    }
    if (!a.ok) continue;
    accepted++;
    const problems = checkPuzzle(a.value);
    if (problems.length > 0) {
      failed++;
      console.error(`${a.value.id}: ${problems.join('; ')}`);
    }
  }
  console.log(`property check: ${checks} seeds, ${accepted} puzzles, ${failed} failures, ${((performance.now() - start) / 1000).toFixed(1)} s\n`);
  if (failed > 0) process.exitCode = 1;
}

if (seeds > 0) {
  // CPU time beside wall time: on this shared machine other processes inflate the wall clock.
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const reports = distributionReport(seeds, { now: () => performance.now(), cpu });
  process.stdout.write(reportMarkdown(reports));
}
