/**
 * Grouping identical creatures in the legal-sets answer (src-renderer/lib/quiz/creature-groups.ts):
 * figures to read, not timed tests. (a) finding the rows of the commander board (40 creatures, four
 * players); (b) one grouped entry of 30 identical tokens, 3 attacking: 4 060 declarations, near the
 * limit an entry may stand for (5 000); (c) q07's three Glory Seekers, two attacking: 3 declarations.
 */
import fs from 'node:fs';
import { bench, describe } from 'vitest';
import { parseBoard, type Board } from '#shared/engine/index';
import { NO_ATTACK } from '../src-renderer/lib/quiz/answer.ts';
import { creatureGroups, expandAssignment } from '../src-renderer/lib/quiz/creature-groups.ts';

function parsed(raw: unknown): Board {
  const r = parseBoard(raw);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const COMMANDER = parsed(JSON.parse(fs.readFileSync(new URL('./boards/commander.json', import.meta.url), 'utf8')));
const TOKENS = parsed({
  format: 'attack-board/1',
  players: ['you', 'opp'],
  activePlayer: 'you',
  creatures: Array.from({ length: 30 }, (_, i) => ({ id: `t${i}`, name: 'Soldier', controller: 'you' })),
});
const TOKEN_GROUPS = creatureGroups(TOKENS);
const THREE = Object.fromEntries(TOKEN_GROUPS[0]!.ids.map((id, i) => [id, i < 3 ? 'opp' : NO_ATTACK]));
const pack = JSON.parse(fs.readFileSync(new URL('../quizzes/builtin.json', import.meta.url), 'utf8')) as { quizzes: { id: string; board: unknown }[] };
const Q07 = parsed(pack.quizzes.find((q) => q.id === 'q07')!.board);
const Q07_GROUPS = creatureGroups(Q07);
const TWO = Object.fromEntries(Q07_GROUPS[0]!.ids.map((id, i) => [id, i < 2 ? 'opp' : NO_ATTACK]));

describe('identical creatures in the answer', () => {
  bench('(a) rows of the commander board (40 creatures)', () => void creatureGroups(COMMANDER), { time: 300 });
  bench('(b) 3 of 30 identical tokens attack: 4 060 declarations', () => void expandAssignment(TOKEN_GROUPS, THREE), { time: 1000, iterations: 5 });
  bench('(c) q07: 2 of 3 Glory Seekers attack: 3 declarations', () => void expandAssignment(Q07_GROUPS, TWO), { time: 200 });
});
