/**
 * A board paid by creatures in the quiz screen: Vhal and Llanowar Elves under Propaganda.
 * The worked example says why both attacking can't be paid (the attacking Elves are tapped), names
 * Vhal's mana when Vhal attacks alone, and the attack tree opens — boards like this used to get
 * neither. Screenshots at the three sizes, light and dark.
 */
import { expect, test } from './fixtures.ts';
import { applyLook, LOOKS, OPPONENT, setAttacks, submitDeclaration } from './helpers.ts';

const VHAL = 'Vhal, Candlekeep Researcher';
const ELVES = 'Llanowar Elves';

for (const look of LOOKS) {
  test(`creature mana in the worked example and the tree at ${look.tag}`, async ({ page, app, snap }) => {
    await applyLook(page, look);
    await app.open('#/quiz/builtin/q10-legal');
    await expect(page.getByRole('heading', { name: 'Vhal and Llanowar Elves under Propaganda' })).toBeVisible();
    // The worked example and the tree open once an answer is in: any answer will do.
    await submitDeclaration(page);

    await page.getByRole('tab', { name: 'Worked example' }).click();
    const example = page.getByRole('region', { name: 'Worked example' });
    const step = (n: number) => page.getByRole('heading', { name: new RegExp(`^Step ${n}\\b`) });
    const next = page.getByRole('button', { name: 'Next step' });

    // Both attack: {4}, and only Vhal (vigilance) is still untapped to make mana.
    await setAttacks(example, [VHAL, ELVES], { [VHAL]: OPPONENT, [ELVES]: OPPONENT });
    await expect(step(1)).toBeVisible();
    for (let n = 2; n <= 7; n++) {
      await next.click();
      await expect(step(n)).toBeVisible();
    }
    const payStep = page.getByRole('article').filter({ has: step(7) });
    await expect(payStep).toContainText(/cannot be paid/i);
    await expect(payStep).toContainText(/Llanowar Elves attacks without vigilance/);
    await snap(`creature-payment-both-${look.tag}`);

    // Vhal alone pays its own {2} (the stepper stays on step 7 for the new declaration).
    await setAttacks(example, [VHAL, ELVES], { [VHAL]: OPPONENT });
    await expect(step(7)).toBeVisible();
    await expect(payStep).toContainText(/Mana abilities of creatures used: Vhal, Candlekeep Researcher/);

    await page.getByRole('tab', { name: 'Attack tree' }).click();
    const outline = page.getByRole('tree');
    await expect(outline).toBeVisible();
    await expect(outline.getByRole('treeitem').first()).toBeVisible();
    await snap(`creature-payment-tree-${look.tag}`);
  });
}
