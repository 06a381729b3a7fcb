/**
 * Blocking from the keyboard and the mouse, as a person does it: a blocking puzzle (digits pick a
 * blocker and then its attacker, `a` lists the declaration, Enter submits), the result with the answer
 * and the 509.1 explanation; the blocking sandbox reached by its switch, its live legal blocks, one
 * declaration checked, a card added and removed, a share code; the blocking sandbox's board saved as
 * a quiz (the attack sandbox's "Save as quiz"), opened as a learner and edited back. Looked at in every
 * window size and both color schemes; the screens read card names and players' names, never an id.
 */
import { expect, test } from './fixtures.ts';
import { applyLook, LOOKS, NARROW_WINDOW, pageWidths } from './helpers.ts';

const LOOKS_HERE = [
  ...(['light', 'dark'] as const).map((scheme) => ({ size: NARROW_WINDOW, scheme, tag: `800x900-${scheme}` })),
  ...LOOKS.filter((l) => l.size.width !== 1024),
];

/** No engine id on screen: ids are lower-case words joined by "-" (giant-spider) or carry a digit suffix. */
async function expectJudgeLanguage(text: string): Promise<void> {
  expect(text).not.toMatch(/\b[a-z]+(?:-[a-z]+)+-\d+\b|\bgiant-spider\b|\bserra-angel\b|\bboggart-brute\b|\bcloud-sprite\b|\bopp\b/);
  expect(text).not.toMatch(/\b(alice)\b/);
}

test('a blocking puzzle: list declarations with the keys, submit, read the answer and 509.1', async ({ page, app, snap }) => {
  test.setTimeout(90_000);
  await app.open('#/puzzles');
  await page.getByLabel('Theme').selectOption('blocking');
  await page.getByRole('button', { name: 'Start' }).click();
  const board = page.getByTestId('block-board');
  await expect(board).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('block-prompt')).toContainText(/^Alice attacks you with /);
  await expect(board.getByRole('heading', { name: "Attacking: Alice's creatures" })).toBeVisible();
  await expect(board.getByTestId('attacker').first()).toContainText(/attacks you/);

  // Blocker 1 blocks attacker 1: the tiles say so, the declaration reads in card names.
  const blocker = (await board.getByTestId('blocker').first().locator('.name').textContent()) ?? '';
  const attacker = (await board.getByTestId('attacker').first().locator('.name').textContent()) ?? '';
  await page.locator('body').press('1');
  await expect(board.getByTestId('blocker').first()).toHaveAttribute('aria-pressed', 'true');
  await page.locator('body').press('1');
  await expect(page.getByTestId('block-current')).toContainText(`${blocker} blocks ${attacker}`);
  await page.locator('body').press('a');
  // And "no blocks" listed too: two declarations in the answer.
  await page.locator('body').press('a');
  await expect(page.getByTestId('block-listed').locator('li')).toHaveCount(2);
  await expect(page.getByTestId('block-listed')).toContainText('No creature blocks');
  await expectJudgeLanguage(await page.getByRole('main').innerText());
  await snap('blocking-puzzle-question');

  await page.locator('body').press('Enter');
  await expect(page.getByTestId('verdict')).toHaveText(/Correct|Not quite/);
  await expect(page.getByTestId('block-answer').locator('li').first()).toBeVisible();
  if ((await page.getByTestId('verdict').textContent()) === 'Not quite') {
    await expect(page.getByTestId('block-explanation').first()).toContainText(/509\.1[a-d]/);
  }
  await expect(page.getByTestId('rating')).not.toHaveText('1500');
  await expectJudgeLanguage(await page.getByRole('main').innerText());
  await snap('blocking-puzzle-feedback');

  // Showing the answer is a miss; the next one comes with N.
  await page.locator('body').press('n');
  await expect(page.getByTestId('block-board')).toBeVisible({ timeout: 20_000 });
  await page.locator('body').press('g');
  await expect(page.getByTestId('verdict')).toHaveText('Not quite');
  await expect(page.getByTestId('block-explanation').first()).toContainText(/Legal|Illegal/);

  // The answered puzzle is kept as a quiz of the Generated puzzles pack: it opens as a blocking quiz.
  const kept = page.getByRole('link', { name: 'Review it' });
  await expect(kept).toHaveAttribute('href', /^#\/quiz\/generated-puzzles(-\d+)?\//);
  await kept.click();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/Attacking|attacks you/);
  await expectJudgeLanguage(await page.getByRole('main').innerText());
});

