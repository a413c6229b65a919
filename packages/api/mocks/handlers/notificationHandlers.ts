import type { WireNotification } from '@vizinhos/domain';
import { makeWireNotification } from '@vizinhos/domain/testing';
import { HttpResponse, http } from 'msw';
import { makeWireNotifications } from '../notifications.ts';
import { hang, ok, refuse } from './respond.ts';

// Handlers of the notifications resource (doc 1 §7): list pages, mark one read, mark all read.

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
  /** The list is refused: the app logs it and shows an empty list (doc 1 §8). */
  error: () => [http.get(base, () => refuse('Erro ao carregar notificações'))],
  /** One vote notification, as `makeWireNotification` builds it. */
  single: () => list([makeWireNotification()]),
};
