/** The TrainerApi service over a real store in a temp folder and the in-process engine runner. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTrainerService } from '#main/api/service';
import { USER_PACK_SETTING } from '#main/api/user-pack';
import { TRAINER_API_METHODS, type ApiResult, type TrainerApi, type TrainerApiMethod } from '#main/contract/trainer-api';
import type { Declaration } from '#shared/engine/index';
import { parseQuizPackText } from '#shared/quiz/index';
import { createInProcessRunner } from '#main/worker/runner';
import { BEHEMOTH_BOARD, CUB_GOBLIN_BOARD, validRawPack } from '../quiz/fixtures.ts';
import { failure, openHarness, submitOpened, value, type Harness } from './helpers.ts';

/** Pinned, so the tables can name the user's own pack (a fresh folder draws one: test/api/import-conflict.test.ts). */
const USER_PACK_ID = 'my-quizzes-tests';

let h: Harness;
beforeEach(async () => {
  h = openHarness();
  value(await h.api.setSetting({ key: USER_PACK_SETTING, value: USER_PACK_ID }));
});
afterEach(() => h.close());

const call = (api: TrainerApi, method: TrainerApiMethod, arg: unknown) =>
  (api[method] as (a?: unknown) => Promise<{ ok: boolean; error?: { code: string; issues?: readonly { path: string }[] } }>)(arg);

const importFixture = async (mutate: (p: ReturnType<typeof validRawPack>) => void = () => undefined) => {
  const raw = validRawPack();
  mutate(raw);
  return value(await h.api.importPack({ text: JSON.stringify(raw) }));
};

