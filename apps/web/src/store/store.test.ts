// The client store on its atoms: one copy of each post and comment, by id, which every
// view lists; a frame or an answer changes it once, with no call to fetch anything again; and the
// one mechanism for pending votes, the same for posts and comments.
import 'fake-indexeddb/auto';
import { createApiClient } from '@vizinhos/api';
import {
  commentHandlers,
  makeUser,
  makeWireComment,
  makeWirePollOptions,
  makeWirePost,
  postHandlers,
} from '@vizinhos/api/mocks';
// Not a React hook (its name says "use" as vitest's fixtures do): an MSW server for this file.
import { useRecordingServer as recordingServer, testBaseUrl } from '@vizinhos/api/testing';
import type { CommentId, PostId, WireVoteUpdate } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClientAtom } from '../apiClientAtom.ts';
import { toggleCommentsAtom, voteCommentAtom } from '../features/comments/actions.ts';
import { applyCommentsLiveEvent, resyncCommentsLiveState } from '../features/comments/live.ts';
import { votePostAtom } from '../features/posts/actions.ts';
import {
  loadPostAtom,
  loadTimelineAtom,
  singlePostsAtom,
  timelinePostsAtoms,
  timelinesAtom,
} from '../features/posts/state.ts';
import { liveStatusBaseAtom } from '../live/connectionStatus.ts';
import { applyLiveEvent } from '../live/liveBridge.ts';
import { createSessionStore } from '../session/session.ts';
import { commentThreadsAtom, postEntitiesAtom } from './entities.ts';
import { pendingCommentVotesAtom, pendingPostVotesAtom } from './pendingVotes.ts';
import { toastAtom } from './toast.ts';

const { server } = recordingServer();
const postId = 'post-1' as PostId;
const commentId = 'comment-1' as CommentId;
const me = makeUser({ id: 'user-maria' as never, username: 'maria.souza' });
const maria = { _id: { $oid: 'user-maria' }, username: 'maria.souza' };
const securityPost = makeWirePost({ post_category: { name: 'Segurança' }, comment_count: 1 });

/** The vote frame maria's own topic gets after her upvote of the post (the fixture's counts: 8 up, 1 down). */
const postUpvote: WireVoteUpdate = {
  post_id: postId,
  upvotes: 9,
  downvotes: 1,
  new_direction: 'up',
  voter: maria,
};
/** The frame maria's own topic gets after her upvote of the comment (the fixture's counts: 3 up). */
const commentUpvote: WireVoteUpdate = {
  post_id: postId,
  comment_id: commentId,
  upvotes: 4,
  downvotes: 0,
  new_direction: 'up',
  voter: maria,
};

let store: Store;
let calls: string[];
beforeEach(async () => {
  server.use(...postHandlers.default([securityPost]), ...commentHandlers.default([makeWireComment()]));
  store = createSessionStore(me);
  store.set(apiClientAtom, createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] }));
  store.set(liveStatusBaseAtom, 'connected');
  // The three views that show the post: Página Inicial, Segurança (the map card draws its posts), its page.
  await store.set(loadTimelineAtom, 'all');
  await store.set(loadTimelineAtom, 'Segurança');
  await store.set(loadPostAtom, postId);
  calls = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => server.events.removeAllListeners());

const postIn = (posts: readonly { id: PostId; upvotes: number; myVote: string }[] | undefined) =>
  posts?.filter((post) => post.id === postId).map(({ upvotes, myVote }) => ({ upvotes, myVote }));
const pageCounts = () => {
  const single = store.get(singlePostsAtom)[postId];
  return single?.status === 'ready' ? postIn([single.post]) : undefined;
};
const commentIn = () => store.get(commentThreadsAtom)[postId]?.find((comment) => comment.id === commentId);

