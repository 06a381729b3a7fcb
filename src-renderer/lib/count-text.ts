/**
 * Counts as the renderer writes them: "1 legal declaration", "12,345 legal declarations". A count may
 * be a decimal string (legal sets can exceed 2^53, LegalSet.count), so the grouping works on digits.
 */

/** "1234567" → "1,234,567"; anything that is not a plain count is left as it is. */
export function formatCount(count: number | string): string {
  const text = String(count);
  return /^\d+$/.test(text) ? text.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : text;
}

export function plural(count: number | string, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${String(count) === '1' ? one : many}`;
}