/** For each method, arguments that must be refused as bad-input, with the path the first issue names. */
const BAD_INPUT: Record<TrainerApiMethod, readonly (readonly [name: string, arg: unknown, path: string])[]> = {
  listPacks: [
    ['a number', 5, ''],
    ['an object with a field', { packId: 'x' }, 'packId'],
  ],
  listQuizzes: [
    ['a string', 'builtin', ''],
    ['a numeric packId', { packId: 7 }, 'packId'],
    ['a level out of range', { level: 4 }, 'level'],
    ['a tag that is not a tag', { tags: ['Not A Tag'] }, 'tags[0]'],
    ['an unknown field', { sort: 'title' }, 'sort'],
  ],
  getQuiz: [
    ['nothing', undefined, ''],
    ['a missing quizId', { packId: 'builtin' }, 'quizId'],
    ['an id with a slash', { packId: 'builtin', quizId: '../q01' }, 'quizId'],
  ],
  submitAnswer: [
    ['a negative time', { packId: 'builtin', quizId: 'q01', answer: { type: 'can-attack', value: true }, timeMs: -1 }, 'timeMs'],
    ['a fractional time', { packId: 'builtin', quizId: 'q01', answer: { type: 'can-attack', value: true }, timeMs: 1.5 }, 'timeMs'],
    ['an unknown answer type', { packId: 'builtin', quizId: 'q01', answer: { type: 'essay', text: 'x' }, timeMs: 1 }, 'answer.type'],
    [
      'a declaration with a numeric defender',
      { packId: 'builtin', quizId: 'q01', answer: { type: 'legal-sets', declarations: [{ attacks: { goblin: 1 } }] }, timeMs: 1 },
      'answer.declarations[0].attacks.goblin',
    ],
    ['a can-attack answer without value', { packId: 'builtin', quizId: 'q01', answer: { type: 'can-attack' }, timeMs: 1 }, 'answer.value'],
    ['an exam mode', { packId: 'builtin', quizId: 'q01', answer: { type: 'can-attack', value: true }, timeMs: 1, mode: 'exam' }, 'mode'],
    // The service records the hint itself (quizCheck); the client's word is not taken.
    ['a hinted flag', { packId: 'builtin', quizId: 'q01', answer: { type: 'can-attack', value: true }, timeMs: 1, hinted: true }, 'hinted'],
  ],
  quizCheck: [
    ['no declaration', { packId: 'builtin', quizId: 'q01' }, 'declaration'],
    ['a board instead of a quiz', { board: CUB_GOBLIN_BOARD, declaration: { attacks: {} } }, 'packId'],
  ],
  quizTree: [['no quizId', { packId: 'builtin' }, 'quizId']],
  quizExplain: [
    ['no declarations', { packId: 'builtin', quizId: 'q01', declarations: [] }, 'declarations'],
    ['one declaration instead of a list', { packId: 'builtin', quizId: 'q01', declaration: { attacks: {} } }, 'declarations'],
    ['a declaration that attacks and blocks at once', { packId: 'builtin', quizId: 'q01', declarations: [{ attacks: {}, blocks: {} }] }, 'declarations[0]'],
    ['a blocker given a number', { packId: 'builtin', quizId: 'blk-lure', declarations: [{ blocks: {} }, { blocks: { spider: 7 } }] }, 'declarations[1]'],
  ],
  scoreQuiz: [
    ['no quiz', { answer: { type: 'can-attack', value: true } }, 'quiz'],
    ['no answer', { quiz: {} }, 'answer'],
    ['an unknown answer type', { quiz: {}, answer: { type: 'essay' } }, 'answer.type'],
  ],
  legal: [
    ['no board', {}, 'board'],
    ['a zero limit', { board: CUB_GOBLIN_BOARD, limit: 0 }, 'limit'],
    ['a string limit', { board: CUB_GOBLIN_BOARD, limit: '5' }, 'limit'],
    ['a negative number of attackers', { board: CUB_GOBLIN_BOARD, attackers: -1 }, 'attackers'],
    ['more attackers than a board can hold', { board: CUB_GOBLIN_BOARD, attackers: 65 }, 'attackers'],
  ],
  legalOverview: [
    ['no board', {}, 'board'],
    ['a zero limit', { board: CUB_GOBLIN_BOARD, limit: 0 }, 'limit'],
    ['a limit past the full list', { board: CUB_GOBLIN_BOARD, limit: 100_001 }, 'limit'],
    ['a number of attackers (the overview covers every size)', { board: CUB_GOBLIN_BOARD, attackers: 1 }, 'attackers'],
  ],
  legalBreakdown: [
    ['no board', {}, 'board'],
    ['a limit', { board: CUB_GOBLIN_BOARD, limit: 5 }, 'limit'],
  ],
  check: [
    ['no declaration', { board: CUB_GOBLIN_BOARD }, 'declaration'],
    ['a declaration without attacks', { board: CUB_GOBLIN_BOARD, declaration: {} }, 'declaration.attacks'],
    ['an extra field in the declaration', { board: CUB_GOBLIN_BOARD, declaration: { attacks: {}, blocks: {} } }, 'declaration.blocks'],
  ],
  tree: [
    ['null', null, ''],
    ['an extra option', { board: CUB_GOBLIN_BOARD, maxNodes: 3 }, 'maxNodes'],
  ],
  importPack: [
    ['the pack as an object instead of text', { text: validRawPack() }, 'text'],
    ['no text', {}, 'text'],
  ],
  exportPack: [
    ['an empty id', { packId: '' }, 'packId'],
    ['a list', ['builtin'], ''],
    ['withProgress false', { packId: 'builtin', withProgress: false }, 'withProgress'],
  ],
  saveUserQuiz: [
    ['no quiz', {}, 'quiz'],
    ['a bad pack id', { packId: 'my pack', quiz: {} }, 'packId'],
  ],
  deleteQuiz: [
    ['nothing', undefined, ''],
    ['a missing quizId', { packId: 'my-quizzes' }, 'quizId'],
    ['a quiz id with a slash', { packId: 'my-quizzes', quizId: 'a/b' }, 'quizId'],
  ],
  deletePack: [
    ['a bare id', 'my-quizzes', ''],
    ['an unknown field', { packId: 'my-quizzes', force: true }, 'force'],
  ],
  stats: [['a filter', { packId: 'builtin' }, 'packId']],
  importProgress: [['a filter', { packId: 'builtin' }, 'packId']],
  listProgress: [['a filter', { packId: 'builtin' }, 'packId']],
  libraryIndex: [['a filter', { packId: 'builtin' }, 'packId']],
  librarySearchTerms: [['a filter', { packId: 'builtin' }, 'packId']],
  libraryStatuses: [['a number', 3, '']],
  countDue: [['a time', { now: '2026-01-01T00:00:00.000Z' }, 'now']],
  getSetting: [
    ['an empty key', { key: '' }, 'key'],
    ['a numeric key', { key: 1 }, 'key'],
  ],
  setSetting: [
    ['no value', { key: 'theme' }, 'value'],
    ['a value JSON cannot hold', { key: 'theme', value: Number.NaN }, 'value'],
    ['a desired retention above 0.99', { key: 'review.desiredRetention', value: 0.995 }, 'value'],
    ['a desired retention that is text', { key: 'review.desiredRetention', value: '0.9' }, 'value'],
    ['an effect-families choice that is not a boolean', { key: 'ui.effectFamilies', value: 'off' }, 'value'],
  ],
  rateAttempt: [
    ['an unknown rating', { attemptId: 1, rating: 'perfect' }, 'rating'],
    ['a fractional attempt id', { attemptId: 1.5, rating: 'good' }, 'attemptId'],
    ['no rating', { attemptId: 1 }, 'rating'],
  ],
  reviewQueue: [
    ['a time that is not ISO', { now: 'tomorrow' }, 'now'],
    ['an unknown field', { limit: 5 }, 'limit'],
  ],
  startExam: [
    ['no count', { passMark: 0.8 }, 'count'],
    ['a zero count', { count: 0, passMark: 0.8 }, 'count'],
    ['a pass mark above 1', { count: 5, passMark: 80 }, 'passMark'],
    ['a level out of range', { count: 5, passMark: 0.8, levels: [4] }, 'levels[0]'],
    ['a time limit under a second', { count: 5, passMark: 0.8, timeLimitMs: 10 }, 'timeLimitMs'],
  ],
  submitExam: [
    ['no timedOut', { examId: 'exam-1', answers: [] }, 'timedOut'],
    ['an answer without timeMs', { examId: 'exam-1', answers: [{ packId: 'builtin', quizId: 'q01', answer: null }], timedOut: false }, 'answers[0].timeMs'],
    ['a bad exam id', { examId: 'exam 1', answers: [], timedOut: false }, 'examId'],
  ],
  listExams: [['a filter', { passed: true }, 'passed']],
  getExam: [['no exam id', {}, 'examId']],
  progress: [
    ['zero days', { days: 0 }, 'days'],
    ['an offset beyond UTC+14', { utcOffsetMinutes: 15 * 60 }, 'utcOffsetMinutes'],
  ],
  exportProgressCsv: [['an option', { format: 'tsv' }, 'format']],
  checkDatabase: [
    ['a string', 'full', ''],
    ['full as a string', { full: 'yes' }, 'full'],
  ],
  nextPuzzle: [
    ['an unknown theme', { theme: 'banding' }, 'theme'],
    ['an unknown difficulty', { difficulty: 'insane' }, 'difficulty'],
    ['a rating chosen for a rush', { rushId: 'rush-1', rating: 600 }, 'rushId'],
    ['a rush and a run at once', { rushId: 'rush-1', runId: 'run-1' }, 'runId'],
  ],
  submitPuzzle: [
    ['a quiz id that is not a puzzle id', { puzzleId: 'q01', answer: { type: 'number', value: 1 }, timeMs: 1 }, 'puzzleId'],
    ['no answer', { puzzleId: 'g1-goad-2-1', timeMs: 1 }, 'answer'],
  ],
  startRush: [['a 4-minute rush', { minutes: 4 }, 'minutes']],
  finishRush: [
    // The service counts the rush: a score reported by the client is refused.
    ['a self-reported score', { rushId: 'rush-1', score: 1000 }, 'score'],
    ['no rush id', {}, 'rushId'],
  ],
  puzzleOverview: [['an option', { theme: 'goad' }, 'theme']],
  startPuzzleRun: [['an option', { theme: 'goad' }, 'theme']],
  finishPuzzleRun: [
    // The service sums the run up: a count reported by the client is refused.
    ['a self-reported score', { runId: 'run-1', solved: 10 }, 'solved'],
    ['no run id', {}, 'runId'],
  ],
  blockLegal: [
    ['no board', {}, 'board'],
    ['a limit of zero', { board: {}, limit: 0 }, 'limit'],
  ],
  blockCheck: [
    ['an attack declaration (no blocks)', { board: {}, declaration: { attacks: { a: 'b' } } }, 'declaration.blocks'],
    ['a blocker with an empty list', { board: {}, declaration: { blocks: { w: [] } } }, 'declaration.blocks.w'],
  ],
  nextBlockPuzzle: [
    ['a theme (blocking puzzles have one)', { theme: 'goad' }, 'theme'],
    ['a rating chosen for a rush', { rushId: 'rush-1', rating: 600 }, 'rushId'],
  ],
  submitBlockPuzzle: [
    ['an attack puzzle id', { puzzleId: 'g4-goad-2-1', declarations: [], timeMs: 1 }, 'puzzleId'],
    ['no declarations', { puzzleId: 'b2-blocking-2-1', timeMs: 1 }, 'declarations'],
    ['a quiz answer instead of declarations', { puzzleId: 'b2-blocking-2-1', answer: { type: 'number', value: 1 }, declarations: [], timeMs: 1 }, 'answer'],
  ],
  saveExamProgress: [
    ['no slots', { examId: 'e1', position: 0 }, 'slots'],
    ['a negative position', { examId: 'e1', position: -1, slots: [] }, 'position'],
    ['a slot without seen', { examId: 'e1', position: 0, slots: [{ answer: null, timeMs: 0 }] }, 'slots[0].seen'],
    ['a fractional time', { examId: 'e1', position: 0, slots: [{ answer: null, timeMs: 1.5, seen: true }] }, 'slots[0].timeMs'],
  ],
  resumeExam: [['a bad id', { examId: '' }, 'examId']],
  stepPractice: [
    ['step 0', { step: 0 }, 'step'],
    ['step 8', { step: 8 }, 'step'],
  ],
};

