/** `attack-trainer quiz lint FILE`: exit 0 clean, 1 with every problem and its JSON path, 2 usage. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validRawPack } from '../quiz/fixtures.ts';
import { runCli } from './run-cli.ts';

let tmp = '';
const write = (name: string, value: unknown): string => {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  return file;
};

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-quiz-lint-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const BUILTIN = fileURLToPath(new URL('../../quizzes/builtin.json', import.meta.url));
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('quiz lint', () => {
  it('the built-in pack is clean: exit 0 and one summary line', async () => {
    const r = await runCli(['quiz', 'lint', BUILTIN]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^.*builtin\.json: quiz pack "builtin" passes the lint \(\d+ quizzes\)\n$/);
  });

  it('a valid pack with problems: exit 1, every problem as FILE: path: message [code] (quiz ID), then a count', async () => {
    // The fixture pack is valid but was written before the lint: no P/T on the Behemoth, steps
    // without citations, effects without a source, and two quizzes on the Cub-and-Goblin board.
    const name = write('pack.json', validRawPack());
    const r = await runCli(['quiz', 'lint', name]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines.every((l) => l.startsWith(`${name}: `))).toBe(true);
    expect(lines).toContain(
      `${name}: quizzes[1].board.creatures[0]: creature "Qal Sisma Behemoth" has no power or toughness: give its printed power and toughness [missing-power-toughness] (quiz can)`,
    );
    expect(lines).toContain(
      `${name}: quizzes[0].explanation.steps.3: step 3 cites no rule: add one such as "(CR 508.1c)" (numbers from src-main/shared/text/rules.ts) [step-without-citation] (quiz legal)`,
    );
    expect(lines.some((l) => l.includes('quizzes[1].board.effects[0]: the effect names no source') && l.endsWith('[missing-source] (quiz can)'))).toBe(true);
    expect(lines.some((l) => /quizzes\[2\]\.board: the same board as quizzes\[0\] \("legal"\).*\[duplicate-board\] \(quiz choice\)$/.test(l))).toBe(true);
    expect(lines.at(-1)).toMatch(new RegExp(`^${escape(name)}: \\d+ problems in quiz pack "fixture" \\(6 quizzes\\)$`));
  });

  it('an invalid pack: exit 1 with the parse errors, before any lint', async () => {
    const raw = validRawPack();
    raw.quizzes[0]!['level'] = 7;
    const name = write('bad.json', raw);
    const r = await runCli(['quiz', 'lint', name]);
    expect(r.code).toBe(1);
    expect(r.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(new RegExp(`^${escape(name)}: quizzes\\[0\\]\\.level: `))]);
  });

  it('reads standard input as "-"', async () => {
    const r = await runCli(['quiz', 'lint', '-'], fs.readFileSync(BUILTIN, 'utf8'));
    expect([r.code, r.stdout]).toEqual([0, expect.stringMatching(/^<stdin>: quiz pack "builtin" passes the lint/)]);
  });

  it.each([
    ['without FILE', ['quiz', 'lint'], /missing FILE/],
    ['with two files', ['quiz', 'lint', 'a.json', 'b.json'], /unexpected argument "b\.json"/],
    ['with --data-dir', ['quiz', 'lint', 'a.json', '--data-dir', 'x'], /quiz lint checks a file and does not use the data folder/],
    ['with --json', ['quiz', 'lint', 'a.json', '--json'], /--json applies to quiz list only/],
  ])('usage error %s: exit 2', async (_name, args, says) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(says);
  });
});
