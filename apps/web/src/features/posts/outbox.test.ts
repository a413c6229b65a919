// A post through the app's outbox: with the server out of reach it waits (with its image) and leaves
// once, with the same Idempotency-Key on every try, after a reload too; it shows in the timeline
// when sent; a refusal gives the draft back with the server's text; "Descartar" lets it go.
import 'fake-indexeddb/auto';
import { createApiClient, type PostInput } from '@vizinhos/api';
import { makeUser, makeWirePost, postHandlers } from '@vizinhos/api/mocks';
// Not a React hook (its name says "use" as vitest's fixtures do): an MSW server for this file.
import { useRecordingServer as recordingServer, testBaseUrl } from '@vizinhos/api/testing';
import type { Store } from 'jotai';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { createSessionStore } from '../../session/session.ts';
import { flushOutboxAtom, outboxEntriesAtom, restoreOutboxAtom } from '../../store/outbox.ts';
import { discardPostAtom, postSendAtom, sendPostAtom } from './outbox.ts';
import { loadTimelineAtom, timelinesAtom } from './state.ts';

const { server } = recordingServer();
let resident = 0;
let me: ReturnType<typeof makeUser>;
let store: Store;

const sessionFor = (user: ReturnType<typeof makeUser>) => {
  const session = createSessionStore(user);
  session.set(apiClientAtom, createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] }));
  return session;
};

/** The server as the test decides, call by call: what it kept (title and image bytes) and every key. */
function serverAnswering(fate: () => 'keep' | 'down' | 'refuse') {
  const kept: { title: string; image: number }[] = [];
  const keys: string[] = [];
  server.use(
    http.post(`${testBaseUrl}/api/v1/posts`, async ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key') ?? '');
      const form = await request.formData();
      const now = fate();
      if (now === 'down') return HttpResponse.json({ error: 'Serviço indisponível' }, { status: 503 });
      if (now === 'refuse')
        return HttpResponse.json({ error: 'Você está silenciado até amanhã.' }, { status: 403 });
      const title = String(form.get('post[title]'));
      const image = form.get('post[image]');
      kept.push({ title, image: image instanceof Blob ? image.size : 0 });
      return HttpResponse.json({
        posts: makeWirePost({ _id: { $oid: `kept-${kept.length}` }, title }),
      });
    }),
  );
  return { kept, keys };
}

const input = (title: string): PostInput => ({
  title,
  text: 'No sábado, às 9h, na praça da Rua das Flores.',
  category: 'Geral',
  image: new Blob([new Uint8Array(321)], { type: 'image/png' }),
});
const draft = { form: { title: 'kept by the editor' } };

beforeEach(async () => {
  sessionStorage.clear();
  resident += 1;
  me = makeUser({ id: `user-${resident}` as never, username: `morador${resident}` });
  store = sessionFor(me);
  server.use(...postHandlers.default([]));
  await store.set(loadTimelineAtom, 'all');
});

const timelineTitles = () => store.get(timelinesAtom).all?.posts.map((post) => post.title);

describe('a post through the outbox', () => {
  it('waits while the server is out of reach and is sent once, with its image and key, when it is back', async () => {
    let isDown = true;
    const { kept, keys } = serverAnswering(() => (isDown ? 'down' : 'keep'));
    await store.set(sendPostAtom, { input: input('Mutirão na praça'), draft });
    expect(store.get(postSendAtom)).toMatchObject({ phase: 'waiting', draft });
    expect(store.get(outboxEntriesAtom)).toHaveLength(1);
    // Publicar again while it waits sends nothing more.
    await store.set(sendPostAtom, { input: input('Mutirão na praça'), draft });
    expect(store.get(outboxEntriesAtom)).toHaveLength(1);

    isDown = false;
    await store.set(flushOutboxAtom);
    expect(kept).toEqual([{ title: 'Mutirão na praça', image: 321 }]);
    expect(new Set(keys).size).toBe(1);
    expect(store.get(postSendAtom)).toBeUndefined();
    expect(timelineTitles()).toEqual(['Mutirão na praça']);
    expect(store.get(outboxEntriesAtom)).toEqual([]);
  });

  // jsdom's Blob does not survive fake-indexeddb's copy, as a browser's does: the image kept over a
  // reload is the journey's (e2e/posts.offline.spec.ts), in chromium.
  it('is read back after a reload, with its editor’s draft, and sent with its first key', async () => {
    let isDown = true;
    const { kept, keys } = serverAnswering(() => (isDown ? 'down' : 'keep'));
    await store.set(sendPostAtom, { input: input('Cachorro perdido'), draft });
    const firstKey = keys[0];

    store = sessionFor(me);
    expect(store.get(postSendAtom)).toBeUndefined();
    await store.set(restoreOutboxAtom);
    expect(store.get(postSendAtom)).toMatchObject({ phase: 'waiting', draft });
    isDown = false;
    await store.set(flushOutboxAtom);
    expect(kept.map(({ title }) => title)).toEqual(['Cachorro perdido']);
    expect(keys.at(-1)).toBe(firstKey);
  });

  it('gives a refusal back with the server’s text and leaves nothing waiting', async () => {
    const { kept } = serverAnswering(() => 'refuse');
    await store.set(sendPostAtom, { input: input('Reunião'), draft });
    expect(kept).toEqual([]);
    expect(store.get(postSendAtom)).toMatchObject({
      phase: 'refused',
      error: 'Você está silenciado até amanhã.',
      draft,
    });
    expect(store.get(outboxEntriesAtom)).toEqual([]);
  });

  it('lets a waiting post go on "Descartar": nothing is sent when the way opens', async () => {
    let isDown = true;
    const { kept } = serverAnswering(() => (isDown ? 'down' : 'keep'));
    await store.set(sendPostAtom, { input: input('Bazar'), draft });
    await store.set(discardPostAtom);
    expect(store.get(postSendAtom)).toBeUndefined();
    isDown = false;
    await store.set(flushOutboxAtom);
    expect(kept).toEqual([]);
    expect(timelineTitles()).toEqual([]);
  });
});
