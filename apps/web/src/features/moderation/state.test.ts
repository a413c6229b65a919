// Moderation's atoms the shell and the timeline read (spec 3): the ids of the residents the reader
// blocked (their posts and comments collapsed), kept true after a block from a message, and the
// number of items waiting for the Moderação entry.
import { createApiClient } from '@vizinhos/api';
import { makeUser, moderationHandlers } from '@vizinhos/api/mocks';
// Not a React hook (its name says "use" as vitest's fixtures do): an MSW server for this file.
import { useRecordingServer as recordingServer, testBaseUrl } from '@vizinhos/api/testing';
import type { Store } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { createSessionStore } from '../../session/session.ts';
import {
  blockedMemberIdsAtom,
  loadBlocksAtom,
  loadModerationQueueAtom,
  pendingReportCountAtom,
  toggleBlockAtom,
} from './state.ts';

const { server } = recordingServer();
let store: Store;
beforeEach(() => {
  store = createSessionStore(makeUser({ id: 'user-maria' as never, username: 'maria.souza' }));
  store.set(apiClientAtom, createApiClient({ baseUrl: testBaseUrl }));
});

describe('the blocked residents', () => {
  it('are nobody until the list is read, then the ids it names', async () => {
    server.use(...moderationHandlers.working());
    expect(store.get(blockedMemberIdsAtom).size).toBe(0);
    await store.set(loadBlocksAtom);
    expect([...store.get(blockedMemberIdsAtom)].sort()).toEqual(['user-carlos', 'user-diego']);
  });

  it('gain the one blocked from a message, the list read again after the call', async () => {
    server.use(...moderationHandlers.blocking());
    await store.set(loadBlocksAtom);
    expect(store.get(blockedMemberIdsAtom).has('user-joao')).toBe(false);
    await store.set(toggleBlockAtom, { id: 'user-joao', block: true });
    expect(store.get(blockedMemberIdsAtom).has('user-joao')).toBe(true);
  });
});

describe('the items waiting', () => {
  it('count the queue once read, and none when it is empty', async () => {
    server.use(...moderationHandlers.working());
    expect(store.get(pendingReportCountAtom)).toBe(0);
    await store.set(loadModerationQueueAtom);
    expect(store.get(pendingReportCountAtom)).toBe(3);
    server.use(...moderationHandlers.empty());
    await store.set(loadModerationQueueAtom);
    expect(store.get(pendingReportCountAtom)).toBe(0);
  });
});
