/**
 * Rule numbers are written as the Comprehensive Rules write them: each in full, sub-rule letters in
 * lower case, a list as "508.1a, 508.1b". The check runs over every text a learner, an author or a
 * maintainer reads: the built-in quizzes, the source (comments and learner text) and the docs.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { miswrittenRuleNumbers } from '#shared/text/rules';
import { lintQuizPack, parseQuizPack } from '#shared/quiz/index';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('miswrittenRuleNumbers', () => {
  it.each<[string, string[]]>([
    ['CR 508.1d', []],
    ['CR 508.1a, 508.1b', []],
    ['CR 702.3b and 118.3', []],
    ['CR 508.1D', ['508.1D']],
    ['CR 508.1g–i', ['508.1g–i']],
    ['CR 508.1a/b', ['508.1a/b']],
    ['CR 508.1a-c', ['508.1a-c']],
    ['CR 506.2a,508.1b', ['506.2a,508']],
    ['100,000 declarations', []],
    ['version 1.0.0 and 3.5b', []],
  ])('%s', (text, bad) => expect(miswrittenRuleNumbers(text)).toEqual(bad));
});

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, ext);
    return ext.test(name) ? [path] : [];
  });
}

describe('rule numbers across the repository', () => {
  const files = [
    ...filesUnder(join(ROOT, 'src-main'), /\.(ts|svelte)$/),
    ...filesUnder(join(ROOT, 'src-renderer'), /\.(ts|svelte)$/),
    ...filesUnder(join(ROOT, 'docs'), /\.md$/),
    join(ROOT, 'quizzes', 'builtin.json'),
  ];
  it('covers the source, the docs and the built-in quizzes', () => expect(files.length).toBeGreaterThan(100));
  // The rule table and the lint quote the miswritten forms they catch; block-board-v1.md is the
  // repository's copy of the shared blocking contract, worded by that contract.
  const quoting = new Set(['src-main/shared/text/rules.ts', 'src-main/shared/quiz/lint-pack.ts', 'docs/block-board-v1.md']);
  it.each(files.filter((f) => !quoting.has(f.slice(ROOT.length))).map((f) => [f.slice(ROOT.length), f] as const))('%s', (_name, file) => {
    expect(miswrittenRuleNumbers(readFileSync(file, 'utf8'))).toEqual([]);
  });
});

describe('quiz lint', () => {
  it('reports a miswritten rule number in a step with its path', () => {
    const pack = JSON.parse(readFileSync(join(ROOT, 'quizzes', 'builtin.json'), 'utf8')) as { quizzes: { explanation: { steps: Record<string, string> } }[] };
    pack.quizzes = pack.quizzes.slice(0, 1);
    const steps = pack.quizzes[0]!.explanation.steps;
    const key = Object.keys(steps)[0]!;
    steps[key] = `${steps[key]} (CR 508.1c–d)`;
    const parsed = parseQuizPack(pack);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const issues = lintQuizPack(parsed.value).filter((i) => i.code === 'rule-format');
    expect(issues).toEqual([expect.objectContaining({ path: `quizzes[0].explanation.steps.${key}`, message: expect.stringContaining('508.1c–d') })]);
  });
});
