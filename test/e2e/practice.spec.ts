/**
 * The practice screens used like a person: the review queue after a miss, a short timed exam, and the
 * progress dashboard.
 *
 * "Bear Cub beside Crazed Goblin" (ex-cub-goblin): the Goblin must attack, so a declaration with the
 * Cub alone is illegal; offering only that one is a wrong answer.
 */
import { expect, test } from './fixtures.ts';
import { answerSomething, escapeRegExp, OPPONENT, setAttacks, submitDeclaration } from './helpers.ts';

const CUB_GOBLIN = 'Bear Cub beside Crazed Goblin';

test('a missed quiz appears in the review queue, linked to the quiz', async ({ page, app, snap }) => {
  await app.open('#/quiz/builtin/ex-cub-goblin');
  await expect(page.getByRole('heading', { name: CUB_GOBLIN })).toBeVisible();
  await setAttacks(page, ['Bear Cub', 'Crazed Goblin'], { 'Bear Cub': OPPONENT });
  await expect(await submitDeclaration(page)).toContainText('Incorrect');

  await page.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Review', level: 1 })).toBeVisible();
  const link = page.getByRole('main').getByRole('link', { name: CUB_GOBLIN });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', '#/quiz/builtin/ex-cub-goblin');
  await snap('practice-review-queue');

  // The retention setting lives in the Settings panel, out of the way: a learner sets it once.
  await page.getByText('Settings', { exact: true }).click();
  const retention = page.getByLabel('Desired retention');
  await retention.fill('0.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('must be between 0.70 and 0.99')).toBeVisible();
  await retention.fill('0.85');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Saved/)).toBeVisible();
  await page.reload();
  await page.getByText('Settings', { exact: true }).click();
  await expect(page.getByLabel('Desired retention')).toHaveValue('0.85');

  // The on-demand integrity check sits in the same panel.
  await page.getByRole('button', { name: 'Check my data' }).click();
  await expect(page.getByText('Your data is healthy (full integrity check).')).toBeVisible();

  await link.click();
  await expect(page.getByRole('heading', { name: CUB_GOBLIN })).toBeVisible();
});

test('a short timed exam submits itself when the time runs out and reports score and pass/fail', async ({ page, app, snap }) => {
  await app.open('#/exam');
  await expect(page.getByRole('heading', { name: 'Exam', level: 1 })).toBeVisible();
  await page.getByLabel('Number of questions').fill('2');
  await page.getByLabel('Timer (minutes)').fill('0.1');
  await page.getByLabel('Pass mark (%)').fill('100');
  await page.getByRole('button', { name: 'Start exam' }).click();

  await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^0:0\d$/);
  await expect(page.getByRole('heading', { name: 'Explanation' })).toHaveCount(0);
  await answerSomething(page);
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
  await snap('practice-exam-question');

  // No answer to the second: the six-second timer ends the exam on its own.
  await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/#\/exam\/[^/]+$/);
  const verdict = page.getByRole('status').filter({ hasText: /Score/ });
  await expect(verdict).toContainText(/Score [0-2] \/ 2/);
  await expect(verdict).toContainText('Failed'); // the second question went unanswered, and 100% was needed
  await expect(page.getByText('the time ran out')).toBeVisible();
  await expect(page.getByText('Unanswered')).toBeVisible();
  await expect(page.getByText('Right answer')).toHaveCount(2);
  await snap('practice-exam-report');

  // The exam is listed and reopens at its address.
  const reportUrl = page.url();
  await page.getByRole('link', { name: 'New exam' }).click();
  await expect(page.getByRole('heading', { name: 'Past exams' })).toBeVisible();
  const pastLink = page.getByRole('main').locator('.past a').first();
  await expect(pastLink).toBeVisible();
  await pastLink.click();
  await expect(page).toHaveURL(reportUrl);
  await expect(page.getByRole('heading', { name: 'Result' })).toBeVisible();
});

test('the progress dashboard draws its charts and exports the history as CSV', async ({ page, app, snap }) => {
  // Three misses of the Cub and Goblin quiz (tag "requirements"), whatever ran before: enough for a
  // weakest topic (it takes three attempts) at 0%.
  for (let i = 0; i < 3; i++) {
    await app.open('#/progress'); // a different route first, so the quiz opens afresh each time
    await app.open('#/quiz/builtin/ex-cub-goblin');
    await expect(page.getByRole('heading', { name: CUB_GOBLIN })).toBeVisible();
    await setAttacks(page, ['Bear Cub', 'Crazed Goblin'], { 'Bear Cub': OPPONENT });
    await expect(await submitDeclaration(page)).toContainText('Incorrect');
  }

  await page.getByRole('link', { name: 'Progress', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
  await expect(page.getByText(/Days in a row with practice: [1-9]\d* \(longest: [1-9]\d*\)/)).toBeVisible();
  // Three misses just now: no right answer in a row at the moment.
  await expect(page.getByText(/Right answers in a row: 0 \(longest: \d+\)/)).toBeVisible();
  const byDay = page.getByRole('img', { name: 'Accuracy by day' });
  await expect(byDay).toBeVisible();
  await expect(byDay.locator('rect')).toHaveCount(30);
  await expect(page.getByRole('img', { name: 'Accuracy by tag' })).toBeVisible();
  // By the seven steps of the process (CR 508.1): Bear Cub attacking alone breaks the Goblin's requirement.
  const bySteps = page.getByRole('table', { name: 'Accuracy by step' });
  await expect(bySteps).toBeVisible();
  await expect(bySteps.getByRole('row', { name: /^Step 3: Check requirements/ }).getByRole('button', { name: 'Practice step 3' })).toBeVisible();
  await snap('practice-progress');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export progress (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('attack-trainer-progress.csv');
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toMatch(/^time,pack,quiz,title,tags,correct,timeMs,mode\r\n.*ex-cub-goblin/s);
});

test("a weak topic's Practice button starts a session on that topic and filters the library to it", async ({ page, app }) => {
  await app.open('#/progress');
  // The weakest topic is whichever the specs before this one missed most on the shared host: take the first.
  const practice = page
    .getByRole('region', { name: 'Weakest topics' })
    .getByRole('button', { name: /^Practice / })
    .first();
  await expect(practice).toBeVisible();
  const topic = ((await practice.getAttribute('aria-label')) ?? '').replace(/^Practice /, '');
  expect(topic).not.toBe('');
  await practice.click();
  // A quiz of the topic opens at once, as the first of a session.
  await expect(page.getByText(/^Quiz 1 of \d+ in this study session$/)).toBeVisible();
  await expect(page.getByRole('main').locator('.meta .tag', { hasText: new RegExp(`^${escapeRegExp(topic)}$`) })).toHaveCount(1);
  await page.getByRole('link', { name: 'Library', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
  const tag = page.getByLabel('Tag');
  await expect(tag).toHaveValue(topic);

  // Leave the library unfiltered for the tests that follow.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/setSetting') && (r.request().postData() ?? '').includes('"tag":null'));
  await tag.selectOption({ label: 'All tags' });
  await saved;
});
