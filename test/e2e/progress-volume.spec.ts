/**
 * The progress dashboard with an empty history and with a thousand attempts (issue 6), on a host of its
 * own with a fresh data folder, so that the shared host's history neither helps nor is disturbed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const BIN = fileURLToPath(new URL('../../bin/attack-trainer.js', import.meta.url));
let host: ChildProcess | undefined;
let url = '';
let dataDir = '';

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-e2e-volume-'));
  host = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    host!.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(seen);
      if (m) resolve(m[1]!);
    });
    host!.on('exit', (code) => reject(new Error(`the host exited (${code}) before printing its URL`)));
  });
});

test.afterAll(() => {
  host?.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the dashboard renders with no history, then with a thousand attempts', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));

  await page.goto(`${url}#/progress`);
  await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
  await expect(page.getByText('No attempts yet.', { exact: false })).toBeVisible();

  // A thousand answers to an authored choice question (scored from the pack, so this is quick): every
  // third one wrong.
  const origin = new URL(url).origin;
  const token = new URL(url).searchParams.get('token')!;
  for (let i = 0; i < 1000; i++) {
    const selected = i % 3 === 0 ? ['bearers'] : ['legal', 'quest3'];
    const r = await page.request.post(`${origin}/api/submitAnswer`, {
      headers: { 'x-trainer-token': token },
      data: { packId: 'builtin', quizId: 'q04', answer: { type: 'choice', selected }, timeMs: 20_000, mode: 'practice' },
    });
    expect(r.ok()).toBe(true);
  }

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
  await expect(page.getByText('1000 attempts, 666 right', { exact: false })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Accuracy by day' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Accuracy by tag' })).toContainText('timing');
  await expect(page.getByRole('img', { name: 'Accuracy by step' })).toBeVisible();
  expect(problems).toEqual([]);
});
