import type { LiveEvent, LiveSubscriber } from '@vizinhos/domain';
import type { RealtimeClient } from '@vizinhos/realtime';
import { atom } from 'jotai';
import { clearCommentDraftsAtom } from '../../features/comments/index.ts';
import { clearMessageDraftsAtom } from '../../features/messaging/index.ts';
import { forgetPushOnLogoutAtom } from '../../features/notifications/index.ts';
import { liveStatusBaseAtom as statusBaseAtom } from '../../live/connectionStatus.ts';

// The session's live connection and what unsubscribes from it; one store, one connection.
const connectionBaseAtom = atom<{ client: RealtimeClient; stop: () => void } | undefined>(undefined);
/** The opening under way while the realtime client's chunk comes; a close in between drops it. */
const openingBaseAtom = atom<object | undefined>(undefined);

function brokerUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

/**
 * Opens the live connection of the signed-in user (only while authenticated); frames go to `onEvent`,
 * reconnects to `onResync`. The STOMP client is a chunk of its own, fetched here rather than with the
 * first screen: the badge says "connecting" meanwhile, as it does while the socket opens.
 */
export const openConnectionAtom = atom(
  null,
  async (
    get,
    set,
    input: {
      user: LiveSubscriber;
      onEvent: (event: LiveEvent) => void;
      /** After a reconnect: fetch what was missed since `since` (ms). */
      onResync: (info: { since: number }) => void;
    },
  ) => {
    if (get(connectionBaseAtom) || get(openingBaseAtom)) return;
    const opening = {};
    set(openingBaseAtom, opening);
    set(statusBaseAtom, 'connecting');
    const realtime = await import('@vizinhos/realtime').catch(() => undefined);
    // The client is made and its socket opened in a task of its own, not in the one that evaluated
    // the realtime chunk with whatever promises settled there (making a WebSocket alone costs a
    // phone's CPU tens of milliseconds: no long task at start).
    await new Promise((resolve) => setTimeout(resolve));
    if (get(openingBaseAtom) !== opening) return;
    set(openingBaseAtom, undefined);
    if (!realtime) {
      // The chunk did not come (offline): the badge says so; the next sign-in or reload tries again.
      set(statusBaseAtom, 'disconnected');
      return;
    }
    const { createRealtimeClient } = realtime;
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
  set(openingBaseAtom, undefined);
  set(connectionBaseAtom, undefined);
  connection?.stop();
  set(statusBaseAtom, 'disconnected');
  await connection?.client.disconnect();
});
