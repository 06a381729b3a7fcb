/**
 * Every section of the app at 800×900, 1024×700, 1366×768 and 1920×1080, light and dark, walked as a
 * person walks it: one page load per look, then the top bar's addresses. On every screen: the page is no
 * wider than the window, no control or heading runs off it or has its text cut, no id-shaped or internal
 * word is shown (judge-words.ts), and a screenshot is kept (test-results/sections/<look>/). Along the
 * way: the tree's nodes inside its canvas after Fit (quiz and sandbox), digits add creature N after
 * "Try again", a legal-sets quiz and an exam answered by keys alone (the keys counted), and each
 * session's end — the study session's summary, the exam's report, the rush's result with its clock
 * stopped. A host of its own with a fresh data folder: the first test sees a fresh start's front door.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addCard, applyLook, LOOKS_FROM_800, pageWidths } from './helpers.ts';
import { expectJudgeLanguage } from './judge-words.ts';
import { builtinQuiz, keyCeiling, legalSetsAnswer, typeLegalSets } from './keys-driver.ts';
import { startOwnHost, watchProblems, type OwnHost } from './own-host.ts';

const SHOTS = 'test-results/sections';
/** The exam's question: the only built-in quiz tagged "improvise", a legal-sets answer of seven declarations. */
const EXAM_QUIZ = 'hollow-warrior-memnite-ornithopter';

type Look = (typeof LOOKS_FROM_800)[number];
const FIRST: Look = LOOKS_FROM_800[0]!;

let host: OwnHost | undefined;
test.beforeAll(async () => {
  host = await startOwnHost('sections-looks');
});
test.afterAll(() => host?.stop());

/** Controls and headings that run off the window, or whose text their own box cuts. */
const clippedOnScreen = (page: Page): Promise<string[]> =>
  page.evaluate<string[]>(`(() => {
    const width = document.documentElement.clientWidth;
    const what = (el) => el.tagName.toLowerCase() + ' “' + (el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 50) + '”';
    // Inside a box that scrolls sideways itself (a wide table, the tree's drawing): reached by scrolling that box.
    const inScroller = (el) => {
      for (let p = el.parentElement; p !== null; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if ((o === 'auto' || o === 'scroll') && p.scrollWidth > p.clientWidth) return true;
      }
      return false;
    };
    const found = [];
    for (const el of document.querySelectorAll('button, a[href], input, select, textarea, h1, h2, h3, label')) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Zero-size and one-pixel boxes are hidden or visually hidden (read by screen readers only).
      if (r.width <= 1 || r.height <= 1 || style.visibility === 'hidden') continue;
      if ((r.left < -1 || r.right > width + 1) && !inScroller(el))
        found.push(what(el) + ' runs off the window (' + Math.round(r.left) + '–' + Math.round(r.right) + ' of ' + width + ')');
      const cuts = /hidden|clip/.test(style.overflowX) && style.textOverflow !== 'ellipsis';
      if (!['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) && cuts && el.scrollWidth > el.clientWidth + 1)
        found.push(what(el) + ' has its text cut (' + el.scrollWidth + ' > ' + el.clientWidth + ')');
    }
    return found;
  })()`);

/** What every screen must be, checked and photographed. */
async function lookAt(page: Page, look: Look, n: number, section: string, fullPage = true): Promise<void> {
  // Let the screen settle (lazy screens, fonts, the tree's fit transition).
  await page.waitForTimeout(250);
  const where = `${section} at ${look.tag}`;
  const [scroll, inner] = await pageWidths(page);
  expect(scroll, `the page is no wider than the window on ${where}`).toBeLessThanOrEqual(inner);
  expect(await clippedOnScreen(page), `nothing runs off the window or is cut on ${where}`).toEqual([]);
  await expectJudgeLanguage(page, where);
  await page.screenshot({ path: path.join(SHOTS, look.tag, `${String(n).padStart(2, '0')}-${section}.png`), fullPage });
}

