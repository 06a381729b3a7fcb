/**
 * Identical creatures grouped in the legal-sets answer (a learner answers once for creatures the board treats alike): which creatures group, how a split
 * expands into concrete declarations, and — against the engine on every built-in legal-sets quiz —
 * that a group's expansion of a legal declaration is wholly legal (grouping never hides a difference
 * the rules make).
 */
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Board, Declaration } from '#shared/engine/index';
import { declarationKey, legalSet, parseBoard } from '#shared/engine/index';
import { NO_ATTACK } from '../../src-renderer/lib/quiz/answer.ts';
import {
  MAX_EXPANSION,
  creatureGroups,
  expandAssignment,
  expansionSize,
  groupCounts,
  groupSplits,
  groupedText,
  nextSplit,
  withGroupCounts,
} from '../../src-renderer/lib/quiz/creature-groups.ts';

function board(raw: Record<string, unknown>): Board {
  const r = parseBoard({ format: 'attack-board/1', players: ['you', 'opp'], activePlayer: 'you', ...raw });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const seeker = (id: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  name: 'Glory Seeker',
  controller: 'you',
  colors: ['W'],
  power: 2,
  toughness: 2,
  ...extra,
});
const mustAttack = (id: string, ids: string[]): Record<string, unknown> => ({ id, source: 'Crazed Goblin', kind: 'mustAttack', creatures: { ids } });

describe('which creatures group', () => {
  const cases: readonly { name: string; raw: Record<string, unknown>; groups: string[][]; labels?: string[] }[] = [
    {
      name: 'three plain Glory Seekers',
      raw: { creatures: [seeker('s1'), seeker('s2'), seeker('s3')] },
      groups: [['s1', 's2', 's3']],
      labels: ['Glory Seeker ×3'],
    },
    {
      name: 'a counter sets one apart',
      raw: { creatures: [seeker('s1'), seeker('s2', { counters: { '+1/+1': 1 } }), seeker('s3')] },
      groups: [['s1', 's3'], ['s2']],
      labels: ['Glory Seeker ×2 (#1, #3)', 'Glory Seeker #2'],
    },
    { name: 'a summoning-sick one is not a row at all', raw: { creatures: [seeker('s1'), seeker('s2', { sick: true })] }, groups: [['s1']] },
    { name: 'the opponent’s copy is not on your side', raw: { creatures: [seeker('s1'), seeker('s2', { controller: 'opp' })] }, groups: [['s1']] },
    {
      name: 'an effect naming one of them alone keeps them apart',
      raw: { creatures: [seeker('s1'), seeker('s2')], effects: [mustAttack('e1', ['s1'])] },
      groups: [['s1'], ['s2']],
    },
    {
      name: 'each with its own identical effect still groups (two Crazed Goblins)',
      raw: { creatures: [seeker('g1'), seeker('g2')], effects: [mustAttack('e1', ['g1']), mustAttack('e2', ['g2'])] },
      groups: [['g1', 'g2']],
    },
    {
      name: 'an effect naming both groups them',
      raw: { creatures: [seeker('s1'), seeker('s2'), { id: 'cub', name: 'Bear Cub', controller: 'you' }], effects: [mustAttack('e1', ['s2', 's1'])] },
      groups: [['s1', 's2'], ['cub']],
    },
  ];
  test.each(cases)('$name', ({ raw, groups, labels }) => {
    const b = board(raw);
    const got = creatureGroups(b);
    expect(got.map((g) => g.ids)).toEqual(groups);
    if (labels !== undefined) expect(got.map((g) => g.label)).toEqual(labels);
  });
});

