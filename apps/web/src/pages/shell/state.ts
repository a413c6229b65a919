import type { LiveEvent, LiveSubscriber } from '@vizinhos/domain';
import { createRealtimeClient, type RealtimeClient } from '@vizinhos/realtime';
import { atom } from 'jotai';
import { clearCommentDraftsAtom } from '../../features/comments/index.ts';
import { clearMessageDraftsAtom } from '../../features/messaging/index.ts';
import { forgetPushOnLogoutAtom } from '../../features/notifications/index.ts';
import { liveStatusBaseAtom as statusBaseAtom } from '../../live/connectionStatus.ts';

// The session's live connection and what unsubscribes from it; one store, one connection.
const connectionBaseAtom = atom<{ client: RealtimeClient; stop: () => void } | undefined>(undefined);

function brokerUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

/** Opens the live connection of the signed-in user (only while authenticated); frames go to `onEvent`, reconnects to `onResync`. */
export const openConnectionAtom = atom(
  null,
  (
    get,
    set,
    input: {
      user: LiveSubscriber;
      onEvent: (event: LiveEvent) => void;
      /** After a reconnect: fetch what was missed since `since` (ms). */
      onResync: (info: { since: number }) => void;
    },
  ) => {
    if (get(connectionBaseAtom)) return;
    const client = createRealtimeClient({ url: brokerUrl(), user: input.user, onResync: input.onResync });
    const stopStatus = client.onStatus((status) => {
      if (get(connectionBaseAtom)?.client === client) set(statusBaseAtom, status);
    });
    const stopEvents = client.onEvent((event) => input.onEvent(event));
    set(connectionBaseAtom, {
      client,
      stop: () => {
        stopStatus();
        stopEvents();
      },
    });
    client.connect();
    set(statusBaseAtom, client.status);
  },
);

/**
 * Sign-out's traces in this browser: the push subscription goes (the server is told first, while
 * the session still allows it) and the tab's comment and message drafts are cleared, so the next
 * resident on this computer sees and hears nothing of the last one.
 */
export const forgetSessionTracesAtom = atom(null, async (_get, set) => {
  await set(forgetPushOnLogoutAtom).catch(() => undefined);
  set(clearCommentDraftsAtom);
  set(clearMessageDraftsAtom);
});

/** Closes it for good (sign-out); no reconnect follows. */
export const closeConnectionAtom = atom(null, async (get, set) => {
  const connection = get(connectionBaseAtom);
  set(connectionBaseAtom, undefined);
  connection?.stop();
  set(statusBaseAtom, 'disconnected');
  await connection?.client.disconnect();
});
