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
 * tsc with the given config, emitting without type checking (`--noCheck`): the emitted JavaScript is
 * the same, type errors are `npm run typecheck`'s job, and a checked build takes ten times longer,
 * enough to time out when several test files build at once on a small CI machine.
 */
const compile = (tsconfig: string): void => {
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', tsconfig, '--noCheck'], {
    cwd: ROOT,
    stdio: 'pipe',
    timeout: 170_000,
  });
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
 * Compiles a worker entry (by default the engine worker; the runner tests use test/api/test-worker.ts)
 * and only what it imports, from the current source into a fresh temp folder with the project's node
 * build settings, and returns the worker's URL. A temp folder rather than out/node: the test then runs
 * exactly this source, and never races another build of out/.
 */
export const buildWorker = (entry = 'src-main/worker/engine-worker.ts'): { url: URL; cleanup: () => void } => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-worker-'));
  const tsconfig = path.join(out, 'tsconfig.json');
  fs.writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: path.join(ROOT, 'tsconfig.node.json'),
      compilerOptions: { outDir: path.join(out, 'js'), rootDir: ROOT, typeRoots: [path.join(ROOT, 'node_modules/@types')] },
      include: [],
      files: [path.join(ROOT, entry)],
    }),
  );
  compile(tsconfig);
  // Node resolves the compiled `#…` imports through the nearest package.json: point them at this build.
  const { imports = {} } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { imports?: Record<string, { default?: string }> };
  const local = Object.fromEntries(Object.entries(imports).map(([key, target]) => [key, (target.default ?? '').replace('./out/node/', './js/src-main/')]));
  fs.writeFileSync(path.join(out, 'package.json'), JSON.stringify({ type: 'module', imports: local }));
  return {
    url: pathToFileURL(path.join(out, 'js', entry.replace(/\.ts$/, '.js'))),
    cleanup: () => fs.rmSync(out, { recursive: true, force: true }),
  };
};

/**
 * The CLI bundle (scripts/build-cli.js, what `npm run build:node` writes to out/cli) of the current
 * source, built into `outDir`. It fails on any warning of the bundler; its error says why.
 */
export const buildCliBundle = (outDir: string): void => {
  try {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-cli.js'), outDir], { cwd: ROOT, stdio: 'pipe', timeout: 60_000 });
  } catch (e) {
    throw new Error(`scripts/build-cli.js failed:\n${(e as { stderr?: Buffer }).stderr?.toString() ?? ''}`, { cause: e });
  }
};

/**
 * A private copy of the app as `npm ci` leaves it: the node build (`npm run build:node`: tsc's out/node
 * with tsconfig.node.json and the CLI bundle out/cli, both of the current source) made in a temp folder
 * beside copies of bin/ and package.json, with db/, quizzes/ and node_modules/ linked in. Tests that
 * spawn the bin use it instead of out/, so they never read a file that another test's build of out/ is
 * rewriting at that moment.
 */
export const buildApp = (): { root: string; bin: string; cleanup: () => void } => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-app-'));
  const tsconfig = path.join(dir, 'tsconfig.build.json');
  fs.writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: path.join(ROOT, 'tsconfig.node.json'),
      compilerOptions: { outDir: path.join(dir, 'out/node'), rootDir: path.join(ROOT, 'src-main'), typeRoots: [path.join(ROOT, 'node_modules/@types')] },
    }),
  );
  compile(tsconfig);
  buildCliBundle(path.join(dir, 'out/cli'));
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
