import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_NOW } from '@vizinhos/api/mocks';
import {
  countUnread,
  initialNotifications,
  type Notification,
  type NotificationsState,
} from '@vizinhos/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { kindNotifications, storyNotifications } from '../NotificationItem/NotificationItem.story.tsx';
import { notificationsTexts } from '../notifications.texts.ts';
import { NotificationDropdownStory } from './NotificationDropdown.story.tsx';

/** A fetched list's state as the domain reducer holds it; `serverTotal` and `unreadCount` as the answer's meta gives them. */
function stateOf(
  items: Notification[],
  {
    isLoading = false,
    serverTotal,
    unreadCount,
  }: { isLoading?: boolean; serverTotal?: number; unreadCount?: number } = {},
): NotificationsState {
  return {
    ...initialNotifications,
    items,
    unreadCount: unreadCount ?? countUnread(items),
    isLoading,
    totalCount: items.length,
    serverTotal,
    listFetched: true,
  };
}

const meta = {
  id: 'notifications-notificationdropdown',
  title: 'Notificações/NotificationDropdown',
  component: NotificationDropdownStory,
  args: {
    notifications: stateOf(storyNotifications(3)),
    now: FIXTURE_NOW,
    onLoad: fn(),
    onOpenPost: fn(),
    onOpenChange: fn(),
    onMarkAllRead: fn(),
  },
  // The bell sits at the right end of a header-like bar, as in AppHeader, and the panel opens under
  // it. `alignItems: flex-start` keeps the bell its own size: a stretched flex item drew the bell in
  // the middle of a 520 px column, its count at the top and the panel far below.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560, maxWidth: 720 }}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start' }}>
          <Story />
        </div>
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
    await waitFor(() => expect(within(panel).getByText('há 5 min')).toBeVisible());
    await expect(args.onLoad).not.toHaveBeenCalled();
  },
};

/** Live notifications arrived before the first open: the list was never fetched, so opening fetches it. */
export const LiveBeforeFirstOpen: Story = {
  args: { notifications: { ...stateOf(storyNotifications(1)), listFetched: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Notificações/ }));
    await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
  },
};

/** The count before the first open comes from the server (meta.unread_count): nothing is listed yet. */
export const CountBeforeOpen: Story = {
  args: { notifications: stateOf([], { unreadCount: 4, serverTotal: 9 }) },
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notificações (4 não lidas)' });
    await userEvent.click(bell);
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
  },
};

