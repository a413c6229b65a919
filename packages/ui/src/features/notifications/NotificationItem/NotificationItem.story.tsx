// Stories hand a row its notification and a moment; the app words the time the same way. The
// notifications come from wire fixtures shaped as the server sends them, through domain's
// normalizeNotification, so their texts are the ones the app shows.
import { makeWireNotifications } from '@vizinhos/api/mocks';
import {
  formatNotificationTime,
  type Notification,
  normalizeNotification,
  type WireNotification,
} from '@vizinhos/domain';
import { NotificationItem, type NotificationItemProps } from './NotificationItem.tsx';

/** Props of the story wrapper: a notification and the moment its time is measured from. */
export type NotificationItemStoryProps = Omit<NotificationItemProps, 'notification'> & {
  notification: Notification;
  now: Date;
};

/** NotificationItem with its time worded by domain's formatNotificationTime. */
export function NotificationItemStory({ notification, now, ...rest }: NotificationItemStoryProps) {
  return (
    <NotificationItem
      notification={{ ...notification, timeLabel: formatNotificationTime(now, notification.createdAt) }}
      {...rest}
    />
  );
}

const normalize = (wires: readonly WireNotification[]) =>
  wires.flatMap((wire) => normalizeNotification(wire) ?? []);

/** `count` notifications as the list call answers them (vote, comment, poll in turn), the first `unread` unread. */
export function storyNotifications(count: number, unread = 2): Notification[] {
  return normalize(makeWireNotifications(count).map((wire, index) => ({ ...wire, seen: index >= unread })));
}

/** One of each kind the server sends, each on its own post (none for the invitation). */
export function kindNotifications(): Notification[] {
  const [base] = makeWireNotifications(1);
  const post = (id: number, title: string) => ({ post: { _id: `post-${id}`, title }, post_id: `post-${id}` });
  const flores = 'Buraco na Rua das Flores';
  return normalize([
    { ...base, _id: 'k1', type: 'vote', count: 3, ...post(1, flores) },
    {
      ...base,
      _id: 'k2',
      type: 'vote',
      vote: {
        direction: 'down',
        user: { username: 'ana.lima' },
        comment: { body: 'Já liguei para a prefeitura.' },
      },
      ...post(1, flores),
    },
    {
      ...base,
      _id: 'k3',
      type: 'comment',
      vote: null,
      comment: { body: 'Também vi, já liguei para a prefeitura.', user: { username: 'ana.lima' } },
      ...post(1, flores),
    },
    {
      ...base,
      _id: 'k4',
      type: 'reply',
      vote: null,
      comment: { body: 'Obrigado pelo aviso!', user: { username: 'carlos.mendes' } },
      ...post(1, flores),
    },
    {
      ...base,
      _id: 'k5',
      type: 'poll_response',
      vote: null,
      count: 4,
      poll_response_count: { post: { title: 'Melhor dia para o mutirão' }, count: 4 },
      ...post(2, 'Melhor dia para o mutirão'),
    },
    { ...base, _id: 'k6', type: 'post', vote: null, ...post(3, 'Assalto na esquina da Rua Harmonia') },
    {
      ...base,
      _id: 'k7',
      type: 'invite',
      vote: null,
      post: null,
      post_id: null,
      invite: { invitee: { username: 'bia.costa' }, area: { name: 'Vila Mariana' } },
    },
  ]);
}