describe('the client store', () => {
  it('holds one copy of a post however many views list it', () => {
    expect(Object.keys(store.get(postEntitiesAtom))).toEqual([postId]);
    expect(postIn(store.get(timelinesAtom).all?.posts)).toEqual([{ upvotes: 8, myVote: 'none' }]);
    expect(postIn(store.get(timelinePostsAtoms.Segurança))).toEqual([{ upvotes: 8, myVote: 'none' }]);
  });

  it('shows a vote of the timeline on the post’s page and in the map card’s posts, without a refetch', async () => {
    await store.set(votePostAtom, { postId, direction: 'up' });
    expect(store.get(pendingPostVotesAtom)[postId]).toBe('up');
    // The area's frame moves the counts in every view; the reader's own frame brings her vote.
    applyLiveEvent(
      store,
      { kind: 'voteUpdate', payload: { post_id: postId, upvotes: 9, downvotes: 1 } },
      new Date(),
    );
    expect(postIn(store.get(timelinePostsAtoms.Segurança))).toEqual([{ upvotes: 9, myVote: 'none' }]);
    expect(store.get(pendingPostVotesAtom)[postId]).toBe('up');
    applyLiveEvent(store, { kind: 'ownVoteUpdate', payload: postUpvote }, new Date());
    const voted = [{ upvotes: 9, myVote: 'up' }];
    expect(postIn(store.get(timelinesAtom).all?.posts)).toEqual(voted);
    expect(postIn(store.get(timelinePostsAtoms.Segurança))).toEqual(voted);
    expect(pageCounts()).toEqual(voted);
    expect(store.get(pendingPostVotesAtom)[postId]).toBeUndefined();
    // The vote's own call, and nothing fetched again.
    expect(calls).toEqual([`PUT /api/v1/posts/${postId}/upvote`]);
  });

  it('moves the post’s comment count in every view from one live comment, without a refetch', () => {
    applyCommentsLiveEvent(store, {
      kind: 'commentUpdate',
      payload: { comment: makeWireComment({ _id: { $oid: 'comment-9' }, post_id: postId }), post_id: postId },
    });
    const counts = [store.get(timelinesAtom).all, store.get(timelinesAtom).Segurança].map(
      (timeline) => timeline?.posts[0]?.commentCount,
    );
    const single = store.get(singlePostsAtom)[postId];
    expect([...counts, single?.status === 'ready' ? single.post.commentCount : undefined]).toEqual([2, 2, 2]);
    expect(store.get(commentThreadsAtom)[postId]?.map((comment) => comment.id)).toEqual(['comment-9']);
    expect(calls).toEqual([]);
  });

  it('moves a poll’s results in every view from one poll_update, the reader’s check kept', () => {
    const counts = () =>
      [store.get(timelinesAtom).all?.posts[0], store.get(timelinePostsAtoms.Segurança)?.[0]].map((post) =>
        post?.pollOptions.map(({ count, isUserResponse }) => ({ count, isUserResponse })),
      );
    applyLiveEvent(
      store,
      { kind: 'pollUpdate', payload: { post_id: postId, poll_options: makeWirePollOptions([2, 1], 0) } },
      new Date(),
    );
    const moved = [
      { count: 2, isUserResponse: true },
      { count: 1, isUserResponse: false },
    ];
    expect(counts()).toEqual([moved, moved]);
    applyLiveEvent(
      store,
      { kind: 'pollUpdate', payload: { post_id: postId, poll_options: makeWirePollOptions([2, 2]) } },
      new Date(),
    );
    expect(counts()[0]).toEqual([
      { count: 2, isUserResponse: true },
      { count: 2, isUserResponse: false },
    ]);
    expect(calls).toEqual([]);
  });

  it('routes a comment’s vote frame to the comment, which every thread showing it follows', async () => {
    store.set(toggleCommentsAtom, { postId, isOpen: true });
    await vi.waitFor(() => expect(commentIn()?.upvotes).toBe(3));
    await store.set(voteCommentAtom, { postId, commentId, direction: 'up' });
    expect(store.get(pendingCommentVotesAtom).has(commentId)).toBe(true);
    // The area's frame, even one naming the reader, moves the counts only; her own frame, her vote.
    applyLiveEvent(store, { kind: 'voteUpdate', payload: commentUpvote }, new Date());
    expect(commentIn()).toMatchObject({ upvotes: 4, myVote: 'none' });
    expect(store.get(pendingCommentVotesAtom).has(commentId)).toBe(true);
    applyLiveEvent(store, { kind: 'ownVoteUpdate', payload: commentUpvote }, new Date());
    expect(commentIn()).toMatchObject({ upvotes: 4, myVote: 'up' });
    expect(store.get(pendingCommentVotesAtom).has(commentId)).toBe(false);
    // The post's own counts are not the comment's.
    expect(pageCounts()).toEqual([{ upvotes: 8, myVote: 'none' }]);
  });
});

describe('pending votes: one mechanism for posts and comments', () => {
  it('settles a comment vote whose frame was lost at the resync, as it does a post’s', async () => {
    store.set(toggleCommentsAtom, { postId, isOpen: true });
    await vi.waitFor(() => expect(commentIn()).toBeDefined());
    await store.set(voteCommentAtom, { postId, commentId, direction: 'up' });
    // The frame never comes; the connection drops and comes back; the server now lists the vote.
    server.use(...commentHandlers.default([makeWireComment({ upvotes: 4, myvote: { direction: 'up' } })]));
    expect(store.get(pendingCommentVotesAtom).has(commentId)).toBe(true);
    await resyncCommentsLiveState(store);
    expect(store.get(pendingCommentVotesAtom).has(commentId)).toBe(false);
    expect(commentIn()).toMatchObject({ upvotes: 4, myVote: 'up' });
  });

  it('stops the wait on a refused call, for a post (its text in the alert) and a comment (logged only, spec)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.put(`${testBaseUrl}/api/v1/posts/:id/upvote`, () =>
        HttpResponse.json({ error: 'Erro ao votar' }, { status: 403 }),
      ),
      ...commentHandlers.voteFails(),
    );
    await store.set(votePostAtom, { postId, direction: 'up' });
    await store.set(voteCommentAtom, { postId, commentId, direction: 'up' });
    expect(store.get(pendingPostVotesAtom)[postId]).toBeUndefined();
    expect(store.get(pendingCommentVotesAtom).has(commentId)).toBe(false);
    expect(store.get(toastAtom)?.tone).toBe('danger');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('applies the answer at once while the live link is down, for either kind', async () => {
    store.set(liveStatusBaseAtom, 'connecting');
    server.use(
      http.put(`${testBaseUrl}/api/v1/posts/:id/upvote`, () => HttpResponse.json(postUpvote)),
      http.put(`${testBaseUrl}/api/v1/posts/:id/comments/:commentId/upvote`, () =>
        HttpResponse.json(commentUpvote),
      ),
    );
    store.set(toggleCommentsAtom, { postId, isOpen: true });
    await vi.waitFor(() => expect(commentIn()).toBeDefined());
    await store.set(votePostAtom, { postId, direction: 'up' });
    await store.set(voteCommentAtom, { postId, commentId, direction: 'up' });
    expect(postIn(store.get(timelinePostsAtoms.Segurança))).toEqual([{ upvotes: 9, myVote: 'up' }]);
    expect(commentIn()).toMatchObject({ upvotes: 4, myVote: 'up' });
    expect(store.get(pendingPostVotesAtom)).toEqual({});
    expect(store.get(pendingCommentVotesAtom).size).toBe(0);
  });
});
