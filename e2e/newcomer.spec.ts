// A newcomer's first hour, on `pnpm start` with nothing else installed: signup that finds every
// town, the activation mail read in the local mailbox, every mail link in each of its states, and
// the 429 that says when to try again. The server is our own process (a fresh data folder, no SMTP).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { activate, typeInto } from './support/keyboard.ts';
import { makeResident, type Resident } from './support/residents.ts';
import { type ServerProcess, startServerProcess } from './support/serverProcess.ts';
import { expect, type OpenContext, test } from './support/test.ts';

let server: ServerProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startServerProcess();
});

test.afterAll(async () => {
  await server?.stop();
});

async function openPage(openContext: OpenContext): Promise<Page> {
  const context = await openContext({ baseURL: server.url, locale: 'pt-BR' });
  return context.newPage();
}

async function openSignup(page: Page) {
  await page.goto('/');
  await activate(page, page.getByRole('button', { name: 'Criar conta' }));
  await expect(page.getByText('Etapa 1 de 4: Localização')).toBeVisible();
}

async function fillPersonalData(page: Page, resident: Resident) {
  await typeInto(page, page.getByLabel('Nome', { exact: true }), resident.firstName);
  await typeInto(page, page.getByLabel('Sobrenome'), resident.lastName);
  await typeInto(page, page.getByLabel('Nome de usuário'), resident.username);
  await typeInto(page, page.getByLabel('Email'), resident.email);
  await typeInto(page, page.getByLabel('Senha', { exact: true }), resident.password);
  await typeInto(page, page.getByLabel('Confirmar senha'), resident.password);
}

/** Signs a resident up in the area the search finds for `query`; the success step is left open. */
async function signUpBySearch(page: Page, resident: Resident, query: string, choice: RegExp) {
  await openSignup(page);
  await typeInto(page, page.getByLabel('Buscar área'), query);
  await activate(page, page.getByRole('button', { name: choice }));
  await activate(page, page.getByRole('button', { name: 'Continuar' }));
  await fillPersonalData(page, resident);
  await activate(page, page.getByRole('button', { name: 'Criar conta', exact: true }));
  await expect(page.getByText('Conta criada!')).toBeVisible();
}

async function signIn(page: Page, user: string, password: string) {
  await typeInto(page, page.getByLabel('Usuário ou email'), user);
  await typeInto(page, page.getByLabel('Senha'), password);
  await page.keyboard.press('Enter');
}

