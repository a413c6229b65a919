// Meu Perfil on the built app and the real server: the owner edits the profile by keyboard (an
// invalid username marked, then saved), changes the avatar through the crop (the page reloads with
// it), copies the invite link, and that link opens signup with the code read-only; axe on each screen.
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { activate, typeInto } from './support/keyboard.ts';
import { makeResident } from './support/residents.ts';
import { signIn } from './support/session.ts';
import { expect, test } from './support/test.ts';

const profile = (page: Page) => page.getByRole('region', { name: 'Meu Perfil' });

/** A small solid PNG (64 x 48, green), built here so the journey needs no fixture file. */
function greenPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const [width, height] = [64, 48];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [4, 120, 87]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('Meu Perfil', () => {
  test('the owner edits the profile and the avatar; the invite link opens signup with the code read-only', async ({
    page,
    openContext,
  }) => {
    await page.goto('/');
    await signIn(page, 'lucas.oliveira');
    await activate(page, page.getByRole('button', { name: 'Menu da conta' }));
    await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(profile(page).getByRole('heading', { name: 'Lucas Oliveira' })).toBeVisible();
    await expect(profile(page).getByText('Postagens', { exact: true })).toBeVisible();
    await expect(profile(page).getByText('Como ganhar pontos de influência')).toBeVisible();
    await expectNoAxeViolations(page);

    // The edit, by keyboard: a bad username is marked and focused; a good edit is saved.
    await activate(page, profile(page).getByRole('button', { name: 'Editar perfil' }));
    const form = page.getByRole('form', { name: 'Editar perfil' });
    const username = form.getByRole('textbox', { name: 'Nome de usuário' });
    await username.fill('x');
    await activate(page, form.getByRole('button', { name: 'Salvar' }));
    await expect(username).toBeFocused();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await username.fill('lucas.oliveira');
    const summary = form.getByRole('textbox', { name: 'Sobre você' });
    await summary.fill('');
    await typeInto(page, summary, 'Tenho um golden chamado Pipoca e adoro a praça.');
    await activate(page, form.getByRole('button', { name: 'Salvar' }));
    await expect(form).toBeHidden();
    await expect(profile(page).getByText('Tenho um golden chamado Pipoca e adoro a praça.')).toBeVisible();

    // The avatar: the crop, the round preview, "Salvar foto"; the page reloads with the new picture.
    await profile(page).getByRole('button', { name: 'Alterar foto' }).click();
    const editor = page.getByRole('dialog');
    const chooser = page.waitForEvent('filechooser');
    await editor.getByRole('button', { name: 'Escolher arquivo' }).click();
    await (await chooser).setFiles({ name: 'foto.png', mimeType: 'image/png', buffer: greenPng() });
    await editor.getByRole('button', { name: 'Usar imagem' }).click();
    await expect(profile(page).getByRole('img', { name: 'Nova foto de perfil' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await profile(page).getByRole('button', { name: 'Salvar foto' }).click();
    await reloaded;
    await expect(profile(page).locator('img[src*="/api/v1/images/"]')).toBeVisible({ timeout: 15_000 });

    // The invite link: copied from the card, it opens signup with the code read-only.
    const link = await profile(page).getByRole('textbox', { name: 'Link de convite' }).inputValue();
    const code = new URL(link).searchParams.get('invite_code') ?? '';
    expect(code).not.toBe('');
    const newcomer = await (await openContext({ locale: 'pt-BR' })).newPage();
    await newcomer.goto(link);
    await expect(newcomer.getByText('Etapa 1 de 4: Localização')).toBeVisible();
    await typeInto(newcomer, newcomer.getByLabel('Buscar área'), 'Vila Mariana');
    await activate(
      newcomer,
      newcomer.getByRole('list', { name: 'Áreas encontradas' }).getByRole('button', { name: /Vila Mariana/ }),
    );
    await activate(newcomer, newcomer.getByRole('button', { name: 'Continuar' }));
    const field = newcomer.getByLabel('Código de convite');
    await expect(field).toHaveValue(code);
    await expect(field).toHaveAttribute('readonly');
    await expectNoAxeViolations(newcomer);
    const resident = makeResident('Rita', 'Moraes');
    await typeInto(newcomer, newcomer.getByLabel('Nome', { exact: true }), resident.firstName);
    await typeInto(newcomer, newcomer.getByLabel('Sobrenome'), resident.lastName);
    await typeInto(newcomer, newcomer.getByLabel('Nome de usuário'), resident.username);
    await typeInto(newcomer, newcomer.getByLabel('Email'), resident.email);
    await typeInto(newcomer, newcomer.getByLabel('Senha', { exact: true }), resident.password);
    await typeInto(newcomer, newcomer.getByLabel('Confirmar senha'), resident.password);
    await activate(newcomer, newcomer.getByRole('button', { name: 'Criar conta', exact: true }));
    await expect(newcomer.getByText('Conta criada!')).toBeVisible();
  });
});
