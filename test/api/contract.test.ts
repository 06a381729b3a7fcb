/**
 * The API contract's links: the compile-time checks of src-main/api/contract.ts are live (a mismatch
 * is a type error, proven here on small stand-ins), the renderer's forms keep to the schemas' limits,
 * and stored exam JSON that no longer fits is a `storage` error naming its path.
 */
import { describe, expect, expectTypeOf, test } from 'vitest';
import type * as z from 'zod';
import type { InputMismatches, NameMismatches } from '#main/api/contract';
import { EXAM_LIMITS } from '#main/contract/limits';
import { SCHEMAS } from '#main/api/validate';
import { MAX_MINUTES, MAX_QUESTIONS, MIN_MINUTES, MIN_QUESTIONS, parseExamForm, DEFAULT_EXAM_FORM } from '../../src-renderer/lib/practice/exam.ts';
import { failure } from './helpers.ts';
import { useFixtureHarness } from '../review/harness.ts';

type Api = {
  same(input: { readonly n: number; readonly tags?: readonly string[] }): Promise<unknown>;
  narrower(input: { readonly n: number }): Promise<unknown>;
  wider(input: { readonly n: number; readonly extra: string }): Promise<unknown>;
  none(): Promise<unknown>;
};
type Schemas = {
  same: z.ZodObject<{ n: z.ZodNumber; tags: z.ZodOptional<z.ZodArray<z.ZodString>> }>;
  narrower: z.ZodObject<{ n: z.ZodString }>;
  wider: z.ZodObject<{ n: z.ZodNumber }>;
  none: z.ZodOptional<z.ZodObject<Record<string, never>>>;
};

describe('compile-time contract checks', () => {
  test('a schema that disagrees with its method in either direction is named', () => {
    expectTypeOf<InputMismatches<Api, Schemas>>().toEqualTypeOf<'narrower' | 'wider'>();
  });

  test('a name in one list only is named, whichever list', () => {
    expectTypeOf<NameMismatches<'a' | 'b', 'b' | 'c'>>().toEqualTypeOf<'a' | 'c'>();
    expectTypeOf<NameMismatches<'a', 'a'>>().toEqualTypeOf<never>();
  });
});

describe('limits shared by the schemas and the forms', () => {
  test('the exam form takes exactly the question counts startExam takes', () => {
    expect([MIN_QUESTIONS, MAX_QUESTIONS]).toEqual([EXAM_LIMITS.minQuestions, EXAM_LIMITS.maxQuestions]);
    const start = (count: number) => SCHEMAS.startExam.safeParse({ count, passMark: 0.5 }).success;
    const form = (count: number) => parseExamForm({ ...DEFAULT_EXAM_FORM, countText: String(count) }).ok;
    for (const count of [0, MIN_QUESTIONS, MAX_QUESTIONS, MAX_QUESTIONS + 1]) expect(form(count)).toBe(start(count));
  });

  test("the form's timer range lies within the API's", () => {
    const limit = (minutes: number) => SCHEMAS.startExam.safeParse({ count: 1, passMark: 0.5, timeLimitMs: Math.round(minutes * 60_000) }).success;
    expect(limit(MIN_MINUTES)).toBe(true);
    expect(limit(MAX_MINUTES)).toBe(true);
  });
});

describe('stored exam JSON is checked on read', () => {
  const h = useFixtureHarness();

  const refs = [{ packId: 'fixture', quizId: 'choice' }];

  test('a config that no longer fits stops submitExam with its path', async () => {
    expect(h.store.createExam({ id: 'bad-config', startedAt: h.now().toISOString(), config: { count: 1, passMark: 'high', seed: 1 }, quizRefs: refs }).ok).toBe(
      true,
    );
    const e = failure(await h.api.submitExam({ examId: 'bad-config', answers: [], timedOut: false }));
    expect(e.code).toBe('storage');
    expect(e.message).toContain('the stored settings of exam bad-config is no longer valid at passMark');
  });

  test('a report that no longer fits is a storage error for getExam and listExams', async () => {
    expect(h.store.createExam({ id: 'bad-report', startedAt: h.now().toISOString(), config: { count: 1, passMark: 0.5, seed: 1 }, quizRefs: refs }).ok).toBe(
      true,
    );
    expect(h.store.finishExam('bad-report', { examId: 'bad-report', items: [{ quiz: 7 }] }, h.now(), []).ok).toBe(true);
    const got = failure(await h.api.getExam({ examId: 'bad-report' }));
    expect(got.code).toBe('storage');
    expect(got.message).toMatch(/^the stored report of exam bad-report is no longer valid at \w+/);
    expect(failure(await h.api.listExams()).code).toBe('storage');
  });
});
