// The post editor on the built app and the real server (demo data): a factual post publishes with
// its objectivity score; a rant is blocked with the result modal and publishes once rewritten; an
// insulting post is blocked with its words marked, a factual report quoting the insult publishes;
// Analisar approves and the button becomes Publicar; a poll and an event reach a second resident
// live; an image is framed, described and shown with its alt; the editor by keyboard only; axe on
// the open editor (spec: Screens and routes, States and transitions, Validation rules, Calls).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { demoResidents, openResident, timeline, uniqueTitle } from './support/demoResidents.ts';
import { tabTo } from './support/keyboard.ts';
import { expect, test } from './support/test.ts';

const residentA = demoResidents.a;
const residentB = demoResidents.b;

const factualText =
  'No sábado, 12/12, às 9h, a associação fará a limpeza da praça da Rua das Flores, 123. Haverá 20 sacos e 10 pares de luvas.';
const rantText =
  'ABSURDO!!! Esses vândalos nojentos sempre destroem tudo, ninguém aguenta mais essa pouca vergonha!!! Eu acho que ninguém faz nada.';

function editor(page: Page) {
  return page.getByRole('form', { name: 'Nova postagem' });
}

/** Opens the editor by focusing its title and fills title and text. */
async function writePost(page: Page, title: string, text: string) {
  const form = editor(page);
  await form.getByRole('textbox', { name: 'Título' }).click();
  await form.getByRole('textbox', { name: 'Título' }).fill(title);
  await form.getByRole('textbox', { name: 'Texto' }).fill(text);
}