describe('bad input at the boundary', () => {
  it('covers every method', () => {
    expect(Object.keys(BAD_INPUT).sort()).toEqual([...TRAINER_API_METHODS].sort());
  });

  for (const method of TRAINER_API_METHODS) {
    for (const [name, arg, path] of BAD_INPUT[method]) {
      it(`${method}: ${name} → bad-input at "${path}"`, async () => {
        const r = await call(h.api, method, arg);
        expect(r.ok).toBe(false);
        expect(r.error?.code).toBe('bad-input');
        expect(r.error?.issues?.[0]?.path).toBe(path);
      });
    }
  }

  it('a bad argument changes nothing in the store', async () => {
    const before = value(await h.api.stats());
    await call(h.api, 'submitAnswer', { packId: 'builtin', quizId: 'q01', answer: { type: 'can-attack', value: 'yes' }, timeMs: 5 });
    await call(h.api, 'setSetting', { key: 'k' });
    expect(value(await h.api.stats())).toEqual(before);
    expect(value(await h.api.getSetting({ key: 'k' }))).toBeNull();
  });
});

describe('packs and quizzes', () => {
  it('lists the seeded built-in pack and its quizzes, filterable', async () => {
    const packs = value(await h.api.listPacks());
    expect(packs.map((p) => [p.id, p.builtin])).toEqual([['builtin', true]]);
    const all = value(await h.api.listQuizzes());
    expect(all.length).toBe(packs[0]?.quizCount);
    const filtered = value(await h.api.listQuizzes({ tags: ['goad'] }));
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((q) => q.tags.includes('goad'))).toBe(true);
    expect(value((await call(h.api, 'listQuizzes', null)) as Awaited<ReturnType<TrainerApi['listQuizzes']>>)).toEqual(all);
  });

  it('getQuiz withholds the answer of every question type', async () => {
    await importFixture();
    const expected: Record<string, object> = {
      legal: { type: 'legal-sets' },
      can: { type: 'can-attack', creature: 'behemoth', defender: 'alice' },
      choice: {
        type: 'choice',
        multiple: false,
        options: [
          { id: 'two', text: 'Step 2' },
          { id: 'five', text: 'Step 5' },
          { id: 'seven', text: 'Step 7' },
        ],
      },
      approx: { type: 'number' },
    };
    for (const [quizId, question] of Object.entries(expected)) {
      const quiz = value(await h.api.getQuiz({ packId: 'fixture', quizId }));
      expect(quiz.question).toEqual(question);
      expect(quiz.packId).toBe('fixture');
      expect(quiz.id).toBe(quizId);
    }
  });

  it('getQuiz of a missing quiz is not-found', async () => {
    expect(failure(await h.api.getQuiz({ packId: 'builtin', quizId: 'nope' })).code).toBe('not-found');
    expect(failure(await h.api.getQuiz({ packId: 'nope', quizId: 'q01' })).code).toBe('not-found');
  });
});

