import {
  type Author,
  type CommentId,
  mapDefined,
  readAuthor,
  readCount,
  readText,
  readVoteDirection,
  toId,
  type VoteDirection,
} from '../common/index.ts';
import type { WireComment } from './wireComment.ts';

/** The author of a comment (spec: Entities and their fields: username, avatar, role with name). */
export type CommentAuthor = Author;

/** A comment or reply as the app uses it (spec: Entities and their fields). */
export type Comment = {
  id: CommentId;
  text: string;
  author: CommentAuthor;
  createdAt: string | undefined;
  upvotes: number;
  downvotes: number;
  myVote: VoteDirection;
  replies: Comment[];
  /** Total replies, which may exceed the replies loaded so far (spec: Entities and their fields comment_total). */
  replyCount: number;
  parentId: CommentId | undefined;
  isDeleted: boolean;
};

/** Normalises a wire comment and its replies; undefined when it carries no id. */
export function normalizeComment(wire: WireComment): Comment | undefined {
  const id = toId<'Comment'>(wire._id ?? wire.id);
  if (id === undefined) return undefined;
  const replies = normalizeComments(wire.replies);
  return {
    id,
    text: readText(wire.text) ?? readText(wire.body) ?? '',
    author: readAuthor(wire.user),
    createdAt: readText(wire.created_at),
    upvotes: readCount(wire.upvotes),
    downvotes: readCount(wire.downvotes),
    myVote: readVoteDirection(wire.myvote?.direction),
    replies,
    replyCount: Math.max(readCount(wire.comment_total), replies.length),
    parentId: toId<'Comment'>(wire.comment_id ?? wire.parent_id),
    isDeleted: wire.deleted === true,
  };
}

/** Normalises a wire list of comments, dropping those without an id. */
export function normalizeComments(wire: readonly WireComment[] | null | undefined): Comment[] {
  return mapDefined(wire, normalizeComment);
}
