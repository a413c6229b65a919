// Sign-out's traces (revocation): the server forgets this browser's push subscription while
// the session still allows it, the browser drops it, and the tab's comment and message drafts go, so
// the next resident on this computer hears and sees nothing of the last one.
import { createApiClient, notificationPaths } from '@vizinhos/api';
import { makeUser } from '@vizinhos/api/mocks';
// Not a React hook (its name says "use" as vitest's fixtures do): an MSW server for this file.
import { useRecordingServer as recordingServer, testBaseUrl } from '@vizinhos/api/testing';
import type { ConversationId, PostId } from '@vizinhos/domain';
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { commentDraftsAtom, setCommentDraftAtom } from '../../features/comments/drafts.ts';
import { messageDraftsAtom, setMessageDraftAtom } from '../../features/messaging/drafts.ts';
import { createSessionStore } from '../../session/session.ts';
import { forgetSessionTracesAtom } from './state.ts';

const browserSubscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/este-navegador',
  unsubscribe: vi.fn(async () => true),
};
// This browser as pushBrowser.ts reads it: a service worker with a push subscription, the Push API and
// notifications (happy-dom has none of them), put back after the file.
beforeAll(() => {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ pushManager: { getSubscription: async () => browserSubscription } }),
    },
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const { server } = recordingServer();
let forgotten: unknown[];
beforeEach(() => {
  sessionStorage.clear();
  browserSubscription.unsubscribe.mockClear();
  forgotten = [];
  server.use(
    http.delete(`${testBaseUrl}${notificationPaths.pushSubscriptions}`, async ({ request }) => {
      forgotten.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
  );
});

describe('signing out', () => {
  it('tells the server to forget this browser’s subscription, drops it, and clears the drafts', async () => {
    const store = createSessionStore(makeUser({ id: 'user-maria' as never, username: 'maria.souza' }));
    store.set(apiClientAtom, createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] }));
    store.set(setCommentDraftAtom, { postId: 'post-1' as PostId }, 'Rascunho de comentário');
    store.set(setMessageDraftAtom, 'conversa-1' as ConversationId, 'Rascunho de mensagem');
    expect(Object.values(store.get(commentDraftsAtom))).toEqual(['Rascunho de comentário']);
    expect(Object.values(store.get(messageDraftsAtom))).toEqual(['Rascunho de mensagem']);

    await store.set(forgetSessionTracesAtom);

    expect(forgotten).toEqual([{ endpoint: browserSubscription.endpoint }]);
    expect(browserSubscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(store.get(commentDraftsAtom)).toEqual({});
    expect(store.get(messageDraftsAtom)).toEqual({});
    expect(sessionStorage.getItem('vizinhos.commentDrafts')).toBe('{}');
  });

  it('drops the browser’s subscription even when the server cannot be told', async () => {
    server.use(
      http.delete(`${testBaseUrl}${notificationPaths.pushSubscriptions}`, () =>
        HttpResponse.json({ error: 'Sessão expirada.' }, { status: 401 }),
      ),
    );
    const store = createSessionStore(makeUser({ id: 'user-joao' as never, username: 'joao.pereira' }));
    store.set(apiClientAtom, createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] }));
    await store.set(forgetSessionTracesAtom);
    expect(browserSubscription.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
