/**
 * The blocking methods over a real store and the in-process engine runner: the sandbox's legal set and
 * check, and blocking puzzles — served without their answer, graded by the engine, rated once, counted
 * in a rush.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTrainerService } from '#main/api/service';
import { createInProcessRunner } from '#main/worker/runner';
import { blockKey } from '#shared/engine/block/index';
import { generateBlockPuzzle } from '#shared/generate/index';
import { GENERATED_PACK_ID } from '#main/api/puzzles/generated-pack';
import { failure, openHarness, value, type Harness } from './helpers.ts';
import { lureBlockDraft } from '../support/block-drafts.ts';

let h: Harness;
beforeEach(() => {
  h = openHarness();
});
afterEach(() => h.close());

describe('blocking sandbox methods', () => {
  it('list the legal blocks with the exact count, and explain a declaration by 509.1', async () => {
    const board = lureBlockDraft();
    const legal = value(await h.api.blockLegal({ board }));
    expect(legal.complete).toBe(true);
    expect(legal.legal.length).toBe(Number(legal.count));
    // Lure: every creature able to block the Angel does so, so no declaration leaves a creature out.
    const angel = board.creatures.find((c) => c.name === 'Serra Angel')!.id;
    for (const d of legal.legal) expect(Object.values(d.blocks).flat()).toContain(angel);

    const spider = board.creatures.find((c) => c.name === 'Giant Spider')!.id;
    const ex = value(await h.api.blockCheck({ board, declaration: { blocks: {} } }));
    expect(ex.legal).toBe(false);
    expect(ex.failedStep).toBe('509.1c');
    expect(JSON.stringify(ex.steps)).toMatch(/Serra Angel/);
    expect(JSON.stringify(ex.steps)).not.toContain(`"${spider}"`);
    const good = value(await h.api.blockCheck({ board, declaration: legal.legal[0]! }));
    expect(good.legal).toBe(true);
  });

  it('answer a bad board with its JSON path and a too-small limit with a partial list', async () => {
    const board = lureBlockDraft();
    const bad = failure(await h.api.blockLegal({ board: { ...board, creatures: [{ ...board.creatures[0], power: 'big' }] } }));
    expect(bad.code).toBe('invalid-board');
    expect(bad.issues?.[0]?.path).toMatch(/^creatures\[0\]/);
    const page = value(await h.api.blockLegal({ board, limit: 1 }));
    expect(page.legal).toHaveLength(1);
    expect(page.complete).toBe(Number(page.count) === 1);
    const unknown = failure(await h.api.blockCheck({ board, declaration: { blocks: { nobody: 'x' } } }));
    expect(unknown.code).not.toBe('internal');
  });
});

describe('blocking puzzles', () => {
  it('serve a board without its answer; the engine grades; the first answer is rated, a second is practice', async () => {
    let seed = 3;
    const api = createTrainerService(h.store, createInProcessRunner(), { seed: () => seed++ });
    const served = value(await api.nextBlockPuzzle());
    expect(served.puzzleId).toMatch(/^b2-blocking-[1-4]-\d+$/);
    expect(served.theme).toBe('blocking');
    expect(served.learner).toEqual({ rating: 1500, rd: 350 });
    expect(JSON.stringify(served)).not.toMatch(/"legal"|"answer"/);
    expect(served.board.format).toBe('block-board/1');

    // The answer the generator would give for the same id: the engine's legal set.
    const [, , target, s] = served.puzzleId.split('-');
    const again = generateBlockPuzzle(Number(s), Number(target) as 1 | 2 | 3 | 4);
    if (!again.ok) throw new Error(again.error);
    const legal = again.value.legal;

    // Leaving one out is a miss, with that declaration explained.
    const miss = value(await api.submitBlockPuzzle({ puzzleId: served.puzzleId, declarations: legal.slice(1), timeMs: 4000 }));
    expect(miss.correct).toBe(false);
    expect(miss.rated).toBe(true);
    expect(miss.missingCount).toBe(1);
    expect(blockKey(miss.missing[0]!.declaration)).toBe(blockKey(legal[0]!));
    expect(miss.missing[0]!.legal).toBe(true);
    expect(miss.learner.after).toBeLessThan(miss.learner.before);
    expect(miss.legal.map(blockKey)).toEqual(legal.map(blockKey));

    const right = value(await api.submitBlockPuzzle({ puzzleId: served.puzzleId, declarations: [...legal].reverse(), timeMs: 4000 }));
    expect(right.correct).toBe(true);
    expect([right.rated, right.unrated]).toEqual([false, 'retry']);
    expect(right.learner.after).toBe(right.learner.before);

    const overview = value(await api.puzzleOverview());
    expect(overview.history.map((p) => p.theme)).toEqual(['blocking']);
    expect(overview.overall.rating).toBe(miss.learner.after);
  });

  it('keep an answered puzzle as a quiz of the Generated puzzles pack: a review card, the library and progress count its first answer', async () => {
    let seed = 5;
    const api = createTrainerService(h.store, createInProcessRunner(), { seed: () => seed++ });
    const served = value(await api.nextBlockPuzzle());
    // Nothing is stored before the answer: the served puzzle is not a quiz yet.
    expect(value(await api.listQuizzes({ packId: GENERATED_PACK_ID }))).toEqual([]);
    const [, , target, s] = served.puzzleId.split('-');
    const made = generateBlockPuzzle(Number(s), Number(target) as 1 | 2 | 3 | 4);
    if (!made.ok) throw new Error(made.error);
    const legal = made.value.legal;

    const miss = value(await api.submitBlockPuzzle({ puzzleId: served.puzzleId, declarations: legal.slice(1), timeMs: 6000 }));
    expect(miss.correct).toBe(false);
    expect(miss.ref).toEqual({ packId: GENERATED_PACK_ID, quizId: served.puzzleId });
    const listed = value(await api.listQuizzes({ packId: GENERATED_PACK_ID }));
    expect(listed.map((q) => q.id)).toEqual([served.puzzleId]);
    expect(listed[0]!.tags).toContain('blocking');

    // The stored quiz is a block quiz on the served board whose answer is the engine's legal set.
    const stored = h.store.getQuiz(GENERATED_PACK_ID, served.puzzleId);
    if (!stored.ok) throw new Error(stored.error.message);
    const json = JSON.parse(stored.value.json) as {
      board: { format: string };
      prompt: string;
      question: { type: string; answer: { blocks: Record<string, string | string[]> }[] };
      explanation: unknown;
    };
    expect([json.board.format, json.prompt, json.question.type]).toEqual(['block-board/1', served.prompt, 'legal-sets']);
    expect(json.question.answer.map((d) => blockKey(d))).toEqual(legal.map(blockKey));
    expect(JSON.stringify(json.explanation)).toMatch(/CR 509\.1/);

    // The miss is a review card due now, and one attempt in progress, counted under blocking.
    const queue = value(await api.reviewQueue());
    expect([...queue.due, ...queue.missed].map((i) => i.quizId)).toContain(served.puzzleId);
    const status = value(await api.listProgress()).find((p) => p.quizId === served.puzzleId);
    expect(status).toMatchObject({ packId: GENERATED_PACK_ID, attempts: 1 });
    const progress = value(await api.progress());
    expect(progress.totals).toEqual({ attempts: 1, correct: 0 });
    expect(progress.byTag.find((t) => t.tag === 'blocking')).toEqual({ tag: 'blocking', attempts: 1, correct: 0 });
    // The miss is recorded at the step of CR 509.1 that decides the declaration left out, not under the attack steps.
    expect(progress.blockStepAccuracy.steps.reduce((n, st) => n + st.wrong, 0)).toBe(1);
    expect(progress.stepAccuracy.notRecorded).toBe(0);

    // A second answer is practice: nothing more is recorded and the pack still holds one quiz.
    const right = value(await api.submitBlockPuzzle({ puzzleId: served.puzzleId, declarations: legal, timeMs: 3000 }));
    expect([right.correct, right.unrated]).toEqual([true, 'retry']);
    expect(value(await api.progress()).totals).toEqual({ attempts: 1, correct: 0 });
    expect(value(await api.listQuizzes({ packId: GENERATED_PACK_ID }))).toHaveLength(1);

    // A second puzzle answered right joins the same pack.
    const next = value(await api.nextBlockPuzzle());
    const [, , t2, s2] = next.puzzleId.split('-');
    const made2 = generateBlockPuzzle(Number(s2), Number(t2) as 1 | 2 | 3 | 4);
    if (!made2.ok) throw new Error(made2.error);
    const ok2 = value(await api.submitBlockPuzzle({ puzzleId: next.puzzleId, declarations: made2.value.legal, timeMs: 3000 }));
    expect([ok2.correct, ok2.rated]).toEqual([true, true]);
    expect(
      value(await api.listQuizzes({ packId: GENERATED_PACK_ID }))
        .map((q) => q.id)
        .sort(),
    ).toEqual([served.puzzleId, next.puzzleId].sort());
    expect(value(await api.progress()).totals).toEqual({ attempts: 2, correct: 1 });
  });

  it('refuse a declaration that does not fit the board before anything is stored', async () => {
    let seed = 9;
    const api = createTrainerService(h.store, createInProcessRunner(), { seed: () => seed++ });
    const served = value(await api.nextBlockPuzzle());
    const bad = failure(await api.submitBlockPuzzle({ puzzleId: served.puzzleId, declarations: [{ blocks: { nobody: 'x' } }], timeMs: 1 }));
    expect(bad.code).not.toBe('internal');
    expect(value(await api.progress()).totals.attempts).toBe(0);
    expect(value(await api.listQuizzes({ packId: GENERATED_PACK_ID }))).toEqual([]);
  });

  it('count an illegal declaration as extra with the step of 509.1 that fails, and refuse a puzzle it did not serve', async () => {
    let seed = 11;
    const api = createTrainerService(h.store, createInProcessRunner(), { seed: () => seed++ });
    const served = value(await api.nextBlockPuzzle({ difficulty: 'easier' }));
    const [, , target, s] = served.puzzleId.split('-');
    const legal = generateBlockPuzzle(Number(s), Number(target) as 1 | 2 | 3 | 4);
    if (!legal.ok) throw new Error(legal.error);
    const keys = new Set(legal.value.legal.map(blockKey));
    // Some pair of a creature and an attacker that no legal declaration holds alone.
    const attackers = served.board.creatures.filter((c) => c.attacking !== undefined).map((c) => c.id);
    const blockers = served.board.creatures.filter((c) => c.attacking === undefined).map((c) => c.id);
    const wrong = blockers.flatMap((b) => attackers.map((a) => ({ blocks: { [b]: a } }))).find((d) => !keys.has(blockKey(d)));
    if (wrong !== undefined) {
      const o = value(await api.submitBlockPuzzle({ puzzleId: served.puzzleId, declarations: [...legal.value.legal, wrong], timeMs: 1 }));
      expect(o.correct).toBe(false);
      expect(o.extraCount).toBe(1);
      expect(o.extra[0]!.legal).toBe(false);
      expect(o.extra[0]!.failedStep).toMatch(/^509\.1[a-d]$/);
    }
    const refused = failure(await api.submitBlockPuzzle({ puzzleId: 'b2-blocking-2-999', declarations: [], timeMs: 1 }));
    expect(refused.code).toBe('not-found');
    const badRef = failure(await api.submitBlockPuzzle({ puzzleId: served.puzzleId, declarations: [{ blocks: { nobody: 'x' } }], timeMs: 1 }));
    expect(badRef.code).not.toBe('internal');
  });

  it('count in a rush: the rush aims the puzzle, an empty answer is a miss, and no rating moves', async () => {
    let seed = 21;
    const api = createTrainerService(h.store, createInProcessRunner(), { seed: () => seed++ });
    const rush = value(await api.startRush({ minutes: 3 }));
    const served = value(await api.nextBlockPuzzle({ rushId: rush.rushId }));
    expect(served.rushId).toBe(rush.rushId);
    const o = value(await api.submitBlockPuzzle({ puzzleId: served.puzzleId, declarations: [], timeMs: 1 }));
    expect(o.correct).toBe(false);
    expect(o.unrated).toBe('rush');
    expect(o.rush).toMatchObject({ rushId: rush.rushId, score: 0, misses: 1, counted: true });
    const done = value(await api.finishRush({ rushId: rush.rushId }));
    expect(done.missed).toEqual([served.puzzleId]);
  });
});
