// Comments on the built app and the real server (demo data), two residents at once: B comments on
// A's post and A sees the comment and the count live; A replies three levels deep; B's vote on a
// comment reaches A; A edits and deletes; the comment box by keyboard; axe on the open section
// (spec: Screens and routes, States and transitions, Validation rules, Error catalogue). Polls and
// events have their own journeys (polls.spec.ts, events.spec.ts).
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
