/** Choosing an exam's quizzes: filter by tags and levels, then draw without replacement. */
import { err, ok, type Result } from '#shared/engine/result';
import type { QuizSummary } from '#main/store/records';
import type { Random } from '#shared/quiz/rng';

export interface ExamCriteria {
  /** Any of them (absent or empty: no condition). */
  readonly tags?: readonly string[];
  readonly levels?: readonly number[];
}

/**
 * A quiz matches when it has ANY of the tags: an exam "on costs and timing" means quizzes of either
 * (the library filter, by contrast, narrows by every tag).
 */
export const matchesCriteria = (q: QuizSummary, c: ExamCriteria): boolean =>
  (c.tags === undefined || c.tags.length === 0 || c.tags.some((t) => q.tags.includes(t))) &&
  (c.levels === undefined || c.levels.length === 0 || c.levels.includes(q.level));

/** `count` distinct items in random order (a partial Fisher–Yates shuffle), or how many there are. */
export function drawRandom<T>(items: readonly T[], count: number, random: Random): Result<T[], { readonly available: number }> {
  if (count > items.length) return err({ available: items.length });
  const pool = [...items];
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    const picked = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = picked;
  }
  return ok(pool.slice(0, count));
}
