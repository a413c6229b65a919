// The store, as a vote travels through it: one vote frame reaches every loaded copy of the post
// (the Segurança timeline the map card is drawn from, and the post's own page), and a vote whose
// vote_update was lost with the connection stops waiting at the resync.
import 'fake-indexeddb/auto';
import { createApiClient } from '@vizinhos/api';
import { makeUser, makeWirePost, postHandlers } from '@vizinhos/api/mocks';
// Not a React hook (its name says "use" as vitest's fixtures do): an MSW server for this file.
import { useRecordingServer as recordingServer, testBaseUrl } from '@vizinhos/api/testing';
import type { PostId, WireVoteUpdate } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { liveStatusBaseAtom } from '../../live/connectionStatus.ts';
import { createSessionStore } from '../../session/session.ts';
import { votePostAtom } from './actions.ts';
import { applyPostsLiveEvent, resyncPostsLiveState } from './live.ts';
import { loadPostAtom, loadTimelineAtom, pendingVotesAtom, singlePostsAtom, timelinesAtom } from './state.ts';

const { server } = recordingServer();
const postId = 'post-1' as PostId;
const me = makeUser({ id: 'user-maria' as never, username: 'maria.souza' });
const securityPost = makeWirePost({ post_category: { name: 'Segurança' } });

/** The vote frame maria's own topic gets after her upvote (the fixture's counts: 8 up, 1 down). */
const upvoteFrame: WireVoteUpdate = {
  post_id: postId,
  upvotes: 9,
  downvotes: 1,
  new_direction: 'up',
  voter: { _id: { $oid: 'user-maria' }, username: 'maria.souza' },
};

let store: Store;
beforeEach(async () => {
  server.use(...postHandlers.default([securityPost]));
  store = createSessionStore(me);
  store.set(apiClientAtom, createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] }));
  store.set(liveStatusBaseAtom, 'connected');
  await store.set(loadTimelineAtom, 'Segurança');
  await store.set(loadPostAtom, postId);
});

const timelineCounts = () =>
  store.get(timelinesAtom).Segurança?.posts.map(({ upvotes, myVote }) => ({ upvotes, myVote }));
const pageCounts = () => {
  const single = store.get(singlePostsAtom)[postId];
  return single?.status === 'ready'
    ? { upvotes: single.post.upvotes, myVote: single.post.myVote }
    : undefined;
};

describe('a vote in the store', () => {
  it('shows the new count in the timeline (the map card’s posts) and on the post’s page, from one frame', async () => {
    expect(timelineCounts()).toEqual([{ upvotes: 8, myVote: 'none' }]);
    await store.set(votePostAtom, { postId, direction: 'up' });
    expect(store.get(pendingVotesAtom)[postId]).toBe('up');
    // The area's frame (every neighbour's) moves the counts only: the vote keeps waiting.
    applyPostsLiveEvent(store, {
      kind: 'voteUpdate',
      payload: { post_id: postId, upvotes: 9, downvotes: 1 },
    });
    expect(timelineCounts()).toEqual([{ upvotes: 9, myVote: 'none' }]);
    expect(store.get(pendingVotesAtom)[postId]).toBe('up');
    applyPostsLiveEvent(store, { kind: 'ownVoteUpdate', payload: upvoteFrame });
    expect(timelineCounts()).toEqual([{ upvotes: 9, myVote: 'up' }]);
    expect(pageCounts()).toEqual({ upvotes: 9, myVote: 'up' });
    expect(store.get(pendingVotesAtom)[postId]).toBeUndefined();
  });

  it('takes no direction and no confirmation from the area’s frame, even one naming the reader', async () => {
    await store.set(votePostAtom, { postId, direction: 'up' });
    applyPostsLiveEvent(store, { kind: 'voteUpdate', payload: upvoteFrame });
    expect(timelineCounts()).toEqual([{ upvotes: 9, myVote: 'none' }]);
    expect(store.get(pendingVotesAtom)[postId]).toBe('up');
  });

  it('stops waiting at the resync when the vote_update was lost with the connection', async () => {
    await store.set(votePostAtom, { postId, direction: 'up' });
    // The frame never comes; the connection drops and comes back, and the server now lists the vote.
    expect(store.get(pendingVotesAtom)[postId]).toBe('up');
    server.use(...postHandlers.default([{ ...securityPost, upvotes: 9, myvote: { direction: 'up' } }]));
    await resyncPostsLiveState(store);
    expect(store.get(pendingVotesAtom)[postId]).toBeUndefined();
    expect(timelineCounts()).toEqual([{ upvotes: 9, myVote: 'up' }]);
  });

  it('keeps a vote whose call is still on its way waiting through a resync', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.put(
        `${testBaseUrl}/api/v1/posts/:id/upvote`,
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json(upvoteFrame));
          }),
      ),
    );
    const voting = store.set(votePostAtom, { postId, direction: 'up' });
    // The call leaves once the vote is kept in the outbox.
    await vi.waitFor(() => expect(answer).toBeDefined());
    await resyncPostsLiveState(store);
    expect(store.get(pendingVotesAtom)[postId]).toBe('up');
    answer?.();
    await voting;
    applyPostsLiveEvent(store, { kind: 'ownVoteUpdate', payload: upvoteFrame });
    expect(store.get(pendingVotesAtom)[postId]).toBeUndefined();
  });
});
