import type {
  Comment,
  CommentId,
  Conversation,
  ConversationId,
  Message,
  MessageId,
  Post,
  PostId,
  User,
  UserId,
} from '@vizinhos/domain';
import { atom, type Getter, type Setter } from 'jotai';

// The session's one copy of each post, comment, conversation, message and member, by id
// (ARCHITECTURE.md: the client store). Timelines, the single post view, comment threads, the
// conversation list, each chat and the members directory hold ids; a live frame or an answer
// changes the entity once, and every view that lists its id shows the change. App-level, so the
// features share it without importing each other.

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

/** The entities of a list of ids, in its order; an id whose entity left the store is skipped. */
function resolveIds<Id extends string, T>(entities: Partial<Record<Id, T>>, ids: readonly Id[]): T[] {
  return ids.flatMap((id) => {
    const entity = entities[id];
    return entity === undefined ? [] : [entity];
  });
}

// Conversations and messages: the conversation list and each chat hold ids (features/messaging).

const conversationsBaseAtom = atom<Partial<Record<ConversationId, Conversation>>>({});
const messagesBaseAtom = atom<Partial<Record<MessageId, Message>>>({});

/** Every conversation the session holds, by id. */
export const conversationEntitiesAtom = atom((get) => get(conversationsBaseAtom));

/** Every message the session holds, by id. */
export const messageEntitiesAtom = atom((get) => get(messagesBaseAtom));

/** The conversations of a list of ids, in its order. */
export function resolveConversations(
  conversations: Partial<Record<ConversationId, Conversation>>,
  ids: readonly ConversationId[],
): Conversation[] {
  return resolveIds(conversations, ids);
}

/** Stores conversations (from an answer or a frame): each replaces the session's copy of its id. */
export function putConversations(get: Getter, set: Setter, conversations: readonly Conversation[]): void {
  if (conversations.length === 0) return;
  const next = { ...get(conversationsBaseAtom) };
  for (const conversation of conversations) next[conversation.id] = conversation;
  set(conversationsBaseAtom, next);
}

/** Takes a conversation out of the store (left, or the reader was removed from it). */
export function dropConversation(get: Getter, set: Setter, conversationId: ConversationId): void {
  if (!get(conversationsBaseAtom)[conversationId]) return;
  const { [conversationId]: _dropped, ...rest } = get(conversationsBaseAtom);
  set(conversationsBaseAtom, rest);
}

/**
 * The messages of a chat's ids, oldest first. `previous` is what the same chat resolved to before:
 * when every id still names the same message it is returned as is, so a view memoised on it does
 * not recompute for a change elsewhere in the store.
 */
export function resolveMessages(
  messages: Partial<Record<MessageId, Message>>,
  ids: readonly MessageId[],
  previous?: readonly Message[],
): readonly Message[] {
  const resolved = resolveIds(messages, ids);
  if (previous?.length === resolved.length && resolved.every((message, index) => previous[index] === message))
    return previous;
  return resolved;
}

/**
 * Stores a chat the domain's reducer returned: each message as its entity, replacing the session's
 * copy of that id; the ids of `before` that left the chat (a pending copy renamed to the server's
 * id) leave the store, as a message belongs to one chat. Returns the chat's ids, oldest first.
 */
export function writeMessages(
  get: Getter,
  set: Setter,
  messages: readonly Message[],
  before: readonly MessageId[] = [],
): MessageId[] {
  const current = get(messagesBaseAtom);
  const next = { ...current };
  const ids = messages.map((message) => {
    next[message.id] = message;
    return message.id;
  });
  const kept = new Set(ids);
  for (const id of before) if (!kept.has(id)) delete next[id];
  set(messagesBaseAtom, next);
  return ids;
}

// Members: the directory's pages, the profiles and the resident search read the same copy.

const membersBaseAtom = atom<Partial<Record<UserId, User>>>({});

/** Every member the session holds, by id. */
export const memberEntitiesAtom = atom((get) => get(membersBaseAtom));

/** The members of a list of ids, in its order. */
export function resolveMembers(members: Partial<Record<UserId, User>>, ids: readonly UserId[]): User[] {
  return resolveIds(members, ids);
}

/**
 * Stores members (a directory page, a search, a profile): each answer's fields replace the copy's,
 * except the figures only the profile call carries (counts, objectivity) and one's own private
 * fields (e-mail, topic key), which the copy keeps when an answer leaves them out. A member whose
 * fields are all unchanged keeps its object, so the views that cache by it do not recompute.
 */
export function putMembers(get: Getter, set: Setter, users: readonly User[]): void {
  if (users.length === 0) return;
  const current = get(membersBaseAtom);
  const next = { ...current };
  let changed = false;
  for (const user of users) {
    const known = current[user.id];
    const merged: User = known
      ? {
          ...user,
          email: user.email ?? known.email,
          stompKey: user.stompKey ?? known.stompKey,
          postCount: user.postCount ?? known.postCount,
          commentCount: user.commentCount ?? known.commentCount,
          averageObjectivity: user.averageObjectivity ?? known.averageObjectivity,
          inviteCount: user.inviteCount ?? known.inviteCount,
        }
      : user;
    if (known && sameFields(known, merged)) continue;
    next[user.id] = merged;
    changed = true;
  }
  if (changed) set(membersBaseAtom, next);
}

/** Whether two copies of a member say the same (both come from the domain's one reader, so in one key order). */
function sameFields(a: User, b: User): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
