/**
 * `attack-trainer serve` as users run it: the real bin in a child process, after the same build
 * `npm ci` runs (prepare, into a private copy of the app), so the engine runs in the real compiled
 * worker thread.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUB_GOBLIN_BOARD } from '../quiz/fixtures.ts';
import { buildApp } from '../api/helpers.ts';
import { runCli } from './run-cli.ts';

let app: ReturnType<typeof buildApp>;
let tmp = '';
const children: ChildProcess[] = [];

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-serve-'));
  app = buildApp();
}, 180_000);
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
  app.cleanup();
});

/** Starts `serve`, resolves with its first stdout line (or rejects with stderr if it exits first). */
function startServe(args: string[]): Promise<{ child: ChildProcess; line: string; output: () => string }> {
  const child = spawn(process.execPath, [app.bin, 'serve', ...args], { cwd: app.root, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stdout = '';
  let stderr = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve printed nothing within 30 s; stderr: ${stderr}`)), 30_000);
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    child.stdout!.on('data', (c: Buffer) => {
      stdout += c.toString();
      const nl = stdout.indexOf('\n');
      if (nl >= 0) {
        clearTimeout(timer);
        resolve({ child, line: stdout.slice(0, nl), output: () => stdout });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}: ${stderr}`));
    });
  });
}

const exited = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });

describe('serve (bin, child process)', () => {
  it('prints one line with the URL and token, answers the API through the engine worker, and stops on SIGTERM', async () => {
    const { child, line, output } = await startServe(['--data-dir', path.join(tmp, 'data')]);
    const m = /^Attack Trainer is running at (http:\/\/127\.0\.0\.1:(\d+)\/\?token=([A-Za-z0-9_-]{32}))$/.exec(line);
    expect(m, line).not.toBeNull();
    const [, url, port, token] = m!;
    expect(line).toContain('?token=');

    const base = new URL(url!);
    const legal = await fetch(new URL('/api/legal', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-trainer-token': token! },
      body: JSON.stringify({ board: CUB_GOBLIN_BOARD }),
    });
    expect(await legal.json()).toMatchObject({ ok: true, value: { count: '2', complete: true } });
    const quizzes = await fetch(new URL('/api/listQuizzes', base), { method: 'POST', headers: { 'x-trainer-token': token! } });
    const listed = (await quizzes.json()) as { ok: boolean; value: { packId: string }[] };
    expect(listed.ok && listed.value.length).toBeGreaterThan(0);
    expect((await fetch(new URL('/api/listPacks', base), { method: 'POST' })).status).toBe(401);
    expect(Number(port)).toBe(Number(base.port));

    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(output()).toBe(`${line}\n`);
  }, 60_000);

  it('--port N serves on that port; SIGINT stops it', async () => {
    const free = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const { child, line } = await startServe(['--port', String(free), '--data-dir', path.join(tmp, 'data2')]);
    expect(line).toMatch(new RegExp(`^Attack Trainer is running at http://127\\.0\\.0\\.1:${free}/\\?token=`));
    child.kill('SIGINT');
    expect(await exited(child)).toBe(0);
  }, 60_000);
});

describe('serve errors (in-process)', () => {
  it.each([['abc'], ['-1'], ['65536'], ['1.5']])('--port %s is a usage error (exit 2)', async (port) => {
    const r = await runCli(['serve', `--port=${port}`, '--data-dir', path.join(tmp, 'unused')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--port must be an integer from 0 to 65535/);
  });

  it('a port in use: exit 1 with one line saying so', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      const r = await runCli(['serve', '--port', String(port), '--data-dir', path.join(tmp, 'busy')]);
      expect(r).toEqual({ code: 1, stdout: '', stderr: `port ${port} on 127.0.0.1 is already in use (choose another with --port, or 0 for any free port)\n` });
    } finally {
      server.close();
    }
  });
});
