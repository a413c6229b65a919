import { assertNever } from '../common/index.ts';

/** The live connection's state (spec: States and transitions). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

/** What happens to the live connection (spec: States and transitions, Error catalogue). */
export type ConnectionEvent =
  | { type: 'connect' }
  | { type: 'connected' }
  | { type: 'failed' }
  | { type: 'disconnected' };

/** Messaging heart-beats both ways (spec: Business constants and limits). */
export const HEARTBEAT_MS = 18_000;
/** Delay before a reconnection attempt (spec: Business constants and limits). */
export const RECONNECT_DELAY_MS = 1_000;

/**
 * The live connection (spec: States and transitions): disconnected, then connecting, then connected; a messaging or socket
 * error sets error; a disconnect returns to disconnected.
 */
export function reduceConnectionStatus(_status: ConnectionStatus, event: ConnectionEvent): ConnectionStatus {
  switch (event.type) {
    case 'connect':
      return 'connecting';
    case 'connected':
      return 'connected';
    case 'failed':
      return 'error';
    case 'disconnected':
      return 'disconnected';
    default:
      return assertNever(event, 'connection event');
  }
}
