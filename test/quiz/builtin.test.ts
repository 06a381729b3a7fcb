import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkPackAgainstEngine, makeQuizPack, parseQuizPackText, ENGINE_QUESTION_TYPES, type QuizPack } from '../../src-main/quiz/index.ts';

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

  it('models each of the article\'s 26 questions', () => {
    const covered = new Set(load().quizzes.map((q) => articleQuestion(q.source)).filter((n) => n !== undefined));
    expect([...covered].sort((a, b) => a - b)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
  });

  it('includes the article\'s worked examples', () => {
    const ids = load().quizzes.map((q) => q.id);
    expect(ids).toEqual(expect.arrayContaining(['ex-crawlspace', 'ex-cub-goblin', 'ex-viashino-bey', 'ex-magnetic-web']));
  });

  it('asks timing questions as authored questions, since the engine does not model timing', () => {
    const timing = [4, 5, 10, 14, 17, 23, 25];
    for (const q of load().quizzes) {
      const n = articleQuestion(q.source);
      if (n !== undefined && timing.includes(n)) expect([q.id, q.question.type]).toEqual([q.id, expect.stringMatching(/^(choice|number)$/)]);
    }
  });

  it('uses every question type and marks the quizzes that rest on the article\'s reading', () => {
    const pack = load();
    const types = new Set(pack.quizzes.map((q) => q.question.type));
    expect([...types].sort()).toEqual(['can-attack', 'choice', 'legal-sets', 'number']);
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

  it('is stored in the serializer\'s canonical form, so an export of it is byte-identical', () => {
    expect(TEXT).toBe(JSON.stringify(makeQuizPack(load()), null, 2) + '\n');
  });
});
