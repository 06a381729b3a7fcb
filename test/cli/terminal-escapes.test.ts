/**
 * Text from a pack reaches the terminal escaped: a pack is someone else's text. A title that sets the window title,
 * clears the screen, uses the 8-bit CSI or reverses the text is printed as visible `\uXXXX`; JSON
 * output stays valid and decodes to the original text.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { escapeTerminal } from '#main/cli/terminal-safe';
import { validRawPack } from '../quiz/fixtures.ts';
import { runCli } from './run-cli.ts';

const HOSTILE_TITLE = 'Retitled\u001b]0;pwned\u0007 \u001b[2J\u001b[1A\r\u009b31m red \u202eesrever\u2066 \u007f end';
/** Nothing a terminal acts on: no C0 but tab and newline, no DEL, no C1, no bidi control. */
// eslint-disable-next-line no-control-regex -- the test looks for exactly these
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/;

let tmp = '';
let dataDir = '';
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-escapes-'));
  dataDir = path.join(tmp, 'data');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const writePack = (raw: unknown): string => {
  const file = path.join(tmp, 'pack.json');
  fs.writeFileSync(file, JSON.stringify(raw));
  return file;
};

describe('escapeTerminal', () => {
  it.each([
    ['\u001b[2J', '\\u001b[2J'],
    ['a\tb\nc', 'a\tb\nc'],
    ['\r', '\\u000d'],
    ['\u009b', '\\u009b'],
    ['\u202e\u2066\u200f', '\\u202e\\u2066\\u200f'],
    ['Crazed Goblin — “ok”', 'Crazed Goblin — “ok”'],
  ])('%j → %j', (input, output) => {
    expect(escapeTerminal(input)).toBe(output);
  });
});

describe('the CLI prints pack text escaped', () => {
  it('quiz list and quiz import show a hostile title as visible escapes', async () => {
    const raw = validRawPack();
    raw['title'] = HOSTILE_TITLE;
    raw.quizzes[0]!['title'] = HOSTILE_TITLE;
    const imported = await runCli(['quiz', 'import', writePack(raw), '--data-dir', dataDir]);
    expect(imported.code).toBe(0);
    expect(imported.stdout).not.toMatch(UNSAFE);
    expect(imported.stdout).toContain('Retitled\\u001b]0;pwned\\u0007');
    const listed = await runCli(['quiz', 'list', '--data-dir', dataDir]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).not.toMatch(UNSAFE);
    expect(listed.stdout).toContain('\\u001b[2J\\u001b[1A\\u000d\\u009b31m red \\u202eesrever');
  });

  it('JSON output stays valid and decodes to the original text', async () => {
    const raw = validRawPack();
    raw.quizzes[0]!['title'] = HOSTILE_TITLE;
    expect((await runCli(['quiz', 'import', writePack(raw), '--data-dir', dataDir])).code).toBe(0);
    const listed = await runCli(['quiz', 'list', '--json', '--data-dir', dataDir]);
    expect(listed.stdout).not.toMatch(UNSAFE);
    const quizzes = JSON.parse(listed.stdout) as { packId: string; title: string }[];
    expect(quizzes.find((q) => q.packId === 'fixture')?.title).toBe(HOSTILE_TITLE);
    const exported = await runCli(['quiz', 'export', 'fixture', '-', '--data-dir', dataDir]);
    expect(exported.stdout).not.toMatch(UNSAFE);
    expect((JSON.parse(exported.stdout) as { quizzes: { title: string }[] }).quizzes[0]!.title).toBe(HOSTILE_TITLE);
  });

  it('error messages quoting a hostile key are escaped too', async () => {
    const raw = { ...validRawPack(), ['\u001b]0;pwned\u0007']: 1 };
    const r = await runCli(['quiz', 'validate', writePack(raw)]);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toMatch(UNSAFE);
    expect(r.stderr).toContain('\\u001b]0;pwned\\u0007');
  });
});
