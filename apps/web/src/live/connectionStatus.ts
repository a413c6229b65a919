import type { RealtimeStatus } from '@vizinhos/realtime';
import { atom } from 'jotai';

/**
 * The session's live connection status, written only by the shell that owns the connection
 * (features/shell/state.ts). It lives here, beside the live bridge, so the features whose views
 * depend on it (the header badge, the timeline's banner) read it without importing the shell.
 */
export const liveStatusBaseAtom = atom<RealtimeStatus>('disconnected');

/** The live connection's status (spec: Real-time connection). */
export const connectionStatusAtom = atom((get) => get(liveStatusBaseAtom));
