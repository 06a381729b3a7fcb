/**
 * Two real processes on one data folder: the built app (buildApp), so each process has its own SQLite
 * connection and its own file locks, as two users' processes would.
 *  - read-modify-writes (saveUserQuiz) from two processes at once lose nothing;
 *  - a second `serve` on the folder is refused and names the first one's pid;
 *  - the CLI's `quiz import` waits briefly, then refuses with the holder's pid, importing nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../api/helpers.ts';
import { validRawPack } from '../quiz/fixtures.ts';

const SAVES_PER_PROCESS = 60;

let app: ReturnType<typeof buildApp>;
let tmp = '';
const children: ChildProcess[] = [];

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-two-'));
  app = buildApp({ 'two-process-writer': 'test/store/two-process-writer.ts' });
}, 180_000);
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
  app.cleanup();
});

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

const run = (args: readonly string[], cwd = app.root): { child: ChildProcess; done: Promise<Run> } => {
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const done = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
  return { child, done };
};

/** A process that saves SAVES_PER_PROCESS quizzes into one pack through the service, starting at `startAt` (two-process-writer.ts). */
const writer = (): string => path.join(app.root, 'out/cli/two-process-writer.js');

describe('two processes on one data folder', () => {
  it('every acknowledged saveUserQuiz of two concurrent processes is stored', async () => {
    const dataDir = path.join(tmp, 'writers');
    const script = writer();
    const quizFile = path.join(tmp, 'quiz.json');
    fs.writeFileSync(quizFile, JSON.stringify(validRawPack().quizzes[0]));
    // Create and migrate the database first, so both writers race on saves only.
    const init = run([script, dataDir, 'init', '1', '0', quizFile]);
    expect((await init.done).code).toBe(0);
    const startAt = String(Date.now() + 1500);
    const a = run([script, dataDir, 'a', String(SAVES_PER_PROCESS), startAt, quizFile]);
    const b = run([script, dataDir, 'b', String(SAVES_PER_PROCESS), startAt, quizFile]);
    const [ra, rb] = await Promise.all([a.done, b.done]);
    expect(ra.stderr + rb.stderr).toBe('');
    const acknowledged = Number(ra.stdout.trim()) + Number(rb.stdout.trim());
    expect(acknowledged).toBe(2 * SAVES_PER_PROCESS);
    const list = run([app.bin, 'quiz', 'list', '--json', '--data-dir', dataDir]);
    const listed = await list.done;
    expect(listed.code).toBe(0);
    const ids = (JSON.parse(listed.stdout) as { packId: string; id: string }[]).filter((q) => q.packId === 'shared').map((q) => q.id);
    expect(ids).toHaveLength(1 + 2 * SAVES_PER_PROCESS);
  }, 120_000);

  it("a second serve on the folder exits with an error naming the first one's pid; the CLI import waits, then refuses", async () => {
    const dataDir = path.join(tmp, 'served');
    const first = run([app.bin, 'serve', '--data-dir', dataDir]);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the first serve printed nothing within 30 s')), 30_000);
      first.child.stdout!.on('data', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    const pid = first.child.pid!;

    const second = await run([app.bin, 'serve', '--data-dir', dataDir]).done;
    expect(second.code).toBe(1);
    expect(second.stdout).toBe('');
    expect(second.stderr).toContain(`in use by process ${pid} (attack-trainer serve`);

    const packFile = path.join(tmp, 'pack.json');
    fs.writeFileSync(packFile, JSON.stringify({ ...validRawPack(), id: 'blocked' }));
    const started = Date.now();
    const imported = await run([app.bin, 'quiz', 'import', packFile, '--data-dir', dataDir]).done;
    expect(imported.code).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2500);
    expect(imported.stderr).toContain(`in use by process ${pid}`);
    expect(imported.stderr).toContain('nothing was imported');

    first.child.kill('SIGTERM');
    expect((await first.done).code).toBe(0);
    // The holder has gone: the same import now goes through.
    const again = await run([app.bin, 'quiz', 'import', packFile, '--data-dir', dataDir]).done;
    expect(again.stderr).toBe('');
    expect(again.code).toBe(0);
  }, 120_000);

  it('a holder killed with SIGKILL leaves no stale lock', async () => {
    const dataDir = path.join(tmp, 'killed');
    const first = run([app.bin, 'serve', '--data-dir', dataDir]);
    await new Promise<void>((resolve) => first.child.stdout!.once('data', () => resolve()));
    first.child.kill('SIGKILL');
    await first.done;
    const second = run([app.bin, 'serve', '--data-dir', dataDir]);
    const line = await new Promise<string>((resolve) => second.child.stdout!.once('data', (c: Buffer) => resolve(c.toString())));
    expect(line).toContain('Attack Trainer is running at');
    second.child.kill('SIGTERM');
    expect((await second.done).code).toBe(0);
  }, 60_000);
});
