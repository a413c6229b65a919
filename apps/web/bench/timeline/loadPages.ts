// Loads the timeline's pages the way a reader does, by scrolling to the end until `target` posts
// are in the list, and returns what the in-page probe timed for each page.
import type { Page } from 'playwright';
import { type PagePaint, timelineListSelector } from './pageProbes.ts';
import { sleep } from './stats.ts';

/** Posts in the list (the last card's aria-posinset, read at the end of the page). */
function listLength(page: Page): Promise<number> {
  return page.evaluate(async (selector) => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const places = [...document.querySelectorAll(`${selector} > li`)].map((item) =>
      Number(item.getAttribute('aria-posinset')),
    );
    return Math.max(0, ...places);
  }, timelineListSelector);
}

/** Scrolls to the end until `target` posts are loaded or `timeoutMs` passes; the posts loaded and every page's timings. */
export async function loadPages(
  page: Page,
  target: number,
  timeoutMs: number,
): Promise<{ loaded: number; paints: PagePaint[] }> {
  const deadline = Date.now() + timeoutMs;
  const pagesSeen = () => page.evaluate(() => window.__timelineBench.pagePaints.length);
  // Read before each scroll to the end, which asks for the next page.
  let seen = await pagesSeen();
  let loaded = await listLength(page);
  while (loaded < target && Date.now() < deadline) {
    await page
      .waitForFunction(
        (count) => {
          const paints = window.__timelineBench.pagePaints;
          return paints.length > count && paints.every((paint) => paint.paintedAt !== null);
        },
        seen,
        { timeout: 5_000, polling: 50 },
      )
      .catch(() => sleep(100));
    seen = await pagesSeen();
    loaded = await listLength(page);
  }
  // The last scroll to the end may have asked for one more page: only the pages up to `loaded` count.
  const paints = await page.evaluate(() => window.__timelineBench.pagePaints);
  return { loaded, paints: paints.slice(0, seen) };
}
