export type { LiveDestination, LiveSubscriber, LiveTopic } from './liveDestinations.ts';
export {
  buildLiveDestination,
  canSubscribe,
  parseLiveDestination,
  subscriberDestinations,
} from './liveDestinations.ts';
export type { LiveEvent, LiveEventKind, VoteLiveEvent } from './liveEvent.ts';
export { isNotificationEvent, LIVE_TOPIC_OF_KIND, LIVE_WIRE_TYPES } from './liveEvent.ts';
export type { LiveParseResult } from './parseLiveEvent.ts';
export { parseLiveEvent } from './parseLiveEvent.ts';
export type { ConnectionEvent, ConnectionStatus } from './reduceConnectionStatus.ts';
export { HEARTBEAT_MS, RECONNECT_DELAY_MS, reduceConnectionStatus } from './reduceConnectionStatus.ts';
export { liveEventDestination, serializeLiveEvent } from './serializeLiveEvent.ts';
