import { conversationAdminPath, conversationPath, messagingPaths } from '@vizinhos/api';
import { MESSAGES_PAGE_SIZE, normalizeConversation, readMessagesPage } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createId } from '../../src/auth/createToken.ts';
import { messages, posts } from '../../src/db/schema.ts';
import { messagingServerTexts } from '../../src/features/messaging/messaging.texts.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';
import {
  createConversation,
  listConversations,
  listMessages,
  sendMessage,
  updateConversation,
} from './messagingHelpers.ts';
import { call } from './postsHelpers.ts';

// Messaging (spec: Calls, Roles and permissions): every call, who may make it, paging of 40,
// unread marks, and a resent client id answered with the first message.

let server: TestServer;
const people: Record<string, TestMember> = {};
const cookies: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['ana', 'bia', 'caio', 'davi']) {
    people[name] = await server.createMember({ username: name });
    cookies[name] = await server.login(name);
  }
  people.fora = await server.createMember({ username: 'fora', areaName: 'Moema' });
  cookies.fora = await server.login('fora');
});
afterAll(async () => server?.close());

const id = (name: string) => people[name]?.id ?? '';
const membershipOf = (
  conversation: { users: { _id: { $oid: string }; conversation_user: { _id: { $oid: string } } }[] },
  name: string,
) => conversation.users.find((user) => user._id.$oid === id(name))?.conversation_user._id.$oid ?? '';

async function group(title = 'Carona') {
  const made = await createConversation(server, cookies.ana ?? '', [id('bia'), id('caio')], title);
  expect(made.status).toBe(201);
  return made.body.conversation;
}

describe('POST conversations', () => {
  it('a direct conversation is found again, not made twice, from either side', async () => {
    const first = await createConversation(server, cookies.ana ?? '', [id('davi')]);
    expect(first.status).toBe(201);
    const again = await createConversation(server, cookies.davi ?? '', [id('ana')]);
    expect(again.status).toBe(200);
    expect(again.body.conversation.id).toBe(first.body.conversation.id);
    const model = normalizeConversation(first.body.conversation);
    expect(model?.participants.map((p) => p.username).sort()).toEqual(['ana', 'davi']);
    expect(model?.participants.every((p) => p.roleName === 'Membro')).toBe(true);
    // Only the reader's own stomp key travels.
    expect(model?.participants.find((p) => p.username === 'ana')?.stompKey).toBe(people.ana?.stompKey);
    expect(model?.participants.find((p) => p.username === 'davi')?.stompKey).toBeUndefined();
  });

  it('the creator of a group is its admin; the title is kept', async () => {
    const conversation = normalizeConversation(await group('Mutirão'));
    expect(conversation?.title).toBe('Mutirão');
    expect(conversation?.participants.map((p) => [p.username, p.roleName])).toEqual([
      ['ana', 'Admin'],
      ['bia', 'Membro'],
      ['caio', 'Membro'],
    ]);
  });

  it('refuses no participant, oneself alone, and a resident of another area, in Portuguese', async () => {
    expect(await createConversation(server, cookies.ana ?? '', [])).toMatchObject({
      status: 422,
      body: { error: messagingServerTexts.needParticipant },
    });
    expect((await createConversation(server, cookies.ana ?? '', [id('ana')])).status).toBe(422);
    expect(await createConversation(server, cookies.ana ?? '', [id('fora')])).toMatchObject({
      status: 422,
      body: { error: messagingServerTexts.otherArea },
    });
    expect((await createConversation(server, cookies.ana ?? '', ['nao-existe'])).status).toBe(422);
  });

  it('needs a session', async () => {
    const answer = await fetch(`${server.url}${messagingPaths.conversations}`);
    expect(answer.status).toBe(401);
  });
});

describe('participants only', () => {
  it('a non-participant gets 404 on every call of the conversation', async () => {
    const { id: conversationId } = await group();
    const cookie = cookies.davi ?? '';
    const answers = await Promise.all([
      listMessages(server, cookie, conversationId),
      sendMessage(server, cookie, conversationId, { body: 'Oi' }),
      updateConversation(server, cookie, conversationId, { title: 'x' }),
      call(server, cookie, 'DELETE', conversationPath(conversationId)),
      call(server, cookie, 'PUT', `${conversationAdminPath(conversationId)}?conversation_user_id=x`),
      listMessages(server, cookies.fora ?? '', conversationId),
    ]);
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 404, body: { error: messagingServerTexts.notFound } });
  });
});

