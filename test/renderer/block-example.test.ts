/**
 * The worked example of a block quiz, as the quiz screen shapes it: the declaration it starts from,
 * the picker's lists, each step of CR 509.1 from the blocking engine's own explanation (the failing one
 * marked, later ones not judged, each requirement obeyed or not), and the one quizExplain call per
 * declaration the stepper makes.
 */
import { describe, expect, test } from 'vitest';
import type { ApiResult, DeclarationExplanation, LearnerQuiz, TrainerApi } from '#main/contract/trainer-api';
import { explainBlockDeclaration, parseBlockBoard, type BlockBoard, type BlockDeclaration } from '#shared/engine/block/index';
import {
  blockCheckStateOf,
  blockExampleChoices,
  blockStepViews,
  exampleBlockDeclaration,
  quizBlockExplainer,
} from '../../src-renderer/lib/quiz/block-example.ts';
import { shapeBlockLegalSets } from '../../src-renderer/lib/quiz/block-result-view.ts';

// Two Lures and one blocker: Giant Spider must block one of the lured attackers (CR 509.1c).
const parsed = parseBlockBoard({
  format: 'block-board/1',
  players: ['opp', 'you'],
  activePlayer: 'opp',
  defendingPlayer: 'you',
  creatures: [
    { id: 'obears', name: 'Grizzly Bears', controller: 'opp', colors: ['G'], types: ['Creature', 'Bear'], power: 2, toughness: 2, attacking: 'you' },
    { id: 'ogiant', name: 'Hill Giant', controller: 'opp', colors: ['R'], types: ['Creature', 'Giant'], power: 3, toughness: 3, attacking: 'you' },
    { id: 'spider', name: 'Giant Spider', controller: 'you', colors: ['G'], types: ['Creature', 'Spider'], power: 2, toughness: 4, keywords: ['reach'] },
  ],
  effects: [
    { source: 'Lure', kind: 'lure', attackers: { ids: ['obears'] } },
    { source: 'Lure', kind: 'lure', attackers: { ids: ['ogiant'] } },
  ],
});
if (!parsed.ok) throw new Error('fixture board is invalid');
const BOARD: BlockBoard = parsed.value;

const NONE: BlockDeclaration = { blocks: {} };
const BEARS: BlockDeclaration = { blocks: { spider: 'obears' } };
const GIANT: BlockDeclaration = { blocks: { spider: 'ogiant' } };

const explained = (d: BlockDeclaration) => {
  const x = explainBlockDeclaration(BOARD, d);
  if (!x.ok) throw new Error(x.error.message);
  return x.value;
};

const view = (given: BlockDeclaration[]) =>
  shapeBlockLegalSets(
    BOARD,
    {
      type: 'legal-blocks',
      correct: false,
      basis: 'engine',
      expected: [BEARS, GIANT],
      missed: [BEARS, GIANT].filter((d) => !given.some((g) => JSON.stringify(g) === JSON.stringify(d))),
      illegal: given.filter((g) => g === NONE).map((declaration) => ({ declaration, summary: 'Step 509.1c fails', failedStep: '509.1c' as const })),
    },
    given,
  );

const canBlock = (attacker?: string): LearnerQuiz =>
  ({ question: attacker === undefined ? { type: 'can-block', creature: 'spider' } : { type: 'can-block', creature: 'spider', attacker } }) as LearnerQuiz;

describe('exampleBlockDeclaration', () => {
  const cases: { name: string; view: ReturnType<typeof view> | null; quiz: LearnerQuiz | null; start: BlockDeclaration }[] = [
    { name: 'a missed legal declaration first', view: view([NONE]), quiz: null, start: BEARS },
    { name: 'then an illegal one the learner included', view: view([NONE, BEARS, GIANT]), quiz: null, start: NONE },
    { name: 'else the legal one with the most blocks', view: view([BEARS, GIANT]), quiz: null, start: BEARS },
    { name: 'can it block: the creature blocking the attacker asked about', view: null, quiz: canBlock('ogiant'), start: GIANT },
    { name: 'can it block with no attacker named: "No block"', view: null, quiz: canBlock(), start: NONE },
    { name: 'before the answer (no quiz): "No block"', view: null, quiz: null, start: NONE },
  ];
  test.each(cases)('$name', ({ view: v, quiz, start }) => {
    expect(exampleBlockDeclaration(v, quiz)).toEqual(start);
  });
});

