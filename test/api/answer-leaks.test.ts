/**
 * Nothing the renderer receives before an answer is submitted holds the answer: every pre-answer call
 * is walked over the whole built-in pack, over served puzzles and over an exam, and each response is
 * searched for the explanation's text and for the fields that carry an answer key, a legal set or a
 * verdict per option. The calls made after the answer (submitAnswer, submitPuzzle, the exam report)
 * are searched the same way and must hold them, so the search is known to find what it looks for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult, TrainerApi } from '#main/contract/trainer-api';
import { createTrainerService } from '#main/api/service';
import { createInProcessRunner } from '#main/worker/runner';
import { isBlockQuiz, parseQuiz, type Quiz } from '#shared/quiz/index';
import { openHarness, value, type Harness } from './helpers.ts';
import { rightAnswer } from '../support/right-answer.ts';

/** Fields that carry an answer: the key of each question type, the explanation, a score's verdicts. */
const ANSWER_FIELDS: ReadonlySet<string> = new Set(['answer', 'correct', 'explanation', 'expected', 'tolerance', 'missed', 'illegal', 'legal']);
/** The library's and review's lists name quizzes by the learner's record (`correct`, `missed`): not the answer. */
const BROWSING_FIELDS: ReadonlySet<string> = new Set([...ANSWER_FIELDS].filter((f) => f !== 'correct' && f !== 'missed'));

/** The JSON paths of answer fields anywhere in a response. */
function answerFields(v: unknown, fields: ReadonlySet<string>, path = ''): string[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => answerFields(x, fields, `${path}[${i}]`));
  if (v === null || typeof v !== 'object') return [];
  return Object.entries(v).flatMap(([k, x]) => [...(fields.has(k) ? [`${path}.${k}`] : []), ...answerFields(x, fields, `${path}.${k}`)]);
}

/** The explanation's sentences long enough to be the quiz's own (a short answer such as "No." may be anywhere). */
const explanationTexts = (quiz: Quiz): string[] =>
  [quiz.explanation.short, ...Object.values(quiz.explanation.steps ?? {})].filter((t): t is string => t !== undefined && t.length >= 12);

/** What of the quiz's answer the response gives away: answer fields, or the explanation's text. */
function leaks(response: ApiResult<unknown>, quiz: Quiz, fieldNames = ANSWER_FIELDS): string[] {
  if (!response.ok) return [`failed: ${response.error.message}`];
  const text = JSON.stringify(response.value);
  // A saved exam's slots hold the learner's own answers, not the key.
  const fields = answerFields(response.value, fieldNames).filter((p) => !/^\.slots\[\d+\]\.answer$/.test(p));
  return [
    ...fields,
    ...explanationTexts(quiz)
      .filter((t) => text.includes(JSON.stringify(t).slice(1, -1)))
      .map((t) => `text: ${t.slice(0, 60)}`),
  ];
}

let h: Harness;
let builtin: Quiz[];
beforeAll(async () => {
  h = openHarness();
  const refs = value(await h.api.listQuizzes({ packId: 'builtin' }));
  builtin = [];
  for (const r of refs) {
    const stored = h.store.getQuiz('builtin', r.id);
    if (!stored.ok) throw new Error(`no quiz ${r.id}`);
    const parsed = parseQuiz(JSON.parse(stored.value.json));
    if (!parsed.ok) throw new Error(`quiz ${r.id} does not parse`);
    builtin.push(parsed.value);
  }
});
afterAll(() => h.close());

/** The calls the library, review and study screens make before a quiz is answered. */
const browsingCalls = (api: TrainerApi): Promise<ApiResult<unknown>>[] => [
  api.listPacks(),
  api.listQuizzes({ packId: 'builtin' }),
  api.libraryIndex(),
  api.librarySearchTerms(),
  api.libraryStatuses(),
  api.countDue(),
  api.reviewQueue(),
  api.listProgress(),
  api.stepPractice({ step: 3 }),
];

