// Moderation's atoms the shell and the timeline read (spec 3): the ids of the residents the reader
// blocked (their posts and comments collapsed), kept true after a block from a message, and the
// number of items waiting for the Moderação entry.
import { blockPath, createApiClient, moderationActionPath } from '@vizinhos/api';
import { makeUser, makeWireReportItems, moderationHandlers } from '@vizinhos/api/mocks';
// Not a React hook (its name says "use" as vitest's fixtures do): an MSW server for this file.
import { useRecordingServer as recordingServer, testBaseUrl } from '@vizinhos/api/testing';
import type { Store } from 'jotai';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { createSessionStore } from '../../session/session.ts';
import {
  blockedMemberIdsAtom,
  blockedMembersAtom,
  loadBlocksAtom,
  loadModerationQueueAtom,
  moderateAtom,
  moderationQueueAtom,
  pendingReportCountAtom,
  toggleBlockAtom,
  unblockAtom,
} from './state.ts';

const { server } = recordingServer();
let store: Store;
beforeEach(() => {
  store = createSessionStore(makeUser({ id: 'user-maria' as never, username: 'maria.souza' }));
  store.set(apiClientAtom, createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] }));
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

  it('leave out the items awaiting another moderator (spec 3: nobody judges their own case)', async () => {
    const [own, ...others] = makeWireReportItems();
    const awaiting = { ...own, decidable: false, undecidable_reason: 'own_content' };
    server.use(
      http.get('*/api/v1/moderation/reports', () => HttpResponse.json({ reports: [awaiting, ...others] })),
    );
    await store.set(loadModerationQueueAtom);
    expect(store.get(moderationQueueAtom).items).toHaveLength(3);
    expect(store.get(pendingReportCountAtom)).toBe(2);
  });
});

describe('an action on a queue item', () => {
  it('is busy while its call goes, its refusal kept on that item and cleared by the next success', async () => {
    server.use(...moderationHandlers.working());
    await store.set(loadModerationQueueAtom);
    const id = store.get(moderationQueueAtom).items?.[0]?.id ?? '';
    server.use(
      http.post(`*${moderationActionPath(id, 'keep')}`, () =>
        HttpResponse.json({ error: 'Apenas a moderação da área pode fazer isso.' }, { status: 403 }),
      ),
    );
    const refused = store.set(moderateAtom, { kind: 'keep', id });
    expect(store.get(moderationQueueAtom).busyId).toBe(id);
    await refused;
    expect(store.get(moderationQueueAtom)).toMatchObject({
      busyId: undefined,
      errors: { [id]: 'Apenas a moderação da área pode fazer isso.' },
    });
    server.resetHandlers(...moderationHandlers.working());
    await store.set(moderateAtom, { kind: 'keep', id });
    expect(store.get(moderationQueueAtom)).toMatchObject({ busyId: undefined, errors: {} });
  });
});

describe('a block call', () => {
  it('refused, shows the refusal; a block from a profile clears it while its call goes', async () => {
    server.use(...moderationHandlers.working());
    await store.set(loadBlocksAtom);
    server.use(
      http.delete(`*${blockPath('user-carlos')}`, () =>
        HttpResponse.json({ error: 'Morador não encontrado.' }, { status: 404 }),
      ),
    );
    const refused = store.set(unblockAtom, { id: 'user-carlos' });
    expect(store.get(blockedMembersAtom).busyId).toBe('user-carlos');
    await refused;
    expect(store.get(blockedMembersAtom)).toMatchObject({
      busyId: undefined,
      errorText: 'Morador não encontrado.',
    });
    expect(store.get(blockedMemberIdsAtom).has('user-carlos')).toBe(true);
    server.use(...moderationHandlers.blocking());
    const blocking = store.set(toggleBlockAtom, { id: 'user-joao', block: true });
    expect(store.get(blockedMembersAtom)).toMatchObject({ busyId: 'user-joao', errorText: null });
    await blocking;
    expect(store.get(blockedMemberIdsAtom).has('user-joao')).toBe(true);
  });
});
