/**
 * The blocking prompt checked against its board, independently of the writer (block-prompt.ts): the
 * board is parsed by the engine (parseBlockBoard) and every sentence of the prompt must be one the
 * parsed board backs — who attacks with which creatures and what each attacks, each creature's power,
 * toughness, keywords and state, the lands, each effect's source with the creatures its selectors
 * match (by the engine's own matcher) and its number, the mana to pay with, then the question.
 * A sentence nothing on the board backs, a creature or card left out, a wrong number: each is a problem.
 */
import { parseBlockBoard, type BlockBoard, type BlockCreature } from '#shared/engine/block/index';
import { creatureMatches } from '#shared/engine/selectors';
import type { CreatureSelector } from '#shared/engine/index';

const QUESTION = 'Which block declarations are legal? List every one.';
const NUMBER_WORDS: Readonly<Record<number, string>> = { 1: 'one', 2: '2', 3: '3', 4: '4' };

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The parenthesis after a creature's name in the prompt ("Giant Spider (green, 2/4, reach)"). */
function noteOf(prompt: string, name: string): string | undefined {
  const m = new RegExp(`${escape(name)} \\(([^()]*(?:\\([^()]*\\)[^()]*)*)\\)`).exec(prompt);
  return m?.[1];
}

function creatureProblems(prompt: string, board: BlockBoard, c: BlockCreature): string[] {
  const note = noteOf(prompt, c.name);
  if (note === undefined) return [`${c.name} is not listed with its characteristics`];
  const problems: string[] = [];
  const parts = note.split(', ');
  if (!parts.includes(`${c.power}/${c.toughness}`)) problems.push(`${c.name}: the prompt's power/toughness is not ${c.power}/${c.toughness}`);
  for (const k of c.keywords) if (!parts.includes(k)) problems.push(`${c.name}: the keyword ${k} is missing`);
  if (c.types.includes('Artifact') !== parts.includes('artifact')) problems.push(`${c.name}: artifact or not, the prompt disagrees with the board`);
  if ((c.colors.length === 0) !== parts.includes('colorless')) problems.push(`${c.name}: colorless or not, the prompt disagrees with the board`);
  const blocking = c.attacking === undefined;
  if (blocking && c.tapped !== parts.includes('tapped')) problems.push(`${c.name}: tapped or not, the prompt disagrees with the board`);
  if (!blocking && c.controller !== board.activePlayer) problems.push(`${c.name} attacks but is not the attacking player's`);
  return problems;
}

const selectorsOf = (e: BlockBoard['effects'][number]): readonly CreatureSelector[] =>
  ['creatures' in e ? e.creatures : undefined, 'attackers' in e ? e.attackers : undefined].filter((s): s is CreatureSelector => s !== undefined);

/** Every creature an effect's selectors pick out (by the engine's matcher), or undefined when a selector matches all. */
function matchedNames(board: BlockBoard, e: BlockBoard['effects'][number]): { named: Set<string>; general: boolean } {
  const named = new Set<string>();
  let general = false;
  for (const sel of selectorsOf(e)) {
    if (sel.ids === undefined) general = true;
    for (const c of board.creatures) if (creatureMatches(sel, c) && sel.ids !== undefined) named.add(c.name);
  }
  return { named, general };
}

function effectProblems(sentence: string, board: BlockBoard, e: BlockBoard['effects'][number]): string[] {
  const problems: string[] = [];
  const body = sentence.slice(e.source.length + 2);
  const { named, general } = matchedNames(board, e);
  for (const n of named) if (!body.includes(n)) problems.push(`${e.source}: the sentence does not name ${n}, whom the effect applies to`);
  for (const c of board.creatures) {
    // A name in the sentence that no selector picks is a fact the board does not hold (a provoke
    // sentence may name its own source, the attacker whose trigger it was).
    if (body.includes(c.name) && !named.has(c.name) && c.name !== e.source)
      problems.push(`${e.source}: the sentence names ${c.name}, which the effect does not apply to`);
  }
  // "X can't be blocked" and "X can't block" are said of every creature on the other side.
  if (general && !/creatures|each creature|can't be blocked$|can't block$/.test(body))
    problems.push(`${e.source}: the effect applies to every creature of a kind, the sentence does not say so`);
  const stated = (n: number): boolean =>
    new RegExp(`\\b(${n}|${NUMBER_WORDS[n] ?? n})\\b`).test(body) || (e.kind === 'canBlockAdditional' && n === 1 && body.includes('an additional creature'));
  if ('count' in e && e.count === 'any' && !body.includes('any number')) problems.push(`${e.source}: "any number" is not stated`);
  if ('count' in e && typeof e.count === 'number' && !stated(e.count)) {
    problems.push(`${e.source}: the number ${e.count} is not stated`);
  }
  if (e.kind === 'blockCost' && e.cost.mana !== undefined && !body.includes(e.cost.mana)) problems.push(`${e.source}: the cost ${e.cost.mana} is not stated`);
  return problems;
}

/** Problems with the prompt of a block-board/1 draft (empty when every sentence is the board's). */
export function checkBlockPromptFacts(rawBoard: unknown, prompt: string): string[] {
  const parsed = parseBlockBoard(rawBoard);
  if (!parsed.ok) return ['the board does not parse'];
  const board = parsed.value;
  const problems: string[] = [];
  if (!prompt.endsWith(QUESTION)) problems.push('the prompt does not end with the question');
  const attackers = board.creatures.filter((c) => c.attacking !== undefined);
  const blockers = board.creatures.filter((c) => c.attacking === undefined && c.controller === board.defendingPlayer);
  for (const c of [...attackers, ...blockers]) problems.push(...creatureProblems(prompt, board, c));
  for (const c of attackers)
    if (c.attacking !== board.defendingPlayer) problems.push(`${c.name} attacks something other than you; the prompt says it attacks you`);
  // One sentence per effect, "Source: …." in board order.
  let at = prompt.indexOf(blockers.length === 0 ? 'You control no creatures.' : 'You control ');
  if (at < 0) problems.push('the prompt does not say what you control');
  for (const e of board.effects) {
    const start = prompt.indexOf(`${e.source}: `, at);
    if (start < 0) {
      problems.push(`the prompt does not state ${e.source}'s effect`);
      continue;
    }
    const end = prompt.indexOf('. ', start);
    const sentence = prompt.slice(start, end < 0 ? undefined : end);
    problems.push(...effectProblems(sentence, board, e));
    at = end < 0 ? start : end;
  }
  for (const l of board.lands) if (!prompt.includes(`${l.name} (`)) problems.push(`the land ${l.name} is not listed`);
  const stated = prompt.split(/(?<=\.) (?=[A-Z])/).length;
  const expected =
    2 +
    (board.lands.some((l) => l.controller === board.defendingPlayer) ? 1 : 0) +
    (board.lands.some((l) => l.controller !== board.defendingPlayer) ? 1 : 0) +
    board.effects.length +
    1;
  if (stated < expected) problems.push(`the prompt has ${stated} sentences, fewer than the ${expected} its board needs`);
  // Ids never reach the learner: a creature's id appears only when it is its name too.
  for (const c of board.creatures)
    if (c.id !== c.name && new RegExp(`\\b${escape(c.id)}\\b`).test(prompt) && /-/.test(c.id)) problems.push(`the prompt shows the id ${c.id}`);
  return problems;
}
