import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildLiveDestination,
  canSubscribe,
  type LiveTopic,
  parseLiveDestination,
  subscriberDestinations,
} from './liveDestinations.ts';

const maria = { stompKey: 'sk-maria', areaId: 'a1' };

describe('live destinations', () => {
  it.each<[string, LiveTopic, string, string]>([
    ['spec: Calls: chat', 'chat', 'sk1', '/topic/chat_q/user_sk1'],
    ['spec: Calls: notifications', 'notification', 'sk1', '/topic/notification_q/user_sk1'],
    ['spec: Calls: area timeline', 'timeline', 'a1', '/topic/area_q/timeline_a1'],
    ['spec: Calls: area posts', 'posts', 'a1', '/topic/posts_q/area_a1'],
  ])('%s', (_name, topic, key, destination) => {
    expect(buildLiveDestination(topic, key)).toBe(destination);
    expect(parseLiveDestination(destination)).toEqual({ topic, key });
  });

  it.each([
    ['spec: Calls: an unknown topic', '/topic/other_q/user_x'],
    ['spec: Calls: an empty key', '/topic/chat_q/user_'],
    ['spec: Calls: a nested key', '/topic/chat_q/user_a/b'],
  ])('%s is no destination', (_name, destination) => {
    expect(parseLiveDestination(destination)).toBeUndefined();
  });

  it('spec: States and transitions: on connect a user subscribes to its four topics', () => {
    expect(subscriberDestinations(maria)).toEqual([
      '/topic/chat_q/user_sk-maria',
      '/topic/notification_q/user_sk-maria',
      '/topic/area_q/timeline_a1',
      '/topic/posts_q/area_a1',
    ]);
    expect(subscriberDestinations({ stompKey: 'k', areaId: undefined })).toHaveLength(2);
  });

  it.each([
    ['spec: Roles and permissions: its own chat', '/topic/chat_q/user_sk-maria', true],
    ['spec: Roles and permissions: its area posts', '/topic/posts_q/area_a1', true],
    ['spec: Roles and permissions: another user chat', '/topic/chat_q/user_sk-joao', false],
    ['spec: Roles and permissions: another area timeline', '/topic/area_q/timeline_a2', false],
  ])('canSubscribe: %s', (_name, destination, allowed) => {
    expect(canSubscribe(destination, maria)).toBe(allowed);
  });

  it('invariant: any key without a slash survives building and parsing', () => {
    const topic = fc.constantFrom<LiveTopic>('chat', 'notification', 'timeline', 'posts');
    const key = fc.string({ minLength: 1 }).filter((k) => !k.includes('/'));
    fc.assert(
      fc.property(topic, key, (t, k) => {
        expect(parseLiveDestination(buildLiveDestination(t, k))).toEqual({ topic: t, key: k });
      }),
    );
  });

  it('invariant: a user may subscribe to nothing of another key or area', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (stompKey, other) => {
        fc.pre(stompKey !== other);
        const me = { stompKey, areaId: 'a1' };
        expect(canSubscribe(buildLiveDestination('chat', other), me)).toBe(false);
        expect(canSubscribe(buildLiveDestination('notification', other), me)).toBe(false);
      }),
    );
  });
});
