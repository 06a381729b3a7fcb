/**
 * Blocking quizzes through the TrainerApi, as the renderer uses it: served without their answer,
 * graded by the blocking engine (a wrong pick says which step of CR 509.1 it fails), found by the
 * library's `blocking` tag, drawn into exams, reviewed, and counted in progress under the `blocking`
 * tag and the steps of 509.1.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBlockQuiz, parseQuiz, type BlockQuiz, type QuizAnswer } from '#shared/quiz/index';
import { failure, openHarness, value, type Harness } from './helpers.ts';
import { rightAnswer } from '../support/right-answer.ts';

let h: Harness;
beforeEach(() => {
  h = openHarness();
});
afterEach(() => h.close());

const blockQuiz = (id: string): BlockQuiz => {
  const stored = h.store.getQuiz('builtin', id);
  if (!stored.ok) throw new Error(`no quiz ${id}`);
  const parsed = parseQuiz(JSON.parse(stored.value.json));
  if (!parsed.ok || !isBlockQuiz(parsed.value)) throw new Error(`${id} is not a block quiz`);
  return parsed.value;
};

describe('blocking quizzes through the API', () => {
  it('the library filters them by the "blocking" tag: every one is on a block board', async () => {
    const listed = value(await h.api.listQuizzes({ packId: 'builtin', tags: ['blocking'] }));
    expect(listed.length).toBeGreaterThanOrEqual(40);
    for (const info of listed) expect(blockQuiz(info.id).board.format).toBe('block-board/1');
  });

  it('getQuiz serves the block board and the question without its answer', async () => {
    const q = value(await h.api.getQuiz({ packId: 'builtin', quizId: 'blk-lure' }));
    expect(q.board.format).toBe('block-board/1');
    expect(q.question).toEqual({ type: 'legal-sets' });
    const can = value(await h.api.getQuiz({ packId: 'builtin', quizId: 'blk-cloud-sprite-ground' }));
    expect(can.question).toEqual({ type: 'can-block', creature: 'sprite', attacker: 'obears' });
    expect(JSON.stringify(can)).not.toContain('"answer"');
  });

  it('submitAnswer grades a legal-sets answer with the blocking engine, and names the failing step of a wrong pick', async () => {
    value(await h.api.getQuiz({ packId: 'builtin', quizId: 'blk-menace-two-blockers' }));
    const wrong: QuizAnswer = { type: 'legal-blocks', declarations: [{ blocks: {} }, { blocks: { bears: 'brute' } }] };
    const r = value(await h.api.submitAnswer({ packId: 'builtin', quizId: 'blk-menace-two-blockers', answer: wrong, timeMs: 1000 }));
    expect(r.score).toMatchObject({ type: 'legal-blocks', correct: false, basis: 'engine' });
    if (r.score.type !== 'legal-blocks') return;
    expect(r.score.missed).toEqual([{ blocks: { bears: 'brute', giant: 'brute' } }]);
    expect(r.score.illegal.map((p) => p.failedStep)).toEqual(['509.1b']);
    expect(r.quiz.explanation.steps?.['509.1b']).toContain('CR 702.111b');

    const quiz = blockQuiz('blk-two-lures-one-blocker');
    value(await h.api.getQuiz({ packId: 'builtin', quizId: quiz.id }));
    const right = value(await h.api.submitAnswer({ packId: 'builtin', quizId: quiz.id, answer: rightAnswer(quiz), timeMs: 1000 }));
    expect(right.score).toMatchObject({ type: 'legal-blocks', correct: true });
  });

  it('grades can-block, and an attack answer to a block question is wrong, not an error', async () => {
    const quiz = blockQuiz('blk-swampwalk-their-swamp');
    value(await h.api.getQuiz({ packId: 'builtin', quizId: quiz.id }));
    const r = value(await h.api.submitAnswer({ packId: 'builtin', quizId: quiz.id, answer: { type: 'can-block', value: true }, timeMs: 500 }));
    expect(r.score).toEqual({ type: 'can-block', correct: true, basis: 'engine', expected: true, given: true });
    value(await h.api.getQuiz({ packId: 'builtin', quizId: 'blk-lure' }));
    const mismatched = value(
      await h.api.submitAnswer({ packId: 'builtin', quizId: 'blk-lure', answer: { type: 'legal-sets', declarations: [] }, timeMs: 500 }),
    );
    expect(mismatched.score).toMatchObject({ type: 'legal-blocks', correct: false });
  });

  it('refuses a malformed block declaration at its path', async () => {
    const e = failure(
      await h.api.submitAnswer({
        packId: 'builtin',
        quizId: 'blk-lure',
        answer: { type: 'legal-blocks', declarations: [{ blocks: { spider: 7 } }] } as never,
        timeMs: 1,
      }),
    );
    expect(e.code).toBe('bad-input');
    expect(JSON.stringify(e)).toContain('answer.declarations[0].blocks.spider');
  });

  it('draws an exam of blocking quizzes only, and grades it', async () => {
    const exam = value(await h.api.startExam({ count: 5, tags: ['blocking'], passMark: 0.5 }));
    expect(exam.quizRefs).toHaveLength(5);
    for (const ref of exam.quizRefs) expect(blockQuiz(ref.quizId).tags).toContain('blocking');
    const answers = exam.quizRefs.map((ref, i) => ({ ...ref, answer: i < 3 ? rightAnswer(blockQuiz(ref.quizId)) : null, timeMs: 100 }));
    const report = value(await h.api.submitExam({ examId: exam.examId, answers, timedOut: false }));
    expect(report.correct).toBe(3);
    expect(report.items.slice(0, 3).every((item) => item.score?.correct === true)).toBe(true);
  });

  it('counts answers under the "blocking" tag and the step of CR 509.1, and schedules missed ones for review', async () => {
    const answer = async (id: string, right: boolean) => {
      value(await h.api.getQuiz({ packId: 'builtin', quizId: id }));
      const given: QuizAnswer = right ? rightAnswer(blockQuiz(id)) : { type: 'legal-blocks', declarations: [{ blocks: {} }] };
      return value(await h.api.submitAnswer({ packId: 'builtin', quizId: id, answer: given, timeMs: 800 }));
    };
    await answer('blk-flying-reach', true); // block-restrictions → 509.1b
    await answer('blk-lure', false); // block-requirements → 509.1c
    await answer('blk-archangel-of-tithes', true); // block-costs → 509.1d
    const p = value(await h.api.progress());
    expect(p.byTag.find((t) => t.tag === 'blocking')).toEqual({ tag: 'blocking', attempts: 3, correct: 2 });
    expect(p.byBlockStep).toEqual([
      { step: '509.1a', attempts: 0, correct: 0 },
      { step: '509.1b', attempts: 1, correct: 1 },
      { step: '509.1c', attempts: 1, correct: 0 },
      { step: '509.1d', attempts: 1, correct: 1 },
    ]);
    // Blocking quizzes never count under the attack side's steps.
    expect(p.byStep.every((s) => s.attempts === 0)).toBe(true);
    const queue = value(await h.api.reviewQueue({ now: new Date(Date.now() + 60_000).toISOString() }));
    expect([...queue.due, ...queue.missed].map((i) => i.quizId)).toContain('blk-lure');
  });
});
