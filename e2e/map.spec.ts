// The maps on the built app and the real server (demo data): a Segurança post with a location picked
// on the map reaches a second resident's security card and map view live, at the rounded point the
// server stored; Draw Area saves on the grid and on the real map; a map that cannot load shows
// "Tentar Novamente" and then the list "Mapa indisponível" (spec: Screens and routes, States and
// transitions, Error catalogue). Tiles come from the fixture folder by route interception; the
// server must allow the tile host in its CSP (MAP_TILE_HOST=https://tile.openstreetmap.org).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { demoResidents, openResident, uniqueTitle } from './support/demoResidents.ts';
import { serveTiles } from './support/mapTiles.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

const residentA = demoResidents.a;
const residentB = demoResidents.b;
const vilaMariana = { latitude: -23.589_12, longitude: -46.634_62 };

const securityCard = (page: Page) => page.getByRole('region', { name: 'Mapa de ocorrências' });
const editor = (page: Page) => page.getByRole('form', { name: 'Nova postagem' });

test.describe('maps on the demo server', () => {
  test('a Segurança post picked on the map reaches a second resident live, at the point the server stored', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const b = await openResident(openContext, residentB, {
      path: '/categoria/seguranca',
      prepare: serveTiles,
    });
    await expect(securityCard(b.page).getByRole('application', { name: /Mapa das ocorrências/ })).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    const a = await openResident(openContext, residentA, {
      path: '/categoria/seguranca',
      prepare: serveTiles,
      contextOptions: { geolocation: vilaMariana, permissions: ['geolocation'] },
    });
    const title = uniqueTitle('Portão arrombado na Rua Domingos de Morais');
    const form = editor(a.page);
    await form.getByRole('textbox', { name: 'Título' }).click();
    await form.getByRole('textbox', { name: 'Título' }).fill(title);
    await form
      .getByRole('textbox', { name: 'Texto' })
      .fill('Por volta das 22h o portão da garagem foi forçado.');
    await form.getByRole('combobox', { name: 'Categoria' }).click();
    await a.page.getByRole('option', { name: 'Segurança' }).click();
    await form.getByRole('button', { name: 'Marcar local' }).click();

    // The picker: the current position, then the keyboard way (arrows move the map, Enter marks its middle).
    const picker = a.page.getByRole('dialog', { name: 'Local do incidente' });
    await expect(picker.getByText('-23.5891, -46.6346')).toBeVisible({ timeout: 30_000 });
    await expect(picker.getByRole('checkbox', { name: /Localização aproximada/ })).toBeChecked();
    const pickerMap = picker.getByRole('application', { name: 'Mapa para escolher o local do incidente' });
    await pickerMap.focus();
    await a.page.keyboard.press('ArrowRight');
    await a.page.waitForTimeout(600); // Leaflet's pan animation (0.25 s) settles before Enter reads the middle.
    await a.page.keyboard.press('Enter');
    await expect(picker.getByText('-23.5891, -46.6346')).toHaveCount(0);
    await expectNoAxeViolations(a.page);
    const published =
      (await picker.locator('dt:has-text("Ponto publicado") + dd').textContent())?.trim() ?? '';
    expect(published).toMatch(/^-23\.\d{3}0, -46\.\d{3}0$/);
    await picker.getByRole('button', { name: 'Confirmar' }).click();
    await expect(picker).toHaveCount(0);
    await form.getByRole('button', { name: 'Publicar' }).click();
    await expect(a.page.getByRole('article', { name: title })).toBeVisible({ timeout: 20_000 });

    // Resident B: a new marker on the card, live, and its entry in the card's list opens the post.
    const card = securityCard(b.page);
    await expect(card.locator(`[data-kind="incident"][title^="${title}"]`)).toHaveCount(1, {
      timeout: 20_000,
    });
    await card.getByText(/Lista das ocorrências no mapa/).click();
    await expect(card.getByRole('button', { name: new RegExp(title) })).toBeVisible();
    await expectNoAxeViolations(b.page);

    // B's map view lists it at the rounded point the server stored.
    await b.page.getByRole('navigation').getByRole('link', { name: 'Mapa' }).first().click();
    const view = b.page.getByRole('region', { name: /^Mapa/ });
    const entry = view.getByRole('listitem').filter({ hasText: title });
    await expect(entry).toContainText(published);
    await entry.getByRole('button').click();
    const detail = b.page.getByRole('dialog', { name: title });
    await expect(detail).toContainText('Segurança');
    await expectNoAxeViolations(b.page);
    await b.page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
  });

  test('Draw Area saves on the grid and on the real map, with the success alert', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const { page } = await openResident(openContext, residentA, { path: '/mapa', prepare: serveTiles });
    await page.getByRole('button', { name: 'Desenhar área' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desenhe sua área' });
    await dialog.getByRole('button', { name: 'Começar a desenhar' }).click();
    const canvas = dialog.getByRole('application', { name: 'Área de desenho de 800 por 600 com grade' });
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the drawing canvas has no box');
    for (const [x, y] of [
      [0.25, 0.25],
      [0.75, 0.25],
      [0.5, 0.75],
    ] as const)
      await page.mouse.click(box.x + x * box.width, box.y + y * box.height);
    await dialog.getByRole('button', { name: 'Salvar área (3 pontos)' }).click();
    await expect(page.getByText('Limite da área salvo com sucesso!', { exact: true })).toBeVisible();

    // The real map, by keyboard only: three points, saved, then drawn as the area's outline.
    await page.getByRole('button', { name: 'Desenhar área' }).click();
    await dialog.getByRole('button', { name: 'No mapa real' }).click();
    await dialog.getByRole('button', { name: 'Começar a desenhar' }).click();
    const map = dialog.getByRole('application', { name: 'Mapa para desenhar o limite da área' });
    await map.focus();
    for (const keys of [[], ['ArrowRight', 'ArrowRight'], ['ArrowDown', 'ArrowDown']]) {
      for (const key of keys) await page.keyboard.press(key);
      await page.waitForTimeout(600); // Leaflet's pan animation settles before Enter reads the middle.
      await page.keyboard.press('Enter');
    }
    await expect(dialog.getByRole('status')).toHaveText('3 pontos - Válido');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Salvar área (3 pontos)' }).click();
    await expect(page.getByText('Limite da área salvo com sucesso!', { exact: true })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.locator('[data-view="map"] path.leaflet-interactive, [data-view="map"] svg path'),
    ).not.toHaveCount(0);
  });

  test('a map that cannot load shows Tentar Novamente, then the list Mapa indisponível', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const context = await openContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    // Leaflet's chunk never arrives: every attempt fails.
    await context.route(/\/assets\/leaflet-src-[^/]+\.js$/, (route) => route.abort('failed'));
    const page = await context.newPage();
    await page.goto('/categoria/seguranca');
    await signIn(page, residentB);
    const card = securityCard(page);
    await expect(card.getByText('Erro ao carregar o mapa')).toBeVisible({ timeout: 40_000 });
    await expect(
      card.getByText('Não foi possível carregar o Leaflet depois de várias tentativas.'),
    ).toBeVisible();
    await card.getByRole('button', { name: 'Tentar Novamente' }).click();
    await expect(card.getByRole('heading', { name: 'Mapa indisponível' })).toBeVisible({ timeout: 40_000 });
    await expectNoAxeViolations(page);
  });
});
