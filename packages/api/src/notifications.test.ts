import { accountTexts } from '@vizinhos/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { createApiClient } from './client.ts';
import { notificationPaths } from './notifications.ts';

const { capture } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl });
describe('listNotifications (spec: Calls)', () => {
  it('gets page and per_page and returns the raw body', async () => {
    const body = [{ _id: { $oid: 'n1' }, seen: false, type: 'post', title: 'Oi' }];
    const seen = capture('get', notificationPaths.notifications, () => HttpResponse.json(body));
    expect(await api.listNotifications({ page: 1, perPage: 50 })).toEqual({ ok: true, value: body });
    expect(Object.fromEntries(new URL(seen.request?.url ?? '').searchParams)).toEqual({
      page: '1',
      per_page: '50',
    });
  });

  it('a refusal or a network failure is a failed result', async () => {
    capture('get', notificationPaths.notifications, () => HttpResponse.json({}, { status: 401 }));
    expect(await api.listNotifications({ page: 1, perPage: 10 })).toMatchObject({ ok: false, status: 401 });
    capture('get', notificationPaths.notifications, () => HttpResponse.error());
    expect(await api.listNotifications({ page: 1, perPage: 10 })).toMatchObject({
      ok: false,
      status: 0,
      error: accountTexts.networkError,
    });
  });
});
