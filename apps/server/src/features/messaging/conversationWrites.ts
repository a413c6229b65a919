// The writes of messaging, each in one transaction: a conversation with its participants, a
// message (moving the conversation's activity and the sender's read position with it), and the
// changes of a group (title, participants, roles, leaving), each leaving its command message.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { createId } from '../../auth/createToken.ts';
import type { Database } from '../../db/openDatabase.ts';
import { conversationParticipants, conversations, messages } from '../../db/schema.ts';
import { conversationRoles } from './messaging.texts.ts';

/** A message to write; a command message (is_command) records a change. */
export type NewMessage = {
  senderId: string;
  body: string;
  postId?: string | null;
  clientId?: string | null;
  isCommand?: boolean;
};

/** Writes a message and moves the conversation's activity and the sender's read position; undefined when its client id was taken. */
async function insertMessage(tx: Database, conversationId: string, message: NewMessage, now: Date) {
  const id = createId();
  const [row] = await tx
    .insert(messages)
    .values({
      id,
      conversationId,
      senderId: message.senderId,
      body: message.body,
      postId: message.postId ?? null,
      clientId: message.clientId ?? null,
      isCommand: message.isCommand ?? false,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: messages.id, seq: messages.seq });
  if (!row) return undefined;
  await tx.update(conversations).set({ updatedAt: now }).where(eq(conversations.id, conversationId));
  await tx
    .update(conversationParticipants)
    .set({ lastReadSeq: row.seq })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, message.senderId),
      ),
    );
  return row.id;
}

/** Writes one message in its own transaction; undefined when the sender already used its client id. */
export function writeMessage(db: Database, conversationId: string, message: NewMessage, now: Date) {
  return db.transaction((tx) => insertMessage(tx, conversationId, message, now));
}

/**
 * A new conversation with its participants: the creator is the admin of a group (spec: Roles and
 * permissions); a direct one carries its pair's key and, raced by the other resident, yields to
 * theirs (undefined: look it up again). The group's creation is its first command message.
 */
export async function insertConversation(
  db: Database,
  input: {
    areaId: string;
    creatorId: string;
    memberIds: readonly string[];
    title: string | null;
    directKey: string | null;
    command: string | null;
    now: Date;
  },
): Promise<{ id: string; commandId: string | undefined } | undefined> {
  return db.transaction(async (tx) => {
    const id = createId();
    const [made] = await tx
      .insert(conversations)
      .values({
        id,
        areaId: input.areaId,
        title: input.title,
        directKey: input.directKey,
        createdBy: input.creatorId,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (!made) return undefined;
    const isGroup = input.directKey === null;
    await tx.insert(conversationParticipants).values(
      [input.creatorId, ...input.memberIds].map((userId, index) => ({
        id: createId(),
        conversationId: id,
        userId,
        role: isGroup && index === 0 ? conversationRoles.admin : conversationRoles.member,
        createdAt: new Date(input.now.getTime() + index),
      })),
    );
    const commandId = input.command
      ? await insertMessage(
          tx,
          id,
          { senderId: input.creatorId, body: input.command, isCommand: true },
          input.now,
        )
      : undefined;
    return { id, commandId };
  });
}

/** Puts a resident (back) into a conversation as a member; nothing when already in it. */
export async function rejoinConversation(db: Database, conversationId: string, userId: string, now: Date) {
  await db
    .insert(conversationParticipants)
    .values({ id: createId(), conversationId, userId, role: conversationRoles.member, createdAt: now })
    .onConflictDoNothing();
}

/**
 * A group's change by its admin, in one transaction: the title, residents added as members,
 * participants removed, then one command message per line of `commands`. Returns their ids.
 */
export async function changeConversation(
  db: Database,
  input: {
    conversationId: string;
    actorId: string;
    title?: string | null;
    addIds: readonly string[];
    removeIds: readonly string[];
    commands: readonly string[];
    now: Date;
  },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { conversationId, now } = input;
    if (input.title !== undefined) {
      await tx.update(conversations).set({ title: input.title }).where(eq(conversations.id, conversationId));
    }
    if (input.removeIds.length > 0) {
      await tx
        .delete(conversationParticipants)
        .where(
          and(
            eq(conversationParticipants.conversationId, conversationId),
            inArray(conversationParticipants.userId, [...input.removeIds]),
          ),
        );
    }
    if (input.addIds.length > 0) {
      await tx.insert(conversationParticipants).values(
        input.addIds.map((userId, index) => ({
          id: createId(),
          conversationId,
          userId,
          role: conversationRoles.member,
          createdAt: new Date(now.getTime() + index),
        })),
      );
    }
    const ids: string[] = [];
    for (const body of input.commands) {
      const id = await insertMessage(
        tx,
        conversationId,
        { senderId: input.actorId, body, isCommand: true },
        now,
      );
      if (id) ids.push(id);
    }
    return ids;
  });
}

/** Gives a participant its role and leaves the command message; returns the message's id. */
export async function changeRole(
  db: Database,
  input: {
    conversationId: string;
    participantId: string;
    role: string;
    actorId: string;
    command: string;
    now: Date;
  },
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx
      .update(conversationParticipants)
      .set({ role: input.role })
      .where(eq(conversationParticipants.id, input.participantId));
    return insertMessage(
      tx,
      input.conversationId,
      { senderId: input.actorId, body: input.command, isCommand: true },
      input.now,
    );
  });
}

/**
 * Takes a participant out. The last one out deletes the conversation; a group left without an
 * admin gets its oldest member as admin, so someone can still manage it.
 */
export async function leaveConversation(
  db: Database,
  input: { conversationId: string; participantId: string; actorId: string; command: string; now: Date },
): Promise<{ deleted: true } | { deleted: false; commandId: string | undefined }> {
  return db.transaction(async (tx) => {
    const { conversationId } = input;
    await tx.delete(conversationParticipants).where(eq(conversationParticipants.id, input.participantId));
    const rest = await tx
      .select({ id: conversationParticipants.id, role: conversationParticipants.role })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, conversationId))
      .orderBy(asc(conversationParticipants.createdAt), asc(conversationParticipants.id));
    if (rest.length === 0) {
      await tx.delete(conversations).where(eq(conversations.id, conversationId));
      return { deleted: true };
    }
    const [conversation] = await tx
      .select({ directKey: conversations.directKey })
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    const hasAdmin = rest.some((participant) => participant.role === conversationRoles.admin);
    if (conversation?.directKey === null && !hasAdmin && rest[0]) {
      await tx
        .update(conversationParticipants)
        .set({ role: conversationRoles.admin })
        .where(eq(conversationParticipants.id, rest[0].id));
    }
    const commandId = await insertMessage(
      tx,
      conversationId,
      { senderId: input.actorId, body: input.command, isCommand: true },
      input.now,
    );
    return { deleted: false, commandId };
  });
}
