#!/usr/bin/env node
// @ts-check
/* global window, document, performance, history -- the functions given to page.evaluate run in the page */
/**
 * `node bench/library-chromium.js URL [URL…] [--rounds N]`: the library in Chromium at volume (docs/volume.md),
 * against browser hosts already running (`node bin/attack-trainer.js serve --data-dir DIR`, DIR built by
 * `npm run fixture:volume`). Each URL is the address a host printed, token included; with two or more
 * (say the code before and after a change, each serving its own copy of the fixture) the rounds
 * alternate between them, so both see the same load on a shared machine.
 *
 * Per host it prints the median and range of: library ready (navigation start to "Showing all … quizzes"),
 * back from a quiz (history.back() to focus on the quiz just left, the quiz left at once as the e2e test
 * does, and after the quiz has loaded), and the main thread's busy time during each (Chromium's
 * TaskDuration), which a loaded machine stretches less than the wall time. Figures, not pass/fail.
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { rounds: { type: 'string', default: '5' } } });
const rounds = Number(values.rounds);
if (positionals.length === 0 || !Number.isInteger(rounds) || rounds < 1) {
  process.stderr.write('usage: node bench/library-chromium.js URL [URL…] [--rounds N]\n');
  process.exit(2);
}

// The same browser as the end-to-end tests (playwright.config.ts): $CHROMIUM_PATH, else Debian's.
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

/** @typedef {{ ready: number[], readyBusy: number[], backAtOnce: number[], backAtOnceBusy: number[], backLater: number[], backLaterBusy: number[] }} Figures */
/** @type {Map<string, Figures>} */
const figures = new Map(positionals.map((url) => [url, { ready: [], readyBusy: [], backAtOnce: [], backAtOnceBusy: [], backLater: [], backLaterBusy: [] }]));

/** @param {import('@playwright/test').CDPSession} cdp */
const busyMs = async (cdp) => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
};

/**
 * Leaves the library for a quiz in view and comes back; milliseconds from history.back() to focus on it.
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {number} y
 * @param {number} stayMs
 */
async function visitQuiz(page, cdp, y, stayMs) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForTimeout(300);
  const key = await page.locator('main a[data-quiz-link]').evaluateAll((links) => {
    const inView = links.find((a) => a.getBoundingClientRect().top > 100 && a.getBoundingClientRect().bottom < window.innerHeight);
    return inView?.getAttribute('data-quiz-link') ?? '';
  });
  await page.locator(`a[data-quiz-link="${key}"]`).click();
  await page.waitForURL(/#\/quiz\//);
  if (stayMs > 0) await page.waitForTimeout(stayMs);
  const before = await busyMs(cdp);
  const start = await page.evaluate(() => {
    const t = performance.now();
    history.back();
    return t;
  });
  await page.waitForFunction((k) => document.activeElement?.getAttribute('data-quiz-link') === k, key, { polling: 'raf', timeout: 30_000 });
  const ms = (await page.evaluate(() => performance.now())) - start;
  return { ms, busy: (await busyMs(cdp)) - before };
}

for (let round = 0; round < rounds; round++) {
  for (const url of positionals) {
    const f = /** @type {Figures} */ (figures.get(url));
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const busyBefore = await busyMs(cdp);
    await page.goto(url);
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('Showing all'), null, { polling: 'raf', timeout: 60_000 });
    f.ready.push(await page.evaluate(() => performance.now()));
    f.readyBusy.push((await busyMs(cdp)) - busyBefore);
    const atOnce = await visitQuiz(page, cdp, 150_000, 0);
    f.backAtOnce.push(atOnce.ms);
    f.backAtOnceBusy.push(atOnce.busy);
    const later = await visitQuiz(page, cdp, 60_000, 1000);
    f.backLater.push(later.ms);
    f.backLaterBusy.push(later.busy);
    await context.close();
  }
}
await browser.close();

/** @param {number[]} xs */
const summary = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${Math.round(s[Math.floor(s.length / 2)] ?? 0)} ms (${Math.round(s[0] ?? 0)}–${Math.round(s.at(-1) ?? 0)})`;
};
for (const [url, f] of figures) {
  process.stdout.write(`\n${new URL(url).host}, ${rounds} rounds:\n`);
  process.stdout.write(`  library ready:                ${summary(f.ready)}; main thread busy ${summary(f.readyBusy)}\n`);
  process.stdout.write(`  back, quiz left at once:      ${summary(f.backAtOnce)}; main thread busy ${summary(f.backAtOnceBusy)}\n`);
  process.stdout.write(`  back, quiz left after 1 s:    ${summary(f.backLater)}; main thread busy ${summary(f.backLaterBusy)}\n`);
}
