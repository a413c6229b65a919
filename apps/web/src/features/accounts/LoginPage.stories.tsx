import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountHandlers } from '@vizinhos/api/mocks';
import { accountsDomainTexts } from '@vizinhos/domain';
import { accountsTexts } from '@vizinhos/ui';
import { HttpResponse, http } from 'msw';
import type {} from 'msw-storybook-addon/types';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SessionControlsContext } from '../../session/sessionControls.ts';
import { LoginPage } from './LoginPage.tsx';

// The wired login screen: real atoms and the real api client, the network answered by MSW. Handlers
// that record what they were asked are added by the play function itself (`msw.use`), so each run
// counts from zero with nothing kept between runs.

const area = (id: string, name: string, userCount: number) => ({
  _id: { $oid: id },
  id,
  name,
  full_name: `${name}, São Paulo - SP`,
  city: 'São Paulo',
  state: 'SP',
  user_count: userCount,
  created_at: '2026-01-10T12:00:00.000Z',
  latitude: -23.59,
  longitude: -46.63,
});

const meta = {
  id: 'pages-loginpage',
  title: 'Páginas/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SessionControlsContext value={{ signIn: fn(), signOut: fn() }}>
        <Story />
      </SessionControlsContext>
    ),
  ],
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const signInAnswers = (status: number, body: object): Story['parameters'] => ({
  msw: {
    handlers: { accounts: [http.post('/api/v1/users/sign_in', () => HttpResponse.json(body, { status }))] },
  },
});

/** Empty fields are refused before any call (spec: Validation rules); a 401 reads "Login ou senha incorreta" (spec: Error catalogue). */
export const WrongCredentials: Story = {
  parameters: signInAnswers(401, { error: 'Login ou senha incorreta' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(accountsDomainTexts.usernameRequired);
    await userEvent.type(canvas.getByLabelText('Usuário ou email'), 'maria.souza');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(accountsDomainTexts.passwordRequired);
    await userEvent.type(canvas.getByLabelText('Senha'), 'errada{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(accountsDomainTexts.wrongCredentials),
    );
  },
};

/** 429 (spec: Error catalogue). */
export const TooManyAttempts: Story = {
  parameters: signInAnswers(429, { error: 'Muitas tentativas' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Usuário ou email'), 'maria.souza');
    await userEvent.type(canvas.getByLabelText('Senha'), 'errada{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(accountsDomainTexts.tooManyAttempts),
    );
  },
};

/** An account not activated yet: the server's "cancelled" error (spec: Error catalogue). */
export const NotActivated: Story = {
  parameters: signInAnswers(403, { error: 'Conta não ativada', code: 'account_cancelled' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Usuário ou email'), 'maria.souza');
    await userEvent.type(canvas.getByLabelText('Senha'), 'segredo1{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(accountsDomainTexts.notActivated),
    );
  },
};

/** registrationSuccess=true shows the activated notice (spec: Screens and routes). */
export const Activated: Story = {
  parameters: { router: { initialEntries: ['/?registrationSuccess=true'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(accountsTexts.login.activated);
  },
};

/** invite_code opens signup (spec: Screens and routes); the area search starts at 2 characters, 300 ms after typing (spec: Validation rules). */
export const InviteOpensSignup: Story = {
  parameters: { router: { initialEntries: ['/?invite_code=CONVITE-123'] } },
  play: async ({ canvasElement, msw }) => {
    const searches: string[] = [];
    msw.use(
      http.get('/api/v1/search/areas', ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({
          areas: [area('a1', 'Vila Mariana', 17), area('a2', 'Vila Clementino', 4)],
        });
      }),
    );
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Etapa 1 de 4: Localização')).toBeVisible();
    const search = canvas.getByLabelText('Buscar área');
    await userEvent.type(search, 'V');
    await new Promise((resolve) => setTimeout(resolve, 450));
    await expect(searches).toEqual([]);
    await userEvent.type(search, 'ila');
    const result = await canvas.findByRole('button', { name: /Vila Clementino/ });
    // Typed within the debounce window: one search, for the whole text.
    await expect(searches).toEqual(['Vila']);
    await userEvent.click(result);
    await expect(canvas.getByText('Etapa 2 de 4: Área')).toBeVisible();
    await expect(canvas.queryByText(accountsTexts.signup.founder)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(canvas.getByLabelText('Código de convite')).toHaveValue('CONVITE-123');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(accountsDomainTexts.requiredFields);
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(canvas.getByText('Etapa 2 de 4: Área')).toBeVisible();
  },
};

/** The server asks for an area search: step 5, where an area must be chosen (spec: States and transitions, Validation rules). */
export const ServerAsksForArea: Story = {
  parameters: {
    msw: {
      handlers: {
        areas: [
          http.get('/api/v1/search/areas', () =>
            HttpResponse.json({ areas: [area('a1', 'Vila Mariana', 17)] }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement, msw }) => {
    let signups = 0;
    msw.use(
      http.post('/api/v1/users', () => {
        signups++;
        // The first attempt cannot place the resident; the second, with the chosen area, can.
        return signups === 1
          ? HttpResponse.json({ requires_area_search: true, error: 'Escolha a área' }, { status: 422 })
          : HttpResponse.json(
              { users: { _id: { $oid: 'u1' }, id: 'u1', username: 'ana.lima' } },
              { status: 201 },
            );
      }),
    );
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await userEvent.type(canvas.getByLabelText('Buscar área'), 'Vila');
    await userEvent.click(await canvas.findByRole('button', { name: /Vila Mariana/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    for (const [label, value] of [
      ['Nome', 'Ana'],
      ['Sobrenome', 'Lima'],
      ['Nome de usuário', 'ana.lima'],
      ['Email', 'ana@exemplo.com.br'],
      ['Senha', 'segredo1'],
      ['Confirmar senha', 'segredo1'],
    ] as const)
      await userEvent.type(canvas.getByLabelText(label), value);
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(await canvas.findByText('Etapa 4 de 4: Escolher área')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir cadastro' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(accountsDomainTexts.chooseArea);
    await userEvent.click(canvas.getByRole('button', { name: /Vila Mariana/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Concluir cadastro' }));
    await expect(await canvas.findByText('Conta criada!')).toBeVisible();
    await expect(signups).toBe(2);
  },
};

/** 429 with Retry-After: the spec's text, then when to try again. */
export const TooManyAttemptsWithWait: Story = {
  parameters: { msw: { handlers: { accounts: accountHandlers.signInThrottled(240) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Usuário ou email'), 'maria.souza');
    await userEvent.type(canvas.getByLabelText('Senha'), 'errada{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        `${accountsDomainTexts.tooManyAttempts} Tente de novo em 4 minutos.`,
      ),
    );
  },
};
