import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

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
    test(`${story.title} / ${story.name} (${theme})`, async ({ page }) => {
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
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