test('the blocking sandbox saves its board as a quiz: answered by the blocking engine, opened as a learner, edited back, deleted', async ({
  page,
  app,
  snap,
}) => {
  test.setTimeout(90_000);
  const title = 'Blocking sandbox quiz';
  await app.open('#/sandbox/block');
  await expect(page.getByTestId('block-legal').getByRole('button').first()).toBeVisible({ timeout: 20_000 });
  const details = page.getByRole('form', { name: 'Quiz details' });
  await expect(details.getByLabel('Prompt')).toHaveValue('Select every legal block declaration.');
  // The question types and step notes are the blocking ones.
  await expect(details.getByLabel('Question type').locator('option')).toHaveText(['Every legal declaration', 'Can this creature block?']);
  await details.getByText('Notes per step (optional)').click();
  await expect(details.getByLabel('CR 509.1c note')).toBeVisible();
  await details.getByLabel('Title').fill(title);
  await details.getByLabel('Short explanation').fill('Every declaration the blocking engine lists, and no other.');
  await details.getByLabel('CR 509.1b note').fill('Evasion limits who can block whom (CR 509.1b).');
  await details.getByLabel('Tags').fill('blocking, block-restrictions');
  await details.getByRole('button', { name: 'Check quiz' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Engine's answer" })).toContainText(/\d+ legal declarations?/);
  await details.getByRole('button', { name: 'Save quiz' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(title);
  const mine = page.getByRole('list', { name: 'My quizzes' });
  await expect(mine.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expectJudgeLanguage(await page.getByRole('main').innerText());
  await snap('blocking-sandbox-quiz-saved');

  // Opened as a learner: a blocking quiz on the sandbox's board, the answer withheld.
  await page.getByRole('link', { name: 'Open as a learner' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('block-attackers')).toBeVisible();
  await expect(page.getByTestId('block-build')).toBeVisible();

  // Back in the blocking sandbox: Edit fills the form again; then the quiz is deleted, leaving My quizzes as found.
  await app.open('#/sandbox/block');
  await mine.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  await expect(details.getByLabel('Title')).toHaveValue(title);
  await expect(details.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await mine.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await page.getByRole('button', { name: `Confirm delete ${title}` }).click();
  await expect(mine.getByRole('link', { name: title, exact: true })).toHaveCount(0);
});

test('the blocking sandbox: switch, live legal blocks, check, add and remove a card, share', async ({ page, app, snap }) => {
  // The attacking sandbox opens first and runs its engine: on a loaded two-core machine that takes a while.
  test.setTimeout(120_000);
  await app.open('#/sandbox', { keepDraft: true });
  await page.getByRole('navigation', { name: 'Sandbox: which declaration' }).getByRole('link', { name: 'Blocking' }).click();
  await expect(page).toHaveURL(/#\/sandbox\/block$/);
  await expect(page.getByRole('heading', { name: 'Sandbox: declaring blockers', level: 1 })).toBeVisible();
  // Lure on the Serra Angel: both your creatures can block it, so each must.
  const count = page.getByTestId('block-legal-count');
  await expect(count).toHaveText(/^\d+ legal declarations?\./);
  const before = await count.textContent();
  await expect(page.getByTestId('block-legal')).toContainText('Giant Spider blocks Serra Angel');

  // No blocks at all breaks Lure's requirement (509.1c).
  await page.getByRole('button', { name: 'Check this declaration' }).click();
  await expect(page.getByTestId('block-explanation')).toContainText('Illegal at CR 509.1c');
  await expect(page.getByTestId('block-explanation')).toContainText('Lure');
  await snap('blocking-sandbox-check');

  // A legal one picked from the list is legal.
  await page.getByTestId('block-legal').getByRole('button').first().click();
  await page.getByRole('button', { name: 'Check this declaration' }).click();
  await expect(page.getByTestId('block-explanation')).toContainText('Legal');

  // The keys: blocker 2 (Cloud Sprite), attacker 2 (Boggart Brute) — menace makes it illegal alone.
  await page.getByRole('heading', { name: 'Check a declaration' }).click();
  const current = page.getByTestId('block-current');
  await page.keyboard.press('2');
  await page.keyboard.press('0');
  await expect(current).not.toContainText('Cloud Sprite blocks');
  await page.keyboard.press('1');
  await page.keyboard.press('0');
  await expect(current).toContainText('No creature blocks');
  await page.keyboard.press('2');
  await page.keyboard.press('2');
  await expect(current).toContainText('Cloud Sprite blocks Boggart Brute');
  await page.getByRole('button', { name: 'Check this declaration' }).click();
  await expect(page.getByTestId('block-explanation')).toContainText(/Illegal at CR 509\.1[bc]/);

  // Remove Lure: the legal set changes, live.
  await page.getByRole('button', { name: /^Remove Lure:/ }).click();
  await expect(count).not.toHaveText(before ?? '');
  // Add Silent Arbiter on your side.
  await page.getByTestId('block-preset').selectOption({ label: 'Silent Arbiter (1/5)' });
  await page.getByLabel('Yours, to block with').check();
  await page.getByRole('button', { name: 'Add Silent Arbiter' }).click();
  await expect(page.getByRole('region', { name: 'Cards and effects' })).toContainText('Silent Arbiter: no more than one creature can block.');
  await expect(page.getByTestId('blocker')).toHaveCount(3);

  await page.getByRole('button', { name: 'Make a share code' }).click();
  await expect(page.getByTestId('block-share-code')).toHaveValue(/^AT2\.b\./);
  await expectJudgeLanguage(await page.getByRole('main').innerText());
});

for (const look of LOOKS_HERE) {
  test(`blocking screens look right at ${look.tag}`, async ({ page, app, snap }) => {
    test.setTimeout(60_000);
    await applyLook(page, look);
    await app.open('#/sandbox/block');
    await expect(page.getByTestId('block-legal-count')).toBeVisible();
    const [scroll, inner] = await pageWidths(page);
    expect(scroll).toBeLessThanOrEqual(inner);
    await snap(`blocking-sandbox-${look.tag}`);
    await app.open('#/puzzles');
    await page.getByLabel('Theme').selectOption('blocking');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByTestId('block-board')).toBeVisible({ timeout: 20_000 });
    await page.locator('body').press('1');
    await page.locator('body').press('1');
    const [s2, i2] = await pageWidths(page);
    expect(s2).toBeLessThanOrEqual(i2);
    await snap(`blocking-puzzle-${look.tag}`);
  });
}
