// A crowded network on the built app and the real server: a comment written while the phone is
// offline waits in the app's outbox as "Enviando...", its text still in the box, and is there once
// when the connection returns: for its author at once, and for anyone reading the post again.
import type { Locator, Page } from '@playwright/test';
import { createPost, demoResidents, openResident, timeline, uniqueTitle } from './support/demoResidents.ts';
import { expect, test } from './support/test.ts';

function card(page: Page, title: string): Locator {
  return timeline(page).getByRole('article', { name: title });
}

function section(of: Locator): Locator {
  return of.getByRole('region', { name: 'Comentários' });
}

test('a comment written offline waits as Enviando... and is there once when the connection returns', async ({
  page: unused,
  openContext,
}) => {
  await unused.close();
  const a = await openResident(openContext, demoResidents.a, { waitFor: 'posts' });
  const title = uniqueTitle('Feira de trocas de livros');
  await createPost(a.page, title);
  const onA = card(a.page, title);
  await onA.getByRole('button', { name: /^Comentários/ }).click();
  const box = section(onA).getByRole('textbox', { name: 'Escreva um comentário' });
  const text = `Levo dez livros infantis para trocar (${title.slice(-6)}).`;

  await a.page.context().setOffline(true);
  await box.fill(text);
  await box.press('Control+Enter');
  // The tries find no network: it waits, said so on the button, with nothing lost from the box.
  await expect(section(onA).getByRole('button', { name: 'Enviando...' })).toBeVisible();
  await expect(box).toHaveValue(text);
  await expect(section(onA).getByRole('article').filter({ hasText: text })).toHaveCount(0);

  await a.page.context().setOffline(false);
  await expect(section(onA).getByRole('article').filter({ hasText: text })).toHaveCount(1);
  await expect(box).toHaveValue('');
  await expect(onA.getByRole('button', { name: /^Comentários/ })).toHaveAccessibleName('Comentários 1');

  // What the server holds: the comment once.
  await a.page.reload();
  const again = card(a.page, title);
  await again.getByRole('button', { name: /^Comentários/ }).click();
  await expect(section(again).getByRole('article').filter({ hasText: text })).toHaveCount(1);
});
