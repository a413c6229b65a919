import { apiPaths, type WireCommentCounts } from '@vizinhos/api';
import { POST_CARD_TEXTS } from '@vizinhos/domain';
import type { CommentCounts } from './commentCounts.ts';
import type { CommentView } from './commentViews.ts';
import type { WireCommentFields, WireCommentUserOut } from './schemas.ts';

/** A comment on the wire, as its schema says, with the fields the server always sends and its replies. */
export type WireCommentOut = WireCommentFields & {
  comment_id: string | null;
  updated_at: string;
  deleted: boolean;
  replies: WireCommentOut[];
};

/** The author as a comment carries it (spec: Entities and their fields: username, avatar, role with name). */
export function toWireCommentUser(author: CommentView['author']): WireCommentUserOut {
  return {
    _id: { $oid: author.id },
    id: author.id,
    username: author.username,
    avatar: author.avatarId ? `${apiPaths.images}/${author.avatarId}` : null,
    role: { name: author.role },
  };
}

/**
 * A comment with its loaded replies (spec: Entities and their fields): `comment_total` counts all
 * its direct replies, of which `replies` holds the first pages loaded; `comment_id` is the parent.
 * A deleted comment keeps its place and replies and reads "[Deleted]" (spec: States and transitions).
 */
export function toWireComment(view: CommentView): WireCommentOut {
  const deleted = view.deletedAt !== null;
  return {
    _id: { $oid: view.id },
    id: view.id,
    post_id: view.postId,
    comment_id: view.parentId,
    text: deleted ? POST_CARD_TEXTS.deletedComment : view.text,
    user: toWireCommentUser(view.author),
    created_at: view.createdAt.toISOString(),
    updated_at: view.updatedAt.toISOString(),
    upvotes: view.upvotes,
    downvotes: view.downvotes,
    myvote: view.myVote === 'none' ? null : { direction: view.myVote },
    replies: view.replies.map(toWireComment),
    comment_total: view.replyCount,
    deleted,
  };
}

/**
 * A post's comment counts (spec: Entities and their fields): `comment_count` and
 * `comment_total_full` count every comment, replies included; `comment_total` the top level.
 */
export function toWireCommentCounts(postId: string, counts: CommentCounts): WireCommentCounts {
  return {
    _id: { $oid: postId },
    id: postId,
    comment_count: counts.all,
    comment_total: counts.topLevel,
    comment_total_full: counts.all,
  };
}
