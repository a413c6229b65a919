import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { maria } from '../shellFixtures.ts';
import { AccountMenu } from './AccountMenu.tsx';

// The avatar's menu, the half AppHeader loads on the avatar's intent, rendered here with its chunk
// already there: how it mounts after the stand-in avatar's first press (`opening`) and its items.
const meta = {
  id: 'shell-accountmenu',
  title: 'Estrutura/AccountMenu',
  component: AccountMenu,
  args: {
    trigger: <IconButton icon="user" aria-label="Menu da conta" />,
    opening: undefined,
    username: maria.username,
    unreadConversations: 0,
    pendingReports: 0,
    onOpenConversations: fn(),
    onOpenSettings: fn(),
    onToggleProfile: fn(),
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const avatar = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Menu da conta' });

/** Not pressed yet: only the avatar, closed; a press shows who is signed in and the items. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(avatar(canvasElement)).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(avatar(canvasElement));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByText(`Conectado como ${maria.username}`)).toBeVisible());
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Configurações' }));
    await expect(args.onOpenSettings).toHaveBeenCalled();
  },
};

/** Mounted after a click on the stand-in: open at once, with the unread conversations counted. */
export const OpenedByPointer: Story = {
  args: { opening: 'pointer', unreadConversations: 2 },
  play: async ({ canvasElement, args }) => {
    const menu = await screen.findByRole('menu');
    await expect(avatar(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Conversas22 não lidas', 'Configurações', 'Meu Perfil', 'Sair']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Conversas 2 não lidas' }));
    await expect(args.onOpenConversations).toHaveBeenCalled();
  },
};

/** Mounted after Enter or Space on the stand-in: the first item has the focus; Escape gives it back. */
export const OpenedByKeyboard: Story = {
  args: { opening: 'keyboard' },
  play: async ({ canvasElement, args }) => {
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Conversas' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(avatar(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Conversas' })).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** A moderator: Moderação after Conversas, with the reports waiting. */
export const Moderator: Story = {
  args: { opening: 'pointer', onOpenModeration: fn(), pendingReports: 3 },
  play: async ({ args }) => {
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Moderação 3 pendentes' }));
    await expect(args.onOpenModeration).toHaveBeenCalled();
  },
};
