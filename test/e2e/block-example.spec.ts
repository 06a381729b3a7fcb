/**
 * The worked example of a blocking quiz, as a learner uses it after a wrong answer, at the narrow
 * 800×900 window and at 1920×1080, light and dark: the tab is locked before the answer; after it, the
 * diff gives the engine's reasons, and the Worked example walks the steps of CR 509.1 for the missed
 * declaration, then for the learner's illegal "No block" (it opens on 509.1c, the failing step, each
 * Lure marked not obeyed), then for a declaration built with the boxes (509.1a fails: one blocker,
 * two attackers).
 *
 * "Two Lures and one blocker": Giant Spider must block the lured Grizzly Bears or the lured Hill Giant.
 */
import { expect, test } from './fixtures.ts';
import { applyLook, LOOKS_FROM_800, pageWidths } from './helpers.ts';
import { axeViolations } from './axe.ts';

const LOOKS = LOOKS_FROM_800.filter((l) => l.size.width === 800 || l.size.width === 1920);

for (const look of LOOKS) {
  test(`a blocking quiz's worked example steps through CR 509.1 at ${look.tag}`, async ({ page, app, snap }) => {
    await applyLook(page, look);
    await app.open('#/quiz/builtin/blk-two-lures-one-blocker');
    await expect(page.getByRole('heading', { name: 'Two Lures and one blocker' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Quiz views' }).getByRole('tab');
    // A block quiz has no attack tree; its worked example waits for the answer.
    await expect(tabs).toHaveText(['Answer', 'Worked example']);
    await tabs.filter({ hasText: 'Worked example' }).click();
    await expect(page.getByTestId('example-locked')).toContainText('opens after you submit your answer');
    await expect(page.getByTestId('block-stepper')).toHaveCount(0);

    // "No block" alone (the tab keeps the keys, so by the buttons): add it, submit.
    await tabs.filter({ hasText: 'Answer' }).click();
    await page.getByRole('button', { name: 'Add this declaration (a)' }).click();
    await page.getByRole('button', { name: 'Submit answer' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Correct|Incorrect/ })).toContainText('Incorrect');
    // The diff, from the same call: why each missed declaration is legal, and one that does better than the illegal pick.
    await expect(page.getByTestId('block-missed').getByRole('listitem').first()).toContainText(
      'Legal: Giant Spider blocks Grizzly Bears follows every step of CR 509.1.',
    );
    await expect(page.getByTestId('block-illegal').getByRole('listitem')).toContainText(/Does better: Giant Spider blocks (Grizzly Bears|Hill Giant)/);

    await tabs.filter({ hasText: 'Worked example' }).click();
    const stepper = page.getByTestId('block-stepper');
    const verdict = stepper.getByRole('status');
    // It starts from the first declaration the learner missed, on 509.1a.
    await expect(verdict).toHaveText('Giant Spider blocks Grizzly Bears is legal: it follows every step of CR 509.1.');
    const step = stepper.getByRole('article');
    await expect(step.getByRole('heading')).toContainText('CR 509.1a: Choose the blockers and what each blocks');
    await expect(stepper.getByText('Step 1 of 4')).toBeVisible();
    for (const [n, heading] of [
      [2, 'CR 509.1b: Check restrictions'],
      [3, 'CR 509.1c: Check requirements'],
      [4, 'CR 509.1d: Total the costs, activate mana abilities and pay'],
    ] as const) {
      await stepper.getByRole('button', { name: 'Next step' }).click();
      await expect(stepper.getByText(`Step ${n} of 4`)).toBeVisible();
      await expect(step.getByRole('heading')).toContainText(heading);
      await expect(step.getByRole('heading')).toContainText('✓ passes');
    }
    await expect(stepper.getByRole('button', { name: 'Next step' })).toBeDisabled();
    await expect(step).toContainText('No blocking creature has a cost to block (CR 509.1d).');
    // The arrow keys step back, as on the attack side's stepper.
    await stepper.getByRole('heading', { name: /CR 509\.1d/ }).click();
    await page.keyboard.press('ArrowLeft');
    await expect(stepper.getByText('Step 3 of 4')).toBeVisible();

    // The learner's own illegal "No block": it opens on the step that fails, each Lure not obeyed.
    await stepper.getByLabel('From your answer').selectOption({ label: 'No block' });
    await expect(verdict).toHaveText('No block is not legal: it fails CR 509.1c (check requirements).');
    await expect(step.getByRole('heading')).toContainText('CR 509.1c: Check requirements');
    await expect(step.getByRole('heading')).toContainText('✗ fails');
    await expect(step.getByRole('listitem')).toContainText([
      'It obeys 0 of 2 requirements',
      'Not obeyed: Giant Spider blocks Grizzly Bears (Lure)',
      'Not obeyed: Giant Spider blocks Hill Giant (Lure)',
      'For example, this declaration obeys 1 requirement without paying more',
    ]);
    await expect(step).not.toContainText(/obears|ogiant|spider\b|mustBlock|lure1/);
    await snap(`block-example-fails-${look.tag}`);
    const [scroll, inner] = await pageWidths(page);
    expect(scroll).toBeLessThanOrEqual(inner);
    expect(await axeViolations(page)).toEqual([]);

    // Built with the boxes: the Spider blocks both attackers, one more than it can (509.1a); 509.1c is then not judged.
    const build = stepper.getByRole('group', { name: 'Attackers Giant Spider blocks' });
    await build.getByRole('checkbox', { name: 'Grizzly Bears' }).check();
    await build.getByRole('checkbox', { name: 'Hill Giant' }).check();
    await expect(verdict).toHaveText(
      'Giant Spider blocks Grizzly Bears and Hill Giant is not legal: it fails CR 509.1a (choose the blockers and what each blocks).',
    );
    await expect(step).toContainText('Giant Spider blocks 2 creatures but can block only 1 creature');
    await expect(stepper.getByRole('button', { name: /^509\.1c Check requirements/ })).toContainText('not judged');
    await snap(`block-example-built-${look.tag}`);
  });
}
