import {
  appendCommentPage,
  appendReplyPage,
  applyCommentDelete,
  applyCommentUpdate,
  applyVoteUpdate,
  type Comment,
  type CommentId,
  normalizeComments,
  type PostId,
  readPayloadId,
  type WireCommentDelete,
  type WireCommentUpdate,
  type WireVoteUpdate,
} from '@vizinhos/domain';
import { atom, type Getter, type Setter } from 'jotai';
import { currentUserAtom } from '../../session/session.ts';

/** The comments of one post the app holds: what the section shows and the post's count (spec: Entities and their fields). */
export type CommentThread = { id: PostId; comments: Comment[]; commentCount: number };

/** The section under one card: open or not, and its pages (spec: Calls: pages of 5). */
export type CommentSectionState = {
  isOpen: boolean;
  status: 'loading' | 'ready' | 'error';
  loadedPages: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  /** The last failure of a page or an action on a comment, shown under the list. */
  error: string | undefined;
};

const threadsBaseAtom = atom<Partial<Record<PostId, CommentThread>>>({});
const sectionsBaseAtom = atom<Partial<Record<PostId, CommentSectionState>>>({});
const pendingVotesBaseAtom = atom<ReadonlySet<CommentId>>(new Set<CommentId>());

/** Every thread loaded or touched live in this session. */
export const commentThreadsAtom = atom((get) => get(threadsBaseAtom));

/** Every comment section's state. */
export const commentSectionsAtom = atom((get) => get(sectionsBaseAtom));

/** Comments whose vote waits for its live vote_update (spec: States and transitions: disabled until then). */
export const pendingCommentVotesAtom = atom((get) => get(pendingVotesBaseAtom));

/** Replaces part of one section's state. */
export function patchSection(get: Getter, set: Setter, postId: PostId, patch: Partial<CommentSectionState>) {
  const current: CommentSectionState = get(sectionsBaseAtom)[postId] ?? {
    isOpen: false,
    status: 'loading',
    loadedPages: 0,
    hasMore: false,
    isLoadingMore: false,
    error: undefined,
  };
  set(sectionsBaseAtom, { ...get(sectionsBaseAtom), [postId]: { ...current, ...patch } });
}

/** Applies a change to every thread (the domain's reducers take a list of posts or threads). */
function changeThreads(get: Getter, set: Setter, change: (threads: CommentThread[]) => CommentThread[]) {
  const threads = Object.values(get(threadsBaseAtom)).filter((thread) => thread !== undefined);
  const next = change(threads);
  if (next === threads) return;
  set(threadsBaseAtom, Object.fromEntries(next.map((thread) => [thread.id, thread])));
}

/** The thread of a post, made when first needed with the count its card showed. */
export function ensureThread(get: Getter, set: Setter, postId: PostId, commentCount: number): CommentThread {
  const existing = get(threadsBaseAtom)[postId];
  if (existing) return existing;
  const thread: CommentThread = { id: postId, comments: [], commentCount };
  set(threadsBaseAtom, { ...get(threadsBaseAtom), [postId]: thread });
  return thread;
}

/** Adds a fetched page: top-level comments, or a comment's replies. */
export function addCommentPage(
  get: Getter,
  set: Setter,
  postId: PostId,
  page: Parameters<typeof normalizeComments>[0],
  parentId?: CommentId,
) {
  const thread = get(threadsBaseAtom)[postId];
  if (!thread) return;
  const comments = normalizeComments(page);
  const next =
    parentId === undefined
      ? appendCommentPage(thread.comments, comments)
      : appendReplyPage(thread.comments, parentId, comments);
  set(threadsBaseAtom, { ...get(threadsBaseAtom), [postId]: { ...thread, comments: next } });
}

/** Marks or clears a comment's vote waiting for its live update. */
export function setPendingCommentVote(get: Getter, set: Setter, commentId: CommentId, isPending: boolean) {
  const next = new Set(get(pendingVotesBaseAtom));
  if (isPending) next.add(commentId);
  else next.delete(commentId);
  set(pendingVotesBaseAtom, next);
}

/**
 * A new or edited comment, live or from the reader's own call (spec: States and transitions): it joins its thread, and
 * the post's count moves on every card, opened or not.
 */
export const receiveCommentUpdateAtom = atom(null, (get, set, message: WireCommentUpdate) => {
  const postId = readPayloadId<'Post'>(message.post, message.post_id ?? message.comment?.post_id);
  const serverCount = message.post?.comment_total_full;
  // A thread not loaded yet starts from the server's count, so the card's number is right at once.
  if (postId !== undefined && typeof serverCount === 'number' && !get(threadsBaseAtom)[postId])
    ensureThread(get, set, postId, Math.max(0, serverCount - 1));
  changeThreads(get, set, (threads) => applyCommentUpdate(threads, message));
});

/** A deleted comment keeps its place and replies and reads "[Comentário apagado]" (spec: "[Deleted]") (spec: States and transitions). */
export const receiveCommentDeleteAtom = atom(null, (get, set, message: WireCommentDelete) => {
  changeThreads(get, set, (threads) => applyCommentDelete(threads, message));
});

/** A comment's vote_update: new counts; the reader's own vote and its buttons enabled again. */
export const receiveCommentVoteAtom = atom(null, (get, set, update: WireVoteUpdate) => {
  const commentId = readPayloadId<'Comment'>(update.comment, update.comment_id);
  if (commentId === undefined) return;
  const me = get(currentUserAtom)?.id;
  changeThreads(get, set, (threads) => applyVoteUpdate(threads, update, me));
  const voter = readPayloadId<'User'>(update.voter, undefined);
  if (voter !== undefined && voter === me) setPendingCommentVote(get, set, commentId, false);
});
