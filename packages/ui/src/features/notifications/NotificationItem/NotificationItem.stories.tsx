import type { Meta, StoryObj } from '@storybook/react-vite';
import { FIXTURE_NOW } from '@vizinhos/api/mocks';
import { type NotificationId, normalizeNotification, notificationsDomainTexts } from '@vizinhos/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { kindNotifications, NotificationItemStory, storyNotifications } from './NotificationItem.story.tsx';

const [vote] = storyNotifications(1, 1);
const kinds = kindNotifications();

const meta = {
  id: 'notifications-notificationitem',
  title: 'Notificações/NotificationItem',
  component: NotificationItemStory,
  args: { notification: vote!, now: FIXTURE_NOW, onOpenPost: fn() },
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

/** Unread: the dot, "Não lida" for screen readers, title, content and "há 5 min". */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('button', { name: /^Não lida: Novo voto/ });
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(
      within(item).getByText('joao.pereira curtiu sua postagem "Buraco na Rua das Flores"'),
    ).toBeVisible();
    await expect(within(item).getByText('há 5 min')).toBeVisible();
  },
};

/** Read: no dot and no "Não lida". */
export const Read: Story = {
  args: { notification: { ...vote!, seen: true } },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('button', { name: /^Novo voto/ });
    await expect(item).toHaveAttribute('data-unread', 'false');
    await expect(within(item).queryByText(/Não lida/)).not.toBeInTheDocument();
  },
};

/** A click opens the notification's post (spec: Screens and routes). */
export const OpenPost: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Novo voto/ }));
    await expect(args.onOpenPost).toHaveBeenCalledWith({
      postId: 'post-1',
      notificationId: 'notification-1',
    });
  },
};

/** Without a post it is no button, so a click does nothing (spec: Screens and routes). */
export const WithoutPost: Story = {
  args: { notification: kinds.at(-1)! },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByText(notificationsDomainTexts.inviteTitle));
    await expect(args.onOpenPost).not.toHaveBeenCalled();
  },
};

/** The spec's default title, "Notificação" (spec: "Notification"), on a general notification with the server's body. */
export const Defaults: Story = {
  args: {
    notification: normalizeNotification({
      _id: 'n-general',
      created_at: FIXTURE_NOW.toISOString(),
      body: notificationsDomainTexts.defaultContent,
    })!,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Notificação')).toBeVisible();
    await expect(canvas.getByText('Sem conteúdo')).toBeVisible();
  },
};

/** Each kind the server sends: votes on a post (folded) and a comment, a comment, a reply, poll answers, Segurança, an invitation used. */
export const Kinds: Story = {
  tags: ['visual'],
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
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    for (const text of [
      'Novo voto (3)',
      'ana.lima não curtiu seu comentário "Já liguei para a prefeitura."',
      'ana.lima comentou "Também vi, já liguei para a pr..." em "Buraco na Rua das Fl..."',
      'carlos.mendes respondeu ao seu comentário: "Obrigado pelo aviso!"',
      'Resposta à enquete (4)',
      'Nova postagem: "Assalto na esquina da Rua Harmonia"',
      'bia.costa entrou em Vila Mariana com seu convite',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('button', { name: /Resposta à enquete/ }));
    await expect(args.onOpenPost).toHaveBeenCalledWith({ postId: 'post-2', notificationId: 'k5' });
  },
};

/** Relative times: "Agora mesmo", minutes, hours, days, then a date past 7 days (spec: Screens and routes). */
export const Times: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {[0, 5 * 60_000, 3 * 3_600_000, 2 * 86_400_000, 10 * 86_400_000].map((age, index) => (
        <li key={age}>
          <NotificationItemStory
            {...args}
            notification={{
              ...vote!,
              id: `notification-${index + 1}` as NotificationId,
              seen: index > 1,
              createdAt: new Date(FIXTURE_NOW.getTime() - age).toISOString(),
            }}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const time of ['Agora mesmo', 'há 5 min', 'há 3 h', 'há 2 d', '11/11/2026']) {
      await expect(canvas.getByText(time)).toBeVisible();
    }
  },
};

/** Long texts wrap. */
export const LongText: Story = {
  args: {
    notification: {
      ...vote!,
      kind: 'comment',
      title: 'Novo comentário (3)',
      content:
        'maria.aparecida.dos.santos comentou "Pessoal, alguém sabe se a fei..." em "Feira de domingo na p..."',
    },
  },
};

/** Dark theme, unread. */
export const Dark: Story = { globals: { theme: 'dark' } };
