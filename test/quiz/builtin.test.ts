import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPackAgainstEngine, makeQuizPack, parseQuizPackText, ENGINE_QUESTION_TYPES, type QuizPack } from '#shared/quiz/index';
import { legalSet } from '#shared/engine/index';
import { asAttackQuiz } from '../support/right-answer.ts';

const TEXT = readFileSync(new URL('../../quizzes/builtin.json', import.meta.url), 'utf8');

function load(): QuizPack {
  const r = parseQuizPackText(TEXT);
  if (!r.ok) throw new Error(`builtin.json does not parse:\n${r.error.map((e) => `${e.path}: ${e.message}`).join('\n')}`);
  return r.value;
}

const articleQuestion = (source: string): number | undefined => {
  const m = /article question (\d+)\b/.exec(source);
  return m ? Number(m[1]) : undefined;
};

describe('quizzes/builtin.json', () => {
  it('parses, is the pack "builtin" and holds at least 30 quizzes', () => {
    const pack = load();
    expect(pack.id).toBe('builtin');
    expect(pack.quizzes.length).toBeGreaterThanOrEqual(30);
  });

  it('agrees with the engine on every engine-decided quiz', () => {
    const warnings = checkPackAgainstEngine(load());
    expect(warnings.map((w) => `${w.path} (${w.quizId}): ${w.message}`)).toEqual([]);
  });

  it("models each of the article's 26 questions", () => {
    const covered = new Set(
      load()
        .quizzes.map((q) => articleQuestion(q.source))
        .filter((n) => n !== undefined),
    );
    expect([...covered].sort((a, b) => a - b)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
  });

  it("includes the article's worked examples", () => {
    const ids = load().quizzes.map((q) => q.id);
    expect(ids).toEqual(expect.arrayContaining(['ex-crawlspace', 'ex-cub-goblin', 'ex-viashino-bey', 'ex-magnetic-web']));
  });

  it('asks timing questions as authored questions, since the engine does not model timing', () => {
    const timing = [4, 5, 10, 14, 17, 23, 25];
    for (const q of load().quizzes) {
      const n = articleQuestion(q.source);
      // The article's own question (q04, q10, …); a companion (q04-legal) may ask its board's legal set.
      if (n !== undefined && timing.includes(n) && q.id === `q${String(n).padStart(2, '0')}`) {
        expect([q.id, q.question.type]).toEqual([q.id, expect.stringMatching(/^(choice|number)$/)]);
      }
    }
  });

  it("models the creature-payment questions in the vocabulary: the engine's legal sets are the hand-worked ones", () => {
    const pack = load();
    const keysOf = (ds: readonly { attacks: Readonly<Record<string, string>> }[]) =>
      ds.map((d) =>
        Object.entries(d.attacks)
          .map(([c, t]) => `${c}=${t}`)
          .sort()
          .join(','),
      );
    const engineKeys = (id: string) => {
      const found = pack.quizzes.find((x) => x.id === id);
      if (found === undefined) throw new Error(`${id}: no such quiz`);
      const l = legalSet(asAttackQuiz(found).board);
      if (!l.ok) throw new Error(`${id}: ${l.error.message}`);
      return keysOf(l.value.legal);
    };
    const answerKeys = (id: string) => {
      const found = pack.quizzes.find((x) => x.id === id);
      const q = found === undefined ? undefined : asAttackQuiz(found);
      return q?.question.type === 'legal-sets' ? keysOf(q.question.answer) : undefined;
    };
    // Q4: Hollow Warrior needs a creature that stays home, so all three can't attack (Glory Bearers can be returned while attacking).
    expect(engineKeys('q04')).toEqual([
      '',
      'bearers=opp',
      'serpent=opp',
      'warrior=opp',
      'bearers=opp,serpent=opp',
      'bearers=opp,warrior=opp',
      'serpent=opp,warrior=opp',
    ]);
    // Q10: Vhal has vigilance and pays Propaganda with its own mana.
    expect(engineKeys('q10')).toEqual(['', 'vhal=opp']);
    // Q14: the Plains pays the Archon's {1}.
    expect(engineKeys('q14')).toEqual(['', 'advocate=opp']);
    // Q15: no mana for the Behemoth under the current CR 605.1a; the other two cost nothing.
    expect(engineKeys('q15')).toEqual(['', 'assistant=opp', 'borrower=opp', 'assistant=opp,borrower=opp']);
    // Companions the engine scores: a sick Glory Bearers still pays; attacking Elves can't tap for mana.
    expect(answerKeys('q04-legal')).toEqual(['', 'serpent=opp', 'warrior=opp', 'serpent=opp,warrior=opp']);
    expect(answerKeys('q10-legal')).toEqual(['', 'elf=opp', 'vhal=opp']);
    expect(answerKeys('q15-legal')).toEqual(['', 'assistant=opp', 'behemoth=opp', 'elf=opp', 'assistant=opp,behemoth=opp', 'assistant=opp,elf=opp']);
  });

  it("uses every question type and marks the quizzes that rest on the article's reading", () => {
    const pack = load();
    const types = new Set(pack.quizzes.map((q) => q.question.type));
    expect([...types].sort()).toEqual(['can-attack', 'can-block', 'choice', 'legal-sets', 'number']);
    const engineDecided = pack.quizzes.filter((q) => (ENGINE_QUESTION_TYPES as readonly string[]).includes(q.question.type));
    expect(engineDecided.length).toBeGreaterThanOrEqual(20);
    const interpretation = pack.quizzes.filter((q) => q.interpretation).map((q) => q.id);
    // Conditional requirements and per-creature requirements/costs are the article's own system.
    expect(interpretation).toEqual(expect.arrayContaining(['ex-viashino-bey', 'ex-magnetic-web', 'q07', 'q26']));
    expect(pack.quizzes.find((q) => q.id === 'ex-cub-goblin')?.interpretation).toBe(false);
  });

  it('explains every quiz step by step and tags it', () => {
    for (const q of load().quizzes) {
      expect(q.tags.length, q.id).toBeGreaterThan(0);
      expect(Object.keys(q.explanation.steps ?? {}).length, q.id).toBeGreaterThan(0);
    }
  });

  it("is stored in the serializer's canonical form, so an export of it is byte-identical", () => {
    expect(TEXT).toBe(JSON.stringify(makeQuizPack(load()), null, 2) + '\n');
  });
});
