import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeUser } from '@vizinhos/api/mocks';
import type { AreaId } from '@vizinhos/domain';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ShellPage } from './ShellPage.tsx';

// The wired shell: the layout atoms and the domain's layout rule behind the ui pieces. Without a
// stomp key no live connection is opened, so the badge reads "Reconectando...".

const maria = makeUser({
  areaId: 'area-vila' as AreaId,
  area: {
    id: 'area-vila' as AreaId,
    name: 'Vila Mariana',
    fullName: 'Vila Mariana, São Paulo - SP',
    city: 'São Paulo',
    state: 'SP',
    latitude: -23.59,
    longitude: -46.63,
    userCount: 17,
    createdAt: '2025-03-15T12:00:00.000Z',
  },
});

const meta = {
  title: 'Pages/ShellPage',
  component: ShellPage,
  parameters: { layout: 'fullscreen' },
  args: { user: maria },
} satisfies Meta<typeof ShellPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Categories, the map view and the logo move the in-page state (doc 1 §2, §4). */
export const Navigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Geral' })).toBeVisible();
    await expect(within(canvas.getByRole('banner')).getByRole('status')).toHaveTextContent('Reconectando...');
    await userEvent.click(canvas.getByRole('button', { name: 'Segurança' }));
    await expect(canvas.getByRole('region', { name: 'Segurança' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Segurança' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Mapa' }));
    await expect(canvas.getByRole('region', { name: 'Mapa' })).toBeVisible();
    // doc 1 §2: the sidebar belongs to the timeline view only.
    await expect(canvas.queryByRole('navigation', { name: 'Navegação principal' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Vizinhos/ }));
    await expect(canvas.getByRole('region', { name: 'Segurança' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Página Inicial' }));
    await expect(canvas.getByRole('region', { name: 'Geral' })).toBeVisible();
  },
};

/** Meu Perfil toggles the profile overlay; the logo closes it and messaging (doc 1 §2). */
export const ProfileAndMessaging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu da conta' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Meu Perfil' }));
    await expect(canvas.getByRole('region', { name: 'Meu Perfil' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Conversas' }));
    await expect(canvas.getByRole('region', { name: 'Conversas' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Vizinhos/ }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Meu Perfil' })).toBeNull());
    await expect(canvas.queryByRole('region', { name: 'Conversas' })).toBeNull();
  },
};
