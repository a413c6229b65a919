// The public face of @vizinhos/realtime: the live STOMP client (spec: States and transitions, Calls, Business constants and limits).
export type { ReconnectPolicy } from './computeReconnectDelay.ts';
export { computeReconnectDelay, defaultReconnectPolicy } from './computeReconnectDelay.ts';
export type {
  LiveEventHandler,
  RealtimeClient,
  RealtimeClientOptions,
  RealtimeClock,
  RealtimeLogger,
  RealtimeStatus,
} from './realtimeClient.ts';
export { createRealtimeClient, stompProtocols } from './realtimeClient.ts';
