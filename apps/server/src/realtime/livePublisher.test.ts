import { type LiveEvent, parseLiveEvent } from '@vizinhos/domain';
import { describe, expect, it } from 'vitest';
import { createLivePublisher, type LivePublisher } from './livePublisher.ts';

type Sent = { destination: string; contentType: string; body: string };

function capture(): { publisher: LivePublisher; sent: Sent[] } {
  const sent: Sent[] = [];
  const publisher = createLivePublisher({
    publish: async (destination, contentType, body) => {
      sent.push({ destination, contentType, body: Buffer.from(body).toString('utf8') });
    },
  });
  return { publisher, sent };
}

const user = { _id: 'u1', username: 'maria.souza' };
const post = { _id: 'p1', title: 'Poste apagado na Rua das Flores', text: 'Desde ontem à noite 🌙' };

describe('LivePublisher: domain events to destinations and wire shapes (spec: Entities and their fields, States and transitions, Calls)', () => {
  it.each<[string, (publisher: LivePublisher) => Promise<void>, string, LiveEvent['kind']]>([
    [
      'chat message (spec: Entities and their fields)',
      (p) => p.publishChatMessage('k1', { _id: 'm1', body: 'Olá, vizinha!' }, user),
      '/topic/chat_q/user_k1',
      'chatMessage',
    ],
    [
      'activity notification (spec: Calls)',
      (p) => p.publishNotification('k1', { _id: 'n1', text: 'Nova postagem' }),
      '/topic/notification_q/user_k1',
      'notification',
    ],
    [
      'vote notification',
      (p) => p.publishNotification('k1', { _id: 'n2', vote: { direction: 'up' } }, 'voteNotification'),
      '/topic/notification_q/user_k1',
      'voteNotification',
    ],
    [
      'timeline post (spec: States and transitions)',
      (p) => p.publishTimelinePost('a1', post, user),
      '/topic/area_q/timeline_a1',
      'timelinePost',
    ],
    ['post_update', (p) => p.publishPostUpdate('a1', post, user), '/topic/area_q/timeline_a1', 'postUpdate'],
    [
      'post_delete',
      (p) => p.publishPostDelete('a1', { post_id: 'p1' }),
      '/topic/area_q/timeline_a1',
      'postDelete',
    ],
    [
      'poll_update',
      (p) =>
        p.publishPollUpdate('a1', { post_id: 'p1', poll_options: [{ _id: 'o1', label: 'Sim', count: 3 }] }),
      '/topic/area_q/timeline_a1',
      'pollUpdate',
    ],
    [
      'comment_update',
      (p) => p.publishCommentUpdate('a1', { comment: { _id: 'c1', text: 'Também vi' }, post_id: 'p1' }),
      '/topic/area_q/timeline_a1',
      'commentUpdate',
    ],
    [
      'comment_delete',
      (p) => p.publishCommentDelete('a1', { comment_id: 'c1', post_id: 'p1' }),
      '/topic/area_q/timeline_a1',
      'commentDelete',
    ],
    [
      'comment notification',
      (p) =>
        p.publishCommentNotification('a1', { comment: { _id: 'c1', text: 'Ótimo' }, post: { _id: 'p1' } }),
      '/topic/posts_q/area_a1',
      'commentNotification',
    ],
  ])('publishes a %s that the client parses back to the same kind', async (_, act, destination, kind) => {
    const { publisher, sent } = capture();
    await act(publisher);
    expect(sent).toHaveLength(1);
    const [message] = sent;
    expect(message?.destination).toBe(destination);
    expect(message?.contentType).toBe('application/json');
    const parsed = parseLiveEvent(message!.destination, message!.body);
    expect(parsed.ok && parsed.event.kind).toBe(kind);
  });

  it('sends a vote whole to the voter’s own topic only; the area gets its counts without voter or direction', async () => {
    const { publisher, sent } = capture();
    const vote = {
      comment_id: 'c1',
      post_id: 'p1',
      upvotes: 4,
      downvotes: 1,
      new_direction: 'up',
      voter: user,
    };
    await publisher.publishVoteUpdate({ stompKey: 'k1', areaId: 'a1' }, vote);
    const byDestination = new Map(sent.map((message) => [message.destination, message.body]));
    expect([...byDestination.keys()].sort()).toEqual([
      '/topic/notification_q/user_k1',
      '/topic/posts_q/area_a1',
    ]);
    const own = byDestination.get('/topic/notification_q/user_k1')!;
    const area = byDestination.get('/topic/posts_q/area_a1')!;
    expect(JSON.parse(own)).toEqual({ ...vote, type: 'vote_update' });
    expect(JSON.parse(area)).toEqual({
      comment_id: 'c1',
      post_id: 'p1',
      upvotes: 4,
      downvotes: 1,
      type: 'vote_update',
    });
    const parsedOwn = parseLiveEvent('/topic/notification_q/user_k1', own);
    const parsedArea = parseLiveEvent('/topic/posts_q/area_a1', area);
    expect(parsedOwn.ok && parsedOwn.event.kind).toBe('ownVoteUpdate');
    expect(parsedArea.ok && parsedArea.event.kind).toBe('voteUpdate');
  });

  it('sends a notification as the "activity" event carrying the notification object (spec: Calls)', async () => {
    const { publisher, sent } = capture();
    await publisher.publishNotification('k1', { _id: 'n1', text: 'Ação na praça às 19h' });
    expect(JSON.parse(sent[0]!.body)).toMatchObject({
      event: 'activity',
      payload: { notification: { _id: 'n1', text: 'Ação na praça às 19h' } },
    });
  });

  it('refuses an event without its audience instead of publishing where no one listens', async () => {
    const { publisher, sent } = capture();
    await expect(publisher.publishChatMessage('', { _id: 'm1', body: 'oi' }, user)).rejects.toThrow(
      'no audience',
    );
    await expect(
      publisher.publishVoteUpdate({ stompKey: 'k1', areaId: '' }, { post_id: 'p1' }),
    ).rejects.toThrow('no audience');
    await expect(
      publisher.publishVoteUpdate({ stompKey: '', areaId: 'a1' }, { post_id: 'p1' }),
    ).rejects.toThrow('no audience');
    expect(sent).toHaveLength(0);
  });
});
