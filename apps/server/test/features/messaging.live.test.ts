import { buildLiveDestination, parseLiveEvent } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, destinationOf, nextMessage, subscribeToArea } from '../support/liveSubscriber.ts';
import type { RawStompClient } from '../support/rawStompClient.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';
import { createConversation, sendMessage, updateConversation } from './messagingHelpers.ts';

// Every live message of messaging (spec: Calls, States and transitions): each new message, title or
// membership change reaches every participant's own chat topic, the sender included, and no one else.

let server: TestServer;
const people: Record<string, TestMember> = {};
const cookies: Record<string, string> = {};
const live: Record<string, RawStompClient> = {};
const names = ['ana', 'bia', 'caio', 'davi'];

beforeAll(async () => {
  server = await startTestServer();
  for (const name of names) {
    people[name] = await server.createMember({ username: name });
    cookies[name] = await server.login(name);
    live[name] = await subscribeToArea(server.url, cookies[name] ?? '', people[name]?.stompKey ?? '', [
      'chat',
    ]);
  }
});
afterAll(async () => {
  for (const client of Object.values(live)) client.socket.terminate();
  await server?.close();
});

const id = (name: string) => people[name]?.id ?? '';
const nextChat = (name: string, messageId?: string) =>
  nextMessage(
    live[name] as RawStompClient,
    'chat_message',
    messageId,
    (body) => (body.message as { id?: string })?.id,
  );
/** Whether a chat message about this message id reached the client within a short wait. */
async function received(name: string, body: string): Promise<boolean> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return (live[name]?.frames ?? []).some(
    (frame) => frame.command === 'MESSAGE' && bodyOf(frame).message?.body === body,
  );
}

describe('messaging live on each participant’s chat topic', () => {
  it('a new message reaches every participant, the sender included, and no one else', async () => {
    const made = await createConversation(server, cookies.ana ?? '', [id('bia'), id('caio')], 'Feira');
    const conversationId = made.body.conversation.id;
    const arrivals = ['ana', 'bia', 'caio'].map((name) => nextChat(name));
    const sent = await sendMessage(server, cookies.bia ?? '', conversationId, {
      body: 'Levo as mesas',
      clientId: 'b-1',
    });
    for (const [index, frame] of (await Promise.all(arrivals)).entries()) {
      const name = ['ana', 'bia', 'caio'][index] ?? '';
      expect(destinationOf(frame)).toBe(buildLiveDestination('chat', people[name]?.stompKey ?? ''));
      const event = parseLiveEvent(destinationOf(frame) ?? '', Buffer.from(frame.body).toString('utf8'));
      expect(event).toMatchObject({
        ok: true,
        event: {
          kind: 'chatMessage',
          payload: {
            message: {
              id: sent.body.message.id,
              body: 'Levo as mesas',
              client_id: 'b-1',
              conversation_id: conversationId,
            },
            user: { username: 'bia' },
          },
        },
      });
    }
    expect(await received('davi', 'Levo as mesas')).toBe(false);
  });

  it('a title or membership change is a command message to everyone who was or is in it', async () => {
    const made = await createConversation(server, cookies.ana ?? '', [id('bia'), id('caio')]);
    const conversationId = made.body.conversation.id;
    const arrivals = ['ana', 'bia', 'caio', 'davi'].map((name) => nextChat(name));
    await updateConversation(server, cookies.ana ?? '', conversationId, {
      title: 'Portão',
      neighborIds: [id('bia'), id('davi')],
    });
    const bodies = (await Promise.all(arrivals)).map(bodyOf);
    for (const body of bodies) {
      expect(body.message.is_command).toBe(true);
      expect(body.message.conversation_id).toBe(conversationId);
    }
    // Caio, removed, hears of it too; the conversation as it now stands travels with no stomp key.
    const all = (live.caio?.frames ?? []).map((frame) =>
      frame.command === 'MESSAGE' ? bodyOf(frame) : undefined,
    );
    expect(all.some((body) => body?.message?.body === 'ana removeu caio')).toBe(true);
    const last = all.filter((body) => body?.conversation?.id === conversationId).at(-1);
    expect(last?.conversation.title).toBe('Portão');
    expect(
      last?.conversation.conversation_users.every((user: { stomp_key: unknown }) => user.stomp_key === null),
    ).toBe(true);
    // After removal Caio hears nothing more of it.
    await sendMessage(server, cookies.ana ?? '', conversationId, { body: 'Só para quem ficou' });
    expect(await received('caio', 'Só para quem ficou')).toBe(false);
    expect(await received('davi', 'Só para quem ficou')).toBe(true);
  });
});
