/**
 * The library at a judge community's volume (docs/volume.md): 5,000 quizzes plus the built-in pack and 100,000 attempts from the
 * volume fixture (scripts/fixture-volume.js, loaded from source), on a host of its own.
 * The test asserts behaviour — only the rows in view are in the DOM, the scroll position, focus and
 * filters survive a visit to a quiz, search finds cards — and prints the figures it measured
 * (performance marks in the page, heap and DOM counters from Chromium), which are not pass/fail.
 */
import { expect, test, type Page } from '@playwright/test';
import { buildVolumeFixture } from '../../scripts/fixture-volume.js';
import { answerSomething, applyLook, builtinPack, LOOKS } from './helpers.ts';
import { startOwnHost, watchProblems, type OwnHost } from './own-host.ts';

let host: OwnHost | undefined;

/** The fixture's ten 500-quiz packs plus the built-in pack, whose size grows with the question bank. */
const BUILTIN_QUIZZES = builtinPack().quizzes.length;
const TOTAL = 5000 + BUILTIN_QUIZZES;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  host = await startOwnHost('volume-library', async (dataDir) => {
    await buildVolumeFixture({ dataDir });
  });
});

test.afterAll(() => host?.stop());

/** Quiz rows rendered in the DOM (each has one link). */
const renderedRows = (page: Page): Promise<number> => page.locator('main a[data-quiz-link]').count();

const figures: string[] = [];
const report = (line: string): void => {
  figures.push(line);
  test.info().annotations.push({ type: 'figure', description: line });
};

test.afterAll(() => {
  if (figures.length > 0) process.stdout.write(`\nvolume figures (Chromium, this machine):\n  ${figures.join('\n  ')}\n`);
});

/** The browser globals the page functions use (the tests' tsconfig has no DOM library). */
interface PageGlobals {
  scrollY: number;
  scrollTo(x: number, y: number): void;
  history: { back(): void };
  requestAnimationFrame(callback: () => void): number;
  Event: new (type: string, init: { bubbles: boolean }) => object;
  document: {
    activeElement: { getAttribute(name: string): string | null } | null;
    querySelector(selector: string): { textContent: string | null; value: string; dispatchEvent(event: object): boolean } | null;
  };
}

/** What the page shows: `main` includes `text`, or the focused element is the quiz link `text`. */
type Condition = { readonly mainIncludes: string } | { readonly focusedQuiz: string };

/**
 * Milliseconds from `start` (a performance.now() in the page) until the condition holds, polled each
 * frame (a function, not a string: the app's CSP forbids eval).
 */
async function msUntil(page: Page, start: number, condition: Condition): Promise<number> {
  await page.waitForFunction(
    (c: Condition) => {
      const g = globalThis as unknown as PageGlobals;
      return 'mainIncludes' in c
        ? (g.document.querySelector('main')?.textContent?.includes(c.mainIncludes) ?? false)
        : g.document.activeElement?.getAttribute('data-quiz-link') === c.focusedQuiz;
    },
    condition,
    { polling: 'raf', timeout: 20_000 },
  );
  return Math.round((await page.evaluate(() => performance.now())) - start);
}

const scrollY = (page: Page): Promise<number> => page.evaluate(() => (globalThis as unknown as PageGlobals).scrollY);
const scrollTo = (page: Page, y: number): Promise<void> => page.evaluate((top) => (globalThis as unknown as PageGlobals).scrollTo(0, top), y);

async function memory(page: Page): Promise<{ heapMb: number; nodes: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const metric = (name: string): number => metrics.find((m) => m.name === name)?.value ?? 0;
  return { heapMb: Math.round(metric('JSHeapTotalSize') / 1e6), nodes: metric('Nodes') };
}