describe('PUT conversations/{id} and the admin calls', () => {
  it('an admin renames, adds and removes; a member is refused; a direct conversation is not managed', async () => {
    const conversation = await group();
    const renamed = await updateConversation(server, cookies.ana ?? '', conversation.id, {
      title: 'Carona de sábado',
      neighborIds: [id('bia'), id('davi')],
    });
    expect(renamed.status).toBe(200);
    const model = normalizeConversation(renamed.body.conversation);
    expect(model?.title).toBe('Carona de sábado');
    expect(model?.participants.map((p) => p.username)).toEqual(['ana', 'bia', 'davi']);
    expect(
      await updateConversation(server, cookies.bia ?? '', conversation.id, { title: 'Minha' }),
    ).toMatchObject({
      status: 403,
      body: { error: messagingServerTexts.onlyAdmins },
    });
    expect(
      (await updateConversation(server, cookies.ana ?? '', conversation.id, { neighborIds: [id('fora')] }))
        .status,
    ).toBe(422);
    const direct = await createConversation(server, cookies.bia ?? '', [id('caio')]);
    expect(
      await updateConversation(server, cookies.bia ?? '', direct.body.conversation.id, { title: 'Nós' }),
    ).toMatchObject({ status: 403, body: { error: messagingServerTexts.onlyGroups } });
  });

  it('admins promote and demote others, never themselves; members may not promote themselves', async () => {
    const conversation = await group();
    const admin = (cookie: string, target: string, method = 'PUT') =>
      call(
        server,
        cookie,
        method,
        `${conversationAdminPath(conversation.id)}?conversation_user_id=${target}`,
      );
    const self = membershipOf(conversation, 'ana');
    const bia = membershipOf(conversation, 'bia');
    expect(await admin(cookies.ana ?? '', self, 'DELETE')).toMatchObject({
      status: 403,
      body: { error: messagingServerTexts.notOnYourself },
    });
    expect((await admin(cookies.bia ?? '', bia)).status).toBe(403);
    expect((await admin(cookies.bia ?? '', membershipOf(conversation, 'caio'))).status).toBe(403);
    const promoted = await admin(cookies.ana ?? '', bia);
    expect(normalizeConversation(promoted.body.conversation)?.participants[1]?.roleName).toBe('Admin');
    const demoted = await admin(cookies.ana ?? '', bia, 'DELETE');
    expect(normalizeConversation(demoted.body.conversation)?.participants[1]?.roleName).toBe('Membro');
    expect((await admin(cookies.ana ?? '', 'outro')).status).toBe(404);
    expect(
      (await call(server, cookies.ana ?? '', 'PUT', conversationAdminPath(conversation.id))).status,
    ).toBe(422);
  });
});

describe('DELETE conversations/{id}', () => {
  it('leaving hands the admin role on; the last one out deletes the conversation', async () => {
    const conversation = await group();
    expect((await call(server, cookies.ana ?? '', 'DELETE', conversationPath(conversation.id))).status).toBe(
      200,
    );
    const seen = await listConversations(server, cookies.bia ?? '');
    const left = normalizeConversation(
      seen.body.conversations.find((c: { id: string }) => c.id === conversation.id),
    );
    expect(left?.participants.map((p) => [p.username, p.roleName])).toEqual([
      ['bia', 'Admin'],
      ['caio', 'Membro'],
    ]);
    expect((await listMessages(server, cookies.ana ?? '', conversation.id)).status).toBe(404);
    await call(server, cookies.bia ?? '', 'DELETE', conversationPath(conversation.id));
    await call(server, cookies.caio ?? '', 'DELETE', conversationPath(conversation.id));
    const rows = await server.db.select().from(messages);
    expect(rows.some((row) => row.conversationId === conversation.id)).toBe(false);
  });
});

