// The first page the server paints for a signed-in `/` and `/posts/{id}`, on the real build and server:
// the first post shows before the app's script runs (here, with no script at all), in the design
// system's styles, and once the app shows its timeline the painted page is gone (one copy of the
// post in the document), with nothing moved.
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { demoPassword, signIn } from './support/session.ts';
import { expect, type OpenContext, test } from './support/test.ts';

/**
 * Holds the app's scripts (not the painted page's starter, which the page waits for) until the
 * returned function is called: what a visitor does before the app starts.
 */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(?!first-paint-).*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Signs the demo resident in on `page`; the newest post of their timeline. */
async function signInForTheNewestPost(page: Page): Promise<{ id: string; title: string }> {
  await page.goto('/');
  await signIn(page);
  const answer = await page.request.get('/api/v1/posts?page=1');
  const [first] = ((await answer.json()) as { posts: Array<{ id: string; title: string }> }).posts;
  if (!first) throw new Error('the demo timeline has no post');
  return first;
}

/** A page of the same session with no script at all: what it shows is the server's. */
async function pageWithoutScript(openContext: OpenContext, context: BrowserContext): Promise<Page> {
  const noScript = await openContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  return noScript.newPage();
}

test('a signed-in / shows its first post before any script, then the app’s own, once, with nothing moved', async ({
  page,
  context,
  openContext,
}) => {
  const first = await signInForTheNewestPost(page);
  // No script at all: what the page shows is the server's.
  const painted = await pageWithoutScript(openContext, context);
  await painted.goto('/');
  const paintedTitle = painted.locator('#first-paint').getByText(first.title, { exact: true });
  await expect(paintedTitle).toBeVisible();
  // In the design system's styles: the theme's values and the card's own class apply.
  expect(await paintedTitle.evaluate((title) => getComputedStyle(title).fontFamily)).toContain('Inter');
  await expect(painted.locator('#first-paint article').first()).toHaveCSS('border-top-style', 'solid');

  // With the app: the layout shifts of the page are counted from the start.
  await countLayoutShifts(page);
  await page.goto('/');
  await expect(page.getByRole('article', { name: first.title })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByText(first.title, { exact: true })).toHaveCount(1);
  expect(await layoutShifted(page)).toBeLessThan(0.01);
});

test('a signed-in /posts/{id} shows its post before any script, then the app’s own, once, with nothing moved', async ({
  page,
  context,
  openContext,
}) => {
  const first = await signInForTheNewestPost(page);
  const painted = await pageWithoutScript(openContext, context);
  await painted.goto(`/posts/${first.id}`);
  // The painted page is hidden from assistive technology (the app's replaces it): found by its markup.
  const paintedTitle = painted.locator('#first-paint h1', { hasText: first.title });
  await expect(paintedTitle).toBeVisible();
  await expect(
    painted.locator('#first-paint a[href="/"]', { hasText: 'Voltar à linha do tempo' }),
  ).toBeVisible();
  await expect(painted.locator('#first-paint article').first()).toHaveCSS('border-top-style', 'solid');

  await countLayoutShifts(page);
  await page.goto(`/posts/${first.id}`);
  const region = page.getByRole('region', { name: 'Postagem' });
  await expect(region.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toHaveCount(1);
  // The app's own page adds the date to the byline, in the reader's zone.
  await expect(region.locator('p time')).toHaveCount(1);
  expect(await layoutShifted(page)).toBeLessThan(0.01);
  await expectNoAxeViolations(page);
});

/** Counts the page's layout shifts (not after input) from its start, in `window.shifts`. */
async function countLayoutShifts(page: Page): Promise<void> {
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
}

/** The sum of the layout shifts counted so far (countLayoutShifts). */
function layoutShifted(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
}

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

// A signed-out visitor: the login screen is painted by the server too (no script needed to see it),
// and what a fast typist writes there before the app starts is the app's form's (values, focus,
// and a submit made before then).
test('a signed-out visitor’s login screen shows before any script, and nothing typed before the app starts is lost', async ({
  page,
  openContext,
}) => {
  const noScript = await (await openContext({ javaScriptEnabled: false })).newPage();
  await noScript.goto('/');
  const painted = noScript.locator('#first-paint');
  await expect(painted.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(painted.getByLabel('Usuário ou email')).toBeEditable();
  await expect(painted.getByLabel('Senha')).toBeEditable();
  // In the design system's styles (the card's border), not the browser's.
  await expect(painted.locator('form').locator('..')).toHaveCSS('border-top-style', 'solid');
  // An address that shows something else is not painted as the login (an invite's signup wizard, a
  // mail link's page).
  for (const address of ['/?invite_code=abc', '/ativacao/usado', '/?reset_password_token=abc']) {
    await noScript.goto(address);
    await expect(noScript.locator('#root')).toHaveCount(1);
    await expect(noScript.locator('#first-paint')).toHaveCount(0);
  }

  // The app's scripts held back until the visitor has typed: the painted form takes it.
  const release = await holdAppScripts(page);
  await page.goto('/');
  await page.locator('#first-paint').getByLabel('Usuário ou email').fill('demo');
  await page.locator('#first-paint').getByLabel('Senha').pressSequentially('demo12');
  // The painted login is a page of its own for assistive technology too (the app's root unseen).
  await expectNoAxeViolations(page);
  release();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  const user = page.getByLabel('Usuário ou email');
  const password = page.getByLabel('Senha');
  await expect(user).toHaveValue('demo');
  await expect(password).toHaveValue('demo12');
  await expect(password).toBeFocused();
  // The caret stayed at the end: typing goes on where it was.
  await page.keyboard.type('34');
  await expect(password).toHaveValue(demoPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Online', { timeout: 20_000 });
});

test('a login submitted before the app starts is submitted by the app, with what was typed', async ({
  openContext,
}) => {
  const page = await (await openContext()).newPage();
  const release = await holdAppScripts(page);
  await page.goto('/');
  const painted = page.locator('#first-paint');
  await painted.getByLabel('Usuário ou email').fill('demo');
  await painted.getByLabel('Senha').fill(demoPassword);
  await painted.getByRole('button', { name: 'Entrar', exact: true }).click();
  // Held for the app: the page did not go anywhere, the password never in an address.
  expect(new URL(page.url()).search).toBe('');
  await expect(painted).toBeVisible();
  release();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Online', { timeout: 20_000 });
  await expect(page.locator('#first-paint')).toHaveCount(0);
});

test('a button pressed on the painted login before the app starts is pressed by the app', async ({
  openContext,
}) => {
  const page = await (await openContext()).newPage();
  const release = await holdAppScripts(page);
  await page.goto('/');
  const forgot = page.locator('#first-paint').getByRole('button', { name: 'Esqueci minha senha' });
  await forgot.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#first-paint')).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Enviar link' })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
});
