import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountHandlers, makeWireArea, makeWireTown } from '@vizinhos/api/mocks';
import { accountsDomainTexts } from '@vizinhos/domain';
import { accountsTexts } from '@vizinhos/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignupScreen } from './SignupScreen.tsx';

// The wired signup wizard: real atoms and api client, the network answered by MSW.

const meta = {
  id: 'pages-signupscreen',
  title: 'Páginas/SignupScreen',
  component: SignupScreen,
  parameters: { layout: 'fullscreen' },
  args: { inviteCode: undefined, onLogin: fn() },
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "SP" finds the state's areas; a town with no area offers "Propor uma nova área" right there; Voltar on step 2. */
export const FindsEveryTown: Story = {
  parameters: {
    msw: {
      handlers: {
        areas: accountHandlers.areaSearch([makeWireArea()], undefined, [makeWireTown()]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Buscar área'), 'SP');
    const area = await canvas.findByRole('button', { name: /Vila Mariana/ });
    await expect(area).toHaveTextContent('São Paulo - São Paulo');
    await userEvent.click(canvas.getByRole('button', { name: 'Propor uma nova área: Campinas - São Paulo' }));
    await expect(canvas.getByText('Etapa 2 de 4: Área')).toBeVisible();
    await expect(canvas.getByText(accountsTexts.signup.founder)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(canvas.getByText('Etapa 1 de 4: Localização')).toBeVisible();
  },
};

/** Errors at their field on step 3: the spec's text above, each blank field marked, focus on the first. */
export const ErrorsAtTheirField: Story = {
  parameters: { msw: { handlers: { areas: accountHandlers.areaSearch() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Buscar área'), 'Vila');
    await userEvent.click(await canvas.findByRole('button', { name: /Vila Mariana/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await userEvent.type(canvas.getByLabelText('Nome de usuário'), 'ma');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(accountsDomainTexts.requiredFields);
    const firstName = canvas.getByLabelText('Nome');
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveAccessibleDescription(accountsDomainTexts.fieldRequired);
    await expect(canvas.getByLabelText('Nome de usuário')).toHaveAccessibleDescription(
      accountsDomainTexts.usernameFormat,
    );
  },
};

/** An unknown invite code is said above the wizard; going on drops it. */
export const UnknownInvite: Story = {
  args: { inviteCode: 'CONVITE-INEXISTENTE' },
  parameters: { msw: { handlers: { accounts: accountHandlers.invite(false) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Este convite não é válido' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta sem convite' }));
    await expect(canvas.queryByRole('heading', { name: 'Este convite não é válido' })).toBeNull();
  },
};