async function chooseCategory(page: Page, name: string) {
  await editor(page).getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test.describe('the post editor on the demo server', () => {
  test('a factual Geral post publishes with its score; the editor resets to Geral; axe on the open editor', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const { page } = await openResident(openContext, residentA, { waitFor: 'timeline' });
    await expect(editor(page).getByRole('textbox', { name: 'Texto' })).toHaveCount(0);
    const title = uniqueTitle('Mutirão de limpeza da praça');
    await writePost(page, title, factualText);
    await expect(editor(page).getByText(/Objetividade estimada: \d+%/)).toBeVisible();
    await expectNoAxeViolations(page);
    await editor(page).getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Texto aprovado na análise de objetividade.')).toBeVisible();
    const card = timeline(page).getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText(/Objetividade \d+%/);
    await expect(editor(page).getByRole('textbox', { name: 'Título' })).toHaveValue('');
    await expect(editor(page).getByRole('combobox', { name: 'Categoria' })).toHaveCount(0);
    await expect(page.getByText('Texto aprovado na análise de objetividade.')).toHaveCount(0, {
      timeout: 6_000,
    });
  });

  test('a rant is blocked with the result modal, and publishes after the resident rewrites it', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const { page } = await openResident(openContext, residentA, { waitFor: 'timeline' });
    const title = uniqueTitle('Vandalismo na praça');
    await writePost(page, title, rantText);
    await expect(editor(page).getByRole('list', { name: 'Trechos que baixam a objetividade' })).toBeVisible();
    await editor(page).getByRole('button', { name: 'Publicar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Análise de objetividade' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/\d+%/);
    await expect(dialog.getByRole('heading', { name: 'Sugestões' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Voltar e editar' }).click();
    await expect(timeline(page).getByRole('article', { name: title })).toHaveCount(0);
    // Nothing typed was lost.
    await expect(editor(page).getByRole('textbox', { name: 'Texto' })).toHaveValue(rantText);
    await editor(page)
      .getByRole('textbox', { name: 'Texto' })
      .fill(
        'Na noite de 14/11, por volta das 23h, dois bancos da praça da Rua das Flores, 123, foram quebrados. A subprefeitura foi avisada pelo 156.',
      );
    await editor(page).getByRole('button', { name: 'Publicar' }).click();
    await expect(timeline(page).getByRole('article', { name: title })).toBeVisible();
  });

  test('an insulting post is blocked with its words marked; a factual report quoting an insult publishes', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const { page } = await openResident(openContext, residentA, { waitFor: 'timeline' });
    // A street, a time and a flat number do not excuse name-calling.
    const insulting = 'Esse vagabundo do 302 estacionou de novo na minha vaga da garagem às 22h.';
    const title = uniqueTitle('Carro na minha vaga');
    await writePost(page, title, insulting);
    const marks = editor(page).getByRole('list', { name: 'Trechos que baixam a objetividade' });
    await expect(marks.getByRole('button', { name: 'vagabundo' })).toHaveAccessibleDescription(
      'Ofensa: critique o fato, não a pessoa.',
    );
    await editor(page).getByRole('button', { name: 'Publicar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Análise de objetividade' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/O texto soa ofensivo: reescreva sem xingamentos/);
    await dialog.getByRole('button', { name: 'Voltar e editar' }).click();
    await expect(timeline(page).getByRole('article', { name: title })).toHaveCount(0);

    // The same word quoted in a report of what happened: judged by the report, it publishes.
    const report =
      "Ontem às 22h, na Rua das Flores, 120, um homem gritou 'vagabundo' para uma moça e foi embora antes da polícia chegar.";
    const reportTitle = uniqueTitle('Discussão na Rua das Flores');
    await editor(page).getByRole('textbox', { name: 'Título' }).fill(reportTitle);
    await editor(page).getByRole('textbox', { name: 'Texto' }).fill(report);
    await expect(editor(page).getByText(/Objetividade estimada: \d+%/)).toBeVisible();
    await editor(page).getByRole('button', { name: 'Publicar' }).click();
    const card = timeline(page).getByRole('article', { name: reportTitle });
    await expect(card).toBeVisible();
    await expect(card).toContainText(/Objetividade \d+%/);
  });

  test('Analisar approves a factual text: the button becomes Publicar, and editing asks again', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const { page } = await openResident(openContext, residentA, { waitFor: 'timeline' });
    const title = uniqueTitle('Feira de trocas no salão');
    await writePost(page, title, factualText);
    await editor(page).getByRole('button', { name: 'Analisar' }).click();
    await expect(page.getByText('Texto aprovado na análise de objetividade.')).toBeVisible();
    await expect(editor(page).getByRole('button', { name: 'Analisar' })).toHaveCount(0);
    await editor(page).getByRole('textbox', { name: 'Texto' }).press('End');
    await editor(page).getByRole('textbox', { name: 'Texto' }).pressSequentially(' Tragam sacolas.');
    await expect(editor(page).getByRole('button', { name: 'Analisar' })).toBeVisible();
    await editor(page).getByRole('button', { name: 'Analisar' }).click();
    await expect(editor(page).getByRole('button', { name: 'Analisar' })).toHaveCount(0);
    await editor(page).getByRole('button', { name: 'Publicar' }).click();
    await expect(timeline(page).getByRole('article', { name: title })).toBeVisible();
  });

  test("a poll with 3 options and an event tomorrow at 19:00 publish and show on B's timeline live", async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const a = await openResident(openContext, residentA, { waitFor: 'timeline' });
    const b = await openResident(openContext, residentB, { path: '/categoria/votacao', waitFor: 'timeline' });

    const pollTitle = uniqueTitle('Melhor horário para a feira');
    await writePost(a.page, pollTitle, 'Escolha o horário da feira de domingo na Rua das Flores.');
    await chooseCategory(a.page, 'Votação');
    const form = editor(a.page);
    await form.getByRole('textbox', { name: 'Opção 1' }).fill('Manhã');
    await form.getByRole('textbox', { name: 'Opção 2' }).fill('Tarde');
    await form.getByRole('button', { name: 'Adicionar opção' }).click();
    await form.getByRole('textbox', { name: 'Opção 3' }).fill('Noite');
    await form.getByRole('button', { name: 'Publicar' }).click();
    await expect(form.getByRole('textbox', { name: 'Título' })).toHaveValue('');
    const poll = timeline(b.page).getByRole('article', { name: pollTitle });
    await expect(poll).toBeVisible();
    await expect(poll).toContainText('Noite');

    await b.page.goto('/categoria/eventos');
    await expect(timeline(b.page)).toBeVisible();
    const eventTitle = uniqueTitle('Festa da rua');
    await writePost(a.page, eventTitle, 'Festa junina da Rua das Flores, em frente ao número 123.');
    await chooseCategory(a.page, 'Eventos');
    const tomorrow = await a.page.evaluate(() => {
      const day = new Date();
      day.setDate(day.getDate() + 1);
      return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    });
    await form.getByLabel('Data do evento').fill(tomorrow);
    await form.getByLabel('Horário do evento').fill('19:00');
    await form.getByRole('button', { name: 'Publicar' }).click();
    const event = timeline(b.page).getByRole('article', { name: eventTitle });
    await expect(event).toBeVisible();
    await expect(event).toContainText('19:00');
    await expectNoAxeViolations(b.page);
  });

  test('an image is framed, described and published; the card shows it with its alt', async ({
    page: unused,
    openContext,
  }) => {
    await unused.close();
    const { page } = await openResident(openContext, residentA, { waitFor: 'timeline' });
    const title = uniqueTitle('Buraco na calçada');
    await writePost(page, title, 'Desde 10/11 há um buraco de 40 cm na calçada da Rua das Flores, 123.');
    await editor(page).getByRole('button', { name: 'Adicionar imagem' }).click();
    const modal = page.getByRole('dialog', { name: 'Ajustar imagem' });
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 600;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#93b4fb';
        context.fillRect(0, 0, 900, 600);
        context.fillStyle = '#1d4fd8';
        context.fillRect(300, 200, 300, 200);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    });
    const chooser = page.waitForEvent('filechooser');
    await modal.getByRole('button', { name: 'Escolher arquivo' }).click();
    await (await chooser).setFiles({
      name: 'calcada.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    const frame = modal.getByRole('img', { name: 'Enquadramento da imagem' });
    await expect(frame).toBeVisible();
    await modal.getByRole('button', { name: 'Aumentar zoom' }).click();
    await frame.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(modal.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '110%');
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'Usar imagem' }).click();
    await expect(modal).toHaveCount(0);
    const alt = 'Buraco na calçada em frente ao número 123';
    await editor(page).getByRole('textbox', { name: 'Descrição da imagem' }).fill(alt);
    await expect(editor(page).getByRole('img', { name: alt })).toBeVisible();
    await editor(page).getByRole('button', { name: 'Publicar' }).click();
    const card = timeline(page).getByRole('article', { name: title });
    await expect(card.getByRole('img', { name: alt })).toBeVisible();
    // The card reserves the image's box, so it is visible before its bytes arrive: wait until loaded.
    await expect
      .poll(() =>
        card
          .getByRole('img', { name: alt })
          .evaluate((image: HTMLImageElement) =>
            image.complete ? `${image.naturalWidth}x${image.naturalHeight}` : 'loading',
          ),
      )
      .toBe('500x300');
  });

  test('the editor by keyboard only: title, text, Publicar', async ({ page: unused, openContext }) => {
    await unused.close();
    const { page } = await openResident(openContext, residentA, { waitFor: 'timeline' });
    const form = editor(page);
    const title = uniqueTitle('Coleta de recicláveis');
    // The editor's code comes slowly, as on a phone's network: the title is typed into meanwhile.
    await page.route('**/assets/editor-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await tabTo(page, form.getByRole('textbox', { name: 'Título' }), 60);
    await page.keyboard.type(title.slice(0, 8));
    // The title's focus fetched the editor's code: once it has opened (its text field shows), the
    // focus is still in the title, after what was typed meanwhile, and typing goes on there.
    await expect(form.getByRole('textbox', { name: 'Texto' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Título' })).toBeFocused();
    await page.keyboard.type(title.slice(8));
    await expect(form.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Texto' })).toBeFocused();
    await page.keyboard.type('A coleta de recicláveis passa às terças, às 8h, na Rua das Flores, 123.');
    await tabTo(page, form.getByRole('button', { name: 'Publicar' }));
    await page.keyboard.press('Enter');
    await expect(timeline(page).getByRole('article', { name: title })).toBeVisible();
  });
});