describe('submitAnswer', () => {
  it('scores a right legal-sets answer against the engine and records the attempt', async () => {
    await importFixture();
    const declarations: Declaration[] = [{ attacks: { cub: 'opp', goblin: 'opp' } }, { attacks: { goblin: 'opp' } }];
    const answer = { type: 'legal-sets' as const, declarations };
    const r = value(await submitOpened(h.api, { packId: 'fixture', quizId: 'legal', answer, timeMs: 4200 }));
    expect(r.score).toMatchObject({ type: 'legal-sets', correct: true, basis: 'engine', missed: [], illegal: [] });
    expect(r.quiz.question).toMatchObject({ type: 'legal-sets' });
    const attempts = h.store.listAttempts({ packId: 'fixture' });
    expect(attempts.ok && attempts.value).toEqual([
      { id: r.attemptId, packId: 'fixture', quizId: 'legal', answer, correct: true, timeMs: 4200, at: expect.any(String) },
    ]);
  });

  it('a wrong answer is recorded as wrong, with the illegal pick explained', async () => {
    await importFixture();
    const answer = { type: 'legal-sets' as const, declarations: [{ attacks: { cub: 'opp' } }] };
    const r = value(await submitOpened(h.api, { packId: 'fixture', quizId: 'legal', answer, timeMs: 10 }));
    expect(r.score.correct).toBe(false);
    expect(r.score.type === 'legal-sets' && r.score.illegal.map((i) => i.failedStep)).toEqual([3]);
    const stats = value(await h.api.stats());
    expect([stats.attempts, stats.correct]).toEqual([1, 0]);
    expect(stats.byTag).toEqual([{ tag: 'requirements', attempts: 1, correct: 0 }]);
  });

  it('a right answer given with a hint is shown right but recorded and scheduled as a miss', async () => {
    await importFixture();
    const declarations: Declaration[] = [{ attacks: { cub: 'opp', goblin: 'opp' } }, { attacks: { goblin: 'opp' } }];
    value(await h.api.getQuiz({ packId: 'fixture', quizId: 'legal' }));
    value(await h.api.quizCheck({ packId: 'fixture', quizId: 'legal', declaration: { attacks: { cub: 'opp' } } }));
    const r = value(await h.api.submitAnswer({ packId: 'fixture', quizId: 'legal', answer: { type: 'legal-sets', declarations }, timeMs: 10 }));
    expect(r.score.correct).toBe(true);
    expect(r.hinted).toBe(true);
    expect(r.rating).toBe('again');
    expect(value(await h.api.stats())).toMatchObject({ attempts: 1, correct: 0 });
    expect(value(await h.api.listProgress())).toMatchObject([{ quizId: 'legal', status: 'missed' }]);
  });

  it('scores choice and number questions against the pack', async () => {
    await importFixture();
    const choice = value(await submitOpened(h.api, { packId: 'fixture', quizId: 'choice', answer: { type: 'choice', selected: ['five'] }, timeMs: 1 }));
    expect(choice.score.correct).toBe(true);
    const number = value(await submitOpened(h.api, { packId: 'fixture', quizId: 'approx', answer: { type: 'number', value: 11 }, timeMs: 1 }));
    expect(number.score).toMatchObject({ type: 'number', correct: true, expected: 10, tolerance: 1, given: 11 });
    expect(value(await h.api.stats())).toMatchObject({ attempts: 2, correct: 2 });
  });

  it('progress: new quizzes are absent, then the last attempt decides correct or missed, and a due review wins', async () => {
    await importFixture();
    expect(value(await h.api.listProgress())).toEqual([]);
    const wrong = { type: 'legal-sets' as const, declarations: [{ attacks: { cub: 'opp' } }] };
    const right = { type: 'legal-sets' as const, declarations: [{ attacks: { cub: 'opp', goblin: 'opp' } }, { attacks: { goblin: 'opp' } }] as Declaration[] };
    await submitOpened(h.api, { packId: 'fixture', quizId: 'legal', answer: wrong, timeMs: 1 });
    expect(value(await h.api.listProgress())).toEqual([
      { packId: 'fixture', quizId: 'legal', status: 'missed', attempts: 1, lastAttemptAt: expect.any(String) },
    ]);
    await submitOpened(h.api, { packId: 'fixture', quizId: 'legal', answer: right, timeMs: 1 });
    expect(value(await h.api.listProgress())).toMatchObject([{ quizId: 'legal', status: 'correct', attempts: 2 }]);
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(h.store.setReviewState('fixture', 'choice', { state: {}, due: past }).ok).toBe(true);
    expect(value(await h.api.listProgress())).toMatchObject([
      { quizId: 'legal', status: 'correct' },
      { quizId: 'choice', status: 'due', attempts: 0 },
    ]);
  });

  it('an answer to a missing quiz records nothing', async () => {
    const r = await h.api.submitAnswer({ packId: 'builtin', quizId: 'nope', answer: { type: 'can-attack', value: true }, timeMs: 1 });
    expect(failure(r).code).toBe('not-found');
    expect(value(await h.api.stats()).attempts).toBe(0);
  });
});

