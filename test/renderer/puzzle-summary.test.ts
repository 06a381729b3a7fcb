/** The words of a run's summary and of a puzzle's heading, as the puzzle screen shows them. */
import { describe, expect, it } from 'vitest';
import type { PuzzleRunSummary } from '#main/contract/puzzle-types';
import { THEMES, THEME_LABELS } from '#shared/generate/puzzle-kinds';
import { clockText, ratingMoveText, summaryView, themeName } from '../../src-renderer/lib/puzzles/run-summary.ts';
import { puzzleHeading, titleCards } from '../../src-renderer/lib/puzzles/puzzle-heading.ts';

const summary = (over: Partial<PuzzleRunSummary> = {}): PuzzleRunSummary => ({
  runId: 'run-1',
  mode: 'puzzles',
  startedAt: '2026-03-02T09:00:00.000Z',
  finishedAt: '2026-03-02T09:04:05.000Z',
  answered: 5,
  solved: 3,
  missedCount: 2,
  answerMs: 200_000,
  rating: { before: 1500, after: 1468 },
  themes: [
    { theme: 'costs', answered: 3, solved: 2, rating: { before: 1450, after: 1470 } },
    { theme: 'blocking', answered: 2, solved: 1, rating: null },
  ],
  missed: [],
  nextDue: '2026-03-02T09:14:05.000Z',
  ...over,
});

describe('summaryView', () => {
  it.each([
    {
      name: 'a run of puzzles: counts, time from start to end, and the rating over the run',
      s: summary(),
      headline: 'You answered 5 puzzles: 3 right, 2 wrong.',
      figures: ['Answered 5', 'Right 3 of 5 (60 %)', 'Missed 2', 'Time 4:05', 'Puzzle rating 1500 → 1468 (−32)', 'Next review in 10 minutes'],
      themes: ['Costs to attack 2 of 3 (67 %) 1450 → 1470 (+20)', 'Blocking 1 of 2 (50 %) not rated'],
    },
    {
      name: 'a rush: skips are misses, and no rating moves',
      s: summary({ mode: 'rush', answered: 2, solved: 1, missedCount: 3, rating: null, themes: [{ theme: 'goad', answered: 2, solved: 1, rating: null }] }),
      headline: 'You answered 2 puzzles: 1 right, 1 wrong, and skipped 2.',
      figures: ['Answered 2', 'Right 1 of 2 (50 %)', 'Missed 3', 'Time 4:05', 'Puzzle rating not rated in a rush', 'Next review in 10 minutes'],
      themes: ['Goad 1 of 2 (50 %) —'],
    },
    {
      name: 'nothing answered',
      s: summary({ answered: 0, solved: 0, missedCount: 0, rating: null, themes: [], nextDue: undefined }),
      headline: 'No puzzle was answered in this run.',
      figures: ['Answered 0', 'Right —', 'Missed 0', 'Time 4:05', 'Puzzle rating not rated', 'Next review nothing scheduled by this run'],
      themes: [],
    },
  ])('$name', ({ s, headline, figures, themes }) => {
    // Told from the run's end: the next review 10 minutes later.
    const view = summaryView(s, Date.parse(s.finishedAt));
    expect(view.headline).toBe(headline);
    expect(view.figures.map((f) => `${f.label} ${f.value}`)).toEqual(figures);
    expect(view.themes.map((t) => `${t.theme} ${t.share} ${t.rating}`)).toEqual(themes);
  });

  it('names every theme in words, never by its id', () => {
    for (const theme of [...THEMES, 'blocking', 'mixed']) {
      expect(themeName(theme)).not.toMatch(/-|^[a-z]/);
    }
    expect(themeName('planeswalkers-battles')).toBe('Planeswalkers and battles');
  });

  it.each([
    [0, '0:00'],
    [59_499, '0:59'],
    [61_000, '1:01'],
    [300_000, '5:00'],
  ])('a duration of %i ms reads %s', (ms, text) => expect(clockText(ms)).toBe(text));

  it('writes a rating move with its sign', () => {
    expect(ratingMoveText({ before: 1500, after: 1520 })).toBe('1500 → 1520 (+20)');
    expect(ratingMoveText({ before: 1500, after: 1500 })).toBe('1500 → 1500 (±0)');
    expect(ratingMoveText(null)).toBe('not rated');
  });
});

describe('puzzleHeading', () => {
  const title = `${THEME_LABELS.goad}: Kardur, Doomscourge and Ghostly Prison`;
  it.each([
    ['a chosen theme names it: the learner chose it', 'goad', false, title],
    ['a chosen theme after the answer', 'goad', true, title],
    ['mixed themes keep the theme back until the answer', 'mixed', false, 'Mixed themes: Kardur, Doomscourge and Ghostly Prison'],
    ['mixed themes name it once answered', 'mixed', true, 'Goad: Kardur, Doomscourge and Ghostly Prison'],
  ] as const)('%s', (_name, chosen, answered, want) => {
    expect(puzzleHeading(title, 'goad', chosen, answered)).toBe(want);
  });

  it('no theme label of any theme is left in a mixed heading before the answer', () => {
    for (const theme of THEMES) {
      const heading = puzzleHeading(`${THEME_LABELS[theme]}: Propaganda`, theme, 'mixed', false);
      expect(heading).toBe('Mixed themes: Propaganda');
    }
    expect(titleCards('Something else', 'goad')).toBe('Something else');
  });
});
