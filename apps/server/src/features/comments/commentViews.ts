// The SQL that reads comments as a reader sees them (author, own vote): the columns and row shape
// every comment query shares, and one comment.
import type { VoteDirection } from '@vizinhos/domain';
import { and, asc, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { comments, commentVotes, users } from '../../db/schema.ts';

/** A stored comment. */
export type CommentRow = typeof comments.$inferSelect;

/** A comment as one reader sees it: its author, the reader's vote, the replies loaded with it. */
export type CommentView = CommentRow & {
  author: { id: string; username: string; avatarId: string | null; role: string };
  myVote: VoteDirection;
  replies: CommentView[];
};
/** Top-level comments newest first; replies oldest first, as a conversation reads. */
export type Order = 'newest' | 'oldest';

const rowColumns = {
  id: comments.id,
  postId: comments.postId,
  parentId: comments.parentId,
  authorId: comments.authorId,
  text: comments.text,
  upvotes: comments.upvotes,
  downvotes: comments.downvotes,
  replyCount: comments.replyCount,
  deletedAt: comments.deletedAt,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
};
// Aliased, so that the ranked subquery holds no two columns of one name.
const joinedColumns = {
  authorUsername: sql<string>`${users.username}`.as('author_username'),
  authorAvatarId: sql<string | null>`${users.avatarId}`.as('author_avatar_id'),
  authorRole: sql<string>`${users.role}`.as('author_role'),
  myVote: sql<string | null>`${commentVotes.direction}`.as('my_vote'),
};

type FlatRow = { [K in keyof typeof rowColumns]: CommentRow[K] } & {
  authorUsername: string;
  authorAvatarId: string | null;
  authorRole: string;
  myVote: string | null;
};

export function toView({ authorUsername, authorAvatarId, authorRole, myVote, ...row }: FlatRow): CommentView {
  return {
    ...row,
    author: { id: row.authorId, username: authorUsername, avatarId: authorAvatarId, role: authorRole },
    myVote: myVote === 'up' || myVote === 'down' ? myVote : 'none',
    replies: [],
  };
}

export const orderBy = (order: Order) =>
  order === 'newest'
    ? [desc(comments.createdAt), desc(comments.id)]
    : [asc(comments.createdAt), asc(comments.id)];

export function selectFlat<Extra extends Record<string, SQL.Aliased>>(
  db: Database,
  viewerId: string | Placeholder,
  extra: Extra,
) {
  return db
    .select({ ...rowColumns, ...joinedColumns, ...extra })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .leftJoin(commentVotes, and(eq(commentVotes.commentId, comments.id), eq(commentVotes.userId, viewerId)));
}

/** One comment of a post as the viewer sees it (without replies), or undefined. */
export async function loadCommentView(
  db: Database,
  postId: string,
  commentId: string,
  viewerId: string,
): Promise<CommentView | undefined> {
  const [row] = await selectFlat(db, viewerId, {})
    .where(and(eq(comments.id, commentId), eq(comments.postId, postId)))
    .limit(1);
  return row && toView(row);
}
