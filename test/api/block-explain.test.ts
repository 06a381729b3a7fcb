/**
 * quizExplain on blocking quizzes: once the answer is in, the worked example of any block declaration
 * by the steps of CR 509.1 (who may block what, restrictions, requirements maximized with a witness,
 * costs and payment), from the stored board, in card names with rule numbers. Before the answer it is
 * refused and records nothing, and the other half of combat's declarations are refused at their path.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeclarationExplanation } from '#main/contract/trainer-api';
import type { BlockExplanation } from '#main/contract/block-types';
import { isBlockQuiz, parseQuiz, type BlockQuiz } from '#shared/quiz/index';
import { failure, openHarness, value, type Harness } from './helpers.ts';
import { rightAnswer } from '../support/right-answer.ts';

let h: Harness;
beforeEach(() => {
  h = openHarness();
});
afterEach(() => h.close());

const BUILTIN = 'builtin';

const storedQuiz = (id: string): BlockQuiz => {
  const stored = h.store.getQuiz(BUILTIN, id);
  if (!stored.ok) throw new Error(`no quiz ${id}`);
  const parsed = parseQuiz(JSON.parse(stored.value.json));
  if (!parsed.ok || !isBlockQuiz(parsed.value)) throw new Error(`${id} is not a block quiz`);
  return parsed.value;
};

const blockQuizzes = (): BlockQuiz[] => {
  const all = h.store.listQuizzes({});
  if (!all.ok) throw new Error('no quizzes');
  return all.value.filter((q) => q.packId === BUILTIN && q.tags.includes('blocking')).map((q) => storedQuiz(q.id));
};

/** The explanation as a block explanation (a test fails on an attack one or an error). */
const asBlock = (one: { ok: true; value: DeclarationExplanation } | { ok: false; error: { message: string } } | undefined): BlockExplanation => {
  if (one === undefined || !one.ok) expect.fail(`expected an explanation, got ${JSON.stringify(one)}`);
  if (!('blocks' in one.value.declaration)) expect.fail('expected a block explanation');
  return one.value as BlockExplanation;
};

/** Every sentence a learner reads of one explanation. */
const texts = (x: BlockExplanation): string[] => [x.summary, ...x.steps.flatMap((s) => [s.title, s.citation, ...s.lines])];

/**
 * Ids that are not card names: a learner never reads them. An id read as a whole word, case-sensitive
 * (the board's "bears" is Grizzly Bears); an engine word is camelCase (mustBlock, blockCost) or a
 * field name.
 */
const GENERIC = /^Every chosen creature can block, and blocks creatures attacking the defending player/;

