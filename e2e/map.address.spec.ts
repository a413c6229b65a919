// The map on its own, on the built app and the real server (demo data): opened from Segurança, then
// by its address in a fresh tab and after a reload, it shows the same title, count and markers, as
// it loads its category's posts itself when no timeline was loaded (spec: Screens and routes, map
// view: "Mapa - {category}", "N posts com localização"); Página Inicial's map is "Mapa", with the
// located posts of every category (only Segurança posts carry a location): opened from Página
// Inicial, by its plain address and after a reload, it shows the same title, count and markers too.
// Tiles come from the fixture folder by route interception.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { createPost, openResident, uniqueTitle } from './support/demoResidents.ts';
import { serveTiles } from './support/mapTiles.ts';
import { expect, test } from './support/test.ts';

const mapView = (page: Page) => page.getByRole('region', { name: 'Mapa' });

/** What the map view shows: its title, its counter and its markers. */
async function readMap(page: Page, title: string) {
  const view = mapView(page);
  await expect(view.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  const count = view.getByText(/^\d+ posts? com localização$/);
  await expect(count).toBeVisible();
  await expect(view.locator('.leaflet-container')).toBeVisible({ timeout: 30_000 });
  // The markers follow the counter once the posts are in.
  const countText = (await count.textContent()) ?? '';
  const located = Number.parseInt(countText, 10);
  await expect(view.locator('[data-kind="incident"]')).toHaveCount(located);
  return { countText, located };
}

test('the map opened from Segurança, by its address and after a reload shows the same', async ({
  page: unused,
  openContext,
}) => {
  await unused.close();
  const { context, page } = await openResident(openContext, 'carlos.santos', {
    path: '/categoria/seguranca',
    prepare: serveTiles,
  });
  const title = uniqueTitle('Poste apagado na Rua Vergueiro');
  await createPost(page, title, {
    text: 'O poste em frente ao número 2000 está apagado há três noites.',
    fields: [
      ['post[post_category]', 'Segurança'],
      ['post[location][]', '-46.6346'],
      ['post[location][]', '-23.5891'],
    ],
  });
  await page.reload();
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Mapa' })
    .click();
  await expect(page).toHaveURL(/\/mapa\?categoria=seguranca$/);
  const fromTimeline = await readMap(page, 'Mapa - Segurança');
  expect(fromTimeline.located).toBeGreaterThan(0);
  await expect(mapView(page).getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await expectNoAxeViolations(page);

  // Its address in a fresh tab: no timeline loaded, the map loads Segurança's posts itself.
  const fresh = await context.newPage();
  await fresh.goto('/mapa?categoria=seguranca');
  const opened = await readMap(fresh, 'Mapa - Segurança');
  expect(opened).toEqual(fromTimeline);
  await fresh.reload();
  expect(await readMap(fresh, 'Mapa - Segurança')).toEqual(fromTimeline);
  await expect(mapView(fresh).getByRole('listitem').filter({ hasText: title })).toBeVisible();

  // Página Inicial's map: "Mapa", every category's located posts; opened from the timeline, then by
  // its plain address and after a reload, the same.
  // The map view has no sidebar: the logo leads back to Página Inicial.
  await page.getByRole('button', { name: 'Vizinhos (voltar à linha do tempo)' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Mapa' })
    .click();
  await expect(page).toHaveURL(/\/mapa$/);
  const fromHome = await readMap(page, 'Mapa');
  // The located posts among Página Inicial's loaded page (spec: the timeline reports its loaded posts).
  expect(fromHome.located).toBeGreaterThan(0);
  await expect(mapView(page).getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await fresh.goto('/mapa');
  expect(await readMap(fresh, 'Mapa')).toEqual(fromHome);
  await expect(mapView(fresh).getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await fresh.reload();
  expect(await readMap(fresh, 'Mapa')).toEqual(fromHome);
  await expect(mapView(fresh).getByRole('listitem').filter({ hasText: title })).toBeVisible();
});
