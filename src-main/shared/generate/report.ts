/**
 * The distribution report (docs/puzzles.md): for N seeds per theme, how many give a puzzle, why candidates
 * were rejected, the mean difficulty features, how the initial ratings spread over the rating bands,
 * and the mean time to generate one accepted puzzle. Pure apart from the clock it is given.
 */
import { generatePuzzle } from './generate.ts';
import { RATING_BANDS, ratingBand, THEMES, TARGETS, type RatingBand, type RejectReason, type Theme } from './puzzle-kinds.ts';
import type { PuzzleFeatures } from './features.ts';

export interface ThemeReport {
  readonly theme: Theme;
  readonly seeds: number;
  readonly accepted: number;
  readonly candidates: number;
  readonly rejected: Readonly<Partial<Record<RejectReason, number>>>;
  readonly meanFeatures: Readonly<Record<string, number>>;
  readonly questionTypes: Readonly<Record<string, number>>;
  readonly bands: Readonly<Record<RatingBand, number>>;
  readonly ratingMin: number;
  readonly ratingMax: number;
  readonly ratingMean: number;
  /** Mean wall time per accepted puzzle, rejected candidates included. */
  readonly meanMs: number;
  /** The same in the process's CPU time, when a CPU clock is given: what a busy machine does not inflate. */
  readonly meanCpuMs?: number;
}

/** Clocks in milliseconds: wall time, and optionally the process's CPU time. */
export interface ReportClocks {
  readonly now: () => number;
  readonly cpu?: () => number;
}

const NUMERIC: readonly (keyof PuzzleFeatures)[] = [
  'creatures',
  'eligible',
  'effects',
  'players',
  'defenders',
  'costPlans',
  'treeDepth',
  'ties',
  'legalCount',
  'omega',
  'temptingFailed',
];

export function themeReport(theme: Theme, seeds: number, clocks: ReportClocks, firstSeed = 1): ThemeReport {
  const { now, cpu } = clocks;
  const rejected: Partial<Record<RejectReason, number>> = {};
  const sums: Record<string, number> = {};
  const questionTypes: Record<string, number> = {};
  const bands = Object.fromEntries(RATING_BANDS.map((b) => [b.label, 0])) as Record<RatingBand, number>;
  let accepted = 0;
  let candidates = 0;
  let ratingSum = 0;
  let ratingMin = Infinity;
  let ratingMax = -Infinity;
  const start = now();
  const cpuStart = cpu?.();
  for (let seed = firstSeed; seed < firstSeed + seeds; seed++) {
    // Targets cycle with the seed so each theme's report covers every board size.
    const r = generatePuzzle(seed, { theme, target: TARGETS[seed % TARGETS.length]! });
    const stats = r.ok ? r.value.stats : r.error.stats;
    candidates += stats.candidates;
    for (const [k, v] of Object.entries(stats.rejected)) rejected[k as RejectReason] = (rejected[k as RejectReason] ?? 0) + v;
    if (!r.ok) continue;
    accepted++;
    const p = r.value;
    for (const k of NUMERIC) sums[k] = (sums[k] ?? 0) + (p.features[k] as number);
    questionTypes[p.features.questionType] = (questionTypes[p.features.questionType] ?? 0) + 1;
    bands[ratingBand(p.rating)]++;
    ratingSum += p.rating;
    ratingMin = Math.min(ratingMin, p.rating);
    ratingMax = Math.max(ratingMax, p.rating);
  }
  const elapsed = now() - start;
  const cpuElapsed = cpu === undefined || cpuStart === undefined ? undefined : cpu() - cpuStart;
  const meanFeatures = Object.fromEntries(NUMERIC.map((k) => [k, accepted === 0 ? 0 : (sums[k] ?? 0) / accepted]));
  return {
    theme,
    seeds,
    accepted,
    candidates,
    rejected,
    meanFeatures,
    questionTypes,
    bands,
    ratingMin,
    ratingMax,
    ratingMean: accepted === 0 ? 0 : ratingSum / accepted,
    meanMs: accepted === 0 ? 0 : elapsed / accepted,
    ...(cpuElapsed === undefined ? {} : { meanCpuMs: accepted === 0 ? 0 : cpuElapsed / accepted }),
  };
}

export function distributionReport(seedsPerTheme: number, clocks: ReportClocks, themes: readonly Theme[] = THEMES): ThemeReport[] {
  return themes.map((t) => themeReport(t, seedsPerTheme, clocks));
}

const fixed = (n: number, d = 1): string => n.toFixed(d);

/** The report as Markdown tables (docs/puzzles.md quotes one run). */
export function reportMarkdown(reports: readonly ThemeReport[]): string {
  const lines = [
    '| theme | seeds | puzzles | candidates per puzzle | mean ms per puzzle (wall) | mean ms per puzzle (CPU) | rating min–mean–max | ' +
      RATING_BANDS.map((b) => b.label).join(' | ') +
      ' |',
    '|---|---|---|---|---|---|---|' + RATING_BANDS.map(() => '---|').join(''),
  ];
  for (const r of reports) {
    lines.push(
      `| ${r.theme} | ${r.seeds} | ${r.accepted} (${fixed((100 * r.accepted) / r.seeds)} %) | ${fixed(r.candidates / Math.max(1, r.accepted), 2)} | ${fixed(r.meanMs)} | ${r.meanCpuMs === undefined ? '–' : fixed(r.meanCpuMs)} | ${r.ratingMin}–${Math.round(r.ratingMean)}–${r.ratingMax} | ` +
        RATING_BANDS.map((b) => String(r.bands[b.label])).join(' | ') +
        ' |',
    );
  }
  lines.push('', '| theme | ' + NUMERIC.join(' | ') + ' | question types |', '|---|' + NUMERIC.map(() => '---|').join('') + '---|');
  for (const r of reports) {
    const types = Object.entries(r.questionTypes)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    lines.push(`| ${r.theme} | ` + NUMERIC.map((k) => fixed(r.meanFeatures[k] ?? 0, 2)).join(' | ') + ` | ${types} |`);
  }
  lines.push('', '| theme | candidates rejected, by reason |', '|---|---|');
  for (const r of reports)
    lines.push(
      `| ${r.theme} | ${
        Object.entries(r.rejected)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ') || 'none'
      } |`,
    );
  return lines.join('\n') + '\n';
}
