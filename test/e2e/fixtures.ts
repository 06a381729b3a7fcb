/**
 * The `test` every spec uses. Each test gets:
 * - a page watched for what must never happen: a console error, an uncaught page error, or any request
 *   leaving the app's own origin (the app is offline: system fonts, no CDN). Such requests are also
 *   aborted, so nothing leaves the machine even when a test is about to fail for it. The test fails at
 *   its end with the full list.
 * - `app`: the host's URL (with the token) and `open(hash)` to load a route like a bookmark would.
 * - `snap(name)`: a named screenshot at a key moment, in test-results/screenshots/<name>.png and
 *   attached to the report (`screenshot: 'on'` also keeps each test's final state).
 */
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { appUrl } from './app-url.ts';

export interface App {
  /** The page's URL with the run's token, as the host printed it. */
  readonly url: URL;
  /**
   * Loads the app at a hash route (`''` is the library, `#/quiz/<pack>/<quiz>` a quiz). The sandbox
   * keeps its draft between visits, so `#/sandbox` starts over from an empty board unless
   * `keepDraft` is set: each test builds its own board, whatever the test before it left.
   */
  open(hash?: string, options?: { keepDraft?: boolean }): Promise<void>;
}

interface Fixtures {
  app: App;
  snap: (name: string) => Promise<void>;
  guard: void;
}

/** data: and blob: URLs are read from memory, not the network; everything else must be the app's origin. */
const isLocal = (url: string, origin: string): boolean =>
  url.startsWith('data:') || url.startsWith('blob:') || url === 'about:blank' || new URL(url).origin === origin;

export const test = base.extend<Fixtures>({
  app: async ({ page }, use) => {
    const url = appUrl();
    await use({
      url,
      async open(hash = '', options = {}) {
        const target = new URL(url);
        // '' is the library ('#/'); the bare address opens the start screen, which start.spec.ts visits by '#/start'.
        target.hash = hash === '' ? '#/' : hash;
        await page.goto(target.href);
        if (hash === '#/sandbox' && options.keepDraft !== true) {
          const startOver = page.getByRole('button', { name: 'Start over' });
          await expect(startOver).toBeEnabled();
          await startOver.click();
          await expect(page.getByRole('list', { name: 'Creatures on the board' }).getByRole('listitem')).toHaveText(/No creatures yet/);
        }
      },
    });
  },

  snap: async ({ page }, use, testInfo) => {
    await use(async (name: string) => {
      const file = path.join(testInfo.project.outputDir, 'screenshots', `${name}.png`);
      await page.screenshot({ path: file });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    });
  },

  guard: [
    async ({ page, context }, use) => {
      const origin = appUrl().origin;
      const problems: string[] = [];
      await context.route(
        (url) => !isLocal(url.href, origin),
        (route) => route.abort('blockedbyclient'),
      );
      page.on('request', (request) => {
        if (!isLocal(request.url(), origin)) problems.push(`request outside the app's origin: ${request.method()} ${request.url()}`);
      });
      page.on('websocket', (ws) => problems.push(`websocket opened: ${ws.url()}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location();
        problems.push(`console error: ${message.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.name}: ${error.message}`));
      await use();
      expect(problems, 'no console error, no page error, no request outside the app').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The text of the element that has the keyboard focus (empty when nothing is focused). */
export const focusedText = async (page: Page): Promise<string> => (await page.locator(':focus').textContent()) ?? '';