describe('blockExampleChoices', () => {
  test('lists the missed, the illegal picks and every legal declaration, in card names', () => {
    const groups = blockExampleChoices(view([NONE, BEARS]), BOARD);
    expect(groups.map((g) => [g.label, g.choices.map((c) => c.text)])).toEqual([
      ['Legal declarations you missed', ['Giant Spider blocks Hill Giant']],
      ['Illegal declarations you included', ['No block']],
      ['Every legal declaration', ['Giant Spider blocks Grizzly Bears', 'Giant Spider blocks Hill Giant']],
    ]);
  });
  test('without a legal set (yes/no, choice, number) it still offers "No block"', () => {
    expect(blockExampleChoices(null, BOARD)).toEqual([{ label: 'Declarations', choices: [{ key: expect.any(String), declaration: NONE, text: 'No block' }] }]);
  });
});

describe('blockStepViews', () => {
  test('a legal declaration passes the four steps, each with its rules and what it checks', () => {
    const steps = blockStepViews(explained(BEARS));
    expect(steps.map((s) => [s.step, s.status, s.rules])).toEqual([
      ['509.1a', 'pass', ['509.1a', '302.6']],
      ['509.1b', 'pass', ['509.1b']],
      ['509.1c', 'pass', ['509.1c']],
      ['509.1d', 'pass', ['509.1d', '509.1e', '509.1f']],
    ]);
    expect(steps.every((s) => s.checks.length > 40 && s.findings.length > 0)).toBe(true);
  });

  test('"No block" fails 509.1c: each Lure is a requirement not obeyed, and a declaration that obeys more is named', () => {
    const c = blockStepViews(explained(NONE)).find((s) => s.step === '509.1c')!;
    expect(c.status).toBe('fail');
    expect(c.findings[0]?.text).toMatch(/^It obeys 0 of 2 requirements, but .* obeys 1 \(CR 509\.1c\)\.$/);
    expect(c.findings.slice(1, 3)).toEqual([
      { text: 'Not obeyed: Giant Spider blocks Grizzly Bears (Lure)', mark: 'no' },
      { text: 'Not obeyed: Giant Spider blocks Hill Giant (Lure)', mark: 'no' },
    ]);
    expect(c.findings[3]?.text).toMatch(
      /^For example, this declaration obeys 1 requirement without paying more: Giant Spider blocks (Grizzly Bears|Hill Giant)\.$/,
    );
    expect(c.findings).toHaveLength(4);
  });

  test('a declaration failing an earlier step leaves the requirements not judged, never passed', () => {
    const both: BlockDeclaration = { blocks: { spider: ['obears', 'ogiant'] } };
    const steps = blockStepViews(explained(both));
    expect(steps.map((s) => s.status)).toEqual(['fail', 'pass', 'skipped', 'pass']);
    expect(steps[0]?.findings[0]?.text).toContain('Giant Spider blocks 2 creatures but can block only 1 creature (CR 509.1a');
  });
});

describe('the call', () => {
  test('quizBlockExplainer asks quizExplain for one declaration of the quiz, and reads its answer', async () => {
    const calls: unknown[] = [];
    const answer = (r: ApiResult<readonly ApiResult<DeclarationExplanation>[]>) =>
      ({
        quizExplain: (input: unknown) => {
          calls.push(input);
          return Promise.resolve(r);
        },
      }) as unknown as TrainerApi;
    const ok = await quizBlockExplainer(answer({ ok: true, value: [{ ok: true, value: explained(GIANT) }] }), { packId: 'builtin', quizId: 'blk' })(GIANT);
    expect(calls).toEqual([{ packId: 'builtin', quizId: 'blk', declarations: [GIANT] }]);
    expect(ok).toMatchObject({ status: 'ready', explanation: { legal: true, declaration: GIANT } });
    const refused = await quizBlockExplainer(answer({ ok: false, error: { code: 'bad-input', message: 'opens once the answer is submitted' } }), {
      packId: 'builtin',
      quizId: 'blk',
    })(GIANT);
    expect(refused).toEqual({ status: 'error', message: 'opens once the answer is submitted' });
  });

  test('blockCheckStateOf: too large, missing, or an attack explanation are errors in words', () => {
    expect(blockCheckStateOf({ ok: false, error: { code: 'too-large', message: 'budget' } })).toEqual({
      status: 'error',
      message: 'This board is too large to explain within the time limit.',
    });
    expect(blockCheckStateOf(undefined).status).toBe('error');
    const attack = { declaration: { attacks: {} } } as unknown as DeclarationExplanation;
    expect(blockCheckStateOf({ ok: true, value: attack }).status).toBe('error');
  });
});
