// The members directory's atoms (spec: Members directory, States and transitions): pages of 20
// through the app's one paging mechanism, a search that restarts at page 1 and drops the answers of
// older searches, and a failed page that stops the scroll until "Tentar de novo" asks it again.
import { createApiClient } from '@vizinhos/api';
import { makeUser, makeWireMembers, memberHandlers } from '@vizinhos/api/mocks';
// Not a React hook (its name says "use" as vitest's fixtures do): an MSW server for this file.
import { useRecordingServer as recordingServer, testBaseUrl } from '@vizinhos/api/testing';
import type { Store } from 'jotai';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { createSessionStore } from '../../session/session.ts';
import { loadMoreMembersAtom, membersAtom, retryMembersAtom, searchMembersAtom } from './state.ts';

const { server } = recordingServer();
let store: Store;
beforeEach(() => {
  store = createSessionStore(makeUser({ id: 'user-maria' as never, username: 'maria.souza' }));
  store.set(apiClientAtom, createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] }));
});

const usernames = () => store.get(membersAtom).members.map((member) => member.username);

describe('the members directory', () => {
  it('adds pages of 20 until one comes back shorter, with the total', async () => {
    server.use(...memberHandlers.default(makeWireMembers(45)));
    await store.set(searchMembersAtom, '');
    expect(usernames()).toHaveLength(20);
    expect(store.get(membersAtom).total).toBe(45);
    await store.set(loadMoreMembersAtom);
    await store.set(loadMoreMembersAtom);
    expect(usernames()).toHaveLength(45);
    expect(new Set(usernames()).size).toBe(45);
    expect(store.get(membersAtom).paging.hasMore).toBe(false);
    await store.set(loadMoreMembersAtom);
    expect(usernames()).toHaveLength(45);
  });

  it('drops the answer of a search the resident has already changed', async () => {
    let releaseOld = () => {};
    const held = new Promise<void>((resolve) => {
      releaseOld = resolve;
    });
    const members = makeWireMembers(6);
    server.use(
      // A search goes to /users/search, the whole list to /users.
      http.get('*/api/v1/users/search', async ({ request }) => {
        if (new URL(request.url).searchParams.get('q') === 'ana') await held;
        return undefined; // the scenario answers
      }),
      ...memberHandlers.default(members),
    );
    const older = store.set(searchMembersAtom, 'ana');
    await store.set(searchMembersAtom, 'joao');
    const found = usernames();
    expect(found.length).toBeGreaterThan(0);
    releaseOld();
    await older;
    expect(usernames()).toEqual(found);
    expect(store.get(membersAtom).query).toBe('joao');
  });

  it('after a failed page, stops the scroll; "Tentar de novo" asks that page again', async () => {
    const members = makeWireMembers(30);
    let failSecondPage = true;
    server.use(
      http.get('*/api/v1/users', ({ request }) => {
        if (failSecondPage && new URL(request.url).searchParams.get('page') === '2') {
          return HttpResponse.json({ error: 'Erro ao carregar membros' }, { status: 500 });
        }
        return undefined;
      }),
      ...memberHandlers.default(members),
    );
    await store.set(searchMembersAtom, '');
    await store.set(loadMoreMembersAtom);
    expect(store.get(membersAtom).paging.error).toBeDefined();
    expect(usernames()).toHaveLength(20);
    failSecondPage = false;
    await store.set(loadMoreMembersAtom);
    expect(usernames()).toHaveLength(20);
    await store.set(retryMembersAtom);
    expect(store.get(membersAtom).paging.error).toBeUndefined();
    expect(usernames()).toHaveLength(30);
  });

  it('a failed first page is the directory’s failure, and the retry asks page 1', async () => {
    server.use(...memberHandlers.error());
    await store.set(searchMembersAtom, '');
    expect(store.get(membersAtom).paging.status).toBe('error');
    server.resetHandlers(...memberHandlers.default(makeWireMembers(3)));
    await store.set(retryMembersAtom);
    expect(store.get(membersAtom).paging.status).toBe('ready');
    expect(usernames()).toHaveLength(3);
  });
});
