/**
 * A browser host of a test's own, started the way a user starts one (`attack-trainer serve`) with a
 * fresh data folder: another install, as far as the app can tell. The shared host of global-setup.ts
 * serves everything else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const BIN = fileURLToPath(new URL('../../bin/attack-trainer.js', import.meta.url));

export interface OwnHost {
  /** The URL the host printed, token included. */
  readonly url: URL;
  /** The URL of a hash route (`#/sandbox`). */
  at(hash: string): string;
  stop(): void;
}

/** `prepare` fills the fresh data folder before the host opens it (the volume test puts its fixture there). */
export async function startOwnHost(name: string, prepare?: (dataDir: string) => Promise<void>): Promise<OwnHost> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `attack-trainer-e2e-${name}-`));
  if (prepare !== undefined) await prepare(dataDir);
  const host: ChildProcess = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--data-dir', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const printed = await new Promise<string>((resolve, reject) => {
    let seen = '';
    host.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const m = /(http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)/.exec(seen);
      if (m) resolve(m[1]!);
    });
    host.on('exit', (code) => reject(new Error(`the ${name} host exited (${code}) before printing its URL`)));
  });
  const url = new URL(printed);
  return {
    url,
    at(hash) {
      const target = new URL(url);
      target.hash = hash;
      return target.href;
    },
    stop() {
      host.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Collects what must never happen on a page: console errors and uncaught page errors. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console error: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}
