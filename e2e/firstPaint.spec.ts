// The first page the server paints for a signed-in `/` (issue 27), on the real build and server:
// the first post shows before the app's script runs (here, with no script at all), in the design
// system's styles, and once the app shows its timeline the painted page is gone (one copy of the
// post in the document), with nothing moved.
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

test('a signed-in / shows its first post before any script, then the app’s own, once, with nothing moved', async ({
  page,
  context,
  openContext,
}) => {
  await page.goto('/');
  await signIn(page);
  const answer = await page.request.get('/api/v1/posts?page=1');
  const [first] = ((await answer.json()) as { posts: Array<{ title: string }> }).posts;
  if (!first) throw new Error('the demo timeline has no post');

  // No script at all: what the page shows is the server's.
  const noScript = await openContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const painted = await noScript.newPage();
  await painted.goto('/');
  const paintedTitle = painted.locator('#first-paint').getByText(first.title, { exact: true });
  await expect(paintedTitle).toBeVisible();
  // In the design system's styles: the theme's values and the card's own class apply.
  expect(await paintedTitle.evaluate((title) => getComputedStyle(title).fontFamily)).toContain('Inter');
  await expect(painted.locator('#first-paint article').first()).toHaveCSS('border-top-style', 'solid');

  // With the app: the layout shifts of the page are counted from the start.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByRole('article', { name: first.title })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByText(first.title, { exact: true })).toHaveCount(1);
  const shifted = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThan(0.01);
});

test('a phone reads in the system font and never downloads Inter; a wide window preloads and uses it', async ({
  openContext,
}) => {
  for (const [width, usesInter] of [
    [390, false],
    [1280, true],
  ] as const) {
    const context = await openContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    if (usesInter) {
      expect(family).toContain('Inter');
      expect(fonts.some((url) => url.includes('inter-latin-wght-normal'))).toBe(true);
    } else {
      expect(family).not.toContain('Inter');
      expect(fonts).toEqual([]);
    }
    await context.close();
  }
});
