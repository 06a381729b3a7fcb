import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { packSearchTerms, quizSearchTerms } from '#main/api/quiz-search';
import { openHarness, value } from './helpers.ts';

const BUILTIN = fs.readFileSync(new URL('../../quizzes/builtin.json', import.meta.url), 'utf8');

describe('quizSearchTerms', () => {
  const cases: { name: string; quiz: unknown; cards: string[]; rules: string[] }[] = [
    { name: 'not a quiz', quiz: 7, cards: [], rules: [] },
    {
      name: 'creatures, effect sources and permanents, each once',
      quiz: {
        board: {
          creatures: [{ name: 'Hellrider' }, { name: 'Floodtide Serpent' }],
          effects: [{ source: 'Floodtide Serpent' }, { source: 'Propaganda' }],
          resources: { permanents: [{ name: 'Spreading Seas' }, { name: '  ' }] },
        },
      },
      cards: ['Hellrider', 'Floodtide Serpent', 'Propaganda', 'Spreading Seas'],
      rules: [],
    },
    {
      name: 'rules cited in the short text and in the steps',
      quiz: { explanation: { short: 'See CR 508.1d.', steps: { '4': 'CR 508.1c, 508.1k', '7': 'rule 999.9 is not a citation' } } },
      cards: [],
      rules: ['508.1d', '508.1c', '508.1k'],
    },
  ];
  test.each(cases)('$name', ({ quiz, cards, rules }) => {
    expect(quizSearchTerms(quiz)).toEqual({ cards, rules });
  });

  test('the built-in q05 has Hellrider on its board', () => {
    expect(packSearchTerms(BUILTIN).get('q05')?.cards).toContain('Hellrider');
  });

  test('text that is not a pack gives no terms', () => {
    expect(packSearchTerms('{').size).toBe(0);
    expect(packSearchTerms('[]').size).toBe(0);
  });
});

describe('listQuizzes carries the terms', () => {
  test('each quiz has its cards and cited rules; a re-imported pack is read again', async () => {
    const h = openHarness();
    try {
      const quizzes = value(await h.api.listQuizzes());
      const q05 = quizzes.find((q) => q.packId === 'builtin' && q.id === 'q05');
      expect(q05?.cards).toContain('Hellrider');
      const pack = JSON.parse(BUILTIN) as { quizzes: { id: string; board: { creatures: { name: string }[] }; explanation: { short: string } }[] };
      const one = pack.quizzes.find((q) => q.id === 'q05')!;
      one.explanation.short = `${one.explanation.short} (CR 701.15)`;
      const text = JSON.stringify({ ...pack, id: 'mine', title: 'Mine', quizzes: [one] });
      value(await h.api.importPack({ text }));
      const mine = value(await h.api.listQuizzes()).find((q) => q.packId === 'mine');
      expect(mine?.cards).toContain('Hellrider');
      // q05's own steps cite rules already (content issue §2); the re-imported copy adds one in its short text.
      expect(q05?.rules?.length).toBeGreaterThan(0);
      expect(q05?.rules).not.toContain('701.15');
      expect(new Set(mine?.rules)).toEqual(new Set([...(q05?.rules ?? []), '701.15']));
      one.board.creatures[1]!.name = 'Goblin Guide';
      value(await h.api.importPack({ text: JSON.stringify({ ...pack, id: 'mine', title: 'Mine', quizzes: [one] }), onConflict: 'replace' }));
      const cards = value(await h.api.listQuizzes()).find((q) => q.packId === 'mine')?.cards;
      // Read again after the re-import (Hellrider is still one of its permanents).
      expect(cards).toContain('Goblin Guide');
    } finally {
      h.close();
    }
  });
});
