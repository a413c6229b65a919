// Keyboard-only driving: focus moves with Tab alone, actions are Enter and typing, never a click.
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has focus (fails after `limit` presses). */
export async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to a field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs to a control and presses Enter on it. */
export async function activate(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}
