/**
 * The blocking puzzles over many seeds: each one is made, its answer is the engine's, its prompt is
 * the board's and names every card with its power and toughness, and its cards change the answer.
 * Plus a check that the checker catches a prompt, an answer or a quiz that no longer fits the board.
 */
import { describe, expect, it } from 'vitest';
import { checkBlockPuzzle, generateBlockPuzzle, type BlockPuzzle } from '#shared/generate/index';
import { blockKey } from '#shared/engine/block/index';
import { TARGETS } from '#shared/generate/puzzle-kinds';
import type { JsonValue } from '#shared/quiz/index';

const SEEDS = 60;

describe('blocking puzzles', () => {
  it(`are made and pass their check for ${SEEDS} seeds at every target`, () => {
    const failures: string[] = [];
    const kinds = new Set<string>();
    for (let seed = 0; seed < SEEDS; seed++) {
      for (const target of TARGETS) {
        const r = generateBlockPuzzle(seed, target);
        if (!r.ok) {
          failures.push(`${seed}/${target}: ${r.error}`);
          continue;
        }
        for (const e of r.value.board.effects) kinds.add(e.kind);
        const problems = checkBlockPuzzle(r.value);
        if (problems.length > 0) failures.push(`${r.value.id}: ${problems.join('; ')}`);
        expect(r.value.legal.length).toBeGreaterThan(0);
      }
    }
    expect(failures).toEqual([]);
    // The pool reaches requirements, restrictions, extra blocks and costs.
    for (const kind of ['lure', 'mustBlock', 'cantBlock', 'canBlockAdditional', 'blockCost', 'blockedByAtMost']) expect(kinds).toContain(kind);
  }, 120_000);

  it('is deterministic: the same seed and target give the same puzzle', () => {
    const a = generateBlockPuzzle(7, 3);
    const b = generateBlockPuzzle(7, 3);
    expect(a).toEqual(b);
  });

  it('catches a wrong stored answer and a prompt that is not the board', () => {
    const r = generateBlockPuzzle(11, 2);
    if (!r.ok) throw new Error(r.error);
    const p: BlockPuzzle = r.value;
    expect(checkBlockPuzzle({ ...p, legal: p.legal.slice(1) })).toContain('the engine now answers differently');
    expect(checkBlockPuzzle({ ...p, prompt: p.prompt.replace(/\d+\/\d+/, '9/9') })).toContain('the prompt is not the one the board gives');
    expect(p.legal.map(blockKey)).toEqual([...new Set(p.legal.map(blockKey))]);
    // The quiz an answered puzzle is kept as must be the puzzle's.
    const question = p.quiz.question as { readonly answer: readonly JsonValue[] };
    expect(checkBlockPuzzle({ ...p, quiz: { ...p.quiz, question: { type: 'legal-sets', answer: question.answer.slice(1) } } })).toContain(
      "the quiz's answer is not the engine's",
    );
    expect(checkBlockPuzzle({ ...p, quiz: { ...p.quiz, prompt: 'Another question.' } })).toContain('the quiz is not the puzzle (its id or prompt differs)');
  });
});
