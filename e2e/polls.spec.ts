// Polls on the built app and the real server (demo data), two residents at once: A makes a poll and
// answers it; B's answer moves A's results live; axe on A's page with the results shown
// (spec: Screens and routes, States and transitions).
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { createPost, demoResidents, openResident, timeline, uniqueTitle } from './support/demoResidents.ts';
import { expect, test } from './support/test.ts';

/** The card of a post on the timeline. */
function card(page: Page, title: string): Locator {
  return timeline(page).getByRole('article', { name: title });
}

test("B answers A's poll and A's results move", async ({ page: unused, openContext }) => {
  await unused.close();
  const a = await openResident(openContext, demoResidents.a, { waitFor: 'posts' });
  const b = await openResident(openContext, demoResidents.b, { waitFor: 'posts' });
  const pollTitle = uniqueTitle('Melhor dia para a feira');
  await createPost(a.page, pollTitle, {
    fields: [
      ['post[post_category]', 'Votaçao'],
      ['post[poll_options][]', 'Sábado'],
      ['post[poll_options][]', 'Domingo'],
    ],
  });
  await a.page.goto('/categoria/votacao');
  await b.page.goto('/categoria/votacao');
  // A answers first and sees the results; B's answer then moves them live (spec: States and transitions).
  const pollOnA = card(a.page, pollTitle);
  await pollOnA.getByRole('radio', { name: 'Sábado' }).click();
  await pollOnA.getByRole('button', { name: 'Votar', exact: true }).click();
  await expect(pollOnA.getByText('Obrigado por votar!')).toBeVisible();
  await expect(pollOnA.getByText('100% (1)')).toBeVisible();
  const pollOnB = card(b.page, pollTitle);
  await pollOnB.getByRole('radio', { name: 'Domingo' }).click();
  await pollOnB.getByRole('button', { name: 'Votar', exact: true }).click();
  await expect(pollOnB.getByText('Obrigado por votar!')).toBeVisible();
  await expect(pollOnB.getByText('50% (1)')).toHaveCount(2);
  await expect(pollOnA.getByText('50% (1)')).toHaveCount(2);
  await expect(pollOnA.getByRole('list', { name: 'Resultados da votação' })).toContainText(
    'Sua escolha: Sábado',
  );
  await expectNoAxeViolations(a.page);
});
