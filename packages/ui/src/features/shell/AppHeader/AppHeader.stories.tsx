import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { maria } from '../shellFixtures.ts';
import { AppHeader } from './AppHeader.tsx';

const meta = {
  id: 'shell-appheader',
  title: 'Estrutura/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    username: maria.username,
    areaName: maria.areaName,
    connectionStatus: 'connected',
    unreadConversations: 0,
    notifications: <IconButton icon="bell" aria-label="Notificações" />,
    onLogoClick: fn(),
    onOpenConversations: fn(),
    onOpenSettings: fn(),
    onToggleProfile: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online, nothing unread; the logo goes back to the timeline. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Online');
    await expect(canvas.getByText(maria.username)).toBeVisible();
    await expect(canvas.getByText(maria.areaName)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Vizinhos/ }));
    await expect(args.onLogoClick).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Conversas' }));
    await expect(args.onOpenConversations).toHaveBeenCalled();
  },
};

/** Unread conversations on the button (spec: Screens and routes). */
export const WithUnread: Story = {
  tags: ['visual'],
  args: { unreadConversations: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Conversas, 3 não lidas' })).toBeVisible();
  },
};

/** The live connection is down. */
export const Reconnecting: Story = {
  tags: ['visual'],
  args: { connectionStatus: 'connecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reconectando...');
  },
};

/** The avatar menu: who is signed in, then Conversas, Configurações, Meu Perfil, Sair. */
export const AccountMenu: Story = {
  args: { unreadConversations: 2 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu da conta' }));
    const menu = await screen.findByRole('menu');
    // The panel fades in; wait for it to be fully shown.
    await waitFor(() => expect(within(menu).getByText(`Conectado como ${maria.username}`)).toBeVisible());
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual(['Conversas22 não lidas', 'Configurações', 'Meu Perfil', 'Sair']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Meu Perfil' }));
    await expect(args.onToggleProfile).toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu da conta' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/**
 * By keyboard: the avatar reached by Tab opens its menu on the first Enter (its code comes on focus),
 * the focus on the first item as Radix gives it; Escape gives the focus back to the avatar.
 */
export const AccountMenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const avatar = () => within(canvasElement).getByRole('button', { name: 'Menu da conta' });
    await expect(avatar()).toHaveAttribute('aria-expanded', 'false');
    avatar().focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Conversas' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Configurações' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(avatar()).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Conversas' })).toHaveFocus());
  },
};

/** A moderator's menu: Moderação after Conversas, with the items waiting in the queue (spec 3: Header entry). */
export const ModeratorMenu: Story = {
  args: { onOpenModeration: fn(), pendingReports: 3 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu da conta' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByText(`Conectado como ${maria.username}`)).toBeVisible());
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual([
      'Conversas',
      'Moderação33 pendentes',
      'Configurações',
      'Meu Perfil',
      'Sair',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Moderação 3 pendentes' }));
    await expect(args.onOpenModeration).toHaveBeenCalled();
  },
};

/** Nothing waiting: Moderação without a count. */
export const ModeratorMenuEmptyQueue: Story = {
  args: { onOpenModeration: fn(), pendingReports: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu da conta' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Moderação' })).toBeVisible());
  },
};

/** A phone: username and area name are hidden (spec: Screens and routes). */
export const SmallScreen: Story = {
  tags: ['visual'],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(maria.username)).not.toBeVisible();
  },
};

/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { unreadConversations: 5 } };