test('5,000 quizzes and the built-in pack: a windowed list that keeps scroll, focus and filters across a quiz', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchProblems(page);

  await page.goto(host!.at('#/'));
  const ready = await msUntil(page, 0, { mainIncludes: `Showing all ${TOTAL} quizzes.` });
  report(`library ready after navigation: ${ready} ms (from navigation start)`);
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();

  // Every pack's heading is there; only the quiz rows near the viewport are.
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(11);
  const firstRows = await renderedRows(page);
  expect(firstRows).toBeGreaterThan(5);
  expect(firstRows).toBeLessThan(60);

  // Far down the page, still only a window of rows, and the ones in view are the right ones.
  await scrollTo(page, 150_000);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(140_000);
  await expect.poll(() => renderedRows(page)).toBeLessThan(60);
  // The overscan rows above and below are rendered but out of view; pick one in view.
  const keys = await page
    .locator('main a[data-quiz-link]')
    .evaluateAll((links) => links.map((a) => (a as unknown as { getAttribute(n: string): string | null }).getAttribute('data-quiz-link') ?? ''));
  const viewKeys: string[] = [];
  for (const key of keys)
    if (
      await page.locator(`a[data-quiz-link="${key}"]`).evaluate((a) => {
        const r = (a as unknown as { getBoundingClientRect(): { top: number; bottom: number } }).getBoundingClientRect();
        return r.top >= 0 && r.bottom <= (globalThis as unknown as { innerHeight: number }).innerHeight;
      })
    )
      viewKeys.push(key);
  expect(viewKeys.length).toBeGreaterThan(3);
  const pickedKey = viewKeys[3]!;
  const picked = page.locator(`a[data-quiz-link="${pickedKey}"]`);
  await expect(picked).toBeInViewport();
  const scrollBefore = await scrollY(page);
  const { heapMb, nodes } = await memory(page);
  report(`after scrolling: JS heap ${heapMb} MB, ${nodes} DOM nodes, ${await renderedRows(page)} quiz rows rendered`);

  await picked.click();
  await expect(page).toHaveURL(/#\/quiz\//);
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toHaveCount(0);
  const start = await page.evaluate(() => {
    const t = performance.now();
    (globalThis as unknown as PageGlobals).history.back();
    return t;
  });
  const back = await msUntil(page, start, { focusedQuiz: pickedKey });
  report(`back to the library from a quiz: ${back} ms`);
  // Same place on the page, focus on the quiz just left.
  expect(Math.abs((await scrollY(page)) - scrollBefore)).toBeLessThan(2);
  await expect(page.locator(`a[data-quiz-link="${pickedKey}"]`)).toBeFocused();
  await expect(page.locator(`a[data-quiz-link="${pickedKey}"]`)).toBeInViewport();

  // An answer changes the status of the quiz answered, and only the statuses are read again on return:
  // a quiz that was due, answered (a rated answer schedules its next review later), reads Correct or Missed.
  const badgeOf = (key: string) =>
    page
      .locator('main li')
      .filter({ has: page.locator(`a[data-quiz-link="${key}"]`) })
      .locator('.status-badge');
  let dueKey: string | undefined;
  for (const key of viewKeys) if ((await badgeOf(key).textContent()) === 'Due') dueKey ??= key;
  expect(dueKey, 'a quiz in view is due (the fixture schedules most quizzes in the past)').toBeDefined();
  await page.locator(`a[data-quiz-link="${dueKey}"]`).click();
  await answerSomething(page);
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(page.getByRole('group', { name: /Review rating/ })).toBeVisible();
  await page.goBack();
  await expect(page.locator(`a[data-quiz-link="${dueKey}"]`)).toBeFocused();
  await expect(badgeOf(dueKey!)).toHaveText(/^(Correct|Missed)$/);

  // Search by a card on the board: Hellrider is on the built-in q05 (and the packs modelled on it).
  await scrollTo(page, 0);
  const search = page.getByLabel('Search');
  await search.click();
  const keystrokes: number[] = [];
  for (const text of ['H', 'He', 'Hel', 'Hell', 'Hellr', 'Hellrider']) {
    keystrokes.push(
      await page.evaluate(async (value) => {
        const g = globalThis as unknown as PageGlobals;
        const input = g.document.querySelector('input[type="search"]')!;
        const t = performance.now();
        input.value = value;
        input.dispatchEvent(new g.Event('input', { bubbles: true }));
        // Two frames: the one the update is painted in has begun.
        await new Promise<void>((resolve) => g.requestAnimationFrame(() => g.requestAnimationFrame(resolve)));
        return Math.round(performance.now() - t);
      }, text),
    );
  }
  report(`search keystrokes, input to the next painted frame: ${keystrokes.join(', ')} ms`);
  await expect(page.getByRole('link', { name: 'Floodtide Serpent returns itself', exact: true })).toBeVisible();
  // A result of a few hundred is rendered whole (lib/library-rows.ts WINDOW_FROM), and is exactly the matches.
  const matches = Number(
    new RegExp(`Showing (\\d+) of ${TOTAL}`).exec((await page.getByText(new RegExp(`Showing \\d+ of ${TOTAL}`)).textContent()) ?? '')?.[1],
  );
  expect(matches).toBeGreaterThan(1);
  expect(matches).toBeLessThanOrEqual(300);
  expect(await renderedRows(page)).toBe(matches);
  const clearStart = await page.evaluate(() => performance.now());
  await search.fill('');
  const cleared = await msUntil(page, clearStart, { mainIncludes: `Showing all ${TOTAL} quizzes.` });
  report(`clearing the search: ${cleared} ms`);

  // The type filter, then a quiz and back: the filters are as they were.
  await page.getByLabel('Type').selectOption({ label: 'Multiple choice' });
  await search.fill('Kamigawa');
  await expect(page.getByText(new RegExp(`Showing \\d+ of ${TOTAL} quizzes\\.`))).toBeVisible();
  const filtered = await page.getByText(new RegExp(`Showing \\d+ of ${TOTAL} quizzes\\.`)).textContent();
  await page.locator('main a[data-quiz-link]').first().click();
  await expect(page).toHaveURL(/#\/quiz\//);
  await page.goBack();
  await expect(page.getByLabel('Type')).toHaveValue('choice');
  await expect(page.getByLabel('Search')).toHaveValue('Kamigawa');
  await expect(page.getByText(filtered!)).toBeVisible();

  // The arrow keys walk past the rendered window: End reaches the last quiz shown (packs go by title:
  // "Zendikar judge drills", volume-04, is last).
  await page.getByLabel('Type').selectOption({ label: 'All types' });
  await search.fill('');
  await page.locator('main a[data-quiz-link]').first().focus();
  await page.keyboard.press('End');
  await expect(page.locator('main a[data-quiz-link]:focus')).toHaveAttribute('data-quiz-link', 'volume-04/volume-04-q500');
  await page.keyboard.press('ArrowUp');
  await expect(page.locator('main a[data-quiz-link]:focus')).toHaveAttribute('data-quiz-link', 'volume-04/volume-04-q499');

  // How it looks at the sizes and themes that matter, scrolled into the middle of a big pack.
  await page.keyboard.press('Home');
  await scrollTo(page, 60_000);
  for (const look of LOOKS) {
    await applyLook(page, look);
    await expect.poll(() => renderedRows(page)).toBeLessThan(60);
    await expect(page.locator('main a[data-quiz-link]').nth(15)).toBeInViewport();
    await test.info().attach(`library-volume-${look.tag}.png`, { body: await page.screenshot(), contentType: 'image/png' });
  }

  const after = await memory(page);
  report(`at the end: JS heap ${after.heapMb} MB, ${after.nodes} DOM nodes`);
  expect(problems).toEqual([]);
});
