import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { Board, Declaration, Explanation } from '#shared/engine/index';
import { parseBoard } from '#shared/engine/index';
import type { Score } from '#shared/quiz/pack-model';
import { CARD_SUMMARIES, EFFECT_KIND_SUMMARIES, cardSummary, effectSummary } from '../../src-renderer/lib/quiz/card-summaries.ts';
import {
  explanationSteps,
  failedStepLabel,
  nextQuizHash,
  nextQuizId,
  shapeResult,
  witnessOf,
  type ResultView,
} from '../../src-renderer/lib/quiz/result-view.ts';
import { answerVerdictText } from '#shared/text/learner-text';

const parsed = parseBoard({
  format: 'attack-board/1',
  players: ['you', 'opp'],
  activePlayer: 'you',
  creatures: [
    { id: 'cub', name: 'Bear Cub', controller: 'you' },
    { id: 'goblin', name: 'Crazed Goblin', controller: 'you' },
  ],
  effects: [{ source: 'Crazed Goblin', kind: 'mustAttack', creatures: { ids: ['goblin'] } }],
});
if (!parsed.ok) throw new Error('fixture board is invalid');
const BOARD: Board = parsed.value;

const G: Declaration = { attacks: { goblin: 'opp' } };
const CG: Declaration = { attacks: { cub: 'opp', goblin: 'opp' } };
const C: Declaration = { attacks: { cub: 'opp' } };

describe('shapeResult', () => {
  const cases: { name: string; score: Score; given?: Declaration[]; options?: { id: string; text: string }[]; view: ResultView }[] = [
    {
      name: 'legal-sets, all right',
      score: { type: 'legal-sets', correct: true, basis: 'engine', expected: [G, CG], missed: [], illegal: [] },
      given: [CG, G],
      view: {
        type: 'legal-sets',
        correct: true,
        missed: [],
        illegal: [],
        right: [
          { key: 'cub=opp,goblin=opp', declaration: CG, text: 'Bear Cub → opponent, Crazed Goblin → opponent' },
          { key: 'goblin=opp', declaration: G, text: 'Crazed Goblin → opponent' },
        ],
        expected: [
          { key: 'goblin=opp', declaration: G, text: 'Crazed Goblin → opponent' },
          { key: 'cub=opp,goblin=opp', declaration: CG, text: 'Bear Cub → opponent, Crazed Goblin → opponent' },
        ],
        fromSnapshot: false,
      },
    },
    {
      name: 'legal-sets, one missed and one illegal with its reason',
      score: {
        type: 'legal-sets',
        correct: false,
        basis: 'snapshot',
        expected: [G, CG],
        missed: [CG],
        illegal: [{ declaration: C, summary: 'Step 3 fails: it satisfies 0 of 1 requirement unit', failedStep: 3 }],
      },
      given: [G, C],
      view: {
        type: 'legal-sets',
        correct: false,
        missed: [{ key: 'cub=opp,goblin=opp', declaration: CG, text: 'Bear Cub → opponent, Crazed Goblin → opponent' }],
        illegal: [
          { key: 'cub=opp', declaration: C, text: 'Bear Cub → opponent', summary: 'Step 3 fails: it satisfies 0 of 1 requirement unit', failedStep: 3 },
        ],
        right: [{ key: 'goblin=opp', declaration: G, text: 'Crazed Goblin → opponent' }],
        expected: [
          { key: 'goblin=opp', declaration: G, text: 'Crazed Goblin → opponent' },
          { key: 'cub=opp,goblin=opp', declaration: CG, text: 'Bear Cub → opponent, Crazed Goblin → opponent' },
        ],
        fromSnapshot: true,
      },
    },
    {
      name: 'can-attack',
      score: { type: 'can-attack', correct: false, basis: 'engine', expected: true, given: false },
      view: { type: 'can-attack', correct: false, expected: 'Yes', given: 'No', fromSnapshot: false },
    },
    {
      name: 'choice shows option texts, not ids',
      score: { type: 'choice', correct: false, expected: ['a', 'c'], missed: ['c'], wrong: ['b'] },
      options: [
        { id: 'a', text: 'First' },
        { id: 'b', text: 'Second' },
        { id: 'c', text: 'Third' },
      ],
      view: { type: 'choice', correct: false, expected: ['First', 'Third'], missed: ['Third'], wrong: ['Second'] },
    },
    {
      name: 'number with a tolerance',
      score: { type: 'number', correct: true, expected: 3, tolerance: 0.5, given: 3.2 },
      view: { type: 'number', correct: true, expected: '3 (± 0.5)', given: '3.2' },
    },
    {
      name: 'number, exact',
      score: { type: 'number', correct: false, expected: 1, tolerance: 0, given: 2 },
      view: { type: 'number', correct: false, expected: '1', given: '2' },
    },
  ];
  test.each(cases)('$name', ({ score, given, options, view }) => {
    expect(shapeResult(BOARD, score, given, options)).toEqual(view);
  });

  test('the verdict is all-or-nothing and never says both words', () => {
    expect(answerVerdictText(true)).toBe('Correct');
    expect(answerVerdictText(false)).toBe('Incorrect');
    expect(answerVerdictText(true)).not.toContain('Incorrect');
  });
});