/** A click on an item opens its post and closes the panel. */
export const OpenPost: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const panel = await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await userEvent.click(within(panel).getByRole('button', { name: /Novo comentário/ }));
    await expect(args.onOpenPost).toHaveBeenCalledWith({
      postId: 'post-2',
      notificationId: 'notification-2',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** "Marcar todas como lidas" while some are unread; gone when none are. */
export const MarkAllRead: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const panel = await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await userEvent.click(within(panel).getByRole('button', { name: notificationsTexts.markAllRead }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

/** All read: no count on the bell, no "Marcar todas como lidas". */
export const AllRead: Story = {
  args: { notifications: stateOf(storyNotifications(3, 0)), defaultOpen: true },
  play: async ({ canvasElement }) => {
    const panel = await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await expect(within(panel).queryByRole('button', { name: notificationsTexts.markAllRead })).toBeNull();
    await expect(within(canvasElement).queryByTestId('notification-count')).not.toBeInTheDocument();
  },
};

/** The close button and a click outside both close the panel. */
export const CloseAndClickOutside: Story = {
  play: async ({ canvasElement }) => {
    // Read again each time: the first press swaps the stand-in bell for the panel's own trigger.
    const bell = () => within(canvasElement).getByRole('button', { name: /Notificações/ });
    await userEvent.click(bell());
    const panel = await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await userEvent.click(within(panel).getByRole('button', { name: notificationsTexts.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(bell()).toHaveFocus();
    await userEvent.click(bell());
    await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** By keyboard: the bell opens on the first Enter (its panel's code comes on focus), the focus in the panel. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement)
      .getByRole('button', { name: /^Notificações/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: /^Notificações/ })).toHaveFocus();
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

/** Loading: "Carregando notificações..." (spec: "Loading notifications..."). */
export const Loading: Story = {
  tags: ['visual'],
  args: { notifications: stateOf([], { isLoading: true }), defaultOpen: true },
  play: async () => {
    const loading = await screen.findByText(notificationsTexts.loading);
    await waitFor(() => expect(loading).toBeVisible());
  },
};

/** Empty: "Nenhuma notificação ainda" and its hint (spec: "No notifications yet"); the red count is hidden at zero. */
export const Empty: Story = {
  tags: ['visual'],
  args: { notifications: stateOf([]), defaultOpen: true },
  play: async ({ canvasElement }) => {
    const empty = await screen.findByText(notificationsTexts.empty);
    await waitFor(() => expect(empty).toBeVisible());
    await expect(screen.getByText(notificationsTexts.emptyHint)).toBeVisible();
    await expect(within(canvasElement).queryByTestId('notification-count')).not.toBeInTheDocument();
  },
};

/** More than 10: the first 10 and "Mostrando 10 de 14 notificações" (spec: "Showing 10 of N notifications"). */
export const Many: Story = {
  args: { notifications: stateOf(storyNotifications(14, 12)), defaultOpen: true },
  play: async ({ canvasElement }) => {
    const panel = await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(10);
    await waitFor(() => expect(within(panel).getByText('Mostrando 10 de 14 notificações')).toBeVisible());
    await expect(within(canvasElement).getByText('12')).toBeVisible();
  },
};

/** The server holds more than page 1 brought: N is the server's total (meta.total_count). */
export const ManyOnServer: Story = {
  args: {
    notifications: stateOf(storyNotifications(12, 3), { serverTotal: 73, unreadCount: 5 }),
    defaultOpen: true,
  },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await waitFor(() => expect(within(panel).getByText('Mostrando 10 de 73 notificações')).toBeVisible());
  },
};

/** Each kind, as the server sends them, in the open panel. */
export const Kinds: Story = {
  tags: ['visual'],
  args: { notifications: stateOf(kindNotifications()), defaultOpen: true },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(7);
    await waitFor(() =>
      expect(within(panel).getByText('bia.costa entrou em Vila Mariana com seu convite')).toBeVisible(),
    );
  },
};

/** A notification without a post is shown but is no button (spec: Screens and routes: nothing happens). */
export const WithoutPost: Story = {
  args: { notifications: stateOf(kindNotifications().slice(-1)), defaultOpen: true },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: notificationsTexts.panelTitle });
    await waitFor(() => expect(within(panel).getByText('Convite')).toBeVisible());
    await expect(within(panel).queryByRole('button', { name: /Convite/ })).not.toBeInTheDocument();
  },
};

/** An error while loading leaves an empty list (spec: Error catalogue), and the panel says so with "Tentar de novo". */
export const LoadError: Story = {
  name: 'Error',
  tags: ['visual'],
  args: { notifications: stateOf([]), defaultOpen: true, hasLoadFailed: true, onRetry: fn() },
  play: async ({ args }) => {
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(notificationsTexts.loadFailed));
    await expect(screen.queryByText(notificationsTexts.empty)).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: notificationsTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Long texts wrap inside the panel. */
export const LongText: Story = {
  args: {
    notifications: stateOf([
      {
        ...storyNotifications(1, 1)[0]!,
        kind: 'comment',
        title: 'Novo comentário (3)',
        content:
          'maria.aparecida.dos.santos comentou "Pessoal, alguém sabe se a fei..." em "Feira de domingo na p..."',
      },
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
  args: { notifications: stateOf(storyNotifications(12, 3)), defaultOpen: true },
  play: async ({ canvasElement }) => {
    // The count sits on the bell's corner and the panel opens just under the bell.
    const bell = within(canvasElement)
      .getByRole('button', { name: /Notificações/ })
      .getBoundingClientRect();
    const count = within(canvasElement).getByTestId('notification-count').getBoundingClientRect();
    await expect(count.top).toBeLessThan(bell.bottom);
    await expect(count.bottom).toBeGreaterThan(bell.top);
    const panel = (await screen.findByRole('dialog')).getBoundingClientRect();
    await expect(panel.top - bell.bottom).toBeLessThan(24);
  },
};
