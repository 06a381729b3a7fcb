/**
 * Boards that pay attack costs with creatures (enumerated with exact payment per declaration,
 * src-main/shared/engine/creature-members.ts): figures to read, not timed tests. Boards are built from presets:
 * (a) Vhal under Propaganda (article question 10): 2 declarations in Ω;
 * (b) Hollow Warrior, three mana elves, Birds of Paradise and a bear under Propaganda, three lands:
 *     6 eligible creatures, 64 declarations in Ω;
 * (c) the same with a second opponent and War's Toll: 729 declarations, conditional requirements;
 * (d) 7 eligible creatures and 2 opponents: 2 187 declarations;
 * (e) 9 eligible creatures and 2 opponents: 19 683 declarations (the limit is 100 000);
 * and, on (c), every explanation of a legal declaration and the attack tree.
 */
import { bench, describe } from 'vitest';
import { applyPreset, makeBoardDraft, type BoardDraft, type PresetParams } from '#shared/cards/index';
import { buildAttackTree, explainDeclaration, legalSet, parseBoard, type Board } from '#shared/engine/index';

function build(players: readonly string[], steps: readonly (readonly [string, PresetParams?])[], lands: readonly string[]): Board {
  let draft: BoardDraft = { ...makeBoardDraft(players, players[0]!), resources: { mana: [...lands], life: 20 } };
  for (const [id, params] of steps) {
    const applied = applyPreset(draft, id, params ?? {});
    if (!applied.ok) throw new Error(JSON.stringify(applied.error));
    draft = applied.value.board;
  }
  const parsed = parseBoard(draft);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}

const ELVES = [['hollow-warrior'], ['llanowar-elves'], ['elvish-mystic'], ['fyndhorn-elves'], ['birds-of-paradise'], ['grizzly-bears']] as const;
const VHAL = build(['you', 'opp'], [['vhal-candlekeep-researcher'], ['propaganda']], []);
const SIX = build(['you', 'opp'], [...ELVES, ['propaganda']], ['G', 'G', 'W']);
const TOLL = build(['you', 'opp', 'opp2'], [...ELVES, ['propaganda'], ['wars-toll']], ['G', 'G', 'W']);
const SEVEN = build(['you', 'opp', 'opp2'], [...ELVES, ['serra-angel'], ['propaganda'], ['wars-toll']], ['G', 'G', 'W']);
const NINE = build(['you', 'opp', 'opp2'], [...ELVES, ['serra-angel'], ['grizzly-bears'], ['llanowar-elves'], ['propaganda'], ['wars-toll']], ['G', 'G', 'W']);

function run(board: Board, what: string): void {
  const r = legalSet(board);
  if (!r.ok) throw new Error(`${what}: ${r.error.message}`);
}

function explainAll(board: Board): void {
  const r = legalSet(board);
  if (!r.ok) throw new Error(r.error.message);
  for (const d of r.value.legal) {
    const x = explainDeclaration(board, d);
    if (!x.ok) throw new Error(x.error.message);
  }
}

function tree(board: Board): void {
  const t = buildAttackTree(board);
  if (!t.ok) throw new Error(t.error.message);
}

describe('exact path (creature mana, tap costs)', () => {
  bench('(a) Vhal under Propaganda', () => run(VHAL, 'vhal'), { time: 200 });
  bench('(b) Hollow Warrior, elves, Birds, bear, Propaganda: 64 declarations', () => run(SIX, 'six'), { time: 500 });
  bench("(c) the same, two opponents and War's Toll: 729 declarations", () => run(TOLL, 'toll'), { time: 1000, iterations: 3 });
  bench('(d) seven creatures, two opponents: 2187 declarations', () => run(SEVEN, 'seven'), { time: 1000, iterations: 2, warmupIterations: 0 });
  bench('(e) nine creatures, two opponents: 19683 declarations', () => run(NINE, 'nine'), { time: 1000, iterations: 2, warmupIterations: 0 });
  bench('(c) every legal declaration explained', () => explainAll(TOLL), { time: 1000, iterations: 2, warmupIterations: 0 });
  bench('(c) the attack tree', () => tree(TOLL), { time: 1000, iterations: 2, warmupIterations: 0 });
});
