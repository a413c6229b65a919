import {
  appendCommentPage,
  appendReplyPage,
  applyCommentDelete,
  applyCommentUpdate,
  type Comment,
  type CommentId,
  normalizeComments,
  type PostId,
  readCount,
  readPayloadId,
  readVoteDirection,
  type VoteLiveEvent,
  type WireCommentDelete,
  type WireCommentUpdate,
} from '@vizinhos/domain';
import { atom, type Getter, type Setter } from 'jotai';
import { currentUserAtom } from '../../session/session.ts';
import {
  changeComment,
  changePost,
  commentThreadsAtom,
  hasThread,
  postEntitiesAtom,
  readThread,
  writeThread,
} from '../../store/entities.ts';
import { firstPageLoading, type Paging } from '../../store/paging.ts';
import { confirmVote } from '../../store/pendingVotes.ts';

/** The section under one card: open or not, and its paging (the one mechanism, store/paging.ts; pages of 5). */
export type CommentSectionState = Paging & { isOpen: boolean };

const sectionsBaseAtom = atom<Partial<Record<PostId, CommentSectionState>>>({});

/** Every comment section's state. */
export const commentSectionsAtom = atom((get) => get(sectionsBaseAtom));

/** Replaces part of one section's state. */
export function patchSection(get: Getter, set: Setter, postId: PostId, patch: Partial<CommentSectionState>) {
  const current: CommentSectionState = get(sectionsBaseAtom)[postId] ?? {
    ...firstPageLoading,
    hasMore: false,
    isOpen: false,
  };
  set(sectionsBaseAtom, { ...get(sectionsBaseAtom), [postId]: { ...current, ...patch } });
}

/** Adds a fetched page to the store's thread: top-level comments, or a comment's replies. */
export function addCommentPage(
  get: Getter,
  set: Setter,
  postId: PostId,
  page: Parameters<typeof normalizeComments>[0],
  parentId?: CommentId,
) {
  const thread = readThread(get, postId);
  const comments = normalizeComments(page);
  const next =
    parentId === undefined
      ? appendCommentPage(thread, comments)
      : appendReplyPage(thread, parentId, comments);
  writeThread(get, set, postId, next);
}

function refreshTree(thread: readonly Comment[], fresh: ReadonlyMap<CommentId, Comment>): Comment[] {
  return thread.map((comment) => {
    const replies = refreshTree(comment.replies, fresh);
    const update = fresh.get(comment.id);
    return update
      ? { ...update, replies: appendCommentPage(replies, update.replies) }
      : { ...comment, replies };
  });
}

/**
 * A page fetched again after a dropped connection: the comments the thread holds take the server's
 * counts, votes and texts (their loaded replies kept), and the ones it lacks are added.
 */
export function refreshCommentPage(
  get: Getter,
  set: Setter,
  postId: PostId,
  page: Parameters<typeof normalizeComments>[0],
) {
  const comments = normalizeComments(page);
  const fresh = new Map<CommentId, Comment>();
  const collect = (list: readonly Comment[]) => {
    for (const comment of list) {
      fresh.set(comment.id, comment);
      collect(comment.replies);
    }
  };
  collect(comments);
  writeThread(get, set, postId, appendCommentPage(refreshTree(readThread(get, postId), fresh), comments));
}

/**
 * A new or edited comment, live or from the reader's own call (spec: States and transitions): it joins its
 * thread in the store, and the post's count moves in the store's post, so on every card, opened or not.
 */
export const receiveCommentUpdateAtom = atom(null, (get, set, message: WireCommentUpdate) => {
  const postId = readPayloadId<'Post'>(message.post, message.post_id ?? message.comment?.post_id);
  if (postId === undefined) return;
  const commentCount = get(postEntitiesAtom)[postId]?.commentCount ?? 0;
  const before = { id: postId, comments: readThread(get, postId), commentCount };
  const [after] = applyCommentUpdate([before], message);
  if (!after || after === before) return;
  writeThread(get, set, postId, after.comments);
  changePost(get, set, postId, (post) => ({ ...post, commentCount: after.commentCount }));
});

/** A deleted comment keeps its place and replies and reads "[Comentário apagado]" (spec: "[Deleted]") (spec: States and transitions). */
export const receiveCommentDeleteAtom = atom(null, (get, set, message: WireCommentDelete) => {
  const postId = readPayloadId<'Post'>(message.post, message.post_id);
  const postIds = postId === undefined ? Object.keys(get(commentThreadsAtom)) : [postId];
  for (const id of postIds as PostId[]) {
    if (!hasThread(get, id)) continue;
    const before = { id, comments: readThread(get, id) };
    const [after] = applyCommentDelete([before], message);
    if (after && after !== before) writeThread(get, set, id, after.comments);
  }
});

/**
 * A comment's vote_update: new counts in the store's comment from any frame; the reader's own vote,
 * which stops waiting, only from the frame of the reader's own topic (the area's names nobody).
 */
export const receiveCommentVoteAtom = atom(null, (get, set, event: VoteLiveEvent) => {
  const update = event.payload;
  const commentId = readPayloadId<'Comment'>(update.comment, update.comment_id);
  if (commentId === undefined) return;
  const me = get(currentUserAtom)?.id;
  const own = event.kind === 'ownVoteUpdate' ? event.payload : undefined;
  const voter = readPayloadId<'User'>(own?.voter, undefined);
  const isMine = voter !== undefined && voter === me;
  changeComment(get, set, commentId, (comment) => ({
    ...comment,
    upvotes: readCount(update.upvotes),
    downvotes: readCount(update.downvotes),
    myVote: isMine ? readVoteDirection(own?.new_direction) : comment.myVote,
  }));
  if (isMine) confirmVote(get, set, { kind: 'comment', id: commentId });
});
