// Comments, polls and events on the built app and the real server (demo data), two residents at
// once: B comments on A's post and A sees the comment and the count live; A replies three levels
// deep; B's vote on a comment reaches A; A edits and deletes; B answers A's poll and A's results
// move; the event's evento.ics is a valid calendar file; the comment box by keyboard; axe on the
// open section (spec: Screens and routes, States and transitions, Validation rules, Error catalogue).
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { createPost, demoResidents, openResident, timeline, uniqueTitle } from './support/demoResidents.ts';
import { tabTo } from './support/keyboard.ts';
import { expect, test } from './support/test.ts';

const residentA = demoResidents.a;
const residentB = demoResidents.b;

/** The card of a post on the timeline. */
function card(page: Page, title: string): Locator {
  return timeline(page).getByRole('article', { name: title });
}

/** The comment section of a card. */
function section(of: Locator): Locator {
  return of.getByRole('region', { name: 'Comentários' });
}

/** A comment (or reply) by its author, the nth of theirs in the section. */
function comment(of: Locator, author: string, nth = 0): Locator {
  return of.getByRole('article', { name: author }).nth(nth);
}

test.describe('two residents on the demo server', () => {
  test("B's comment and its count reach A live; A replies three levels deep, edits and deletes; B's vote reaches A", async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const a = await openResident(openContext, residentA, { waitFor: 'posts' });
    const b = await openResident(openContext, residentB, { waitFor: 'posts' });
    const title = uniqueTitle('Mutirão de limpeza da praça');
    await createPost(a.page, title);
    const onA = card(a.page, title);
    const onB = card(b.page, title);
    await expect(onB).toBeVisible();
    await expect(onA.getByRole('button', { name: /^Comentários/ })).toHaveAccessibleName('Comentários 0');

    // B opens the section and writes; blank text cannot be sent (spec: Validation rules).
    await onB.getByRole('button', { name: /^Comentários/ }).click();
    const boxB = section(onB).getByRole('textbox', { name: 'Escreva um comentário' });
    await expect(
      section(onB).getByText('Nenhum comentário ainda. Seja o primeiro a comentar!'),
    ).toBeVisible();
    await boxB.fill('   ');
    await expect(section(onB).getByRole('button', { name: 'Comentar' })).toBeDisabled();
    await boxB.fill('Eu levo os sacos de lixo e as luvas.');
    await boxB.press('Control+Enter');
    await expect(comment(section(onB), residentB)).toContainText('Eu levo os sacos de lixo e as luvas.');
    await expect(boxB).toHaveValue('');

    // A sees the count move live, then the comment.
    await expect(onA.getByRole('button', { name: /^Comentários/ })).toHaveAccessibleName('Comentários 1');
    await onA.getByRole('button', { name: /^Comentários/ }).click();
    const sectionA = section(onA);
    await expect(comment(sectionA, residentB)).toContainText('Eu levo os sacos de lixo e as luvas.');
    await expectNoAxeViolations(a.page);

    // A replies three levels deep: each reply opens the creator under the comment answered.
    let parent = comment(sectionA, residentB);
    for (const level of [1, 2, 3]) {
      await parent.getByRole('button', { name: 'Responder' }).first().click();
      const box = sectionA.getByRole('textbox', { name: /^Escreva uma resposta para/ });
      await box.fill(`Resposta nível ${level}: combinado!`);
      await box.press('Control+Enter');
      const reply = sectionA
        .getByRole('article')
        .filter({ hasText: `Resposta nível ${level}: combinado!` })
        .last();
      await expect(reply).toHaveAttribute('data-level', String(level));
      parent = reply;
    }
    await expect(onA.getByRole('button', { name: /^Comentários/ })).toHaveAccessibleName('Comentários 4');
    await expect(onB.getByRole('button', { name: /^Comentários/ })).toHaveAccessibleName('Comentários 4');
    await expect(section(onB).getByText('Resposta nível 3: combinado!')).toBeVisible();

    // B votes A's first reply: the buttons wait for the live update; A sees the new count.
    const firstReplyOnB = section(onB)
      .getByRole('article')
      .filter({ hasText: 'Resposta nível 1: combinado!' })
      .last();
    await firstReplyOnB.getByRole('button', { name: 'Votar a favor do comentário 0' }).first().click();
    await expect(
      firstReplyOnB.getByRole('button', { name: 'Votar a favor do comentário 1' }).first(),
    ).toHaveAttribute('aria-pressed', 'true');
    const firstReplyOnA = sectionA
      .getByRole('article')
      .filter({ hasText: 'Resposta nível 1: combinado!' })
      .last();
    await expect(
      firstReplyOnA.getByRole('button', { name: 'Votar a favor do comentário 1' }).first(),
    ).toBeVisible();
    // The same direction again removes the vote (spec: States and transitions).
    await firstReplyOnB.getByRole('button', { name: 'Votar a favor do comentário 1' }).first().click();
    await expect(
      firstReplyOnA.getByRole('button', { name: 'Votar a favor do comentário 0' }).first(),
    ).toBeVisible();

    // A edits the third-level reply inline; empty text cannot be saved.
    const deepest = sectionA.getByRole('article').filter({ hasText: 'Resposta nível 3: combinado!' }).last();
    await deepest.getByRole('button', { name: 'Editar' }).click();
    const edit = sectionA.getByRole('textbox', { name: 'Editar comentário' });
    await edit.fill('');
    await expect(sectionA.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await edit.fill('Resposta nível 3: combinado, às 9h.');
    await edit.press('Control+Enter');
    await expect(section(onB).getByText('Resposta nível 3: combinado, às 9h.')).toBeVisible();

    // A deletes the first reply: it reads [Comentário apagado] (spec: "[Deleted]") for both and keeps its replies.
    await firstReplyOnA.getByRole('button', { name: 'Deletar' }).first().click();
    const dialog = a.page.getByRole('alertdialog');
    await expect(dialog).toContainText('Tem certeza que deseja deletar este comentário?');
    await dialog.getByRole('button', { name: 'Deletar' }).click();
    await expect(sectionA.getByText('[Comentário apagado]')).toBeVisible();
    await expect(section(onB).getByText('[Comentário apagado]')).toBeVisible();
    await expect(section(onB).getByText('Resposta nível 2: combinado!')).toBeVisible();
    await expectNoAxeViolations(b.page);
  });

  test("B answers A's poll and A's results move; the event's evento.ics is a valid calendar", async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const a = await openResident(openContext, residentA, { waitFor: 'posts' });
    const b = await openResident(openContext, residentB, { waitFor: 'posts' });
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

    const eventTitle = uniqueTitle('Feira de trocas');
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await createPost(a.page, eventTitle, {
      fields: [
        ['post[post_category]', 'Eventos'],
        ['post[event_date]', start],
      ],
    });
    await b.page.goto('/categoria/eventos');
    const event = card(b.page, eventTitle);
    await event.getByRole('button', { name: 'Adicionar ao calendário' }).click();
    await expect(b.page.getByRole('menuitem', { name: 'Google' })).toHaveAttribute(
      'href',
      /calendar\.google\.com/,
    );
    const [download] = await Promise.all([
      b.page.waitForEvent('download'),
      b.page.getByRole('menuitem', { name: 'Baixar arquivo ICS' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('evento.ics');
    const ics = await readFile((await download.path()) as string, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')}`);
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${eventTitle}`);
  });

  test('the comment box by keyboard: open, write, send, cancel a reply with Esc', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const a = await openResident(openContext, residentA, { waitFor: 'posts' });
    const title = uniqueTitle('Horário da coleta seletiva');
    await createPost(a.page, title);
    const onA = card(a.page, title);
    const toggle = onA.getByRole('button', { name: /^Comentários/ });
    await tabTo(a.page, toggle, 80);
    await a.page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = section(onA).getByRole('textbox', { name: 'Escreva um comentário' });
    await tabTo(a.page, box);
    await a.page.keyboard.type('A coleta passa às terças.');
    // Every key handled (the draft is written as the box changes), then a draft survives a reload.
    await expect(box).toHaveValue('A coleta passa às terças.');
    await a.page.reload();
    await card(a.page, title)
      .getByRole('button', { name: /^Comentários/ })
      .click();
    await expect(box).toHaveValue('A coleta passa às terças.');
    await box.focus();
    await a.page.keyboard.press('Control+Enter');
    const mine = comment(section(onA), residentA);
    await expect(mine).toContainText('A coleta passa às terças.');
    await tabTo(a.page, mine.getByRole('button', { name: 'Responder' }));
    await a.page.keyboard.press('Enter');
    const reply = section(onA).getByRole('textbox', { name: `Escreva uma resposta para ${residentA}` });
    await expect(reply).toBeFocused();
    await a.page.keyboard.press('Escape');
    await expect(reply).toHaveCount(0);
    await expectNoAxeViolations(a.page);
  });
});
