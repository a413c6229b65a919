// The SQL that reads posts: pages of an area's timeline as the reader sees them (own vote, flags,
// poll options, comment counts and first comments), one post, and a resident's totals for the profile.
import type { VoteDirection } from '@vizinhos/domain';
import { and, avg, count, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/openDatabase.ts';
import { preparedFor } from '../../db/preparedFor.ts';
import {
  commentVotes,
  images,
  pollOptions,
  pollResponses,
  postFlags,
  posts,
  postVotes,
  users,
} from '../../db/schema.ts';
import { commentIdsOf, loadPostComments, type WireCommentOut, withCommentVotes } from '../comments/index.ts';

/** A stored post. */
export type PostRow = typeof posts.$inferSelect;

/**
 * A post as one reader sees it: its author, the reader's vote, whether anyone flagged it and whether
 * the reader did (who else did is never read), its poll options.
 */
export type PostView = PostRow & {
  author: {
    id: string;
    username: string;
    firstName: string;
    lastName: string;
    avatarId: string | null;
    role: string;
  };
  myVote: VoteDirection;
  /** True when a report hides it (the hide rule reads this; a kept report no longer does). */
  flagged: boolean;
  /** The reader's own id when the reader flagged it; nobody else's. */
  flaggedBy: string[];
  pollOptions: { id: string; label: string; responseCount: number }[];
  /** The first page of its comments, loaded for the timeline and the single post. */
  comments?: WireCommentOut[];
  /** The reader's own poll answer (one per resident), or null. */
  myPollResponse: { optionId: string; userId: string } | null;
  /** The image's text alternative, or null. */
  imageAlt: string | null;
};

type PostViewRow = {
  post: PostRow;
  author: PostView['author'];
  myVote: string | null;
  flagged: boolean;
  myFlagUserId: string | null;
  pollOptions: PostView['pollOptions'] | null;
  myPollOptionId: string | null;
  myPollUserId: string | null;
  imageAlt: string | null;
};

/**
 * The columns of a post view: the post, its author, the viewer's vote and poll answer (joined by
 * the caller), who flagged it, its poll options (looked up for polls only) and its image's alt
 * text, so that one query answers a page.
 */
const myFlags = alias(postFlags, 'my_flag');

const viewColumns = {
  post: posts,
  author: {
    id: users.id,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
    avatarId: users.avatarId,
    role: users.role,
  },
  myVote: postVotes.direction,
  myPollOptionId: pollResponses.optionId,
  myPollUserId: pollResponses.userId,
  imageAlt: sql<string | null>`(select ${images.alt} from ${images} where ${images.id} = ${posts.imageId})`,
  // A report hides the post while it is pending from a trusted reporter (spec 3: States and transitions).
  flagged: sql<boolean>`exists (select 1 from ${postFlags} where ${postFlags.postId} = ${posts.id} and ${postFlags.hides})`,
  myFlagUserId: myFlags.userId,
  pollOptions: sql<
    PostView['pollOptions'] | null
  >`case when ${posts.type} = 'poll' then (select json_agg(json_build_object('id', ${pollOptions.id}, 'label', ${pollOptions.label}, 'responseCount', ${pollOptions.responseCount}) order by ${pollOptions.position}) from ${pollOptions} where ${pollOptions.postId} = ${posts.id}) end`,
};

function selectViews(db: Database, viewer: string | Placeholder) {
  return db
    .select(viewColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(postVotes, and(eq(postVotes.postId, posts.id), eq(postVotes.userId, viewer)))
    .leftJoin(pollResponses, and(eq(pollResponses.postId, posts.id), eq(pollResponses.userId, viewer)))
    .leftJoin(myFlags, and(eq(myFlags.postId, posts.id), eq(myFlags.userId, viewer)));
}

function toView({ myPollOptionId, myPollUserId, myFlagUserId, ...row }: PostViewRow): PostView {
  return {
    ...row.post,
    author: row.author,
    myVote: row.myVote === 'up' || row.myVote === 'down' ? row.myVote : 'none',
    flagged: row.flagged === true || String(row.flagged) === 'true',
    flaggedBy: myFlagUserId === null ? [] : [myFlagUserId],
    pollOptions: row.pollOptions ?? [],
    myPollResponse:
      myPollOptionId !== null && myPollUserId !== null
        ? { optionId: myPollOptionId, userId: myPollUserId }
        : null,
    imageAlt: row.imageAlt,
  };
}

/** The posts matching `where`, newest first, as `viewerId` sees them; paged when `limit` is given. */
export async function loadPostViews(
  db: Database,
  where: SQL | undefined,
  viewerId: string,
  page: { limit?: number; offset?: number } = {},
): Promise<PostView[]> {
  const query = selectViews(db, viewerId)
    .where(where)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .$dynamic();
  const rows = await (page.limit === undefined ? query : query.limit(page.limit).offset(page.offset ?? 0));
  return rows.map(toView);
}

const pageOrder = [desc(posts.createdAt), desc(posts.id)];
const placeholder = (name: string) => sql.placeholder(name);

// The timeline's pages are the hottest query: prepared once per database, with and without a category.
const timelinePage = preparedFor((db) =>
  selectViews(db, placeholder('viewerId'))
    .where(eq(posts.areaId, placeholder('areaId')))
    .orderBy(...pageOrder)
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare('posts_timeline_page'),
);
const timelineCategoryPage = preparedFor((db) =>
  selectViews(db, placeholder('viewerId'))
    .where(and(eq(posts.areaId, placeholder('areaId')), eq(posts.category, placeholder('category'))))
    .orderBy(...pageOrder)
    .limit(placeholder('limit'))
    .offset(placeholder('offset'))
    .prepare('posts_timeline_category_page'),
);

/** The views with the first page of each post's comments (from the comments feature). */
async function withComments(db: Database, views: PostView[], viewerId: string): Promise<PostView[]> {
  const pages = await loadPostComments(
    db,
    views.map((view) => view.id),
    viewerId,
  );
  return views.map((view) => ({ ...view, comments: pages.get(view.id) ?? [] }));
}

/** Which page of an area's timeline: from 1, newest first, optionally of one category. */
type TimelineQuery = { areaId: string; category: string | undefined; page: number; pageSize: number };

/**
 * One page of an area's timeline as every resident of the area sees it alike: no one's own vote,
 * flag or poll answer (no resident has the empty id). `withViewerMarks` adds a reader's own.
 */
export async function loadAreaTimelinePage(db: Database, query: TimelineQuery): Promise<PostView[]> {
  const values = {
    areaId: query.areaId,
    viewerId: '',
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const rows =
    query.category === undefined
      ? await timelinePage(db).execute(values)
      : await timelineCategoryPage(db).execute({ ...values, category: query.category });
  return withComments(db, rows.map(toView), '');
}

/**
 * The reader's own marks on a page read for the whole area (its votes on the posts and their
 * comments, its flags, its poll answers): one query of four indexed lookups by the reader's id.
 */
export async function withViewerMarks(
  db: Database,
  views: readonly PostView[],
  viewerId: string,
): Promise<PostView[]> {
  const postIds = views.map((view) => view.id);
  const commentIds = views.flatMap((view) => commentIdsOf(view.comments ?? []));
  if (postIds.length === 0) return [];
  const mark = (kind: string) => sql<string>`${kind}`.as('kind');
  const marks = await db
    .select({ kind: mark('vote'), id: postVotes.postId, value: postVotes.direction })
    .from(postVotes)
    .where(and(eq(postVotes.userId, viewerId), inArray(postVotes.postId, postIds)))
    .unionAll(
      db
        .select({ kind: mark('flag'), id: postFlags.postId, value: postFlags.userId })
        .from(postFlags)
        .where(and(eq(postFlags.userId, viewerId), inArray(postFlags.postId, postIds))),
    )
    .unionAll(
      db
        .select({ kind: mark('poll'), id: pollResponses.postId, value: pollResponses.optionId })
        .from(pollResponses)
        .where(and(eq(pollResponses.userId, viewerId), inArray(pollResponses.postId, postIds))),
    )
    .unionAll(
      db
        .select({ kind: mark('comment'), id: commentVotes.commentId, value: commentVotes.direction })
        .from(commentVotes)
        .where(
          and(
            eq(commentVotes.userId, viewerId),
            inArray(commentVotes.commentId, commentIds.length > 0 ? commentIds : ['']),
          ),
        ),
    );
  const of = (kind: string) =>
    new Map(marks.filter((row) => row.kind === kind).map((row) => [row.id, row.value]));
  const [votes, flags, polls, commentVotesById] = [of('vote'), of('flag'), of('poll'), of('comment')];
  return views.map((view) => {
    const vote = votes.get(view.id);
    const option = polls.get(view.id);
    return {
      ...view,
      myVote: vote === 'up' || vote === 'down' ? vote : 'none',
      flaggedBy: flags.has(view.id) ? [viewerId] : [],
      myPollResponse: option === undefined ? null : { optionId: option, userId: viewerId },
      ...(view.comments ? { comments: withCommentVotes(view.comments, commentVotesById) } : {}),
    };
  });
}

/** One post of the area as the viewer sees it, or undefined (unknown, or another area's). */
export async function loadPostView(
  db: Database,
  id: string,
  viewer: { id: string; areaId: string },
): Promise<PostView | undefined> {
  const [view] = await loadPostViews(db, and(eq(posts.id, id), eq(posts.areaId, viewer.areaId)), viewer.id, {
    limit: 1,
  });
  return view && (await withComments(db, [view], viewer.id))[0];
}

/**
 * One post of the area as every resident of the area sees it alike (see `loadAreaTimelinePage`), or
 * undefined (unknown, or another area's); `withViewerMarks` adds a reader's own.
 */
export function loadAreaPostView(db: Database, id: string, areaId: string): Promise<PostView | undefined> {
  return loadPostView(db, id, { id: '', areaId });
}

/** A resident's post totals (spec: Entities and their fields: post_count, average_objectivity). */
export async function loadPostTotals(
  db: Database,
  userId: string,
  areaId?: string,
): Promise<{ postCount: number; averageObjectivity: number | null }> {
  const [totals] = await db
    .select({ postCount: count(), averageObjectivity: avg(posts.objectivityScore) })
    .from(posts)
    .where(and(eq(posts.authorId, userId), areaId === undefined ? undefined : eq(posts.areaId, areaId)));
  const average = totals?.averageObjectivity;
  return {
    postCount: totals?.postCount ?? 0,
    averageObjectivity: average === null || average === undefined ? null : Math.round(Number(average)),
  };
}
