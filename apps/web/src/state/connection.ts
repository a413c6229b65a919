import { createRealtimeClient, type RealtimeClient, type RealtimeStatus } from '@vizinhos/realtime';
import { atom } from 'jotai';

const statusBaseAtom = atom<RealtimeStatus>('disconnected');
let client: RealtimeClient | undefined;
let stopListening: (() => void) | undefined;

/** The live connection's status (doc 1 §4), read by the header badge. */
export const connectionStatusAtom = atom((get) => get(statusBaseAtom));

function brokerUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`;
}

/** Opens the live connection for the signed-in user (doc 1 §4: only while authenticated). */
export const openConnectionAtom = atom(null, (_get, set, user: { stompKey: string; areaId: string }) => {
  if (client) return;
  const opened = createRealtimeClient({ url: brokerUrl(), user });
  client = opened;
  stopListening = opened.onStatus((status) => {
    if (client === opened) set(statusBaseAtom, status);
  });
  opened.connect();
  set(statusBaseAtom, opened.status);
});

/** Closes it for good (sign-out, doc 1 §4); no reconnect follows. */
export const closeConnectionAtom = atom(null, async (_get, set) => {
  const closing = client;
  client = undefined;
  stopListening?.();
  stopListening = undefined;
  set(statusBaseAtom, 'disconnected');
  await closing?.disconnect();
});
