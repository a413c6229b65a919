// The reads of messaging: a resident's conversations with their participants, unread state and
// latest message; a conversation's pages of messages; memberships and read positions. A
// conversation one does not take part in reads as unknown.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { blocks, conversationParticipants, conversations, messages, posts, users } from '../../db/schema.ts';

/** A participant with the user fields the wire shows. */
export type ParticipantView = {
  id: string;
  userId: string;
  role: string;
  username: string;
  avatarId: string | null;
  stompKey: string;
};

/** A message with its sender, the sender's role (none once they left) and its shared post. */
export type MessageView = {
  id: string;
  seq: number;
  conversationId: string;
  body: string;
  isCommand: boolean;
  clientId: string | null;
  createdAt: Date;
  sender: { id: string; username: string; avatarId: string | null };
  senderParticipantId: string | null;
  senderRole: string | null;
  post: { id: string; title: string; text: string } | null;
};

/** A conversation as one participant sees it. */
export type ConversationView = {
  id: string;
  title: string | null;
  directKey: string | null;
  updatedAt: Date;
  createdAt: Date;
  participants: ParticipantView[];
  unreadCount: number;
  latest: MessageView | undefined;
};

// Messages from others, not commands, past the reader's read position; a sender the reader blocked
// counts for nothing (spec 3: Block: no notification caused by the blocked one), in the groups they
// still share.
const unreadCount = (readerId: string) =>
  sql<number>`(select count(*) from ${messages} m where m.conversation_id = ${conversations.id}
    and m.seq > ${conversationParticipants.lastReadSeq} and m.sender_id <> ${readerId}
    and m.is_command = false
    and not exists (select 1 from ${blocks} b where b.blocker_id = ${readerId} and b.blocked_id = m.sender_id))::int`;

const messageColumns = {
  message: messages,
  senderName: users.username,
  senderAvatar: users.avatarId,
  senderParticipantId: conversationParticipants.id,
  senderRole: conversationParticipants.role,
  postId: posts.id,
  postTitle: posts.title,
  postText: posts.text,
};

type MessageRow = {
  message: typeof messages.$inferSelect;
  senderName: string;
  senderAvatar: string | null;
  senderParticipantId: string | null;
  senderRole: string | null;
  postId: string | null;
  postTitle: string | null;
  postText: string | null;
};

function toMessageView(row: MessageRow): MessageView {
  const { message } = row;
  return {
    id: message.id,
    seq: message.seq,
    conversationId: message.conversationId,
    body: message.body,
    isCommand: message.isCommand,
    clientId: message.clientId,
    createdAt: message.createdAt,
    sender: { id: message.senderId, username: row.senderName, avatarId: row.senderAvatar },
    senderParticipantId: row.senderParticipantId,
    senderRole: row.senderRole,
    post: row.postId ? { id: row.postId, title: row.postTitle ?? '', text: row.postText ?? '' } : null,
  };
}

/** Messages with sender, role and post joined, for any filter and order. */
function selectMessages(db: Database) {
  return db
    .select(messageColumns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .leftJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, messages.senderId),
      ),
    )
    .leftJoin(posts, eq(posts.id, messages.postId));
}

