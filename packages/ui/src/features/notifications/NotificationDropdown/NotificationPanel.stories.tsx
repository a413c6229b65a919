import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_NOW } from '@vizinhos/api/mocks';
import { countUnread, initialNotifications, type Notification, notificationBellView } from '@vizinhos/domain';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../../../primitives/IconButton/IconButton.tsx';
import { storyNotifications } from '../NotificationItem/NotificationItem.story.tsx';
import { notificationsTexts } from '../notifications.texts.ts';
import { NotificationPanel, type NotificationPanelProps } from './NotificationPanel.tsx';

/** The bell's view of `items` as the domain words it (times from the fixtures' moment). */
function viewOf(items: Notification[], isLoading = false) {
  const state = {
    ...initialNotifications,
    items,
    unreadCount: countUnread(items),
    isLoading,
    totalCount: items.length,
    listFetched: true,
  };
  return notificationBellView(state, FIXTURE_NOW);
}

/** The panel with its open state held as NotificationDropdown holds it; `setOpen` hears each change. */
function HeldPanel({ isOpen: initiallyOpen, setOpen, ...rest }: NotificationPanelProps) {
  const [isOpen, setHeld] = useState(initiallyOpen);
  return (
    <NotificationPanel
      {...rest}
      isOpen={isOpen}
      setOpen={(open) => {
        setOpen(open);
        setHeld(open);
      }}
    />
  );
}

// The bell's panel, the half NotificationDropdown loads on the bell's intent, rendered here with its
// chunk already there: each state of the list and how it opens and closes.
const meta = {
  id: 'notifications-notificationpanel',
  title: 'Notificações/NotificationPanel',
  component: NotificationPanel,
  render: (args) => <HeldPanel {...args} />,
  args: {
    view: viewOf(storyNotifications(3)),
    isOpen: true,
    setOpen: fn(),
    trigger: <IconButton icon="bell" aria-label="Notificações" />,
    hasLoadFailed: false,
    onOpenPost: fn(),
    onRetry: fn(),
    onMarkAllRead: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560, display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = () => screen.findByRole('dialog', { name: notificationsTexts.panelTitle });

/** Closed: only the bell; a press opens the panel. */
export const Closed: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement, args }) => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notificações' }));
    await expect(args.setOpen).toHaveBeenCalledWith(true);
    await expect(within(await panel()).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Open with unread items: a notification opens its post and the panel closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const shown = within(await panel());
    // The panel fades in; wait for it to be fully shown.
    await waitFor(() =>
      expect(shown.getByRole('button', { name: notificationsTexts.markAllRead })).toBeVisible(),
    );
    await userEvent.click(shown.getByRole('button', { name: /Novo comentário/ }));
    await expect(args.onOpenPost).toHaveBeenCalledWith({
      postId: 'post-2',
      notificationId: 'notification-2',
    });
    await expect(args.setOpen).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** By keyboard: Tab walks the panel's buttons, Enter marks all read, Escape closes it onto the bell. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const shown = await panel();
    await waitFor(() => expect(shown).toContainElement(document.activeElement as HTMLElement));
    const markAll = within(shown).getByRole('button', { name: notificationsTexts.markAllRead });
    if (document.activeElement !== markAll) await userEvent.tab();
    await expect(markAll).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.setOpen).toHaveBeenCalledWith(false);
    await expect(within(canvasElement).getByRole('button', { name: 'Notificações' })).toHaveFocus();
  },
};

/** All read: no "Marcar todas como lidas". */
export const AllRead: Story = {
  args: { view: viewOf(storyNotifications(3, 0)) },
  play: async () => {
    const shown = within(await panel());
    await expect(shown.getAllByRole('listitem')).toHaveLength(3);
    await expect(shown.queryByRole('button', { name: notificationsTexts.markAllRead })).toBeNull();
  },
};

/** The first load on its way. */
export const Loading: Story = {
  args: { view: viewOf([], true) },
  play: async () => {
    await expect(within(await panel()).getByRole('status')).toHaveTextContent(notificationsTexts.loading);
  },
};

/** Nothing yet. */
export const Empty: Story = {
  args: { view: viewOf([]) },
  play: async () => {
    const shown = within(await panel());
    await waitFor(() => expect(shown.getByText(notificationsTexts.empty)).toBeVisible());
  },
};

/** The load failed: the panel says so and offers "Tentar de novo". */
export const LoadError: Story = {
  name: 'Error',
  args: { view: viewOf([]), hasLoadFailed: true },
  play: async ({ args }) => {
    const alert = within(await panel()).getByRole('alert');
    await expect(alert).toHaveTextContent(notificationsTexts.loadFailed);
    await userEvent.click(within(alert).getByRole('button', { name: notificationsTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
