import { messagingErrorTexts, readConversationsEnvelope, readMessagesPage } from '@vizinhos/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { messagingHandlers, messagingMockTexts } from '../mocks/messaging.ts';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { createApiClient } from './client.ts';
import {
  conversationAdminPath,
  conversationMessagesPath,
  conversationPath,
  messagingPaths,
} from './messaging.ts';

const { capture, server } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] });
const params = (url: string | undefined) => Object.fromEntries(new URL(url ?? '').searchParams);

describe('listConversations (spec: Calls: include_latest_message=true&per_page=50, or per_page=100)', () => {
  it('asks for the list with latest messages, or the count page', async () => {
    const seen = capture('get', messagingPaths.conversations, () =>
      HttpResponse.json({ conversations: [], meta: { total_count: 0, unread_message_count: 0 } }),
    );
    await api.listConversations({ includeLatestMessage: true });
    expect(params(seen.request?.url)).toEqual({ include_latest_message: 'true', per_page: '50' });
    await api.listConversations({ perPage: 100 });
    expect(params(seen.request?.url)).toEqual({ per_page: '100' });
  });

  it('reads the mock’s three conversations through the domain, and words a failure', async () => {
    server.use(...messagingHandlers.default());
    const result = await api.listConversations({ includeLatestMessage: true });
    expect(result.ok && readConversationsEnvelope(result.value).map((c) => c.hasUnread)).toEqual([
      true,
      false,
      false,
    ]);
    server.use(...messagingHandlers.listFails());
    expect(await api.listConversations()).toMatchObject({ ok: false, error: messagingMockTexts.listFailed });
    server.use(...messagingHandlers.offline());
    expect(await api.listConversations()).toMatchObject({ error: messagingErrorTexts.listNetwork });
  });
});

describe('conversation writes (spec: Calls: forms conversation[neighbors][] and conversation[title])', () => {
  it('POST sends the repeated neighbours and the title; PUT the change', async () => {
    const answer = () => HttpResponse.json({ conversation: { _id: { $oid: 'c1' } } }, { status: 201 });
    const created = capture('post', messagingPaths.conversations, answer);
    expect(await api.createConversation({ neighborIds: ['u1', 'u2'], title: 'Feira' })).toMatchObject({
      ok: true,
    });
    const form = new URLSearchParams(created.body);
    expect(form.getAll('conversation[neighbors][]')).toEqual(['u1', 'u2']);
    expect(form.get('conversation[title]')).toBe('Feira');
    const updated = capture('put', conversationPath('c1'), answer);
    await api.updateConversation('c1', { title: 'Nova' });
    expect(Object.fromEntries(new URLSearchParams(updated.body))).toEqual({ 'conversation[title]': 'Nova' });
  });

  it('an answer without the conversation is invalid; the server’s refusal is shown', async () => {
    capture('post', messagingPaths.conversations, () => HttpResponse.json({}, { status: 201 }));
    expect(await api.createConversation({ neighborIds: ['u1'] })).toMatchObject({
      ok: false,
      error: messagingErrorTexts.createFailed,
    });
    capture('put', conversationPath('c1'), () =>
      HttpResponse.json({ error: 'Só administradores.' }, { status: 403 }),
    );
    expect(await api.updateConversation('c1', { title: 'x' })).toMatchObject({
      status: 403,
      error: 'Só administradores.',
    });
  });

  it('leave is DELETE; promote is PUT and demote DELETE on admin with the membership id', async () => {
    server.use(...messagingHandlers.default());
    expect(await api.leaveConversation('conversation-2')).toEqual({ ok: true, value: true });
    const promoted = capture('put', conversationAdminPath('c1'), () =>
      HttpResponse.json({ conversation: {} }),
    );
    await api.setConversationAdmin('c1', 'cu-9', true);
    expect(params(promoted.request?.url)).toEqual({ conversation_user_id: 'cu-9' });
    const demoted = capture('delete', conversationAdminPath('c1'), () =>
      HttpResponse.json({ conversation: {} }),
    );
    expect(await api.setConversationAdmin('c1', 'cu-9', false)).toMatchObject({ ok: true });
    expect(demoted.request?.method).toBe('DELETE');
  });
});

describe('messages (spec: Calls: pages of 40; form message[body], message[post_id])', () => {
  it('pages through the mock newest first: 40, then 5', async () => {
    server.use(...messagingHandlers.default());
    const first = await api.listMessages('conversation-1');
    const second = await api.listMessages('conversation-1', { page: 2 });
    expect(first.ok && readMessagesPage(first.value).messages).toHaveLength(40);
    expect(second.ok && readMessagesPage(second.value).messages.map((m) => m.body.slice(0, 11))).toEqual([
      'Mensagem 1:',
      'Mensagem 2:',
      'Mensagem 3:',
      'Mensagem 4:',
      'Mensagem 5:',
    ]);
  });

  it('sends body, post and client id; a refusal and the network are worded', async () => {
    const seen = capture('post', conversationMessagesPath('c1'), () =>
      HttpResponse.json({ message: { _id: { $oid: 'm1' } } }, { status: 201 }),
    );
    await api.sendMessage('c1', { body: 'Oi', postId: 'p1', clientId: 'k1' });
    expect(Object.fromEntries(new URLSearchParams(seen.body))).toEqual({
      'message[body]': 'Oi',
      'message[post_id]': 'p1',
      'message[client_id]': 'k1',
    });
    server.use(...messagingHandlers.sendFails());
    expect(await api.sendMessage('c1', { body: 'Oi', clientId: 'k2' })).toMatchObject({
      error: messagingMockTexts.sendFailed,
    });
    server.use(...messagingHandlers.offline());
    expect(await api.sendMessage('c1', { body: 'Oi', clientId: 'k3' })).toMatchObject({
      error: messagingErrorTexts.sendNetwork,
    });
  });
});

describe('searchResidents (spec: Calls: search?q=&type=user&per_page=10)', () => {
  it('asks for users, 10 a page, the text trimmed', async () => {
    const seen = capture('get', messagingPaths.search, () => HttpResponse.json({ users: [], results: [] }));
    await api.searchResidents('  ana ');
    expect(params(seen.request?.url)).toEqual({ q: 'ana', type: 'user', per_page: '10' });
    server.use(...messagingHandlers.default());
    const found = await api.searchResidents('ana');
    expect(found.ok && found.value.users.map((user) => user.username)).toEqual(['ana.lima']);
  });
});
