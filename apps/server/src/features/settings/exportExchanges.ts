// "Baixar meus dados", conversations and notifications: one function per table, only the
// resident's own rows. Other participants' messages are theirs: a conversation appears by its id,
// title and the resident's place in it, and only the resident's own messages are included.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import {
  conversationParticipants,
  conversations,
  messages,
  notifications,
  pushPreferences,
  pushSubscriptions,
} from '../../db/schema.ts';

const iso = (date: Date) => date.toISOString();

/** conversation_participants (with the conversation's id and title): the conversations the resident is in. */
export async function exportConversations(db: Database, userId: string) {
  const rows = await db
    .select({
      id: conversations.id,
      title: conversations.title,
      isDirect: conversations.directKey,
      role: conversationParticipants.role,
      joinedAt: conversationParticipants.createdAt,
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(eq(conversationParticipants.userId, userId))
    .orderBy(asc(conversationParticipants.createdAt));
  return rows.map((row) => ({
    conversation_id: row.id,
    title: row.title,
    direct: row.isDirect !== null,
    role: row.role,
    joined_at: iso(row.joinedAt),
  }));
}

/** messages: the messages the resident sent (never the other participants'). */
export async function exportMessages(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.senderId, userId))
    .orderBy(asc(messages.seq));
  return rows.map((row) => ({
    id: row.id,
    conversation_id: row.conversationId,
    body: row.body,
    post_id: row.postId,
    created_at: iso(row.createdAt),
  }));
}

/** notifications: what the resident was told; who acted is another resident's data and is left out. */
export async function exportNotifications(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    post_id: row.postId,
    comment_id: row.commentId,
    direction: row.direction,
    count: row.count,
    seen: row.seen,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }));
}

/** push_subscriptions: the browsers the resident asked to be notified on (their push address). */
export async function exportPushSubscriptions(db: Database, userId: string) {
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return rows.map((row) => ({ endpoint: row.endpoint, created_at: iso(row.createdAt) }));
}

/** push_preferences: the resident's notification settings, when they changed the defaults. */
export async function exportPushPreferences(db: Database, userId: string) {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId)).limit(1);
  return row ? { settings: row.settings, updated_at: iso(row.updatedAt) } : null;
}