/** Every node box of the tree drawn whole inside the canvas's drawing (after Fit). */
async function expectTreeFits(page: Page, canvas: Locator, where: string): Promise<void> {
  await canvas.getByRole('button', { name: 'Fit' }).click();
  await expect
    .poll(
      async () => {
        const box = await canvas.locator('svg').boundingBox();
        const rects = await canvas
          .locator('[data-node] > rect')
          .evaluateAll((els) => els.map((r) => r.getBoundingClientRect()).map((b) => ({ x: b.x, y: b.y, width: b.width, height: b.height })));
        if (box === null || rects.length === 0) return 'no tree drawn';
        const out = rects.filter((r) => r.x < box.x - 1 || r.x + r.width > box.x + box.width + 1 || r.y < box.y - 1 || r.y + r.height > box.y + box.height + 1);
        return `${out.length} of ${rects.length} nodes outside the canvas`;
      },
      { message: `every node inside the canvas after Fit (${where})` },
    )
    .toMatch(/^0 of [1-9]\d* nodes/);
}

/** Goes to a screen by its address, as the top bar's links do (no page load). */
const go = async (page: Page, hash: string): Promise<void> => {
  await page.evaluate(`location.hash = ${JSON.stringify(hash)}`);
};

async function openPage(browser: Browser, look: Look): Promise<{ page: Page; problems: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await applyLook(page, look);
  const problems = watchProblems(page);
  return { page, problems, close: () => context.close() };
}

