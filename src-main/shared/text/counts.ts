/**
 * Counts and the words that agree with them, for every sentence of the text module: a leaf, so that
 * learner-text.ts and the sentence files it reads (creature-payment-text.ts) share it without importing
 * each other.
 */

const PLURAL = new Intl.PluralRules('en-US');

/** "1234567" → "1,234,567"; counts may be decimal strings (legal sets can exceed 2^53). */
export function formatCount(count: number | string): string {
  const text = String(count);
  return /^\d+$/.test(text) ? text.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : text;
}

/** "1 requirement", "3 requirements", "12,000 declarations": the plural chosen by Intl.PluralRules. */
export function countText(count: number | string, one: string, many = `${one}s`): string {
  const n = typeof count === 'number' ? count : /^\d+$/.test(count) ? Number(count) : NaN;
  const form = Number.isFinite(n) ? PLURAL.select(n) : 'other';
  return `${formatCount(count)} ${form === 'one' ? one : many}`;
}

/**
 * The word that agrees with `count` ("is"/"are", "quiz"/"quizzes"), by Intl.PluralRules: the one place
 * that decides which counts are singular, for sentences whose number is written elsewhere.
 */
export function pluralWord(count: number, one: string, many = `${one}s`): string {
  return PLURAL.select(count) === 'one' ? one : many;
}