/** The participants of these conversations, oldest member first. */
export async function loadParticipants(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, ParticipantView[]>> {
  const byConversation = new Map<string, ParticipantView[]>();
  if (ids.length === 0) return byConversation;
  const rows = await db
    .select({
      conversationId: conversationParticipants.conversationId,
      id: conversationParticipants.id,
      userId: conversationParticipants.userId,
      role: conversationParticipants.role,
      username: users.username,
      avatarId: users.avatarId,
      stompKey: users.stompKey,
    })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(inArray(conversationParticipants.conversationId, [...ids]))
    .orderBy(asc(conversationParticipants.createdAt), asc(conversationParticipants.id));
  for (const { conversationId, ...participant } of rows) {
    const list = byConversation.get(conversationId) ?? [];
    list.push(participant);
    byConversation.set(conversationId, list);
  }
  return byConversation;
}

/**
 * The latest message of each of these conversations: for each, the one newest entry of
 * messages_conversation_idx read backwards. A max(seq) grouped by conversation read every message
 * of the conversations shown (5,000 for a busy resident's 50) to keep 50.
 */
async function loadLatest(db: Database, ids: readonly string[]): Promise<Map<string, MessageView>> {
  if (ids.length === 0) return new Map();
  const shown = sql.join(
    ids.map((id) => sql`(${id})`),
    sql`, `,
  );
  const newest = sql`(select (select m.seq from ${messages} m where m.conversation_id = shown.id
    order by m.seq desc limit 1) from (values ${shown}) as shown(id))`;
  const rows = await selectMessages(db).where(sql`${messages.seq} in ${newest}`);
  return new Map(rows.map((row) => [row.message.conversationId, toMessageView(row)]));
}

/**
 * A resident's conversations, latest activity first (spec: Calls: per_page 50 or 100), or the one
 * named; each with participants, unread count and, when asked, its latest message.
 */
export async function loadConversationViews(
  db: Database,
  query: { readerId: string; limit: number; withLatest: boolean; conversationId?: string; areaId?: string },
): Promise<ConversationView[]> {
  const rows = await db
    .select({ conversation: conversations, unread: unreadCount(query.readerId) })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversations.id),
        eq(conversationParticipants.userId, query.readerId),
      ),
    )
    .where(
      and(
        query.conversationId === undefined ? undefined : eq(conversations.id, query.conversationId),
        query.areaId === undefined ? undefined : eq(conversations.areaId, query.areaId),
      ),
    )
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(query.limit);
  const ids = rows.map((row) => row.conversation.id);
  const [participants, latest] = await Promise.all([
    loadParticipants(db, ids),
    query.withLatest ? loadLatest(db, ids) : Promise.resolve(new Map<string, MessageView>()),
  ]);
  return rows.map(({ conversation, unread }) => ({
    id: conversation.id,
    title: conversation.title,
    directKey: conversation.directKey,
    updatedAt: conversation.updatedAt,
    createdAt: conversation.createdAt,
    participants: participants.get(conversation.id) ?? [],
    unreadCount: unread,
    latest: latest.get(conversation.id),
  }));
}

/** How many conversations the resident takes part in. */
export async function countConversations(db: Database, readerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, readerId));
  return row?.n ?? 0;
}

/** The resident's membership of the conversation, or undefined (not a participant, or no such conversation). */
export async function findMembership(db: Database, conversationId: string, userId: string) {
  const [row] = await db
    .select()
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .limit(1);
  return row;
}

/** One page of messages, page 1 the newest, oldest first within the page (spec: Calls: pages of 40). */
export async function loadMessagePage(
  db: Database,
  query: { conversationId: string; page: number; perPage: number },
): Promise<{ messages: MessageView[]; total: number }> {
  const rows = await selectMessages(db)
    .where(eq(messages.conversationId, query.conversationId))
    .orderBy(desc(messages.seq))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(eq(messages.conversationId, query.conversationId));
  return { messages: rows.map(toMessageView).reverse(), total: counted?.n ?? 0 };
}

/** One message with its sender, role and post. */
export async function loadMessage(db: Database, id: string): Promise<MessageView | undefined> {
  const [row] = await selectMessages(db).where(eq(messages.id, id)).limit(1);
  return row ? toMessageView(row) : undefined;
}

/** The message a sender sent with this client id, if any. */
export async function findMessageByClientId(db: Database, senderId: string, clientId: string) {
  const [row] = await db
    .select({ id: messages.id, conversationId: messages.conversationId })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .limit(1);
  return row;
}

/** Moves the participant's read position to the conversation's newest message. */
export async function markRead(db: Database, participantId: string, conversationId: string): Promise<void> {
  await db
    .update(conversationParticipants)
    .set({
      lastReadSeq: sql`greatest(${conversationParticipants.lastReadSeq}, coalesce((select max(m.seq)
        from ${messages} m where m.conversation_id = ${conversationId}), 0))`,
    })
    .where(eq(conversationParticipants.id, participantId));
}

/** The activated residents of the area among these ids (anyone else cannot be added). */
export async function findAreaResidents(db: Database, ids: readonly string[], areaId: string) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.areaId, areaId), eq(users.activated, true)));
}

/** The direct conversation of this pair, if one was ever made and still has someone in it. */
export async function findDirectConversation(db: Database, directKey: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.directKey, directKey))
    .limit(1);
  return row;
}

/** How many messages from others (not from a resident the reader blocked), not commands, lie past this read position. */
export async function countUnread(
  db: Database,
  query: { conversationId: string; readerId: string; lastReadSeq: number },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, query.conversationId),
        sql`${messages.seq} > ${query.lastReadSeq}`,
        sql`${messages.senderId} <> ${query.readerId}`,
        eq(messages.isCommand, false),
        sql`not exists (select 1 from ${blocks} b where b.blocker_id = ${query.readerId} and b.blocked_id = ${messages.senderId})`,
      ),
    );
  return row?.n ?? 0;
}

/** A conversation's own row (title, pair key, activity), or undefined. */
export async function findConversation(db: Database, id: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  return row;
}
