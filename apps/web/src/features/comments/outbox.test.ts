// Comments through the app's outbox: with the server out of reach a comment waits as "Enviando…" and
// leaves once, with the same Idempotency-Key on every try (after a reload too), when the way opens;
// a refusal shows why, keeps the draft and leaves nothing waiting.
import 'fake-indexeddb/auto';
import { createApiClient } from '@vizinhos/api';
import { makeUser, makeWireComment } from '@vizinhos/api/mocks';
// Not a React hook (its name says "use" as vitest's fixtures do): an MSW server for this file.
import { useRecordingServer as recordingServer, testBaseUrl } from '@vizinhos/api/testing';
import type { PostId } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { createSessionStore } from '../../session/session.ts';
import { flushOutboxAtom, outboxEntriesAtom, restoreOutboxAtom } from '../../store/outbox.ts';
import { commentSendsAtom, discardCommentAtom, sendCommentAtom } from './actions.ts';
import { commentDraftsAtom, setCommentDraftAtom } from './drafts.ts';

const { server } = recordingServer();
const postId = 'post-1' as PostId;
let resident = 0;
let me: ReturnType<typeof makeUser>;
let store: Store;

const sessionFor = (user: ReturnType<typeof makeUser>) => {
  const session = createSessionStore(user);
  session.set(apiClientAtom, createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] }));
  return session;
};

/** The server as the test decides, call by call; what it kept and the key of every try. */
function serverAnswering(fate: () => 'keep' | 'down' | 'refuse') {
  const kept: string[] = [];
  const keys: string[] = [];
  server.use(
    http.post(`${testBaseUrl}/api/v1/posts/:postId/comments`, async ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key') ?? '');
      const text = new URLSearchParams(await request.text()).get('comment[text]') ?? '';
      const now = fate();
      if (now === 'down') return HttpResponse.json({ error: 'Serviço indisponível' }, { status: 503 });
      if (now === 'refuse')
        return HttpResponse.json({ error: 'O comentário é longo demais.' }, { status: 422 });
      kept.push(text);
      return HttpResponse.json({
        comment: makeWireComment({ _id: { $oid: `kept-${kept.length}` }, text, post_id: postId }),
        post: { _id: { $oid: postId }, comment_count: kept.length },
      });
    }),
  );
  return { kept, keys };
}

beforeEach(() => {
  sessionStorage.clear();
  resident += 1;
  me = makeUser({ id: `user-${resident}` as never, username: `morador${resident}` });
  store = sessionFor(me);
});

const write = async (text: string) => {
  store.set(setCommentDraftAtom, { postId }, text);
  return store.set(sendCommentAtom, { postId });
};

describe('a comment through the outbox', () => {
  it('waits as "Enviando…" while the server is out of reach and is sent once, with its key, when it is back', async () => {
    let isDown = true;
    const { kept, keys } = serverAnswering(() => (isDown ? 'down' : 'keep'));
    expect(await write('Levo as cadeiras.')).toBe(false);
    expect(store.get(commentSendsAtom)[postId]).toEqual({ isSending: true, error: undefined });
    expect(store.get(outboxEntriesAtom)).toHaveLength(1);
    expect(store.get(commentDraftsAtom)[postId]).toBe('Levo as cadeiras.');
    // Pressing again while it waits sends nothing more.
    expect(await store.set(sendCommentAtom, { postId })).toBe(false);

    isDown = false;
    await store.set(flushOutboxAtom);
    expect(kept).toEqual(['Levo as cadeiras.']);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(store.get(outboxEntriesAtom)).toEqual([]);
    expect(store.get(commentSendsAtom)[postId]).toEqual({ isSending: false, error: undefined });
    expect(store.get(commentDraftsAtom)[postId]).toBeUndefined();
  });

  it('shows a refusal, keeps the draft and leaves nothing waiting', async () => {
    const { kept } = serverAnswering(() => 'refuse');
    expect(await write('x'.repeat(20))).toBe(false);
    expect(kept).toEqual([]);
    expect(store.get(commentSendsAtom)[postId]).toEqual({
      isSending: false,
      error: 'O comentário é longo demais.',
    });
    expect(store.get(commentDraftsAtom)[postId]).toBe('x'.repeat(20));
    expect(store.get(outboxEntriesAtom)).toEqual([]);

    // "Descartar": the refused text and its reason go.
    store.set(discardCommentAtom, { postId });
    expect(store.get(commentDraftsAtom)[postId] ?? '').toBe('');
    expect(store.get(commentSendsAtom)[postId]).toEqual({ isSending: false, error: undefined });
  });

  it('is read back after a reload and sent with the key of its first try', async () => {
    let isDown = true;
    const { kept, keys } = serverAnswering(() => (isDown ? 'down' : 'keep'));
    await write('Chego às 8h.');
    const firstKey = keys[0];

    // The page reloads: a new store for the same resident reads the outbox back.
    store = sessionFor(me);
    expect(store.get(outboxEntriesAtom)).toEqual([]);
    await store.set(restoreOutboxAtom);
    expect(store.get(outboxEntriesAtom)).toHaveLength(1);
    expect(store.get(commentSendsAtom)[postId]?.isSending).toBe(true);
    isDown = false;
    await store.set(flushOutboxAtom);
    expect(kept).toEqual(['Chego às 8h.']);
    expect(keys.at(-1)).toBe(firstKey);
  });
});
