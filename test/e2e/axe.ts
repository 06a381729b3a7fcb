/**
 * axe-core (the accessibility engine) run inside the page, read from node_modules: no network. A
 * violation is reported as "rule: target (summary)" so a failure names what to fix.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  readonly id: string;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

/** The page's WCAG 2.x A/AA violations now, one line per element. */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate<boolean>(`typeof window.axe !== 'undefined'`);
  // Evaluated through the debugging protocol, which the page's CSP (no inline scripts) does not govern.
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate<AxeViolation[]>(
    `axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }).then((r) => r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })))`,
  );
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.map(String).join(' ')} (${v.help})`));
}