describe('before the answer, no call holds it', () => {
  it('getQuiz over the whole built-in pack holds neither the answer key nor the explanation', async () => {
    expect(builtin.length).toBeGreaterThan(100);
    // The blocking quizzes are walked too: their legal sets ({"blocks": …}) and can-block keys.
    expect(builtin.filter(isBlockQuiz).length).toBeGreaterThanOrEqual(40);
    const found: string[] = [];
    for (const quiz of builtin) {
      const r = await h.api.getQuiz({ packId: 'builtin', quizId: quiz.id });
      for (const l of leaks(r, quiz)) found.push(`${quiz.id}: ${l}`);
    }
    expect(found).toEqual([]);
  });

  it('the library, review and study calls hold no explanation of any quiz, before or after answers', async () => {
    const check = async (): Promise<string[]> => {
      const responses = await Promise.all(browsingCalls(h.api));
      return responses.flatMap((r, i) => builtin.flatMap((quiz) => leaks(r, quiz, BROWSING_FIELDS).map((l) => `call ${i}, ${quiz.id}: ${l}`)));
    };
    expect(await check()).toEqual([]);
    // With history: a miss and a right answer make the review and study lists non-empty.
    const [a, b] = builtin;
    value(await h.api.getQuiz({ packId: 'builtin', quizId: a!.id }));
    value(await h.api.submitAnswer({ packId: 'builtin', quizId: a!.id, answer: { type: 'number', value: -1 }, timeMs: 1000 }));
    value(await h.api.getQuiz({ packId: 'builtin', quizId: b!.id }));
    value(await h.api.submitAnswer({ packId: 'builtin', quizId: b!.id, answer: rightAnswer(b!), timeMs: 1000 }));
    expect(value(await h.api.reviewQueue()).missed.map((q) => q.quizId)).toContain(a!.id);
    expect(await check()).toEqual([]);
  }, 60_000);

  it('the answer holds them: the search finds what it looks for', async () => {
    const found = [];
    for (const quiz of builtin.slice(0, 10)) {
      value(await h.api.getQuiz({ packId: 'builtin', quizId: quiz.id }));
      found.push(
        leaks(await h.api.submitAnswer({ packId: 'builtin', quizId: quiz.id, answer: rightAnswer(quiz), timeMs: 1000, mode: 'practice' }), quiz).length,
      );
    }
    expect(found.every((n) => n > 0)).toBe(true);
  }, 60_000);

  it('the worked example of a block quiz (quizExplain) is refused before the answer, holding none of it; after the answer it holds the verdicts', async () => {
    const blocking = builtin.filter(isBlockQuiz);
    expect(blocking.length).toBeGreaterThanOrEqual(40);
    const found: string[] = [];
    for (const quiz of blocking) {
      const ref = { packId: 'builtin', quizId: quiz.id };
      // What the worked example would ask: the legal declarations when the key lists them, else "No block".
      const declarations = quiz.question.type === 'legal-sets' && quiz.question.answer.length > 0 ? quiz.question.answer.slice(0, 5) : [{ blocks: {} }];
      value(await h.api.getQuiz(ref));
      const before = await h.api.quizExplain({ ...ref, declarations });
      if (before.ok) found.push(`${quiz.id}: explained before the answer`);
      else found.push(...leaks({ ok: true, value: before.error }, quiz).map((l) => `${quiz.id}: ${l}`));
      value(await h.api.submitAnswer({ ...ref, answer: rightAnswer(quiz), timeMs: 1000, mode: 'practice' }));
      const after = await h.api.quizExplain({ ...ref, declarations });
      if (leaks(after, quiz).length === 0) found.push(`${quiz.id}: the explanation after the answer holds no verdict`);
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('an exam: starting, resuming, saving and each question hold no answer; the report holds them all', async () => {
    // An exam holds at most 200 questions: the attack quizzes in one, the blocking quizzes (whose tags no attack quiz shares) in another.
    const blocking = builtin.filter(isBlockQuiz);
    const attack = builtin.filter((q) => !isBlockQuiz(q));
    const attackTags = [...new Set(attack.flatMap((q) => q.tags))];
    expect(attackTags).not.toContain('blocking');
    for (const [tags, group] of [
      [attackTags, attack],
      [['blocking'], blocking],
    ] as const) {
      const started = value(await h.api.startExam({ count: group.length, tags, passMark: 0.5 }));
      expect(started.quizRefs.map((r) => r.quizId).sort()).toEqual(group.map((q) => q.id).sort());
      const byId = new Map(group.map((q) => [q.id, q]));
      const found: string[] = [];
      const examCalls = async () => [await h.api.resumeExam({ examId: started.examId }), await h.api.listExams()];
      for (const quiz of group)
        for (const r of [{ ok: true, value: started } as const, ...(await examCalls())]) found.push(...leaks(r, quiz).map((l) => `${quiz.id}: ${l}`));
      const slots = started.quizRefs.map(() => ({ answer: null, timeMs: 0, seen: true }));
      value(await h.api.saveExamProgress({ examId: started.examId, position: 0, slots }));
      for (const ref of started.quizRefs) found.push(...leaks(await h.api.getQuiz(ref), byId.get(ref.quizId)!).map((l) => `${ref.quizId}: ${l}`));
      for (const quiz of group) for (const r of await examCalls()) found.push(...leaks(r, quiz).map((l) => `${quiz.id}: ${l}`));
      expect(found).toEqual([]);
      const report = value(await h.api.submitExam({ examId: started.examId, answers: [], timedOut: false }));
      const text = JSON.stringify(report);
      expect(group.filter((q) => q.explanation.short.length >= 12 && !text.includes(JSON.stringify(q.explanation.short).slice(1, -1)))).toEqual([]);
    }
  }, 120_000);
});

describe('a served puzzle holds no answer', () => {
  it('nextPuzzle, for every theme, holds neither the answer key nor the explanation its answer returns', async () => {
    let seed = 1;
    const api = createTrainerService(h.store, createInProcessRunner(), { seed: () => seed++ });
    const themes = ['restrictions', 'requirements', 'costs', 'conditional', 'goad', 'multiplayer', 'planeswalkers-battles', 'summoning-sickness'] as const;
    const found: string[] = [];
    for (const theme of themes) {
      const served = await api.nextPuzzle({ theme });
      const s = value(served);
      const outcome = value(await api.submitPuzzle({ puzzleId: s.puzzleId, answer: { type: 'number', value: -1 }, timeMs: 1000 }));
      expect(leaks({ ok: true, value: outcome }, outcome.quiz).length).toBeGreaterThan(0);
      found.push(...leaks(served, outcome.quiz).map((l) => `${s.puzzleId}: ${l}`));
    }
    expect(found).toEqual([]);
  }, 120_000);
});
