/**
 * The progress dashboard with an empty history and with a thousand attempts, on a host of its
 * own with a fresh data folder, so that the shared host's history neither helps nor is disturbed.
 */
import { expect, test } from '@playwright/test';
import { startOwnHost, watchProblems, type OwnHost } from './own-host.ts';

let host: OwnHost | undefined;

test.beforeAll(async () => {
  host = await startOwnHost('volume');
});

test.afterAll(() => host?.stop());

test('the dashboard renders with no history, then with a thousand attempts', async ({ page }) => {
  // Two requests an answer (opening, then answering) on a shared, loaded machine.
  test.setTimeout(300_000);
  const problems = watchProblems(page);

  await page.goto(host!.at('#/progress'));
  await expect(page.getByRole('heading', { name: 'Progress', level: 1 })).toBeVisible();
  await expect(page.getByText('No attempts yet.', { exact: false })).toBeVisible();

  // A thousand answers to an authored choice question (scored from the pack, so this is quick): every
  // third one wrong.
  const { origin } = host!.url;
  const token = host!.url.searchParams.get('token')!;
  for (let i = 0; i < 1000; i++) {
    const selected = i % 3 === 0 ? ['bearers'] : ['legal', 'quest3'];
    // Each answer after its own opening: the service grades the first answer after getQuiz only.
    const opened = await page.request.post(`${origin}/api/getQuiz`, { headers: { 'x-trainer-token': token }, data: { packId: 'builtin', quizId: 'q04' } });
    expect(opened.ok()).toBe(true);
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
  // Multiple-choice answers have no step of the process: they are counted apart, under no step.
  await expect(page.getByRole('table', { name: 'Accuracy by step' })).toBeVisible();
  await expect(page.getByText(/\d+ answers have no step recorded/)).toBeVisible();
  expect(problems).toEqual([]);
});