test('a newcomer signs up by "SP", opens the activation mail in the local mailbox and signs in', async ({
  openContext,
}) => {
  const page = await openPage(openContext);
  const resident = makeResident('Livia', 'Costa');
  await openSignup(page);
  await typeInto(page, page.getByLabel('Buscar área'), 'SP');
  const results = page.getByRole('list', { name: 'Áreas encontradas' });
  // One spelling of a place everywhere: the city and the state's name.
  await expect(results.getByRole('button', { name: /Vila Mariana/ })).toContainText('São Paulo - São Paulo');
  await activate(page, results.getByRole('button', { name: /Vila Mariana/ }));
  await expect(page.getByText('Etapa 2 de 4: Área')).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Continuar' }));
  await fillPersonalData(page, resident);
  await activate(page, page.getByRole('button', { name: 'Criar conta', exact: true }));
  await expect(page.getByText('Conta criada!')).toBeVisible();
  await expectNoAxeViolations(page);

  await activate(page, page.getByRole('link', { name: 'Abrir a caixa de correio local' }));
  await expect(page).toHaveURL(`${server.url}/caixa-de-correio`);
  await expect(page.getByRole('heading', { name: 'Caixa de correio local', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const mail = page.getByRole('article').filter({ hasText: resident.email }).first();
  await expect(mail.getByRole('heading', { name: 'Ative sua conta no Vizinhos' })).toBeVisible();
  await activate(page, mail.getByRole('link', { name: /activation\?token=/ }));
  await expect(page).toHaveURL(/registrationSuccess=true/);
  await expect(page.getByRole('status').filter({ hasText: 'Sua conta foi ativada' })).toBeVisible();

  await signIn(page, resident.username, resident.password);
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Online', { timeout: 20_000 });
  await page.context().close();
});

test('activation links: used and bogus land on a page with one next step; the expired page asks for a new link', async ({
  openContext,
}) => {
  const page = await openPage(openContext);
  const resident = makeResident('Caio', 'Nunes');
  const before = server.mailLinks().length;
  await signUpBySearch(page, resident, 'Vila Mariana', /Vila Mariana/);
  const link = await server.waitForMailLink('activation?token=', before);
  await page.goto(link);
  await expect(page).toHaveURL(/registrationSuccess=true/);

  // Opened twice: the account is already active, so sign in.
  await page.goto(link);
  await expect(page).toHaveURL(`${server.url}/ativacao/usado`);
  await expect(page.getByRole('heading', { name: 'Este link já foi usado' })).toBeFocused();
  await expectNoAxeViolations(page);
  await activate(page, page.getByRole('button', { name: 'Ir para o login' }));
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();

  // A token nobody sent: never raw JSON, and the next step is a new link.
  await page.goto('/api/v1/users/activation?token=nao-existe');
  await expect(page).toHaveURL(`${server.url}/ativacao/invalido`);
  await expect(page.getByRole('heading', { name: 'Link de ativação inválido' })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Pedir um novo link' }));
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();

  // The server sends a browser here for a link past its 7 days (apps/server accounts.mailLinks test).
  await page.goto('/ativacao/expirado');
  await expect(page.getByRole('heading', { name: 'Este link de ativação expirou' })).toBeVisible();
  await expectNoAxeViolations(page);
  await activate(page, page.getByRole('button', { name: 'Pedir um novo link' }));
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();
  await page.context().close();
});

test('reset links: valid opens the form, used, expired and bogus land on a page with one next step', async ({
  openContext,
}) => {
  const page = await openPage(openContext);
  const resident = makeResident('Rosa', 'Lima');
  const signedUp = server.mailLinks().length;
  await signUpBySearch(page, resident, 'Vila Mariana, São Paulo', /Vila Mariana/);
  await page.goto(await server.waitForMailLink('activation?token=', signedUp));

  const before = server.mailLinks().length;
  await page.goto('/');
  await activate(page, page.getByRole('button', { name: 'Esqueci minha senha' }));
  await typeInto(page, page.getByLabel('Email'), resident.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Email Enviado' })).toBeVisible();
  const link = await server.waitForMailLink('reset_password_token=', before);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Redefinir senha' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Voltar ao login' })).toBeVisible();
  const password = 'outra-senha-boa';
  await typeInto(page, page.getByLabel('Nova senha', { exact: true }), password);
  await typeInto(page, page.getByLabel('Confirmar nova senha'), password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Senha alterada' })).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`, { timeout: 5_000 });

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Este link já foi usado' })).toBeVisible();
  await expectNoAxeViolations(page);
  await activate(page, page.getByRole('button', { name: 'Ir para o login' }));
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`);

  await page.goto('/?reset_password_token=nao-existe');
  await expect(page.getByRole('heading', { name: 'Link de redefinição inválido' })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Pedir um novo link' }));
  await expect(page.getByRole('heading', { name: 'Recuperar senha' })).toBeVisible();

  // Past its hour (the server's side is in apps/server accounts.mailLinks test): its answer, here.
  await page.route('**/api/v1/users/password?*', (route) =>
    route.fulfill({ status: 422, json: { error: 'O link expirou.', code: 'expired' } }),
  );
  await page.goto('/?reset_password_token=de-ontem');
  await expect(page.getByRole('heading', { name: 'Este link de redefinição expirou' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('invite links: a good code goes straight to signup; an unknown one says so, and signup goes on without it', async ({
  openContext,
}) => {
  const page = await openPage(openContext);
  const signedIn = await page.request.post('/api/v1/users/sign_in', {
    data: { user: 'demo', password: 'demo1234' },
    headers: { Origin: server.url },
  });
  expect(signedIn.status()).toBe(200);
  const { users } = (await signedIn.json()) as { users: { invite_code: string } };
  await page.context().clearCookies();

  await page.goto(`/?invite_code=${users.invite_code}`);
  await expect(page.getByText('Etapa 1 de 4: Localização')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Este convite não é válido' })).toHaveCount(0);

  await page.goto('/?invite_code=CONVITE-INEXISTENTE');
  await expect(page.getByRole('heading', { name: 'Este convite não é válido' })).toBeVisible();
  await expectNoAxeViolations(page);
  await activate(page, page.getByRole('button', { name: 'Criar conta sem convite' }));
  await expect(page.getByRole('heading', { name: 'Este convite não é válido' })).toHaveCount(0);
  await typeInto(page, page.getByLabel('Buscar área'), 'Vila Mariana');
  await activate(page, page.getByRole('button', { name: /Vila Mariana/ }));
  await activate(page, page.getByRole('button', { name: 'Continuar' }));
  await expect(page.getByLabel('Código de convite')).toHaveCount(0);
  await page.context().close();
});

test('signup by a town without an area proposes one, with Voltar on every step after the first', async ({
  openContext,
}) => {
  const page = await openPage(openContext);
  await openSignup(page);
  await typeInto(page, page.getByLabel('Buscar área'), 'jundiai');
  const propose = page
    .getByRole('region', { name: 'Cidades ainda sem área' })
    .getByRole('button', { name: 'Propor uma nova área: Jundiaí - São Paulo' });
  await expect(propose).toBeVisible();
  await expectNoAxeViolations(page);
  await activate(page, propose);
  await expect(page.getByText('Etapa 2 de 4: Área')).toBeVisible();
  await expect(page.getByText('Você será o fundador')).toBeVisible();
  await expect(page.getByText('Jundiaí - São Paulo')).toBeVisible();

  await activate(page, page.getByRole('button', { name: 'Voltar', exact: true }));
  await expect(page.getByText('Etapa 1 de 4: Localização')).toBeVisible();
  await activate(page, propose);
  await activate(page, page.getByRole('button', { name: 'Continuar' }));
  await expect(page.getByText('Etapa 3 de 4: Dados pessoais')).toBeVisible();
  // Errors at their field: marked, described, and focus on the first wrong one.
  await activate(page, page.getByRole('button', { name: 'Criar conta', exact: true }));
  await expect(page.getByRole('alert')).toHaveText('Por favor, preencha todos os campos obrigatórios');
  const firstName = page.getByLabel('Nome', { exact: true });
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('Preencha este campo.');
  await expectNoAxeViolations(page);
  await activate(page, page.getByRole('button', { name: 'Voltar', exact: true }));
  await expect(page.getByText('Etapa 2 de 4: Área')).toBeVisible();

  const resident = makeResident('Nina', 'Reis');
  await activate(page, page.getByRole('button', { name: 'Continuar' }));
  await fillPersonalData(page, resident);
  await activate(page, page.getByRole('button', { name: 'Criar conta', exact: true }));
  await expect(page.getByText('Conta criada!')).toBeVisible();
  await page.context().close();
});

test('geolocation refused says so in Portuguese and moves focus to the search', async ({ openContext }) => {
  const page = await openPage(openContext);
  await openSignup(page);
  await activate(page, page.getByRole('button', { name: 'Usar minha localização' }));
  await expect(page.getByRole('alert')).toHaveText(
    'O navegador não permitiu usar a sua localização. Busque a sua área pelo nome.',
  );
  await expect(page.getByLabel('Buscar área')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.type('Campinas - SP');
  await expect(
    page.getByRole('button', { name: 'Propor uma nova área: Campinas - São Paulo' }),
  ).toBeVisible();
  await page.context().close();
});

test('too many sign-ins: the 429 answers Retry-After and the message names the minutes', async ({
  openContext,
}) => {
  const page = await openPage(openContext);
  await page.goto('/');
  const submit = page.getByRole('button', { name: 'Entrar', exact: true });
  await typeInto(page, page.getByLabel('Usuário ou email'), 'demo');
  await typeInto(page, page.getByLabel('Senha'), 'senha-errada');
  let retryAfter: string | null = null;
  for (let attempt = 0; attempt < 8 && retryAfter === null; attempt++) {
    await expect(submit).toBeEnabled();
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/users/sign_in'));
    await page.keyboard.press('Enter');
    const response = await answered;
    if (response.status() === 429) retryAfter = (await response.allHeaders())['retry-after'] ?? '';
  }
  expect(Number(retryAfter)).toBeGreaterThan(0);
  const minutes = Math.ceil(Number(retryAfter) / 60);
  await expect(page.getByRole('alert')).toHaveText(
    `Máximo de tentativas excedidas. Por favor, tente novamente mais tarde. Tente de novo em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  );
  await expectNoAxeViolations(page);
  await page.context().close();
});