describe('engine methods', () => {
  it('legal, check and tree answer for a valid board', async () => {
    expect(value(await h.api.legal({ board: CUB_GOBLIN_BOARD })).count).toBe('2');
    expect(value(await h.api.legal({ board: CUB_GOBLIN_BOARD, limit: 1 }))).toMatchObject({ count: '2', complete: false });
    const x = value(await h.api.check({ board: CUB_GOBLIN_BOARD, declaration: { attacks: { goblin: 'opp' } } }));
    expect([x.legal, x.declaration]).toEqual([true, { attacks: { goblin: 'opp' } }]);
    const tree = value(await h.api.tree({ board: BEHEMOTH_BOARD }));
    expect(tree.plans.length).toBeGreaterThan(0);
  });

  it('scoreQuiz scores a quiz that is not stored, records nothing, and names bad quiz fields by path', async () => {
    const quiz = { ...validRawPack().quizzes[0]!, id: 'unsaved' };
    // The fixture's answer: Goblin alone, or Goblin with the Cub.
    const declarations: Declaration[] = [{ attacks: { goblin: 'opp' } }, { attacks: { cub: 'opp', goblin: 'opp' } }];
    const answer = { type: 'legal-sets' as const, declarations };
    const right = value(await h.api.scoreQuiz({ quiz, answer }));
    expect(right.correct).toBe(true);
    const wrong = value(await h.api.scoreQuiz({ quiz, answer: { type: 'legal-sets', declarations: [] } }));
    expect(wrong.correct).toBe(false);
    expect(value(await h.api.stats()).attempts).toBe(0);
    const e = failure(await h.api.scoreQuiz({ quiz: { ...quiz, level: 9 }, answer: { type: 'legal-sets', declarations: [] } }));
    expect(e).toMatchObject({ code: 'invalid-pack', issues: [{ path: 'quiz.level' }] });
  });

  it('legalBreakdown groups the legal set; legal with attackers opens one group', async () => {
    // Goblin must attack; the cub may join it or not: {goblin} and {cub, goblin}.
    expect(value(await h.api.legalBreakdown({ board: CUB_GOBLIN_BOARD }))).toEqual({
      count: '2',
      bySize: [
        { attackers: 1, count: '1' },
        { attackers: 2, count: '1' },
      ],
      byCreature: [
        { creatureId: 'cub', byDefender: [{ defenderId: 'opp', count: '1' }], noAttack: '1' },
        { creatureId: 'goblin', byDefender: [{ defenderId: 'opp', count: '2' }], noAttack: '0' },
      ],
    });
    expect(value(await h.api.legal({ board: CUB_GOBLIN_BOARD, attackers: 2 }))).toEqual({
      legal: [{ attacks: { cub: 'opp', goblin: 'opp' } }],
      count: '1',
      complete: true,
    });
    expect(value(await h.api.legal({ board: CUB_GOBLIN_BOARD, attackers: 0 }))).toEqual({ legal: [], count: '0', complete: true });
  });

  it("an invalid board is invalid-board with the engine's paths, for each method", async () => {
    const board = { ...CUB_GOBLIN_BOARD, creatures: [{ id: 'goblin', name: 'Crazed Goblin', controller: 'nobody' }] };
    const results: ApiResult<unknown>[] = [
      await h.api.legal({ board }),
      await h.api.legalBreakdown({ board }),
      await h.api.check({ board, declaration: { attacks: {} } }),
      await h.api.tree({ board }),
    ];
    for (const r of results) {
      const e = failure(r);
      expect(e.code).toBe('invalid-board');
      expect(e.issues?.some((i) => i.path === 'creatures[0].controller')).toBe(true);
    }
  });

  it('a declaration naming an unknown creature is bad-input at its path', async () => {
    const e = failure(await h.api.check({ board: CUB_GOBLIN_BOARD, declaration: { attacks: { bear: 'opp' } } }));
    expect(e).toMatchObject({ code: 'bad-input', issues: [{ path: 'declaration.attacks.bear' }] });
  });
});

