// One schema for PGlite (PostgreSQL 18) and PostgreSQL 15: only types and defaults both accept.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A row that belongs to a resident and goes with the resident's account. */
const userColumn = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** A row that belongs to a post and goes with the post. */
const postColumn = (name: string) =>
  text(name)
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' });

/** Brazil's 27 federative units (IBGE). */
export const states = pgTable('states', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** IBGE municipalities; coordinates where the seed has them (see apps/server/geo). */
export const municipalities = pgTable(
  'municipalities',
  {
    id: integer('id').primaryKey(),
    stateCode: text('state_code')
      .notNull()
      .references(() => states.code),
    name: text('name').notNull(),
    searchKey: text('search_key').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('municipalities_search_key_idx').on(t.searchKey)],
);

/** A neighbourhood: residents belong to exactly one. */
export const areas = pgTable(
  'areas',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    searchKey: text('search_key').notNull(),
    areaType: text('area_type').notNull().default('neighborhood'),
    municipalityId: integer('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    parentArea: text('parent_area'),
    parentAreaType: text('parent_area_type'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    polygon: jsonb('polygon').$type<{ x: number; y: number }[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('areas_search_key_idx').on(t.searchKey),
    index('areas_municipality_idx').on(t.municipalityId),
  ],
);

/** A resident. Usernames and e-mails are unique without regard to case. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    summary: text('summary').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('Membro'),
    areaId: text('area_id')
      .notNull()
      .references(() => areas.id),
    stompKey: text('stomp_key').notNull(),
    inviteCode: text('invite_code').notNull(),
    invitedBy: text('invited_by'),
    orgCode: text('org_code'),
    avatarId: text('avatar_id'),
    points: integer('points').notNull().default(0),
    activated: boolean('activated').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_stomp_key_idx').on(t.stompKey),
    uniqueIndex('users_invite_code_idx').on(t.inviteCode),
    index('users_area_idx').on(t.areaId, t.createdAt),
  ],
);

/** Signed-in sessions; only the SHA-256 of the cookie's secret is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userColumn('user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens sent by e-mail: account activation and password reset. */
export const mailTokens = pgTable(
  'mail_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userColumn('user_id'),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mail_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Uploaded images, checked by their bytes before they get here. */
export const images = pgTable(
  'images',
  {
    id: text('id').primaryKey(),
    ownerId: userColumn('owner_id'),
    mimeType: text('mime_type').notNull(),
    bytes: bytea('bytes').notNull(),
    /** The area that may see it (a post's); null: the owner's current area (an avatar). */
    areaId: text('area_id'),
    /** The text alternative the author wrote for it (a post's image, used as its `alt`). */
    alt: text('alt'),
    createdAt: createdAt(),
  },
  (t) => [index('images_owner_idx').on(t.ownerId, t.createdAt)],
);

/**
 * A timeline post of one area (spec: Entities and their fields). Vote and comment counters live on
 * the row, moved in the same transaction as the vote or comment, since every card shows them.
 */
export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    areaId: text('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    authorId: userColumn('author_id'),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    category: text('category').notNull(),
    /** 'poll' or 'event', or null for a plain post. */
    type: text('type'),
    eventDate: timestamp('event_date', { withTimezone: true }),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    objectivityScore: doublePrecision('objectivity_score'),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_area_created_idx').on(t.areaId, t.createdAt, t.id),
    index('posts_area_category_created_idx').on(t.areaId, t.category, t.createdAt, t.id),
    index('posts_author_created_idx').on(t.authorId, t.createdAt),
  ],
);

/** The options of a poll post, in the order the author gave them; answers count on the row. */
export const pollOptions = pgTable(
  'poll_options',
  {
    id: text('id').primaryKey(),
    postId: postColumn('post_id'),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    responseCount: integer('response_count').notNull().default(0),
  },
  (t) => [index('poll_options_post_idx').on(t.postId, t.position)],
);

/**
 * One answer per resident and poll (spec: Calls: poll_responses), never changed; the chosen
 * option's `response_count` moves in the same transaction. Options replaced by an edit take their
 * answers with them.
 */
export const pollResponses = pgTable(
  'poll_responses',
  {
    postId: postColumn('post_id'),
    optionId: text('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    userId: userColumn('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('poll_responses_option_idx').on(t.optionId)],
);

/** One vote per resident and post, 'up' or 'down'; no row is no vote. */
export const postVotes = pgTable(
  'post_votes',
  {
    postId: postColumn('post_id'),
    userId: userColumn('user_id'),
    direction: text('direction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** One flag per resident and post (spec: Entities and their fields: flagged_by). */
export const postFlags = pgTable(
  'post_flags',
  {
    postId: postColumn('post_id'),
    userId: userColumn('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/**
 * A comment on a post, or a reply to another comment of the same post (spec: Entities and their
 * fields). Votes and direct replies count on the row; a deleted comment keeps its place and its
 * replies, so deletion only stamps `deleted_at` and clears the text.
 */
export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    postId: postColumn('post_id'),
    parentId: text('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    authorId: userColumn('author_id'),
    text: text('text').notNull(),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Pages of a post's top-level comments and of a comment's replies (spec: Calls: pages of 5).
    index('comments_post_top_idx').on(t.postId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    index('comments_author_idx').on(t.authorId),
  ],
);

/** One vote per resident and comment, 'up' or 'down'; no row is no vote. */
export const commentVotes = pgTable(
  'comment_votes',
  {
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: userColumn('user_id'),
    direction: text('direction').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

/**
 * A resident's private calendar feed: the secret token of its address. Regenerating replaces the
 * token, so the old address stops answering at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_idx').on(t.token)],
);

/**
 * Rate limits shared by every instance: one row per key (sign-in per account and address, mails per
 * address, uploads per resident) counting hits and an amount (bytes) in a fixed window. A request
 * reserves its hit in one atomic upsert before doing the costly part.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  amount: integer('amount').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