describe('splits', () => {
  test('one defender: 0, 1, 2, 3 attack, then back to 0', () => {
    expect(groupSplits(3, 1)).toEqual([[0], [1], [2], [3]]);
    expect(nextSplit([3], 3)).toEqual([0]);
    expect(nextSplit([1], 3)).toEqual([2]);
  });
  test('two defenders: fewest attackers first, the first defender first', () => {
    expect(groupSplits(2, 2)).toEqual([
      [0, 0],
      [1, 0],
      [0, 1],
      [2, 0],
      [1, 1],
      [0, 2],
    ]);
  });
  test('counts round-trip through the assignment', () => {
    const b = board({
      creatures: [seeker('s1'), seeker('s2'), seeker('s3')],
      defenders: [{ id: 'jace', kind: 'planeswalker', player: 'opp', name: 'Jace Beleren' }],
    });
    const [g] = creatureGroups(b);
    const a = withGroupCounts({ s1: NO_ATTACK, s2: NO_ATTACK, s3: NO_ATTACK }, g!, ['opp', 'jace'], [1, 2]);
    expect(groupCounts(g!, a, ['opp', 'jace'])).toEqual([1, 2]);
    expect(
      groupedText(b, [g!], expandAssignment([g!], a).ok ? (expandAssignment([g!], a) as { representative: Declaration }).representative : { attacks: {} }),
    ).toBe('Glory Seeker ×1 → opponent, Glory Seeker ×2 → Jace Beleren');
  });
});

describe('expansion', () => {
  const b = board({ creatures: [seeker('s1'), seeker('s2'), seeker('s3'), { id: 'cub', name: 'Bear Cub', controller: 'you' }] });
  const groups = creatureGroups(b);
  test('two of three Seekers stand for three declarations; the representative is the first in canonical order', () => {
    const x = expandAssignment(groups, { s1: NO_ATTACK, s2: 'opp', s3: 'opp', cub: 'opp' });
    expect(x.ok).toBe(true);
    if (!x.ok) return;
    expect(x.declarations.map(declarationKey)).toEqual(['cub=opp,s1=opp,s2=opp', 'cub=opp,s1=opp,s3=opp', 'cub=opp,s2=opp,s3=opp']);
    expect(declarationKey(x.representative)).toBe('cub=opp,s1=opp,s2=opp');
    expect(groupedText(b, groups, x.representative)).toBe('Glory Seeker ×2 → opponent, Bear Cub → opponent');
  });
  test('no attack is one declaration', () => {
    const x = expandAssignment(groups, {});
    expect(x.ok && x.declarations).toEqual([{ attacks: {} }]);
  });
  test('a split over many creatures is refused past the limit', () => {
    const many = board({ creatures: Array.from({ length: 16 }, (_, i) => seeker(`t${i}`)) });
    const g = creatureGroups(many);
    const half = Object.fromEntries(g[0]!.ids.map((id, i) => [id, i < 8 ? 'opp' : NO_ATTACK]));
    expect(expansionSize(g, half)).toBe(12870);
    expect(expandAssignment(g, half)).toEqual({ ok: false, reason: 'too-many', size: 12870 });
    expect(12870).toBeGreaterThan(MAX_EXPANSION);
  });
});

interface PackQuiz {
  readonly id: string;
  readonly board: unknown;
  readonly question: { readonly type: string };
}

describe('grouping agrees with the engine on the built-in pack', () => {
  const pack = JSON.parse(fs.readFileSync(new URL('../../quizzes/builtin.json', import.meta.url), 'utf8')) as { quizzes: PackQuiz[] };
  const grouped = pack.quizzes
    .filter((q) => q.question.type === 'legal-sets')
    .map((q) => ({ id: q.id, board: parseBoard(q.board) }))
    .filter((q): q is { id: string; board: { ok: true; value: Board } } => q.board.ok)
    .filter((q) => creatureGroups(q.board.value).some((g) => g.ids.length > 1));

  test('some built-in quizzes have groups (q07: three Glory Seekers)', () => {
    expect(grouped.map((q) => q.id)).toContain('q07');
  });

  test.each(grouped.map((q) => [q.id, q.board.value] as const))('%s: every expansion of a legal declaration is legal', (_, b) => {
    const r = legalSet(b);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const legal = new Set(r.value.legal.map(declarationKey));
    const groups = creatureGroups(b);
    for (const d of r.value.legal) {
      const x = expandAssignment(groups, d.attacks);
      expect(x.ok).toBe(true);
      if (!x.ok) continue;
      for (const e of x.declarations) expect(legal.has(declarationKey(e)), `${declarationKey(d)} → ${declarationKey(e)}`).toBe(true);
    }
  });
});