describe('importPack and exportPack', () => {
  it('imports a valid pack, with a warning where a stored answer differs from the engine', async () => {
    const r = await importFixture((p) => {
      const q = p.quizzes[1]!;
      q['question'] = { type: 'can-attack', creature: 'behemoth', defender: 'alice', answer: true };
    });
    expect(r.packId).toBe('fixture');
    expect(r.quizCount).toBe(6);
    expect(r.warnings.map((w) => [w.path, w.quizId, w.code])).toEqual([['quizzes[1].question.answer', 'can', 'snapshot-differs']]);
    expect(value(await h.api.listPacks()).map((p) => p.id)).toEqual(['builtin', 'fixture']);
  });

  it('a malformed pack is invalid-pack with every path, and the database is unchanged', async () => {
    await importFixture();
    const packsBefore = value(await h.api.listPacks());
    const quizzesBefore = value(await h.api.listQuizzes());
    const raw = validRawPack();
    raw['title'] = 'A changed title';
    raw.quizzes[0]!['level'] = 9;
    raw.quizzes[2]!['board'] = { ...CUB_GOBLIN_BOARD, activePlayer: 'zed' };
    delete raw.quizzes[3]!['prompt'];
    const e = failure(await h.api.importPack({ text: JSON.stringify(raw) }));
    expect(e.code).toBe('invalid-pack');
    expect(e.issues?.map((i) => i.path)).toEqual(['quizzes[0].level', 'quizzes[2].board.activePlayer', 'quizzes[3].prompt']);
    expect(value(await h.api.listPacks())).toEqual(packsBefore);
    expect(value(await h.api.listQuizzes())).toEqual(quizzesBefore);
  });

  it('text that is not JSON is invalid-pack at the root with the position', async () => {
    const e = failure(await h.api.importPack({ text: '{"format": "attack-quiz-pack/1",,}' }));
    expect(e.code).toBe('invalid-pack');
    expect(e.issues).toEqual([{ path: '', message: expect.stringMatching(/line 1, column 33/) }]);
  });

  it("a user pack cannot take the built-in pack's id", async () => {
    const before = value(await h.api.exportPack({ packId: 'builtin' }));
    const e = failure(await h.api.importPack({ text: JSON.stringify({ ...validRawPack(), id: 'builtin' }) }));
    expect(e.code).toBe('readonly');
    expect(value(await h.api.exportPack({ packId: 'builtin' }))).toEqual(before);
  });

  it('export → import → export is byte-stable, and exports parse as the same pack', async () => {
    await importFixture();
    const first = value(await h.api.exportPack({ packId: 'fixture' })).text;
    const again = openHarness();
    try {
      expect(value(await again.api.importPack({ text: first })).packId).toBe('fixture');
      const second = value(await again.api.exportPack({ packId: 'fixture' })).text;
      expect(second).toBe(first);
      const a = parseQuizPackText(first);
      expect(a.ok && a.value.quizzes.map((q) => q.id)).toEqual(['legal', 'can', 'choice', 'number', 'multi', 'approx']);
    } finally {
      again.close();
    }
  });

  it('the built-in pack exports, and re-imported under another id holds the same quizzes', async () => {
    const text = value(await h.api.exportPack({ packId: 'builtin' })).text;
    const copy = { ...(JSON.parse(text) as Record<string, unknown>), id: 'builtin-copy' };
    const r = value(await h.api.importPack({ text: JSON.stringify(copy) }));
    expect(r.warnings).toEqual([]);
    const ids = async (packId: string) => value(await h.api.listQuizzes({ packId })).map((q) => [q.id, q.type, q.level]);
    expect(await ids('builtin-copy')).toEqual(await ids('builtin'));
  });

  it('exporting a missing pack is not-found', async () => {
    expect(failure(await h.api.exportPack({ packId: 'nope' })).code).toBe('not-found');
  });
});

