// The SQL that reads pages of comments: a page of a post's top-level comments or of a comment's
// replies, and the first page of several posts or parents at once (one query per level of replies).
import { MAX_REPLY_INDENT } from '@vizinhos/domain';
import { type AnyColumn, and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { preparedFor } from '../../db/preparedFor.ts';
import { comments } from '../../db/schema.ts';
import { type CommentView, type Order, orderBy, selectFlat, toView } from './commentViews.ts';

const placeholder = (name: string) => sql.placeholder(name);
// GET comments' pages are the hot query: prepared once per database, for each kind of page.
const topLevelPage = preparedFor((db) =>
  selectFlat(db, placeholder('viewerId'), {})
    .where(and(eq(comments.postId, placeholder('postId')), isNull(comments.parentId)))
    .orderBy(...orderBy('newest'))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare('comments_top_level_page'),
);
const repliesPage = preparedFor((db) =>
  selectFlat(db, placeholder('viewerId'), {})
    .where(and(eq(comments.postId, placeholder('postId')), eq(comments.parentId, placeholder('parentId'))))
    .orderBy(...orderBy('oldest'))
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare('comments_replies_page'),
);

/** The first `size` comments of each group (`partition`) matching `where`, in one query. */
async function loadFirstOfEach(
  db: Database,
  viewerId: string,
  where: SQL | undefined,
  group: { partition: AnyColumn; order: Order; size: number },
): Promise<CommentView[]> {
  const direction = group.order === 'newest' ? sql`desc` : sql`asc`;
  const ranked = selectFlat(db, viewerId, {
    rank: sql<number>`row_number() over (partition by ${group.partition} order by ${comments.createdAt} ${direction}, ${comments.id} ${direction})`.as(
      'rank',
    ),
  })
    .where(where)
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${group.size}`)
    .orderBy(sql`${ranked.rank}`);
  return rows.map(({ rank: _rank, ...row }) => toView(row));
}

/**
 * Loads the first page of replies under each comment, level by level (one query a level), down to
 * the deepest indent (spec: Business constants and limits: replies indented to level 3); deeper
 * replies, and replies past the first page, come with GET comments and `comment_id`.
 */
async function attachReplies(
  db: Database,
  viewerId: string,
  roots: CommentView[],
  size: number,
): Promise<void> {
  let level = roots;
  for (let depth = 0; depth < MAX_REPLY_INDENT; depth += 1) {
    const parents = new Map(
      level.filter((comment) => comment.replyCount > 0).map((comment) => [comment.id, comment]),
    );
    if (parents.size === 0) return;
    const replies = await loadFirstOfEach(db, viewerId, inArray(comments.parentId, [...parents.keys()]), {
      partition: comments.parentId,
      order: 'oldest',
      size,
    });
    for (const reply of replies) parents.get(reply.parentId ?? '')?.replies.push(reply);
    level = replies;
  }
}

/** A page of a post's top-level comments (newest first), or of one comment's replies (oldest first), with their first replies. */
export async function loadCommentPage(
  db: Database,
  query: { postId: string; parentId: string | undefined; viewerId: string; page: number; size: number },
): Promise<CommentView[]> {
  const values = {
    viewerId: query.viewerId,
    postId: query.postId,
    limit: query.size,
    offset: (query.page - 1) * query.size,
  };
  const rows =
    query.parentId === undefined
      ? await topLevelPage(db).execute(values)
      : await repliesPage(db).execute({ ...values, parentId: query.parentId });
  const page = rows.map(toView);
  await attachReplies(db, query.viewerId, page, query.size);
  return page;
}

/** The first page of top-level comments of each post, with their first replies, keyed by post id. */
export async function loadFirstCommentPages(
  db: Database,
  postIds: readonly string[],
  viewerId: string,
  size: number,
): Promise<Map<string, CommentView[]>> {
  const byPost = new Map<string, CommentView[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const roots = await loadFirstOfEach(
    db,
    viewerId,
    and(inArray(comments.postId, [...postIds]), isNull(comments.parentId)),
    { partition: comments.postId, order: 'newest', size },
  );
  await attachReplies(db, viewerId, roots, size);
  for (const root of roots) byPost.get(root.postId)?.push(root);
  return byPost;
}
