// The outbox (nothing typed is lost): messages go out in the order written, a transient failure
// stops the run and the next flush resumes from the same message, a refusal marks that message and
// lets the next go, and what a page left unsent is read back after a reload (IndexedDB) and shown
// in its chat even when the chat opened first.
import 'fake-indexeddb/auto';
import { createApiClient } from '@vizinhos/api';
import { makeUser, makeWireMessage } from '@vizinhos/api/mocks';
// Not a React hook (its name says "use" as vitest's fixtures do): an MSW server for this file.
import { useRecordingServer as recordingServer, testBaseUrl } from '@vizinhos/api/testing';
import type { ConversationId } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { createSessionStore } from '../../session/session.ts';
import { chatsAtom, loadMessagesAtom } from './chatState.ts';
import {
  discardMessageAtom,
  flushOutboxAtom,
  outboxAtom,
  restoreOutboxAtom,
  sendMessageAtom,
} from './outbox.ts';

const { server } = recordingServer();
const conversationId = 'conversation-1' as ConversationId;
let resident = 0;

/** The bodies the server kept, in order; `answer` decides each call's fate by its body. */
function serverReceiving(answer: (body: string) => 'keep' | 'down' | 'refuse') {
  const kept: string[] = [];
  server.use(
    http.post(`${testBaseUrl}/api/v1/conversations/:id/messages`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const body = [...form.entries()].find(([key]) => key.includes('body'))?.[1] ?? '';
      const fate = answer(body);
      if (fate === 'down') return HttpResponse.json({ error: 'Serviço indisponível' }, { status: 503 });
      if (fate === 'refuse') return HttpResponse.json({ error: 'Mensagem recusada' }, { status: 422 });
      kept.push(body);
      return HttpResponse.json({ message: makeWireMessage({ _id: { $oid: `kept-${kept.length}` }, body }) });
    }),
  );
  return kept;
}

let store: Store;
let me: ReturnType<typeof makeUser>;
const sessionFor = (user: ReturnType<typeof makeUser>) => {
  const session = createSessionStore(user);
  session.set(apiClientAtom, createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] }));
  return session;
};
beforeEach(() => {
  resident += 1;
  me = makeUser({ id: `user-${resident}` as never, username: `morador${resident}` });
  store = sessionFor(me);
});
const write = (text: string) => store.set(sendMessageAtom, { conversationId, text });
const waiting = () => store.get(outboxAtom).map((entry) => [entry.body, entry.isRefused]);

describe('the outbox', () => {
  it('sends in the order written', async () => {
    const kept = serverReceiving(() => 'keep');
    await write('um');
    await write('dois');
    await write('três');
    expect(kept).toEqual(['um', 'dois', 'três']);
    expect(waiting()).toEqual([]);
  });

  it('stops at a transient failure and resumes from the same message, keeping the order', async () => {
    let isDown = true;
    const kept = serverReceiving(() => (isDown ? 'down' : 'keep'));
    await write('um');
    await write('dois');
    expect(kept).toEqual([]);
    expect(waiting()).toEqual([
      ['um', false],
      ['dois', false],
    ]);
    isDown = false;
    await store.set(flushOutboxAtom);
    expect(kept).toEqual(['um', 'dois']);
    expect(waiting()).toEqual([]);
  });

  it('marks a refused message and still sends the next', async () => {
    const kept = serverReceiving((body) => (body === 'recusada' ? 'refuse' : 'keep'));
    await write('recusada');
    await write('seguinte');
    expect(kept).toEqual(['seguinte']);
    expect(waiting()).toEqual([['recusada', true]]);
  });

  it('lets a refused message go on "Descartar": out of the chat and the outbox, never sent', async () => {
    let fate: 'refuse' | 'keep' = 'refuse';
    const kept = serverReceiving(() => fate);
    server.use(
      http.get(`${testBaseUrl}/api/v1/conversations/:id/messages`, () =>
        HttpResponse.json({
          messages: [],
          meta: { total_count: 0, unread_message_count: 0, page: 1, per_page: 40 },
        }),
      ),
    );
    await store.set(loadMessagesAtom, { conversationId, unsent: [] });
    await write('recusada');
    const shown = () => (store.get(chatsAtom)[conversationId]?.messages ?? []).map((m) => [m.body, m.status]);
    expect(shown()).toEqual([['recusada', 'failed']]);
    const [failed] = store.get(chatsAtom)[conversationId]?.messages ?? [];
    await store.set(discardMessageAtom, { id: failed!.id, conversationId });
    expect(shown()).toEqual([]);
    expect(waiting()).toEqual([]);
    fate = 'keep';
    await store.set(flushOutboxAtom);
    expect(kept).toEqual([]);
  });

  it('reads back what a page left unsent after a reload, before newer messages', async () => {
    let isDown = true;
    const kept = serverReceiving(() => (isDown ? 'down' : 'keep'));
    await write('antes do recarregamento');
    // A reload: a new store for the same resident, which writes once more before the outbox is read.
    store = sessionFor(me);
    isDown = false;
    await store.set(restoreOutboxAtom);
    await write('depois');
    expect(kept).toEqual(['antes do recarregamento', 'depois']);
  });

  it('shows what a page left unsent in a chat opened before the outbox was read back', async () => {
    serverReceiving(() => 'down');
    server.use(
      http.get(`${testBaseUrl}/api/v1/conversations/:id/messages`, () =>
        HttpResponse.json({
          messages: [],
          meta: { total_count: 0, unread_message_count: 0, page: 1, per_page: 40 },
        }),
      ),
    );
    await write('escrita sem rede');
    // The reload opens the chat at once (its view preloaded) and reads IndexedDB after.
    store = sessionFor(me);
    await store.set(loadMessagesAtom, { conversationId, unsent: [] });
    await store.set(restoreOutboxAtom);
    const shown = store.get(chatsAtom)[conversationId]?.messages ?? [];
    expect(shown.map((m) => [m.body, m.status])).toEqual([['escrita sem rede', 'pending']]);
    // Read back twice (the shell starting again) still shows it once.
    await store.set(restoreOutboxAtom);
    expect(store.get(chatsAtom)[conversationId]?.messages).toHaveLength(1);
  });

  it('keeps each resident’s outbox apart', async () => {
    serverReceiving(() => 'down');
    await write('de um morador');
    store = sessionFor(makeUser({ id: 'user-outro' as never, username: 'outro' }));
    await store.set(restoreOutboxAtom);
    expect(waiting()).toEqual([]);
  });
});
