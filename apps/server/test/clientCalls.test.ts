// The packages/api client's calls that no other real-server test makes, each made once against
// this server: posts, polls, services, messaging, notifications and push, the calendar feed, the
// map, the settings and the mail-link checks. packages/api/mocks/contract.test.ts lists every call
// of the client with the file that makes it here or elsewhere.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createApiClient } from '@vizinhos/api';
import { unwrapId } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserFetch, must, signedInClient } from './support/apiClient.ts';
import { startTestServer, type TestMember, type TestServer, testPassword } from './support/testServer.ts';

const pushOrigin = 'http://127.0.0.1:9';
let server: TestServer;
let maria: TestMember;
let joao: TestMember;
let ana: TestMember;

/** A client signed in as `username`. */
const signedIn = (username: string) => signedInClient(server, username);

beforeAll(async () => {
  server = await startTestServer({ localPushOrigins: [pushOrigin] });
  maria = await server.createMember({ username: 'maria', role: 'Fundador' });
  joao = await server.createMember({ username: 'joao' });
  ana = await server.createMember({ username: 'ana' });
});
afterAll(() => server.close());

describe('api client ↔ server: the calls no other server test makes', () => {
  it('accounts: the form login, the reset link and invite checks', async () => {
    const api = createApiClient({ baseUrl: server.url, fetch: browserFetch() });
    expect(must(await api.loginForm('maria', testPassword)).username).toBe('maria');
    expect(await api.checkResetToken('nenhum')).toEqual({ ok: true, value: 'invalid' });
    expect(await api.checkInvite(maria.inviteCode)).toEqual({ ok: true, value: 'valid' });
    expect(await api.checkInvite('nao-existe')).toEqual({ ok: true, value: 'invalid' });
  });

  it('posts and polls: create, list, read, edit, vote, flag, answer a poll, delete', async () => {
    const api = await signedIn('maria');
    const post = must(
      await api.createPost({ title: 'Buraco na rua', text: 'Na esquina da padaria.', category: 'Geral' }),
    );
    const id = unwrapId(post._id) ?? '';
    expect(post.title).toBe('Buraco na rua');
    expect(must(await api.listPosts({ page: 1 })).posts.map((one) => unwrapId(one._id))).toContain(id);
    expect(must(await api.getPost(id)).text).toBe('Na esquina da padaria.');
    const edit = { title: 'Buraco fundo na rua', text: 'Na esquina da padaria.', category: 'Geral' } as const;
    expect(must(await api.updatePost(id, edit)).title).toBe('Buraco fundo na rua');

    const joaoApi = await signedIn('joao');
    expect(must(await joaoApi.votePost(id, 'up'))).toMatchObject({ upvotes: 1, new_direction: 'up' });
    expect(must(await joaoApi.flagPost(id)).flagged_by).toEqual([joao.id]);

    const poll = must(
      await api.createPost({
        title: 'Qual dia?',
        text: 'Para o mutirão.',
        category: 'Votaçao',
        type: 'poll',
        pollOptions: ['Sábado', 'Domingo'],
      }),
    );
    const option = unwrapId(poll.poll_options?.[0]?._id) ?? '';
    const options = must(await joaoApi.answerPoll(unwrapId(poll._id) ?? '', option));
    expect(options.map((one) => one.count)).toEqual([1, 0]);

    expect(must(await api.deletePost(id))).toBe(true);
    expect(await api.getPost(id)).toMatchObject({ ok: false, status: 404 });
  });

  it('services: create, list, edit, delete', async () => {
    const api = await signedIn('maria');
    const draft = {
      name: 'Chaveiro do Zé',
      kind: 'reparos',
      phone: '(11) 91234-5678',
      address: 'Rua das Flores, 10',
      openingHours: 'Seg a sex, 8h às 18h',
    } as const;
    const created = must(await api.createService(draft));
    expect(created.name).toBe('Chaveiro do Zé');
    const id = unwrapId(created._id) ?? '';
    expect(must(await api.listServices()).map((service) => unwrapId(service._id))).toEqual([id]);
    expect(must(await api.updateService(id, { ...draft, name: 'Chaveiro 24h' })).name).toBe('Chaveiro 24h');
    expect(must(await api.deleteService(id))).toBe(true);
    expect(must(await api.listServices())).toEqual([]);
  });

  it('messaging: search, start a group, rename it, promote, send, list, read, leave', async () => {
    const api = await signedIn('maria');
    const found = must(await api.searchResidents('jo'));
    expect(found.users.map((user) => user.username)).toEqual(['joao']);
    const created = must(await api.createConversation({ neighborIds: [joao.id, ana.id], title: 'Rua' }));
    const id = unwrapId(created.conversation._id) ?? '';
    expect(must(await api.updateConversation(id, { title: 'Rua das Flores' })).conversation.title).toBe(
      'Rua das Flores',
    );
    const joaoMembership = created.conversation.conversation_users?.find(
      (entry) => unwrapId(entry.user?._id) === joao.id,
    );
    const promoted = must(await api.setConversationAdmin(id, unwrapId(joaoMembership?._id) ?? '', true));
    expect(
      promoted.conversation.conversation_users?.map((entry) => entry.conversation_role?.name).sort(),
    ).toEqual(['Admin', 'Admin', 'Membro']);
    const sent = must(await api.sendMessage(id, { body: 'Oi, vizinhos!', clientId: 'client-1' }));
    expect(sent.message.body).toBe('Oi, vizinhos!');
    const joaoApi = await signedIn('joao');
    const list = must(await joaoApi.listConversations({ includeLatestMessage: true }));
    expect(list.conversations.map((one) => one.latest_message?.body)).toEqual(['Oi, vizinhos!']);
    const messages = must(await joaoApi.listMessages(id)).messages;
    expect(messages.filter((message) => !message.is_command).map((message) => message.body)).toEqual([
      'Oi, vizinhos!',
    ]);
    expect(must(await joaoApi.leaveConversation(id))).toBe(true);
    expect(must(await joaoApi.listConversations()).conversations).toEqual([]);
  });

  it('notifications and push: list, mark one and all read, key, subscribe, settings, unsubscribe', async () => {
    const api = await signedIn('ana');
    const post = must(
      await api.createPost({ title: 'Achei um gato', text: 'Laranja, manso.', category: 'Geral' }),
    );
    const joaoApi = await signedIn('joao');
    must(await joaoApi.votePost(unwrapId(post._id) ?? '', 'up'));
    const list = must(await api.listNotifications({ page: 1 })) as {
      notifications: { id: string; seen: boolean }[];
    };
    expect(list.notifications.map((one) => one.seen)).toEqual([false]);
    expect(must(await api.markNotificationRead(list.notifications[0]?.id ?? ''))).toBe(true);
    expect(must(await api.markAllNotificationsRead())).toBe(true);

    expect(must(await api.getPushKey())).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const p256dh = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65).toString('base64url');
    const endpoint = `${pushOrigin}/push/1`;
    const subscription = must(
      await api.subscribePush({ endpoint, keys: { p256dh, auth: randomBytes(16).toString('base64url') } }),
    );
    expect(subscription.endpoint).toBe(endpoint);
    expect(must(await api.getPushPreferences()).quiet_hours_enabled).toBe(false);
    expect(must(await api.savePushPreferences({ quiet_hours_enabled: true })).quiet_hours_enabled).toBe(true);
    expect(must(await api.unsubscribePush(endpoint))).toBe(true);
  });

  it('calendar feed, map outline and boundary, password and data export', async () => {
    const api = await signedIn('joao');
    expect(must(await api.getCalendarFeed())).toEqual({ created_at: null });
    const feed = must(await api.regenerateCalendarFeed());
    expect(must(await api.getCalendarFeed())).toEqual({ created_at: feed.created_at });
    const renewed = must(await api.regenerateCalendarFeed());
    expect(renewed.url).not.toBe(feed.url);

    const outline = [
      { lat: -23.58, lng: -46.64 },
      { lat: -23.59, lng: -46.63 },
      { lat: -23.6, lng: -46.65 },
    ];
    expect(must(await api.saveAreaOutline(outline))).toBe(true);
    expect(must(await api.areaBoundary()).outline).toEqual(outline);

    const exported = must(await api.exportMyData());
    expect(exported.profile).toMatchObject({ username: 'joao' });
    expect(must(await api.changePassword(testPassword, 'senha-nova-123', 'senha-nova-123'))).toBe(true);
    const again = createApiClient({ baseUrl: server.url, fetch: browserFetch() });
    expect((await again.signIn('joao', 'senha-nova-123')).ok).toBe(true);
  });
});
