/**
 * JSON paths as errors name them: `quizzes[4].board.effects[2].kind`, '' for the root — the notation
 * of the pack, progress and API errors (the engine's board errors write the same paths with their own
 * copy: the engine imports nothing outside itself). Pure.
 */

const PLAIN_KEY = /^[A-Za-z0-9_$-]+$/;

export function pathKey(base: string, key: string): string {
  if (!PLAIN_KEY.test(key)) return `${base}[${JSON.stringify(key)}]`;
  return base === '' ? key : `${base}.${key}`;
}

export function pathIndex(base: string, index: number): string {
  return `${base}[${index}]`;
}
