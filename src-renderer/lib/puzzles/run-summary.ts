/**
 * The words of a puzzle run's summary (the end of a run of puzzles or of a rush), from the summary the
 * service computed: the figures, one line per theme, and the puzzles missed. The screen draws these.
 */
import type { PuzzleRunSummary, RunRatingMove } from '#main/contract/puzzle-types';
import { BLOCKING_THEME, THEME_LABELS, isTheme } from '#shared/generate/puzzle-kinds';
import { plural } from '../count-text.ts';
import { whenText } from '../practice/review.ts';

/** A theme as the learner reads it ("Costs to attack", "Blocking", "Mixed themes"), never its id. */
export function themeName(theme: string): string {
  if (isTheme(theme)) return THEME_LABELS[theme];
  if (theme === BLOCKING_THEME) return 'Blocking';
  if (theme === 'mixed') return 'Mixed themes';
  return 'Other puzzles';
}

/** "2:05" for a duration in ms (minutes, then seconds). */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

/** "1500 → 1468 (−32)"; "not rated" when nothing moved it. */
export function ratingMoveText(move: RunRatingMove | null): string {
  return move === null ? 'not rated' : `${move.before} → ${move.after} (${signed(move.after - move.before)})`;
}

export interface SummaryFigure {
  readonly label: string;
  readonly value: string;
}

export interface SummaryThemeRow {
  readonly theme: string;
  readonly answered: number;
  readonly solved: number;
  /** "2 of 3 (67 %)". */
  readonly share: string;
  readonly rating: string;
}

export interface SummaryView {
  /** One sentence: "You answered 5 puzzles: 3 right, 2 wrong." */
  readonly headline: string;
  readonly figures: readonly SummaryFigure[];
  readonly themes: readonly SummaryThemeRow[];
}

const share = (solved: number, answered: number): string => (answered === 0 ? '—' : `${solved} of ${answered} (${Math.round((100 * solved) / answered)} %)`);

/** The summary's words; `nowMs` is the moment the next review is told from ("tomorrow"). */
export function summaryView(s: PuzzleRunSummary, nowMs: number): SummaryView {
  const wrong = s.answered - s.solved;
  const skipped = s.missedCount - wrong;
  const headline =
    s.answered === 0 && skipped === 0
      ? 'No puzzle was answered in this run.'
      : `You answered ${plural(s.answered, 'puzzle')}: ${s.solved} right, ${wrong} wrong${skipped > 0 ? `, and skipped ${skipped}` : ''}.`;
  const figures: SummaryFigure[] = [
    { label: 'Answered', value: String(s.answered) },
    { label: 'Right', value: share(s.solved, s.answered) },
    { label: 'Missed', value: String(s.missedCount) },
    { label: 'Time', value: clockText(Date.parse(s.finishedAt) - Date.parse(s.startedAt)) },
    // A rush keeps its own score and never moves the rating (as lichess's Storm).
    { label: 'Puzzle rating', value: s.mode === 'rush' ? 'not rated in a rush' : ratingMoveText(s.rating) },
    // As a study session's end: the answered puzzles are quizzes of the review schedule.
    { label: 'Next review', value: s.nextDue === undefined ? 'nothing scheduled by this run' : whenText(s.nextDue, nowMs) },
  ];
  const themes = s.themes.map((t) => ({
    theme: themeName(t.theme),
    answered: t.answered,
    solved: t.solved,
    share: share(t.solved, t.answered),
    rating: s.mode === 'rush' ? '—' : ratingMoveText(t.rating),
  }));
  return { headline, figures, themes };
}
