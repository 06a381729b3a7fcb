/**
 * The per-quiz limits of a board (docs/quiz-pack-format.md, "Limits"), checked on the raw JSON before
 * the engine parses it: 60,000 effects or a 200,000-character card name are valid to the engine but
 * make the quiz screen unusable. One iterative walk, no recursion; every error has its
 * JSON path.
 */
import { pathIndex, pathKey } from './path.ts';
import type { QuizPackError } from './pack-model.ts';
import { QUIZ_PACK_LIMITS } from './pack-format.ts';
import { isJsonObject } from '#shared/json/json-object';

export interface ErrorSink {
  add(path: string, code: QuizPackError['code'], message: string): void;
  readonly count: number;
}

const isObject = isJsonObject;

/** Reports every board limit broken; true when the board may go on to the engine. */
export function checkBoardLimits(e: ErrorSink, board: unknown, path: string): boolean {
  const start = e.count;
  if (!isObject(board)) return true; // the engine says what is wrong with it
  const { maxEffectsPerBoard, maxCreaturesPerBoard, maxCountersPerCreature, maxShortTextChars } = QUIZ_PACK_LIMITS;
  const effects = board['effects'];
  if (Array.isArray(effects) && effects.length > maxEffectsPerBoard) {
    e.add(pathKey(path, 'effects'), 'too-many', `a board has at most ${maxEffectsPerBoard} effects (this one has ${effects.length})`);
  }
  const creatures = board['creatures'];
  if (Array.isArray(creatures)) {
    if (creatures.length > maxCreaturesPerBoard) {
      e.add(pathKey(path, 'creatures'), 'too-many', `a board has at most ${maxCreaturesPerBoard} creatures (this one has ${creatures.length})`);
    } else {
      creatures.forEach((c, i) => {
        const counters = isObject(c) ? c['counters'] : undefined;
        const kinds = isObject(counters) ? Object.keys(counters).length : 0;
        if (kinds > maxCountersPerCreature) {
          e.add(
            pathKey(pathIndex(pathKey(path, 'creatures'), i), 'counters'),
            'too-many',
            `a creature has at most ${maxCountersPerCreature} kinds of counters (this one has ${kinds})`,
          );
        }
      });
    }
  }
  if (e.count > start) return false;
  // Every string and key of the board: card names, sources, ids, counter names.
  const stack: { value: unknown; path: string }[] = [{ value: board, path }];
  while (stack.length > 0) {
    const { value, path: at } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.length > maxShortTextChars)
        e.add(at, 'too-long', `a text on the board is at most ${maxShortTextChars} characters (this one has ${value.length})`);
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: pathIndex(at, i) });
    } else if (isObject(value)) {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        if (key.length > maxShortTextChars) {
          e.add(at, 'too-long', `a field name on the board is at most ${maxShortTextChars} characters (one has ${key.length})`);
          continue;
        }
        stack.push({ value: value[key], path: pathKey(at, key) });
      }
    }
  }
  return e.count === start;
}