test('a fresh start opens on the front door, at every size, light and dark', async ({ browser }) => {
  test.setTimeout(120_000);
  const { page, problems, close } = await openPage(browser, FIRST);
  // The bare address, as the app opens: no route, no data yet.
  await page.goto(host!.url.href);
  for (const look of LOOKS_FROM_800) {
    await applyLook(page, look);
    await expect(page.getByRole('heading', { name: 'Start', level: 1 })).toBeVisible();
    await expect(page.getByTestId('due-total')).toHaveText('Nothing is due now.');
    await expect(page.getByRole('heading', { name: 'Continue where you stopped' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start with question 1' })).toBeEnabled();
    await expect(page.getByRole('main').getByRole('link', { name: /^Puzzles/ })).toHaveAttribute('aria-keyshortcuts', 'p');
    await lookAt(page, look, 0, 'fresh-front-door');
  }
  // A fresh install's Progress and Review explain what is missing in plain words.
  for (const [hash, heading] of [
    ['#/progress', 'Progress'],
    ['#/review', 'Review'],
  ] as const) {
    await go(page, hash);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await lookAt(page, FIRST, 0, `fresh-${heading.toLowerCase()}`);
  }
  expect(problems).toEqual([]);
  await close();
});

for (const look of LOOKS_FROM_800) {
  test(`every section at ${look.tag}`, async ({ browser }) => {
    test.setTimeout(300_000);
    fs.mkdirSync(path.join(SHOTS, look.tag), { recursive: true });
    const { page, problems, close } = await openPage(browser, look);
    let n = 1;
    const shot = (section: string, fullPage = true): Promise<void> => lookAt(page, look, n++, section, fullPage);

    // The front door, then the article's questions from question 1: a study session.
    await page.goto(host!.url.href);
    await expect(page.getByRole('heading', { name: 'Start', level: 1 })).toBeVisible();
    await shot('start');
    await page.getByRole('button', { name: 'Start with question 1' }).click();
    await expect(page.getByText(/^Quiz 1 of \d+ in this study session$/)).toBeVisible();
    const answer = page.getByRole('tabpanel', { name: 'Answer' });
    await expect(answer.getByRole('button', { name: /^1: .+, next defender$/ })).toBeFocused();
    await shot('quiz-answering');

    // q01 by keys alone: right, with its four declarations.
    const q01 = await typeLegalSets(page, answer, legalSetsAnswer('q01'));
    const verdict = page.getByRole('status').filter({ hasText: /Correct|Incorrect/ });
    await expect(verdict).toContainText('Correct');
    await shot('quiz-result');
    await page.getByRole('tab', { name: 'Worked example' }).click();
    await expect(page.getByRole('heading', { name: /^Step 1\b/ })).toBeVisible();
    await shot('quiz-worked-example');

    // Try again: digits still add creature N (2 is Floodtide Serpent).
    await page.getByRole('tab', { name: 'Answer' }).click();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(answer.getByRole('button', { name: /^1: .+, next defender$/ })).toBeFocused();
    await page.keyboard.press('2');
    await page.keyboard.press('a');
    await expect(page.getByRole('region', { name: 'Your declarations' }).getByRole('listitem')).toHaveText([/^Floodtide Serpent → opponent/]);
    await shot('quiz-try-again');

    // A 4-creature legal-sets quiz by keys alone, counted.
    await go(page, '#/quiz/builtin/ex-crawlspace');
    await expect(page.getByRole('heading', { name: 'Crawlspace against four would-be attackers' })).toBeVisible();
    const crawlspace = legalSetsAnswer('ex-crawlspace');
    const quizKeys = await typeLegalSets(page, page.getByRole('tabpanel', { name: 'Answer' }), crawlspace);
    await expect(verdict).toContainText('Correct');
    expect(quizKeys.received, `keys the page received (${quizKeys.sequence})`).toBe(quizKeys.pressed);
    expect(quizKeys.pressed, `a legal-sets answer of ${crawlspace.length} declarations (${quizKeys.sequence})`).toBeLessThanOrEqual(keyCeiling(crawlspace));

    // q07 (in the session) missed; its tree fits after Fit.
    await go(page, '#/quiz/builtin/q07');
    await expect(page.getByText(/^Quiz 7 of \d+ in this study session$/)).toBeVisible();
    await page.getByRole('button', { name: 'Add declaration' }).click();
    await page.getByRole('button', { name: 'Submit answer' }).click();
    await expect(verdict).toContainText('Incorrect');
    await page.getByRole('tab', { name: 'Attack tree' }).click();
    const quizCanvas = page.getByTestId('tree-canvas');
    await expect(quizCanvas.locator('[data-node="n0"]')).toBeVisible();
    await expectTreeFits(page, quizCanvas, `q07 at ${look.tag}`);
    await shot('quiz-tree');
    if (look.size.width === 800) await quizCanvas.screenshot({ path: path.join(SHOTS, `tree-800-${look.scheme}.png`) });

    // The study session's summary.
    await go(page, '#/summary');
    await expect(page.getByRole('heading', { name: /^Session over: The article's \d+ questions$/ })).toBeVisible();
    await expect(page.getByTestId('session-summary')).toContainText(/Score\s*1 of 2 correct \(\d+ not answered\)/);
    await expect(page.getByRole('button', { name: 'Retry the 1 missed quiz as practice' })).toBeVisible();
    await shot('study-summary');

    for (const [hash, heading] of [
      ['#/', 'Library'],
      ['#/review', 'Review'],
      ['#/progress', 'Progress'],
    ] as const) {
      await go(page, hash);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      // The library's whole list is thousands of pixels tall: the window's view is what a person sees.
      await shot(heading.toLowerCase(), heading !== 'Library');
    }

    // An exam of one legal-sets question (EXAM_QUIZ), answered by keys alone; its report.
    await go(page, '#/exam');
    await expect(page.getByRole('heading', { name: 'Exam', level: 1 })).toBeVisible();
    await page.getByLabel('Number of questions').fill('1');
    await page.getByRole('checkbox', { name: 'improvise', exact: true }).check();
    await shot('exam-form');
    await page.getByRole('button', { name: 'Start exam' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: /^1: .+, next defender$/ })).toBeVisible();
    await shot('exam-question');
    await expect(main.getByRole('heading', { level: 3, name: builtinQuiz(EXAM_QUIZ)!.title, exact: true })).toBeVisible();
    const examAnswer = legalSetsAnswer(EXAM_QUIZ);
    const examKeys = await typeLegalSets(page, main, examAnswer);
    expect(examKeys.received, `keys the page received (${examKeys.sequence})`).toBe(examKeys.pressed);
    expect(examKeys.pressed, `an exam's legal-sets answer of ${examAnswer.length} declarations (${examKeys.sequence})`).toBeLessThanOrEqual(
      keyCeiling(examAnswer),
    );
    await expect(page.getByRole('list', { name: 'Questions' }).getByRole('listitem')).toHaveText([/answered/]);
    await page.getByRole('button', { name: 'Submit exam' }).click();
    await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([`${builtinQuiz(EXAM_QUIZ)!.title} — Correct`]);
    await shot('exam-report');

    // A puzzle, and a rush ended after its first miss: the result, with the clock stopped.
    await go(page, '#/puzzles');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled({ timeout: 20_000 });
    await shot('puzzle');
    await page.locator('body').press('g');
    await expect(page.getByTestId('verdict')).toHaveText('Not quite');
    await shot('puzzle-feedback');
    await go(page, '#/rush');
    await expect(page.getByRole('heading', { name: 'Puzzle rush', level: 1 })).toBeVisible();
    await shot('rush-setup');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled({ timeout: 20_000 });
    await page.locator('body').press('g');
    await expect(page.getByTestId('misses')).toHaveText('1');
    await page.getByRole('button', { name: 'End the rush' }).click();
    await expect(page.getByRole('heading', { name: 'Rush over' })).toBeVisible();
    const clock = page.getByRole('timer', { name: 'Time left' });
    const stopped = await clock.textContent();
    await page.waitForTimeout(1_500);
    await expect(clock, 'the clock stands still once the rush is over').toHaveText(stopped ?? '');
    await shot('rush-over');

    // The sandbox with a conditional board: its tree fits after Fit; the quiz-authoring form below it.
    await go(page, '#/sandbox');
    await expect(page.getByRole('heading', { name: 'Sandbox', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByRole('list', { name: 'Creatures on the board' }).getByRole('listitem')).toHaveText(/No creatures yet/);
    for (const card of ['Ekundu Cyclops', 'Viashino Bey', 'Magnetic Web']) await addCard(page, card);
    await page.getByRole('button', { name: 'Show attack tree' }).click();
    const sandboxCanvas = page.getByTestId('tree-canvas');
    await expect(sandboxCanvas.locator('[data-node="n0"]')).toBeVisible();
    await expectTreeFits(page, sandboxCanvas, `sandbox at ${look.tag}`);
    await shot('sandbox');
    if (look.size.width === 800) await sandboxCanvas.screenshot({ path: path.join(SHOTS, `sandbox-tree-800-${look.scheme}.png`) });
    const details = page.getByRole('form', { name: 'Quiz details' });
    await details.getByLabel('Title').scrollIntoViewIfNeeded();
    await expect(details.getByRole('button', { name: 'Save quiz' })).toBeVisible();
    await shot('authoring');

    await go(page, '#/sandbox/block');
    await expect(page.getByRole('heading', { name: 'Sandbox: declaring blockers', level: 1 })).toBeVisible();
    await shot('block-sandbox');

    await go(page, '#/no-such-screen');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await shot('not-found');

    test.info().annotations.push({
      type: 'keystrokes',
      description:
        `${look.tag}: quiz ex-crawlspace ${quizKeys.pressed} keys (${quizKeys.sequence}), ` +
        `exam ${EXAM_QUIZ} ${examKeys.pressed} keys (${examKeys.sequence}), q01 ${q01.pressed} keys (${q01.sequence})`,
    });
    process.stdout.write(
      `keystrokes at ${look.tag}: quiz ex-crawlspace ${quizKeys.pressed} (${quizKeys.sequence}); exam ${EXAM_QUIZ} ${examKeys.pressed} (${examKeys.sequence}); q01 ${q01.pressed} (${q01.sequence})\n`,
    );
    expect(problems).toEqual([]);
    await close();
  });
}

test('a blocking quiz in an exam report names its steps by the parts of CR 509.1', async ({ browser }) => {
  const { page, problems, close } = await openPage(browser, FIRST);
  await page.goto(host!.at('#/exam'));
  await page.getByLabel('Number of questions').fill('1');
  // The one built-in quiz tagged "shadow": a blocking quiz whose explanation has steps 509.1a to 509.1c.
  await page.getByRole('checkbox', { name: 'shadow', exact: true }).check();
  await page.getByRole('button', { name: 'Start exam' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip and review' }).click();
  await page.getByRole('button', { name: 'Submit exam' }).click();
  await page.getByRole('button', { name: 'Submit exam' }).click();
  await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
  const steps = page
    .getByRole('main')
    .locator('li strong')
    .filter({ hasText: /509\.1/ });
  await expect(steps).toHaveText([
    'CR 509.1a · Choose the blockers and what each blocks.',
    'CR 509.1b · Check restrictions.',
    'CR 509.1c · Check requirements.',
  ]);
  await expectJudgeLanguage(page, 'a blocking exam report');
  expect(problems).toEqual([]);
  await close();
});
