/**
 * JSON paths as errors name them: `quizzes[4].board.effects[2].kind`, '' for the root — the same
 * notation as the engine's board errors, so a board error can be re-rooted by prefixing.
 */

const PLAIN_KEY = /^[A-Za-z0-9_$-]+$/;

export function pathKey(base: string, key: string): string {
  if (!PLAIN_KEY.test(key)) return `${base}[${JSON.stringify(key)}]`;
  return base === '' ? key : `${base}.${key}`;
}

export function pathIndex(base: string, index: number): string {
  return `${base}[${index}]`;
}

/** Put a path relative to a sub-document (e.g. a board's `effects[2].kind`) under `base`. */
export function rebasePath(base: string, sub: string | undefined): string {
  const rel = sub ?? '';
  if (rel === '') return base;
  if (base === '') return rel;
  return rel.startsWith('[') ? `${base}${rel}` : `${base}.${rel}`;
}
