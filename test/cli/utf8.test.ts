/** A pack or board file that is not UTF-8 is refused, as share codes are, and changes nothing. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validRawPack } from '../quiz/fixtures.ts';
import { runCli } from './run-cli.ts';

let tmp = '';
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-utf8-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The fixture pack with one byte of its title replaced by 0xFF (never valid in UTF-8). */
const badPackFile = (): string => {
  const bytes = Buffer.from(JSON.stringify({ ...validRawPack(), title: 'Fixture Xpack' }), 'utf8');
  bytes[bytes.indexOf('X')] = 0xff;
  const file = path.join(tmp, 'latin.json');
  fs.writeFileSync(file, bytes);
  return file;
};

describe('invalid UTF-8', () => {
  it('quiz validate and quiz import refuse the file, and the data folder is unchanged', async () => {
    const file = badPackFile();
    expect(await runCli(['quiz', 'validate', file])).toEqual({ code: 1, stdout: '', stderr: `${file}: the file is not UTF-8 text (JSON files are UTF-8)\n` });
    const dataDir = path.join(tmp, 'data');
    const imported = await runCli(['quiz', 'import', file, '--data-dir', dataDir]);
    expect(imported.code).toBe(1);
    expect(imported.stderr).toContain('not UTF-8');
    const listed = await runCli(['quiz', 'list', '--json', '--data-dir', dataDir]);
    expect((JSON.parse(listed.stdout) as { packId: string }[]).some((q) => q.packId === 'fixture')).toBe(false);
  });

  it('on standard input too', async () => {
    const r = await runCli(['quiz', 'validate', '-'], '');
    expect(r.code).toBe(1);
    const main = await import('#main/cli/main');
    let stderr = '';
    const code = await main.main(['quiz', 'validate', '-'], {
      stdin: (async function* () {
        yield fs.readFileSync(badPackFile());
      })(),
      stdout: { write: () => true },
      stderr: { write: (s: string) => (stderr += s) },
    });
    expect(code).toBe(1);
    expect(stderr).toBe('<stdin>: the file is not UTF-8 text (JSON files are UTF-8)\n');
  });
});
