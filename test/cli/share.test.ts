import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { canonicalBoardJson } from '#shared/quiz/board-json';
import { makeQuiz, parseQuiz } from '#shared/quiz/index';
import { runCli, vectorBoard } from './run-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'attack-trainer-share-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}

const BUILTIN = JSON.parse(readFileSync(new URL('../../quizzes/builtin.json', import.meta.url), 'utf8')) as { format: string; quizzes: unknown[] };
const BOARD = vectorBoard('example-crawlspace-avatar');

describe('share encode', () => {
  it('prints an AT2.b code and a newline for a board, and decode gives the canonical board back', async () => {
    const enc = await runCli(['share', 'encode', file('board.json', BOARD)]);
    expect(enc).toMatchObject({ code: 0, stderr: '' });
    expect(enc.stdout).toMatch(/^AT2\.b\.[A-Za-z0-9_-]+\n$/);
    const dec = await runCli(['share', 'decode', enc.stdout.trim()]);
    expect(dec).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(dec.stdout)).toEqual(canonicalBoardJson(BOARD));
    expect(dec.stdout).toBe(`${JSON.stringify(canonicalBoardJson(BOARD), null, 2)}\n`);
  });

  it('reads a quiz from standard input and decodes it from standard input, line breaks and all', async () => {
    const quiz = BUILTIN.quizzes[3];
    const enc = await runCli(['share', 'encode', '-'], JSON.stringify(quiz));
    expect(enc.code).toBe(0);
    expect(enc.stdout).toMatch(/^AT2\.q\./);
    const code = enc.stdout.trim();
    const wrapped = code.match(/.{1,40}/g)!.join('\n');
    const dec = await runCli(['share', 'decode', '-'], `${wrapped}\n`);
    expect(dec.code).toBe(0);
    const parsed = parseQuiz(quiz);
    if (!parsed.ok) throw new Error('builtin quiz invalid');
    expect(JSON.parse(dec.stdout)).toEqual(makeQuiz(parsed.value));
  });

  it('takes a pack of exactly one quiz as that quiz', async () => {
    const one = await runCli(['share', 'encode', file('one.json', { ...BUILTIN, quizzes: [BUILTIN.quizzes[0]] })]);
    const alone = await runCli(['share', 'encode', '-'], JSON.stringify(BUILTIN.quizzes[0]));
    expect(one.code).toBe(0);
    expect(one.stdout).toBe(alone.stdout);
  });

  const bad: readonly (readonly [string, unknown, RegExp])[] = [
    [
      'an invalid board, naming every path',
      { ...(BOARD as object), activePlayer: 'zed', extra: 1 },
      /^(?=[^]*bad-board\.json: activePlayer: )(?=[^]*bad-board\.json: extra: )/,
    ],
    ['an invalid quiz, naming its paths', { ...(BUILTIN.quizzes[0] as object), level: 7 }, /bad-quiz\.json: level: /],
    ['a pack of several quizzes', BUILTIN, /carries one quiz, and this pack has \d+/],
    ['another format', { format: 'something/2' }, /format "something\/2" is not "attack-board\/1", "block-board\/1" nor/],
    ['an array', [1, 2], /expected a board or a quiz .* not an array/],
    ['an object that is neither', { hello: 1 }, /not a board .* nor a quiz/],
    ['invalid JSON', '{"format": ', /invalid JSON at line 1 column 12/],
  ];
  it.each(bad.map(([label, content, message], i) => [label, content, message, i] as const))('exits 1 for %s', async (label, content, message, i) => {
    const name = label.includes('quiz,') ? 'bad-quiz.json' : label.includes('board') ? 'bad-board.json' : `bad-${i}.json`;
    const r = await runCli(['share', 'encode', file(name, content)]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 1 naming a missing file', async () => {
    const r = await runCli(['share', 'encode', join(dir, 'nope.json')]);
    expect(r).toMatchObject({ code: 1, stdout: '' });
    expect(r.stderr).toMatch(/nope\.json: no such file/);
  });
});

describe('share decode', () => {
  const bad: readonly (readonly [string, string, RegExp])[] = [
    ['not a code', 'hello', /^share decode: not an Attack Trainer share code/],
    ['a future version', 'AT9.b.AAAA', /version 9 share code/],
    ['an unknown kind', 'AT1.z.AAAA', /unknown kind "z"/],
    ['bad characters', 'AT1.b.ab+/', /damaged: unexpected character/],
    ['a cut-off code', 'AT1.b.q1ZKyy', /damaged/],
  ];
  it.each(bad)('exits 1 with one line for %s', async (_label, code, message) => {
    const r = await runCli(['share', 'decode', code]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('exits 1 with one line for an empty standard input', async () => {
    const r = await runCli(['share', 'decode', '-'], '  \n');
    expect(r).toMatchObject({ code: 1, stdout: '', stderr: 'share decode: the share code is empty\n' });
  });
});

describe('share usage', () => {
  const usage: readonly (readonly [string, readonly string[], RegExp])[] = [
    ['no subcommand', ['share'], /missing subcommand/],
    ['an unknown subcommand', ['share', 'zip'], /unknown subcommand "zip"/],
    ['no FILE', ['share', 'encode'], /missing FILE/],
    ['no CODE', ['share', 'decode'], /missing CODE/],
    ['two operands', ['share', 'decode', 'a', 'b'], /unexpected argument "b"/],
    ['an unknown option', ['share', 'encode', '--zip', 'x'], /zip/],
  ];
  it.each(usage)('exits 2 for %s', async (_label, args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it('is listed in the top-level help and has its own', async () => {
    expect((await runCli(['help'])).stdout).toMatch(/\n {2}share +turn a board or a quiz into a short share code/);
    const help = await runCli(['help', 'share']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/share encode FILE\|- \| decode CODE\|-/);
  });
});
