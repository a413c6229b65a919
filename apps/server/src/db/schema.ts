// One schema for PGlite (PostgreSQL 18) and PostgreSQL 15: only types and defaults both accept.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
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
    /** The boundary drawn on the real map (beyond the spec's canvas polygon), in degrees. */
    outline: jsonb('outline').$type<{ lat: number; lng: number }[]>(),
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
    /** The resident proved their e-mail (the activation link, or a password reset's). */
    activated: boolean('activated').notNull().default(false),
    /**
     * When an operator deactivated the account (`pnpm admin desativar`); null: not deactivated. Apart
     * from `activated`, so no mailed link undoes it and `pnpm admin reativar` restores the state before.
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Until when a moderator muted the resident (spec 3: they read, not write); null: not muted. */
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    /** The resident's reports moderators rejected (kept the content) and upheld (removed it). */
    reportsRejected: integer('reports_rejected').notNull().default(0),
    reportsUpheld: integer('reports_upheld').notNull().default(0),
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

/**
 * Each resident's influence tallies (spec: Entities and their fields: points), kept by deferred
 * triggers in the transaction of every write that changes them (migration 0012_influence_tallies);
 * `pnpm admin recontar` recounts them from the tables.
 */
export const influenceTallies = pgTable('influence_tallies', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  upvotesReceived: integer('upvotes_received').notNull().default(0),
  downvotesReceived: integer('downvotes_received').notNull().default(0),
  objectivePosts: integer('objective_posts').notNull().default(0),
  answeredComments: integer('answered_comments').notNull().default(0),
});

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
 * the row, moved in the same transaction as the vote or comment, since every card shows them: the
 * votes by the vote's write, the comment counts by a deferred trigger on comments (migration
 * 0014_post_comment_counters; `pnpm admin recontar` recounts them from the tables).
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
    /** 'poll' or 'event', or null for a plain post (the enum types the column; the SQL stays text). */
    type: text('type', { enum: ['poll', 'event'] }),
    eventDate: timestamp('event_date', { withTimezone: true }),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    objectivityScore: doublePrecision('objectivity_score'),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    /** Every comment, replies and deleted ones included (the wire's comment_count, comment_total_full). */
    commentCount: integer('comment_count').notNull().default(0),
    /** The top-level comments, deleted ones included (the wire's comment_total). */
    topLevelCommentCount: integer('top_level_comment_count').notNull().default(0),
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

/**
 * One flag (report) per resident and post (spec: Entities and their fields: flagged_by; spec 3:
 * Report): its reason and note, its status (pending, kept, removed) and whether it hides the post
 * (a pending report of a trusted reporter; the hide rule reads `hides`).
 */
export const postFlags = pgTable(
  'post_flags',
  {
    postId: postColumn('post_id'),
    userId: userColumn('user_id'),
    reason: text('reason'),
    note: text('note'),
    status: text('status').notNull().default('pending'),
    hides: boolean('hides').notNull().default(true),
    /** What the reporter saw (spec 3: Report); the image's bytes may be gone after an edit. */
    reportedTitle: text('reported_title'),
    reportedText: text('reported_text'),
    reportedImageId: text('reported_image_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_flags_pending_idx').on(t.postId).where(sql`${t.status} = 'pending'`),
    index('post_flags_user_idx').on(t.userId, t.status),
  ],
);

/**
 * A comment on a post, or a reply to another comment of the same post (spec: Entities and their
 * fields). Votes and direct replies count on the row (replies by the deferred trigger that counts
 * a post's comments); a deleted comment keeps its place and its replies, so deletion only stamps
 * `deleted_at` and clears the text.
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
    // Every comment of a post: its recount, and the comments going with a deleted post.
    index('comments_post_idx').on(t.postId),
    index('comments_author_idx').on(t.authorId),
  ],
);

/**
 * What became of the gentle nudge under the comment box, counted per area and day: never
 * the text, nor who wrote it. `day` is the UTC date (YYYY-MM-DD).
 */
