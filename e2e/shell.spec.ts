// The signed-in shell on the built app and the real server (demo data): the app answers, header,
// sidebar links to each category's address, the /posts/{id} route, the drawer on small screens, the
// tab title, logout that clears local state even when the server call fails, the dark scheme, and the
// live connection's badge across a server restart (spec: Layout, Authentication, Real-time connection).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { type ServerProcess, startServerProcess } from './support/serverProcess.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

async function signInAsDemo(page: Page) {
  await page.goto('/');
  await signIn(page);
}

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

test('the shell: header, sidebar groups, a category link as the named main region, the post route', async ({
  page,
}) => {
  await signInAsDemo(page);
  // The demo resident has unread conversations in the seed ("Vizinhos [N]"), unless a journey read them.
  await expect(page).toHaveTitle(/^Vizinhos( \[\d+\])?$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByText('demo', { exact: true })).toBeVisible();
  await expect(banner.getByText('Vila Mariana')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link', { name: 'Página Inicial' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('region', { name: 'Sua área' })).toContainText('Vila Mariana');
  await expect(nav.getByRole('region', { name: 'Sua área' })).toContainText('São Paulo');
  await expect(page.getByRole('main').getByRole('region', { name: 'Página Inicial' })).toBeVisible();
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: 'Segurança' }).click();
  await expect(nav.getByRole('link', { name: 'Segurança' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('region', { name: 'Segurança' })).toBeVisible();
  // Every view has its address (README, "Addresses").
  await expect(page).toHaveURL(/\/categoria\/seguranca$/);

  await nav.getByRole('link', { name: 'Mapa' }).click();
  await expect(
    page.getByRole('region', { name: 'Mapa' }).getByRole('heading', { level: 1, name: 'Mapa - Segurança' }),
  ).toBeVisible();
  await expect(nav).toHaveCount(0);
  await page.getByRole('button', { name: /^Vizinhos/ }).click();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();

  await page.goto('/posts/abc123');
  await expect(page.getByRole('region', { name: 'Postagem' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar à linha do tempo' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('small screens: username hidden, the floating button opens the sidebar as a drawer that closes after a choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsDemo(page);
  await expect(page.getByRole('banner').getByText('demo', { exact: true })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu de navegação' });
  await expect(drawer).toBeVisible();
  await expectNoAxeViolations(page);
  await drawer.getByRole('link', { name: 'Eventos' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('main').getByRole('region', { name: 'Eventos' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('logout clears local state and goes to "/" even when the server call fails (spec: States and transitions)', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/posts/xyz');
  await expect(page.getByRole('region', { name: 'Postagem' })).toBeVisible();
  await page.route('**/api/v1/users/logout', (route) => route.abort('failed'));
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('every sidebar entry opens its view; the logo clears the category as Página Inicial does', async ({
  page,
}) => {
  await signInAsDemo(page);
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('link', { name: 'Serviços' }).click();
  await expect(page).toHaveURL(/\/servicos$/);
  await expect(page.getByRole('region', { name: 'Serviços', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Vizinhos/ }).click();
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Eventos' })
    .click();
  await expect(page).toHaveURL(/\/categoria\/eventos$/);
  await page.getByRole('button', { name: /^Vizinhos/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('region', { name: 'Página Inicial' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Página Inicial' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await page.getByRole('menuitem', { name: 'Configurações' }).click();
  await expect(page).toHaveURL(/\/configuracoes$/);
  await expect(page.getByRole('heading', { name: 'Configurações' })).toBeVisible();
});

test('every overlay closes on Escape and gives the focus back to what opened it', async ({ page }) => {
  await signInAsDemo(page);
  const nav = () => page.getByRole('navigation', { name: 'Navegação principal' });
  const overlays: { name: string; opener: () => ReturnType<Page['getByRole']>; open: () => Promise<void> }[] =
    [
      ...['Mapa', 'Membros', 'Serviços'].map((name) => ({
        name,
        opener: () => nav().getByRole('link', { name }),
        open: () => nav().getByRole('link', { name }).press('Enter'),
      })),
      {
        name: 'Conversas',
        opener: () => page.getByRole('banner').getByRole('button', { name: /^Conversas/ }),
        open: () =>
          page
            .getByRole('banner')
            .getByRole('button', { name: /^Conversas/ })
            .press('Enter'),
      },
      ...['Meu Perfil', 'Configurações'].map((name) => ({
        name,
        opener: () => page.getByRole('button', { name: 'Menu da conta' }),
        open: async () => {
          await page.getByRole('button', { name: 'Menu da conta' }).press('Enter');
          await page.getByRole('menuitem', { name }).press('Enter');
          // The menu's own Escape ends with it: the key below is the overlay's.
          await expect(page.getByRole('menu')).toHaveCount(0);
        },
      })),
    ];
  for (const overlay of overlays) {
    await overlay.opener().focus();
    await overlay.open();
    await expect(page, overlay.name).not.toHaveURL(/\/$/);
    // Shown (its chunk loaded), so the key reaches it.
    await expect(page.getByRole('heading', { name: new RegExp(`^${overlay.name}`) }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page, overlay.name).toHaveURL(/\/$/);
    await expect(overlay.opener(), overlay.name).toBeFocused();
  }
});

test('while the session is checked, the spinner reads "Verificando autenticação..."', async ({
  page,
  baseURL,
}) => {
  // A session cookie to check (one that is no session): without any, the server paints the login
  // and the app has nobody to check (e2e/firstPaint.spec.ts).
  await page.context().addCookies([{ name: 'vz_session', value: 'nao-existe', url: baseURL ?? '' }]);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/users/me*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Verificando autenticação...' })).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
});

test('the app follows a dark system colour scheme, with no axe violations on the login and the shell', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();
  await expectNoAxeViolations(page);
  await signInAsDemo(page);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(background).not.toBe(dark);
});

test.describe('the live connection', () => {
  // Stopping the server turns the header badge to "Reconectando...", and starting it again returns to
  // "Online" without a reload. Needs a server process of its own to stop.
  let server: ServerProcess;

  test.beforeAll(async () => {
    // A fresh embedded database is created and seeded: slow on a busy machine.
    server = await startServerProcess();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('the badge reads Reconectando... while the server is down and Online again after it restarts, with no reload', async ({
    openContext,
  }) => {
    const context = await openContext({ baseURL: server.url, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/');
    // The seeded demo resident of every fresh database.
    await page.getByLabel('Usuário ou email').fill('demo');
    await page.getByLabel('Senha').fill('demo1234');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const badge = page.getByRole('banner').getByRole('status');
    await expect(badge).toHaveText('Online', { timeout: 20_000 });
    await expect(badge).toHaveAttribute('data-tone', 'success');
    // A mark that a reload would wipe.
    await page.evaluate(() => {
      (window as unknown as { vizinhosMark: string }).vizinhosMark = 'sem recarregar';
    });

    await server.stop();
    await expect(badge).toHaveText('Reconectando...', { timeout: 20_000 });
    await expect(badge).toHaveAttribute('data-tone', 'warning');
    await expectNoAxeViolations(page);

    await server.start();
    await expect(badge).toHaveText('Online', { timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { vizinhosMark?: string }).vizinhosMark)).toBe(
      'sem recarregar',
    );
    await context.close();
  });
});

test("a signed-in page of the real build preloads the shell's, the timeline's and its view's chunks and its first calls", async ({
  page,
}) => {
  await signInAsDemo(page);
  // The page as the browser gets it with the session cookie (the server adds the hints then); `/`
  // itself is painted and names the chunks for its own starter (e2e/firstPaint.spec.ts).
  const html = await (await page.request.get('/conversas')).text();
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([\w.-]+)">/g),
  ].map((match) => match[1]);
  // Named by the build's manifest (apps/server/src/http/signedInHints.ts): a stale name loses them.
  for (const chunk of ['shell-', 'TimelineLayout-', 'TimelinePage-', 'ConversationsView-']) {
    expect(
      preloads.some((file) => file?.startsWith(chunk)),
      chunk,
    ).toBe(true);
  }
  const fetches = [
    ...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g),
  ].map((match) => match[1]?.replaceAll('&amp;', '&'));
  expect(fetches).toContain('/api/v1/users/me?include_area=true');
  // The calls the conversations panel makes first (the list, and the timeline it opens over), named
  // by the same path builders as the client's calls (@vizinhos/api), so the browser hands it these answers.
  expect(fetches).toContain('/api/v1/conversations?include_latest_message=true&per_page=50');
  expect(fetches).toContain('/api/v1/posts?include_stats=true&include_comments=true&page=1');
});
