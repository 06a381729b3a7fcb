/**
 * What the built-in bank covers, beyond being right: every card preset is on some quiz's board (an
 * author can see each card used), every question type and level is used, the topics a judge exam
 * asks about each have quizzes, and every quiz that teaches the article's attack tree says where the
 * learner reads it that an official answer may differ.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_PRESETS } from '#shared/cards/index';
import { parseQuizPackText, sourceCardName, QUESTION_TYPES, type QuizPack } from '#shared/quiz/index';

const TEXT = readFileSync(new URL('../../quizzes/builtin.json', import.meta.url), 'utf8');

function load(): QuizPack {
  const r = parseQuizPackText(TEXT);
  if (!r.ok) throw new Error(`builtin.json does not parse:\n${r.error.map((e) => `${e.path}: ${e.message}`).join('\n')}`);
  return r.value;
}

/** The cards a quiz's board shows: its creatures' names and the cards named as effect sources. */
function cardsOnBoard(quiz: QuizPack['quizzes'][number]): Set<string> {
  const names = new Set<string>();
  for (const c of quiz.board.creatures) names.add(c.name.toLowerCase());
  for (const e of quiz.board.effects) if (e.source !== undefined) names.add(sourceCardName(e.source).toLowerCase());
  return names;
}

describe('the built-in bank covers', () => {
  const pack = load();

  it('at least 170 quizzes', () => {
    expect(pack.quizzes.length).toBeGreaterThanOrEqual(170);
  });

  it("every card preset on at least one quiz's board", () => {
    const shown = new Set(pack.quizzes.flatMap((q) => [...cardsOnBoard(q)]));
    expect(CARD_PRESETS.filter((p) => !shown.has(p.name.toLowerCase())).map((p) => p.id)).toEqual([]);
  });

  it('every question type and every level', () => {
    expect(new Set(pack.quizzes.map((q) => q.question.type))).toEqual(new Set(QUESTION_TYPES));
    expect(new Set(pack.quizzes.map((q) => q.level))).toEqual(new Set([1, 2, 3]));
  });

  // The topics a judge exam asks about, each with at least two quizzes (tag, and a card or rule that
  // must appear in one of them).
  it.each([
    ['entering-attacking', 'creatures put onto the battlefield attacking (CR 508.4)', '508.4'],
    ['optional-costs', 'enlist and exert (CR 508.1g)', '508.1g'],
    ['tapped', 'tapped creatures with a requirement', '508.1a'],
    ['evasion', 'Moat-style flying and islandwalk restrictions', '702.9'],
    ['convoke', 'convoke, improvise and delve against costs to attack', '702.51'],
    ['mana-abilities', 'the 605.1a change', '605.1a'],
    ['extra-combat', 'several combat phases in a turn', '500.8'],
  ] as const)('%s: %s', (tag, _topic, rule) => {
    const tagged = pack.quizzes.filter((q) => q.tags.includes(tag));
    expect(tagged.length).toBeGreaterThanOrEqual(2);
    expect(tagged.some((q) => Object.values(q.explanation.steps ?? {}).some((s) => s.includes(rule)))).toBe(true);
  });

  it.each([
    ['Mystic Barrier'],
    ['Pramikon, Sky Rampart'],
    ['Sphere of Safety'],
    ['Archangel of Tithes'],
    ['Baird, Steward of Argive'],
    ['Collective Restraint'],
    ['Elephant Grass'],
    ['Armored Galleon'],
    ['Goblin Goon'],
    ['Nettling Imp'],
    ['Maddening Imp'],
    ['Hero of Bladehold'],
    ['Geist of Saint Traft'],
    ['Coalition Skyknight'],
  ] as const)('%s in at least one quiz', (card) => {
    expect(pack.quizzes.some((q) => cardsOnBoard(q).has(card.toLowerCase()))).toBe(true);
  });

  it('a note in the prompt of every attack-tree quiz that an official answer may differ', () => {
    const tree = pack.quizzes.filter((q) => q.tags.includes('conditional') && q.interpretation);
    expect(tree.length).toBeGreaterThanOrEqual(9);
    expect(tree.filter((q) => !/attack-tree method.*an official answer may differ/.test(q.prompt)).map((q) => q.id)).toEqual([]);
  });
});
