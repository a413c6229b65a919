import type { Comment, CommentId, Post, PostId } from '@vizinhos/domain';
import { atom, type Getter, type Setter } from 'jotai';

// The session's one copy of each post and each comment, by id (ARCHITECTURE.md: the client store).
// Timelines, the single post view and comment threads hold ids; a live frame or an answer changes
// the entity once, and every view that lists its id shows the change. App-level, so the posts and
// comments features share it without importing each other.

/** A comment as the store holds it: its replies by id. */
type CommentEntity = Omit<Comment, 'replies'> & { replyIds: readonly CommentId[] };

const postsBaseAtom = atom<Partial<Record<PostId, Post>>>({});
const commentsBaseAtom = atom<Partial<Record<CommentId, CommentEntity>>>({});
const threadsBaseAtom = atom<Partial<Record<PostId, readonly CommentId[]>>>({});

/** Every post the session holds, by id. */
export const postEntitiesAtom = atom((get) => get(postsBaseAtom));

/** The posts of a list of ids, in its order; an id whose post left the store is skipped. */
export function resolvePosts(posts: Partial<Record<PostId, Post>>, ids: readonly PostId[]): Post[] {
  return ids.flatMap((id) => {
    const post = posts[id];
    return post ? [post] : [];
  });
}

/** Stores posts (from an answer or a frame): each replaces the session's copy of its id. */
export function putPosts(get: Getter, set: Setter, posts: readonly Post[]): void {
  if (posts.length === 0) return;
  const next = { ...get(postsBaseAtom) };
  for (const post of posts) next[post.id] = post;
  set(postsBaseAtom, next);
}

/**
 * Applies one of the domain's list reducers to every post held, once: the posts it changes are
 * replaced, the ones it drops leave the store (and so every list). Returns the ids dropped.
 */
export function changePosts(get: Getter, set: Setter, change: (posts: Post[]) => Post[]): Set<PostId> {
  const current = get(postsBaseAtom);
  const all = Object.values(current).filter((post) => post !== undefined);
  const next = change(all);
  const dropped = new Set<PostId>();
  if (next === all) return dropped;
  const kept = new Set(next.map((post) => post.id));
  for (const post of all) if (!kept.has(post.id)) dropped.add(post.id);
  set(postsBaseAtom, Object.fromEntries(next.map((post) => [post.id, post])));
  return dropped;
}

/** Changes one post held, if the store has it. */
export function changePost(get: Getter, set: Setter, postId: PostId, change: (post: Post) => Post): void {
  const post = get(postsBaseAtom)[postId];
  if (post) set(postsBaseAtom, { ...get(postsBaseAtom), [postId]: change(post) });
}

function toComment(comments: Partial<Record<CommentId, CommentEntity>>, id: CommentId): Comment[] {
  const entity = comments[id];
  if (!entity) return [];
  const { replyIds, ...comment } = entity;
  return [{ ...comment, replies: replyIds.flatMap((replyId) => toComment(comments, replyId)) }];
}

/** Each post's thread as the domain's tree (top-level comments, their replies inside), from the entities. */
export const commentThreadsAtom = atom((get) => {
  const comments = get(commentsBaseAtom);
  const threads: Partial<Record<PostId, Comment[]>> = {};
  for (const [postId, ids] of Object.entries(get(threadsBaseAtom))) {
    threads[postId as PostId] = (ids ?? []).flatMap((id) => toComment(comments, id));
  }
  return threads;
});

/** A post's thread as the domain's tree; empty when none is held. */
export function readThread(get: Getter, postId: PostId): Comment[] {
  return get(commentThreadsAtom)[postId] ?? [];
}

/** Whether the store holds a thread for the post (loaded, or touched live). */
export function hasThread(get: Getter, postId: PostId): boolean {
  return get(threadsBaseAtom)[postId] !== undefined;
}

/**
 * Stores a thread the domain's reducers returned: its top-level ids under the post, and each
 * comment (replies included) as its entity, replacing the session's copy of that id.
 */
export function writeThread(get: Getter, set: Setter, postId: PostId, thread: readonly Comment[]): void {
  const next = { ...get(commentsBaseAtom) };
  const store = (comment: Comment): CommentId => {
    const { replies, ...rest } = comment;
    next[comment.id] = { ...rest, replyIds: replies.map(store) };
    return comment.id;
  };
  const ids = thread.map(store);
  set(commentsBaseAtom, next);
  set(threadsBaseAtom, { ...get(threadsBaseAtom), [postId]: ids });
}

/** Changes one comment held, if the store has it (a vote's counts): every thread showing it follows. */
export function changeComment(
  get: Getter,
  set: Setter,
  commentId: CommentId,
  change: (comment: Omit<Comment, 'replies'>) => Omit<Comment, 'replies'>,
): boolean {
  const entity = get(commentsBaseAtom)[commentId];
  if (!entity) return false;
  const { replyIds, ...comment } = entity;
  set(commentsBaseAtom, { ...get(commentsBaseAtom), [commentId]: { ...change(comment), replyIds } });
  return true;
}