describe('messages: pages of 40, unread marks, deduplication', () => {
  it('pages of 40 newest first, oldest first within a page; reading marks read', async () => {
    const made = await createConversation(server, cookies.bia ?? '', [id('davi')]);
    const conversationId = made.body.conversation.id;
    for (let n = 1; n <= 45; n += 1) {
      const sent = await sendMessage(server, cookies.davi ?? '', conversationId, { body: `Mensagem ${n}` });
      expect(sent.status).toBe(201);
    }
    const listed = await listConversations(server, cookies.bia ?? '');
    const entry = listed.body.conversations.find((c: { id: string }) => c.id === conversationId);
    expect(entry).toMatchObject({ has_unread: true, latest_message: { body: 'Mensagem 45' } });
    const first = await listMessages(server, cookies.bia ?? '', conversationId);
    const page = readMessagesPage(first.body);
    expect(page.messages).toHaveLength(MESSAGES_PAGE_SIZE);
    expect(page.messages[0]?.body).toBe('Mensagem 6');
    expect(page.messages.at(-1)?.body).toBe('Mensagem 45');
    expect(page.unreadCount).toBe(45);
    const second = readMessagesPage((await listMessages(server, cookies.bia ?? '', conversationId, 2)).body);
    expect(second.messages.map((m) => m.body)).toEqual([
      'Mensagem 1',
      'Mensagem 2',
      'Mensagem 3',
      'Mensagem 4',
      'Mensagem 5',
    ]);
    expect(second.unreadCount).toBe(0);
    const after = await listConversations(server, cookies.bia ?? '');
    expect(after.body.conversations.find((c: { id: string }) => c.id === conversationId).has_unread).toBe(
      false,
    );
    // One's own messages are never unread.
    const own = await listConversations(server, cookies.davi ?? '', 100);
    expect(own.body.conversations.find((c: { id: string }) => c.id === conversationId).has_unread).toBe(
      false,
    );
    expect(listed.body.meta.unread_message_count).toBeGreaterThanOrEqual(45);
  });

  it('a resent client id answers the first message, never a second one', async () => {
    const made = await createConversation(server, cookies.caio ?? '', [id('davi')]);
    const conversationId = made.body.conversation.id;
    const first = await sendMessage(server, cookies.caio ?? '', conversationId, {
      body: 'Oi',
      clientId: 'c-1',
    });
    const again = await sendMessage(server, cookies.caio ?? '', conversationId, {
      body: 'Oi',
      clientId: 'c-1',
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.message.id).toBe(first.body.message.id);
    expect(first.body.message.client_id).toBe('c-1');
    const both = await Promise.all([
      sendMessage(server, cookies.caio ?? '', conversationId, { body: 'Dois', clientId: 'c-2' }),
      sendMessage(server, cookies.caio ?? '', conversationId, { body: 'Dois', clientId: 'c-2' }),
    ]);
    expect(new Set(both.map((answer) => answer.body.message.id)).size).toBe(1);
    const page = readMessagesPage((await listMessages(server, cookies.davi ?? '', conversationId)).body);
    expect(page.messages.map((m) => m.body)).toEqual(['Oi', 'Dois']);
    const other = await createConversation(server, cookies.caio ?? '', [id('bia')]);
    expect(
      (
        await sendMessage(server, cookies.caio ?? '', other.body.conversation.id, {
          body: 'x',
          clientId: 'c-1',
        })
      ).status,
    ).toBe(409);
  });

  it('a shared post of the area rides along; a blank message, a foreign post and a bad client id are refused', async () => {
    const made = await createConversation(server, cookies.ana ?? '', [id('caio')]);
    const conversationId = made.body.conversation.id;
    const postId = createId();
    await server.db.insert(posts).values({
      id: postId,
      areaId: people.ana?.areaId ?? '',
      authorId: id('ana'),
      title: 'Feira',
      text: 'Feira de trocas no sábado',
      category: 'Geral',
    });
    const shared = await sendMessage(server, cookies.ana ?? '', conversationId, { body: '', postId });
    expect(shared).toMatchObject({
      status: 201,
      body: { message: { post: { id: postId, title: 'Feira' } } },
    });
    expect(await sendMessage(server, cookies.ana ?? '', conversationId, { body: '   ' })).toMatchObject({
      status: 422,
      body: { error: messagingServerTexts.needMessageContent },
    });
    expect(
      (await sendMessage(server, cookies.ana ?? '', conversationId, { body: 'x', postId: 'nada' })).status,
    ).toBe(422);
    expect(
      (await sendMessage(server, cookies.ana ?? '', conversationId, { body: 'x', clientId: 'com espaço' }))
        .status,
    ).toBe(422);
    expect(
      (await sendMessage(server, cookies.ana ?? '', conversationId, { body: 'x'.repeat(5_001) })).status,
    ).toBe(422);
  });
});

describe('GET search?type=user', () => {
  it('finds residents of one’s own area by name, never oneself nor another area', async () => {
    const found = await call(
      server,
      cookies.ana ?? '',
      'GET',
      `${messagingPaths.search}?q=a&type=user&per_page=10`,
    );
    const names = found.body.users.map((user: { username: string }) => user.username);
    expect(names).toEqual(expect.arrayContaining(['bia', 'caio', 'davi']));
    expect(names).not.toContain('ana');
    expect(names).not.toContain('fora');
    expect(found.body.results).toEqual(found.body.users);
    expect(
      (await call(server, cookies.ana ?? '', 'GET', `${messagingPaths.search}?q=a&type=foo`)).status,
    ).toBe(400);
  });
});
