/**
 * Vectors of the living spec where it corrects the shared baseline to agree with the Comprehensive
 * Rules (docs/attack-board-v1.md, "Corrections to the baseline"): tap costs are decided by the board
 * even without `resources` (CR 118.3), the defender keyword restricts by itself (CR 702.3b), and a
 * board without the attack-multiple-players option names its defending player (CR 506.2a). The
 * baseline's own vectors (article.json) are unchanged and still pass (vectors.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { countLegal, explainDeclaration, legalSet, parseBoard } from '#shared/engine/index';
import { keysOf, readVectors, solveVector } from './vector-files.ts';

const vectors = readVectors('corrections');

describe('spec corrections vectors', () => {
  it.each(vectors.map((v) => [v.name, v] as const))('%s', (_name, v) => {
    const { board, set: result } = solveVector(v);
    expect(keysOf(result.legal)).toEqual(keysOf(v.legal));
    const count = countLegal(board);
    expect(count.ok && count.value.count).toBe(String(v.legal.length));
    // Every listed declaration explains as legal, and its verdict agrees with the set.
    for (const d of v.legal) {
      const e = explainDeclaration(board, d);
      expect(e.ok && e.value.legal).toBe(true);
    }
  });

  it('explains why all three attacking is not legal without resources: nobody is left to tap', () => {
    const v = vectors.find((x) => x.name === 'tap-cost-decided-without-resources')!;
    const board = parseBoard(v.board);
    if (!board.ok) throw new Error('board');
    const all = { attacks: { 'hollow-warrior': 'opp', 'grizzly-bears': 'opp', 'grizzly-bears-2': 'opp' } };
    const e = explainDeclaration(board.value, all);
    if (!e.ok) throw new Error(e.error.message);
    expect(e.value.legal).toBe(false);
    expect(e.value.failedStep).toBe(7);
    const paid = explainDeclaration(board.value, { attacks: { 'hollow-warrior': 'opp' } });
    expect(paid.ok && paid.value.steps.find((s) => s.step === 7)).toMatchObject({ ok: true, creaturesTapped: ['grizzly-bears'] });
  });

  it('explains a defender attacking as a broken restriction in step 2', () => {
    const v = vectors.find((x) => x.name === 'defender-keyword-restricts')!;
    const board = parseBoard(v.board);
    if (!board.ok) throw new Error('board');
    const e = explainDeclaration(board.value, { attacks: { wall: 'opp', bears: 'opp' } });
    if (!e.ok) throw new Error(e.error.message);
    expect(e.value.failedStep).toBe(2);
    expect(e.value.summary).toContain('Wall of Roots has defender');
  });
});

describe('defendingPlayer (CR 506.2a)', () => {
  const base = {
    format: 'attack-board/1',
    players: ['you', 'alice', 'bob'],
    activePlayer: 'you',
    creatures: [{ id: 'bears', name: 'Grizzly Bears', controller: 'you', power: 2, toughness: 2 }],
    effects: [],
  };
  const cases: { name: string; board: object; path: string; code: string }[] = [
    { name: 'a choice with the option on', board: { ...base, defendingPlayer: 'alice' }, path: 'defendingPlayer', code: 'unknown-field' },
    {
      name: 'the active player chosen',
      board: { ...base, attackMultiplePlayers: false, defendingPlayer: 'you' },
      path: 'defendingPlayer',
      code: 'unknown-player',
    },
    { name: 'no such player', board: { ...base, attackMultiplePlayers: false, defendingPlayer: 'zed' }, path: 'defendingPlayer', code: 'unknown-player' },
  ];
  it.each(cases.map((c) => [c.name, c] as const))('rejects %s', (_n, c) => {
    const parsed = parseBoard(c.board);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContainEqual(expect.objectContaining({ path: c.path, code: c.code }));
  });

  it('keeps a board from before the choice valid, but gives it no legal set: the answer depends on the choice', () => {
    const parsed = parseBoard({ ...base, attackMultiplePlayers: false });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    expect(parsed.value.defendingPlayer).toBeUndefined();
    for (const r of [legalSet(parsed.value), countLegal(parsed.value), explainDeclaration(parsed.value, { attacks: {} })]) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 'no-defending-player', message: expect.stringContaining('506.2a') });
    }
  });

  it('explains an attack on another opponent as a step 1 problem naming the chosen player', () => {
    const parsed = parseBoard({ ...base, attackMultiplePlayers: false, defendingPlayer: 'alice' });
    if (!parsed.ok) throw new Error('board');
    const e = explainDeclaration(parsed.value, { attacks: { bears: 'bob' } });
    if (!e.ok) throw new Error(e.error.message);
    expect(e.value.failedStep).toBe(1);
    expect(e.value.steps[0]).toMatchObject({ problems: [{ kind: 'not-defending-player', defendingPlayer: 'alice' }] });
    expect(e.value.summary).toContain('chosen as the defending player');
  });
});
