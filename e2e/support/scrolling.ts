// Scrolling as a reader does, waiting on what the reader sees.
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

/** True when one of the locator's elements is laid out and at least partly inside the viewport. */
function onScreen(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) =>
    elements.some((element) => {
      const box = element.getBoundingClientRect();
      return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    }),
  );
}

/**
 * Turns the mouse wheel down, a step at a time, until `target` is on screen. Being in the document
 * is not enough: the timeline's flowing list holds a whole page of cards, most of them below the
 * screen, and while the reader scrolls it gives way to the virtual list, which keeps only the cards
 * near the viewport (TimelinePostList). A card found below the screen a moment ago may then be gone
 * until the scroll reaches it, so only a card on screen is one the next step can act on. The wait
 * is on that state, never on time: each look that finds it off screen turns the wheel once more.
 */
export async function scrollUntilOnScreen(page: Page, target: Locator, step = 500): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await onScreen(target)) return true;
        await page.mouse.wheel(0, step);
        return false;
      },
      { message: 'scrolled until it is on screen', timeout: 60_000, intervals: [200] },
    )
    .toBe(true);
}
