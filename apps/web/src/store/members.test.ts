// Members in the client store: one copy of each member, by id, which the directory's pages,
// a member's profile and the new-conversation search all read; an answer that changes it once shows
// everywhere, and an answer that does not carry the profile's figures leaves them as they were.
import { createApiClient } from '@vizinhos/api';
import {
  makeUser,
  makeWireMembers,
  makeWireProfile,
  memberHandlers,
  profileHandlers,
} from '@vizinhos/api/mocks';
// Not a React hook (its name says "use" as vitest's fixtures do): an MSW server for this file.
import { useRecordingServer as recordingServer, testBaseUrl } from '@vizinhos/api/testing';
import type { UserId } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClientAtom } from '../apiClientAtom.ts';
import { membersAtom, searchMembersAtom } from '../features/members/state.ts';
import { searchResidentsAtom } from '../features/messaging/useResidentSearch.ts';
import { loadProfileAtom, profilesAtom } from '../features/profile/state.ts';
import { createSessionStore } from '../session/session.ts';
import { memberEntitiesAtom } from './entities.ts';

const { server } = recordingServer();
const directory = makeWireMembers(3);
// Ana, a Membro of the fixtures.
const ana = directory[2] ?? directory[0];
const anaId = String(ana?.id) as UserId;

let store: Store;
beforeEach(async () => {
  server.use(...memberHandlers.default(directory));
  store = createSessionStore(makeUser({ id: 'user-maria' as never, username: 'maria.souza' }));
  store.set(apiClientAtom, createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] }));
  await store.set(searchMembersAtom, '');
});

const inDirectory = () => store.get(membersAtom).members.find((member) => member.id === anaId);
const onProfile = () => {
  const profile = store.get(profilesAtom)[anaId];
  return profile?.status === 'ready' ? profile.user : undefined;
};

describe('one copy of each member', () => {
  it('a profile’s answer changes the member the directory shows, once', async () => {
    expect(inDirectory()?.roleName).not.toBe('Moderador');
    server.use(
      ...profileHandlers.default(makeWireProfile({ ...ana, role: { name: 'Moderador' }, post_count: 7 })),
    );
    await store.set(loadProfileAtom, anaId);
    expect(inDirectory()?.roleName).toBe('Moderador');
    expect(onProfile()?.postCount).toBe(7);
    // The same object in both views, and one in the store.
    expect(inDirectory()).toBe(onProfile());
    expect(Object.keys(store.get(memberEntitiesAtom)).filter((id) => id === anaId)).toHaveLength(1);
  });

  it('the resident search’s answer moves both views; the figures only the profile carries stay', async () => {
    server.use(...profileHandlers.default(makeWireProfile({ ...ana, post_count: 7 })));
    await store.set(loadProfileAtom, anaId);
    const avatar = '/api/v1/images/nova-foto';
    server.use(
      http.get(`${testBaseUrl}/api/v1/search`, () => {
        const users = [{ ...ana, avatar, role: { name: 'Moderador' } }];
        return HttpResponse.json({ users, results: users });
      }),
    );
    expect(await store.set(searchResidentsAtom, 'ana')).toEqual([anaId]);
    expect([inDirectory()?.avatar, onProfile()?.avatar]).toEqual([avatar, avatar]);
    expect([inDirectory()?.roleName, onProfile()?.roleName]).toEqual(['Moderador', 'Moderador']);
    expect(onProfile()?.postCount).toBe(7);
  });
});
