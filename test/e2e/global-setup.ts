/**
 * Starts the app as a user does: the real bin, `attack-trainer serve --port 0 --data-dir <fresh
 * folder>`, and reads the one line it prints (the page's URL with the run's token). The URL reaches
 * the tests through the environment (workers inherit it); the returned function is the teardown:
 * SIGTERM to the host (which closes its worker and database), then the scratch folder goes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { APP_URL_ENV, SCRATCH_ENV } from './app-url.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin', 'attack-trainer.js');
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
const URL_LINE = /^Attack Trainer is running at (http:\/\/127\.0\.0\.1:\d+\/\?token=[A-Za-z0-9_-]+)$/;

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const missing = [
    [path.join(ROOT, 'out', 'cli', 'main.js'), 'the CLI is not bundled: run `npm run build:node` (npm ci does it)'],
    [path.join(ROOT, 'out', 'renderer', 'index.html'), 'the renderer is not built: run `npm run build` first'],
  ].filter(([file]) => !fs.existsSync(file!));
  if (missing.length > 0) throw new Error(missing.map(([, why]) => why).join('\n'));

  const scratch = process.env[SCRATCH_ENV];
  if (scratch === undefined) throw new Error(`${SCRATCH_ENV} is not set: run the tests through playwright.config.ts`);
  const dataDir = path.join(scratch, 'data');
  fs.mkdirSync(dataDir, { recursive: true });

  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--data-dir', dataDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ATTACK_TRAINER_DATA: dataDir },
  });
  let url: string;
  try {
    url = await readUrlLine(child);
  } catch (e) {
    await stop(child);
    fs.rmSync(scratch, { recursive: true, force: true });
    throw e;
  }
  process.env[APP_URL_ENV] = url;
  // Printed for whoever reads the log: the same page can be opened by hand while the run lasts.
  console.log(`e2e: browser host ${url.replace(/token=.*/, 'token=…')} (data: ${dataDir})`);

  return async () => {
    await stop(child);
    fs.rmSync(scratch, { recursive: true, force: true });
  };
}

/** The first stdout line's URL; rejects with the host's stderr if it exits or prints something else. */
function readUrlLine(child: ChildProcess): Promise<string> {
  let stdout = '';
  let stderr = '';
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`attack-trainer serve ${why}${stderr === '' ? '' : `; its stderr:\n${stderr}`}`));
    };
    const timer = setTimeout(() => fail(`printed no URL line within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const nl = stdout.indexOf('\n');
      if (nl < 0) return;
      const line = stdout.slice(0, nl);
      const m = URL_LINE.exec(line);
      if (m === null) return fail(`printed an unexpected first line: ${JSON.stringify(line)}`);
      clearTimeout(timer);
      resolve(m[1]!);
    });
    child.on('exit', (code, signal) => fail(`exited early (${signal ?? `code ${String(code)}`})`));
    child.on('error', (e) => fail(`could not start: ${e.message}`));
  });
}

/** SIGTERM (the host's own clean stop), then SIGKILL if it has not ended in time. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await ended;
  clearTimeout(timer);
}
