/**
 * What the built-in bank covers on the blocking side: at least 40 quizzes on block-board/1 boards,
 * tagged `blocking`, using every keyword and every effect kind of the format, every question type and
 * level, and the classic exam situations (each found by the shape of its board, not by its id).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_EFFECT_KINDS, EVASION_KEYWORDS, LANDWALK_FORMS, PROTECTION_PREFIX } from '#shared/engine/block/block-format';
import { creatureMatches } from '#shared/engine/selectors';
import type { BlockBoard } from '#shared/engine/block/index';
import { isBlockQuiz, parseQuizPackText, QUESTION_TYPES_BY_BOARD, type BlockQuiz } from '#shared/quiz/index';

const TEXT = readFileSync(new URL('../../quizzes/builtin.json', import.meta.url), 'utf8');
const parsed = parseQuizPackText(TEXT);
if (!parsed.ok) throw new Error('builtin.json does not parse');
const pack = parsed.value;
const blockQuizzes = pack.quizzes.filter(isBlockQuiz);

const attackers = (b: BlockBoard) => b.creatures.filter((c) => c.attacking !== undefined);
const blockersOf = (b: BlockBoard) => b.creatures.filter((c) => c.controller === b.defendingPlayer && c.attacking === undefined);
const effectsOf = (q: BlockQuiz, kind: string) => q.board.effects.filter((e) => e.kind === kind);
/** The attackers a lure (or another effect naming attackers) applies to. */
const lured = (q: BlockQuiz) =>
  effectsOf(q, 'lure').flatMap((e) => ('attackers' in e ? attackers(q.board).filter((c) => creatureMatches(e.attackers, c)) : []));
const hasKeyword = (q: BlockQuiz, test: (k: string) => boolean) => q.board.creatures.some((c) => (c.keywords ?? []).some(test));
const names = (q: BlockQuiz) => new Set([...q.board.creatures.map((c) => c.name), ...q.board.effects.map((e) => e.source)]);

describe('the built-in bank covers blocking', () => {
  it('with at least 40 quizzes, each on a block board and tagged "blocking" (and no attack quiz has that tag)', () => {
    expect(blockQuizzes.length).toBeGreaterThanOrEqual(40);
    const tagged = pack.quizzes.filter((q) => q.tags.includes('blocking'));
    expect(tagged.map((q) => q.id).sort()).toEqual(blockQuizzes.map((q) => q.id).sort());
  });

  it('with every question type a block board takes, and every level', () => {
    expect(new Set(blockQuizzes.map((q) => q.question.type))).toEqual(new Set(QUESTION_TYPES_BY_BOARD['block-board/1']));
    expect(new Set(blockQuizzes.map((q) => q.level))).toEqual(new Set([1, 2, 3]));
  });

  it.each(BLOCK_EFFECT_KINDS)('effect kind %s on some board', (kind) => {
    expect(blockQuizzes.some((q) => effectsOf(q, kind).length > 0)).toBe(true);
  });

  it.each([...EVASION_KEYWORDS, 'reach', 'menace', 'decayed', 'unleash'])('keyword %s on some creature', (keyword) => {
    expect(blockQuizzes.some((q) => hasKeyword(q, (k) => k === keyword))).toBe(true);
  });

  it("landwalk (with a land of the walked type, once the defending player's and once not) and protection", () => {
    const walk = (k: string) => Object.hasOwn(LANDWALK_FORMS, k);
    const landwalk = blockQuizzes.filter((q) => hasKeyword(q, walk) && q.board.lands.length > 0);
    expect(landwalk.some((q) => q.board.lands.some((l) => l.controller === q.board.defendingPlayer))).toBe(true);
    expect(landwalk.some((q) => q.board.lands.every((l) => l.controller !== q.board.defendingPlayer))).toBe(true);
    expect(blockQuizzes.some((q) => hasKeyword(q, (k) => k.startsWith(PROTECTION_PREFIX)))).toBe(true);
  });

  it.each([
    ['Lure on a creature with menace', (q: BlockQuiz) => lured(q).some((c) => (c.keywords ?? []).includes('menace'))],
    ['two Lures and one blocker', (q: BlockQuiz) => effectsOf(q, 'lure').length >= 2 && blockersOf(q.board).length === 1],
    ['provoke against Lure', (q: BlockQuiz) => effectsOf(q, 'mustBlockAttacker').length > 0 && effectsOf(q, 'lure').length > 0],
    [
      'a creature that blocks additional creatures facing two lured attackers',
      (q: BlockQuiz) => effectsOf(q, 'canBlockAdditional').length > 0 && lured(q).length >= 2,
    ],
    [
      '"blocks if able" beside a menace attacker (509.1c)',
      (q: BlockQuiz) => effectsOf(q, 'mustBlock').length > 0 && attackers(q.board).some((c) => (c.keywords ?? []).includes('menace')),
    ],
    ['War Cadence: a cost nobody must pay to obey a requirement', (q: BlockQuiz) => names(q).has('War Cadence') && effectsOf(q, 'lure').length > 0],
    ['Archangel of Tithes', (q: BlockQuiz) => names(q).has('Archangel of Tithes')],
    ['Silent Arbiter', (q: BlockQuiz) => names(q).has('Silent Arbiter')],
    ['Goblin Mutant', (q: BlockQuiz) => names(q).has('Goblin Mutant')],
    [
      'a creature paying its own cost to block with its mana ability (509.1e)',
      (q: BlockQuiz) => (q.board.resources?.creatureMana ?? []).length > 0 && effectsOf(q, 'blockCost').length > 0,
    ],
  ] as const)('the classic case: %s', (_name, shape) => {
    expect(blockQuizzes.some(shape)).toBe(true);
  });

  it('explains every block quiz by the steps of CR 509.1, citing 509.1 or a keyword rule', () => {
    for (const q of blockQuizzes) {
      const steps = Object.entries(q.explanation.steps ?? {});
      expect(steps.length, q.id).toBeGreaterThan(0);
      for (const [key, text] of steps) {
        expect(key, q.id).toMatch(/^509\.1[a-d]$/);
        expect(text, `${q.id} ${key}`).toMatch(/CR (509\.1|702\.)/);
      }
    }
  });
});
