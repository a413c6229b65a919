// Busca's atoms: members (the spec's members search) and content hits on page 1, later pages of
// hits through the app's one paging mechanism, a failed page said and asked again, the idle state.
import { createApiClient } from '@vizinhos/api';
import { makeUser, messagingHandlers, searchHandlers, searchMockTexts } from '@vizinhos/api/mocks';
// Not a React hook (its name says "use" as vitest's fixtures do): an MSW server for this file.
import { useRecordingServer as recordingServer, testBaseUrl } from '@vizinhos/api/testing';
import type { Store } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { createSessionStore } from '../../session/session.ts';
import { loadMoreSearchAtom, retrySearchAtom, runSearchAtom, searchAtom } from './state.ts';

const { server } = recordingServer();
let store: Store;
beforeEach(() => {
  store = createSessionStore(makeUser({ id: 'user-maria' as never, username: 'maria.souza' }));
  store.set(apiClientAtom, createApiClient({ baseUrl: testBaseUrl }));
});

describe('Busca', () => {
  it('finds members and content on page 1, then pages the content by 20', async () => {
    server.use(...searchHandlers.paged(), ...messagingHandlers.default());
    await store.set(runSearchAtom, { query: 'jo', kind: 'all', category: undefined });
    const first = store.get(searchAtom);
    expect(first.hits).toHaveLength(20);
    expect(first.members.length).toBeGreaterThan(0);
    expect(first.total).toBe(45 + first.members.length);
    await store.set(loadMoreSearchAtom);
    await store.set(loadMoreSearchAtom);
    const all = store.get(searchAtom);
    expect(all.hits).toHaveLength(45);
    expect(new Set(all.hits.map((hit) => hit.id)).size).toBe(45);
    expect(all.paging.hasMore).toBe(false);
    expect(all.members).toEqual(first.members);
  });

  it('asks no members for a content kind or a category, and no content for members', async () => {
    server.use(...searchHandlers.default(), ...messagingHandlers.default());
    await store.set(runSearchAtom, { query: 'jo', kind: 'post', category: undefined });
    expect(store.get(searchAtom).members).toEqual([]);
    await store.set(runSearchAtom, { query: 'jo', kind: 'all', category: 'Geral' });
    expect(store.get(searchAtom).members).toEqual([]);
    await store.set(runSearchAtom, { query: 'jo', kind: 'user', category: undefined });
    expect(store.get(searchAtom).hits).toEqual([]);
    expect(store.get(searchAtom).members.length).toBeGreaterThan(0);
  });

  it('says a failure and asks again on "Tentar de novo"', async () => {
    server.use(...searchHandlers.fails(), ...messagingHandlers.default());
    await store.set(runSearchAtom, { query: 'cachorro', kind: 'all', category: undefined });
    expect(store.get(searchAtom).paging).toMatchObject({ status: 'error', error: searchMockTexts.failed });
    server.use(...searchHandlers.default());
    await store.set(retrySearchAtom);
    expect(store.get(searchAtom).paging.status).toBe('ready');
    expect(store.get(searchAtom).hits).toHaveLength(4);
  });

  it('is idle without a text', async () => {
    server.use(...searchHandlers.default(), ...messagingHandlers.default());
    await store.set(runSearchAtom, { query: 'cachorro', kind: 'all', category: undefined });
    await store.set(runSearchAtom, undefined);
    expect(store.get(searchAtom)).toMatchObject({ request: undefined, hits: [], members: [], total: 0 });
  });
});
