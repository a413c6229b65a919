/** The four live topics a signed-in user subscribes to (spec: Calls). */
export type LiveTopic = 'chat' | 'notification' | 'timeline' | 'posts';

/** A destination taken apart: its topic and the stomp key (chat, notification) or area id (timeline, posts). */
export type LiveDestination = { topic: LiveTopic; key: string };

/** What decides a user's destinations: its stomp key and, when it has one, its area (spec: Entities and their fields). */
export type LiveSubscriber = { stompKey: string; areaId: string | undefined };

const PREFIXES: Record<LiveTopic, string> = {
  chat: '/topic/chat_q/user_',
  notification: '/topic/notification_q/user_',
  timeline: '/topic/area_q/timeline_',
  posts: '/topic/posts_q/area_',
};

const TOPICS = Object.keys(PREFIXES) as LiveTopic[];

/** The destination of a topic for a key (spec: Calls), e.g. `/topic/chat_q/user_{stomp_key}`. */
export function buildLiveDestination(topic: LiveTopic, key: string): string {
  return `${PREFIXES[topic]}${key}`;
}

/** Takes a destination apart (spec: Calls); undefined when it is none of the four or its key is empty or nested. */
export function parseLiveDestination(destination: string): LiveDestination | undefined {
  for (const topic of TOPICS) {
    const prefix = PREFIXES[topic];
    if (!destination.startsWith(prefix)) continue;
    const key = destination.slice(prefix.length);
    return key === '' || key.includes('/') ? undefined : { topic, key };
  }
  return undefined;
}

/** Every destination a user subscribes to on connect (spec: States and transitions): its own two, and its area's two. */
export function subscriberDestinations(subscriber: LiveSubscriber): string[] {
  const own = [
    buildLiveDestination('chat', subscriber.stompKey),
    buildLiveDestination('notification', subscriber.stompKey),
  ];
  if (subscriber.areaId === undefined) return own;
  return [
    ...own,
    buildLiveDestination('timeline', subscriber.areaId),
    buildLiveDestination('posts', subscriber.areaId),
  ];
}

/** Whether a user may subscribe to a destination: only its own chat and notification topics and its area's. */
export function canSubscribe(destination: string, subscriber: LiveSubscriber): boolean {
  return subscriberDestinations(subscriber).includes(destination);
}
