/**
 * End-to-end tests (test/e2e/*.spec.ts) in Chromium against the browser host, started the way a user
 * starts it (`attack-trainer serve`, see test/e2e/global-setup.ts). `npm run build` must have built the
 * renderer (out/renderer) and `npm ci` (or `npm run build:node`) the CLI (out/cli) first; `npm test` does both in order.
 *
 * The browser is $CHROMIUM_PATH when set; otherwise Debian's /usr/bin/chromium where it exists (Playwright's
 * own browser download cannot reach its CDN on these machines; .ci/run installs Debian's package
 * `chromium`); otherwise Playwright's own Chromium (`npx playwright install chromium` on a connected
 * macOS or Windows machine).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { electronPackageDir, findElectronBinary } from './scripts/lib/electron.js';
import { SCRATCH_ENV } from './test/e2e/app-url.ts';

/**
 * One scratch folder per run, for the host's data folder and the browser's home (Chromium writes
 * caches under $HOME/.cache and $XDG_CACHE_HOME even with a temporary profile). The config is loaded
 * by the runner first and then by each worker; workers inherit the runner's environment, so all of
 * them agree on the folder the runner made. global-setup.ts removes it at the end.
 */
const scratch = (process.env[SCRATCH_ENV] ??= fs.mkdtempSync(path.join(os.tmpdir(), 'attack-trainer-e2e-')));
const browserHome = path.join(scratch, 'browser-home');

/**
 * test/e2e/electron.spec.ts drives Electron's real window, so it runs only where Electron's binary is
 * installed (`npm start` downloads it where Electron's releases can be reached). Elsewhere the file is
 * left out of the run and one line says why, rather than a test reported as skipped in every run.
 */
const ELECTRON_SPEC = '**/electron.spec.ts';
const electronDir = electronPackageDir(import.meta.dirname);
const hasElectron = electronDir !== undefined && findElectronBinary(electronDir) !== undefined;
const ELECTRON_NOTE_ENV = 'ATTACK_TRAINER_E2E_ELECTRON_NOTED';
if (!hasElectron && process.env[ELECTRON_NOTE_ENV] === undefined) {
  // The runner loads this file first and each worker again; workers inherit the variable and stay quiet.
  process.env[ELECTRON_NOTE_ENV] = '1';
  process.stdout.write(
    `e2e: ${ELECTRON_SPEC.slice(3)} is left out: no Electron binary on this machine (npm start downloads it where Electron's releases can be reached)\n`,
  );
}

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const chromiumPath = process.env['CHROMIUM_PATH'] || (fs.existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  testIgnore: hasElectron ? [] : [ELECTRON_SPEC],
  outputDir: 'test-results',
  globalSetup: './test/e2e/global-setup.ts',
  // One host, one data folder, one browser at a time: attempts and settings written by one test are
  // then never a race for another, and CI's two cores are not oversubscribed.
  workers: 1,
  fullyParallel: false,
  // Honest results: a flaky test fails instead of passing on its second try.
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    // The smallest window the app must be usable in (docs/renderer notes: "usable from 1024×700").
    viewport: { width: 1024, height: 700 },
    colorScheme: 'light',
    locale: 'en-US',
    screenshot: 'on',
    trace: 'retain-on-failure',
    // Playwright launches Chromium with a fresh temporary profile (--user-data-dir in the OS temp
    // folder, deleted on close); HOME and the XDG folders point into the run's scratch folder too.
    launchOptions: {
      ...(chromiumPath === undefined ? {} : { executablePath: chromiumPath }),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      env: {
        ...process.env,
        HOME: browserHome,
        XDG_CACHE_HOME: path.join(browserHome, '.cache'),
        XDG_CONFIG_HOME: path.join(browserHome, '.config'),
      },
    },
  },
  projects: [{ name: 'chromium' }],
});
