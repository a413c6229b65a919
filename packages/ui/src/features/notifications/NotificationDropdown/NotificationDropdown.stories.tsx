import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_NOW, makeNotification, makeNotifications } from '@vizinhos/api/mocks';
import {
  countUnread,
  initialNotifications,
  type Notification,
  type NotificationsState,
} from '@vizinhos/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { notificationsTexts } from '../notifications.texts.ts';
import { NotificationDropdownStory } from './NotificationDropdown.story.tsx';

/** A list state as the domain reducer would hold it. */
function stateOf(items: Notification[], isLoading = false): NotificationsState {
  return {
    ...initialNotifications,
    items,
    unreadCount: countUnread(items),
    isLoading,
    totalCount: items.length,
  };
}

const meta = {
  title: 'Notifications/NotificationDropdown',
  component: NotificationDropdownStory,
  args: {
    notifications: stateOf(makeNotifications(3)),
    now: FIXTURE_NOW,
    onLoad: fn(),
    onOpenPost: fn(),
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 520, maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationDropdownStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bell shows the unread count; opening with items loaded does not fetch again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notificações (2 não lidas)' });
    await expect(within(canvasElement).getByText('2')).toBeVisible();
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(within(panel).getByText('5m ago')).toBeVisible());
    await expect(args.onLoad).not.toHaveBeenCalled();
  },
};

/** A click on an item opens its post and closes the panel. */
export const OpenPost: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const panel = await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await userEvent.click(within(panel).getByRole('button', { name: /New comment/ }));
    await expect(args.onOpenPost).toHaveBeenCalledWith({ postId: 'post-2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The close button and a click outside both close the panel. */
export const CloseAndClickOutside: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: /Notificações/ });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await userEvent.click(within(panel).getByRole('button', { name: notificationsTexts.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(bell);
    await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The first open with nothing loaded asks for the list (spec: Screens and routes). */
export const FirstOpenLoads: Story = {
  args: { notifications: stateOf([]) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Notificações' }));
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
  },
};

/** Loading: "Loading notifications...". */
export const Loading: Story = {
  args: { notifications: stateOf([], true), defaultOpen: true },
  play: async () => {
    const loading = await screen.findByText(notificationsTexts.loading);
    await waitFor(() => expect(loading).toBeVisible());
  },
};

/** Empty: "No notifications yet" and its hint; the red count is hidden at zero. */
export const Empty: Story = {
  args: { notifications: stateOf([]), defaultOpen: true },
  play: async ({ canvasElement }) => {
    const empty = await screen.findByText(notificationsTexts.empty);
    await waitFor(() => expect(empty).toBeVisible());
    await expect(screen.getByText(notificationsTexts.emptyHint)).toBeVisible();
    await expect(within(canvasElement).queryByTestId('notification-count')).not.toBeInTheDocument();
  },
};

/** More than 10: the first 10 and "Showing 10 of 14 notifications". */
export const Many: Story = {
  args: { notifications: stateOf(makeNotifications(14, 12)), defaultOpen: true },
  play: async ({ canvasElement }) => {
    const panel = await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
    await waitFor(() => expect(within(panel).getByText('Showing 10 of 14 notifications')).toBeVisible());
    await expect(within(canvasElement).getByText('12')).toBeVisible();
  },
};

/** A notification without a post is shown but is no button (spec: Screens and routes: nothing happens). */
export const WithoutPost: Story = {
  args: {
    notifications: stateOf([
      makeNotification({
        postId: undefined,
        kind: 'invite',
        title: 'Invitation',
        content: 'ana.lima invited you to Vila Mariana',
      }),
    ]),
    defaultOpen: true,
  },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await waitFor(() => expect(within(panel).getByText('Invitation')).toBeVisible());
    await expect(within(panel).queryByRole('button', { name: /Invitation/ })).not.toBeInTheDocument();
  },
};

/** An error while loading leaves an empty list (spec: Error catalogue), so it reads as empty. */
export const LoadError: Story = {
  name: 'Error',
  args: { notifications: stateOf([]), defaultOpen: true },
};

/** Long texts wrap inside the panel. */
export const LongText: Story = {
  args: {
    notifications: stateOf([
      makeNotification({
        title: 'New comment (3)',
        content:
          'maria.aparecida.dos.santos commented: "Pessoal, alguém sabe se a feira de domingo foi confirmada pela subprefeitura..."',
      }),
    ]),
    defaultOpen: true,
  },
};

/** On a phone. */
export const SmallScreen: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1' } },
};

/** Dark theme. */
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

/** The open panel with unread and read items, and the footer, for visual review. */
export const States: Story = {
  tags: ['visual'],
  args: { notifications: stateOf(makeNotifications(12, 3)), defaultOpen: true },
};
