/**
 * The shape check every API argument passes before anything else reads it: nesting
 * depth and number of values, walked iteratively (a 10,000-deep value must not overflow the stack
 * here, as it would in zod, the structured clone or the engine). The first value past a limit is
 * named by its JSON path, relative to the argument.
 */
import { pathIndex, pathKey } from '#shared/quiz/path';

export interface ShapeLimits {
  /** Containers inside containers: the argument itself is depth 0. */
  readonly maxDepth: number;
  /** Values in all (objects, arrays and leaves). */
  readonly maxValues: number;
}

/**
 * A board nests conditionals at most MAX_NESTING (16) deep, two levels each (`then`, the effect), and a
 * quiz puts it three levels down: legitimate arguments stay below 50. A quiz pack is at most 5 MB of
 * JSON, which cannot hold more than about 2.5 million values: nothing legitimate needs more than 1 million
 * in one argument.
 */
export const API_SHAPE_LIMITS: ShapeLimits = { maxDepth: 64, maxValues: 1_000_000 };

export interface ShapeIssue {
  readonly path: string;
  readonly message: string;
}

interface Frame {
  readonly value: unknown;
  readonly depth: number;
  readonly parent: Frame | undefined;
  readonly key: string | number | undefined;
}

const pathOf = (frame: Frame): string => {
  const keys: (string | number)[] = [];
  for (let f: Frame | undefined = frame; f?.key !== undefined; f = f.parent) keys.push(f.key);
  let path = '';
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i]!;
    path = typeof key === 'number' ? pathIndex(path, key) : pathKey(path, key);
  }
  return path;
};

/** The first problem, or undefined when the value is within the limits. */
export function checkJsonShape(value: unknown, limits: ShapeLimits = API_SHAPE_LIMITS): ShapeIssue | undefined {
  const stack: Frame[] = [{ value, depth: 0, parent: undefined, key: undefined }];
  let values = 0;
  while (stack.length > 0) {
    const frame = stack.pop()!;
    values++;
    if (values > limits.maxValues) return { path: pathOf(frame), message: `too large: more than ${limits.maxValues} values in one request` };
    const v = frame.value;
    if (typeof v !== 'object' || v === null) continue;
    if (frame.depth >= limits.maxDepth) return { path: pathOf(frame), message: `nested too deeply: at most ${limits.maxDepth} levels of objects and arrays` };
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i] as unknown, depth: frame.depth + 1, parent: frame, key: i });
    } else {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--)
        stack.push({ value: (v as Record<string, unknown>)[keys[i]!], depth: frame.depth + 1, parent: frame, key: keys[i]! });
    }
  }
  return undefined;
}
