// Journeys on the built app and the real server (embedded database): signup in a new area,
// activation through the outbox, login, the shell Online, logout; a second resident joining the same
// area; the 401 and 429 texts; forgot and reset through the outbox. Done with the keyboard alone, with
// axe checks on every screen. The server is our own process, because the journeys read its outbox.
import type { Page, WebSocket } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { activate, typeInto } from './support/keyboard.ts';
import { makeResident, type Resident } from './support/residents.ts';
import { type ServerProcess, startServerProcess } from './support/serverProcess.ts';
import { expect, type OpenContext, test } from './support/test.ts';

// Curitiba's seat in the server's offline geography; the demo area is in São Paulo, so this is a new area.
const curitiba = { latitude: -25.43, longitude: -49.27 };

let server: ServerProcess;
const founder = makeResident('Helena', 'Prado');
const neighbour = makeResident('Otavio', 'Ramos');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A fresh embedded database is created and seeded: slow on a busy machine.
  server = await startServerProcess();
});

test.afterAll(async () => {
  await server?.stop();
});

async function openPage(openContext: OpenContext, options: { geolocation?: boolean } = {}): Promise<Page> {
  const context = await openContext({
    baseURL: server.url,
    locale: 'pt-BR',
    ...(options.geolocation ? { geolocation: curitiba, permissions: ['geolocation'] } : {}),
  });
  return context.newPage();
}

async function fillPersonalData(page: Page, resident: Resident) {
  await typeInto(page, page.getByLabel('Nome', { exact: true }), resident.firstName);
  await typeInto(page, page.getByLabel('Sobrenome'), resident.lastName);
  await typeInto(page, page.getByLabel('Nome de usuário'), resident.username);
  await typeInto(page, page.getByLabel('Email'), resident.email);
  await typeInto(page, page.getByLabel('Senha', { exact: true }), resident.password);
  await typeInto(page, page.getByLabel('Confirmar senha'), resident.password);
}

async function loginWithKeyboard(page: Page, user: string, password: string) {
  await typeInto(page, page.getByLabel('Usuário ou email'), user);
  await typeInto(page, page.getByLabel('Senha'), password);
  await page.keyboard.press('Enter');
}

/** Opens the first activation link mailed after `mailsBefore` links, as the resident would. */
async function activateFromOutbox(page: Page, mailsBefore: number) {
  await page.goto(await server.waitForMailLink('activation?token=', mailsBefore));
  await expect(page).toHaveURL(/registrationSuccess=true/);
  await expect(page.getByRole('status').filter({ hasText: 'Sua conta foi ativada' })).toBeVisible();
}

test('a new resident signs up in a new area by location, becomes Fundador, activates, logs in Online and logs out', async ({
  openContext,
}) => {
  const page = await openPage(openContext, { geolocation: true });
  // spec: States and transitions: the live connection opens only while signed in and closes on sign-out.
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => sockets.push(socket));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expectNoAxeViolations(page);

  await activate(page, page.getByRole('button', { name: 'Criar conta' }));
  await expect(page.getByText('Etapa 1 de 4: Localização')).toBeVisible();
  await expectNoAxeViolations(page);

  await activate(page, page.getByRole('button', { name: 'Usar minha localização' }));
  await expect(page.getByText('Etapa 2 de 4: Área')).toBeVisible();
  await expect(page.getByText('Você será o fundador')).toBeVisible();
  // One spelling of a place everywhere: the city and the state's name, as the sidebar's card.
  await expect(page.getByText('Curitiba - Paraná')).toBeVisible();
  await expectNoAxeViolations(page);

  await activate(page, page.getByRole('button', { name: 'Continuar' }));
  await expect(page.getByText('Etapa 3 de 4: Dados pessoais')).toBeVisible();
  // spec: Validation rules: the domain's check runs before anything is sent.
  await activate(page, page.getByRole('button', { name: 'Criar conta', exact: true }));
  await expect(page.getByRole('alert')).toHaveText('Por favor, preencha todos os campos obrigatórios');
  await fillPersonalData(page, founder);
  await expectNoAxeViolations(page);
  const mailsBefore = server.mailLinks().length;
  await activate(page, page.getByRole('button', { name: 'Criar conta', exact: true }));
  await expect(page.getByText('Conta criada!')).toBeVisible();
  await expectNoAxeViolations(page);

  await activate(page, page.getByRole('button', { name: 'Ir para o login' }));
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  // Not activated yet: the server refuses, and the screen says why (spec: Error catalogue).
  await loginWithKeyboard(page, founder.username, founder.password);
  await expect(page.getByRole('alert')).toContainText('Sua conta ainda não foi ativada');

  await activateFromOutbox(page, mailsBefore);
  await expectNoAxeViolations(page);
  expect(sockets).toHaveLength(0);
  await loginWithKeyboard(page, founder.username, founder.password);

  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Online', { timeout: 20_000 });
  expect(sockets.map((socket) => new URL(socket.url()).pathname)).toEqual(['/ws']);
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(page).toHaveTitle('Vizinhos');
  const me = await page.request.get('/api/v1/users/me?include_area=true');
  expect((await me.json()).users.role.name).toBe('Fundador');
  await expect(page.getByRole('region', { name: 'Sua área' })).toContainText('Curitiba');
  await expectNoAxeViolations(page);

  await activate(page, page.getByRole('button', { name: 'Menu da conta' }));
  await expect(page.getByText(`Conectado como ${founder.username}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`);
  expect((await page.request.get('/api/v1/users/me')).status()).toBe(401);
  await expect.poll(() => sockets.every((socket) => socket.isClosed())).toBe(true);
  await page.context().close();
});

