import { buildLiveDestination } from './liveDestinations.ts';
import { isNotificationEvent, LIVE_TOPIC_OF_KIND, LIVE_WIRE_TYPES, type LiveEvent } from './liveEvent.ts';

/**
 * The body the server publishes for an event; `parseLiveEvent` reads it back to the same event.
 * Notifications go out as the "activity" event carrying `payload.notification` (spec: Calls), with
 * their type so the client need not guess; every other kind is its payload plus `type`.
 */
export function serializeLiveEvent(event: LiveEvent): string {
  const type = LIVE_WIRE_TYPES[event.kind];
  if (isNotificationEvent(event)) {
    return JSON.stringify({ type, event: 'activity', payload: { notification: event.payload } });
  }
  return JSON.stringify({ ...event.payload, type });
}

/** Where the server publishes an event (spec: Calls): the user's own topic or its area's, by kind. */
export function liveEventDestination(
  event: LiveEvent,
  audience: { stompKey: string; areaId: string },
): string {
  const topic = LIVE_TOPIC_OF_KIND[event.kind];
  const key = topic === 'chat' || topic === 'notification' ? audience.stompKey : audience.areaId;
  return buildLiveDestination(topic, key);
}
