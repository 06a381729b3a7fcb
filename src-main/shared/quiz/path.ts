/**
 * JSON paths as errors name them: `quizzes[4].board.effects[2].kind`, '' for the root — the same
 * notation as the engine's board errors, so a board error can be re-rooted by prefixing.
 */

// One definition of the notation for every JSON reader outside the engine (src-main/shared/json/json-path.ts).
export { pathIndex, pathKey } from '#shared/json/json-path';

/** Put a path relative to a sub-document (e.g. a board's `effects[2].kind`) under `base`. */
export function rebasePath(base: string, sub: string | undefined): string {
  const rel = sub ?? '';
  if (rel === '') return base;
  if (base === '') return rel;
  return rel.startsWith('[') ? `${base}${rel}` : `${base}.${rel}`;
}
