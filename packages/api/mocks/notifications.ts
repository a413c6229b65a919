import type { Notification, NotificationId, PostId, WireNotification } from '@vizinhos/domain';
import { makeWireNotification } from '@vizinhos/domain/testing';
import { minutesAgo } from './clock.ts';

// Notification fixtures (doc 1 §3): domain models for the dropdown, wire shapes for the handlers.

const kinds: ReadonlyArray<(index: number) => Partial<WireNotification>> = [
  (index) => ({
    vote: { direction: 'up', user: { username: 'joao.pereira' } },
    post: { _id: `post-${index}`, title: 'Buraco na Rua das Flores' },
  }),
  (index) => ({
    comment: { body: 'Também vi, já liguei para a prefeitura.', user: { username: 'ana.lima' } },
    post: { _id: `post-${index}`, title: 'Buraco na Rua das Flores' },
    vote: null,
  }),
  (index) => ({
    poll_response_count: { post: { _id: `post-${index}`, title: 'Melhor dia para o mutirão' }, count: 4 },
    vote: null,
    post: null,
    post_id: `post-${index}`,
  }),
];

/** `count` wire notifications, newest first, one every 30 minutes; the first two are unread. */
export function makeWireNotifications(count: number): WireNotification[] {
  return Array.from({ length: count }, (_, index) =>
    makeWireNotification({
      _id: `notification-${index + 1}`,
      created_at: minutesAgo(5 + index * 30),
      seen: index >= 2,
      ...kinds[index % kinds.length]!(index + 1),
    }),
  );
}

/** A vote notification on Maria's post, unread, 5 minutes old; override anything. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'notification-1' as NotificationId,
    kind: 'vote',
    title: 'New vote',
    content: 'joao.pereira liked your post "Buraco na Rua das Flores"',
    createdAt: minutesAgo(5),
    seen: false,
    count: 1,
    postId: 'post-1' as PostId,
    ...overrides,
  };
}

const samples: ReadonlyArray<Pick<Notification, 'kind' | 'title' | 'content'>> = [
  { kind: 'vote', title: 'New vote', content: 'joao.pereira liked your post "Buraco na Rua das Flores"' },
  { kind: 'comment', title: 'New comment', content: 'ana.lima commented: "Também vi, já liguei para a..."' },
  { kind: 'poll', title: 'Poll response (4)', content: '4 new answers on "Melhor dia para o mutirão"' },
  { kind: 'post', title: 'New post', content: 'carlos.mendes posted "Feira de trocas na praça"' },
];

/** `count` notifications, newest first, one every 30 minutes; the first `unread` are unread. */
export function makeNotifications(count: number, unread = 2): Notification[] {
  return Array.from({ length: count }, (_, index) =>
    makeNotification({
      ...samples[index % samples.length]!,
      id: `notification-${index + 1}` as NotificationId,
      createdAt: minutesAgo(5 + index * 30),
      seen: index >= unread,
      postId: `post-${index + 1}` as PostId,
    }),
  );
}
