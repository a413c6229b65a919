import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * One page per worker, reused from story to story: each story still loads in a fresh document
 * (`goto`), but Storybook's scripts are fetched, parsed and compiled once per worker instead of once
 * per screenshot, and MSW's service worker stays installed. What a story could leave behind for the
 * next (its storage) is cleared before any of the next story's scripts run.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
      });
      await context.addInitScript(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string; tags?: string[] };

const index = JSON.parse(
  readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8'),
) as {
  entries: Record<string, IndexEntry>;
};
const visualStories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.tags?.includes('visual'),
);

test('at least one story is tagged visual', () => {
  expect(visualStories.length).toBeGreaterThan(0);
});

for (const story of visualStories) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${story.title} / ${story.name} (${theme})`, async ({ storyPage: page, baseURL }) => {
      await page.goto(`${baseURL}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
      // The story has rendered: into #storybook-root, or only into a portal (an open modal).
      await page.waitForFunction(
        () =>
          (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0 ||
          document.querySelector('[role="dialog"], [role="alertdialog"]') !== null,
      );
      // The story's play function has finished: a screenshot taken while it still types or clicks
      // differs from run to run.
      await page.waitForFunction(() => {
        const renders = (window as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } })
          .__STORYBOOK_PREVIEW__?.storyRenders;
        return (
          renders !== undefined &&
          renders.length > 0 &&
          renders.every((render) => render.phase === 'completed' || render.phase === 'finished')
        );
      });
      await page.evaluate(() => document.fonts.ready);
      // Every image fetched and shown (an avatar appears only once its image has loaded): a
      // screenshot taken while one loads differs by it.
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
      // The whole page, not #storybook-root: toasts, dialogs and menus render in portals outside it.
      await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, { fullPage: true });
    });
  }
}
