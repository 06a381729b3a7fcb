/**
 * A pack with a huge number of errors gets the first 100 and a count, never a stack
 * overflow, and an answer of bounded size; nesting deep enough to overflow a recursive walk is
 * refused before parsing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseQuizPack } from '#shared/quiz/parse-pack';
import { findTooDeep, parseQuizPackText } from '#shared/quiz/parse-pack-text';
import { QUIZ_PACK_LIMITS } from '#shared/quiz/vocabulary';
import { failure, openHarness, type Harness } from '../api/helpers.ts';
import { runCli } from '../cli/run-cli.ts';
import { validRawPack } from './fixtures.ts';

const { maxReportedErrors, maxDepth, maxErrorText } = QUIZ_PACK_LIMITS;

/**
 * A pack with `n` unknown fields: n errors. (The campaign's 400k duplicate tags now stop at the
 * 20-tag limit with one error, test/quiz/limits.test.ts; unknown fields still make any number.)
 */
const unknownFields = (n: number) => {
  const raw: Record<string, unknown> = validRawPack();
  for (let i = 0; i < n; i++) raw[`x${i}`] = 0;
  return raw;
};

describe('error lists are capped', () => {
  it('150,000 errors: the first 100 and a count of the rest', () => {
    const r = parseQuizPack(unknownFields(150_000));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toHaveLength(maxReportedErrors + 1);
    expect(r.error[0]).toMatchObject({ path: 'x0', code: 'unknown-field' });
    expect(r.error[maxReportedErrors]).toEqual({
      path: '',
      code: 'too-many-errors',
      message: `and ${150_000 - maxReportedErrors} more problems (only the first ${maxReportedErrors} are listed)`,
    });
  });

  it('a key of any length is clipped in the path and the message', () => {
    const raw = validRawPack() as Record<string, unknown>;
    raw['k'.repeat(200_000)] = 1;
    const r = parseQuizPack(raw);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error[0]!.code).toBe('unknown-field');
    expect(r.error[0]!.path.length).toBeLessThanOrEqual(maxErrorText);
    expect(r.error[0]!.message.length).toBeLessThanOrEqual(maxErrorText);
  });

  it('below the cap every error is listed, and no count is added', () => {
    const r = parseQuizPack(unknownFields(3));
    expect(!r.ok && r.error.map((e) => e.path)).toEqual(['x0', 'x1', 'x2']);
  });
});

describe('nesting', () => {
  it.each([
    ['[]', 1, -1],
    ['[[]]', 1, 1],
    ['{"a": "[[[[[["}', 1, -1],
    ['{"a": "\\"[[["}', 1, -1],
    ['[{"a": [1]}]', 2, 7],
  ] as const)('%s with max %d → offset %d', (text, max, offset) => {
    expect(findTooDeep(text, max)).toBe(offset);
  });

  it('a 200,000-deep value is refused before parsing, with the line and column', () => {
    const deep = `{"format": "attack-quiz-pack/1", "x": ${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    const r = parseQuizPackText(deep);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual([expect.objectContaining({ path: '', code: 'too-deep', line: 1, column: 38 + maxDepth })]);
  });
});

describe('through the API and the CLI', () => {
  let h: Harness;
  let tmp = '';
  beforeEach(() => {
    h = openHarness();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-caps-'));
  });
  afterEach(() => {
    h.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('a 2.8 MB pack of 250,000 errors gets an answer under 100 kB', async () => {
    const text = JSON.stringify(unknownFields(250_000));
    expect(text.length).toBeGreaterThan(2_800_000);
    const e = failure(await h.api.importPack({ text }));
    expect(e.code).toBe('invalid-pack');
    expect(e.issues).toHaveLength(maxReportedErrors + 1);
    expect(JSON.stringify(e).length).toBeLessThan(100_000);
  });

  it('quiz validate prints the first 100 errors and the count, not a stack overflow', async () => {
    const file = path.join(tmp, 'tags.json');
    fs.writeFileSync(file, JSON.stringify(unknownFields(150_000)));
    const r = await runCli(['quiz', 'validate', file]);
    expect(r.code).toBe(1);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(maxReportedErrors + 1);
    expect(lines.at(-1)).toBe(`${file}: and ${150_000 - maxReportedErrors} more problems (only the first ${maxReportedErrors} are listed)`);
    expect(r.stderr).not.toMatch(/call stack/);
  });
});