export const commentNudgeCounts = pgTable(
  'comment_nudge_counts',
  {
    areaId: text('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    edited: integer('edited').notNull().default(0),
    sentAnyway: integer('sent_anyway').notNull().default(0),
    dismissed: integer('dismissed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.day] })],
);

/** One report per resident and comment (spec 3: Report); comment reports only reach the queue. */
export const commentFlags = pgTable(
  'comment_flags',
  {
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: userColumn('user_id'),
    reason: text('reason'),
    note: text('note'),
    status: text('status').notNull().default('pending'),
    /** The comment's text as the reporter saw it (spec 3: Report). */
    reportedText: text('reported_text'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_flags_pending_idx').on(t.commentId).where(sql`${t.status} = 'pending'`),
    index('comment_flags_user_idx').on(t.userId, t.status),
  ],
);

/**
 * The open record (spec 3: Log entry): every moderation action, who did it to whom, on what (a
 * snapshot of the content, which a removal deletes) and why. Never changed.
 */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: text('id').primaryKey(),
    areaId: text('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** keep, remove, warn, mute or role. */
    action: text('action').notNull(),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** post or comment, for actions on content. */
    kind: text('kind'),
    contentId: text('content_id'),
    excerpt: text('excerpt'),
    reason: text('reason'),
    /** What a removal took away, kept so a second look can restore it (posts: the row and poll labels). */
    snapshot: jsonb('snapshot').$type<RemovedContent>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_log_area_idx').on(t.areaId, t.createdAt, t.id),
    index('moderation_log_target_idx').on(t.targetUserId, t.createdAt),
  ],
);

/** The content a removal took away, as its log entry keeps it. */
export type RemovedContent =
  | {
      kind: 'post';
      title: string;
      text: string;
      category: string;
      type: 'poll' | 'event' | null;
      eventDate: string | null;
      longitude: number | null;
      latitude: number | null;
      objectivityScore: number | null;
      createdAt: string;
      pollOptions: string[];
    }
  | { kind: 'comment'; postId: string; text: string };

/**
 * A removed content's author asking once for a second look (spec 3: Second look): one per removal
 * (its log entry), pending until a moderator restores the content or confirms the removal.
 */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: text('id').primaryKey(),
    logId: text('log_id')
      .notNull()
      .unique()
      .references(() => moderationLog.id, { onDelete: 'cascade' }),
    areaId: text('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    authorId: userColumn('author_id'),
    note: text('note'),
    /** pending, restored or upheld. */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('moderation_appeals_area_idx').on(t.areaId, t.status, t.createdAt)],
);

/** A resident's block of another (spec 3: Block), seen by the blocker alone. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: userColumn('blocker_id'),
    blockedId: userColumn('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
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
 * A resident's private calendar feed: the SHA-256 of the secret token of its address (the address
 * is shown once, when made). Regenerating replaces the token, so the old address stops answering.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_idx').on(t.tokenHash)],
);

/**
 * A useful service a resident added to the area's directory (Serviços): a name, a kind from the
 * fixed list, a phone and, optionally, an address and opening hours. Its author edits and deletes it.
 */
export const services = pgTable(
  'services',
  {
    id: text('id').primaryKey(),
    areaId: text('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    authorId: userColumn('author_id'),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('services_area_idx').on(t.areaId)],
);

/**
 * A direct or group conversation (spec: Entities and their fields). A direct one has `direct_key`,
 * its two residents' ids in order, so the pair finds it again instead of making a second one.
 * `updated_at` is its last activity (a message, a change), the order of the list.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    areaId: text('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    title: text('title'),
    directKey: text('direct_key'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('conversations_direct_key_idx').on(t.directKey)],
);

/**
 * A resident's place in a conversation: its conversation role ('Admin' or 'Membro', spec: Roles
 * and permissions) and read position, the `seq` of the last message it has read.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: userColumn('user_id'),
    role: text('role').notNull().default('Membro'),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversation_participants_member_idx').on(t.conversationId, t.userId),
    index('conversation_participants_user_idx').on(t.userId),
  ],
);

/**
 * A message (spec: Entities and their fields), with an optional shared post. `seq` orders messages
 * and read positions; `client_id` is the sender's own id for it, so a resend answers the first one.
 */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: userColumn('sender_id'),
    body: text('body').notNull(),
    postId: text('post_id').references(() => posts.id, { onDelete: 'set null' }),
    isCommand: boolean('is_command').notNull().default(false),
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_seq_idx').on(t.seq),
    index('messages_conversation_idx').on(t.conversationId, t.seq),
    uniqueIndex('messages_sender_client_idx')
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
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

/**
 * The `Idempotency-Key` of a resident's write (http/idempotency.ts): the request's fingerprint and,
 * once answered, its status and JSON answer (null while the first request is under way). 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: userColumn('user_id'),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    answer: text('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * What one resident did that concerns another (spec: Entities and their fields: Notification), one row
 * per recipient. Votes on one post or comment, and answers to one poll, fold into the recipient's
 * unseen row of the same `fold_key` with a count. `pending` rows are not yet published live: the
 * activity event goes out after the action's commit, from this table.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: userColumn('user_id'),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** vote, comment, reply, poll_response, invite_used, security_post, report or moderation. */
    kind: text('kind').notNull(),
    postId: text('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: text('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    /** A vote's direction, 'up' or 'down' (the latest, when folded; the enum types the column, the SQL stays text). */
    direction: text('direction', { enum: ['up', 'down'] }),
    /** The words of a moderation notice or a new report (spec 3: Live messages). */
    body: text('body'),
    foldKey: text('fold_key'),
    count: integer('count').notNull().default(1),
    seen: boolean('seen').notNull().default(false),
    pending: boolean('pending').notNull().default(true),
    createdAt: createdAt(),
    /** The latest activity folded in: the list is newest first by it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.updatedAt, t.id),
    index('notifications_pending_idx').on(t.id).where(sql`${t.pending}`),
    uniqueIndex('notifications_fold_idx')
      .on(t.userId, t.foldKey)
      .where(sql`${t.foldKey} is not null and not ${t.seen}`),
  ],
);

/**
 * Each resident's bell counts (migration 0022), moved by statement triggers on notifications: the
 * list's meta reads one row instead of counting the resident's whole history.
 */
export const notificationCounts = pgTable('notification_counts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  unread: integer('unread').notNull().default(0),
});

/** A browser's Web Push subscription (its push service endpoint and keys), one per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: userColumn('user_id'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** A resident's push settings (domain's WirePushPreferences); no row: the defaults. */
export const pushPreferences = pgTable('push_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The server's VAPID key pair, made on first start and kept, so subscriptions stay valid. */
export const pushKeys = pgTable('push_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/**
 * Scheduled work shared by every instance (jobs/jobQueue.ts): claimed by one at a time, retried
 * with back-off, and kept once done so the same key never runs again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
);

/** Each digest and alert mail, written before it is sent: its key sends it once across instances. */
export const mailSent = pgTable(
  'mail_sent',
  {
    userId: userColumn('user_id'),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'mail_sent_pk', columns: [t.userId, t.kind, t.period] }),
    index('mail_sent_sent_idx').on(t.sentAt),
  ],
);

/** Secrets made on first start and kept (the unsubscribe links' signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
