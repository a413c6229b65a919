// The gentle tone nudge under the comment box, on the built app and the real server: a
// heated comment shows the nudge with the post coach's marks, an edit makes it go away, insisting
// sends it (never a gate); an insult shows it and a calm disagreement does not; a factual comment
// never shows it; the area's founder reads the figure under the members page heading. Residents no other journey signs in as, so the comment limits of
// other journeys are never shared.
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { createPost, openResident, timeline, uniqueTitle } from './support/demoResidents.ts';
import { expect, test } from './support/test.ts';

const author = 'ana_lima';
const heatedWriter = 'thiago.fernandes';
const calmWriter = 'patricia.mendes';
const founder = 'demo';

const nudgeText = 'Que tal reformular? Comentários respeitosos recebem mais respostas';
const heated = 'Você é um idiota, todo mundo sabe que isso é mentira';
const calm = 'Discordo: a feira mudou para sábado, está no aviso da prefeitura.';

/** The comment section of a post's card, opened. */
async function openSection(page: Page, title: string): Promise<Locator> {
  const card = timeline(page).getByRole('article', { name: title });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: /^Comentários/ }).click();
  return card.getByRole('region', { name: 'Comentários' });
}

test.describe('the tone nudge under the comment box', () => {
  test('heated: the nudge with its marks; an edit makes it go away; insisting sends it; the founder reads the figure', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const a = await openResident(openContext, author, { waitFor: 'posts' });
    const title = uniqueTitle('Mudança do dia da feira');
    await createPost(a.page, title);

    const { page } = await openResident(openContext, heatedWriter, { waitFor: 'posts' });
    // What the browser tells the server of each nudge: its outcome only, never the text.
    const outcomes: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/comments/nudges'))
        outcomes.push(request.postDataJSON());
    });
    const section = await openSection(page, title);
    const box = section.getByRole('textbox', { name: 'Escreva um comentário' });
    const marks = section.getByRole('list', { name: 'Trechos que baixam a objetividade' });

    // Heated: the nudge and the same word marks as the post coach, each with its reason.
    await box.fill(heated);
    await expect(section.getByText(nudgeText)).toBeVisible();
    await expect(marks.getByRole('button', { name: 'é um idiota' })).toHaveAccessibleDescription(
      'Ofensa: critique o fato, não a pessoa.',
    );
    await expect(section.locator('mark').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // An edit that takes the heat out: the nudge and the marks go away; sent, it counts as edited.
    await box.fill(calm);
    await expect(section.getByText(nudgeText)).toBeHidden();
    await expect(marks).toBeHidden();
    await section.getByRole('button', { name: 'Comentar' }).click();
    await expect(section.getByRole('article', { name: heatedWriter }).getByText(calm)).toBeVisible();
    await expect(box).toHaveValue('');

    // Heated again, and the resident insists: the comment is sent as written.
    await box.fill(heated);
    await expect(section.getByText(nudgeText)).toBeVisible();
    await section.getByRole('button', { name: 'Comentar' }).click();
    await expect(section.getByRole('article', { name: heatedWriter }).getByText(heated)).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(section.getByText(nudgeText)).toBeHidden();

    // Dismissed: "Dispensar" hides it for this comment, the text stays.
    await box.fill(heated);
    await section.getByRole('button', { name: 'Dispensar' }).click();
    await expect(section.getByText(nudgeText)).toBeHidden();
    await expect(box).toHaveValue(heated);

    await expect
      .poll(() => outcomes)
      .toEqual([{ outcome: 'edited' }, { outcome: 'sent_anyway' }, { outcome: 'dismissed' }]);

    // The founder reads, under the members page heading, how often the nudge led to an edit.
    const f = await openResident(openContext, founder, { path: '/membros' });
    await expect(
      f.page.getByText(
        /^Lembrete de tom nos comentários: \d+% de \d+ avisos? (levaram|levou) a uma edição nos últimos 30 dias\.$/,
      ),
    ).toBeVisible({ timeout: 20_000 });
    // Anyone else sees no such line.
    await page.goto('/membros');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Lembrete de tom/)).toHaveCount(0);
  });

  test('an insult shows the nudge; a calm disagreement does not', async ({ page: unused, openContext }) => {
    await unused.close();
    const a = await openResident(openContext, author, { waitFor: 'posts' });
    const title = uniqueTitle('Feira no sábado ou no domingo');
    await createPost(a.page, title);
    const { page } = await openResident(openContext, calmWriter, { waitFor: 'posts' });
    const section = await openSection(page, title);
    const box = section.getByRole('textbox', { name: 'Escreva um comentário' });
    const marks = section.getByRole('list', { name: 'Trechos que baixam a objetividade' });
    // The insult first: its nudge is the evidence that the analyser arrived.
    await box.fill('Cala a boca, seu idiota, ninguém te perguntou nada.');
    await expect(section.getByText(nudgeText)).toBeVisible();
    await expect(marks.getByRole('button', { name: 'idiota' })).toHaveAccessibleDescription(
      'Ofensa: critique o fato, não a pessoa.',
    );
    // A calm disagreement, an opinion with no heat: the nudge and the marks go away.
    const disagreement =
      'Discordo: acho melhor manter a feira no domingo, o sábado é dia de trabalho para muita gente.';
    await box.fill(disagreement);
    await expect(section.getByText(nudgeText)).toBeHidden();
    await expect(marks).toBeHidden();
    await section.getByRole('button', { name: 'Comentar' }).click();
    await expect(section.getByRole('article', { name: calmWriter }).getByText(disagreement)).toBeVisible();
  });

  test('a factual comment never shows the nudge', async ({ page: unused, openContext }) => {
    await unused.close();
    const a = await openResident(openContext, author, { waitFor: 'posts' });
    const title = uniqueTitle('Horário da feira');
    await createPost(a.page, title);
    const { page } = await openResident(openContext, calmWriter, { waitFor: 'posts' });
    const section = await openSection(page, title);
    const box = section.getByRole('textbox', { name: 'Escreva um comentário' });
    const factual = 'A feira volta no sábado, dia 12, das 7h às 13h, na Rua das Flores.';
    await box.pressSequentially(factual, { delay: 10 });
    // Past the coach's pause in the typing, still nothing.
    await page.waitForTimeout(800);
    await expect(section.getByText(nudgeText)).toHaveCount(0);
    await expect(section.getByRole('list', { name: 'Trechos que baixam a objetividade' })).toHaveCount(0);
    await section.getByRole('button', { name: 'Comentar' }).click();
    await expect(section.getByRole('article', { name: calmWriter }).getByText(factual)).toBeVisible();
  });
});
