import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_NOW, makeNotification, makeNotifications } from '@vizinhos/api/mocks';
import { type NotificationId, notificationTexts } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationItemStory } from './NotificationItem.story.tsx';

const meta = {
  title: 'Notifications/NotificationItem',
  component: NotificationItemStory,
  args: { notification: makeNotification(), now: FIXTURE_NOW, onOpenPost: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationItemStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread: the dot, "Não lida" for screen readers, title, content and "5m ago". */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('button', { name: /^Não lida: New vote/ });
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(within(item).getByText('5m ago')).toBeVisible();
  },
};

/** Read: no dot and no "Não lida". */
export const Read: Story = {
  args: { notification: makeNotification({ seen: true }) },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('button', { name: /^New vote/ });
    await expect(item).toHaveAttribute('data-unread', 'false');
    await expect(within(item).queryByText(/Não lida/)).not.toBeInTheDocument();
  },
};

/** A click opens the notification's post (spec: Screens and routes). */
export const OpenPost: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /New vote/ }));
    await expect(args.onOpenPost).toHaveBeenCalledWith({ postId: 'post-1' });
  },
};

/** Without a post it is no button, so a click does nothing (spec: Screens and routes). */
export const WithoutPost: Story = {
  args: {
    notification: makeNotification({
      postId: undefined,
      kind: 'invite',
      title: notificationTexts.inviteTitle,
      content: 'ana.lima invited you to join Vila Mariana',
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByText('Invitation'));
    await expect(args.onOpenPost).not.toHaveBeenCalled();
  },
};

/** The spec's defaults, "Notification" and "No content" (spec: Screens and routes), on a general notification. */
export const Defaults: Story = {
  args: {
    notification: makeNotification({
      kind: 'general',
      title: notificationTexts.defaultTitle,
      content: notificationTexts.defaultContent,
      postId: undefined,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Notification')).toBeVisible();
    await expect(canvas.getByText('No content')).toBeVisible();
  },
};

const kinds = [
  ...makeNotifications(4, 4),
  makeNotification({
    id: 'notification-5' as NotificationId,
    kind: 'invite',
    title: notificationTexts.inviteTitle,
    content: 'ana.lima invited you to join Vila Mariana',
    postId: undefined,
  }),
];

/** Each kind the fixtures offer: vote, comment, poll, post and invite, as the panel lists them. */
export const Kinds: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {kinds.map((notification) => (
        <li key={notification.id}>
          <NotificationItemStory {...args} notification={notification} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(kinds.length);
    for (const title of ['New vote', 'New comment', 'Poll response (4)', 'New post', 'Invitation']) {
      await expect(canvas.getByText(title)).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: /Poll response/ }));
    await expect(args.onOpenPost).toHaveBeenCalledWith({ postId: 'post-3' });
  },
};

/** Relative times: "Just now", minutes, hours, days, then a date past 7 days (spec: Screens and routes). */
export const Times: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {[0, 5 * 60_000, 3 * 3_600_000, 2 * 86_400_000, 10 * 86_400_000].map((age, index) => (
        <li key={age}>
          <NotificationItemStory
            {...args}
            notification={makeNotification({
              id: `notification-${index + 1}` as NotificationId,
              seen: index > 1,
              createdAt: new Date(FIXTURE_NOW.getTime() - age).toISOString(),
            })}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const time of ['Just now', '5m ago', '3h ago', '2d ago']) {
      await expect(canvas.getByText(time)).toBeVisible();
    }
  },
};

/** Long texts wrap. */
export const LongText: Story = {
  args: {
    notification: makeNotification({
      kind: 'comment',
      title: 'New comment (3)',
      content:
        'maria.aparecida.dos.santos commented: "Pessoal, alguém sabe se a feira de domingo foi confirmada pela subprefeitura..."',
    }),
  },
};

/** Dark theme, unread. */
export const Dark: Story = { globals: { theme: 'dark' } };
