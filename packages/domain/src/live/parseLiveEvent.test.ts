import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeWireMessage, makeWireNotification } from '../testing.ts';
import { LIVE_WIRE_TYPES, type LiveEvent, type LiveEventKind } from './liveEvent.ts';
import { parseLiveEvent } from './parseLiveEvent.ts';
import { liveEventDestination, serializeLiveEvent } from './serializeLiveEvent.ts';

const CHAT = '/topic/chat_q/user_sk1';
const NOTE = '/topic/notification_q/user_sk1';
const TIMELINE = '/topic/area_q/timeline_a1';
const POSTS = '/topic/posts_q/area_a1';
const json = (value: unknown) => JSON.stringify(value);
const post = { _id: 'p1', title: 'Feira no sábado' };
const comment = { _id: 'k1', text: 'Concordo' };
const vote = makeWireNotification();
const poll = makeWireNotification({ vote: null, poll_response_count: { post } });

describe('parseLiveEvent', () => {
  it.each<[string, string, unknown, LiveEvent]>([
    [
      'spec: Entities and their fields: a chat message (message and user), untyped',
      CHAT,
      { message: makeWireMessage(), user: { username: 'joao' } },
      { kind: 'chatMessage', payload: { message: makeWireMessage(), user: { username: 'joao' } } },
    ],
    [
      'spec: Entities and their fields: a typed chat message',
      CHAT,
      { type: 'message', message: { _id: 'm1' } },
      { kind: 'chatMessage', payload: { message: { _id: 'm1' } } },
    ],
    [
      'spec: States and transitions: vote_update on the area posts topic: the counts',
      POSTS,
      { type: 'vote_update', post_id: 'p1', upvotes: 3, downvotes: 1 },
      { kind: 'voteUpdate', payload: { post_id: 'p1', upvotes: 3, downvotes: 1 } },
    ],
    [
      'spec: States and transitions: vote_update on the voter’s own topic: the reader’s own vote',
      NOTE,
      { type: 'vote_update', post_id: 'p1', upvotes: 3, downvotes: 1, new_direction: 'up', voter: 'u2' },
      {
        kind: 'ownVoteUpdate',
        payload: { post_id: 'p1', upvotes: 3, downvotes: 1, new_direction: 'up', voter: 'u2' },
      },
    ],
    [
      'spec: Calls: an activity event with a vote notification',
      NOTE,
      { event: 'activity', payload: { notification: vote } },
      { kind: 'voteNotification', payload: vote },
    ],
    [
      'spec: Calls: an activity event with a poll response',
      NOTE,
      { event: 'activity', payload: { notification: poll } },
      { kind: 'pollResponseNotification', payload: poll },
    ],
    [
      'spec: Calls: a typed activity event with a general notification',
      NOTE,
      { type: 'activity', payload: { notification: { body: 'Aviso' } } },
      { kind: 'notification', payload: { body: 'Aviso' } },
    ],
    [
      'spec: Entities and their fields: a typed vote notification',
      NOTE,
      { type: 'vote_notification', notification: { body: 'x' } },
      { kind: 'voteNotification', payload: { body: 'x' } },
    ],
    [
      'spec: States and transitions: a comment notification (notification with comment and post)',
      POSTS,
      { type: 'notification', comment, post },
      { kind: 'commentNotification', payload: { comment, post } },
    ],
    [
      'spec: States and transitions: comment_notification',
      POSTS,
      { type: 'comment_notification', comment, post },
      { kind: 'commentNotification', payload: { comment, post } },
    ],
    [
      'spec: States and transitions: comment_update',
      TIMELINE,
      { type: 'comment_update', comment, post_id: 'p1' },
      { kind: 'commentUpdate', payload: { comment, post_id: 'p1' } },
    ],
    [
      'spec: States and transitions: comment_delete',
      TIMELINE,
      { type: 'comment_delete', comment_id: 'k1', post_id: 'p1' },
      { kind: 'commentDelete', payload: { comment_id: 'k1', post_id: 'p1' } },
    ],
    [
      'spec: States and transitions: poll_update',
      TIMELINE,
      { type: 'poll_update', post_id: 'p1', poll_options: [] },
      { kind: 'pollUpdate', payload: { post_id: 'p1', poll_options: [] } },
    ],
    [
      'spec: Entities and their fields: a timeline post (post and user), untyped',
      TIMELINE,
      { post, user: { username: 'ana' } },
      { kind: 'timelinePost', payload: { post, user: { username: 'ana' } } },
    ],
    [
      'spec: States and transitions: new_post',
      TIMELINE,
      { type: 'new_post', post },
      { kind: 'timelinePost', payload: { post } },
    ],
    [
      'spec: States and transitions: post_update',
      TIMELINE,
      { type: 'post_update', post },
      { kind: 'postUpdate', payload: { post } },
    ],
    [
      'spec: States and transitions: post_delete',
      TIMELINE,
      { type: 'post_delete', post_id: 'p1' },
      { kind: 'postDelete', payload: { post_id: 'p1' } },
    ],
    [
      'Serviços: service_update carries the service as it is now',
      TIMELINE,
      { type: 'service_update', service: { _id: 's1', name: 'Farmácia' } },
      { kind: 'serviceUpdate', payload: { service: { _id: 's1', name: 'Farmácia' } } },
    ],
    [
      'Serviços: service_delete names the service gone',
      TIMELINE,
      { type: 'service_delete', service_id: 's1' },
      { kind: 'serviceDelete', payload: { service_id: 's1' } },
    ],
  ])('%s', (_name, destination, body, event) => {
    expect(parseLiveEvent(destination, json(body))).toEqual({ ok: true, event });
  });

  it.each([
    ['spec: Error catalogue: an unknown destination', '/queue/x', '{}', 'unknown destination "/queue/x"'],
    ['spec: Error catalogue: not JSON', CHAT, '{oops', 'body is not JSON'],
    ['spec: Error catalogue: JSON but not an object', CHAT, '[1]', 'body is not a JSON object'],
    [
      'spec: Error catalogue: an unknown type',
      POSTS,
      json({ type: 'typing' }),
      'unknown message type "typing"',
    ],
    [
      'spec: Error catalogue: no type and no known shape',
      POSTS,
      json({ hello: 1 }),
      'unknown message type "(none)"',
    ],
    [
      'spec: Error catalogue: a chat message without message',
      CHAT,
      json({ type: 'chat_message' }),
      'chat_message without message',
    ],
    [
      'spec: Error catalogue: a notification without notification',
      NOTE,
      json({ type: 'vote_notification' }),
      'vote_notification without notification',
    ],
    [
      'spec: Error catalogue: a generic notification without anything',
      NOTE,
      json({ type: 'notification' }),
      'notification without notification',
    ],
    [
      'spec: States and transitions: post_update without post',
      TIMELINE,
      json({ type: 'post_update', post: 'p1' }),
      'post_update without post',
    ],
  ])('%s', (_name, destination, text, reason) => {
    expect(parseLiveEvent(destination, text)).toEqual({ ok: false, reason });
  });

  it('invariant: no text on any destination ever makes the parser throw', () => {
    const destination = fc.oneof(fc.constantFrom(CHAT, NOTE, TIMELINE, POSTS), fc.string());
    const text = fc.oneof(
      fc.string(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(destination, text, (d, t) => {
        const result = parseLiveEvent(d, t);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});

describe('serializeLiveEvent', () => {
  it('spec: Calls: a notification goes out as the activity event', () => {
    expect(JSON.parse(serializeLiveEvent({ kind: 'notification', payload: { body: 'Oi' } }))).toEqual({
      type: 'notification',
      event: 'activity',
      payload: { notification: { body: 'Oi' } },
    });
  });

  it.each<[string, LiveEvent, string]>([
    [
      'spec: Calls: chat to the user topic',
      { kind: 'chatMessage', payload: { message: {} } },
      '/topic/chat_q/user_sk1',
    ],
    [
      'spec: Calls: notifications to the user topic',
      { kind: 'voteNotification', payload: {} },
      '/topic/notification_q/user_sk1',
    ],
    [
      'spec: States and transitions: new posts to the area timeline',
      { kind: 'timelinePost', payload: { post } },
      '/topic/area_q/timeline_a1',
    ],
    [
      'spec: States and transitions: votes to the area posts topic',
      { kind: 'voteUpdate', payload: {} },
      '/topic/posts_q/area_a1',
    ],
    [
      'README: Security: a vote with its direction and voter to the voter’s own topic only',
      { kind: 'ownVoteUpdate', payload: { new_direction: 'up', voter: 'u1' } },
      '/topic/notification_q/user_sk1',
    ],
  ])('%s', (_name, event, destination) => {
    expect(liveEventDestination(event, { stompKey: 'sk1', areaId: 'a1' })).toBe(destination);
  });

  const object = fc.dictionary(
    fc.string().filter((k) => k !== 'type' && k !== '__proto__'),
    fc.jsonValue(),
    { maxKeys: 3 },
  );
  const event: fc.Arbitrary<LiveEvent> = fc
    .tuple(fc.constantFrom(...(Object.keys(LIVE_WIRE_TYPES) as LiveEventKind[])), object, object)
    .map(([kind, extra, inner]) => {
      const required: Partial<Record<LiveEventKind, string>> = {
        chatMessage: 'message',
        commentNotification: 'comment',
        commentUpdate: 'comment',
        timelinePost: 'post',
        postUpdate: 'post',
        serviceUpdate: 'service',
      };
      const field = required[kind];
      return { kind, payload: field ? { ...extra, [field]: inner } : extra } as LiveEvent;
    });

  it('invariant: every event the server serialises parses back to itself on its destination', () => {
    fc.assert(
      fc.property(event, (e) => {
        const destination = liveEventDestination(e, { stompKey: 'sk1', areaId: 'a1' });
        expect(parseLiveEvent(destination, serializeLiveEvent(e))).toEqual({
          ok: true,
          event: JSON.parse(JSON.stringify(e)),
        });
      }),
    );
  });
});