describe('saveUserQuiz', () => {
  const quiz = (id: string, extra: Record<string, unknown> = {}) => ({ ...validRawPack().quizzes[0]!, id, ...extra });

  it('creates the user pack, appends, and replaces a quiz with the same id', async () => {
    expect(value(await h.api.saveUserQuiz({ quiz: quiz('mine-1') }))).toEqual({ packId: USER_PACK_ID, quizId: 'mine-1' });
    expect(value(await h.api.saveUserQuiz({ quiz: quiz('mine-2') }))).toEqual({ packId: USER_PACK_ID, quizId: 'mine-2' });
    value(await h.api.saveUserQuiz({ quiz: quiz('mine-1', { title: 'Renamed' }) }));
    const list = value(await h.api.listQuizzes({ packId: USER_PACK_ID }));
    expect(list.map((q) => [q.id, q.title])).toEqual([
      ['mine-1', 'Renamed'],
      ['mine-2', 'Cub and Goblin'],
    ]);
    const pack = value(await h.api.listPacks()).find((p) => p.id === USER_PACK_ID);
    expect(pack).toMatchObject({ builtin: false, quizCount: 2 });
  });

  it('saves into a named pack', async () => {
    await importFixture();
    expect(value(await h.api.saveUserQuiz({ packId: 'fixture', quiz: quiz('extra') }))).toEqual({ packId: 'fixture', quizId: 'extra' });
    expect(value(await h.api.listQuizzes({ packId: 'fixture' })).map((q) => q.id)).toContain('extra');
  });

  it('an invalid quiz is invalid-pack with paths inside the quiz argument, and nothing is saved', async () => {
    const bad = quiz('broken', { level: 0, board: { ...CUB_GOBLIN_BOARD, players: ['you'] } });
    const e = failure(await h.api.saveUserQuiz({ quiz: bad }));
    expect(e.code).toBe('invalid-pack');
    expect(e.issues?.map((i) => i.path)).toEqual(expect.arrayContaining(['quiz.board.players', 'quiz.level']));
    expect(e.issues?.every((i) => i.path.startsWith('quiz.'))).toBe(true);
    expect(failure(await h.api.exportPack({ packId: USER_PACK_ID })).code).toBe('not-found');
  });

  it('the built-in pack is read-only', async () => {
    expect(failure(await h.api.saveUserQuiz({ packId: 'builtin', quiz: quiz('x') })).code).toBe('readonly');
  });
});

