/** `attack-trainer quiz …` in-process, each test with its own temp data folder. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BEHEMOTH_BOARD, validRawPack } from '../quiz/fixtures.ts';
import { runCli } from './run-cli.ts';

let tmp = '';
let dataDir = '';
const file = (name: string) => path.join(tmp, name);
const write = (name: string, value: unknown) => {
  fs.writeFileSync(file(name), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  return file(name);
};
const BUILTIN_COUNT = (JSON.parse(fs.readFileSync(new URL('../../quizzes/builtin.json', import.meta.url), 'utf8')) as { quizzes: unknown[] }).quizzes.length;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-quiz-cli-'));
  dataDir = path.join(tmp, 'data');
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

interface ListedQuiz {
  readonly id: string;
  readonly packId: string;
  readonly title: string;
  readonly type: string;
  readonly tags: readonly string[];
  readonly level: number;
}

const listJson = async (): Promise<ListedQuiz[]> => {
  const r = await runCli(['quiz', 'list', '--json', '--data-dir', dataDir]);
  expect([r.code, r.stderr]).toEqual([0, '']);
  return JSON.parse(r.stdout) as ListedQuiz[];
};

describe('quiz list', () => {
  it('on a fresh data folder lists the built-in quizzes as one JSON line of {id, packId, title, type, tags, level}', async () => {
    const r = await runCli(['quiz', 'list', '--json', '--data-dir', dataDir]);
    expect(r.code).toBe(0);
    expect(r.stdout.endsWith('\n') && r.stdout.trimEnd().split('\n').length).toBe(1);
    const quizzes = JSON.parse(r.stdout) as ListedQuiz[];
    expect(quizzes.length).toBe(BUILTIN_COUNT);
    for (const q of quizzes) expect(Object.keys(q)).toEqual(['id', 'packId', 'title', 'type', 'tags', 'level']);
    expect(quizzes.every((q) => q.packId === 'builtin')).toBe(true);
    expect(quizzes.map((q) => q.id)).toContain('ex-cub-goblin');
    expect(fs.existsSync(path.join(dataDir, 'attack-trainer.sqlite'))).toBe(true);
  });

  it('as text: one line per quiz and a count', async () => {
    const r = await runCli(['quiz', 'list', '--data-dir', dataDir]);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.length).toBe(BUILTIN_COUNT + 1);
    expect(lines.find((l) => l.startsWith('builtin/ex-cub-goblin '))).toMatch(/level 1 +legal-sets +Bear Cub beside Crazed Goblin +\[requirements\]/);
    expect(lines.at(-1)).toBe(`${BUILTIN_COUNT} quizzes`);
  });

  it('takes the data folder from $ATTACK_TRAINER_DATA when there is no flag', async () => {
    const saved = process.env['ATTACK_TRAINER_DATA'];
    process.env['ATTACK_TRAINER_DATA'] = path.join(tmp, 'from-env');
    try {
      expect((await runCli(['quiz', 'list'])).code).toBe(0);
      expect(fs.existsSync(path.join(tmp, 'from-env', 'attack-trainer.sqlite'))).toBe(true);
    } finally {
      if (saved === undefined) delete process.env['ATTACK_TRAINER_DATA'];
      else process.env['ATTACK_TRAINER_DATA'] = saved;
    }
  });
});

describe('quiz validate', () => {
  it('a valid pack: exit 0 and a summary', async () => {
    const r = await runCli(['quiz', 'validate', write('pack.json', validRawPack())]);
    expect(r).toEqual({ code: 0, stdout: `${file('pack.json')}: valid quiz pack "fixture" (6 quizzes)\n`, stderr: '' });
  });

  it('a valid pack whose stored answer differs from the engine: exit 0 with the warning printed', async () => {
    const raw = validRawPack();
    raw.quizzes[1]!['question'] = { type: 'can-attack', creature: 'behemoth', defender: 'alice', answer: true };
    const r = await runCli(['quiz', 'validate', write('pack.json', raw)]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/valid quiz pack "fixture" \(6 quizzes, 1 warning\)\n/);
    expect(r.stdout).toMatch(/^warning: quizzes\[1\]\.question\.answer: the stored answer is true but the engine says false \(quiz can\)$/m);
  });

  it('an invalid pack: exit 1 and every error as FILE: path: message', async () => {
    const raw = validRawPack();
    raw.quizzes[0]!['level'] = 7;
    raw.quizzes[1]!['board'] = { ...BEHEMOTH_BOARD, activePlayer: 'carol' };
    raw['extra'] = true;
    const name = write('bad.json', raw);
    const r = await runCli(['quiz', 'validate', name]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines.map((l) => l.slice(name.length + 2).split(':')[0])).toEqual(['extra', 'quizzes[0].level', 'quizzes[1].board.activePlayer']);
    expect(lines.every((l) => l.startsWith(`${name}: `))).toBe(true);
  });

  it('JSON syntax errors give the line and column; standard input is "-"', async () => {
    const r = await runCli(['quiz', 'validate', '-'], '{\n  "format": "attack-quiz-pack/1",\n  "id": }');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^<stdin>: not valid JSON at line 3, column 9: /);
  });

  it('does not touch a data folder', async () => {
    const r = await runCli(['quiz', 'validate', write('pack.json', validRawPack()), '--data-dir', dataDir]);
    expect(r.code).toBe(2);
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});

describe('quiz import and export', () => {
  it('import adds the pack; export writes it back; re-import of the export is identical', async () => {
    const imported = await runCli(['quiz', 'import', write('pack.json', validRawPack()), '--data-dir', dataDir]);
    expect(imported).toEqual({ code: 0, stdout: `imported: pack "fixture" ("Fixture pack", 6 quizzes) from ${file('pack.json')}\n`, stderr: '' });
    const listed = await listJson();
    expect(listed.filter((q) => q.packId === 'fixture').map((q) => q.id)).toEqual(['legal', 'can', 'choice', 'number', 'multi', 'approx']);

    const out = file('out.json');
    expect(await runCli(['quiz', 'export', 'fixture', out, '--data-dir', dataDir])).toEqual({
      code: 0,
      stdout: `exported pack "fixture" to ${out}\n`,
      stderr: '',
    });
    const exported = fs.readFileSync(out, 'utf8');
    expect(JSON.parse(exported)).toMatchObject({ format: 'attack-quiz-pack/1', id: 'fixture' });

    const otherDir = path.join(tmp, 'other');
    expect((await runCli(['quiz', 'import', out, '--data-dir', otherDir])).code).toBe(0);
    const again = await runCli(['quiz', 'export', 'fixture', '-', '--data-dir', otherDir]);
    expect(again).toEqual({ code: 0, stdout: exported, stderr: '' });
  });

  it('a malformed pack: exit 1 with every path, and the data folder is unchanged', async () => {
    await runCli(['quiz', 'import', write('pack.json', validRawPack()), '--data-dir', dataDir]);
    const before = await listJson();
    const raw = validRawPack();
    raw['title'] = 'Changed';
    raw.quizzes.push({ ...raw.quizzes[0]!, id: 'legal' });
    raw.quizzes[2]!['tags'] = ['Bad Tag'];
    const name = write('bad.json', raw);
    const r = await runCli(['quiz', 'import', name, '--data-dir', dataDir]);
    expect(r.code).toBe(1);
    expect(r.stderr.trimEnd().split('\n')).toEqual([
      `${name}: quizzes[2].tags[0]: tag "Bad Tag" must be lowercase words joined by '-', e.g. "conditional" or "mana-abilities"`,
      `${name}: quizzes[6].id: quiz id "legal" is already used by quizzes[0]`,
    ]);
    expect(await listJson()).toEqual(before);
  });

  it('the built-in pack cannot be replaced by an import', async () => {
    const r = await runCli(['quiz', 'import', write('pack.json', { ...validRawPack(), id: 'builtin' }), '--data-dir', dataDir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/built-in pack/);
    expect((await listJson()).filter((q) => q.packId === 'builtin').length).toBe(BUILTIN_COUNT);
  });

  it('an id already in the library: refused naming --replace and --as-new; each does what it says', async () => {
    await runCli(['quiz', 'import', write('pack.json', validRawPack()), '--data-dir', dataDir]);
    const theirs = write('theirs.json', { ...validRawPack(), title: 'Their pack', quizzes: [validRawPack().quizzes[0]] });
    const refused = await runCli(['quiz', 'import', theirs, '--data-dir', dataDir]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('a pack with the id "fixture" is already in the library ("Fixture pack", 6 quizzes)');
    expect(refused.stderr).toContain('nothing was imported; run again with --replace to replace that pack, or --as-new to keep both');
    expect((await listJson()).filter((q) => q.packId === 'fixture')).toHaveLength(6);

    const kept = await runCli(['quiz', 'import', theirs, '--as-new', '--title', 'From Sam', '--data-dir', dataDir]);
    expect(kept).toEqual({ code: 0, stdout: `imported as a new pack: pack "fixture-2" ("From Sam", 1 quiz) from ${theirs}\n`, stderr: '' });
    const replaced = await runCli(['quiz', 'import', theirs, '--replace', '--data-dir', dataDir]);
    expect(replaced).toEqual({ code: 0, stdout: `replaced: pack "fixture" ("Their pack", 1 quiz) from ${theirs}\n`, stderr: '' });
    expect((await listJson()).filter((q) => q.packId === 'fixture')).toHaveLength(1);

    const both = await runCli(['quiz', 'import', theirs, '--replace', '--as-new', '--data-dir', dataDir]);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('choose one of --replace and --as-new');
  });

  it('exporting a pack that does not exist: exit 1, no file written', async () => {
    const out = file('none.json');
    const r = await runCli(['quiz', 'export', 'nope', out, '--data-dir', dataDir]);
    expect(r).toEqual({ code: 1, stdout: '', stderr: 'nope: no pack nope\n' });
    expect(fs.existsSync(out)).toBe(false);
  });

  it('the built-in pack exports', async () => {
    const r = await runCli(['quiz', 'export', 'builtin', '-', '--data-dir', dataDir]);
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { quizzes: unknown[] }).quizzes.length).toBe(BUILTIN_COUNT);
  });
});

describe('quiz usage errors (exit 2)', () => {
  it.each([
    ['no subcommand', ['quiz'], /missing subcommand/],
    ['an unknown subcommand', ['quiz', 'delete', 'x'], /unknown subcommand "delete"/],
    ['list with an operand', ['quiz', 'list', 'extra'], /unexpected argument "extra"/],
    ['validate without FILE', ['quiz', 'validate'], /missing FILE/],
    ['import with two files', ['quiz', 'import', 'a.json', 'b.json'], /unexpected argument "b\.json"/],
    ['export without FILE', ['quiz', 'export', 'builtin'], /missing FILE/],
    ['--json on import', ['quiz', 'import', 'a.json', '--json'], /--json applies to quiz list only/],
    ['an unknown option', ['quiz', 'list', '--all'], /--all/],
  ])('%s', async (_name, args, says) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(says);
    expect(r.stderr).toMatch(/Usage: attack-trainer quiz /);
  });

  it('help quiz documents the subcommands', async () => {
    const r = await runCli(['help', 'quiz']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/quiz export PACK_ID FILE/);
  });
});
