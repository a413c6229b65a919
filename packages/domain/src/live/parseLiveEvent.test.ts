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
      'doc 1 §3: a chat message (message and user), untyped',
      CHAT,
      { message: makeWireMessage(), user: { username: 'joao' } },
      { kind: 'chatMessage', payload: { message: makeWireMessage(), user: { username: 'joao' } } },
    ],
    [
      'doc 1 §3: a typed chat message',
      CHAT,
      { type: 'message', message: { _id: 'm1' } },
      { kind: 'chatMessage', payload: { message: { _id: 'm1' } } },
    ],
    [
      'doc 2 §4: vote_update',
      POSTS,
      { type: 'vote_update', post_id: 'p1', upvotes: 3, downvotes: 1, new_direction: 'up', voter: 'u2' },
      {
        kind: 'voteUpdate',
        payload: { post_id: 'p1', upvotes: 3, downvotes: 1, new_direction: 'up', voter: 'u2' },
      },
    ],
    [
      'doc 1 §7: an activity event with a vote notification',
      NOTE,
      { event: 'activity', payload: { notification: vote } },
      { kind: 'voteNotification', payload: vote },
    ],
    [
      'doc 1 §7: an activity event with a poll response',
      NOTE,
      { event: 'activity', payload: { notification: poll } },
      { kind: 'pollResponseNotification', payload: poll },
    ],
    [
      'doc 1 §7: a typed activity event with a general notification',
      NOTE,
      { type: 'activity', payload: { notification: { body: 'Aviso' } } },
      { kind: 'notification', payload: { body: 'Aviso' } },
    ],
    [
      'doc 1 §3: a typed vote notification',
      NOTE,
      { type: 'vote_notification', notification: { body: 'x' } },
      { kind: 'voteNotification', payload: { body: 'x' } },
    ],
    [
      'doc 2 §4: a comment notification (notification with comment and post)',
      POSTS,
      { type: 'notification', comment, post },
      { kind: 'commentNotification', payload: { comment, post } },
    ],
    [
      'doc 2 §4: comment_notification',
      POSTS,
      { type: 'comment_notification', comment, post },
      { kind: 'commentNotification', payload: { comment, post } },
    ],
    [
      'doc 2 §4: comment_update',
      TIMELINE,
      { type: 'comment_update', comment, post_id: 'p1' },
      { kind: 'commentUpdate', payload: { comment, post_id: 'p1' } },
    ],
    [
      'doc 2 §4: comment_delete',
      TIMELINE,
      { type: 'comment_delete', comment_id: 'k1', post_id: 'p1' },
      { kind: 'commentDelete', payload: { comment_id: 'k1', post_id: 'p1' } },
    ],
    [
      'doc 2 §4: poll_update',
      TIMELINE,
      { type: 'poll_update', post_id: 'p1', poll_options: [] },
      { kind: 'pollUpdate', payload: { post_id: 'p1', poll_options: [] } },
    ],
    [
      'doc 1 §3: a timeline post (post and user), untyped',
      TIMELINE,
      { post, user: { username: 'ana' } },
      { kind: 'timelinePost', payload: { post, user: { username: 'ana' } } },
    ],
    ['doc 2 §4: new_post', TIMELINE, { type: 'new_post', post }, { kind: 'timelinePost', payload: { post } }],
    [
      'doc 2 §4: post_update',
      TIMELINE,
      { type: 'post_update', post },
      { kind: 'postUpdate', payload: { post } },
    ],
    [
      'doc 2 §4: post_delete',
      TIMELINE,
      { type: 'post_delete', post_id: 'p1' },
      { kind: 'postDelete', payload: { post_id: 'p1' } },
    ],
  ])('%s', (_name, destination, body, event) => {
    expect(parseLiveEvent(destination, json(body))).toEqual({ ok: true, event });
  });

  it.each([
    ['doc 1 §8: an unknown destination', '/queue/x', '{}', 'unknown destination "/queue/x"'],
    ['doc 1 §8: not JSON', CHAT, '{oops', 'body is not JSON'],
    ['doc 1 §8: JSON but not an object', CHAT, '[1]', 'body is not a JSON object'],
    ['doc 1 §8: an unknown type', POSTS, json({ type: 'typing' }), 'unknown message type "typing"'],
    ['doc 1 §8: no type and no known shape', POSTS, json({ hello: 1 }), 'unknown message type "(none)"'],
    [
      'doc 1 §8: a chat message without message',
      CHAT,
      json({ type: 'chat_message' }),
      'chat_message without message',
    ],
    [
      'doc 1 §8: a notification without notification',
      NOTE,
      json({ type: 'vote_notification' }),
      'vote_notification without notification',
    ],
    [
      'doc 1 §8: a generic notification without anything',
      NOTE,
      json({ type: 'notification' }),
      'notification without notification',
    ],
    [
      'doc 2 §4: post_update without post',
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
  it('doc 1 §7: a notification goes out as the activity event', () => {
    expect(JSON.parse(serializeLiveEvent({ kind: 'notification', payload: { body: 'Oi' } }))).toEqual({
      type: 'notification',
      event: 'activity',
      payload: { notification: { body: 'Oi' } },
    });
  });

  it.each<[string, LiveEvent, string]>([
    [
      'doc 1 §7: chat to the user topic',
      { kind: 'chatMessage', payload: { message: {} } },
      '/topic/chat_q/user_sk1',
    ],
    [
      'doc 1 §7: notifications to the user topic',
      { kind: 'voteNotification', payload: {} },
      '/topic/notification_q/user_sk1',
    ],
    [
      'doc 2 §4: new posts to the area timeline',
      { kind: 'timelinePost', payload: { post } },
      '/topic/area_q/timeline_a1',
    ],
    [
      'doc 2 §4: votes to the area posts topic',
      { kind: 'voteUpdate', payload: {} },
      '/topic/posts_q/area_a1',
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
