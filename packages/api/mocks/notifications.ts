import type { Notification, NotificationId, PostId, WireNotification } from '@vizinhos/domain';
import { makeWireNotification } from '@vizinhos/domain/testing';
import { HttpResponse, http } from 'msw';
import { minutesAgo } from './clock.ts';
import { hang, ok, refuse } from './respond.ts';

// Notification fixtures (spec: Entities and their fields): domain models for the dropdown, wire shapes for the handlers.

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

// Handlers of the notifications resource (spec: Calls): list pages, mark one read, mark all read.

const base = '*/api/v1/notifications';

function list(items: readonly WireNotification[]) {
  return [
    http.get(base, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      const perPage = Number(url.searchParams.get('per_page') ?? '50');
      return HttpResponse.json({ notifications: items.slice((page - 1) * perPage, page * perPage) });
    }),
    http.put(`${base}/:id`, ok),
    http.put(`${base}/mark_all_read`, ok),
  ];
}

/** Scenarios of the notifications resource. */
export const notificationHandlers = {
  /** Three notifications, two unread. */
  default: (items: readonly WireNotification[] = makeWireNotifications(3)) => list(items),
  /** Many notifications (the dropdown shows the first 10 and a footer). */
  many: (count = 14) => list(makeWireNotifications(count)),
  /** None at all. */
  empty: () => list([]),
  /** The list never answers: "Loading notifications...". */
  loading: () => [http.get(base, hang)],
  /** The list is refused: the app logs it and shows an empty list (spec: Error catalogue). */
  error: () => [http.get(base, () => refuse('Erro ao carregar notificações'))],
  /** One vote notification, as `makeWireNotification` builds it. */
  single: () => list([makeWireNotification()]),
};