describe('deleteQuiz and deletePack', () => {
  const quiz = (id: string) => ({ ...validRawPack().quizzes[0]!, id });
  const ids = async (packId: string) => value(await h.api.listQuizzes({ packId })).map((q) => q.id);
  const packIds = async () => value(await h.api.listPacks()).map((p) => p.id);

  it('removes one quiz and keeps the others in their order', async () => {
    for (const id of ['mine-1', 'mine-2', 'mine-3']) value(await h.api.saveUserQuiz({ quiz: quiz(id) }));
    expect(value(await h.api.deleteQuiz({ packId: USER_PACK_ID, quizId: 'mine-2' }))).toEqual({ packDeleted: false });
    expect(await ids(USER_PACK_ID)).toEqual(['mine-1', 'mine-3']);
    expect(failure(await h.api.getQuiz({ packId: USER_PACK_ID, quizId: 'mine-2' })).code).toBe('not-found');
  });

  it('removing the last quiz deletes the pack, and its exported file brings it back', async () => {
    value(await h.api.saveUserQuiz({ quiz: quiz('only') }));
    const { text } = value(await h.api.exportPack({ packId: USER_PACK_ID }));
    expect(value(await h.api.deleteQuiz({ packId: USER_PACK_ID, quizId: 'only' }))).toEqual({ packDeleted: true });
    expect(await packIds()).not.toContain(USER_PACK_ID);
    expect(value(await h.api.importPack({ text }))).toMatchObject({ packId: USER_PACK_ID, quizCount: 1 });
    expect(await ids(USER_PACK_ID)).toEqual(['only']);
  });

  it('the history of a deleted quiz is kept', async () => {
    value(await h.api.saveUserQuiz({ quiz: quiz('only') }));
    value(await submitOpened(h.api, { packId: USER_PACK_ID, quizId: 'only', answer: { type: 'legal-sets', declarations: [] }, timeMs: 1000 }));
    value(await h.api.deleteQuiz({ packId: USER_PACK_ID, quizId: 'only' }));
    expect(value(await h.api.stats()).attempts).toBe(1);
  });

  it('an unknown quiz or pack is not-found and changes nothing', async () => {
    value(await h.api.saveUserQuiz({ quiz: quiz('mine-1') }));
    expect(failure(await h.api.deleteQuiz({ packId: USER_PACK_ID, quizId: 'nope' })).code).toBe('not-found');
    expect(failure(await h.api.deleteQuiz({ packId: 'nope', quizId: 'mine-1' })).code).toBe('not-found');
    expect(failure(await h.api.deletePack({ packId: 'nope' })).code).toBe('not-found');
    expect(await ids(USER_PACK_ID)).toEqual(['mine-1']);
  });

  it('the built-in pack cannot lose a quiz or be deleted', async () => {
    const before = await ids('builtin');
    expect(failure(await h.api.deleteQuiz({ packId: 'builtin', quizId: before[0]! })).code).toBe('readonly');
    expect(failure(await h.api.deletePack({ packId: 'builtin' })).code).toBe('readonly');
    expect(await ids('builtin')).toEqual(before);
  });

  it('deletePack removes an imported pack with its quizzes', async () => {
    await importFixture();
    expect(value(await h.api.deletePack({ packId: 'fixture' }))).toBeNull();
    expect(await packIds()).not.toContain('fixture');
    expect(value(await h.api.listQuizzes({ packId: 'fixture' }))).toEqual([]);
  });
});

describe('settings', () => {
  it('a setting reads back as set; an unset one is null', async () => {
    expect(value(await h.api.getSetting({ key: 'theme' }))).toBeNull();
    expect(value(await h.api.setSetting({ key: 'theme', value: { dark: true, size: [1, 2] } }))).toBeNull();
    expect(value(await h.api.getSetting({ key: 'theme' }))).toEqual({ dark: true, size: [1, 2] });
  });
});

describe('failures are values', () => {
  it('a closed store answers storage errors, never a throw', async () => {
    const { dir, store } = h;
    expect(dir).not.toBe('');
    store.close();
    const api = createTrainerService(store, createInProcessRunner());
    for (const r of [await api.listPacks(), await api.stats(), await api.getSetting({ key: 'k' }), await api.getQuiz({ packId: 'builtin', quizId: 'q01' })]) {
      expect(failure(r).code).toBe('storage');
    }
  });

  it('a runner that throws becomes internal', async () => {
    const api = createTrainerService(h.store, {
      run: () => {
        throw new Error('boom\nsecond line');
      },
      close: () => Promise.resolve(),
    });
    expect(failure(await api.legal({ board: CUB_GOBLIN_BOARD }))).toEqual({ code: 'internal', message: 'internal error: boom' });
  });
});
