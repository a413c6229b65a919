import {
  DEFAULT_PUSH_PREFERENCES,
  type Notification,
  type NotificationId,
  type PostId,
  toWirePushPreferences,
  type WireNotification,
  type WirePushPreferences,
} from '@vizinhos/domain';
import { makeWireNotification } from '@vizinhos/domain/testing';
import { HttpResponse, http } from 'msw';
import { minutesAgo } from './clock.ts';
import { hang, ok, refuse } from './respond.ts';

// Notification fixtures (spec: Entities and their fields): domain models for the dropdown, wire shapes for the handlers.

/** A post as notifications carry it: the id twice, and the title. */
const postOf = (index: number, title: string) => ({
  _id: { $oid: `post-${index}` },
  id: `post-${index}`,
  title,
});

// Only the vote kind carries `vote` (the server leaves the others' out).
const kinds: ReadonlyArray<(index: number) => Partial<WireNotification>> = [
  (index) => ({
    type: 'vote',
    vote: { direction: 'up', user: { username: 'joao.pereira' } },
    post: postOf(index, 'Buraco na Rua das Flores'),
  }),
  (index) => ({
    type: 'comment',
    comment: { body: 'Também vi, já liguei para a prefeitura.', user: { username: 'ana.lima' } },
    post: postOf(index, 'Buraco na Rua das Flores'),
  }),
  (index) => ({
    type: 'poll_response',
    poll_response_count: { post: postOf(index, 'Melhor dia para o mutirão'), count: 4 },
    post: null,
    post_id: `post-${index}`,
  }),
];

/** `count` wire notifications, newest first, one every 30 minutes; the first two are unread. */
export function makeWireNotifications(count: number): WireNotification[] {
  return Array.from({ length: count }, (_, index) => {
    const kind = kinds[index % kinds.length]!(index + 1);
    const { vote, ...wire } = makeWireNotification({
      _id: { $oid: `notification-${index + 1}` },
      id: `notification-${index + 1}`,
      created_at: minutesAgo(5 + index * 30),
      seen: index >= 2,
      ...kind,
    });
    return kind.vote ? { ...wire, vote } : wire;
  });
}

/** A vote notification on Maria's post, unread, 5 minutes old; override anything. */
export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'notification-1' as NotificationId,
    kind: 'vote',
    title: 'Novo voto',
    content: 'joao.pereira curtiu sua postagem "Buraco na Rua das Flores"',
    createdAt: minutesAgo(5),
    seen: false,
    count: 1,
    postId: 'post-1' as PostId,
    ...overrides,
  };
}

const samples: ReadonlyArray<Pick<Notification, 'kind' | 'title' | 'content'>> = [
  {
    kind: 'vote',
    title: 'Novo voto',
    content: 'joao.pereira curtiu sua postagem "Buraco na Rua das Flores"',
  },
  {
    kind: 'comment',
    title: 'Novo comentário',
    content: 'ana.lima comentou: "Também vi, já liguei para a..."',
  },
  {
    kind: 'poll',
    title: 'Resposta à enquete (4)',
    content: '4 novas respostas em "Melhor dia para o mutirão"',
  },
  { kind: 'post', title: 'Nova postagem', content: 'carlos.mendes publicou "Feira de trocas na praça"' },
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
      const unread = items.filter((item) => item.seen !== true).length;
      return HttpResponse.json({
        notifications: items.slice((page - 1) * perPage, page * perPage),
        meta: { page, per_page: perPage, total_count: items.length, unread_count: unread },
      });
    }),
    http.put(`${base}/mark_all_read`, () => HttpResponse.json({ ok: true, updated: items.length })),
    http.put(`${base}/:id`, ok),
  ];
}

/** Push settings as the server answers them (defaults: Segurança only); override any field. */
export function makeWirePushPreferences(overrides: Partial<WirePushPreferences> = {}): WirePushPreferences {
  return { ...toWirePushPreferences(DEFAULT_PUSH_PREFERENCES), ...overrides };
}

/** A VAPID public key of the right shape (65 bytes, base64url), as GET push/key answers. */
export const mockPushPublicKey = `B${'A'.repeat(86)}`;

// Handlers of the push calls (beyond the spec): the key, subscriptions and settings.

const pushBase = '*/api/v1/push';

function push(preferences: WirePushPreferences) {
  let current = preferences;
  return [
    http.get(`${pushBase}/key`, () => HttpResponse.json({ public_key: mockPushPublicKey })),
    http.post(`${pushBase}/subscriptions`, async ({ request }) => {
      const body = (await request.json()) as { endpoint?: string };
      return HttpResponse.json(
        { subscription: { id: 'subscription-1', endpoint: body.endpoint ?? '' } },
        { status: 201 },
      );
    }),
    http.delete(`${pushBase}/subscriptions`, ok),
    http.get(`${pushBase}/preferences`, () => HttpResponse.json({ preferences: current })),
    http.put(`${pushBase}/preferences`, async ({ request }) => {
      current = { ...current, ...((await request.json()) as Partial<WirePushPreferences>) };
      return HttpResponse.json({ preferences: current });
    }),
  ];
}

/** Scenarios of the push calls. */
export const pushHandlers = {
  /** Settings at their defaults; every change is kept for the story's life. */
  default: (preferences: WirePushPreferences = makeWirePushPreferences()) => push(preferences),
  /** Quiet hours on, 22:00–07:00, with Segurança allowed through. */
  quietHours: () =>
    push(makeWirePushPreferences({ quiet_hours_enabled: true, security_overrides_quiet_hours: true })),
  /** Settings cannot be saved: the server's reason is shown. */
  saveFails: () => [
    ...push(makeWirePushPreferences()),
    http.put(`${pushBase}/preferences`, () =>
      refuse('Horário inválido: use o formato HH:MM, por exemplo 22:00.', 400),
    ),
  ],
  /** The subscription is refused (an endpoint the server does not accept). */
  subscribeFails: () => [
    ...push(makeWirePushPreferences()),
    http.post(`${pushBase}/subscriptions`, () =>
      refuse('O endereço da inscrição de notificações deve ser uma URL https de um serviço de push.', 400),
    ),
  ],
};

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
  /** One vote notification, as `makeWireNotification` builds it (with the id the server adds). */
  single: () => list([makeWireNotification({ id: 'n1' })]),
};
