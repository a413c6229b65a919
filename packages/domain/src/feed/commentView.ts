import {
  type Comment,
  hasMoreReplies,
  isCommentAuthor,
  type ReplyTarget,
  replyIndent,
  replyTarget,
  sortComments,
} from '../comments/index.ts';
import { type RoleBadge, roleBadge } from '../members/index.ts';
import { formatCommentTime } from '../posts/index.ts';

/** A comment as the reader sees it: its data and what the domain computed for it. */
export type CommentView = {
  comment: Comment;
  /** Relative time (spec: Business constants and limits: comments count days up to 30). */
  timeLabel: string | undefined;
  /** The author's role badge (Fundador, Mod, Admin), if any. */
  authorRole: RoleBadge | undefined;
  /** Only the author (same username, spec: Roles and permissions) sees Editar and Deletar. */
  canEdit: boolean;
  /** Indent step, 0 to 3 (spec: Business constants and limits). */
  indent: number;
  /** Where a reply to it goes (spec: Business constants and limits: at level 3 the parent's creator). */
  replyTarget: ReplyTarget;
  /** More replies exist than loaded. */
  hasMoreReplies: boolean;
  /** Replies keep the indent of this comment (deeper than level 3). */
  areRepliesFlat: boolean;
  /** Its replies, highest score first. */
  replies: readonly CommentView[];
};

/** Who reads a comment, when, and at which depth it stands (top level is 0). */
export type CommentReader = { now: Date; currentUsername: string | undefined; level?: number };

/** The view of a comment and its replies for a reader (spec: States and transitions, Roles and permissions, Business constants and limits). */
export function commentView(comment: Comment, reader: CommentReader): CommentView {
  const level = reader.level ?? 0;
  return {
    comment,
    timeLabel: comment.createdAt ? formatCommentTime(reader.now, comment.createdAt) : undefined,
    authorRole: roleBadge(comment.author.roleName, 'comment'),
    canEdit: isCommentAuthor(comment, reader.currentUsername),
    indent: replyIndent(level),
    replyTarget: replyTarget(comment, level),
    hasMoreReplies: hasMoreReplies(comment),
    areRepliesFlat: replyIndent(level + 1) === replyIndent(level),
    replies: commentViews(comment.replies, { ...reader, level: level + 1 }),
  };
}

/** The views of a list of comments in display order, highest sort score first (spec: Business constants and limits). */
export function commentViews(comments: readonly Comment[], reader: CommentReader): CommentView[] {
  return sortComments(comments, reader.now).map((comment) => commentView(comment, reader));
}
