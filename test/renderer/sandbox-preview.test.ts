import { describe, expect, it } from 'vitest';
import type { BoardDraft } from '#shared/cards/index';
import type { Declaration, LegalSet } from '#shared/engine/index';
import { EMPTY_DRAFT } from '../../src-renderer/lib/quiz/answer.ts';
import { emptyForm, type QuizForm } from '../../src-renderer/lib/sandbox/authoring.ts';
import { checkPreview, makePreview, PREVIEW_QUIZ_ID, type Preview, type QuizScorer } from '../../src-renderer/lib/sandbox/preview.ts';
import { runJob } from '#main/worker/jobs';
import { fromJob } from '#main/api/errors';
import { crawlspaceDraft, legalOf } from './sandbox-fixtures.ts';

const crawlspace = crawlspaceDraft();
const set = legalOf(crawlspace);
const form: QuizForm = { ...emptyForm(), title: 'Crawlspace', short: 'Goblin plus one.' };

function preview(f: QuizForm, board: BoardDraft = crawlspace, s: LegalSet = set): Preview {
  const r = makePreview(f, board, s);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('makePreview', () => {
  it('the learner view withholds the answer the full quiz keeps', () => {
    const p = preview(form);
    expect(p.learner.question).toEqual({ type: 'legal-sets' });
    expect(p.quiz.question.type === 'legal-sets' && p.quiz.question.answer).toHaveLength(2);
    expect(p.learner.prompt).toBe(form.prompt);
    expect(p.board.creatures.map((c) => c.name)).toContain('Crazed Goblin');
  });

  it('an unsaved quiz is previewed under a placeholder id; a saved one under its own', () => {
    expect(preview(form).quiz.id).toBe(PREVIEW_QUIZ_ID);
    expect(preview({ ...form, id: 'mine-1' }).quiz.id).toBe('mine-1');
  });

  it('a missing title or explanation does not stop a preview', () => {
    const p = preview({ ...form, title: ' ', short: '' });
    expect(p.quiz.title).toBe('Untitled quiz');
    expect(p.quiz.explanation.short).not.toBe('');
  });

  const refused: [string, QuizForm, LegalSet, RegExp][] = [
    ['an empty prompt', { ...form, prompt: '  ' }, set, /prompt/],
    ['can-attack without a creature', { ...form, type: 'can-attack' }, set, /Choose the creature/],
    ['an incomplete legal set', form, { ...set, complete: false, count: '9999' }, /9999 legal declarations/],
  ];
  it.each(refused)('refuses %s', (_name, f, s, message) => {
    const r = makePreview(f, crawlspace, s);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(message);
  });
});

describe('checkPreview', () => {
  // The engine worker's own job, run in process: what api.scoreQuiz runs.
  const score: QuizScorer = (quiz, answer) => Promise.resolve(fromJob(runJob({ kind: 'score', quiz, answer })));
  let scored = 0;
  const counting: QuizScorer = (quiz, answer) => {
    scored++;
    return score(quiz, answer);
  };
  const p = preview(form);
  const legal = set.legal;
  const illegal: Declaration = {
    attacks: Object.fromEntries(p.board.creatures.filter((c) => c.controller === 'you' && c.name !== 'Wall of Roots').map((c) => [c.id, 'opp'])),
  };

  it('every legal declaration, in any order, is correct', async () => {
    const r = await checkPreview(p, { ...EMPTY_DRAFT, declarations: [...legal].reverse() }, score);
    expect(r.ok && r.verdict.correct).toBe(true);
    expect(r.ok && r.verdict.headline).toMatch(/^Correct/);
  });

  it('a missed and an illegal declaration are both reported', async () => {
    const r = await checkPreview(p, { ...EMPTY_DRAFT, declarations: [legal[0]!, illegal] }, score);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.verdict.correct).toBe(false);
    expect(r.verdict.headline).toBe('Incorrect: 1 legal declaration missed, 1 illegal one included.');
    expect(r.verdict.details.filter((d) => d.startsWith('Missed: '))).toHaveLength(1);
    expect(r.verdict.details.filter((d) => d.startsWith('Not legal: '))).toHaveLength(1);
  });

  it('an empty answer is refused before scoring', async () => {
    const r = await checkPreview(p, EMPTY_DRAFT, counting);
    expect(r.ok).toBe(false);
    expect(scored).toBe(0);
  });

  it('a scorer that gives up says so instead of a verdict', async () => {
    const tooLarge: QuizScorer = () => Promise.resolve({ ok: false, error: { code: 'too-large', message: 'over budget' } });
    expect(await checkPreview(p, { ...EMPTY_DRAFT, declarations: [...legal] }, tooLarge)).toEqual({
      ok: false,
      message: 'The answer is too large to score in time.',
    });
  });

  it('can-attack is scored against the engine', async () => {
    const wall = p.board.creatures.find((c) => c.name === 'Wall of Roots')!;
    const goblin = p.board.creatures.find((c) => c.name === 'Crazed Goblin')!;
    const wallQuiz = preview({ ...form, type: 'can-attack', creature: wall.id });
    expect(wallQuiz.learner.question).toEqual({ type: 'can-attack', creature: wall.id });
    const no = await checkPreview(wallQuiz, { ...EMPTY_DRAFT, yesNo: false }, score);
    expect(no.ok && no.verdict).toEqual({ correct: true, headline: 'Correct: the answer is No.', details: [] });
    const goblinQuiz = preview({ ...form, type: 'can-attack', creature: goblin.id });
    const wrong = await checkPreview(goblinQuiz, { ...EMPTY_DRAFT, yesNo: false }, score);
    expect(wrong.ok && wrong.verdict.headline).toBe('Incorrect: the answer is Yes.');
  });
});
