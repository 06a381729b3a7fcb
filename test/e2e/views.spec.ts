/**
 * (d) The attack tree's text outline by keyboard alone, and (e) the worked example's steps.
 */
import { expect, focusedText, test } from './fixtures.ts';
import { OPPONENT, setAttacks, submitDeclaration } from './helpers.ts';

test('the attack tree outline reaches a terminal node with the keyboard alone', async ({ page, app, snap }) => {
  // The article's conditional example: its tree is four levels deep (steps 0 to 3) on one branch.
  await app.open('#/quiz/builtin/ex-magnetic-web');
  await expect(page.getByRole('heading', { name: 'Magnetic Web, Ekundu Cyclops and Crawlspace' })).toBeVisible();
  // The tree opens once an answer is in (it lists the legal declarations): any answer will do.
  await submitDeclaration(page);
  await page.getByRole('tab', { name: 'Attack tree' }).click();
  const outline = page.getByRole('tree');
  await expect(outline).toBeVisible();
  await expect(outline.getByRole('treeitem').first()).toBeVisible();
  await snap('d-attack-tree');

  // Into the outline with Tab, as a keyboard user gets there (the tree holds one tab stop).
  const focused = page.locator(':focus');
  for (let i = 0; i < 60; i++) {
    if ((await focused.getAttribute('role').catch(() => null)) === 'treeitem') break;
    await page.keyboard.press('Tab');
  }
  await expect(focused, 'Tab reaches a tree item').toHaveAttribute('role', 'treeitem');
  await expect(outline.locator(':focus')).toHaveCount(1);

  // Down the tree: expand a collapsed item (→), else move to the next visible one (↓), until the
  // focused item is a leaf whose text says it is terminal.
  const seen: string[] = [];
  for (let i = 0; i < 80; i++) {
    const expanded = await focused.getAttribute('aria-expanded');
    const text = (await focusedText(page)).replace(/\s+/g, ' ').trim();
    seen.push(`${expanded ?? 'leaf'}: ${text}`);
    if (expanded === null && /ends here/i.test(text)) break;
    await page.keyboard.press(expanded === 'false' ? 'ArrowRight' : 'ArrowDown');
    await expect(focused, `focus stays on a tree item (so far: ${seen.join(' | ')})`).toHaveAttribute('role', 'treeitem');
  }
  await expect(focused, `a terminal item is reached (visited: ${seen.join(' | ')})`).toContainText(/ends here/i);
  await expect(focused).not.toHaveAttribute('aria-expanded');
  await expect(focused).toHaveAttribute('aria-level', /^[2-9]|\d\d+$/);
  await snap('d-attack-tree-terminal-focused');
});

test('the worked example steps through steps 1 to 7 and shows the requirement count at step 3', async ({ page, app, snap }) => {
  await app.open('#/quiz/builtin/ex-crawlspace');
  await expect(page.getByRole('heading', { name: 'Crawlspace against four would-be attackers' })).toBeVisible();
  // The worked example opens after an answer (it judges declarations): the Goblin and the Cub, a legal one.
  await setAttacks(page, ['Crazed Goblin', 'Avatar of Slaughter', 'Bear Cub', 'Wall of Roots'], { 'Crazed Goblin': OPPONENT, 'Bear Cub': OPPONENT });
  await submitDeclaration(page);
  await page.getByRole('tab', { name: 'Worked example' }).click();
  await expect(page.getByRole('tab', { name: 'Worked example' })).toHaveAttribute('aria-selected', 'true');

  // The Goblin and the Cub: legal, three of the five requirement units (spec §2 step 3).
  const example = page.getByRole('region', { name: 'Worked example' });
  await setAttacks(example, ['Crazed Goblin', 'Avatar of Slaughter', 'Bear Cub', 'Wall of Roots'], { 'Crazed Goblin': OPPONENT, 'Bear Cub': OPPONENT });
  const next = page.getByRole('button', { name: 'Next step' });
  const previous = page.getByRole('button', { name: 'Previous step' });
  const step = (n: number) => page.getByRole('heading', { name: new RegExp(`^Step ${n}\\b`) });

  await expect(step(1)).toBeVisible();
  await snap('e-worked-example-step-1');
  for (let n = 2; n <= 7; n++) {
    await next.click();
    await expect(step(n)).toBeVisible();
    if (n === 3) {
      // In the step's own text, not only in the verdict line above the steps.
      await expect(page.getByRole('article').filter({ has: step(3) })).toContainText(/5 requirements exist; this declaration obeys 3\b/);
      await snap('e-worked-example-step-3-requirements');
      await previous.click();
      await expect(step(2)).toBeVisible();
      await next.click();
      await expect(step(3)).toBeVisible();
    }
  }
  await snap('e-worked-example-step-7');
  await expect(next).toBeDisabled();
});
