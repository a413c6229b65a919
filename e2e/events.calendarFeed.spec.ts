// The private calendar feed in Configurações, on the built app and the real server: the address is
// shown once, when it is made (the server keeps only its hash); after a reload the section says so
// and offers a new one, and the new address ends the old one. Axe on the section's states.
import { expectNoAxeViolations } from './a11y.ts';
import { openResident } from './support/demoResidents.ts';
import { expect, test } from './support/test.ts';

const resident = 'andre.machado';
const feedAddress = /^https?:\/\/[^/]+\/api\/v1\/calendar\/[^/]+\.ics$/;

test('the calendar feed address is shown once, opens the area’s calendar, and a new one ends it', async ({
  page: unused,
  openContext,
}) => {
  await unused.close();
  const { page } = await openResident(openContext, resident);
  await page.goto('/configuracoes');
  const feed = page
    .getByRole('dialog', { name: 'Configurações' })
    .getByRole('region', { name: 'Agenda da vizinhança' });
  const link = feed.getByRole('textbox', { name: 'Link da sua agenda' });

  // No address yet, making one is the first step ("Criar link"); a resident who made one before (a
  // journey run again on the same server) is offered a new one.
  await feed.getByRole('button', { name: /^(Criar link|Gerar novo link)$/ }).click();
  await expect(link).toHaveValue(feedAddress);
  await expect(feed.getByText('Copie o link agora: por segurança, ele é mostrado só uma vez.')).toBeVisible();
  await expectNoAxeViolations(page);
  const first = await link.inputValue();
  const opened = await page.request.get(first);
  expect(opened.status()).toBe(200);
  expect(await opened.text()).toContain('BEGIN:VCALENDAR');

  // Shown once: after a reload the address is gone from the page, and a new one is offered.
  await page.reload();
  await expect(
    feed.getByText(/Seu link já foi criado e, por segurança, foi mostrado só uma vez/),
  ).toBeVisible();
  await expect(link).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A new address: the old one stops opening the feed at once.
  await feed.getByRole('button', { name: 'Gerar novo link' }).click();
  await expect(link).toHaveValue(feedAddress);
  const second = await link.inputValue();
  expect(second).not.toBe(first);
  expect((await page.request.get(second)).status()).toBe(200);
  expect((await page.request.get(first)).status()).toBe(404);
});