test('a second resident finds the same area by name and joins it as a member', async ({ openContext }) => {
  const page = await openPage(openContext);
  await page.goto('/');
  await activate(page, page.getByRole('button', { name: 'Criar conta' }));
  // spec: Validation rules: one character does not search.
  await typeInto(page, page.getByLabel('Buscar área'), 'C');
  await page.waitForTimeout(500);
  await expect(page.getByRole('list', { name: 'Áreas encontradas' })).toHaveCount(0);
  await page.keyboard.type('uritiba');
  const result = page
    .getByRole('list', { name: 'Áreas encontradas' })
    .getByRole('button', { name: /Curitiba/ });
  await expect(result).toContainText('1 membro');
  await expectNoAxeViolations(page);
  await activate(page, result);

  await expect(page.getByText('Etapa 2 de 4: Área')).toBeVisible();
  await expect(page.getByText('Você será o fundador')).toHaveCount(0);
  await activate(page, page.getByRole('button', { name: 'Continuar' }));
  await fillPersonalData(page, neighbour);
  const mailsBefore = server.mailLinks().length;
  await activate(page, page.getByRole('button', { name: 'Criar conta', exact: true }));
  await expect(page.getByText('Conta criada!')).toBeVisible();

  await activateFromOutbox(page, mailsBefore);
  await loginWithKeyboard(page, neighbour.email, neighbour.password);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Online', { timeout: 20_000 });
  const me = await (await page.request.get('/api/v1/users/me?include_area=true')).json();
  expect(me.users.role.name).not.toBe('Fundador');
  expect(me.users.area.name).toBe('Curitiba');
  await expect(page.getByRole('banner')).toContainText('Curitiba');
  await page.context().close();
});

test('wrong credentials read 401 "Login ou senha incorreta", then too many read the 429 text', async ({
  openContext,
}) => {
  const page = await openPage(openContext);
  await page.goto('/');
  // spec: Validation rules before any call.
  await activate(page, page.getByRole('button', { name: 'Entrar', exact: true }));
  await expect(page.getByRole('alert')).toHaveText('Por favor, digite seu usuário ou email');
  await typeInto(page, page.getByLabel('Usuário ou email'), founder.username);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Por favor, digite sua senha');

  await typeInto(page, page.getByLabel('Senha'), 'senha-errada');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Login ou senha incorreta');
  await expectNoAxeViolations(page);
  const throttled = 'Máximo de tentativas excedidas. Por favor, tente novamente mais tarde.';
  // The server blocks a login after 5 failures in its window (apps/server loginThrottle).
  const submit = page.getByRole('button', { name: 'Entrar', exact: true });
  for (let attempt = 0; attempt < 6; attempt++) {
    // While a sign-in is under way the submit button is disabled, and Enter then submits nothing.
    await expect(submit).toBeEnabled();
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/users/sign_in'));
    await page.keyboard.press('Enter');
    if ((await answered).status() === 429) break;
  }
  // The spec's text, then when to try again from Retry-After.
  await expect(page.getByRole('alert')).toHaveText(
    new RegExp(`^${throttled} Tente de novo em \\d+ (minutos?|horas?)\\.$`),
  );
  await page.context().close();
});

test('forgot password sends the mail ("Email Enviado"), and its link resets the password', async ({
  openContext,
}) => {
  const page = await openPage(openContext);
  await page.goto('/');
  await activate(page, page.getByRole('button', { name: 'Esqueci minha senha' }));
  await activate(page, page.getByRole('button', { name: 'Enviar link' }));
  await expect(page.getByRole('alert')).toHaveText('Por favor, digite seu email');
  const mailsBefore = server.mailLinks().length;
  await typeInto(page, page.getByLabel('Email'), neighbour.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Email Enviado' })).toBeVisible();
  await expectNoAxeViolations(page);

  const link = await server.waitForMailLink('reset_password_token=', mailsBefore);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
  await expectNoAxeViolations(page);
  await typeInto(page, page.getByLabel('Nova senha', { exact: true }), 'abc');
  await typeInto(page, page.getByLabel('Confirmar nova senha'), 'abd');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('As senhas não coincidem');
  await page.getByLabel('Confirmar nova senha').fill('abc');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('A senha deve ter pelo menos 6 caracteres.');

  const newPassword = 'nova-senha-segura';
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar nova senha').fill(newPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Senha alterada' })).toBeVisible();
  await expectNoAxeViolations(page);
  // spec: Screens and routes: after 2 s the query string is cleared and the user goes to "/".
  await expect(page).toHaveURL(`${server.url}/`, { timeout: 5_000 });
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await loginWithKeyboard(page, neighbour.username, newPassword);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Online', { timeout: 20_000 });
  await page.context().close();
});

test('invite_code opens signup with the code read-only; an unknown code reads "O código de convite é inválido"', async ({
  openContext,
}) => {
  const page = await openPage(openContext);
  await page.goto('/?invite_code=CONVITE-INEXISTENTE');
  await expect(page.getByText('Etapa 1 de 4: Localização')).toBeVisible();
  await typeInto(page, page.getByLabel('Buscar área'), 'Curitiba');
  await activate(
    page,
    page.getByRole('list', { name: 'Áreas encontradas' }).getByRole('button', { name: /Curitiba/ }),
  );
  await activate(page, page.getByRole('button', { name: 'Continuar' }));
  const code = page.getByLabel('Código de convite');
  await expect(code).toHaveValue('CONVITE-INEXISTENTE');
  await expect(code).toHaveAttribute('readonly');
  await expectNoAxeViolations(page);
  await fillPersonalData(page, makeResident('Bruna', 'Teles'));
  await activate(page, page.getByRole('button', { name: 'Criar conta', exact: true }));
  await expect(page.getByRole('alert')).toHaveText('O código de convite é inválido');
  await page.context().close();
});
