import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';

test('the app answers at the URL pnpm start prints, titled Vizinhos, with no axe violations', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Vizinhos/);
  await expect(page.locator('#root')).not.toBeEmpty();
  // The design system's global styles (reset, self-hosted Inter) survive the production build.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter');
  await expectNoAxeViolations(page);
});
