/** The per-quiz limits of attack-quiz-pack/1 (docs/quiz-pack-format.md), each refused with its JSON path. */
import { describe, expect, it } from 'vitest';
import { parseQuizPack } from '#shared/quiz/parse-pack';
import { QUIZ_PACK_LIMITS } from '#shared/quiz/pack-format';
import { validRawPack } from './fixtures.ts';

const L = QUIZ_PACK_LIMITS;
type Raw = ReturnType<typeof validRawPack>;
type Board = { creatures: Record<string, unknown>[]; effects: unknown[] };
const board = (raw: Raw): Board => raw.quizzes[0]!['board'] as Board;
const explanation = (raw: Raw) => raw.quizzes[0]!['explanation'] as Record<string, unknown>;

const CASES: readonly (readonly [name: string, mutate: (raw: Raw) => void, path: string, code: string])[] = [
  ['21 tags', (r) => (r.quizzes[0]!['tags'] = Array.from({ length: L.maxTagsPerQuiz + 1 }, (_, i) => `t${i}`)), 'quizzes[0].tags', 'too-many'],
  ['300,000 tags', (r) => (r.quizzes[0]!['tags'] = Array.from({ length: 300_000 }, () => 'a')), 'quizzes[0].tags', 'too-many'],
  [
    '65 effects',
    (r) => (board(r).effects = Array.from({ length: L.maxEffectsPerBoard + 1 }, () => board(r).effects[0])),
    'quizzes[0].board.effects',
    'too-many',
  ],
  ['60,000 effects', (r) => (board(r).effects = Array.from({ length: 60_000 }, () => board(r).effects[0])), 'quizzes[0].board.effects', 'too-many'],
  [
    '65 creatures',
    (r) => (board(r).creatures = Array.from({ length: L.maxCreaturesPerBoard + 1 }, (_, i) => ({ ...board(r).creatures[0], id: `c${i}` }))),
    'quizzes[0].board.creatures',
    'too-many',
  ],
  [
    '17 kinds of counters',
    (r) => (board(r).creatures[0]!['counters'] = Object.fromEntries(Array.from({ length: L.maxCountersPerCreature + 1 }, (_, i) => [`k${i}`, 1]))),
    'quizzes[0].board.creatures[0].counters',
    'too-many',
  ],
  [
    'a 201-character card name',
    (r) => (board(r).creatures[0]!['name'] = 'n'.repeat(L.maxShortTextChars + 1)),
    'quizzes[0].board.creatures[0].name',
    'too-long',
  ],
  ['a 200,000-character card name', (r) => (board(r).creatures[1]!['name'] = 'n'.repeat(200_000)), 'quizzes[0].board.creatures[1].name', 'too-long'],
  ['a 201-character quiz title', (r) => (r.quizzes[0]!['title'] = 't'.repeat(L.maxTitleChars + 1)), 'quizzes[0].title', 'too-long'],
  ['a 201-character pack title', (r) => (r['title'] = 't'.repeat(L.maxTitleChars + 1)), 'title', 'too-long'],
  ['a 4,001-character prompt', (r) => (r.quizzes[0]!['prompt'] = 'p'.repeat(L.maxLongTextChars + 1)), 'quizzes[0].prompt', 'too-long'],
  ['a 4,001-character explanation', (r) => (explanation(r)['short'] = 's'.repeat(L.maxLongTextChars + 1)), 'quizzes[0].explanation.short', 'too-long'],
  ['a 201-character source', (r) => (r.quizzes[0]!['source'] = 's'.repeat(L.maxShortTextChars + 1)), 'quizzes[0].source', 'too-long'],
];

describe('per-quiz limits', () => {
  it.each(CASES.map(([name, mutate, path, code]) => ({ name, mutate, path, code })))('$name → $path $code', ({ mutate, path, code }) => {
    const raw = validRawPack();
    // The fixture's quizzes share one board object: give the first its own.
    raw.quizzes[0]!['board'] = structuredClone(raw.quizzes[0]!['board']);
    mutate(raw);
    const r = parseQuizPack(raw);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((e) => [e.path, e.code])).toEqual([[path, code]]);
    expect(r.error[0]!.message.length).toBeLessThan(200);
  });

  it('exactly at every limit the pack is valid', () => {
    const raw = validRawPack();
    raw.quizzes[0]!['board'] = structuredClone(raw.quizzes[0]!['board']);
    raw.quizzes[0]!['tags'] = Array.from({ length: L.maxTagsPerQuiz }, (_, i) => `t${i}`);
    raw.quizzes[0]!['title'] = 't'.repeat(L.maxTitleChars);
    raw.quizzes[0]!['prompt'] = 'p'.repeat(L.maxLongTextChars);
    board(raw).creatures[0]!['name'] = 'n'.repeat(L.maxShortTextChars);
    board(raw).creatures[0]!['counters'] = Object.fromEntries(Array.from({ length: L.maxCountersPerCreature }, (_, i) => [`k${i}`, 1]));
    const r = parseQuizPack(raw);
    expect(r.ok ? 'valid' : r.error).toBe('valid');
  });
});
