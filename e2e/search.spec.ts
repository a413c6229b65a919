// Busca on the built app and the real server (demo data), by keyboard only after signing in: "/"
// comes to the header's field, a text without accents finds the accented post and a plural the
// singular, the matched words marked; the kind filter narrows; Enter on a result opens it; "/"
// typed in a field stays a character; axe on the screen.
import { expectNoAxeViolations } from './a11y.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

test.describe('Busca', () => {
  test('a resident searches by keyboard: accents ignored, plurals met, marks shown, a result opened', async ({
    openContext,
  }) => {
    const context = await openContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    await page.goto('/');
    await signIn(page);
    // "/" puts the focus in the header's field; Enter opens Busca with the text.
    const headerField = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar na vizinhança' });
    await expect(headerField).toBeVisible();
    await page.keyboard.press('/');
    await expect(headerField).toBeFocused();
    await page.keyboard.type('iluminacao');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=iluminacao$/);
    const view = page.locator('[data-view="search"]');
    const results = view.getByRole('list', { name: 'Resultados' });
    const lighting = results.getByRole('link', { name: /Iluminação apagada na Rua Pelotas/ });
    await expect(lighting).toBeVisible();
    await expect(lighting.locator('mark').first()).toHaveText('Iluminação');
    await expect(view.getByRole('status')).toHaveText(/\d+ resultados?/);
    await expectNoAxeViolations(page);

    // A plural finds the singular, in the page's own field; the kind narrows to posts.
    const field = view.getByRole('searchbox', { name: 'Buscar na vizinhança' });
    await field.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('bicicletas');
    await page.keyboard.press('Tab');
    await expect(view.getByRole('combobox', { name: 'Tipo' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(view.getByRole('combobox', { name: 'Tipo' })).toHaveValue('post');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(view.getByRole('button', { name: 'Buscar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/busca\?q=bicicletas&tipo=post$/);
    const bike = results.getByRole('link', { name: /Vendo bicicleta aro 29/ });
    await expect(bike).toBeVisible();
    await expect(results.getByRole('link', { name: /Tentativa de furto de bicicleta/ })).toBeVisible();
    await expect(bike.locator('mark').first()).toHaveText('bicicleta');
    await expect(
      results
        .locator('mark')
        .filter({ hasText: /^Bicicleta$/ })
        .first(),
    ).toBeVisible();

    // "/" typed in a field is a character, not the shortcut.
    await field.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('/');
    await expect(field).toHaveValue('bicicletas/');
    await expect(field).toBeFocused();

    // Enter on a result opens its post.
    await bike.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/posts\/[0-9a-f]+$/);
    await expect(page.getByRole('heading', { name: 'Vendo bicicleta aro 29' })).toBeVisible();
  });
});
