/**
 * The real bin, end to end in a child process, on the same build `npm ci` runs as `prepare` — made
 * from the current source into a temporary copy of the app, never into the repository's own out/:
 * <tmp>/out/node from tsc, bin/ copied, and package.json, db/, quizzes/ and node_modules/ linked, so
 * the compiled code finds its version, migrations, pack and packages by walking up as it does at home.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationSet, loadVectors } from './run-cli.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
let dir = '';
let root = '';
let bin = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'attack-trainer-bin-'));
  root = join(dir, 'app');
  bin = join(root, 'bin', 'attack-trainer.js');
  cpSync(join(repo, 'bin'), join(root, 'bin'), { recursive: true });
  for (const linked of ['package.json', 'db', 'quizzes', 'node_modules']) symlinkSync(join(repo, linked), join(root, linked));
  try {
    execFileSync(process.execPath, [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.node.json', '--outDir', join(root, 'out', 'node')], {
      cwd: repo,
      stdio: 'pipe',
      timeout: 170_000,
    });
  } catch (e) {
    // tsc reports type errors on stdout: put them in the failure so it says what broke the build.
    const out = (e as { stdout?: Buffer }).stdout?.toString() ?? '';
    throw new Error(`tsc -p tsconfig.node.json failed:\n${out}`, { cause: e });
  }
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function node(args: string[], input = '') {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, input, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('bin/attack-trainer.js', () => {
  it('legal <vector board file> prints the expected set', () => {
    const v = loadVectors().find((x) => x.name === 'example-crawlspace-avatar')!;
    const file = join(dir, 'board.json');
    writeFileSync(file, JSON.stringify(v.board));
    const r = node(['legal', file]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { legal: { attacks: Record<string, string> }[]; count: number };
    expect(declarationSet(out.legal)).toEqual(declarationSet(v.legal));
    expect(out.count).toBe(v.legal.length);
  });

  it('reads standard input with -', () => {
    const v = loadVectors().find((x) => x.name === 'cub-goblin')!;
    const r = node(['legal', '-', '--count'], JSON.stringify(v.board));
    expect(r).toEqual({ code: 0, stdout: '{"count":2}\n', stderr: '' });
  });

  it('exit 1 on bad JSON and exit 2 on a usage error, one line and no stack trace', () => {
    const bad = node(['legal', '-'], '{"players": [1, 2,]}');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe("<stdin>: invalid JSON at line 1 column 19: unexpected character ']' (expected a value)\n");
    const usage = node(['legal', '--nope', '-']);
    expect(usage.code).toBe(2);
    expect(usage.stderr.split('\n')[0]).toMatch(/^attack-trainer legal: Unknown option '--nope'/);
    expect(usage.stderr).not.toMatch(/^\s+at /m);
  });

  it('--version prints the package version', () => {
    const r = node(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^attack-trainer \d+\.\d+\.\d+/);
  });

  it('ends quietly when the reader closes the pipe early (| head)', () => {
    // 4^8 = 65,536 declarations: far more output than a pipe buffers.
    const board = {
      format: 'attack-board/1',
      players: ['you', 'a', 'b', 'c'],
      activePlayer: 'you',
      creatures: Array.from({ length: 8 }, (_, i) => ({ id: `c${i}`, name: `Creature ${i}`, controller: 'you' })),
    };
    const file = join(dir, 'big.json');
    writeFileSync(file, JSON.stringify(board));
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${bin}" legal "${file}" | head -c 9`], { encoding: 'utf8', timeout: 60_000 });
    expect(r.stdout).toBe('{"legal":');
    expect(r.stderr).toBe('');
  });
});
