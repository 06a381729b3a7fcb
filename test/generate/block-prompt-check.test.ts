/**
 * Blocking prompts true as written, over thousands of seeds: each sentence is checked against the
 * board as the engine parses it (block-check-prompt.ts), not against the writer's own output; and the
 * check catches a prompt that says something the board does not hold.
 */
import { describe, expect, it } from 'vitest';
import { checkBlockPromptFacts, generateBlockPuzzle, type BlockPuzzle } from '#shared/generate/index';
import { TARGETS } from '#shared/generate/puzzle-kinds';

const SEEDS = 600;

const puzzle = (seed: number, target: 1 | 2 | 3 | 4): BlockPuzzle => {
  const r = generateBlockPuzzle(seed, target);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('blocking prompt facts', () => {
  it(`hold for ${SEEDS * TARGETS.length} puzzles (${SEEDS} seeds at every target)`, () => {
    const problems: string[] = [];
    const started = performance.now();
    for (let seed = 1000; seed < 1000 + SEEDS; seed++) {
      for (const target of TARGETS) {
        const p = puzzle(seed, target);
        for (const x of checkBlockPromptFacts(p.board, p.prompt)) problems.push(`${p.id}: ${x}`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    // The figure the report quotes (printed, never asserted: timing is a benchmark's business).
    console.log(`blocking puzzles: ${((performance.now() - started) / (SEEDS * TARGETS.length)).toFixed(1)} ms each, generated and checked`);
  }, 600_000);

  it('names the attacking player, never an id', () => {
    const p = puzzle(5, 2);
    expect(p.prompt).toMatch(/^Alice attacks you with /);
    expect(p.prompt).not.toMatch(/\b(opp|alice)\b/);
  });

  const tampered: readonly (readonly [string, (p: BlockPuzzle) => string, RegExp])[] = [
    ['a wrong power/toughness', (p) => p.prompt.replace(/(\d+)\/(\d+)/, (_m, a: string, b: string) => `${Number(a) + 1}/${b}`), /power\/toughness is not/],
    ['a creature left out', (p) => p.prompt.replace(`${p.board.creatures.at(-1)!.name} (`, 'Someone ('), /is not listed/],
    ['an effect left out', (p) => p.prompt.replace(`${p.board.effects[0]!.source}: `, 'Nothing: '), /does not state|the sentence|fewer than/],
    [
      'an id shown',
      (p) => p.prompt.replace(p.board.creatures[0]!.name, `${p.board.creatures[0]!.id} ${p.board.creatures[0]!.name}`),
      /shows the id|is not listed/,
    ],
  ];
  it.each(tampered)('catch %s', (_name, tamper, problem) => {
    // A puzzle with an effect naming creatures by id.
    let p = puzzle(1, 3);
    for (let s = 2; p.board.effects.length === 0 || p.board.creatures[0]!.id === p.board.creatures[0]!.name; s++) p = puzzle(s, 3);
    const changed = tamper(p);
    expect(changed).not.toBe(p.prompt);
    expect(checkBlockPromptFacts(p.board, changed).join('\n')).toMatch(problem);
  });

  it('catch an effect sentence naming a creature the effect does not apply to', () => {
    let p = puzzle(1, 4);
    for (let s = 2; !p.board.effects.some((e) => e.kind === 'lure'); s++) p = puzzle(s, 4);
    const lure = p.board.effects.find((e) => e.kind === 'lure')!;
    const target = p.board.creatures.find((c) => JSON.stringify(lure.attackers).includes(`"${c.id}"`))!;
    const other = p.board.creatures.find((c) => c.attacking === undefined)!;
    const changed = p.prompt.replace(`all creatures able to block ${target.name} do so`, `all creatures able to block ${other.name} do so`);
    expect(changed).not.toBe(p.prompt);
    expect(checkBlockPromptFacts(p.board, changed).join('\n')).toMatch(new RegExp(`names ${other.name}|does not name ${target.name}`));
  });
});