describe('failedStepLabel', () => {
  const explanation = (process?: { terminal: boolean; reason: string }, witness?: Declaration): Explanation => ({
    declaration: C,
    legal: false,
    failedStep: 3,
    summary: '',
    steps: [
      {
        step: 3,
        ok: false,
        units: [],
        satisfied: [],
        best: 1,
        ...(witness === undefined ? {} : { witness }),
        ...(process === undefined ? {} : { process }),
        message: '',
      },
    ],
  });
  const cases: { name: string; step: 1 | 2 | 3 | 7 | undefined; explanation?: Explanation; label: RegExp }[] = [
    { name: 'step 1', step: 1, label: /^Step 1: .*cannot attack/ },
    { name: 'step 2: a restriction', step: 2, label: /^Step 2: .*restriction/ },
    {
      name: 'step 3 without the explanation yet: a witness',
      step: 3,
      label: /^Step 3: another declaration that plans no cost this one doesn't obeys more requirements$/,
    },
    { name: 'step 3 with a witness', step: 3, explanation: explanation(undefined, G), label: /plans no cost this one doesn't obeys more requirements/ },
    {
      name: 'step 3 in the tree, not terminal',
      step: 3,
      explanation: explanation({ terminal: false, reason: 'x' }),
      label: /^Step 3: the attack tree does not end at this declaration$/,
    },
    { name: 'step 7: cannot pay', step: 7, label: /^Step 7: .*cannot be paid/ },
    { name: 'no step', step: undefined, label: /^Not legal$/ },
  ];
  test.each(cases)('$name', ({ step, explanation: e, label }) => {
    expect(failedStepLabel(step, e)).toMatch(label);
  });

  test('witnessOf finds step 3’s witness, and nothing without one', () => {
    expect(witnessOf(explanation(undefined, G))).toEqual(G);
    expect(witnessOf(explanation())).toBeUndefined();
    expect(witnessOf(undefined)).toBeUndefined();
  });
});

describe('explanation by steps', () => {
  test('notes in step order 1..7 whatever the key order, blank notes skipped, titled by step', () => {
    const steps = explanationSteps({ short: 's', steps: { '7': 'pay', '2': 'restr', '5': '  ', '3': 'req' } });
    expect(steps.map((s) => [s.step, s.title, s.text])).toEqual([
      ['2', 'Check restrictions', 'restr'],
      ['3', 'Check requirements', 'req'],
      ['7', 'Pay the costs', 'pay'],
    ]);
  });
  test('no steps at all', () => {
    expect(explanationSteps({ short: 's' })).toEqual([]);
  });
});

describe('next quiz', () => {
  const ids = ['a', 'b', 'c'];
  test.each([
    { at: 'a', next: 'b', hash: '#/quiz/my%20pack/b' },
    { at: 'b', next: 'c', hash: '#/quiz/my%20pack/c' },
    { at: 'c', next: null, hash: '#/' },
    { at: 'zzz', next: null, hash: '#/' },
  ])('after $at', ({ at, next, hash }) => {
    expect(nextQuizId(ids, at)).toBe(next);
    expect(nextQuizHash('my pack', next)).toBe(hash);
  });
});

describe('card summaries', () => {
  const pack = JSON.parse(fs.readFileSync(fileURLToPath(new URL('../../quizzes/builtin.json', import.meta.url)), 'utf8')) as {
    quizzes: {
      id: string;
      board: {
        creatures?: { name: string }[];
        defenders?: { name: string }[];
        effects?: { source?: string; kind: string }[];
        resources?: { permanents?: { name: string }[] };
      };
    }[];
  };
  const names = new Set<string>();
  for (const q of pack.quizzes) {
    for (const c of q.board.creatures ?? []) names.add(c.name);
    for (const d of q.board.defenders ?? []) names.add(d.name);
    for (const e of q.board.effects ?? []) if (e.source !== undefined) names.add(e.source);
    for (const p of q.board.resources?.permanents ?? []) names.add(p.name);
  }

  test.each([...names].sort().map((name) => ({ name })))('the built-in pack’s "$name" has a summary of its own', ({ name }) => {
    const s = cardSummary(name);
    expect(s).toBeDefined();
    expect(s!.length).toBeGreaterThan(10);
  });

  test('summaries are one or two sentences', () => {
    for (const [name, s] of Object.entries(CARD_SUMMARIES)) {
      const sentences = s.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect(sentences, name).toBeLessThanOrEqual(2);
    }
  });

  const lookups: { name: string; input: string; want: string | RegExp | undefined }[] = [
    { name: 'exact', input: 'Crazed Goblin', want: CARD_SUMMARIES['Crazed Goblin'] },
    { name: 'note in brackets dropped', input: 'Propaganda (alice)', want: CARD_SUMMARIES['Propaganda'] },
    { name: 'case-insensitive', input: 'GOAD (bob)', want: CARD_SUMMARIES['goad'] },
    { name: 'face-down names the card under it', input: 'face-down Leviathan', want: /^A face-down 2\/2 .*Face up it is Leviathan/ },
    { name: 'face-down unknown card', input: 'face-down Nobody Knows', want: /^A face-down 2\/2 with no name/ },
    { name: 'unknown card', input: 'Nobody Knows', want: undefined },
  ];
  test.each(lookups)('lookup: $name', ({ input, want }) => {
    const s = cardSummary(input);
    if (want instanceof RegExp) expect(s).toMatch(want);
    else expect(s).toBe(want);
  });

  test('an effect without a known source falls back to what its kind does', () => {
    expect(effectSummary('Some Homebrew', 'maxAttackers')).toBe(EFFECT_KIND_SUMMARIES.maxAttackers);
    expect(effectSummary('Crawlspace', 'maxAttackers')).toBe(CARD_SUMMARIES['Crawlspace']);
  });
});
