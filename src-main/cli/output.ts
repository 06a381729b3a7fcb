/** How counts and results are written as JSON lines. */

/**
 * The engine counts exactly as a decimal string because a legal set can hold more than 2^53
 * declarations. JSON readers lose precision past 2^53 − 1, so a count up to that bound is printed as a
 * JSON number and a larger one as a JSON string of decimal digits.
 */
export function countToJson(count: string): number | string {
  if (!/^[0-9]+$/.test(count)) return count;
  const n = BigInt(count);
  return n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : count;
}

export function jsonLine(value: unknown): string {
  return `${JSON.stringify(value)}\n`;
}