function judgeLanguageProblems(quiz: BlockQuiz, x: BlockExplanation): string[] {
  const names = quiz.board.creatures.map((c) => c.name).join(' ');
  const ids = [...quiz.board.creatures.map((c) => c.id), ...quiz.board.effects.map((e) => e.id)].filter((id) => !names.includes(id));
  // The sentence of a step that found nothing names no creature: an id that is an English word ("chosen") is not one there.
  return texts(x).flatMap((t) => [
    ...(GENERIC.test(t) ? [] : ids)
      .filter((id) => new RegExp(`(^|[^\\w.-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`).test(t))
      .map((id) => `id "${id}" in: ${t}`),
    ...(/\b[a-z]+[A-Z][a-zA-Z]*\b|undefined|\bnull\b|\[object/.test(t) ? [`engine word in: ${t}`] : []),
  ]);
}

const answerWith = async (id: string, declarations: { blocks: Record<string, string | string[]> }[]) => {
  value(await h.api.getQuiz({ packId: BUILTIN, quizId: id }));
  return value(await h.api.submitAnswer({ packId: BUILTIN, quizId: id, answer: { type: 'legal-blocks', declarations }, timeMs: 900 }));
};

describe('quizExplain on a block quiz, before the answer', () => {
  it('is refused for a quiz never opened and for an open one, and records no hint: the right answer then is graded right', async () => {
    const ref = { packId: BUILTIN, quizId: 'blk-two-lures-one-blocker' };
    const declarations = [{ blocks: { spider: 'obears' } }];
    expect(failure(await h.api.quizExplain({ ...ref, declarations })).code).toBe('bad-input');
    value(await h.api.getQuiz(ref));
    const refused = failure(await h.api.quizExplain({ ...ref, declarations }));
    expect(refused.code).toBe('bad-input');
    expect(refused.issues?.[0]?.path).toBe('quizId');
    expect(JSON.stringify(refused)).not.toMatch(/legal|Giant Spider|509\.1c/);
    // quizCheck is the attack side's hint: refused on a block quiz before anything is recorded.
    const check = failure(await h.api.quizCheck({ ...ref, declaration: { attacks: {} } }));
    expect(check.code).toBe('bad-input');
    const r = value(await h.api.submitAnswer({ ...ref, answer: rightAnswer(storedQuiz(ref.quizId)), timeMs: 1_000 }));
    expect(r.score.correct).toBe(true);
    expect(r.hinted).toBeUndefined();
  });
});

describe('quizExplain on a block quiz, after the answer', () => {
  it('explains the missed, the illegal and the learner’s declarations by the steps of CR 509.1, in the order asked', async () => {
    // "No block" is legal here; Grizzly Bears alone on the menace attacker breaks a restriction.
    await answerWith('blk-menace-two-blockers', [{ blocks: {} }, { blocks: { bears: 'brute' } }]);
    const missed = { blocks: { bears: 'brute', giant: 'brute' } };
    const alone = { blocks: { bears: 'brute' } };
    const explained = value(await h.api.quizExplain({ packId: BUILTIN, quizId: 'blk-menace-two-blockers', declarations: [missed, alone, { blocks: {} }] }));
    expect(explained).toHaveLength(3);
    const [legal, illegal, none] = explained.map(asBlock);
    expect(legal!.declaration).toEqual(missed);
    expect(legal!.legal).toBe(true);
    expect(legal!.steps.map((s) => [s.step, s.ok])).toEqual([
      ['509.1a', true],
      ['509.1b', true],
      ['509.1c', true],
      ['509.1d', true],
    ]);
    expect(legal!.summary).toBe('Legal: Grizzly Bears blocks Boggart Brute; Hill Giant blocks Boggart Brute follows every step of CR 509.1.');
    expect(illegal!.legal).toBe(false);
    expect(illegal!.failedStep).toBe('509.1b');
    expect(illegal!.steps.find((s) => s.step === '509.1b')?.lines).toEqual([
      "Boggart Brute has menace: it can't be blocked except by two or more creatures, and 1 creature blocks it (CR 702.111b).",
    ]);
    // A step after the failing one is not judged (null), never marked as passed.
    expect(illegal!.steps.find((s) => s.step === '509.1c')?.ok).toBeNull();
    expect(none!.legal).toBe(true);
    // As the blocking sandbox's check says of the same declaration on the same board.
    const quiz = storedQuiz('blk-menace-two-blockers');
    expect(illegal).toEqual(value(await h.api.blockCheck({ board: quiz.boardJson, declaration: alone })));
  });

  it('names the requirement not maximized, with a declaration that obeys more without paying more (509.1c)', async () => {
    await answerWith('blk-two-lures-one-blocker', [{ blocks: {} }]);
    const [x] = value(await h.api.quizExplain({ packId: BUILTIN, quizId: 'blk-two-lures-one-blocker', declarations: [{ blocks: {} }] })).map(asBlock);
    expect(x!.failedStep).toBe('509.1c');
    expect(x!.requirements).toMatchObject({ obeyed: 0, max: 1 });
    expect(x!.requirements?.better).toBeDefined();
    const c = x!.steps.find((s) => s.step === '509.1c')!;
    expect(c.lines[0]).toContain('It obeys 0 of 2 requirements');
    expect(c.lines.some((l) => /^For example, .*: Giant Spider blocks (Grizzly Bears|Hill Giant)\.$/.test(l))).toBe(true);
    expect(c.citation).toBe('CR 509.1c');
  });

  it('totals the cost to block and says how it is paid (509.1d, 509.1e and 509.1f)', async () => {
    await answerWith('blk-archangel-of-tithes', [{ blocks: {} }]);
    const [x] = value(await h.api.quizExplain({ packId: BUILTIN, quizId: 'blk-archangel-of-tithes', declarations: [{ blocks: { angel: 'archangel' } }] })).map(
      asBlock,
    );
    expect(x!.legal).toBe(true);
    const d = x!.steps.find((s) => s.step === '509.1d')!;
    expect(d.citation).toBe('CR 509.1d, 509.1e, 509.1f');
    expect(d.lines[0]).toMatch(/^The total cost to block is \{1\} \(1 cost: Archangel of Tithes for Serra Angel\) \(CR 509\.1d\)\.$/);
    expect(d.lines[1]).toMatch(/^It can be paid: .*\(CR 509\.1e, 509\.1f\)\./);
  });

  it('refuses a declaration of the other half of combat at its path, and explains one naming no creature of the board as an error in its place', async () => {
    await answerWith('blk-lure', [{ blocks: {} }]);
    const ref = { packId: BUILTIN, quizId: 'blk-lure' };
    const attack = failure(await h.api.quizExplain({ ...ref, declarations: [{ blocks: {} }, { attacks: {} }] }));
    expect(attack.code).toBe('bad-input');
    expect(attack.issues?.[0]?.path).toBe('declarations[1]');
    const r = value(await h.api.quizExplain({ ...ref, declarations: [{ blocks: { nobody: 'nothing' } }, { blocks: {} }] }));
    expect(r[0]?.ok).toBe(false);
    expect(r[1]?.ok).toBe(true);
    // And the other way: a block declaration on an attack quiz.
    value(await h.api.getQuiz({ packId: BUILTIN, quizId: 'q01' }));
    value(await h.api.submitAnswer({ packId: BUILTIN, quizId: 'q01', answer: { type: 'number', value: -1 }, timeMs: 1 }));
    const blocks = failure(await h.api.quizExplain({ packId: BUILTIN, quizId: 'q01', declarations: [{ blocks: {} }] }));
    expect(blocks.issues?.[0]?.path).toBe('declarations[0]');
  });

  it('over every blocking quiz: each legal declaration passes every step, each learner pick fails the step the grade names, in card names with rule numbers', async () => {
    const quizzes = blockQuizzes();
    expect(quizzes.length).toBeGreaterThanOrEqual(40);
    const problems: string[] = [];
    let explainedCount = 0;
    for (const quiz of quizzes) {
      if (quiz.question.type !== 'legal-sets') continue;
      // The learner lists "No block" and each single block of the first blocker: some legal, some not.
      const first = quiz.board.creatures.find((c) => c.controller === quiz.board.defendingPlayer && c.attacking === undefined);
      const attackers = quiz.board.creatures.filter((c) => c.attacking !== undefined);
      const picks = [{ blocks: {} }, ...(first === undefined ? [] : attackers.map((a) => ({ blocks: { [first.id]: a.id } })))];
      const result = await answerWith(quiz.id, picks);
      if (result.score.type !== 'legal-blocks') throw new Error('not a block score');
      const key = quiz.question.answer;
      const illegal = result.score.illegal;
      const declarations = [...key, ...illegal.map((p) => p.declaration)];
      const explained = value(await h.api.quizExplain({ packId: BUILTIN, quizId: quiz.id, declarations })).map(asBlock);
      explainedCount += explained.length;
      explained.forEach((x, i) => {
        const pick = illegal[i - key.length];
        if (pick === undefined && !x.legal) problems.push(`${quiz.id}: a legal declaration explained as illegal: ${x.summary}`);
        if (pick !== undefined && (x.legal || x.failedStep !== pick.failedStep))
          problems.push(`${quiz.id}: the pick's step ${pick.failedStep} explained as ${x.failedStep}`);
        if (x.steps.map((s) => s.step).join() !== '509.1a,509.1b,509.1c,509.1d') problems.push(`${quiz.id}: steps ${x.steps.map((s) => s.step).join()}`);
        // Each judged step cites the rule it applies in what it found, not only in its heading.
        for (const s of x.steps)
          if (s.ok !== null && !s.lines.some((l) => /\(CR \d{3}\.\d/.test(l))) problems.push(`${quiz.id}: ${s.step} cites no rule: ${s.lines.join(' | ')}`);
        problems.push(...judgeLanguageProblems(quiz, x).map((p) => `${quiz.id}: ${p}`));
      });
    }
    expect(problems).toEqual([]);
    expect(explainedCount).toBeGreaterThan(100);
  }, 120_000);
});
