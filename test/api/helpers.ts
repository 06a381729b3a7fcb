/** Shared set-up of the API tests: a seeded store in a temp folder, the service over an in-process runner. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect } from 'vitest';
import { createTrainerService } from '#main/api/service';
import type { ApiError, ApiResult, SubmitInput, SubmitResult, TrainerApi } from '#main/contract/trainer-api';
import { openAppStore } from '#main/core/open-app-store';
import type { Store } from '#main/store/index';
import { createInProcessRunner } from '#main/worker/runner';
import { makeTempDir } from '../store/fixtures.ts';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The Node build (scripts/build-node.js, what `npm run build:node` writes to out/cli) of the current
 * source into `outDir`: its own entries and `extra` ones (name → repository path), or `extra` alone
 * with `only`. It fails on any warning of the bundler; its error says why.
 */
const buildNode = (outDir: string, extra: Readonly<Record<string, string>> = {}, only = false): void => {
  const entries = Object.entries(extra).flatMap(([name, file]) => ['--entry', `${name}=${path.join(ROOT, file)}`]);
  try {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-node.js'), outDir, ...entries, ...(only ? ['--only'] : [])], {
      cwd: ROOT,
      stdio: 'pipe',
      timeout: 120_000,
    });
  } catch (e) {
    throw new Error(`scripts/build-node.js failed:\n${(e as { stderr?: Buffer }).stderr?.toString() ?? ''}`, { cause: e });
  }
};

export interface Harness {
  readonly dir: string;
  readonly store: Store;
  readonly api: TrainerApi;
  close(): void;
}

export const openHarness = (): Harness => {
  const { dir, cleanup } = makeTempDir();
  const opened = openAppStore(dir);
  if (!opened.ok) throw new Error(opened.error.join('\n'));
  const store = opened.value;
  const runner = createInProcessRunner();
  return {
    dir,
    store,
    api: createTrainerService(store, runner),
    close: () => {
      void runner.close();
      store.close();
      cleanup();
    },
  };
};

export const value = <T>(r: ApiResult<T>): T => {
  if (!r.ok) expect.fail(`expected ok, got ${r.error.code}: ${r.error.message}`);
  return r.value;
};

export const failure = <T>(r: ApiResult<T>): ApiError => {
  if (r.ok) expect.fail(`expected a failure, got ${JSON.stringify(r.value).slice(0, 200)}`);
  return r.error;
};

/**
 * Bundles a worker entry (by default the engine worker; the runner tests use test/api/test-worker.ts)
 * and only what it imports, from the current source into a fresh temp folder with the Node build's
 * settings, and returns the worker's URL. A temp folder rather than out/cli: the test then runs exactly
 * this source, and never races another build of out/.
 */
export const buildWorker = (entry = 'src-main/worker/engine-worker.ts'): { url: URL; cleanup: () => void } => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-worker-'));
  buildNode(out, { worker: entry }, true);
  return {
    url: pathToFileURL(path.join(out, 'worker.js')),
    cleanup: () => fs.rmSync(out, { recursive: true, force: true }),
  };
};

/** The Node build of the current source (the CLI and its worker) into `outDir`. */
export const buildCliBundle = (outDir: string): void => buildNode(outDir);

/**
 * A private copy of the app as `npm ci` leaves it: the Node build (`npm run build:node`, out/cli, of the
 * current source, with `extra` entries such as a test's own script) made in a temp folder beside copies
 * of bin/ and package.json, with db/, quizzes/ and node_modules/ linked in. Tests that spawn the bin use
 * it instead of out/, so they never read a file that another test's build of out/ is rewriting at that moment.
 */
export const buildApp = (extra: Readonly<Record<string, string>> = {}): { root: string; bin: string; cleanup: () => void } => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-app-'));
  buildNode(path.join(dir, 'out/cli'), extra);
  fs.mkdirSync(path.join(dir, 'bin'));
  fs.copyFileSync(path.join(ROOT, 'bin/attack-trainer.js'), path.join(dir, 'bin/attack-trainer.js'));
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  for (const name of ['db', 'quizzes', 'node_modules']) fs.symlinkSync(path.join(ROOT, name), path.join(dir, name), 'dir');
  return { root: dir, bin: path.join(dir, 'bin/attack-trainer.js'), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
};

/** Opens the quiz (getQuiz), then answers it: the service grades only the first answer after an opening. */
export const submitOpened = async (api: TrainerApi, input: SubmitInput): Promise<ApiResult<SubmitResult>> => {
  const opened = await api.getQuiz({ packId: input.packId, quizId: input.quizId });
  if (!opened.ok) return opened;
  return api.submitAnswer(input);
};
